import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import { cspForFile } from "./security-headers.ts";

/** A file of the client build held in memory, with the compressed forms the build wrote beside it. */
export interface StaticFile {
  readonly body: Uint8Array;
  readonly br?: Uint8Array;
  readonly gzip?: Uint8Array;
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  /** Its Content-Security-Policy: for a page, with the hashes of its own inline scripts. */
  readonly csp: string;
}
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};

/** The URL path a build file answers: `length/index.html` → `/length`, `index.html` → `/`. */
export function urlPathOf(file: string): string {
  const path = `/${file.split(sep).join("/")}`;
  if (path === "/index.html") return "/";
  return path.endsWith("/index.html") ? path.slice(0, -"/index.html".length) : path;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Hashed assets never change under their name: cached for a year. The service worker must be
 * checked on every load (docs/spec/site.md §4.7). Everything else may be kept but is revalidated.
 */
export function cacheControlFor(path: string): string {
  if (path.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (path === "/sw.js") return "no-cache";
  return "public, max-age=0, must-revalidate";
}

/** A strong validator of a body: the same bytes, the same tag, in whatever encoding they are sent. */
export function etagOf(body: Uint8Array): string {
  return `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

async function prepare(file: string, path: string): Promise<StaticFile> {
  const [body, br, gzip] = await Promise.all([
    readFile(file),
    readIfPresent(`${file}.br`),
    readIfPresent(`${file}.gz`),
  ]);
  const type = TYPES[extname(file)] ?? "application/octet-stream";
  return {
    body,
    ...(br ? { br } : {}),
    ...(gzip ? { gzip } : {}),
    type,
    etag: etagOf(body),
    cacheControl: cacheControlFor(path),
    // The build's own inline scripts, hashed once here rather than on every request.
    csp: cspForFile(type, body),
  };
}

/** Every file of the client build, by the URL path it answers. */
export async function loadStaticFiles(dir: string): Promise<Map<string, StaticFile>> {
  // The .br and .gz forms are read with the file they belong to (server/precompress.ts).
  const files = (await listFiles(dir)).filter((f) => !f.endsWith(".br") && !f.endsWith(".gz"));
  const entries = await Promise.all(
    files.map(async (file) => {
      const path = urlPathOf(relative(dir, file));
      return [path, await prepare(file, path)] as const;
    }),
  );
  return new Map(entries);
}
