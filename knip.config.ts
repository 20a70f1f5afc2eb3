import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { KnipConfig } from "knip";

/**
 * Unused files, exports and dependencies fail `npm run lint` (issue 22). The React Router, Vite,
 * Vitest and Playwright plugins find the app's routes and the tests; what they cannot know is
 * listed here.
 */

/**
 * Modules loaded by URL (`import url from "./module?chunk-url"`, app/framework/lazy-chunk.ts):
 * their exports are read from the loaded module, so each is an entry.
 */
function lazyChunks(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(dir, file), "utf8");
      return [...source.matchAll(/^import \w+ from "(\.{1,2}\/[^"?]+)\?chunk-url";$/gm)].map((m) =>
        join(dir, dirname(file), `${m[1]}.{ts,tsx}`),
      );
    });
}

const config: KnipConfig = {
  entry: [
    "server/main.ts", // built as build/server/server.js (vite.config.ts)
    "scripts/*.ts", // run by npm scripts or by hand (each says how in its header)
    "bench/*.ts",
    ...lazyChunks("app"),
  ],
  // Read at run time by path (`createRequire(...).resolve`, `readFileSync`), not imported.
  // Not cldr-core, cldr-numbers-full or cldr-units-full: scripts/generate-unit-names.ts and
  // generate-currency-names.ts `require` them by literal paths, which knip follows.
  ignoreDependencies: ["axe-core", "vnu-jar", "cldr-localenames-full"],
  // Debian's packages that the tests and the bench run (.ci/run installs them).
  ignoreBinaries: ["java", "units", "zdump"],
};

export default config;
