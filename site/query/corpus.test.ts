import { describe, expect, it } from "vitest";
import { CORPUS, type Phrasing } from "../../tests/fixtures/query-corpus.ts";
import { gnuTruths } from "../../tests/gnu-spelling.ts";
import { answerQuery } from "./answer.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * Every phrasing of the corpus through the parser, against GNU units: the expected numbers are
 * GNU's, from the meaning written beside each phrasing, never from our catalogue.
 */
const world = worldOf(queryIndex());
const truths = gnuTruths(world.pages, CORPUS);

function relativeError(ours: number, truth: number): number {
  return truth === 0 ? Math.abs(ours) : Math.abs(ours - truth) / Math.abs(truth);
}

describe("a corpus of real phrasings", () => {
  it("has at least 300 of them", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(CORPUS.map((c, i) => [c.q, c, truths[i]] as const))(
    "%s",
    (_q, phrasing: Phrasing, truth) => {
      const result = answerQuery(phrasing.q, world, { decimal: "." });
      const answer = result.answer;
      expect(answer, result.message).not.toBeNull();
      if (!answer) return;
      expect(`${answer.from.page}:${answer.from.code}`).toBe(phrasing.from);
      expect(`${answer.to.page}:${answer.to.code}`).toBe(phrasing.to);
      expect(relativeError(answer.value, phrasing.value)).toBeLessThanOrEqual(1e-12);
      expect(typeof truth, `GNU units: ${truth}`).toBe("number");
      expect(relativeError(answer.result, truth as number)).toBeLessThanOrEqual(1e-9);
      if (phrasing.shown) expect(answer.display.endsWith(`= ${phrasing.shown}`)).toBe(true);
    },
  );
});
