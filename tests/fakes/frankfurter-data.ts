import { createRequire } from "node:module";
import type { FxContribution, FxRow } from "../../server/rates/frankfurter.ts";
import { ECB_DATE, ECB_RATES } from "./rates-data.ts";

/**
 * What the fake Frankfurter answers (tests/fakes/frankfurter.ts): realistic figures, not a real
 * day's. Latest rates per 1 USD for every current ISO 4217 currency but KPW and SSP (left out on
 * purpose: codes the source does not publish), plus gold (XAU, an asset callers filter out); the
 * retired HRK only in the currency list and its history. The ECB's currencies agree with
 * rates-data.ts (ECB_RATES[X] / ECB_RATES.USD to 6 significant digits).
 */

/** The latest day, the ECB fake's too. */
export const FX_DATE = ECB_DATE;
/** Banks that had not published FX_DATE yet: rows of one answer carry their own dates. */
export const FX_EARLIER_DATE = "2025-03-13";

export const FX_UNPUBLISHED = ["KPW", "SSP"] as const;

/** Providers as /providers lists them, without what is derived from the rates (dates, codes). */
export interface FxProviderData {
  readonly key: string;
  readonly name: string;
  readonly country_code: string | null;
  readonly rate_type: string;
  readonly pivot_currency: string | null;
  readonly data_url: string;
  readonly terms_url: string | null;
}

export const FX_PROVIDERS: readonly FxProviderData[] = [
  provider("BAM", "Bank Al-Maghrib", "MA", "reference rate", "MAD", "https://www.bkam.ma/en"),
  provider(
    "BCRA",
    "Banco Central de la República Argentina",
    "AR",
    "reference rate",
    "ARS",
    "https://www.bcra.gob.ar/en/monetary-and-financial-statistics/exchange-statistics/",
    "https://www.bcra.gob.ar/aviso-legal/",
  ),
  // Its figures are New Taiwan dollars per US dollar: the pivot is not the home currency.
  provider(
    "CBC",
    "Central Bank of the Republic of China (Taiwan)",
    "TW",
    "interbank spot closing rate",
    "USD",
    "https://www.cbc.gov.tw/en/lp-4237-2.html",
  ),
  provider(
    "CBE",
    "Central Bank of Egypt",
    "EG",
    "official rate",
    "EGP",
    "https://www.cbe.org.eg/en/economic-research/statistics/cbe-exchange-rates",
  ),
  provider(
    "CBN",
    "Central Bank of Nigeria",
    "NG",
    "official exchange rate",
    "NGN",
    "https://www.cbn.gov.ng/rates/exchratebycurrency.asp",
    "https://www.cbn.gov.ng/Legal.html",
  ),
  provider(
    "CBUAE",
    "Central Bank of the UAE",
    "AE",
    "official rate",
    "AED",
    "https://www.centralbank.ae/en/forex-eibor/exchange-rates/",
  ),
  provider(
    "ECB",
    "European Central Bank",
    "EU",
    "reference rate",
    "EUR",
    "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html",
    "https://www.ecb.europa.eu/services/using-our-site/disclaimer/html/index.en.html",
  ),
  provider(
    "IMF",
    "International Monetary Fund",
    null,
    "representative rate",
    "USD",
    "https://www.imf.org/external/np/fin/ert/GUI/Pages/CountryDataBase.aspx",
    "https://www.imf.org/en/about/copyright-and-terms",
  ),
  provider(
    "NBK",
    "National Bank of Kazakhstan",
    "KZ",
    "official (market) rate",
    "KZT",
    "https://nationalbank.kz/en/exchangerates/ezhednevnye-oficialnye-rynochnye-kursy-valyut",
  ),
  provider(
    "NBU",
    "National Bank of Ukraine",
    "UA",
    "official rate",
    "UAH",
    "https://bank.gov.ua/en/markets/exchangerates",
    "https://bank.gov.ua/en/useterms",
  ),
  provider("SAMA", "Saudi Central Bank", "SA", "official rate", "SAR", "https://www.sama.gov.sa"),
  provider(
    "SBP",
    "State Bank of Pakistan",
    "PK",
    "weighted average rate",
    "PKR",
    "https://www.sbp.org.pk/ecodata/rates/m2m/index.asp",
  ),
];

