import type { RatesAnswer } from "../../site/money/rates-answer.ts";

/**
 * Units of `to` per 1 `from`, from a rate map relative to its base (docs/spec/site.md §9.1). A
 * missing rate gives undefined, not 1: an unknown rate must show no result rather than a wrong one.
 */
export function rateBetween(
  answer: Pick<RatesAnswer, "rates" | "base">,
  from: string,
  to: string,
): number | undefined {
  if (from === to) return 1;
  const rate = (code: string) => (code === answer.base ? 1 : answer.rates[code]);
  const a = rate(from);
  const b = rate(to);
  return a && b ? b / a : undefined;
}
