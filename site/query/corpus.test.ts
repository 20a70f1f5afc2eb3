import { describe, expect, it } from "vitest";
import { expectAnswerOf } from "../../tests/corpus-answer.ts";
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

describe("a corpus of real phrasings", () => {
  it("has at least 300 of them", () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
  });

  it.each(CORPUS.map((c, i) => [c.q, c, truths[i]] as const))(
    "%s",
    (_q, phrasing: Phrasing, truth) => {
      expectAnswerOf(answerQuery(phrasing.q, world, { decimal: "." }), phrasing, truth);
    },
  );
});
