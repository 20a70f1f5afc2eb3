import { describe, expect, it } from "vitest";
import { ENGLISH_ORIGIN } from "./origin-english.ts";
import { originText } from "./origin-text.ts";

describe("where a rate comes from, in words", () => {
  it("names the bank, the service relaying it and the day", () => {
    expect(
      originText(
        {
          by: [{ name: "Central Bank of Nigeria", date: "2025-03-13", via: "Frankfurter" }],
        },
        ENGLISH_ORIGIN,
      ),
    ).toBe("Central Bank of Nigeria (via Frankfurter), 13 Mar 2025");
    expect(
      originText({ by: [{ name: "European Central Bank", date: "2026-11-20" }] }, ENGLISH_ORIGIN),
    ).toBe("European Central Bank, 20 Nov 2026");
  });

  it("says which currencies a cross rate goes through, and gives a price's time", () => {
    expect(
      originText(
        {
          by: [
            { name: "CoinGecko", at: "2025-03-14T16:05:09.000Z" },
            { name: "European Central Bank", date: "2025-03-14" },
          ],
          through: ["EUR", "USD"],
        },
        ENGLISH_ORIGIN,
      ),
    ).toBe(
      "CoinGecko, 14 Mar 2025 16:05 UTC and European Central Bank, 14 Mar 2025; computed through EUR and USD",
    );
  });
});
