import type { MiddlewareHandler } from "hono";
import { type RouterContext, RouterContextProvider } from "react-router";
import type { RatesSource } from "../site/query/ask.server.ts";
import { searchLanguageOf } from "../site/query/search-path.ts";
import type { Render } from "./address-pages.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.ts";

export interface SearchPageOptions {
  readonly render: Render;
  /**
   * Live rates for money questions and the key the answer page's loader reads them by
   * (app/lib/search-context.ts, from the build); without them, money questions have no answer.
   */
  readonly rates?: {
    readonly key: RouterContext<RatesSource | null>;
    readonly source: RatesSource;
  };
}

/**
 * The answer page, `/search?q=` and its versions (`/de/suche?q=`; app/routes/search.tsx): rendered by React Router for each
 * question, with the live rates in its context, and its scripts run after the first paint as a
 * prerendered page's are. Its loader sets the status (400 past 200 characters) and the caching.
 */
export function searchPage({ render, rates }: SearchPageOptions): MiddlewareHandler {
  return async (c, next) => {
    if (searchLanguageOf(c.req.path) === undefined) return next();
    const context = new RouterContextProvider(
      rates ? new Map([[rates.key, rates.source]]) : undefined,
    );
    const response = await render(c.req.raw, context);
    const type = response.headers.get("Content-Type") ?? "";
    if (c.req.method === "HEAD" || !type.startsWith("text/html")) return response;
    return new Response(hydrateAfterPaint(await response.text()), response);
  };
}
