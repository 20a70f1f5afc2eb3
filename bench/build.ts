/**
 * The build (issue 25, item 6): how long `npm run build` takes and how many documents it
 * prerenders, per language, since the languages multiplied the pages by five. Measured by
 * bench/run.ts around its own build (absent with --skip-build):
 *
 *   npm run bench -- --report docs/performance.md
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES } from "../site/i18n/languages.ts";
import type { Section } from "./harness.ts";

/**
 * The build of a full bench must stay well inside CI, which allows 90 minutes for everything
 * `npm test` runs: a build over ten minutes would leave too little for the tests.
 */
const TARGET_SECONDS = 600;

/** The HTML documents under `dir`, by their paths relative to it. */
function documents(dir: string, under = ""): string[] {
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under === "" ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) return documents(dir, path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

/** The build's section: its duration and its prerendered documents, per language. */
export function buildSection(buildDir: string, seconds: number): Section {
  const all = documents(buildDir);
  const languageOf = (path: string) =>
    LANGUAGES.find((l) => l !== "en" && path.startsWith(`${l}/`)) ?? "en";
  const rows = LANGUAGES.map((language) => ({
    language,
    "prerendered documents": all.filter((p) => languageOf(p) === language).length,
  }));
  return {
    title: "Build (prerendering every page in every language)",
    rows: [...rows, { language: "all", "prerendered documents": all.length }],
    targets: [
      {
        name: `npm run build takes at most ${TARGET_SECONDS} s`,
        met: seconds <= TARGET_SECONDS,
        detail: `${seconds.toFixed(1)} s for ${all.length} documents`,
      },
    ],
    notes: [
      "npm run build: the client and server bundles, every page prerendered (React Router), the service worker's list and the .br/.gz of every file; timed by bench/run.ts before its sections run.",
    ],
  };
}
