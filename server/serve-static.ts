import type { MiddlewareHandler } from "hono";
import type { StaticFile } from "./static-files.ts";

/** The encodings a client accepts (q=0 means refused). */
function accepted(header: string | undefined): Set<string> {
  const result = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) result.add(name);
  }
  return result;
}

/** Serves the prerendered pages and assets from memory, in the best encoding the client takes. */
export function serveStatic(files: ReadonlyMap<string, StaticFile>): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const file = files.get(c.req.path);
    if (!file) return next();

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
    const encodings = accepted(c.req.header("Accept-Encoding"));
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
  };
}
