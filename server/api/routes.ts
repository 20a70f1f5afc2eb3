import { Hono } from "hono";
import { convertRequest } from "./convert-request.ts";
import { unitsListing } from "./converter-pages.ts";

/**
 * The public conversion API (decisions.md): open to any origin, JSON in every answer. Headers go
 * into each answer rather than through a middleware: changing headers after a response exists
 * takes the Node adapter off its fast path, and a middleware on /api/* would also reach the
 * same-origin routes mounted beside these.
 */
const OPEN = { "Access-Control-Allow-Origin": "*" };
/** Answers are the same for everyone and change only with a deployment: cache them briefly. */
export const CACHED = { ...OPEN, "Cache-Control": "public, max-age=300" };
export const UNCACHED = { ...OPEN, "Cache-Control": "no-store" };

/** The listing never changes while the server runs: serialised once. */
const UNITS_JSON = JSON.stringify(unitsListing);

export function apiRoutes(): Hono {
  const api = new Hono();

  api.options("*", (c) =>
    c.body(null, 204, {
      ...OPEN,
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Max-Age": "86400",
    }),
  );

  api.get("/units", (c) =>
    c.body(UNITS_JSON, 200, { ...CACHED, "Content-Type": "application/json" }),
  );

  api.get("/convert", (c) => {
    const answer = convertRequest(c.req.query());
    return c.json(answer.body, answer.status, answer.status === 200 ? CACHED : UNCACHED);
  });

  for (const path of ["/units", "/convert"]) {
    api.all(path, (c) =>
      c.json({ error: `${c.req.method} is not supported here; use GET.` }, 405, {
        ...UNCACHED,
        Allow: "GET, HEAD, OPTIONS",
      }),
    );
  }
  api.all("*", (c) => c.json({ error: `No API at ${c.req.path}.` }, 404, UNCACHED));
  return api;
}
