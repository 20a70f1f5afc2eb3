import { isCoin } from "../../site/money/currencies.ts";

/**
 * One upstream figure: `fiat:X` is the ECB's units of X per 1 EUR, `coin:C` is the USD price of
 * 1 C. Every rate is a product and quotient of these.
 */
export type Quote = `fiat:${string}` | `coin:${string}`;

export type Source = "fiat" | "crypto";

/** The figures rates are computed from; a source not (yet) obtained is left out. */
export interface Quotes {
  /** Units per 1 EUR, EUR included (ECB). */
  readonly fiat?: Readonly<Record<string, number>>;
  /** USD per 1 coin, by code. */
  readonly crypto?: Readonly<Record<string, number>>;
}

/** A rate as quotes to multiply (`num`) and to divide by (`den`). */
export interface Formula {
  readonly num: readonly Quote[];
  readonly den: readonly Quote[];
}

/** What 1 unit of `code` is worth in EUR. */
function valueInEur(code: string): Formula {
  if (code === "EUR") return { num: [], den: [] };
  if (isCoin(code)) return { num: [`coin:${code}`], den: ["fiat:USD"] };
  return { num: [], den: [`fiat:${code}`] };
}

/**
 * Units of `target` per 1 `base`, value(base) / value(target), with the quotes common to both
 * sides cancelled before any arithmetic. Dividing the two values as numbers would round up to
 * three times and is not exact: 1 / (1 / 1.4277) is not 1.4277. Cancelled, EUR→USD is the ECB's
 * figure itself, USD→EUR is one division, BTC→USD is the coin's price itself, BTC→ETH needs no
 * ECB figure at all, and no rate rounds more than twice (coin ↔ fiat other than EUR and USD).
 */
export function rateFormula(base: string, target: string): Formula {
  const from = valueInEur(base);
  const to = valueInEur(target);
  const num = [...from.num, ...to.den];
  const den = [...from.den, ...to.num];
  for (let i = num.length - 1; i >= 0; i--) {
    const j = den.indexOf(num[i] as Quote);
    if (j >= 0) {
      num.splice(i, 1);
      den.splice(j, 1);
    }
  }
  return { num, den };
}

export function sourceOf(quote: Quote): Source {
  return quote.startsWith("fiat:") ? "fiat" : "crypto";
}

/** The sources any of these rates needs. */
export function sourcesNeeded(base: string, targets: readonly string[]): Set<Source> {
  const needed = new Set<Source>();
  for (const target of targets) {
    const { num, den } = rateFormula(base, target);
    for (const quote of [...num, ...den]) needed.add(sourceOf(quote));
  }
  return needed;
}

function quoteValue(quote: Quote, quotes: Quotes): number | undefined {
  const [kind, code = ""] = quote.split(":");
  const table = kind === "fiat" ? quotes.fiat : quotes.crypto;
  return table && Object.hasOwn(table, code) ? table[code] : undefined;
}

function product(factors: readonly Quote[], quotes: Quotes): number | undefined {
  let result = 1;
  for (const quote of factors) {
    const value = quoteValue(quote, quotes);
    if (value === undefined) return undefined;
    result *= value;
  }
  return result;
}

/** The first figure a rate needs that `quotes` lacks, if any. */
export function missingQuote(base: string, target: string, quotes: Quotes): Quote | undefined {
  const { num, den } = rateFormula(base, target);
  return [...num, ...den].find((quote) => quoteValue(quote, quotes) === undefined);
}

/** Units of `target` per 1 `base`, or undefined when a figure it needs is missing. */
export function crossRate(base: string, target: string, quotes: Quotes): number | undefined {
  const { num, den } = rateFormula(base, target);
  const n = product(num, quotes);
  const d = product(den, quotes);
  if (n === undefined || d === undefined) return undefined;
  const rate = n / d;
  return rate > 0 && Number.isFinite(rate) ? rate : undefined;
}

/**
 * Every target that can be priced, with the sources the priced rates used; and for each target
 * that cannot, the figure it lacks (none for a figure present but unusable: no rate all the same).
 */
export function crossRates(
  base: string,
  targets: readonly string[],
  quotes: Quotes,
): { rates: Record<string, number>; used: Set<Source>; unpriced: Map<string, Quote | undefined> } {
  const rates: Record<string, number> = {};
  const used = new Set<Source>();
  const unpriced = new Map<string, Quote | undefined>();
  for (const target of targets) {
    const rate = crossRate(base, target, quotes);
    if (rate === undefined) {
      unpriced.set(target, missingQuote(base, target, quotes));
      continue;
    }
    rates[target] = rate;
    const { num, den } = rateFormula(base, target);
    for (const quote of [...num, ...den]) used.add(sourceOf(quote));
  }
  return { rates, used, unpriced };
}
