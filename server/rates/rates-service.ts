import { mediumDate } from "../../site/dates.ts";
import { currentCode } from "../../site/money/aliases.ts";
import { chooseCoins } from "../../site/money/coin-list.ts";
import { COINS, type Coin } from "../../site/money/coins.ts";
import { FIAT, fiat, retired, retiredNote } from "../../site/money/currencies.ts";
import type { RateOrigin, RatesAnswer } from "../../site/money/rates-answer.ts";
import {
  coinMarketsUrl,
  cryptoProvider,
  DEFAULT_CRYPTO_RATES_URL,
  type MarketCoin,
  parseCoinMarkets,
  parseSimplePrice,
  simplePriceUrl,
} from "./coingecko.ts";
import {
  type CrossRates,
  crossRates,
  type Quote,
  type Quotes,
  type Source,
  sourcesNeeded,
} from "./cross-rates.ts";
import { DEFAULT_FIAT_RATES_URL, ECB_PROVIDER, type EcbRates, parseEcbXml } from "./ecb.ts";
import {
  DEFAULT_FX_API_URL,
  type FxCurrency,
  type FxLatest,
  type FxProvider,
  fxCurrenciesUrl,
  fxLatestUrl,
  fxProvider,
  fxProvidersUrl,
  parseFxCurrencies,
  parseFxLatest,
  parseFxProviders,
} from "./frankfurter.ts";
import { fxFigures } from "./fx-figures.ts";
import { createRateSource, type Reading, type SnapshotStore } from "./rate-source.ts";

export type RatesResult =
  | { readonly ok: true; readonly answer: RatesAnswer }
  | { readonly ok: false; readonly status: 400 | 503; readonly error: string };

/** The coins offered now, and the currencies the sources price. */
export interface Offer {
  /** The market's largest coins (the written list until the market has answered). */
  readonly coins: readonly Coin[];
  /** Every figure the rates rest on, for GET /api/currencies. */
  readonly quotes: Quotes;
  /** Frankfurter's list of currencies (the first day of each one's history), once fetched. */
  readonly fxCurrencies?: readonly FxCurrency[];
}

export interface RatesService {
  /** Units of each target per 1 `base`; without targets, every currency in use and every coin priced. */
  getRates(base: string, targets?: readonly string[]): Promise<RatesResult>;
  /** The coins offered and the latest figures, each source read as a rate request reads it. */
  offer(): Promise<Offer>;
}

export interface RatesServiceOptions {
  readonly store: SnapshotStore;
  /** The ECB daily reference rates XML (FIAT_RATES_URL). */
  readonly fiatUrl?: string;
  /** The root of a Frankfurter v2 API, `/v2` included (FX_API_URL). */
  readonly fxUrl?: string;
  /** The root of a CoinGecko-compatible API (CRYPTO_RATES_URL). */
  readonly cryptoUrl?: string;
  readonly ttlMs?: number;
  /** How long the coin list and Frankfurter's list of providers are kept (default a day). */
  readonly listTtlMs?: number;
  readonly timeoutMs?: number;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
  /** Each day's fix the fiat source takes, for the history (history-service.ts). */
  readonly onFiatFix?: (fix: EcbRates) => void;
}

export const LIST_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Fiat rates from the ECB and from Frankfurter, coin prices and the coin list from CoinGecko, each
 * cached (rate-source.ts): one upstream call per source per TTL across every server.
 */
