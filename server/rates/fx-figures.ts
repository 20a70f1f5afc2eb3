import { CLDR_PLACES } from "../../site/money/cldr-currency-places.ts";
import type { FxFigure } from "./cross-rates.ts";
import type { FxContribution, FxLatest, FxProvider } from "./frankfurter.ts";

/** How many currencies each country or territory uses today (Panama: the balboa and the dollar). */
const currenciesIn = new Map<string, number>();
for (const { regions } of Object.values(CLDR_PLACES)) {
  for (const region of regions) currenciesIn.set(region, (currenciesIn.get(region) ?? 0) + 1);
}

/**
 * The bank that sets a currency among the providers of its row: one that quotes against it, else
 * one of a country that uses it, a country with no other currency first (the Reserve Bank of
 * India rather than Bhutan's for the rupee).
 */
function homeBank(
  code: string,
  counted: readonly FxContribution[],
  byKey: ReadonlyMap<string, FxProvider>,
): { readonly provider: FxProvider; readonly rate: number } | undefined {
  const regions = CLDR_PLACES[code]?.regions ?? [];
  const score = (p: FxProvider) =>
    p.pivotCurrency === code
      ? 3
      : p.countryCode && regions.includes(p.countryCode)
        ? currenciesIn.get(p.countryCode) === 1
          ? 2
          : 1
        : 0;
  let best: { provider: FxProvider; rate: number; score: number } | undefined;
  for (const contribution of counted) {
    const provider = byKey.get(contribution.key);
    if (!provider || contribution.rate === undefined) continue;
    const s = score(provider);
    if (s > 0 && (!best || s > best.score)) best = { provider, rate: contribution.rate, score: s };
  }
  return best;
}

/**
 * Frankfurter's latest rows as the rate service uses them: for each currency, the figure of the
 * bank that sets it when that bank is among the row's providers (its own rate, which Frankfurter
 * rebases to USD: "Central Bank of Nigeria"), else the row's blend, named by the providers blended
 * ("International Monetary Fund"); a currency pegged to another has no provider, and says so.
 * Without the list of providers (not fetched yet), providers are named by their keys.
 */
export function fxFigures(
  latest: FxLatest,
  providers: readonly FxProvider[] | undefined,
  relay: string,
): Record<string, FxFigure> {
  const byKey = new Map((providers ?? []).map((p) => [p.key, p]));
  const name = (key: string) => byKey.get(key)?.name ?? key;
  const figures: Record<string, FxFigure> = {};
  for (const [code, row] of Object.entries(latest.rows)) {
    const { date } = row;
    if (row.providers === undefined || row.providers.length === 0) {
      // Its rate follows its peg to another currency, which its own central bank sets.
      const bank = (providers ?? []).find(
        (p) => p.countryCode && CLDR_PLACES[code]?.regions.includes(p.countryCode),
      );
      const name = bank ? `${bank.name} (fixed peg)` : "Fixed peg";
      figures[code] = { rate: row.rate, date, by: { name, date, via: relay } };
      continue;
    }
    const counted = row.providers.filter((p) => !p.excluded);
    const bank = homeBank(code, counted, byKey);
    if (bank) {
      figures[code] = { rate: bank.rate, date, by: { name: bank.provider.name, date, via: relay } };
    } else {
      const names = (counted.length > 0 ? counted : row.providers).map((p) => name(p.key));
      figures[code] = {
        rate: row.rate,
        date,
        by: { name: names.join(", "), date, via: names.length > 1 ? `${relay}'s blend` : relay },
      };
    }
  }
  return figures;
}
