import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fxLatestUrl, parseFxLatest } from "../../server/rates/frankfurter.ts";
import { type FrankfurterFake, NDJSON, startFrankfurterFake } from "./frankfurter.ts";
import {
  FX_DATE,
  FX_EARLIER_DATE,
  FX_LATEST,
  FX_PROVIDERS,
  FX_UNPUBLISHED,
  roundRate,
} from "./frankfurter-data.ts";
import { ECB_RATES } from "./rates-data.ts";

interface Row {
  date: string;
  base: string;
  quote: string;
  rate: number;
  providers?: { key: string; rate?: number; excluded?: boolean }[];
}

let fake: FrankfurterFake;
beforeAll(async () => {
  fake = await startFrankfurterFake();
});
afterAll(() => fake.close());

async function get(path: string, accept?: string) {
  const response = await fetch(`${fake.url}${path}`, accept ? { headers: { accept } } : {});
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
  };
}

async function rows(path: string): Promise<Row[]> {
  const { status, text } = await get(path);
  expect(status).toBe(200);
  return JSON.parse(text) as Row[];
}

/** ISO 4217's current codes as CLDR 48 has them. */
const CURRENT_CODES = `AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BRL BSD BTN BWP BYN
  BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP
  GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD
  KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK
  NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD
  SSP STN SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG
  XOF XPF YER ZAR ZMW ZWG`;

const usd = (code: string) => (FX_LATEST[code]?.rate ?? Number.NaN) as number;

describe("the fake Frankfurter's data", () => {
  it("prices every current currency but KPW and SSP, and gold, and no retired one", () => {
    const current = CURRENT_CODES.split(/\s+/).filter((c) => c !== "USD");
    const expected = [...current.filter((c) => !FX_UNPUBLISHED.includes(c as "KPW")), "XAU"];
    expect(Object.keys(FX_LATEST).sort()).toEqual(expected.sort());
    expect(FX_LATEST.HRK).toBeUndefined();
  });

  it("writes every figure with at most 6 significant digits, as the API rounds", () => {
    for (const row of Object.values(FX_LATEST)) {
      expect(roundRate(row.rate)).toBe(row.rate);
      for (const p of row.providers ?? []) expect(roundRate(p.rate ?? 1)).toBe(p.rate ?? 1);
    }
  });

  it("agrees with the ECB fake for the ECB's currencies, ECB alone providing them", () => {
    for (const [code, perEur] of Object.entries(ECB_RATES)) {
      if (code === "USD") continue;
      expect(FX_LATEST[code]).toEqual({
        date: FX_DATE,
        rate: roundRate(perEur / ECB_RATES.USD),
        providers: [{ key: "ECB", rate: roundRate(perEur / ECB_RATES.USD) }],
      });
    }
    expect(usd("EUR")).toBe(0.919287);
  });

  it("names only providers it lists, and pegs its pegged currencies to their anchor", () => {
    const keys = new Set(FX_PROVIDERS.map((p) => p.key));
    for (const row of Object.values(FX_LATEST)) {
      for (const p of row.providers ?? []) expect(keys).toContain(p.key);
    }
    expect(FX_LATEST.AED).toEqual({ date: FX_DATE, rate: 3.6725 });
    expect(usd("XOF")).toBe(roundRate(655.957 * usd("EUR")));
    expect(FX_LATEST.NGN?.date).toBe(FX_EARLIER_DATE);
  });
});

