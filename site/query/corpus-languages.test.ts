import { describe, expect, it } from "vitest";
import { LANGUAGE_CORPUS } from "../../tests/fixtures/query-corpus-languages.ts";
import { gnuTruths } from "../../tests/gnu-spelling.ts";
import type { OtherLanguage } from "../i18n/languages.ts";
import { answerQuery } from "./answer.ts";
import { languagePack } from "./language-pack.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * The box in Spanish, German, French and Portuguese (issue 25): every phrasing of
 * tests/fixtures/query-corpus-languages.ts answered in its language, against GNU units.
 */
const index = queryIndex();
const english = worldOf(index);

function relativeError(ours: number, truth: number): number {
  return truth === 0 ? Math.abs(ours) : Math.abs(ours - truth) / Math.abs(truth);
}

describe.each(Object.entries(LANGUAGE_CORPUS))("the box in %s", (language, phrasings) => {
  const world = worldOf(index, languagePack(language as OtherLanguage));
  const truths = gnuTruths(english.pages, phrasings);
  it.each(phrasings.map((p, i) => [p.q, p, truths[i]] as const))("%s", (_q, phrasing, truth) => {
    const result = answerQuery(phrasing.q, world, { decimal: "," });
    const answer = result.answer;
    expect(answer, result.message).not.toBeNull();
    if (!answer) return;
    expect(`${answer.from.page}:${answer.from.code}`).toBe(phrasing.from);
    expect(`${answer.to.page}:${answer.to.code}`).toBe(phrasing.to);
    expect(relativeError(answer.value, phrasing.value)).toBeLessThanOrEqual(1e-12);
    expect(typeof truth, `GNU units: ${truth}`).toBe("number");
    expect(relativeError(answer.result, truth as number)).toBeLessThanOrEqual(1e-9);
  });
});
