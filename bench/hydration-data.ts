/**
 * Hydration data (issue 13): what React Router's inline scripts carry on one page of each type,
 * and where the page's text travels. Both questions read the same scripts of the same pages, so
 * they are one section and one table: the bytes and the text are two views of one cost.
 *
 * - Bytes: the inline classic scripts whose text refers to `__reactRouter` (the context and the
 *   enqueue'd loader data), raw and gzip (zlib level 9), as served by the server under test.
 *   Target (hard: the bytes are deterministic): at most 4,000 bytes gzip on every page.
 * - Text: a page's prose may travel twice, on screen and in its JSON-LD, but not a third time in
 *   the hydration data. Every string of the data of at least 40 characters with a space (prose,
 *   not codes or URLs) is looked up in the body's visible text and in the JSON-LD strings.
 *   Target (hard): no such string is in both.
 *
 *   npx tsx bench/hydration-data.ts [--check] [--origin http://127.0.0.1:3000]
 *
 * 1 KB = 1000 bytes, as elsewhere in the bench.
 */
import { type BenchContext, type BenchSection, SAMPLE_PAGES, type Section } from "./harness.ts";
import { readHydrationData } from "./hydration-payload.ts";
import { gzipSize } from "./js-graph.ts";
import { jsonLdStrings, visibleText } from "./page-text.ts";
import { isMain, runAlone } from "./standalone.ts";

export const GZIP_TARGET_BYTES = 4_000;
const PROSE_MIN_LENGTH = 40;

/** Prose rather than a code, a number or a URL: long, and with a space in it. */
export const isProse = (s: string) => s.length >= PROSE_MIN_LENGTH && s.includes(" ");

/**
 * Where markup breaks a sentence into text nodes decides where spaces fall in the visible text;
 * a string of 40 characters or more that matches once whitespace is dropped is the same text.
 */
const squash = (s: string) => s.replace(/\s+/g, "");

export interface TextTravel {
  /** The distinct prose strings of the hydration data. */
  readonly prose: readonly string[];
  /** Those also in the body's visible text. */
  readonly onScreen: readonly string[];
  /** Those also in a JSON-LD block. */
  readonly inJsonLd: readonly string[];
  /** Those on screen and in JSON-LD too: they travel three times. */
  readonly threeTimes: readonly string[];
}

/** Where the prose of a page's hydration data travels besides. */
export function textTravel(html: string): TextTravel {
  const prose = [...new Set(readHydrationData(html).strings.filter(isProse))];
  const screen = squash(visibleText(html));
  const jsonLd = jsonLdStrings(html).map(squash);
  const onScreen = prose.filter((s) => screen.includes(squash(s)));
  const inJsonLd = prose.filter((s) => jsonLd.some((value) => value.includes(squash(s))));
  return {
    prose,
    onScreen,
    inJsonLd,
    threeTimes: onScreen.filter((s) => inJsonLd.includes(s)),
  };
}

export interface PageHydration extends TextTravel {
  readonly scripts: number;
  readonly rawBytes: number;
  readonly gzipBytes: number;
}

/** The hydration data of one page's HTML: its size, and where its prose travels. */
export function measureHydration(html: string): PageHydration {
  const data = readHydrationData(html);
  return {
    scripts: data.scripts,
    rawBytes: Buffer.byteLength(data.source),
    gzipBytes: data.source === "" ? 0 : gzipSize(data.source),
    ...textTravel(html),
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const clip = (s: string, n = 90) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The pages' table, targets and notes. */
export function toSection(pages: readonly (PageHydration & { path: string; type: string })[]) {
  const over = pages.filter((p) => p.gzipBytes > GZIP_TARGET_BYTES);
  const largest = pages.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  const tripled = new Map<string, string[]>();
  for (const page of pages) {
    for (const s of page.threeTimes) tripled.set(s, [...(tripled.get(s) ?? []), page.path]);
  }
  const shown = [...tripled].slice(0, 12);
  const section: Section = {
    title: "Hydration data (React Router's inline scripts)",
    rows: pages.map((p) => ({
      page: p.path,
      type: p.type,
      scripts: p.scripts,
      "raw B": p.rawBytes,
      "gzip B": p.gzipBytes,
      "prose strings": p.prose.length,
      "prose chars": sum(p.prose.map((s) => s.length)),
      "also on screen": p.onScreen.length,
      "also in JSON-LD": p.inJsonLd.length,
      "three times": p.threeTimes.length,
    })),
    notes: [
      "Hydration data: the inline classic scripts whose text refers to __reactRouter (the context and the enqueue'd loader data), as the server sends them; gzip is zlib level 9 over those scripts together.",
      `Prose strings: the distinct strings of the decoded data of at least ${PROSE_MIN_LENGTH} characters with a space. Also on screen: in the body's visible text (no script, style, template, noscript); also in JSON-LD: in a string of an application/ld+json block; whitespace ignored in both lookups.`,
      ...(tripled.size === 0
        ? []
        : [
            "Text that travels three times (on screen, in JSON-LD and in the hydration data):",
            ...shown.map(([s, paths]) => `  "${clip(s)}": ${paths.join(", ")}`),
            ...(tripled.size > shown.length
              ? [`  and ${tripled.size - shown.length} more strings`]
              : []),
          ]),
    ],
    targets: [
      {
        name: `hydration data at most ${(GZIP_TARGET_BYTES / 1000).toFixed(1)} KB gzip on every page`,
        met: over.length === 0,
        hard: true,
        detail:
          over.length === 0
            ? `largest ${largest.gzipBytes} B (${largest.path}) over ${pages.length} pages`
            : over.map((p) => `${p.path} ${p.gzipBytes} B`).join(", "),
      },
      {
        name: "no text travels three times (on screen, in JSON-LD and in the hydration data)",
        met: tripled.size === 0,
        hard: true,
        detail:
          tripled.size === 0
            ? `none on ${pages.length} pages`
            : pages
                .filter((p) => p.threeTimes.length > 0)
                .map(
                  (p) =>
                    `${p.path} ${p.threeTimes.length} string${p.threeTimes.length === 1 ? "" : "s"}`,
                )
                .join(", "),
      },
    ],
  };
  return section;
}

/** Every sample page, quick run or not: it is a few fetches and some string work. */
export const hydrationData: BenchSection = async ({ origin, log }: BenchContext) => {
  const pages = [];
  for (const { type, path } of SAMPLE_PAGES) {
    const response = await fetch(new URL(path, origin));
    const html = await response.text();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    pages.push({ type, path, ...measureHydration(html) });
  }
  log(`hydration data: ${pages.length} pages read from ${origin}`);
  return toSection(pages);
};

if (isMain(import.meta.url)) await runAlone(hydrationData, { external: true });
