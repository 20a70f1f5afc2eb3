/**
 * Marks the module preloads of every prerendered page `fetchpriority="low"` (run by `npm run
 * build`, before the service worker lists the files). A page is readable before its JavaScript
 * runs, so the hydration code should not compete with the document for the first paint: at High
 * priority, Chromium and Lighthouse treated 125 KB of modules as part of the first paint, which
 * measured 2.2 s on a simulated mid-range phone instead of 0.8 s (bench/lighthouse.ts). React
 * Router's <Scripts> offers no attribute for these links, hence this pass over the output.
 *
 *   tsx scripts/module-priority.ts build/client
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/** The page with every modulepreload link that has no fetch priority yet marked low. */
export function lowerModulePreloads(html: string): string {
  return html.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => join(e.parentPath, e.name));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? "build/client";
  let changed = 0;
  for (const file of await htmlFiles(dir)) {
    const html = await readFile(file, "utf8");
    const lowered = lowerModulePreloads(html);
    if (lowered !== html) {
      await writeFile(file, lowered);
      changed++;
    }
  }
  console.log(`module preloads at low priority in ${changed} pages`);
}
