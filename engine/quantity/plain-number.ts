/**
 * Numbers in JavaScript's own syntax (`-12.5`, `.5`, `1e-7`, `5.`): what format.ts writes and what
 * a `type="number"` field hands over. number.ts reads each of them to the same value with the
 * decimal point (plain-number.test.ts says so); this is the few hundred bytes a page needs to
 * convert before it loads that reader, or where nothing else can arrive.
 */
const PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The number `text` spells in JavaScript syntax, or undefined (also out of the double range). */
export function readPlainNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PLAIN.test(trimmed)) return undefined;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return undefined;
  // A non-zero mantissa that underflows to 0 is out of range, not zero; and -0 is 0.
  if (value === 0) return /[1-9]/.test(trimmed.split(/[eE]/)[0] ?? "") ? undefined : 0;
  return value;
}
