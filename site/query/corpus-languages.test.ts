import { describe, expect, it } from "vitest";
import { expectAnswerOf } from "../../tests/corpus-answer.ts";
import { LANGUAGE_CORPUS } from "../../tests/fixtures/query-corpus-languages.ts";
import { gnuTruths } from "../../tests/gnu-spelling.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import { answerQuery } from "./answer.ts";
import { languagePack } from "./pack-data.server.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * The box in Spanish, German, French and Portuguese (issue 25): every phrasing of
 * tests/fixtures/query-corpus-languages.ts answered in its language, against GNU units, whose
 * numbers come from the meaning written beside each phrasing, never from our catalogue.
 */
const index = queryIndex();
const english = worldOf(index);

/** "How many" in each language: a temperature is a scale, never counted. */
const HOW_MANY = /\b(cu[aá]nt[oa]s|wie viele?|combien|quant[oa]s)\b/i;

describe.each(Object.entries(LANGUAGE_CORPUS))("the box in %s", (language, phrasings) => {
  const world = worldOf(index, languagePack(language as OtherLanguage));
  const truths = gnuTruths(english.pages, phrasings);

  it("is asked at least 50 questions, none twice, no temperature counted", () => {
    expect(phrasings.length).toBeGreaterThanOrEqual(50);
    const seen = new Set<string>();
    expect(phrasings.filter((p) => seen.has(p.q) || !seen.add(p.q)).map((p) => p.q)).toEqual([]);
    const counted = phrasings.filter(
      (p) => p.from.startsWith("temperature:") && HOW_MANY.test(p.q),
    );
    expect(counted.map((p) => p.q)).toEqual([]);
  });

  it.each(phrasings.map((p, i) => [p.q, p, truths[i]] as const))("%s", (_q, phrasing, truth) => {
    expectAnswerOf(answerQuery(phrasing.q, world, { decimal: "," }), phrasing, truth);
  });
});
