import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptedEncodings } from "./accept-encoding.ts";

/** Below this, compression saves less than a packet and costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;
const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json))/;
/** Quick settings: these bodies are compressed per request, not once at build time. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Compresses what is rendered per request, in brotli or gzip: the route lists of React Router's
 * lazy route discovery (88 KB of JSON for every link of the home page, before its directory
 * stopped asking), pages not prerendered, the /api/units listing. Prerendered files arrive already compressed and pass untouched, and so does
 * anything under 1 KB. Registered outside the security headers, which read HTML before it is
 * encoded; these bodies are complete in memory already, so reading them whole costs nothing.
 */
export function compressRendered(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type") ?? "";
    if (c.req.method === "HEAD" || !res.body || res.headers.has("Content-Encoding")) return;
    if (!TEXT.test(type) || /\bno-transform\b/.test(res.headers.get("Cache-Control") ?? "")) return;
    const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (length < COMPRESS_FROM_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const encodings = acceptedEncodings(c.req.header("Accept-Encoding"));
    const encoding =
      body.length < COMPRESS_FROM_BYTES
        ? undefined
        : encodings.has("br")
          ? "br"
          : encodings.has("gzip")
            ? "gzip"
            : undefined;
    const sent =
      encoding === "br" ? brotliCompressSync(body, BROTLI) : encoding ? gzipSync(body) : body;
    const headers = new Headers(res.headers);
    if (encoding) headers.set("Content-Encoding", encoding);
    if (body.length >= COMPRESS_FROM_BYTES) {
      const vary = headers.get("Vary");
      if (!vary?.toLowerCase().includes("accept-encoding")) {
        headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      }
    }
    headers.set("Content-Length", String(sent.length));
    // Replaced whole: Hono would otherwise merge the old response's headers into the new one.
    c.res = undefined;
    c.res = new Response(sent, { status: res.status, statusText: res.statusText, headers });
  };
}
