import type { IncomingMessage } from "node:http";
import { getQueryParam } from "hono/utils/url";
import { decimalOfLanguages, languageOfHeader } from "../../site/accept-language.ts";
import {
  answerAsked,
  answerCaching,
  askedOf,
  type RatesSource,
  tooLongMessage,
} from "../../site/query/ask.server.ts";
import type { FastRoute, JsonAnswer } from "../fast-routes.ts";
import { UNCACHED } from "./cors.ts";

export type { RatesSource } from "../../site/query/ask.server.ts";

function fail(error: string): JsonAnswer {
  return { status: 400, json: JSON.stringify({ error }), headers: UNCACHED };
}

/**
 * GET /api/query?q=<text>: the search box's answer to free text (README), open to any origin.
 * `q` must be 1 to 200 characters; anything else it reads answers 200, with `answer: null` and
 * a message when there is nothing to answer.
 */
export function queryRoute(rates?: RatesSource): FastRoute {
  return {
    path: "/api/query",
    method: "GET",
    open: true,
    async answer(req: IncomingMessage, url) {
      const { q } = (getQueryParam(url) ?? {}) as Record<string, string | undefined>;
      const asked = askedOf(q);
      switch (asked.kind) {
        case "missing":
          return fail("Give the question as q, e.g. /api/query?q=5 ft 3 in to cm.");
        case "empty":
          return fail("q is empty: type a quantity, a unit or a question.");
        case "too-long":
          return fail(tooLongMessage(asked.length, "q"));
      }
      const header = req.headers["accept-language"];
      const decimal = decimalOfLanguages(header);
      const language = languageOfHeader(header);
      const { result, money } = await answerAsked(asked.text, { decimal, rates, language });
      return {
        status: 200,
        json: JSON.stringify(result),
        headers: answerCaching(money),
      };
    },
  };
}
