import { FIAT, knownCurrencies, type RatesAnswer } from "../../site/money/currencies.ts";
import {
  cryptoProvider,
  DEFAULT_CRYPTO_RATES_URL,
  parseSimplePrice,
  simplePriceUrl,
} from "./coingecko.ts";
import { crossRates, type Quote, type Source, sourcesNeeded } from "./cross-rates.ts";
import { DEFAULT_FIAT_RATES_URL, ECB_PROVIDER, type EcbRates, parseEcbXml } from "./ecb.ts";
import { createRateSource, type Reading, type SnapshotStore } from "./rate-source.ts";

/**
 * Every code either rate call accepts, as base or target: every currency of the catalogue, those
 * the ECB no longer publishes included (their answer says why they have no rate).
 */
export const RATE_CODES: readonly string[] = knownCurrencies().map((c) => c.code);
const known = new Set(RATE_CODES);

export type RatesResult =
  | { readonly ok: true; readonly answer: RatesAnswer }
  | { readonly ok: false; readonly status: 400 | 503; readonly error: string };

export interface RatesService {
  /** Units of each target per 1 `base`; without targets, every other code. */
  getRates(base: string, targets?: readonly string[]): Promise<RatesResult>;
}

export interface RatesServiceOptions {
  readonly store: SnapshotStore;
  /** The ECB daily reference rates XML. */
  readonly fiatUrl?: string;
  /** The root of a CoinGecko-compatible API. */
  readonly cryptoUrl?: string;
  readonly ttlMs?: number;
  readonly timeoutMs?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  /** Each day's fix the fiat source takes, for the history (history-service.ts). */
  readonly onFiatFix?: (fix: EcbRates) => void;
}

/** Fiat rates from the ECB and coin prices from CoinGecko, each cached (rate-source.ts). */
export function createRatesService(options: RatesServiceOptions): RatesService {
  const {
    fiatUrl = DEFAULT_FIAT_RATES_URL,
    cryptoUrl = DEFAULT_CRYPTO_RATES_URL,
    now = Date.now,
    onFiatFix,
    ...shared
  } = options;
  const fiat = createRateSource<EcbRates>({
    ...shared,
    now,
    name: "fiat",
    url: fiatUrl,
    parse: parseEcbXml,
    accept: "application/xml, text/xml",
    onSnapshot: onFiatFix,
  });
  const crypto = createRateSource<Record<string, number>>({
    ...shared,
    now,
    name: "crypto",
    url: simplePriceUrl(cryptoUrl),
    parse: parseSimplePrice,
    accept: "application/json",
  });
  const cryptoProviderName = cryptoProvider(cryptoUrl);
  const memo = crossRatesMemo();
  const neededFor = boundedMemo<Set<Source>>();

  return {
    async getRates(base, targets = RATE_CODES.filter((code) => code !== base)) {
      const unknown = [base, ...targets].find((code) => !known.has(code));
      if (unknown !== undefined) {
        return { ok: false, status: 400, error: `Unknown currency code ${quote(unknown)}.` };
      }
      const question = `${base}>${targets.join(",")}`;
      const needed = neededFor(question, () => sourcesNeeded(base, targets));
      const [fiatReading, cryptoReading] = await Promise.all([
        needed.has("fiat") ? fiat.read() : undefined,
        needed.has("crypto") ? crypto.read() : undefined,
      ]);
      const readings: Partial<Record<Source, Reading<unknown>>> = {
        fiat: fiatReading,
        crypto: cryptoReading,
      };
      const priced = memo.get(question, base, targets, {
        fiat: fiatReading?.snapshot?.data.rates,
        crypto: cryptoReading?.snapshot?.data,
      });
      const { rates, used } = priced;
      // What the answer rests on: the sources its rates used, else those it would have used.
      const basis = [...(used.size > 0 ? used : needed)].filter((s) => readings[s]?.snapshot);
      const cached = basis.length === 0 || basis.some((s) => !readings[s]?.fresh);
      const ready = priced.results.get(cached);
      if (ready) return ready;

      let result: RatesResult;
      const missing = [...needed].filter((source) => !readings[source]?.snapshot);
      if (Object.keys(rates).length === 0 && missing.length > 0) {
        result = {
          ok: false,
          status: 503,
          error: "Live rates are not available yet; please try again in a few minutes.",
        };
      } else {
        const times = basis.map((s) => readings[s]?.snapshot?.fetchedAt ?? "").sort();
        const fiatSnapshot = basis.includes("fiat") ? fiatReading?.snapshot : undefined;
        const cryptoSnapshot = basis.includes("crypto") ? cryptoReading?.snapshot : undefined;
        const why = whyUnpriced(cryptoProviderName, {
          fiatDate: fiatReading?.snapshot?.data.date,
          cryptoAt: cryptoReading?.snapshot?.fetchedAt,
        });
        const unavailable = Object.fromEntries(
          [...priced.unpriced].map(([code, quote]) => [code, why(quote)]),
        );
        result = {
          ok: true,
          answer: {
            rates,
            base,
            cached,
            lastUpdated: times[0] ?? new Date(now()).toISOString(),
            sources: {
              ...(fiatSnapshot && {
                fiat: { provider: ECB_PROVIDER, date: fiatSnapshot.data.date },
              }),
              ...(cryptoSnapshot && {
                crypto: { provider: cryptoProviderName, at: cryptoSnapshot.fetchedAt },
              }),
            },
            ...(priced.unpriced.size > 0 && { unavailable }),
          },
        };
      }
      priced.results.set(cached, result);
      return result;
    },
  };
}

