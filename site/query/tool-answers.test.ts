import { describe, expect, it } from "vitest";
import { LANGUAGE_CORPUS } from "../../tests/fixtures/query-corpus-languages.ts";
import { pages } from "../catalog/catalog.ts";
import { pathIn } from "../i18n/addresses.ts";
import { OTHER_LANGUAGES, type OtherLanguage } from "../i18n/languages.ts";
import { pageWords } from "../i18n/page-words.ts";
import { answerQuery } from "./answer.ts";
import { languagePack } from "./pack-data.server.ts";
import { queryIndex } from "./query-index.ts";
import type { ToolReadings } from "./tool-answers.ts";
import { toolReadingOf as de } from "./tools/de.ts";
import { toolReadingOf } from "./tools/en.ts";
import { toolReadingOf as es } from "./tools/es.ts";
import { toolReadingOf as fr } from "./tools/fr.ts";
import { toolReadingOf as pt } from "./tools/pt.ts";
import { worldOf } from "./world.ts";

const TOOLS: Readonly<Record<OtherLanguage, ToolReadings>> = { es, de, fr, pt };

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

/** One question for each tool in each language: its answer, in the language, opens its page there. */
const ASKED_IN: Readonly<
  Record<OtherLanguage, readonly (readonly [question: string, tool: string, display: RegExp])[]>
> = {
  es: [
    ["talla de anillo 7 en mm", "/ring-size-converter", /17,3 mm/],
    ["talla de zapato 42 a EE. UU.", "/shoe-size-converter", /EE\. UU\./],
    ["1700000000 en fecha", "/unix-timestamp-converter", /2023-11-14T22:13:20Z/],
    ["días entre 2026-01-01 y 2026-12-25", "/date-calculator", /358 días/],
    ["15:00 Nueva York a París el 1/7/2026", "/time-zone-converter", /21:00/],
    ["1 taza de harina en gramos", "/cooking-converter", /^1 taza de harina .* = 125 g$/],
  ],
  de: [
    ["Ringgröße 7 in mm", "/ring-size-converter", /17,3 mm/],
    ["Schuhgröße 42 in US", "/shoe-size-converter", /US/],
    ["Unix-Zeit 1700000000 in Datum", "/unix-timestamp-converter", /2023-11-14T22:13:20Z/],
    ["Tage zwischen 1.1.2026 und 25.12.2026", "/date-calculator", /358 Tage/],
    ["15 Uhr New York nach Berlin am 1.7.2026", "/time-zone-converter", /21:00/],
    ["1 Tasse Mehl in Gramm", "/cooking-converter", /^1 Tasse .* = 125 g$/],
  ],
  fr: [
    ["taille de bague 54 en US", "/ring-size-converter", /= États-Unis et Canada 7$/],
    ["pointure 42 en US", "/shoe-size-converter", /= États-Unis homme 8½$/],
    ["timestamp 1700000000 en date", "/unix-timestamp-converter", /2023-11-14T22:13:20Z/],
    ["jours entre le 01/01/2026 et le 25/12/2026", "/date-calculator", /358 jours/],
    ["15h Paris à Tokyo le 01/07/2026", "/time-zone-converter", /22:00/],
    ["1 tasse de farine en grammes", "/cooking-converter", /^1 tasse de farine .* = 125 g$/],
  ],
  pt: [
    ["tamanho de anel 7 em mm", "/ring-size-converter", /17,3 mm/],
    ["numeração de sapato 40 para EUA", "/shoe-size-converter", /EUA/],
    ["timestamp 1700000000 em data", "/unix-timestamp-converter", /2023-11-14T22:13:20Z/],
    ["dias entre 01/01/2026 e 25/12/2026", "/date-calculator", /358 dias/],
    ["15:00 de São Paulo em Lisboa em 1/7/2026", "/time-zone-converter", /às 19:00 em Lisboa/],
    ["1 xícara de farinha em gramas", "/cooking-converter", /^1 xícara de farinha .* = 125 g$/],
  ],
};

describe.each(OTHER_LANGUAGES)("the tools' questions in the box in %s (issue 25)", (language) => {
  const local = worldOf(queryIndex(), languagePack(language));
  const tools = TOOLS[language];

  it.each(ASKED_IN[language])("%s", (question, tool, display) => {
    const result = answerQuery(question, local, { decimal: ",", tools });
    const page = pages.find((p) => p.path === tool);
    if (!page) throw new Error(`No page ${tool}`);
    expect(result.answer).toBeNull();
    expect(result.tool?.display).toMatch(display);
    expect(result.tool?.path.split("?")[0]).toBe(pathIn(page, language));
    expect(result.suggestions[0]?.title).toBe(pageWords(page, language).title);
    expect(result.message).not.toBe("");
  });

  it("leaves every unit question of the language's corpus to the units", () => {
    const taken = LANGUAGE_CORPUS[language].filter((p) => tools(p.q) !== undefined);
    expect(taken.map((p) => p.q)).toEqual([]);
  });
});
