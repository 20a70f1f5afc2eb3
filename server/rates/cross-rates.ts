import type { Publisher, RateOrigin } from "../../site/money/rates-answer.ts";

/**
 * One upstream figure. `ecb:X` is the ECB's units of X per 1 EUR; `fx:X` is Frankfurter's units
 * of X per 1 USD; `coin:C` is the USD price of 1 C. Every rate is a product and quotient of these.
 */
export type Quote = `ecb:${string}` | `fx:${string}` | `coin:${string}`;

/** The upstream sources, by the names their snapshots are stored under. */
export type Source = "fiat" | "fx" | "crypto";

/** One of Frankfurter's figures, as the rate service keeps it (fx-figures.ts). */
export interface FxFigure {
  /** Units of the currency per 1 USD. */
  readonly rate: number;
  /** The day it was published for. */
  readonly date: string;
  readonly by: Publisher;
}

/** The figures rates are computed from; a source not (yet) obtained is left out. */
export interface Quotes {
  /** The ECB's reference rates: units per 1 EUR (EUR itself 1), and their day. */
  readonly ecb?: { readonly date: string; readonly rates: Readonly<Record<string, number>> };
  /** Frankfurter's latest figures, by code. */
  readonly fx?: Readonly<Record<string, FxFigure>>;
  /** USD per 1 coin, by code. */
  readonly crypto?: Readonly<Record<string, number>>;
  /** The crypto source's name and the moment of its prices. */
  readonly cryptoBy?: Publisher;
}

/** A rate as quotes to multiply (`num`) and to divide by (`den`). */
export interface Formula {
  readonly num: readonly Quote[];
  readonly den: readonly Quote[];
}

const ECB_PUBLISHER = "European Central Bank";

const has = (table: Readonly<Record<string, unknown>> | undefined, code: string) =>
  table !== undefined && Object.hasOwn(table, code);

/**
 * Whether a currency's rate is taken from the ECB: when the ECB publishes it (and the dollar, to
 * reach USD) and Frankfurter has nothing newer. The ECB stays the source of its own currencies;
 * Frankfurter is their backup while the ECB's answer is missing or older.
 */
function fromEcb(code: string, quotes: Quotes): boolean {
  const { ecb, fx } = quotes;
  if (!ecb || !has(ecb.rates, code) || !has(ecb.rates, "USD")) return false;
  const newer = fx && has(fx, code) ? fx[code]?.date : undefined;
  return newer === undefined || newer <= ecb.date;
}

/**
 * What 1 unit of `code` is worth in USD. A code no source prices gets the formula it would have
 * had, so that the figure it lacks can be named.
 */
function valueInUsd(code: string, quotes: Quotes, isCoin: (code: string) => boolean): Formula {
  if (code === "USD") return { num: [], den: [] };
  if (isCoin(code)) return { num: [`coin:${code}`], den: [] };
  if (code === "EUR") {
    // The euro follows the rule of every ECB currency: the ECB's dollar figure unless
    // Frankfurter's euro is newer (or the ECB has none), so a rate never mixes two days of them.
    const viaFx = !fromEcb("EUR", quotes) && has(quotes.fx, "EUR");
    return viaFx ? { num: [], den: ["fx:EUR"] } : { num: ["ecb:USD"], den: [] };
  }
  if (fromEcb(code, quotes) || (!has(quotes.fx, code) && has(quotes.ecb?.rates, code))) {
    return { num: ["ecb:USD"], den: [`ecb:${code}`] };
  }
  return { num: [], den: [`fx:${code}`] };
}

/**
 * Units of `target` per 1 `base`, value(base) / value(target), with the quotes common to both
 * sides cancelled before any arithmetic. Dividing the two values as numbers would round up to
 * three times and is not exact: 1 / (1 / 1.4277) is not 1.4277. Cancelled, EUR→USD is the ECB's
 * figure itself, USD→NGN Frankfurter's, BTC→USD the coin's price, GBP→JPY one division of two ECB
 * figures, and no rate rounds more than twice but a coin in a currency other than USD and EUR.
 */
