/**
 * The box's calculator (issue 23): the time of one answer to an expression, and random
 * expressions that must neither throw nor take long.
 *
 * - Corpus: every expression of tests/fixtures/expression-corpus.ts answered as the box answers
 *   it (answerQuery, with the index read back from the server's `/query-index.json` as the browser
 *   reads it), in rounds after a warm-up; per expression its fastest round. Targets: median at most
 *   0.2 ms, slowest at most 2 ms.
 * - Fuzz: 10,000 expressions made of the corpus's own pieces (numbers, units, operators,
 *   parentheses, functions, words) in random order, from a fixed seed, each answered in 3 rounds
 *   and timed by its fastest, as the corpus is (a collection or the compiler's pause in one round
 *   is not the expression's cost). Targets: none throws, none takes more than 5 ms.
 *
 *   npx tsx bench/expression.ts [--quick] [--origin http://127.0.0.1:3000]
 */
import { answerQuery } from "../site/query/answer.ts";
import { QUERY_INDEX_PATH, type QueryIndex } from "../site/query/query-index.ts";
import { worldOf } from "../site/query/world.ts";
import { EXPRESSION_CORPUS } from "../tests/fixtures/expression-corpus.ts";
import { type BenchContext, type BenchSection, median } from "./harness.ts";
import { isMain, runAlone } from "./standalone.ts";

const MEDIAN_TARGET_MS = 0.2;
const SLOWEST_TARGET_MS = 2;
const FUZZ_TARGET_MS = 5;
const FUZZ_COUNT = 10_000;
const FUZZ_ROUNDS = 3;
const SEED = 0x5eed0023;

/** The corpus's expressions cut into pieces, plus what people mistype: what the fuzz is made of. */
const PIECES = [
  ...new Set(EXPRESSION_CORPUS.flatMap(({ q }) => q.split(/\s+|(?=[()*/^+−-])|(?<=[()*/^+−-])/))),
  ..."( ) ( ) * / ^ ^ + - − × ÷ % , . 0 1e308 -1e308 1/0 sqrt( round( abs( of per to in -> ²".split(
    " ",
  ),
].filter((piece) => piece !== "");

/** A small seeded generator (mulberry32): the same expressions on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fuzzExpressions(count: number): string[] {
  const next = random(SEED);
  const pick = () => PIECES[Math.floor(next() * PIECES.length)] as string;
  return Array.from({ length: count }, () => {
    const length = 1 + Math.floor(next() * 24);
    return Array.from({ length }, pick).join(next() < 0.7 ? " " : "");
  });
}

export const expression: BenchSection = async ({ origin, quick, log }: BenchContext) => {
  const response = await fetch(new URL(QUERY_INDEX_PATH, origin));
  if (!response.ok) throw new Error(`GET ${QUERY_INDEX_PATH}: ${response.status}`);
  const world = worldOf((await response.json()) as QueryIndex);
  const ask = (q: string) => answerQuery(q, world, { decimal: "." });

  const rounds = quick ? 3 : 20;
  const best = EXPRESSION_CORPUS.map(() => Number.POSITIVE_INFINITY);
  for (const { q } of EXPRESSION_CORPUS) ask(q);
  for (let round = 0; round < rounds; round++) {
    EXPRESSION_CORPUS.forEach(({ q }, i) => {
      const start = performance.now();
      ask(q);
      best[i] = Math.min(best[i] as number, performance.now() - start);
    });
  }
  const medianMs = median(best);
  const slowestAt = best.indexOf(Math.max(...best));
  const slowestMs = best[slowestAt] as number;
  log(`expression: ${EXPRESSION_CORPUS.length} expressions × ${rounds} rounds`);

  const fuzz = fuzzExpressions(quick ? FUZZ_COUNT / 10 : FUZZ_COUNT);
  const thrown: string[] = [];
  const fastest = fuzz.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < FUZZ_ROUNDS; round++) {
    fuzz.forEach((q, i) => {
      const start = performance.now();
      try {
        ask(q);
      } catch (error) {
        if (round === 0) thrown.push(`${JSON.stringify(q)}: ${String(error)}`);
      }
      fastest[i] = Math.min(fastest[i] as number, performance.now() - start);
    });
  }
  const fuzzSlowestAt = fastest.indexOf(Math.max(...fastest));
  const fuzzSlowest = fastest[fuzzSlowestAt] as number;
  const fuzzSlowestText = fuzz[fuzzSlowestAt] ?? "";
  log(`expression: ${fuzz.length} random expressions`);

  return {
    title: "The box's calculator: expressions with units (issue 23)",
    rows: [
      {
        expressions: String(EXPRESSION_CORPUS.length),
        "median answer, ms": medianMs.toFixed(3),
        "slowest answer, ms": slowestMs.toFixed(3),
        "random expressions": String(fuzz.length),
        thrown: String(thrown.length),
        "slowest random, ms": fuzzSlowest.toFixed(3),
      },
    ],
    targets: [
      {
        name: `an expression is answered in at most ${MEDIAN_TARGET_MS} ms median`,
        met: medianMs <= MEDIAN_TARGET_MS,
        detail: `${medianMs.toFixed(3)} ms over ${EXPRESSION_CORPUS.length} expressions (fastest of ${rounds} rounds each)`,
      },
      {
        name: `and the slowest in at most ${SLOWEST_TARGET_MS} ms`,
        met: slowestMs <= SLOWEST_TARGET_MS,
        detail: `${slowestMs.toFixed(3)} ms: ${JSON.stringify(EXPRESSION_CORPUS[slowestAt]?.q)}`,
      },
      {
        name: "no random expression throws",
        met: thrown.length === 0,
        detail: thrown.length === 0 ? `0 of ${fuzz.length}` : thrown.slice(0, 3).join("; "),
        hard: true,
      },
      {
        name: `no random expression takes more than ${FUZZ_TARGET_MS} ms`,
        met: fuzzSlowest <= FUZZ_TARGET_MS,
        detail: `slowest ${fuzzSlowest.toFixed(3)} ms (fastest of ${FUZZ_ROUNDS} rounds): ${JSON.stringify(fuzzSlowestText)}`,
      },
    ],
    notes: [
      `Answered in the bench's Node process as the box answers them, with the index read back from the server's ${QUERY_INDEX_PATH}. Random expressions: the corpus's pieces and operators in random order, seed 0x${SEED.toString(16)}.`,
    ],
  };
};

if (isMain(import.meta.url)) await runAlone(expression, { external: true });
