import { type NumberMarks, withMarks } from "../../engine/number-marks.ts";
import { marksOf } from "./intl-marks.ts";
import { LANGUAGE_TAGS, type Language } from "./languages.ts";

/**
 * Numbers as each language writes them (Intl.NumberFormat, so CLDR's own marks): 1.234,5 in
 * German, Spanish and Portuguese, 1 234,5 in French (a narrow no-break space), 1234.5 in English
 * as the site has always shown it. Spanish groups only from five digits (12.345, but 1234).
 * A language's marks; undefined for English, whose numbers are the engine's own.
 */
export function numberMarks(language: Language): NumberMarks | undefined {
  return language === "en" ? undefined : marksOf(LANGUAGE_TAGS[language]);
}

/** The numbers of a text the engine wrote, with a language's marks (engine/number-marks.ts). */
export function spellNumbers(text: string, language: Language): string {
  const known = numberMarks(language);
  return known ? withMarks(text, known) : text;
}
