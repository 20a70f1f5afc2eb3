import type { RatesAnswer } from "../../../site/money/rates-answer";
import type { RatesKind } from "./rates-client";

const storageKey = (kind: RatesKind) => `last_rates_${kind}`;

/** The last answer this browser received, kept so an offline page still has real rates. */
export function lastReceived(kind: RatesKind): RatesAnswer | undefined {
  try {
    const value = JSON.parse(
      localStorage.getItem(storageKey(kind)) ?? "null",
    ) as RatesAnswer | null;
    return value?.rates && typeof value.base === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

export function keep(kind: RatesKind, answer: RatesAnswer): void {
  try {
    localStorage.setItem(storageKey(kind), JSON.stringify(answer));
  } catch {
    // Storage unavailable: offline pages will use the fallback rates.
  }
}
