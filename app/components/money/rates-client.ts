import type { RatesAnswer } from "../../../site/money/rates-answer.ts";

export type RatesKind = "fiat" | "crypto";

const PATH: Record<RatesKind, string> = {
  fiat: "/api/get-exchange-rates",
  crypto: "/api/get-crypto-rates",
};

/**
 * Asks our rate service (docs/spec/site.md §7) for `targets`, or without them for every code it
 * knows; throws with the service's message when it cannot answer.
 */
export async function fetchRates(
  kind: RatesKind,
  base: string,
  targets?: readonly string[],
  signal?: AbortSignal,
): Promise<RatesAnswer> {
  const response = await fetch(PATH[kind], {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(targets ? { base, targets } : { base }),
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as Partial<RatesAnswer> & {
    error?: string;
  };
  if (!response.ok || !body.rates)
    throw new Error(body.error ?? `Rates unavailable (${response.status})`);
  return body as RatesAnswer;
}
