import { describe, expect, it } from "vitest";
import { gnuNames as common } from "../../tests/fixtures/gnu-names/common.ts";
import { gnuNames as engineering } from "../../tests/fixtures/gnu-names/engineering-heat-fluids.ts";
import { gnuNames as other } from "../../tests/fixtures/gnu-names/light-electric-other.ts";
import type { GnuEntry } from "../../tests/fixtures/gnu-names/types.ts";
import { CORPUS, type Phrasing } from "../../tests/fixtures/query-corpus.ts";
import { askGnuUnits } from "../../tests/gnu-units.ts";
import { answerQuery } from "./answer.ts";
import { queryIndex } from "./query-index.ts";
import { worldOf } from "./world.ts";

/**
 * Every phrasing of the corpus through the parser, against GNU units: the expected numbers are
 * GNU's, from the meaning written beside each phrasing, never from our catalogue.
 */
const world = worldOf(queryIndex());
const gnu = { ...common, ...engineering, ...other };

/** `page:code` → the GNU spelling of that unit, as a quantity (`have`) or a target (`want`). */
function spelling(side: string, value?: number): string {
  const [slug, code] = side.split(":");
  const page = world.pages.find((p) => p.path === `/${slug}`);
  const engineCode = [...(page?.codes ?? [])].find(([, own]) => own === code)?.[0];
  const entry: GnuEntry | undefined =
    page?.category && engineCode ? gnu[page.category]?.units[engineCode] : undefined;
  const form = typeof entry === "object" ? entry.gnu : entry;
  if (form === undefined) throw new Error(`No GNU spelling for ${side}`);
  if (typeof form === "string") return value === undefined ? form : `${value} * (${form})`;
  // A scale: tempF(100) as a quantity, tempF as a target.
  return value === undefined ? (/^(\w+)\(/.exec(form(1))?.[1] ?? "") : form(value);
}

const truths = askGnuUnits(
  CORPUS.map((c) => ({ have: spelling(c.from, c.value), want: spelling(c.to) })),
);

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
