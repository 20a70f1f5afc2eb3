import { describe, expect, it } from "vitest";
import { ecbHistoryXml, generateHistory } from "../../tests/fakes/ecb-history.ts";
import { ECB_RATES } from "../../tests/fakes/rates-data.ts";
import { type EcbDay, historyParser } from "./ecb-history.ts";

/** The currencies of each day of the fakes' history: those of their daily file. */
const CURRENCIES = Object.keys(ECB_RATES).length;

const DAYS: EcbDay[] = [
  { date: "2025-03-14", rates: { USD: 1.0878, JPY: 161.51 } },
  { date: "2025-03-13", rates: { USD: 1.0852, JPY: 160.9 } },
  { date: "2025-03-12", rates: { USD: 1.0915, GBP: 0.84138 } },
];
const XML = ecbHistoryXml(DAYS);

/** Feeds `text` in pieces of `size` characters; every day read, and what the end said. */
function read(text: string, size = text.length) {
  const parser = historyParser();
  const days: EcbDay[] = [];
  for (let at = 0; at < text.length; at += size)
    days.push(...parser.push(text.slice(at, at + size)));
  return { days, summary: parser.end() };
}

describe("the ECB history file, read as it streams in", () => {
  it("reads every day with its rates per 1 EUR, exactly as written, newest first", () => {
    const { days, summary } = read(XML);
    expect(days).toEqual(DAYS);
    expect(summary).toEqual({ days: 3, rows: 6, oldest: "2025-03-12", newest: "2025-03-14" });
  });

  it("reads the same whatever the pieces the text arrives in", () => {
    for (const size of [1, 2, 3, 7, 64, 1000]) expect(read(XML, size).days).toEqual(DAYS);
  });

  it("hands back each day as soon as its Cube closes", () => {
    const parser = historyParser();
    const firstDayEnds = XML.indexOf("</Cube>") + "</Cube>".length;
    expect(parser.push(XML.slice(0, firstDayEnds - 1))).toEqual([]);
    expect(parser.push(XML.slice(firstDayEnds - 1, firstDayEnds))).toEqual([DAYS[0]]);
  });

  it("accepts the daily file's single quotes, a file in date order, and a comment after the end", () => {
    const single = XML.replaceAll('"', "'").replace("<?xml version='1.0' encoding='UTF-8'?>", "");
    expect(read(`${single}\n<!-- cached 14 March 2025 -->\n`).days).toEqual(DAYS);
    expect(read(ecbHistoryXml([...DAYS].reverse())).days).toEqual([...DAYS].reverse());
  });

  it("reads a generated history of business days in full", () => {
    const history = generateHistory({ from: "2024-01-01" });
    const { days, summary } = read(ecbHistoryXml(history), 4096);
    expect(days).toEqual(history);
    expect(summary.oldest).toBe("2024-01-02");
    expect(summary.rows).toBe(history.length * CURRENCIES);
  });

  it.each([
    ["an empty body", "", /no element at all/],
    [
      "an HTML page",
      "<!DOCTYPE html><html><body>Service unavailable</body></html>",
      /its first element is <html>/,
    ],
    ["a JSON body", '{"error": "maintenance"}', /no element at all/],
    ["a file cut off inside a day", XML.slice(0, XML.indexOf("</Cube>") - 10), /cut off/],
    ["a file cut off between days", XML.slice(0, XML.lastIndexOf("</Cube>")), /cut off/],
    ["a file cut off before its closing envelope", XML.slice(0, -5), /cut off/],
    ["a day listed twice", ecbHistoryXml([DAYS[0], DAYS[0]] as EcbDay[]), /lists 2025-03-14 twice/],
    [
      "days out of order",
      ecbHistoryXml([DAYS[1], DAYS[0], DAYS[2]] as EcbDay[]),
      /out of order at 2025-03-12/,
    ],
    [
      "a day without rates",
      ecbHistoryXml([{ date: "2025-03-14", rates: {} }]),
      /no rates on 2025-03-14/,
    ],
    ["a file without days", ecbHistoryXml([]), /lists no days/],
    [
      "a date that does not exist",
      XML.replace("2025-03-13", "2025-02-30"),
      /'2025-02-30' is not a date/,
    ],
    ["a rate that is not a number", XML.replace('rate="160.9"', 'rate="N/A"'), /'N\/A' for JPY/],
    ["a negative rate", XML.replace('rate="160.9"', 'rate="-160.9"'), /not a positive number/],
    [
      "a currency listed twice in a day",
      XML.replace('"JPY" rate="160.9"', '"USD" rate="1.08"'),
      /USD twice on 2025-03-13/,
    ],
    ["EUR among the rates", XML.replace('"GBP"', '"EUR"'), /other than EUR/],
    ["a rate outside any day", XML.replace('<Cube time="2025-03-14">', ""), /outside any day/],
    ["content after the envelope", `${XML}<Cube time="2025-03-11">`, /goes on after/],
  ])("refuses %s", (_what, text, error) => {
    expect(() => read(text, 100)).toThrow(error);
  });

  it("refuses text that never closes a tag, without holding it all", () => {
    const parser = historyParser();
    parser.push(XML.slice(0, 200));
    expect(() => parser.push(`<Cube ${"x".repeat(70_000)}`)).toThrow(/over 64 KB/);
  });
});
