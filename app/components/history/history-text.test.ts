import { describe, expect, it } from "vitest";
import { en } from "../../../site/i18n/ui/en";
import { chartLabel, onDateText, pointText, rateExact, rateLabel } from "./history-text";
import { historyWordsOf } from "./history-words";

/** The rate history's English words. */
const EN = historyWordsOf(en, "en");

const USD_EUR = { base: "USD", quote: "EUR", baseName: "US Dollar", quoteName: "Euro" };
const ECB = { first: "1999-01-04", last: "2025-03-14" };

describe("rate labels", () => {
  it("round to 4 significant digits, without trailing zeros or e-notation", () => {
    expect(rateLabel(0.923447)).toBe("0.9234");
    expect(rateLabel(148.268)).toBe("148.3");
    expect(rateLabel(16543.21)).toBe("16543");
    expect(rateLabel(0.0000625)).toBe("0.0000625");
    expect(rateLabel(1.2)).toBe("1.2");
  });

  it("the exact figure is the API's, never in e-notation", () => {
    expect(rateExact(0.923447)).toBe("0.923447");
    expect(rateExact(5.6e-7)).toBe("0.00000056");
  });
});

describe("the chart's accessible name", () => {
  it("names the pair, the range, its days and the line's start, end, low and high", () => {
    const points = [
      { date: "2024-03-14", rate: 0.9123 },
      { date: "2024-08-01", rate: 0.8912 },
      { date: "2024-11-20", rate: 0.9734 },
      { date: "2025-03-14", rate: 0.9512 },
    ];
    expect(chartLabel(USD_EUR, "1y", ECB, points, EN)).toBe(
      "US Dollar to Euro, last year (14 Mar 2024 to 14 Mar 2025): from 0.9123 to 0.9512, low 0.8912, high 0.9734",
    );
  });

  it("says so when a range holds no rate", () => {
    expect(chartLabel(USD_EUR, "all", ECB, [], EN)).toBe(
      "US Dollar to Euro, since 4 January 1999: no rates",
    );
  });

  it("reads one day out with its weekday and the published figure", () => {
    expect(pointText(USD_EUR, { date: "2025-03-14", rate: 0.919287 }, EN)).toBe(
      "Friday 14 March 2025: 1 USD = 0.919287 EUR",
    );
  });
});

describe("the rate on a date", () => {
  it("a Sunday answers with the Friday, and says so", () => {
    expect(onDateText(USD_EUR, "2025-03-16", { date: "2025-03-14", rate: 0.9234 }, EN)).toBe(
      "1 USD = 0.9234 EUR on Friday 14 March 2025, the last day published before Sunday 16 March 2025.",
    );
  });

  it("a business day answers with itself", () => {
    expect(onDateText(USD_EUR, "2025-03-14", { date: "2025-03-14", rate: 0.9234 }, EN)).toBe(
      "1 USD = 0.9234 EUR on Friday 14 March 2025.",
    );
  });

  it("an amount from the converter is converted, and the rate per unit given too", () => {
    expect(onDateText(USD_EUR, "2025-03-14", { date: "2025-03-14", rate: 0.9234 }, EN, 250)).toBe(
      "250 USD = 230.85 EUR on Friday 14 March 2025. The rate: 1 USD = 0.9234 EUR.",
    );
  });
});