export function createRatesService(options: RatesServiceOptions): RatesService {
  const {
    fiatUrl = DEFAULT_FIAT_RATES_URL,
    fxUrl = DEFAULT_FX_API_URL,
    cryptoUrl = DEFAULT_CRYPTO_RATES_URL,
    listTtlMs = LIST_TTL_MS,
    now = Date.now,
    onFiatFix,
    ...shared
  } = options;
  const source = <T>(
    name: string,
    url: string | (() => string),
    parse: (body: string) => T,
    accept: string,
    ttl?: number,
  ) =>
    createRateSource<T>({
      ...shared,
      ...(ttl ? { ttlMs: ttl } : {}),
      now,
      name,
      url,
      parse,
      accept,
    });

  const fiat = createRateSource<EcbRates>({
    ...shared,
    now,
    name: "fiat",
    url: fiatUrl,
    parse: parseEcbXml,
    accept: "application/xml, text/xml",
    onSnapshot: onFiatFix,
  });
  const fx = source<FxLatest>("fx", fxLatestUrl(fxUrl), parseFxLatest, "application/json");
  const providers = source<readonly FxProvider[]>(
    "fx-providers",
    fxProvidersUrl(fxUrl),
    parseFxProviders,
    "application/json",
    listTtlMs,
  );
  const fxCurrencies = source<readonly FxCurrency[]>(
    "fx-currencies",
    fxCurrenciesUrl(fxUrl),
    parseFxCurrencies,
    "application/json",
    listTtlMs,
  );
  const market = source<readonly MarketCoin[]>(
    "coin-list",
    coinMarketsUrl(cryptoUrl),
    parseCoinMarkets,
    "application/json",
    listTtlMs,
  );

  // The coins offered follow the market's list once it has answered; prices are asked for those
  // and for the written list's, so that a coin that leaves the ranking still converts when asked.
  let coinList: {
    market?: readonly MarketCoin[];
    offered: readonly Coin[];
    priced: readonly Coin[];
    codes: ReadonlySet<string>;
  } = listOf(undefined);
  function listOf(ranked: readonly MarketCoin[] | undefined) {
    const offered = ranked ? chooseCoins(ranked, { isCurrencyCode }) : COINS;
    const priced = [...offered, ...COINS.filter((c) => !offered.some((o) => o.code === c.code))];
    return { market: ranked, offered, priced, codes: new Set(priced.map((c) => c.code)) };
  }
  const isCoin = (code: string) => coinList.codes.has(code);
  const crypto = source<Record<string, number>>(
    "crypto",
    () => simplePriceUrl(cryptoUrl, coinList.priced),
    (body) => parseSimplePrice(body, coinList.priced),
    "application/json",
  );
  const cryptoName = cryptoProvider(cryptoUrl);
  const relay = fxProvider(fxUrl);

  async function readCoinList(): Promise<void> {
    const reading = await market.read();
    const ranked = reading.snapshot?.data;
    if (ranked !== undefined && ranked !== coinList.market) coinList = listOf(ranked);
  }

  // Frankfurter's figures, made once per pair of snapshots (latest rates, providers).
  let figuresOf: { latest?: FxLatest; providers?: readonly FxProvider[]; figures?: Quotes["fx"] } =
    {};
  function figures(latest: FxLatest | undefined, list: readonly FxProvider[] | undefined) {
    if (!latest) return undefined;
    if (figuresOf.latest !== latest || figuresOf.providers !== list) {
      figuresOf = { latest, providers: list, figures: fxFigures(latest, list, relay) };
    }
    return figuresOf.figures;
  }

  interface Read {
    readonly readings: Partial<Record<Source, Reading<unknown>>>;
    readonly quotes: Quotes;
  }

  /** The readings and figures of the sources, made into one object per set of snapshots. */
  let lastRead: { readonly key: readonly unknown[]; readonly read: Read } | undefined;
  function readOf(
    needed: ReadonlySet<Source>,
    fiatReading: Reading<EcbRates> | undefined,
    fxReading: Reading<FxLatest> | undefined,
    providerReading: Reading<readonly FxProvider[]> | undefined,
    cryptoReading: Reading<Record<string, number>> | undefined,
  ): Read {
    const key = [needed, fiatReading, fxReading, providerReading, cryptoReading];
    if (lastRead && key.every((part, i) => part === lastRead?.key[i])) return lastRead.read;
    const ecb = fiatReading?.snapshot?.data;
    const prices = cryptoReading?.snapshot;
    const read: Read = {
      readings: { fiat: fiatReading, fx: fxReading, crypto: cryptoReading },
      quotes: {
        ...(ecb && { ecb }),
        ...(fxReading?.snapshot && {
          fx: figures(fxReading.snapshot.data, providerReading?.snapshot?.data),
        }),
        ...(prices && {
          crypto: prices.data,
          cryptoBy: { name: cryptoName, at: prices.fetchedAt },
        }),
      },
    };
    lastRead = { key, read };
    return read;
  }

  /**
   * What the sources hold now, when none needs a round (the cached path of almost every request):
   * without a promise, and the same object while nothing changed. Undefined when one does.
   */
  function readNow(needed: ReadonlySet<Source>): Read | undefined {
    const wantsFx = needed.has("fx");
    const wantsCoins = needed.has("crypto");
    const fiatReading = needed.has("fiat") ? fiat.peek() : undefined;
    const fxReading = wantsFx ? fx.peek() : undefined;
    const providerReading = wantsFx ? providers.peek() : undefined;
    const marketReading = wantsCoins ? market.peek() : undefined;
    const cryptoReading = wantsCoins ? crypto.peek() : undefined;
    if (
      (needed.has("fiat") && !fiatReading) ||
      (wantsFx && (!fxReading || !providerReading)) ||
      (wantsCoins && (!marketReading || !cryptoReading)) ||
      (marketReading?.snapshot && marketReading.snapshot.data !== coinList.market)
    ) {
      return undefined;
    }
    return readOf(needed, fiatReading, fxReading, providerReading, cryptoReading);
  }

  async function read(needed: ReadonlySet<Source>): Promise<Read> {
    const wantsFx = needed.has("fx");
    const wantsCoins = needed.has("crypto");
    // The coin prices are asked for the coins of the list: read after it, but alongside the rest.
    const [fiatReading, fxReading, providerReading, cryptoReading] = await Promise.all([
      needed.has("fiat") ? fiat.read() : undefined,
      wantsFx ? fx.read() : undefined,
      wantsFx ? providers.read() : undefined,
      wantsCoins ? readCoinList().then(() => crypto.read()) : undefined,
    ]);
    return readOf(needed, fiatReading, fxReading, providerReading, cryptoReading);
  }

  /** What a question always gives, whatever the rates: its codes, what it needs; computed once. */
  interface Question {
    readonly asked: readonly string[];
    readonly targets: readonly string[];
    readonly base: string;
    readonly baseNote: string | undefined;
    readonly priceable: readonly string[];
    readonly needed: ReadonlySet<Source>;
    /** Its cross rates and answers, for the figures they were made from. */
    priced?: { readonly quotes: Quotes; readonly priced: Priced };
  }
  const questions = new Map<string, Question>();
  let questionsOf: unknown = coinList;
  const QUESTIONS = 1000;

  function questionOf(key: string, base: string, requestedTargets: readonly string[] | undefined) {
    // Which codes are coins, and "every target", follow the coin list.
    if (questionsOf !== coinList || questions.size >= QUESTIONS) {
      questions.clear();
      questionsOf = coinList;
    }
    let question = questions.get(key);
    if (!question) {
      const asked =
        requestedTargets ??
        [...FIAT.map((c) => c.code), ...coinList.priced.map((c) => c.code)].filter(
          (c) => c !== base,
        );
      const targets = asked.map(currentCode);
      // A retired currency is never priced, even where a source still quotes it: its note says
      // what replaced it. As base, every target gets that note.
      const baseNote = retiredNote(base);
      const priceable = baseNote
        ? []
        : targets.filter((c) => retired(c) === undefined && isKnown(c, isCoin));
      question = {
        asked,
        targets,
        base,
        baseNote,
        priceable,
        needed: sourcesNeeded(base, priceable, isCoin),
      };
      questions.set(key, question);
    }
    return question;
  }

  const why = whyUnpriced(cryptoName, relay);
  const keyOf = new WeakMap<readonly string[], string>();

  /** The answer to a question from the figures read: made once per question and figures. */
  function answer(
    question: Question,
    requestedBase: string,
    { readings, quotes }: Read,
  ): RatesResult {
    const { asked, targets, base, baseNote, priceable, needed } = question;
    const same =
      question.priced &&
      question.priced.quotes.ecb === quotes.ecb &&
      question.priced.quotes.fx === quotes.fx &&
      question.priced.quotes.crypto === quotes.crypto;
    if (!same) {
      question.priced = {
        quotes,
        priced: { ...crossRates(base, priceable, quotes, isCoin), results: new Map() },
      };
    }
    const priced = (question.priced as { priced: Priced }).priced;
    // What the answer rests on: the sources its rates used, else those it would have used.
    const basis = [...(priced.used.size > 0 ? priced.used : needed)].filter(
      (s) => readings[s]?.snapshot,
    );
    const cached = basis.length === 0 || basis.some((s) => !readings[s]?.fresh);
    const ready = priced.results.get(cached);
    if (ready) return ready;

    let result: RatesResult;
    const missing = [...needed].filter((s) => !readings[s]?.snapshot);
    if (Object.keys(priced.rates).length === 0 && missing.length > 0) {
      result = {
        ok: false,
        status: 503,
        error: "Live rates are not available yet. Please try again in a few minutes.",
      };
    } else {
      const times = basis.map((s) => readings[s]?.snapshot?.fetchedAt ?? "").sort();
      const rates: Record<string, number> = {};
      const origins: Record<string, RateOrigin> = {};
      const unavailable: Record<string, string> = {};
      asked.forEach((code, i) => {
        const target = targets[i] as string;
        const rate = priced.rates[target];
        const origin = priced.origins[target];
        if (rate !== undefined) {
          rates[code] = rate;
          if (origin) origins[code] = origin;
        } else {
          unavailable[code] =
            baseNote ??
            retiredNote(target) ??
            (isKnown(target, isCoin)
              ? why(priced.unpriced.get(target), quotes)
              : `${quote(code)} is not a currency code we know.`);
        }
      });
      const used = (s: Source) => basis.includes(s);
      result = {
        ok: true,
        answer: {
          rates,
          base: requestedBase,
          cached,
          lastUpdated: times[0] ?? new Date(now()).toISOString(),
          sources: {
            ...(used("fiat") &&
              quotes.ecb && {
                fiat: { provider: ECB_PROVIDER, date: quotes.ecb.date },
              }),
            ...(used("fx") && quotes.fx && { fx: { provider: relay, date: newestDay(quotes.fx) } }),
            ...(used("crypto") &&
              quotes.cryptoBy?.at && {
                crypto: { provider: cryptoName, at: quotes.cryptoBy.at },
              }),
          },
          ...(Object.keys(origins).length > 0 && { origins }),
          ...(Object.keys(unavailable).length > 0 && { unavailable }),
        },
      };
    }
    priced.results.set(cached, result);
    return result;
  }

  return {
    async getRates(requestedBase, requestedTargets) {
      const base = currentCode(requestedBase);
      // The market's coins are known once its ranking has been read: until then, a code the
      // written list lacks may be one of them, and "every target" includes them.
      if (coinList.market === undefined) {
        const unknown = (code: string) => !isKnown(currentCode(code), isCoin);
        if (requestedTargets === undefined || [requestedBase, ...requestedTargets].some(unknown)) {
          await readCoinList().catch(() => {});
        }
      }
      if (!isKnown(base, isCoin)) {
        return {
          ok: false,
          status: 400,
          error: `Unknown currency code ${quote(requestedBase)} as base.`,
        };
      }
      // JSON keeps codes apart: joined with commas, ["EUR,GBP"] would be the question ["EUR", "GBP"].
      // A list asked again (the route reads a repeated body once) keeps its key.
      let key = requestedTargets && keyOf.get(requestedTargets);
      if (key === undefined || !key.startsWith(`["${requestedBase}",`)) {
        key = JSON.stringify([requestedBase, requestedTargets ?? null]);
        if (requestedTargets) keyOf.set(requestedTargets, key);
      }
      const question = questionOf(key, base, requestedTargets);
      const figures = readNow(question.needed) ?? (await read(question.needed));
      return answer(question, requestedBase, figures);
    },

    async offer() {
      const [{ quotes }, list] = await Promise.all([
        read(new Set<Source>(["fiat", "fx", "crypto"])),
        fxCurrencies.read(),
      ]);
      const known = list.snapshot?.data;
      return { coins: coinList.offered, quotes, ...(known && { fxCurrencies: known }) };
    },
  };
}