describe("the fake Frankfurter's latest rates", () => {
  it("answers per EUR by default, one row per currency by quote, the base's own row at 1", async () => {
    const answer = await rows("/rates");
    expect(answer.map((r) => r.quote)).toEqual(answer.map((r) => r.quote).sort());
    expect(answer.every((r) => r.base === "EUR" && r.providers === undefined)).toBe(true);
    expect(answer.find((r) => r.quote === "EUR")).toEqual({
      date: FX_DATE,
      base: "EUR",
      quote: "EUR",
      rate: 1,
    });
    expect(answer.find((r) => r.quote === "USD")?.rate).toBe(1.0878);
    expect(answer.find((r) => r.quote === "NGN")?.date).toBe(FX_EARLIER_DATE);
    for (const code of [...FX_UNPUBLISHED, "HRK"]) {
      expect(answer.some((r) => r.quote === code)).toBe(false);
    }
  });

  it("gives what the parser reads back as the data, for the address the service asks", async () => {
    const response = await fetch(fxLatestUrl(fake.url));
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(parseFxLatest(await response.text()).rows).toEqual(FX_LATEST);
  });

  it("rebases every figure through USD, each provider's too, pegs still without providers", async () => {
    const answer = await rows("/rates?base=eur&quotes=ngn,aed,usd&expand=providers");
    expect(answer).toEqual([
      { date: FX_DATE, base: "EUR", quote: "AED", rate: roundRate(3.6725 / usd("EUR")) },
      {
        date: FX_EARLIER_DATE,
        base: "EUR",
        quote: "NGN",
        rate: roundRate(1456.21 / usd("EUR")),
        providers: [
          { key: "CBN", rate: roundRate(1456.21 / usd("EUR")) },
          { key: "IMF", rate: roundRate(1450.3 / usd("EUR")), excluded: true },
        ],
      },
      { date: FX_DATE, base: "EUR", quote: "USD", rate: 1.0878 },
    ]);
  });

  it("answers one pair as one object, the same as the rates crossed through USD", async () => {
    const pair = await get("/rate/EUR/NGN");
    const [row] = await rows("/rates?base=EUR&quotes=NGN");
    expect(JSON.parse(pair.text)).toEqual(row);
    expect(row?.rate).toBe(roundRate(usd("NGN") / usd("EUR")));
    expect(JSON.parse((await get("/rate/ngn/pkr")).text)).toEqual({
      date: FX_EARLIER_DATE,
      base: "NGN",
      quote: "PKR",
      rate: roundRate(usd("PKR") / usd("NGN")),
    });
    expect(JSON.parse((await get("/rate/USD/USD")).text).rate).toBe(1);
    expect((await get("/rate/EUR/KPW")).status).toBe(404);
    expect((await get("/rate/EUR/NGN?date=2001-12-07")).status).toBe(404);
  });

  it("leaves a code it knows but does not publish out, and answers nothing for it as a base", async () => {
    expect(await rows("/rates?quotes=KPW,SSP")).toEqual([]);
    expect(await rows("/rates?base=KPW")).toEqual([]);
  });
});

