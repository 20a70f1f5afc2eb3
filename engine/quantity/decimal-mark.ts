/**
 * How a locale writes the decimal mark (decision 019). Apart from number.ts, which re-exports it,
 * so that a page can know the visitor's mark before it loads the whole reader.
 */

export type DecimalMark = "." | ",";

/** The last locale asked about, and its mark: a page asks about one, again and again. */
let last: { readonly locale: string; readonly mark: DecimalMark } | undefined;

/**
 * "." for en, ja, zh…; "," for de, fr, es, it, ru, pt, nl, pl…: the mark Intl.NumberFormat writes
 * in 1.5 for that locale. No locale, a locale the runtime does not know, or text that is not a
 * language tag: ".".
 */
export function decimalMarkOf(locale: string | undefined): DecimalMark {
  if (!locale) return ".";
  if (last?.locale === locale) return last.mark;
  let mark: DecimalMark = ".";
  try {
    // An unsupported tag would fall back to the runtime's own locale, which differs per machine.
    const [supported] = Intl.NumberFormat.supportedLocalesOf(locale);
    // 1.5 has no group: a comma in it is the decimal mark (Arabic's own mark reads as a point).
    if (supported && new Intl.NumberFormat(supported).format(1.5).includes(",")) mark = ",";
  } catch {
    // Not a language tag (RangeError): the default mark.
  }
  last = { locale, mark };
  return mark;
}
