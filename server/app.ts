import { Hono } from "hono";
import { type RatesReplier, ratesRoutes } from "./api/rates-routes.ts";
import { apiRoutes } from "./api/routes.ts";
import { type ContactReplier, contactRoutes } from "./contact/contact-routes.ts";
import { serveStatic } from "./serve-static.ts";
import type { StaticFile } from "./static-files.ts";

export interface AppParts {
  /** The client build in memory, by URL path. */
  readonly files: ReadonlyMap<string, StaticFile>;
  /** React Router's request handler: the 404 page, route discovery, aliases. */
  readonly render: (request: Request) => Promise<Response>;
  readonly log?: (line: string) => void;
  /** The exchange-rate calls (POST /api/get-exchange-rates, /api/get-crypto-rates), when given. */
  readonly rates?: RatesReplier;
  /** The contact form's call (POST /api/send-contact-email), when given. */
  readonly contact?: ContactReplier;
}

/** The whole HTTP application; `main.ts` binds it to a port. */
export function createApp({ files, render, log, rates, contact }: AppParts): Hono {
  const app = new Hono();

  if (log) {
    // Method, path, status and time only: no addresses, no cookies (see the privacy page).
    app.use(async (c, next) => {
      const start = performance.now();
      await next();
      log(
        `${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - start).toFixed(1)}ms`,
      );
    });
  }

  // One URL per page: `/length/` answers 301 to `/length`, query kept.
  app.use(async (c, next) => {
    const path = c.req.path;
    if (
      path.length > 1 &&
      path.endsWith("/") &&
      (c.req.method === "GET" || c.req.method === "HEAD")
    ) {
      const url = new URL(c.req.url);
      return c.redirect(`${path.replace(/\/+$/, "") || "/"}${url.search}`, 301);
    }
    return next();
  });

  // Before the public API, whose catch-all answers 404 for any path it does not know.
  if (rates) app.route("/api", ratesRoutes(rates));
  if (contact) app.route("/api", contactRoutes(contact));
  app.route("/api", apiRoutes());
  app.use(serveStatic(files));
  app.all("*", (c) => render(c.req.raw));

  // A bug must not take the process down or leak a stack trace; it answers a plain 500.
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "Something went wrong on our side." }, 500);
  });
  return app;
}