/** Per 1 USD, for the currencies the ECB does not publish (IMF alone unless listed below). */
const OTHER_RATES = {
  AFN: 71.5,
  ALL: 91.6,
  AMD: 392.5,
  AOA: 912,
  ARS: 1067.2,
  AWG: 1.79,
  AZN: 1.7,
  BAM: 1.79797,
  BBD: 2,
  BDT: 121.5,
  BHD: 0.376,
  BIF: 2965,
  BMD: 1,
  BND: 1.336,
  BOB: 6.91,
  BSD: 1,
  BTN: 86.97,
  BWP: 13.62,
  BYN: 3.27,
  BZD: 2,
  CDF: 2870,
  CLP: 935.4,
  COP: 4105.3,
  CRC: 503.8,
  CUP: 24,
  CVE: 101.365,
  DJF: 177.721,
  DOP: 62.9,
  DZD: 133.6,
  EGP: 50.6,
  ERN: 15,
  ETB: 129.5,
  FJD: 2.295,
  FKP: 0.772,
  GEL: 2.78,
  GHS: 15.5,
  GIP: 0.772,
  GMD: 72.5,
  GNF: 8640,
  GTQ: 7.71,
  GYD: 209.3,
  HNL: 25.6,
  HTG: 131.2,
  IQD: 1310,
  IRR: 42050,
  JMD: 157.6,
  JOD: 0.709,
  KES: 129.3,
  KGS: 87.45,
  KHR: 4005,
  KMF: 452.26,
  KWD: 0.3082,
  KYD: 0.833333,
  KZT: 497.2,
  LAK: 21650,
  LBP: 89500,
  LKR: 295.8,
  LRD: 199.4,
  LSL: 18.31,
  LYD: 4.83,
  MAD: 9.652,
  MDL: 17.95,
  MGA: 4680,
  MKD: 56.6,
  MMK: 2098,
  MNT: 3455,
  MOP: 8.01,
  MRU: 39.8,
  MUR: 45.3,
  MVR: 15.42,
  MWK: 1734,
  MZN: 63.9,
  NAD: 18.31,
  NGN: 1456.21,
  NIO: 36.62,
  NPR: 139.15,
  OMR: 0.3845,
  PAB: 1,
  PEN: 3.65,
  PGK: 4.02,
  PKR: 280.15,
  PYG: 7935,
  QAR: 3.64,
  RSD: 107.6,
  RUB: 85.7,
  RWF: 1420,
  SBD: 8.43,
  SCR: 14.35,
  SDG: 601,
  SHP: 0.772,
  SLE: 22.7,
  SOS: 571,
  SRD: 35.3,
  STN: 22.52,
  SYP: 13000,
  SZL: 18.31,
  TJS: 10.93,
  TMT: 3.5,
  TND: 3.085,
  TOP: 2.39,
  TTD: 6.78,
  TWD: 32.875,
  TZS: 2655,
  UAH: 41.5216,
  UGX: 3665,
  UYU: 42.35,
  UZS: 12950,
  VES: 65.1,
  VND: 25540,
  VUV: 122.5,
  WST: 2.81,
  XCD: 2.7,
  XCG: 1.79,
  XPF: 109.7,
  YER: 246.5,
  ZMW: 28.6,
  ZWG: 26.8,
  XAU: 0.00033557,
} as const satisfies Record<string, number>;

/** Rows not the IMF's alone: where the home bank publishes too, and gold. */
const HOME_BANKS: Readonly<Record<string, readonly FxContribution[]>> = {
  // The IMF's figure lags the naira's float: the blend leaves it out as an outlier.
  NGN: [
    { key: "CBN", rate: 1456.21 },
    { key: "IMF", rate: 1450.3, excluded: true },
  ],
  PKR: [
    { key: "SBP", rate: 280.12 },
    { key: "IMF", rate: 280.18 },
  ],
  EGP: [
    { key: "CBE", rate: 50.58 },
    { key: "IMF", rate: 50.62 },
  ],
  TWD: [
    { key: "CBC", rate: 32.86 },
    { key: "IMF", rate: 32.89 },
  ],
  ARS: [
    { key: "BCRA", rate: 1067.5 },
    { key: "IMF", rate: 1066.9 },
  ],
  MAD: [{ key: "BAM", rate: 9.652 }],
  KZT: [{ key: "NBK", rate: 497.2 }],
  UAH: [{ key: "NBU", rate: 41.5216 }],
  // Gold has no provider of the list (and no peg): the row simply names none.
  XAU: [],
};

/** Pegged currencies: no providers field, the rate follows the anchor's (per 1 anchor unit). */
export const FX_PEGS: Readonly<Record<string, { readonly anchor: string; readonly rate: number }>> =
  {
    AED: { anchor: "USD", rate: 3.6725 },
    SAR: { anchor: "USD", rate: 3.75 },
    XOF: { anchor: "EUR", rate: 655.957 },
    XAF: { anchor: "EUR", rate: 655.957 },
  };

const ROW_DATES: Readonly<Record<string, string>> = { NGN: FX_EARLIER_DATE, EGP: FX_EARLIER_DATE };

