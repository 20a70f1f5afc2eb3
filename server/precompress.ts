import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * Writes the brotli and gzip forms of every compressible file of the client build beside it, once,
 * at build time, so the server starts without compressing anything. Run: tsx server/precompress.ts
 */
export const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".xml",
  ".txt",
  ".data",
  ".svg",
]);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < 512) return;
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  if (br.length < body.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
}

const dir = process.argv[2] ?? "build/client";
const entries = await readdir(dir, { withFileTypes: true, recursive: true });
const files = entries
  .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)))
  .map((e) => join(e.parentPath, e.name));
await Promise.all(files.map(precompress));
console.log(`precompressed ${files.length} files in ${dir}`);
