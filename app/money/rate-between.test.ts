import { describe, expect, it } from "vitest";
import { CRYPTO_FALLBACK, FIAT_FALLBACK } from "./fallback-rates.ts";
import { rateBetween } from "./rate-between.ts";

const answer = { base: "USD", rates: { EUR: 0.8, GBP: 0.5 } };

describe("the rate rule of docs/spec/site.md §9.1", () => {
  it("reads the base's own rates, their inverse, and crosses two others", () => {
    expect(rateBetween(answer, "USD", "EUR")).toBe(0.8);
    expect(rateBetween(answer, "EUR", "USD")).toBe(1.25);
    expect(rateBetween(answer, "EUR", "GBP")).toBe(0.625);
    expect(rateBetween(answer, "GBP", "GBP")).toBe(1);
  });

  it("gives no rate, rather than 1, for a code it does not know", () => {
    expect(rateBetween(answer, "USD", "JPY")).toBeUndefined();
  });
});

describe("fallback rates", () => {
  it("mean units of the code per 1 USD, crypto included (docs/spec/decisions.md)", () => {
    expect(FIAT_FALLBACK.BTC).toBe(0.000014);
    expect(CRYPTO_FALLBACK.BTC).toBeCloseTo(1 / 71428.57, 15);
    expect(rateBetween({ base: "USD", rates: CRYPTO_FALLBACK }, "BTC", "USD")).toBeCloseTo(
      71428.57,
      6,
    );
  });
});
