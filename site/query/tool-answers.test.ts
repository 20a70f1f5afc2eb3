import { describe, expect, it } from "vitest";
import { answerQuery } from "./answer.ts";
import { queryIndex } from "./query-index.ts";
import { toolReadingOf } from "./tool-answers.ts";
import { worldOf } from "./world.ts";

const world = worldOf(queryIndex());
const ask = (q: string) => answerQuery(q, world, { decimal: ".", tools: toolReadingOf });

describe("the tools' questions in the box (issue 24)", () => {
  it("answers each question of the issue, naming its standard, method or zone rule", () => {
    const asked: readonly (readonly [string, RegExp, string, RegExp])[] = [
      ["1 cup flour in grams", /= 125 g$/, "/cooking-converter", /USDA SR28/],
      [
        "2/3 cup sugar to g",
        /^2\/3 cup of granulated sugar = 134 g$/,
        "/cooking-converter",
        /USDA/,
      ],
      ["200 g butter in cups", /= ⅞ cup/, "/cooking-converter", /227\.2 g per US cup/],
      ["1 stick butter in grams", /= 113 g$/, "/cooking-converter", /Butter/],
      [
        "US men's shoe size 10 to EU",
        /= EU \(Paris points\) 44$/,
        "/shoe-size-converter",
        /GNU|8¼ in/,
      ],
      ["UK 8 to US", /^UK adult shoe size 8 = US men's /, "/shoe-size-converter", /barleycorn/],
      ["US ring size 7 in mm", /= 17\.3 mm across/, "/ring-size-converter", /1\.4216/],
      [
        "2026-07-01 15:00 New York to Paris",
        /15:00 in New York \(America\/New_York, UTC−4\) = .* 21:00 in Paris/,
        "/time-zone-converter?t=2026-07-01T15%3A00&from=America%2FNew_York&to=Europe%2FParis",
        /tz database/,
      ],
      [
        "1700000000 unix time to date",
        /= 2023-11-14T22:13:20Z/,
        "/unix-timestamp-converter",
        /POSIX/,
      ],
      ["days between 2026-01-01 and 2026-12-25", /: 358 days/, "/date-calculator", /Gregorian/],
    ];
    for (const [question, display, path, basis] of asked) {
      const result = ask(question);
      expect(result.answer, question).toBeNull();
      expect(result.tool?.display, question).toMatch(display);
      expect(result.tool?.path, question).toBe(path);
      expect(result.message, question).toMatch(basis);
    }
  });

  it("asks which zone an abbreviation of several means", () => {
    expect(ask("3 pm IST to CET")).toMatchObject({
      answer: null,
      message: expect.stringMatching(/^“IST” may mean: India Standard Time/),
    });
  });

  it("leaves units to the units: lengths in inches, feet and centimetres stay lengths", () => {
    for (const question of [
      "7 in to mm",
      "12 inches = centimetres",
      "5 ft 3 in to cm",
      "4 cm to in",
    ]) {
      const result = ask(question);
      expect(result.tool, question).toBeUndefined();
      expect(result.answer?.from.page, question).toBe("length");
    }
  });
});
