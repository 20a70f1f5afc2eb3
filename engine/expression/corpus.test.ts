import { describe, expect, it } from "vitest";
import { EXPRESSION_CORPUS } from "../../tests/fixtures/expression-corpus.ts";
import { askGnuUnits } from "../../tests/gnu-units.ts";
import { categories } from "../catalog/index.ts";
import { createLexicon } from "../query/lexicon.ts";
import { calculate } from "./expression.ts";

/**
 * Every expression of the corpus through the calculator, against GNU units: the expected numbers
 * are GNU's, computed from the GNU spelling written beside each expression, never from our code.
 */
const lexicon = createLexicon(categories);
const TOLERANCE = 1e-9;

const relative = (ours: number, truth: number) =>
  truth === 0 ? Math.abs(ours) : Math.abs(ours - truth) / Math.abs(truth);

describe("the calculator against GNU units", () => {
  const truths = askGnuUnits(EXPRESSION_CORPUS.map((c) => ({ have: c.gnu ?? c.q, want: c.want })));

  it("has at least 150 expressions, each once", () => {
    expect(EXPRESSION_CORPUS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EXPRESSION_CORPUS.map((c) => c.q)).size).toBe(EXPRESSION_CORPUS.length);
  });

  it.each(EXPRESSION_CORPUS.map((c, i) => [c.q, c, i] as const))("%s", (_, c, i) => {
    const truth = truths[i];
    expect(typeof truth, `GNU units: ${truth}`).toBe("number");
    const result = calculate(c.q, lexicon, { decimal: "." });
    expect(result.kind === "error" ? result.message : "").toBe("");
    if (result.kind !== "value") return;
    const shown = c.shows === "" ? result.display : result.display.slice(-c.shows.length);
    expect(shown).toBe(c.shows === "" ? result.display : c.shows);
    // What the number is in, as `GET /api/query` names it.
    expect(result.symbol).toBe(c.shows);
    expect(relative(result.amount, truth as number)).toBeLessThan(TOLERANCE);
  });
});
