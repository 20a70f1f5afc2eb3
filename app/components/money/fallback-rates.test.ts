import { describe, expect, it } from "vitest";
import { rateBetween } from "../../../site/money/rate-between.ts";
import { CRYPTO_FALLBACK, FIAT_FALLBACK } from "./fallback-rates.ts";

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
