/**
 * Defers hydration to after the first paint in every prerendered page (server/hydrate-after-paint.ts,
 * docs/decisions/013-hydrate-after-paint.md). Run by `npm run build`, before the service worker
 * lists the files.
 *
 *   tsx scripts/hydrate-after-paint.ts build/client
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { hydrateAfterPaint } from "../server/hydrate-after-paint.ts";

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name));
}

const dir = process.argv[2] ?? "build/client";
let changed = 0;
for (const file of await htmlFiles(dir)) {
  const html = await readFile(file, "utf8");
  const deferred = hydrateAfterPaint(html);
  if (deferred !== html) {
    await writeFile(file, deferred);
    changed++;
  }
}
console.log(`hydration after the first paint in ${changed} pages`);
