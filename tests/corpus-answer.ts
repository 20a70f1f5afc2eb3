import { expect } from "vitest";
import type { QueryResult } from "../site/query/types.ts";
import type { Phrasing } from "./fixtures/query-corpus.ts";

function relativeError(ours: number, truth: number): number {
  return truth === 0 ? Math.abs(ours) : Math.abs(ours - truth) / Math.abs(truth);
}

/**
 * That the box's answer to a corpus phrasing is its meaning (the units, the value) and GNU units'
 * number (tests/gnu-spelling.ts `gnuTruths`), in any language.
 */
export function expectAnswerOf(
  result: QueryResult,
  phrasing: Phrasing,
  truth: number | string | undefined,
): void {
  const answer = result.answer;
  expect(answer, result.message).not.toBeNull();
  if (!answer) return;
  expect(`${answer.from.page}:${answer.from.code}`).toBe(phrasing.from);
  expect(`${answer.to.page}:${answer.to.code}`).toBe(phrasing.to);
  expect(relativeError(answer.value, phrasing.value)).toBeLessThanOrEqual(1e-12);
  expect(typeof truth, `GNU units: ${truth}`).toBe("number");
  expect(relativeError(answer.result, truth as number)).toBeLessThanOrEqual(1e-9);
  if (phrasing.shown) expect(answer.display.endsWith(`= ${phrasing.shown}`)).toBe(true);
}
