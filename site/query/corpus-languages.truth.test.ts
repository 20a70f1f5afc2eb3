import { describe, expect, it } from "vitest";
import { LANGUAGE_CORPUS } from "../../tests/fixtures/query-corpus-languages.ts";
import { gnuSpelling, gnuTruths } from "../../tests/gnu-spelling.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * The truth the parser of the other languages must meet (issue 25), checked on its own: every
 * phrasing of tests/fixtures/query-corpus-languages.ts names units the site offers, with a GNU
 * spelling, and GNU units answers a number for it. The parser is not called here.
 */
const world = worldOf(queryIndex());

/** "How many" in each language: a temperature is a scale, never counted. */
const HOW_MANY = /\b(cu[aá]nt[oa]s|wie viele?|combien|quant[oa]s)\b/i;

describe.each(Object.entries(LANGUAGE_CORPUS))("the %s corpus", (_language, phrasings) => {
  it("has at least 50 phrasings", () => {
    expect(phrasings.length).toBeGreaterThanOrEqual(50);
  });

  it("repeats no phrasing", () => {
    const seen = new Set<string>();
    const repeated = phrasings.filter((p) => seen.has(p.q) || !seen.add(p.q)).map((p) => p.q);
    expect(repeated).toEqual([]);
  });

  it("asks no temperature how many", () => {
    const counted = phrasings.filter(
      (p) => p.from.startsWith("temperature:") && HOW_MANY.test(p.q),
    );
    expect(counted.map((p) => p.q)).toEqual([]);
  });

  it.each(phrasings.map((p) => [p.q, p] as const))(
    "%s: both units have a GNU spelling",
    (_q, p) => {
      expect(() => gnuSpelling(world.pages, p.from, p.value)).not.toThrow();
      expect(() => gnuSpelling(world.pages, p.to)).not.toThrow();
    },
  );

  it("has a number from GNU units for every phrasing", () => {
    const truths = gnuTruths(world.pages, phrasings);
    const unanswered = phrasings
      .map((p, i) => [p.q, truths[i]] as const)
      .filter(([, truth]) => typeof truth !== "number" || !Number.isFinite(truth));
    expect(unanswered).toEqual([]);
  });
});
