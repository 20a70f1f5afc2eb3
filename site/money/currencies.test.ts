import { describe, expect, it } from "vitest";
import { ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { mediumDate } from "../dates.ts";
import { CLDR_CURRENT } from "./cldr-currencies.ts";
import { SEED_COIN_CODES } from "./coin-list.ts";
import { COINS } from "./coins.ts";
import {
  currency,
  FIAT,
  fiat,
  isCoin,
  knownCurrencies,
  offeredCounts,
  offeredCurrencies,
  RETIRED,
  retired,
  retiredNote,
} from "./currencies.ts";

const SPEC_TEN = ["USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "INR", "KRW"];

describe("the currencies the converters know", () => {
  it("gives every code once, fiat, retired and coins together: a code means one currency", () => {
    const codes = knownCurrencies().map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const { code } of knownCurrencies()) expect(code, code).toMatch(/^[A-Z0-9]{2,6}$/);
    expect(new Set(COINS.map((c) => c.coinId)).size).toBe(COINS.length);
  });

  it("offers every currency in use today (CLDR), the spec's ten first, then by code", () => {
    const codes = FIAT.map((c) => c.code);
    expect(FIAT.length).toBeGreaterThanOrEqual(150);
    expect(codes.sort()).toEqual(CLDR_CURRENT.map((c) => c.code).sort());
    const listed = FIAT.map((c) => c.code);
    expect(listed.slice(0, 10)).toEqual(SPEC_TEN);
    const rest = listed.slice(10);
    expect(rest).toEqual([...rest].sort());
    // Every currency the ECB publishes, and those it does not: the naira, the rouble, the dirham.
    for (const code of ["EUR", ...Object.keys(ECB_RATES), "NGN", "RUB", "AED", "KPW"]) {
      expect(fiat(code), code).toBeDefined();
    }
  });

  it("knows where each currency is used, how an amount of it reads, and its name and symbol", () => {
    for (const c of FIAT) {
      expect(c.name.trim(), c.code).not.toBe("");
      expect(c.symbol.trim(), c.code).not.toBe("");
      expect(c.plural.trim(), c.code).not.toBe("");
    }
    expect(fiat("NGN")).toMatchObject({ name: "Nigerian Naira", plural: "Nigerian nairas" });
    expect(fiat("NGN")?.countries).toContain("Nigeria");
    expect(fiat("EUR")?.countries.length).toBeGreaterThan(19);
    // The spec's symbols (docs/spec/site.md §3.1) where it writes them otherwise than CLDR.
    expect(fiat("CAD")?.symbol).toBe("C$");
    expect(fiat("CNY")?.symbol).toBe("¥");
  });

  it("keeps retired currencies known, with what replaced them, but never offered", () => {
    const offered = new Set(offeredCurrencies().map((c) => c.code));
    for (const old of RETIRED) {
      expect(fiat(old.code), old.code).toBeUndefined();
      expect(offered.has(old.code), old.code).toBe(false);
      expect(old.until, old.code).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (old.replacedBy) expect(fiat(old.replacedBy), old.code).toBeDefined();
    }
    expect(retired("HRK")).toMatchObject({ name: "Croatian Kuna", replacedBy: "EUR" });
    expect(retired("BGN")).toMatchObject({ name: "Bulgarian Lev", replacedBy: "EUR" });
    expect(currency("BGN")?.name).toBe("Bulgarian Lev");
    expect(retired("USD")).toBeUndefined();
  });

  it("says when a retired currency ended and what its countries use instead", () => {
    expect(retiredNote("HRK")).toBe(
      "The Croatian Kuna (HRK) was legal tender until 14 January 2023; Croatia now uses the Euro (EUR).",
    );
    expect(retiredNote("BGL")).toBe(
      "The Bulgarian Hard Lev (BGL) was legal tender until 5 July 1999.",
    );
    const shared = RETIRED.find((c) => c.countries.length > 1 && c.replacedBy);
    if (shared) expect(retiredNote(shared.code)).toMatch(/; its countries now use the /);
    expect(retiredNote("EUR")).toBeUndefined();
    expect(retiredNote("XYZ")).toBeUndefined();
    expect(mediumDate("2026-01-31")).toBe("31 January 2026");
  });

  it("offers at least the 50 largest coins, the spec's 15 among them, after the fiat", () => {
    const offered = offeredCurrencies();
    expect(offered.filter((c) => isCoin(c.code)).length).toBeGreaterThanOrEqual(50);
    for (const code of SEED_COIN_CODES) expect(isCoin(code), code).toBe(true);
    const firstCoin = offered.findIndex((c) => isCoin(c.code));
    expect(firstCoin).toBe(FIAT.length);
    expect(offered.slice(firstCoin).every((c) => isCoin(c.code))).toBe(true);
    expect(offeredCounts()).toEqual({ fiat: FIAT.length, coins: COINS.length });
    // MATIC is POL's old name, not a code of its own.
    expect(isCoin("MATIC")).toBe(false);
  });

  it("gives every currency a name and a symbol", () => {
    for (const c of knownCurrencies()) {
      expect(c.name.trim(), c.code).not.toBe("");
      expect(c.symbol.trim(), c.code).not.toBe("");
    }
  });
});
