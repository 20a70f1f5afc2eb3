/**
 * How a locale writes the decimal mark (decision 019). Apart from number.ts, which re-exports it,
 * so that a page can know the visitor's mark before it loads the whole reader.
 */

export type DecimalMark = "." | ",";

/** Locales asked about are few (one per visitor, one per Accept-Language); kept bounded anyway. */
const MARKS = new Map<string, DecimalMark>();
const MAX_MARKS = 64;

/**
 * "." for en, ja, zh…; "," for de, fr, es, it, ru, pt, nl, pl…: the mark Intl.NumberFormat writes
 * in 1.5 for that locale. No locale, a locale the runtime does not know, or text that is not a
 * language tag: ".".
 */
export function decimalMarkOf(locale: string | undefined): DecimalMark {
  if (!locale) return ".";
  let mark = MARKS.get(locale);
  if (mark) return mark;
  mark = ".";
  try {
    // An unsupported tag would fall back to the runtime's own locale, which differs per machine.
    const [supported] = Intl.NumberFormat.supportedLocalesOf(locale);
    if (supported) {
      const parts = new Intl.NumberFormat(supported).formatToParts(1.5);
      if (parts.find((p) => p.type === "decimal")?.value === ",") mark = ",";
    }
  } catch {
    // Not a language tag (RangeError): the default mark.
  }
  if (MARKS.size >= MAX_MARKS) MARKS.clear();
  MARKS.set(locale, mark);
  return mark;
}
