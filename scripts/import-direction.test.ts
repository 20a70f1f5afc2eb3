import { spawnSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIOME = `${ROOT}node_modules/.bin/biome`;

/** Whether Biome's lint, with this repository's configuration, accepts `source` at `path`. */
function lintAccepts(path: string, source: string): boolean {
  const file = `${ROOT}${path}`;
  writeFileSync(file, source);
  try {
    const run = spawnSync(BIOME, ["lint", "--max-diagnostics=0", file], { cwd: ROOT });
    return run.status === 0;
  } finally {
    rmSync(file, { force: true });
  }
}

/** biome.json, "noRestrictedImports": imports flow app → site → engine and server → site → engine. */
describe("the direction of imports", () => {
  it.each([
    ["engine/catalog/zz-probe.ts", 'export { pages } from "../../site/catalog/catalog.ts";'],
    ["engine/zz-probe.ts", 'export { useState } from "react";'],
    ["site/zz-probe.ts", 'export { default } from "../app/routes.ts";'],
    ["site/views/zz-probe.ts", 'export { Static } from "../../app/framework/static-markup.tsx";'],
    ["site/zz-probe.ts", 'export { Link } from "react-router";'],
    ["server/zz-probe.ts", 'export { Static } from "../app/framework/static-markup.tsx";'],
    ["app/lib/zz-probe.ts", 'export { createApp } from "../../server/app.ts";'],
    // Test data (tests/fixtures/) is for tests only: engine/catalog/gnu-units.test.ts and
    // site/query/corpus.test.ts import it, and the lint of the whole tree accepts them.
    [
      "engine/catalog/zz-probe.ts",
      'export type { GnuNames } from "../../tests/fixtures/gnu-names/types.ts";',
    ],
    ["site/query/zz-probe.ts", 'export { CORPUS } from "../../tests/fixtures/query-corpus.ts";'],
  ])("%s may not: %s", (path, source) => {
    expect(lintAccepts(path, source)).toBe(false);
  });

  it.each([
    ["site/zz-probe.ts", 'export { convert } from "../engine/convert.ts";'],
    ["server/zz-probe.ts", 'export { pages } from "../site/catalog/catalog.ts";'],
    ["app/lib/zz-probe.ts", 'export { site } from "../../site/config.ts";'],
  ])("%s may: %s", (path, source) => {
    expect(lintAccepts(path, source)).toBe(true);
  });
});