describe("the fake Frankfurter's past rates", () => {
  it("answers one date with that business day's rates, a weekend with Friday's", async () => {
    const friday = await rows("/rates?base=USD&date=2024-06-14&quotes=EUR,NGN");
    expect(friday.map((r) => r.date)).toEqual(["2024-06-14", "2024-06-14"]);
    expect(await rows("/rates?base=USD&date=2024-06-16&quotes=EUR,NGN")).toEqual(friday);
    expect(friday.find((r) => r.quote === "EUR")?.rate).not.toBe(usd("EUR"));
  });

  it("answers a date past the latest with the latest rates", async () => {
    const latest = await rows("/rates?base=USD&quotes=EUR,NGN");
    expect(await rows("/rates?base=USD&quotes=EUR,NGN&date=2026-01-05")).toEqual(latest);
  });

  it("has a currency only from its first day, and a retired one until its last", async () => {
    const early = await rows("/rates?base=USD&date=2001-12-07&quotes=EUR,NGN,HRK");
    expect(early.map((r) => r.quote)).toEqual(["EUR", "HRK"]);
    const kuna = await rows("/rates?base=USD&date=2022-12-30&quotes=HRK");
    expect(kuna).toEqual([{ date: "2022-12-30", base: "USD", quote: "HRK", rate: 7.06404 }]);
    expect(await rows("/rates?base=USD&date=2023-03-01&quotes=HRK")).toEqual([]);
  });

  it("serves a series by date then quote, business days only, ending on the latest rates", async () => {
    const before = fake.seriesRequests;
    const series = await rows("/rates?base=USD&quotes=PKR,NGN&from=2025-03-06&to=2025-03-20");
    expect(fake.seriesRequests).toBe(before + 1);
    expect(series.map((r) => `${r.date} ${r.quote}`)).toEqual([
      "2025-03-06 NGN",
      "2025-03-06 PKR",
      "2025-03-07 NGN",
      "2025-03-07 PKR",
      "2025-03-10 NGN",
      "2025-03-10 PKR",
      "2025-03-11 NGN",
      "2025-03-11 PKR",
      "2025-03-12 NGN",
      "2025-03-12 PKR",
      "2025-03-13 NGN",
      "2025-03-13 PKR",
      "2025-03-14 PKR",
    ]);
    expect(series.at(-1)?.rate).toBe(usd("PKR"));
    expect(series.find((r) => r.date === FX_EARLIER_DATE && r.quote === "NGN")?.rate).toBe(
      usd("NGN"),
    );
  });

  it("moves a few per cent over the years, rounded to 6 digits, the same every time", async () => {
    const path = "/rates?base=USD&quotes=EUR,NGN&from=2020-01-01&to=2025-03-14";
    const series = await rows(path);
    expect(series.length).toBeGreaterThan(2 * 1300);
    for (const row of series) {
      expect(roundRate(row.rate)).toBe(row.rate);
      expect(Math.abs(row.rate / usd(row.quote) - 1)).toBeLessThan(0.13);
    }
    const euros = series.filter((r) => r.quote === "EUR").map((r) => r.rate);
    expect(new Set(euros).size).toBeGreaterThan(1000);
    expect(await rows(path)).toEqual(series);
  });

  it("follows a peg through the years, and crosses a series into another base", async () => {
    const series = await rows("/rates?base=USD&quotes=AED,EUR,XOF&from=2024-01-01&to=2024-01-31");
    for (const row of series.filter((r) => r.quote === "AED")) expect(row.rate).toBe(3.6725);
    for (const row of series.filter((r) => r.quote === "XOF")) {
      const eur = series.find((r) => r.quote === "EUR" && r.date === row.date)?.rate as number;
      expect(row.rate).toBe(roundRate(655.957 * eur));
    }
    const perEuro = await rows("/rates?base=EUR&quotes=USD&from=2024-01-01&to=2024-01-31");
    expect(perEuro.map((r) => r.rate)).toEqual(
      series.filter((r) => r.quote === "EUR").map((r) => roundRate(1 / r.rate)),
    );
  });

  it("ends a series without `to` on the latest day, whatever today is", async () => {
    const series = await rows("/rates?base=USD&quotes=EUR&from=2025-03-10");
    expect(series.map((r) => r.date)).toEqual([
      "2025-03-10",
      "2025-03-11",
      "2025-03-12",
      "2025-03-13",
      "2025-03-14",
    ]);
    expect(await rows("/rates?base=USD&quotes=EUR&from=2025-03-14&to=2025-03-10")).toEqual([]);
  });

  it("serves five years of two currencies quickly", async () => {
    const started = performance.now();
    const { status, text } = await get(
      "/rates?base=USD&quotes=NGN,PKR&from=2020-03-16&to=2025-03-14",
      NDJSON,
    );
    expect(status).toBe(200);
    expect(text.split("\n").length).toBeGreaterThan(2600);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("the fake Frankfurter's NDJSON", () => {
  it("answers one JSON object per line when Accept asks for NDJSON, the same rows", async () => {
    const path = "/rates?base=USD&quotes=EUR,NGN&from=2025-01-01&to=2025-01-31&expand=providers";
    const ndjson = await get(path, `${NDJSON}, application/json;q=0.5`);
    expect(ndjson.status).toBe(200);
    expect(ndjson.type).toBe(NDJSON);
    expect(ndjson.text.endsWith("}\n")).toBe(true);
    const lines = ndjson.text.trimEnd().split("\n");
    expect(lines.map((line) => JSON.parse(line))).toEqual(await rows(path));
    expect(lines[0]).toBe(JSON.stringify((await rows(path))[0]));
  });

  it("answers JSON again to the next request without the header", async () => {
    await get("/rates?quotes=EUR", NDJSON);
    const { type, text } = await get("/rates?quotes=EUR");
    expect(type).toBe("application/json; charset=utf-8");
    expect(text.startsWith("[")).toBe(true);
  });
});

describe("the fake Frankfurter's refusals", () => {
  it.each([
    ["/rates?base=XYZ", 422, "invalid currency: XYZ"],
    ["/rates?quotes=EUR,ABC,QQQ", 422, "invalid currency: ABC,QQQ"],
    ["/rate/EUR/XYZ", 422, "invalid currency: XYZ"],
    ["/rates?date=2025-02-30", 422, "invalid date"],
    ["/rates?from=yesterday", 422, "invalid date"],
    ["/rates?foo=1&bar=2", 422, "unknown parameter: foo, bar"],
    ["/rate/EUR/USD?expand=providers", 422, "unknown parameter: expand"],
    ["/rates?date=2025-03-14&from=2025-03-01", 422, "conflicting params"],
    ["/rates?date=2025-03-14&to=2025-03-01", 422, "conflicting params"],
    ["/rates?expand=banks", 422, "invalid expand: banks"],
    ["/rates?from=2025-01-01&group=week", 501, "the fake does not implement group"],
    ["/latest", 404, "not found"],
    ["", 404, "not found"],
    ["/rate/EUR", 404, "not found"],
  ])("answers %s with %i", async (path, status, message) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.text)).toEqual({ status, message });
  });

  it("does not count a refused series", async () => {
    const before = fake.seriesRequests;
    await get("/rates?from=2025-01-01&quotes=XYZ");
    expect(fake.seriesRequests).toBe(before);
  });
});

describe("the fake Frankfurter's currencies and providers", () => {
  it("lists every currency it publishes, USD and the retired HRK, with dates and providers", async () => {
    const list = JSON.parse((await get("/currencies")).text) as Record<string, unknown>[];
    const codes = list.map((c) => c.iso_code);
    expect(codes).toEqual([...Object.keys(FX_LATEST), "USD", "HRK"].sort());
    expect(list.find((c) => c.iso_code === "NGN")).toEqual({
      iso_code: "NGN",
      iso_numeric: "566",
      name: "Nigerian Naira",
      symbol: "₦",
      start_date: "2001-12-10",
      end_date: FX_EARLIER_DATE,
      providers: ["CBN", "IMF"],
    });
    expect(list.find((c) => c.iso_code === "HRK")).toMatchObject({
      start_date: "1999-01-04",
      end_date: "2022-12-30",
      providers: ["ECB"],
    });
    expect(list.find((c) => c.iso_code === "EUR")).toMatchObject({ start_date: "1999-01-04" });
    expect(list.find((c) => c.iso_code === "AED")).toMatchObject({ providers: ["CBUAE"] });
  });

  it("lists its providers with their pivot currency, dates and currencies", async () => {
    const list = JSON.parse((await get("/providers")).text) as Record<string, unknown>[];
    expect(list.map((p) => p.key)).toEqual(FX_PROVIDERS.map((p) => p.key));
    expect(list.find((p) => p.key === "CBN")).toEqual({
      key: "CBN",
      name: "Central Bank of Nigeria",
      country_code: "NG",
      rate_type: "official exchange rate",
      pivot_currency: "NGN",
      data_url: "https://www.cbn.gov.ng/rates/exchratebycurrency.asp",
      terms_url: "https://www.cbn.gov.ng/Legal.html",
      start_date: "2001-12-10",
      end_date: FX_EARLIER_DATE,
      currencies: ["NGN"],
    });
    const ecb = list.find((p) => p.key === "ECB");
    expect(ecb?.currencies).toContain("HRK");
    expect(ecb?.start_date).toBe("1999-01-04");
    expect(list.find((p) => p.key === "IMF")).toMatchObject({
      country_code: null,
      pivot_currency: "USD",
    });
  });
});

describe("the fake Frankfurter's controls", () => {
  it("answers the rows it is given until reset, and its series end on them", async () => {
    const { NGN: _, ...withoutNaira } = FX_LATEST;
    fake.setLatest({ ...withoutNaira, PKR: { date: FX_DATE, rate: 281 } });
    try {
      const latest = await rows("/rates?base=USD&quotes=NGN,PKR");
      expect(latest).toEqual([{ date: FX_DATE, base: "USD", quote: "PKR", rate: 281 }]);
      const series = await rows("/rates?base=USD&quotes=NGN,PKR&from=2025-03-13&to=2025-03-14");
      expect(series.map((r) => r.quote)).toEqual(["PKR", "PKR"]);
      expect(series.at(-1)?.rate).toBe(281);
      const codes = (JSON.parse((await get("/currencies")).text) as { iso_code: string }[]).map(
        (c) => c.iso_code,
      );
      expect(codes).not.toContain("NGN");
    } finally {
      fake.setLatest(undefined);
    }
    expect((await rows("/rates?base=USD&quotes=NGN"))[0]?.rate).toBe(1456.21);
  });

  it("counts requests by path, its address being the root to configure", async () => {
    expect(new URL(fake.url).pathname).toBe("/v2");
    const before = fake.requestsFor("/v2/providers");
    await get("/providers");
    expect(fake.requestsFor("/v2/providers")).toBe(before + 1);
  });

  it("goes down, hangs, fails and answers garbage on demand, then recovers", async () => {
    const other = await startFrankfurterFake();
    const latest = `${other.url}/rates?base=USD&expand=providers`;
    try {
      await other.setMode("down");
      await expect(fetch(latest)).rejects.toThrow();
      await other.setMode("hang");
      await expect(fetch(latest, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
      await other.setMode("error");
      expect((await fetch(latest)).status).toBe(500);
      await other.setMode("garbage");
      const garbage = await fetch(latest);
      expect(garbage.status).toBe(200);
      const cutOff = await garbage.text();
      expect(() => parseFxLatest(cutOff)).toThrow("not JSON");
      await other.setMode("ok");
      expect(Object.keys(parseFxLatest(await (await fetch(latest)).text()).rows)).toHaveLength(
        Object.keys(FX_LATEST).length,
      );
    } finally {
      await other.close();
    }
  });
});