export function rateFormula(
  base: string,
  target: string,
  quotes: Quotes,
  isCoin: (code: string) => boolean,
): Formula {
  const from = valueInUsd(base, quotes, isCoin);
  const to = valueInUsd(target, quotes, isCoin);
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

function sourceOf(quote: Quote): Source {
  return quote.startsWith("ecb:") ? "fiat" : quote.startsWith("fx:") ? "fx" : "crypto";
}

/**
 * The sources a rate between these codes may rest on, whatever they answer: a coin's price, and for
 * any currency but USD both fiat sources (the ECB for its currencies, Frankfurter for the others
 * and as the ECB's backup).
 */
export function sourcesNeeded(
  base: string,
  targets: readonly string[],
  isCoin: (code: string) => boolean,
): Set<Source> {
  const needed = new Set<Source>();
  for (const target of targets) {
    if (target === base) continue;
    for (const code of [base, target]) {
      if (isCoin(code)) needed.add("crypto");
      else if (code !== "USD") {
        needed.add("fiat");
        needed.add("fx");
      }
    }
  }
  // A coin against a coin or USD needs no fiat figure.
  if (needed.has("crypto") && [base, ...targets].every((c) => c === "USD" || isCoin(c))) {
    needed.delete("fiat");
    needed.delete("fx");
  }
  return needed;
}

function quoteValue(quote: Quote, quotes: Quotes): number | undefined {
  const at = quote.indexOf(":");
  const kind = quote.slice(0, at);
  const code = quote.slice(at + 1);
  if (kind === "ecb") return has(quotes.ecb?.rates, code) ? quotes.ecb?.rates[code] : undefined;
  if (kind === "fx") return has(quotes.fx, code) ? quotes.fx?.[code]?.rate : undefined;
  return has(quotes.crypto, code) ? quotes.crypto?.[code] : undefined;
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

/** The currencies a figure links: the ECB's X and EUR, Frankfurter's X and USD, a coin and USD. */
function linked(quote: Quote): [string, string] {
  const code = quote.slice(quote.indexOf(":") + 1);
  return [code, quote.startsWith("ecb:") ? "EUR" : "USD"];
}

/** Who published each figure of a formula, each once, and the currencies it goes through. */
function originOf(base: string, target: string, formula: Formula, quotes: Quotes): RateOrigin {
  const by: Publisher[] = [];
  const nodes = new Set<string>();
  for (const quote of [...formula.num, ...formula.den]) {
    for (const code of linked(quote)) nodes.add(code);
    const publisher: Publisher | undefined = quote.startsWith("ecb:")
      ? quotes.ecb && { name: ECB_PUBLISHER, date: quotes.ecb.date }
      : quote.startsWith("fx:")
        ? quotes.fx?.[quote.slice(3)]?.by
        : quotes.cryptoBy;
    if (publisher && !by.some((p) => JSON.stringify(p) === JSON.stringify(publisher))) {
      by.push(publisher);
    }
  }
  nodes.delete(base);
  nodes.delete(target);
  return nodes.size > 0 ? { by, through: [...nodes].sort() } : { by };
}

export interface CrossRates {
  readonly rates: Record<string, number>;
  readonly origins: Record<string, RateOrigin>;
  /** The sources the priced rates used. */
  readonly used: Set<Source>;
  /** Each target that cannot be priced, with the figure it lacks (none for an unusable figure). */
  readonly unpriced: Map<string, Quote | undefined>;
}

/** Every target that can be priced, where each rate comes from, and what the others lack. */
export function crossRates(
  base: string,
  targets: readonly string[],
  quotes: Quotes,
  isCoin: (code: string) => boolean,
): CrossRates {
  const rates: Record<string, number> = {};
  const origins: Record<string, RateOrigin> = {};
  const used = new Set<Source>();
  const unpriced = new Map<string, Quote | undefined>();
  for (const target of targets) {
    if (target === base) {
      rates[target] = 1;
      continue;
    }
    const formula = rateFormula(base, target, quotes, isCoin);
    const all = [...formula.num, ...formula.den];
    const n = product(formula.num, quotes);
    const d = product(formula.den, quotes);
    const rate = n === undefined || d === undefined ? undefined : n / d;
    if (rate === undefined || !(rate > 0 && Number.isFinite(rate))) {
      unpriced.set(
        target,
        all.find((quote) => quoteValue(quote, quotes) === undefined),
      );
      continue;
    }
    rates[target] = rate;
    origins[target] = originOf(base, target, formula, quotes);
    for (const quote of all) used.add(sourceOf(quote));
  }
  return { rates, origins, used, unpriced };
}

/** Units of `target` per 1 `base`, or undefined when a figure it needs is missing. */
export function crossRate(
  base: string,
  target: string,
  quotes: Quotes,
  isCoin: (code: string) => boolean,
): number | undefined {
  return crossRates(base, [target], quotes, isCoin).rates[target];
}
