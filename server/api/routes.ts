import { Hono } from "hono";
import { notSupported } from "../error-answers.ts";
import { unitsListing } from "./converter-pages.ts";
import { CACHED, OPEN, PREFLIGHT, UNCACHED } from "./cors.ts";

/** The listing never changes while the server runs: serialised once. */
const UNITS_JSON = JSON.stringify(unitsListing);

/**
 * The part of the public API (docs/spec/decisions.md) that Hono answers: GET /api/units, the CORS
 * preflight of every /api path, and a JSON 404 for paths it does not know. GET /api/convert is
 * answered on Node (convert-route.ts), as are the rate calls. Headers go into each answer rather
 * than through a middleware: changing headers after a response exists takes the Node adapter off
 * its fast path, and a middleware on /api/* would also reach the same-origin routes mounted beside
 * these.
 */
export function apiRoutes(): Hono {
  const api = new Hono();

  api.options("*", (c) => c.body(null, 204, PREFLIGHT));

  api.get("/units", (c) =>
    c.body(UNITS_JSON, 200, { ...OPEN, ...CACHED, "Content-Type": "application/json" }),
  );
  api.all("/units", (c) =>
    c.json({ error: notSupported(c.req.method, "GET") }, 405, {
      ...OPEN,
      ...UNCACHED,
      Allow: "GET, HEAD, OPTIONS",
    }),
  );
  api.all("*", (c) => c.json({ error: `No API at ${c.req.path}.` }, 404, { ...OPEN, ...UNCACHED }));
  return api;
}