/** Whether a code is one the service knows: fiat in use or retired, a coin, or an old name. */
function isKnown(code: string, isCoin: (code: string) => boolean): boolean {
  return fiat(code) !== undefined || retired(code) !== undefined || isCoin(code);
}

/** ISO 4217 codes, in use or retired: a coin's ticker that is one of them is not taken. */
function isCurrencyCode(code: string): boolean {
  return fiat(code) !== undefined || retired(code) !== undefined;
}

function newestDay(figures: Readonly<Record<string, { readonly date: string }>>): string {
  let newest = "";
  for (const figure of Object.values(figures)) if (figure.date > newest) newest = figure.date;
  return newest;
}

/**
 * Why a rate is missing, from the figure it lacks: said in the answer rather than given a rate no
 * source stands behind (decision 024). A code the upstream stops quoting gets this, not an error.
 */
function whyUnpriced(cryptoName: string, relay: string) {
  return (lacking: Quote | undefined, quotes: Quotes): string => {
    if (lacking === undefined) return "Its rate could not be computed from the latest figures.";
    const code = lacking.slice(lacking.indexOf(":") + 1);
    const note = retiredNote(code);
    if (note) return note;
    if (lacking.startsWith("coin:")) {
      return quotes.cryptoBy?.at
        ? `${cryptoName} did not quote ${code} in its latest prices (${quotes.cryptoBy.at}).`
        : `No prices from ${cryptoName} have been obtained yet.`;
    }
    // Frankfurter publishes every currency the converters list but a few: without its rates, that
    // is the reason, whatever the ECB publishes.
    if (!quotes.fx) return `No rates from ${relay} have been obtained yet.`;
    return quotes.ecb
      ? `Neither the ECB's reference rates of ${mediumDate(quotes.ecb.date)} nor ${relay}'s latest rates include ${code}.`
      : `${relay}'s latest rates do not include ${code}.`;
  };
}

/** A question's cross rates, and its answers (with `cached` true or false) once built. */
type Priced = CrossRates & { readonly results: Map<boolean, RatesResult> };

/** Echoes a client's code in an error without echoing a whole oversized string. */
function quote(code: string): string {
  return `'${code.length > 12 ? `${code.slice(0, 12)}…` : code}'`;
}
