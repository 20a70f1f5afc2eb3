import type { Context, MiddlewareHandler } from "hono";
import { acceptedEncodings } from "./accept-encoding.ts";
import type { StaticFile } from "./static-files.ts";

/** Serves the prerendered pages and assets from memory, in the best encoding the client takes. */
export function serveStatic(files: ReadonlyMap<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    return sendFile(c, file);
  };
}

/**
 * Answers a GET or HEAD with a file held in memory: a 304 when the client holds its ETag, else the
 * form the client takes best. Also the answer of a shared address rendered once (address-pages.ts).
 */
export function sendFile(c: Context, file: StaticFile): Response {
  const method = c.req.method;
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
    "Content-Security-Policy": file.csp,
  };
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === file.etag)) {
    return c.body(null, 304, headers);
  }
  const encodings = acceptedEncodings(c.req.header("Accept-Encoding"));
  let body = file.body;
  if (file.br && encodings.has("br")) {
    body = file.br;
    headers["Content-Encoding"] = "br";
  } else if (file.gzip && (encodings.has("gzip") || encodings.has("*"))) {
    body = file.gzip;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = String(body.length);
  if (method === "HEAD") return c.body(null, 200, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}
