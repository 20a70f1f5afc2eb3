import { getQueryParam } from "hono/utils/url";
import type { FastRoute } from "../fast-routes.ts";
import { convertRequest } from "./convert-request.ts";
import { CACHED, CACHED_BY_LANGUAGE, UNCACHED } from "./cors.ts";

/**
 * GET (and HEAD) /api/convert, the public conversion API (README), answered on Node's own request
 * (decision 015): through Hono it reached 0.4 of a bare node:http server sending the same bytes
 * (bench/throughput.ts; the target is 0.6). Bad input answers 400 with the reason, never cached.
 */
export const convertRoute: FastRoute = {
  path: "/api/convert",
  method: "GET",
  open: true,
  answer(req, url) {
    // Hono's own reading of a query, as the route read it when Hono answered it: the first value
    // of each name, `+` and percent-escapes decoded, escapes that are not UTF-8 kept as they are.
    const query = (getQueryParam(url) ?? {}) as Record<string, string>;
    const answer = convertRequest(query, req.headers["accept-language"]);
    return {
      status: answer.status,
      json: JSON.stringify(answer.body),
      headers: answer.status !== 200 ? UNCACHED : answer.byLanguage ? CACHED_BY_LANGUAGE : CACHED,
    };
  },
};
