import { Hono } from "hono";
import { site } from "../site/config.ts";
import { type AddressPagesOptions, addressPages, type Render } from "./address-pages.ts";
import { apiRoutes } from "./api/routes.ts";
import { compressRendered } from "./compress-rendered.ts";
import { type ContactReplier, contactRoutes } from "./contact/contact-routes.ts";
import { INTERNAL_ERROR, logBug, notSupported } from "./error-answers.ts";
import { previewRedirect } from "./preview-hosts.ts";
import { type SearchPageOptions, searchPage } from "./search-page.ts";
import { type SecurityConfig, securityHeaders } from "./security-headers.ts";
import { serveStatic } from "./serve-static.ts";
import type { StaticFile } from "./static-files.ts";

export interface AppParts {
  /** The client build in memory, by URL path. */
  readonly files: ReadonlyMap<string, StaticFile>;
  /** React Router's request handler: the 404 page, route discovery, aliases, shared addresses. */
  readonly render: Render;
  /**
   * The stored rate of a pair and the key the render reads it by, so that a money address is
   * rendered with it (decision 020, address-pages.ts).
   */
  readonly pairRate?: AddressPagesOptions["pairRate"];
  /** The answer page's live rates and the key its render reads them by (search-page.ts). */
  readonly searchRates?: SearchPageOptions["rates"];
  /** The contact form's call (POST /api/send-contact-email), when given. */
  readonly contact?: ContactReplier;
  /** Whether the database answers: GET /healthz, for load balancers and orchestrators. */
  readonly health?: () => Promise<boolean>;
  /** Host names answered with a 301 to the canonical origin (PREVIEW_HOSTS). */
  readonly previewHosts?: ReadonlySet<string>;
  /** The canonical origin and analytics script the headers depend on; the site's by default. */
  readonly security?: SecurityConfig;
}

/**
 * Everything but the few routes answered on Node (fast-routes.ts): pages, assets, /api/units, the
 * contact form. The listener (listener.ts) hands it every other request, after the access log.
 */
export function createApp(parts: AppParts): Hono {
  const {
    files,
    render,
    pairRate,
    searchRates,
    contact,
    health,
    previewHosts,
    security = site,
  } = parts;
  const app = new Hono();

  // Outside the security headers, which read the HTML before it is encoded.
  app.use(compressRendered());

  // CSP, nosniff, HSTS...: on every answer below, errors and redirects included.
  app.use(securityHeaders(security));
  // Ahead of the preview redirect: a load balancer asks by address, whatever the host.
  if (health) {
    app.get("/healthz", async (c) =>
      (await health())
        ? c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" })
        : c.json({ status: "the database does not answer" }, 503, { "Cache-Control": "no-store" }),
    );
  }
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
  if (contact) app.route("/api", contactRoutes(contact));
  app.route("/api", apiRoutes());
  // Pages are read, never posted to: no route outside /api has an action, and none reads a body.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    return c.json({ error: notSupported(method, "GET") }, 405, {
      Allow: "GET, HEAD",
      "Cache-Control": "no-store",
    });
  });
  // A converter page with a shared address (`?v=&from=&to=`) is rendered with it; the bare page,
  // and one whose query applies nothing, is the prerendered file (decision 020).
  app.use(addressPages({ render, security, ...(pairRate && { pairRate }) }));
  // The answer page (`/search?q=`), rendered for each question with the live rates.
  app.use(searchPage({ render, ...(searchRates && { rates: searchRates }) }));
  app.use(serveStatic(files));
  // React Router answers an address it cannot percent-decode with its 404 page, after logging it
  // twice: an address that is not one is the client's error, answered before.
  app.all("*", (c) =>
    decodable(c.req.path)
      ? render(c.req.raw)
      : c.text("Bad request: the address has a malformed percent-encoding.", 400, {
          "Cache-Control": "no-store",
        }),
  );

  // A bug must not take the process down or leak a stack trace; it answers a plain 500.
  app.onError((error, c) => {
    logBug(error);
    return c.json(INTERNAL_ERROR, 500);
  });
  return app;
}

/** Whether every escape of `path` is a whole UTF-8 character, as React Router decodes them. */
function decodable(path: string): boolean {
  try {
    decodeURI(path);
    return true;
  } catch {
    return false;
  }
}
