/**
 * The search box (issue 15): the size of its index and the time of one answer.
 *
 * - Index: `/query-index.json` as the server under test sends it, gzip (zlib level 9).
 *   Target (hard: the bytes are deterministic): at most 30,000 bytes for every unit, page and
 *   currency (INDEX_GZIP_TARGET_BYTES).
 * - Answer time: the index read back as the browser reads it, then every phrasing of the corpus
 *   (tests/fixtures/query-corpus.ts, real questions) answered in rounds after a warm-up; the median over
 *   phrasings of each one's fastest round. Target: at most 1 ms.
 *
 *   npx tsx bench/query.ts [--quick] [--origin http://127.0.0.1:3000]
 *
 * 1 KB = 1000 bytes, as elsewhere in the bench.
 */
import { answerQuery } from "../site/query/answer.ts";
import { QUERY_INDEX_PATH, type QueryIndex } from "../site/query/query-index.ts";
import { worldOf } from "../site/query/world.ts";
import { CORPUS } from "../tests/fixtures/query-corpus.ts";
import { type BenchContext, type BenchSection, median } from "./harness.ts";
import { gzipSize } from "./js-graph.ts";
import { isMain, runAlone } from "./standalone.ts";

/**
 * 30 KB, the figure: with every currency in use (issue 21) it needs units made of a prefix
 * written as such (site/query/prefixed.ts); docs/decisions/022-search-box.md.
 */
export const INDEX_GZIP_TARGET_BYTES = 30_000;
export const ANSWER_TARGET_MS = 1;

export const query: BenchSection = async ({ origin, quick, log }: BenchContext) => {
  const response = await fetch(new URL(QUERY_INDEX_PATH, origin));
  if (!response.ok) throw new Error(`GET ${QUERY_INDEX_PATH}: ${response.status}`);
  const text = await response.text();
  const gzip = gzipSize(text);

  const buildStart = performance.now();
  const world = worldOf(JSON.parse(text) as QueryIndex);
  const buildMs = performance.now() - buildStart;

  const rounds = quick ? 3 : 20;
  const best = CORPUS.map(() => Number.POSITIVE_INFINITY);
  for (const { q } of CORPUS) answerQuery(q, world, { decimal: "." });
  for (let round = 0; round < rounds; round++) {
    CORPUS.forEach(({ q }, i) => {
      const start = performance.now();
      answerQuery(q, world, { decimal: "." });
      best[i] = Math.min(best[i] as number, performance.now() - start);
    });
  }
  const answerMs = median(best);
  const slowest = Math.max(...best);
  log(`query: ${CORPUS.length} phrasings × ${rounds} rounds`);

  return {
    title: "Search box: index and answers (issue 15)",
    rows: [
      {
        "index raw KB": (text.length / 1000).toFixed(1),
        "index gzip KB": (gzip / 1000).toFixed(1),
        "index to answers, ms": buildMs.toFixed(0),
        "median answer, ms": answerMs.toFixed(3),
        "slowest answer, ms": slowest.toFixed(3),
      },
    ],
    targets: [
      {
        name: `the index of every unit, page and currency is at most ${INDEX_GZIP_TARGET_BYTES / 1000} KB gzip`,
        met: gzip <= INDEX_GZIP_TARGET_BYTES,
        detail: `${(gzip / 1000).toFixed(1)} KB`,
        hard: true,
      },
      {
        name: `answering takes at most ${ANSWER_TARGET_MS} ms median per query`,
        met: answerMs <= ANSWER_TARGET_MS,
        detail: `${answerMs.toFixed(3)} ms median over ${CORPUS.length} phrasings (fastest of ${rounds} rounds each); slowest ${slowest.toFixed(3)} ms`,
      },
    ],
    notes: [
      `Answers are timed in the bench's Node process, with the index read back from the server's ${QUERY_INDEX_PATH} as the browser reads it.`,
    ],
  };
};

if (isMain(import.meta.url)) await runAlone(query, { external: true });
