/** The European Central Bank's daily reference rates: about 30 currencies against the euro. */
export const DEFAULT_FIAT_RATES_URL =
  "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

export const ECB_PROVIDER = "European Central Bank";

export interface EcbRates {
  /** The reference date the ECB published (YYYY-MM-DD). */
  readonly date: string;
  /** Units of each currency per 1 EUR; EUR itself is 1. */
  readonly rates: Readonly<Record<string, number>>;
}

const CUBE_TAG = /<Cube\b([^>]*)>/g;
const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(?:'([^']*)'|"([^"]*)")/g;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z]{3}$/;
const DECIMAL = /^\d+(?:\.\d+)?$/;

/**
 * Reads the ECB's `gesmes:Envelope` (`<Cube time='…'>` holding `<Cube currency='USD' rate='…'/>`).
 * The format is fixed and tiny, so a few patterns do what an XML library would. Anything that is
 * not a whole, plausible answer throws: a bad answer must never replace a good one.
 */
export function parseEcbXml(xml: string): EcbRates {
  // A cut-off transfer still holds well-formed Cube tags; only the closing envelope proves the end.
  if (!/<(?:\w+:)?Envelope\b/.test(xml) || !/<\/(?:\w+:)?Envelope>\s*$/.test(xml)) {
    throw new Error("ECB answer is not a complete gesmes:Envelope");
  }
  let date: string | undefined;
  const rates: Record<string, number> = { EUR: 1 };
  for (const [, attributeText = ""] of xml.matchAll(CUBE_TAG)) {
    const attributes = parseAttributes(attributeText);
    if (attributes.time !== undefined) {
      // The historical files list newer days first; the first day is the one wanted.
      if (date !== undefined) break;
      date = attributes.time;
      if (!isCalendarDate(date)) {
        throw new Error(`ECB reference date '${date}' is not a date`);
      }
      continue;
    }
    const { currency, rate } = attributes;
    if (currency === undefined && rate === undefined) continue; // the outer <Cube>
    if (date === undefined) throw new Error("ECB rate found before any Cube time");
    const [code, value] = checkedRate(currency, rate);
    if (Object.hasOwn(rates, code)) throw new Error(`ECB lists ${code} twice`);
    rates[code] = value;
  }
  if (date === undefined) throw new Error("ECB answer has no Cube time");
  if (Object.keys(rates).length === 1) throw new Error("ECB answer lists no rates");
  // Every coin is crossed into EUR through the dollar: an answer without it is not usable.
  if (rates.USD === undefined) throw new Error("ECB answer has no USD rate");
  return { date, rates };
}

/**
 * One `<Cube currency='…' rate='…'/>` row, checked: a three-letter code other than EUR and a
 * positive decimal, read exactly as written. The daily file and the history (ecb-history.ts) share it.
 */
export function checkedRate(
  currency: string | undefined,
  rate: string | undefined,
): [code: string, value: number] {
  if (currency === undefined || !CODE.test(currency) || currency === "EUR") {
    throw new Error(`ECB currency '${currency}' is not a three-letter code other than EUR`);
  }
  const value = rate !== undefined && DECIMAL.test(rate.trim()) ? Number(rate) : Number.NaN;
  if (!(value > 0 && Number.isFinite(value))) {
    throw new Error(`ECB rate '${rate}' for ${currency} is not a positive number`);
  }
  return [currency, value];
}

/** YYYY-MM-DD naming a day that exists (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return DATE.test(text) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
}

export function parseAttributes(text: string): Record<string, string | undefined> {
  const attributes: Record<string, string> = {};
  for (const [, name = "", single, double] of text.matchAll(ATTRIBUTE)) {
    attributes[name] = single ?? double ?? "";
  }
  return attributes;
}
