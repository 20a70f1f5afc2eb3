/**
 * The public conversion API (docs/spec/decisions.md) is open to any origin: these headers go on its
 * answers, whether Hono answers them (/api/units) or Node does (/api/convert, fast-routes.ts).
 */
export const OPEN = { "Access-Control-Allow-Origin": "*" } as const;
/** Answers are the same for everyone and change only with a deployment: cache them briefly. */
export const CACHED = { "Cache-Control": "public, max-age=300" } as const;
/**
 * An answer read by the reader's decimal mark (`value=1,234`: 1234 in English, 1.234 in German)
 * is cached per language.
 */
export const CACHED_BY_LANGUAGE = { ...CACHED, Vary: "Accept-Language" } as const;
export const UNCACHED = { "Cache-Control": "no-store" } as const;
/** The answer to a CORS preflight of a public API route (all of them are GET). */
export const PREFLIGHT = {
  ...OPEN,
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Max-Age": "86400",
} as const;
