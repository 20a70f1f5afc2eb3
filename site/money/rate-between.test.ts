import { describe, expect, it } from "vitest";
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
