import { createHash } from "node:crypto";
import { getQueryParam } from "hono/utils/url";
import type { FastRoute } from "../fast-routes.ts";
import type { FxHistory } from "../rates/fx-history.ts";
import { answerHistory } from "../rates/history-answer.ts";
import type { HistoryStore } from "../rates/history-store.ts";
import { UNCACHED } from "./cors.ts";
import { readHistoryRequest } from "./history-request.ts";

/**
 * A range that ends before the last stored day never changes (the ECB does not revise a
 * published day): cached a day. One that reaches the newest day changes with the next fix,
 * published once a working day around 16:00 CET: half an hour.
 */
const SETTLED = "public, max-age=86400";
const OPEN_ENDED = "public, max-age=1800";
/**
 * Until the history has been imported, while upstream fails or the budget of upstream calls is
 * spent (decision 025): pages say it is not available yet.
 */
const notYet = (seconds = 60) => ({ ...UNCACHED, "Retry-After": String(seconds) });

/**
 * GET (and HEAD) /api/rates/history, part of the public API (README): the daily rates of a pair
 * over a range of days, or on one day: the ECB's reference rates for a pair it publishes, else
 * Frankfurter's (`fx`, when given). Answered on Node like /api/convert, so it gets the same
 * headers, log and compression; its ETag lets a client revalidate with a 304.
 */
export function historyRoute(
  store: HistoryStore,
  fx?: FxHistory,
  now: () => number = Date.now,
): FastRoute {
  return {
    path: "/api/rates/history",
    method: "GET",
    open: true,
    async answer(_req, url) {
      const query = (getQueryParam(url) ?? {}) as Record<string, string>;
      const request = readHistoryRequest(query);
      if ("error" in request) {
        return { status: 400, json: JSON.stringify({ error: request.error }), headers: UNCACHED };
      }
      let answer: Awaited<ReturnType<typeof answerHistory>>;
      try {
        answer = await answerHistory(store, request, now(), fx);
      } catch (error) {
        // The database, not the question: the same answer as before the history arrived.
        console.error(`fiat history: could not be read (${(error as Error).message})`);
        answer = {
          status: 503,
          error: "The rate history cannot be read right now; please try again in a minute.",
        };
      }
      if (answer.status !== 200) {
        return {
          status: answer.status,
          json: JSON.stringify({ error: answer.error }),
          headers: answer.status === 503 ? notYet(answer.retryAfter) : UNCACHED,
        };
      }
      const json = JSON.stringify(answer.body);
      // Weak: the same answer is sent in brotli, gzip or as it is.
      const etag = `W/"${createHash("sha1").update(json).digest("base64url").slice(0, 22)}"`;
      return {
        status: 200,
        json,
        headers: { "Cache-Control": answer.settled ? SETTLED : OPEN_ENDED, ETag: etag },
      };
    },
  };
}
