import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { site } from "../site/config.ts";
import { convertRoute } from "./api/convert-route.ts";
import { currenciesRoute, type OfferSource } from "./api/currencies-route.ts";
import { historyRoute } from "./api/history-route.ts";
import { queryRoute, type RatesSource } from "./api/query-route.ts";
import { type RatesReplier, ratesRoutes } from "./api/rates-routes.ts";
import { type AppParts, createApp } from "./app.ts";
import { logBug } from "./error-answers.ts";
import { fastRoutes } from "./fast-routes.ts";
import { isPreviewHost } from "./preview-hosts.ts";
import type { FxHistory } from "./rates/fx-history.ts";
import type { HistoryStore } from "./rates/history-store.ts";
import { requestTarget } from "./request-target.ts";

export interface ServerParts extends AppParts {
  /** Where the access log goes, one line per request; none without it (ACCESS_LOG=0). */
  readonly log?: (line: string) => void;
  /** The exchange-rate calls (POST /api/get-exchange-rates, /api/get-crypto-rates), when given. */
  readonly rates?: RatesReplier;
  /** Live rates for questions in money (GET /api/query); without them those get no answer. */
  readonly queryRates?: RatesSource;
  /**
   * What the rate service offers now, for GET /api/currencies to list what its sources price;
   * without it, the list lists what the pages offer before any rate arrives.
   */
  readonly offer?: OfferSource;
  /** The stored ECB history (GET /api/rates/history), when given. */
  readonly history?: HistoryStore;
  /** Every other pair's history, from Frankfurter (with `history`), when given. */
  readonly fxHistory?: FxHistory;
}

/** The path of a request target as it came, without its query. */
function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "";
  const mark = url.indexOf("?");
  return mark === -1 ? url : url.slice(0, mark);
}

/**
 * Method, path, status and time only: no addresses, no cookies (see the privacy page). Written
 * when the response closes, so a request the client gave up on is logged too, with `-` for a
 * status that was never sent.
 */
function logWhenClosed(req: IncomingMessage, res: ServerResponse, log: (line: string) => void) {
  const start = performance.now();
  res.once("close", () => {
    const status = res.headersSent ? res.statusCode : "-";
    log(`${req.method} ${pathOf(req)} ${status} ${(performance.now() - start).toFixed(1)}ms`);
  });
}

/**
 * The whole HTTP server: what `main.ts` binds to a port. Every request is logged and a bug
 * anywhere answers a plain 500; the conversion and rate calls are answered on Node
 * (fast-routes.ts, decision 015), everything else by Hono (app.ts). A request to a preview host
 * goes to Hono whatever its path: its first middleware redirects it to the canonical origin.
 */
export function createListener(parts: ServerParts): RequestListener {
  const {
    log,
    rates,
    queryRates,
    offer,
    history,
    fxHistory,
    previewHosts,
    security = site,
  } = parts;
  const fast = fastRoutes(
    [
      convertRoute,
      queryRoute(queryRates),
      currenciesRoute(offer),
      ...(rates ? ratesRoutes(rates) : []),
      ...(history ? [historyRoute(history, fxHistory)] : []),
    ],
    security,
  );
  const hono = getRequestListener(createApp(parts).fetch);

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    logBug(error);
    // Too late for an answer once one has begun: the client sees the connection close.
    if (res.headersSent) res.destroy();
    else fast.fail(req, res);
  };

  return (req, res) => {
    if (log) logWhenClosed(req, res, log);
    try {
      const target = requestTarget(req);
      const route =
        target && !isPreviewHost(previewHosts, target.host) ? fast.match(target.path) : undefined;
      const answering = route && target ? fast.serve(route, target.url, req, res) : hono(req, res);
      answering?.catch((error: unknown) => fail(req, res, error));
    } catch (error) {
      fail(req, res, error);
    }
  };
}