const ECB_START = "1999-01-04";
const DEFAULT_START = "2010-01-04";
const STARTS: Readonly<Record<string, string>> = {
  NGN: "2001-12-10",
  UAH: ECB_START,
  MAD: ECB_START,
  ARS: "2000-01-03",
};

/** A currency the source no longer publishes: in /currencies and the series, not the latest. */
export interface FxRetired {
  readonly row: FxRow;
  readonly start: string;
}

/** The kuna, per 1 USD on its last day (7.5345 per euro at 1.0666 USD per euro). */
export const FX_RETIRED: Readonly<Record<string, FxRetired>> = {
  HRK: {
    row: { date: "2022-12-30", rate: 7.06404, providers: [{ key: "ECB", rate: 7.06404 }] },
    start: ECB_START,
  },
};

/** Rounds as Frankfurter writes rates: 6 significant digits. */
export function roundRate(rate: number): number {
  return Number(rate.toPrecision(6));
}

/** The latest answer per 1 USD by quote (USD's identity row left out), as the parser reads it. */
export const FX_LATEST: Readonly<Record<string, FxRow>> = buildLatest();

/** The first day of each currency's series (USD's and EUR's included). */
export function fxStartDate(code: string): string {
  if (code === "USD" || code === "EUR" || Object.hasOwn(ECB_RATES, code)) return ECB_START;
  return FX_RETIRED[code]?.start ?? STARTS[code] ?? DEFAULT_START;
}

export interface FxCurrencyInfo {
  readonly name: string;
  readonly symbol: string | null;
  readonly isoNumeric: string | null;
}

const requireJson = createRequire(import.meta.url);
type CldrNames = Record<
  string,
  { displayName: string; symbol?: string; "symbol-alt-narrow"?: string }
>;
const CLDR_NAMES = (
  requireJson("cldr-numbers-full/main/en/currencies.json") as {
    main: { en: { numbers: { currencies: CldrNames } } };
  }
).main.en.numbers.currencies;
const CLDR_NUMERIC = (
  requireJson("cldr-core/supplemental/codeMappings.json") as {
    supplemental: { codeMappings: Record<string, { _numeric?: string }> };
  }
).supplemental.codeMappings;
/** ISO 4217 numbers too recent for CLDR's code mappings. */
const NUMERIC: Readonly<Record<string, string>> = { SLE: "925", XCG: "532", ZWG: "924" };

/** Every code the API knows (its 422 is for the others), current, retired or not published. */
export function isKnownCode(code: string): boolean {
  return Object.hasOwn(CLDR_NAMES, code);
}

/** English names and symbols as CLDR has them (Frankfurter's come from the Money gem: close). */
export function fxCurrencyInfo(code: string): FxCurrencyInfo {
  const names = CLDR_NAMES[code];
  return {
    name: code === "XAU" ? "Gold (troy ounce)" : (names?.displayName ?? code),
    symbol: names?.["symbol-alt-narrow"] ?? names?.symbol ?? null,
    isoNumeric: NUMERIC[code] ?? CLDR_NUMERIC[code]?._numeric ?? null,
  };
}

function buildLatest(): Record<string, FxRow> {
  const perUsd: Record<string, number> = { EUR: roundRate(1 / ECB_RATES.USD) };
  const contributions: Record<string, readonly FxContribution[]> = {
    EUR: [{ key: "ECB", rate: perUsd.EUR as number }],
  };
  for (const [code, perEur] of Object.entries(ECB_RATES)) {
    if (code === "USD") continue;
    const rate = roundRate(perEur / ECB_RATES.USD);
    perUsd[code] = rate;
    contributions[code] = [{ key: "ECB", rate }];
  }
  for (const [code, rate] of Object.entries(OTHER_RATES)) {
    perUsd[code] = rate;
    contributions[code] = HOME_BANKS[code] ?? [{ key: "IMF", rate }];
  }
  for (const [code, { anchor, rate }] of Object.entries(FX_PEGS)) {
    perUsd[code] = roundRate(rate * (anchor === "USD" ? 1 : (perUsd[anchor] as number)));
  }
  const rows: Record<string, FxRow> = {};
  for (const code of Object.keys(perUsd).sort()) {
    const providers = contributions[code];
    rows[code] = {
      date: ROW_DATES[code] ?? FX_DATE,
      rate: perUsd[code] as number,
      ...(providers === undefined || providers.length === 0 ? {} : { providers }),
    };
  }
  return rows;
}

function provider(
  key: string,
  name: string,
  country_code: string | null,
  rate_type: string,
  pivot_currency: string | null,
  data_url: string,
  terms_url: string | null = null,
): FxProviderData {
  return { key, name, country_code, rate_type, pivot_currency, data_url, terms_url };
}
