/**
 * The answer of POST /api/get-exchange-rates and /api/get-crypto-rates (README): written by the
 * rate service (server/rates/rates-service.ts), read by the money converters and the search box.
 * A rate map always means units of each code per 1 unit of `base`.
 */
export interface RatesAnswer {
  readonly rates: Readonly<Record<string, number>>;
  readonly base: string;
  /** True when these rates were not fetched from upstream for this request. */
  readonly cached: boolean;
  /** When the rates were obtained from upstream (ISO 8601): the oldest of the sources used. */
  readonly lastUpdated: string;
  /** The sources the rates rest on: the ECB's reference date, Frankfurter's, the coin prices' time. */
  readonly sources: {
    readonly fiat?: { readonly provider: string; readonly date: string };
    readonly fx?: { readonly provider: string; readonly date: string };
    readonly crypto?: { readonly provider: string; readonly at: string };
  };
  /** Where each rate of `rates` comes from, by code. */
  readonly origins?: Readonly<Record<string, RateOrigin>>;
  /**
   * The codes asked for that have no rate now, each with why: left out of `rates` rather than given
   * a rate no source stands behind. Absent when every code was priced.
   */
  readonly unavailable?: Readonly<Record<string, string>>;
}

/** Who published one figure a rate is made of, and when. */
export interface Publisher {
  /** "Central Bank of Nigeria", "European Central Bank", "CoinGecko". */
  readonly name: string;
  /** The reference day (YYYY-MM-DD) of a bank's rate. */
  readonly date?: string;
  /** The moment (ISO 8601) of a market price. */
  readonly at?: string;
  /** The service that relays it, when not the publisher itself ("Frankfurter"). */
  readonly via?: string;
}

/** Where a rate comes from: its publishers, and the currencies a cross rate goes through. */
export interface RateOrigin {
  readonly by: readonly Publisher[];
  readonly through?: readonly string[];
}
