import { Hono } from "hono";
import { convertRequest } from "./convert-request.ts";
import { unitsListing } from "./converter-pages.ts";

/** Answers are the same for everyone and change only with a deployment: cache them briefly. */
const CACHE = "public, max-age=300";

/** The public conversion API (decisions.md): open to any origin, JSON in every answer. */
export function apiRoutes(): Hono {
  const api = new Hono();

  api.use(async (c, next) => {
    await next();
    c.header("Access-Control-Allow-Origin", "*");
  });

  api.options("*", (c) => {
    c.header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
    c.header("Access-Control-Max-Age", "86400");
    return c.body(null, 204);
  });

  api.get("/units", (c) => c.json(unitsListing, 200, { "Cache-Control": CACHE }));

  api.get("/convert", (c) => {
    const answer = convertRequest(c.req.query());
    return c.json(answer.body, answer.status, {
      "Cache-Control": answer.status === 200 ? CACHE : "no-store",
    });
  });

  for (const path of ["/units", "/convert"]) {
    api.all(path, (c) =>
      c.json({ error: `${c.req.method} is not supported here; use GET.` }, 405, {
        Allow: "GET, HEAD, OPTIONS",
      }),
    );
  }
  api.all("*", (c) => c.json({ error: `No API at ${c.req.path}.` }, 404));
  return api;
}
