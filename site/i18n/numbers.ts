import { LANGUAGE_TAGS, type Language } from "./languages.ts";

/**
 * Numbers as each language writes them (Intl.NumberFormat, so CLDR's own marks): 1.234,5 in
 * German, Spanish and Portuguese, 1 234,5 in French (a narrow no-break space), 1234.5 in English
 * as the site has always shown it. Spanish groups only from five digits (12.345, but 1234).
 */
interface NumberMarks {
  readonly decimal: string;
  readonly group: string;
  /** Digits an integer part needs before it is grouped: 4, or 5 in Spanish; Infinity in English. */
  readonly groupFrom: number;
}

const marks = new Map<Language, NumberMarks>();

function numberMarks(language: Language): NumberMarks {
  const known = marks.get(language);
  if (known) return known;
  const format = new Intl.NumberFormat(LANGUAGE_TAGS[language]);
  const part = (n: number, type: string) =>
    format.formatToParts(n).find((p) => p.type === type)?.value;
  const made: NumberMarks =
    language === "en"
      ? { decimal: ".", group: "", groupFrom: Number.POSITIVE_INFINITY }
      : {
          decimal: part(1.5, "decimal") ?? ".",
          group: part(12345, "group") ?? "",
          groupFrom: part(1234, "group") === undefined ? 5 : 4,
        };
  marks.set(language, made);
  return made;
}

/**
 * The numbers of a text the engine wrote (plain JavaScript syntax: "1524.5", "-0.25",
 * "1.609344e-12") with a language's marks: "1.524,5". Digits inside a word ("H2O", "m3") are not
 * numbers.
 */
export function spellNumbers(text: string, language: Language): string {
  if (language === "en") return text;
  const { decimal, group, groupFrom } = numberMarks(language);
  return text.replace(
    /(?<![\p{L}\d.,])(\d+)(?:\.(\d+))?/gu,
    (_, whole: string, fraction?: string) => {
      const grouped = whole.length >= groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, group) : whole;
      return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
    },
  );
}
