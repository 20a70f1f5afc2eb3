import type { RatesAnswer } from "./rates-answer.ts";

/**
 * Units of `to` per 1 `from`, from a rate map relative to its base (docs/spec/site.md §9.1). A
 * missing rate gives undefined, not 1: an unknown rate must show no result rather than a wrong one.
 * The money converters (app/components/money/) and the search box's answers (site/query/answer.ts)
 * both price with it.
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
