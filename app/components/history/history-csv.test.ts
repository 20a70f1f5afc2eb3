import { describe, expect, it } from "vitest";
import { csvFileName, csvText } from "./history-csv";

const points = [
  { date: "2024-11-25", rate: 0.95321 },
  { date: "2024-11-26", rate: 0.95 },
  { date: "2025-11-25", rate: 0.000056 },
];

describe("the CSV download", () => {
  it("has a header line, then one line per day with the published figure", () => {
    expect(csvText(points)).toBe(
      "date,rate\n2024-11-25,0.95321\n2024-11-26,0.95\n2025-11-25,0.000056\n",
    );
    expect(csvText([])).toBe("date,rate\n");
  });

  it("is named for the pair and the days it holds", () => {
    expect(csvFileName("USD", "EUR", points)).toBe("usd-eur-2024-11-25-to-2025-11-25.csv");
    expect(csvFileName("USD", "EUR", [])).toBe("usd-eur.csv");
  });
});
