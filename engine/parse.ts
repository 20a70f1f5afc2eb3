/**
 * What a person may type into a converter's value field. Commas are accepted only as thousands
 * separators in proper groups of three (`1,234,567.5`), and the first group may not start with 0,
 * so a decimal comma (`1,5`, `0,123`) is refused rather than silently read as a thousand times
 * more. Hex, `Infinity`, `NaN` and numbers beyond the double range (`1e999`, `1e-999`) are refused.
 */
const NUMBER = /^[+-]?(?:(?:[1-9]\d{0,2}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number `text` spells, or undefined when it spells none. Never throws. */
export function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed.replaceAll(",", ""));
  if (!Number.isFinite(value)) return undefined;
  // A non-zero mantissa that underflows to 0 is out of range, not zero.
  if (value === 0) return /[1-9]/.test(trimmed.split(/[eE]/)[0] ?? "") ? undefined : 0;
  return value;
}
