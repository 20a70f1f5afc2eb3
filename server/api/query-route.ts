import type { IncomingMessage } from "node:http";
import { getQueryParam } from "hono/utils/url";
import { decimalMarkOf } from "../../engine/quantity/number.ts";
import { needsRates, type QueryRates, readQuery, resultOf } from "../../site/query/answer.ts";
import { queryIndex } from "../../site/query/query-index.ts";
import { type World, worldOf } from "../../site/query/world.ts";
import type { FastRoute, JsonAnswer } from "../fast-routes.ts";
import { CACHED, UNCACHED } from "./cors.ts";
import { firstLanguage } from "./read-value.ts";

/** The longest question answered: a sentence, not a document. */
const MAX_QUERY_LENGTH = 200;

/** Live rates for money questions, per 1 of their base; undefined when there are none. */
export type RatesSource = () => Promise<QueryRates | undefined>;

/** Answers that depend on the reader's decimal mark say so to caches. */
const BY_LANGUAGE = { ...CACHED, Vary: "Accept-Language" } as const;
/** A money answer is only as good as the rates: the crypto prices move every few minutes. */
const MONEY = { "Cache-Control": "public, max-age=60", Vary: "Accept-Language" } as const;

let world: World | undefined;
/** Built on the first question, not at start: most servers never answer one. */
function theWorld(): World {
  world ??= worldOf(queryIndex());
  return world;
}

function fail(error: string): JsonAnswer {
  return { status: 400, json: JSON.stringify({ error }), headers: UNCACHED };
}

/** The reader's decimal mark, from the first language they accept. */
function decimalOf(req: IncomingMessage) {
  return decimalMarkOf(firstLanguage(req.headers["accept-language"]));
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
    async answer(req, url) {
      const { q } = (getQueryParam(url) ?? {}) as Record<string, string | undefined>;
      if (q === undefined)
        return fail("Give the question as q, e.g. /api/query?q=5 ft 3 in to cm.");
      const text = q.trim();
      if (text === "") return fail("q is empty: type a quantity, a unit or a question.");
      if ([...q].length > MAX_QUERY_LENGTH) {
        return fail(`q is ${[...q].length} characters long; at most ${MAX_QUERY_LENGTH} are read.`);
      }
      const known = theWorld();
      const outcome = readQuery(text, known, decimalOf(req));
      const money = needsRates(outcome);
      const live = money && rates ? await rates() : undefined;
      return {
        status: 200,
        json: JSON.stringify(resultOf(text, outcome, known, live)),
        headers: money ? MONEY : BY_LANGUAGE,
      };
    },
  };
}
