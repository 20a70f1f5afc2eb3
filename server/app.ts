import { Hono } from "hono";
import { site } from "../site/config.ts";
import { type RatesReplier, ratesRoutes } from "./api/rates-routes.ts";
import { apiRoutes } from "./api/routes.ts";
import { compressRendered } from "./compress-rendered.ts";
import { type ContactReplier, contactRoutes } from "./contact/contact-routes.ts";
import { previewRedirect } from "./preview-hosts.ts";
import { type SecurityConfig, securityHeaders } from "./security-headers.ts";
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
  /** Host names answered with a 301 to the canonical origin (PREVIEW_HOSTS). */
  readonly previewHosts?: ReadonlySet<string>;
  /** The canonical origin and analytics script the headers depend on; the site's by default. */
  readonly security?: SecurityConfig;
}

/** The whole HTTP application; `main.ts` binds it to a port. */
export function createApp(parts: AppParts): Hono {
  const { files, render, log, rates, contact, previewHosts, security = site } = parts;
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

  // Outside the security headers, which read the HTML before it is encoded.
  app.use(compressRendered());

  // CSP, nosniff, HSTS...: on every answer below, errors and redirects included.
  app.use(securityHeaders(security));
  if (previewHosts?.size) app.use(previewRedirect(previewHosts, security.url));

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
  // Pages are read, never posted to: no route outside /api has an action, and none reads a body.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    return c.json({ error: `${method} is not supported here; use GET.` }, 405, {
      Allow: "GET, HEAD",
      "Cache-Control": "no-store",
    });
  });
  app.use(serveStatic(files));
  app.all("*", (c) => render(c.req.raw));

  // A bug must not take the process down or leak a stack trace; it answers a plain 500.
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: "Something went wrong on our side." }, 500);
  });
  return app;
}
