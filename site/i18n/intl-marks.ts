import type { NumberMarks } from "../../engine/number-marks.ts";

const known = new Map<string, NumberMarks>();

/**
 * The marks a language tag's numbers are written with, as Intl.NumberFormat (CLDR) writes them:
 * "de-DE" → 1.234,5; "fr-FR" → 1 234,5 (a narrow no-break space); "es-ES" groups from five digits.
 */
export function marksOf(tag: string): NumberMarks {
  const cached = known.get(tag);
  if (cached) return cached;
  const format = new Intl.NumberFormat(tag);
  const part = (n: number, type: string) =>
    format.formatToParts(n).find((p) => p.type === type)?.value;
  const made: NumberMarks = {
    decimal: part(1.5, "decimal") === "," ? "," : ".",
    group: part(12345, "group") ?? "",
    groupFrom: part(1234, "group") === undefined ? 5 : 4,
  };
  known.set(tag, made);
  return made;
}
