import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { acceptedEncodings } from "./accept-encoding.ts";

/** Below this, compression saves less than a packet and costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;
const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json))/;
/** Quick settings: these bodies are compressed per request, not once at build time. */
export const RENDERED_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** What the rule reads of an answer's headers. */
export interface EncodableAnswer {
  readonly contentType: string | undefined;
  readonly cacheControl: string | undefined;
  readonly contentEncoding: string | undefined;
}

/** A body as it is sent: `encoding` undefined when the client takes neither br nor gzip. */
export interface Negotiated {
  readonly body: Uint8Array;
  readonly encoding: "br" | "gzip" | undefined;
}

/** Whether an answer's kind allows compressing it: text, not already encoded, not `no-transform`. */
function mayCompress(answer: EncodableAnswer): boolean {
  return (
    !answer.contentEncoding &&
    TEXT.test(answer.contentType ?? "") &&
    !/\bno-transform\b/.test(answer.cacheControl ?? "")
  );
}

/**
 * The one rule for what is compressed per request, used by the Hono middleware below and by the
 * routes answered on Node (fast-routes.ts): text of 1 KB or more, not already encoded, not marked
 * `no-transform`, in brotli (quality 5) or gzip as the client accepts. Undefined when the answer
 * is not subject to it (sent as it is, without `Vary`); otherwise the body to send, and the
 * answer varies on Accept-Encoding.
 */
export function negotiateEncoding(
  body: Uint8Array,
  answer: EncodableAnswer,
  acceptEncoding: string | undefined,
): Negotiated | undefined {
  if (body.length < COMPRESS_FROM_BYTES || !mayCompress(answer)) return undefined;
  const encodings = acceptedEncodings(acceptEncoding);
  if (encodings.has("br"))
    return { body: brotliCompressSync(body, RENDERED_BROTLI), encoding: "br" };
  if (encodings.has("gzip")) return { body: gzipSync(body), encoding: "gzip" };
  return { body, encoding: undefined };
}

/** A Vary header that names Accept-Encoding, keeping what it named. */
export function varyOnEncoding(vary: string | null | undefined): string {
  if (vary?.toLowerCase().includes("accept-encoding")) return vary;
  return vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
}

/**
 * Compresses what Hono renders per request (negotiateEncoding): the route lists of React Router's
 * lazy route discovery (88 KB of JSON for every link of the home page, before its directory
 * stopped asking), pages not prerendered, the /api/units listing. Prerendered files arrive
 * already compressed and pass untouched. Registered outside the security headers, which read HTML
 * before it is encoded; these bodies are complete in memory already, so reading them whole costs
 * nothing.
 */
export function compressRendered(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || !res.body) return;
    const answer: EncodableAnswer = {
      contentType: res.headers.get("Content-Type") ?? undefined,
      cacheControl: res.headers.get("Cache-Control") ?? undefined,
      contentEncoding: res.headers.get("Content-Encoding") ?? undefined,
    };
    // Decided before the body is read, from the headers and a declared length.
    if (!mayCompress(answer)) return;
    if (Number(res.headers.get("Content-Length") ?? Number.NaN) < COMPRESS_FROM_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const sent = negotiateEncoding(body, answer, c.req.header("Accept-Encoding"));
    const headers = new Headers(res.headers);
    if (sent?.encoding) headers.set("Content-Encoding", sent.encoding);
    if (sent) headers.set("Vary", varyOnEncoding(headers.get("Vary")));
    headers.set("Content-Length", String((sent?.body ?? body).length));
    // Replaced whole: Hono would otherwise merge the old response's headers into the new one.
    c.res = undefined;
    c.res = new Response((sent?.body ?? body) as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