const notPublished = new Map(
  FIAT.flatMap((c) => (c.notPublished ? [[c.code, c.notPublished]] : [])),
);

/**
 * Why a rate is missing, from the figure it lacks: said in the answer rather than given a rate no
 * source stands behind (decision 024). A code the upstream stops quoting gets this, not an error.
 */
function whyUnpriced(
  cryptoProviderName: string,
  latest: { readonly fiatDate?: string | undefined; readonly cryptoAt?: string | undefined },
) {
  return (quote: Quote | undefined): string => {
    if (quote === undefined) return "Its rate could not be computed from the latest figures.";
    const [kind, code = ""] = quote.split(":");
    if (kind === "fiat") {
      const reason = notPublished.get(code);
      if (reason) return `The ECB no longer publishes ${code}: ${reason}.`;
      return latest.fiatDate
        ? `The ECB's reference rates of ${latest.fiatDate} do not include ${code}.`
        : "No ECB reference rates have been obtained yet.";
    }
    return latest.cryptoAt
      ? `${cryptoProviderName} did not quote ${code} in its latest prices (${latest.cryptoAt}).`
      : `No prices from ${cryptoProviderName} have been obtained yet.`;
  };
}

type Inputs = Parameters<typeof crossRates>[2];
/** A question's cross rates, and its answers (with `cached` true or false) once built. */
type Priced = ReturnType<typeof crossRates> & { readonly results: Map<boolean, RatesResult> };

/**
 * Answers only change with a snapshot, while pages ask the same few questions over and over: each
 * is computed once per snapshot, and the same answer object is returned again, so the route can
 * serialise it once too. Snapshots are compared by identity, so a new one starts afresh; the
 * number of remembered questions is bounded.
 */
function crossRatesMemo(limit = 1000) {
  let fiat: Inputs["fiat"];
  let crypto: Inputs["crypto"];
  const answers = new Map<string, Priced>();
  return {
    get(question: string, base: string, targets: readonly string[], inputs: Inputs): Priced {
      if (inputs.fiat !== fiat || inputs.crypto !== crypto || answers.size >= limit) {
        answers.clear();
        fiat = inputs.fiat;
        crypto = inputs.crypto;
      }
      let answer = answers.get(question);
      if (!answer) {
        answer = { ...crossRates(base, targets, inputs), results: new Map() };
        answers.set(question, answer);
      }
      return answer;
    },
  };
}

/**
 * What a question (base and targets, as one key) always gives, computed once: the sources its rates
 * need do not change with the rates. At most `limit` questions are remembered.
 */
function boundedMemo<T>(limit = 1000) {
  const values = new Map<string, T>();
  return (question: string, compute: () => T): T => {
    let value = values.get(question);
    if (value === undefined) {
      if (values.size >= limit) values.clear();
      value = compute();
      values.set(question, value);
    }
    return value;
  };
}

/** Echoes a client's code in an error without echoing a whole oversized string. */
function quote(code: string): string {
  return `'${code.length > 12 ? `${code.slice(0, 12)}…` : code}'`;
}
