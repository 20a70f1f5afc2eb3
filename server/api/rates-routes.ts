import type { RatesAnswer } from "../../site/money/rates-answer.ts";
import type { FastRoute } from "../fast-routes.ts";
import type { RatesService } from "../rates/rates-service.ts";
import { isJsonContentType, readIncoming } from "../read-body.ts";

const MAX_BODY_BYTES = 64 * 1024;
const MAX_TARGETS = 100;
/** How many distinct request bodies are kept read (each at most 64 KB; a body is its own key). */
const PARSED_BODIES = 64;

/** Rates change under the cache's feet and carry `cached`/`lastUpdated`: never store them. */
const NO_STORE = { "Cache-Control": "no-store" };

type RatesRequest = { readonly base: string; readonly targets?: readonly string[] };

/** Checks a request body's shape (codes are the service's to check). */
function parseRatesRequest(body: string): RatesRequest | { readonly error: string } {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return { error: "The request body is not valid JSON." };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { error: 'The request body must be a JSON object: {"base": "USD", "targets": [...]}.' };
  }
  const { base, targets } = value as Record<string, unknown>;
  if (typeof base !== "string") return { error: "base must be a currency code." };
  if (targets === undefined) return { base };
  if (!Array.isArray(targets) || !targets.every((t) => typeof t === "string")) {
    return { error: "targets must be a list of currency codes." };
  }
  if (targets.length > MAX_TARGETS) {
    return { error: `targets lists ${targets.length} codes; at most ${MAX_TARGETS} are accepted.` };
  }
  return { base, targets };
}

/** What a rate request is answered with: a status, its JSON text, and its headers. */
interface RatesReply {
  readonly status: 200 | 400 | 413 | 415 | 503;
  readonly json: string;
  readonly headers: typeof NO_STORE;
}
/** `body` is undefined when it was over the size limit; `contentType` is the request's. */
export type RatesReplier = (
  body: string | undefined,
  contentType: string | undefined,
) => Promise<RatesReply>;

const fail = (status: RatesReply["status"], error: string): RatesReply => ({
  status,
  json: JSON.stringify({ error }),
  headers: NO_STORE,
});
const UNREADABLE = fail(400, "The request body could not be read.");

/**
 * `POST /api/get-exchange-rates` and `POST /api/get-crypto-rates` (docs/spec/site.md §7): the same
 * service behind both, each accepting any fiat or crypto code, in a JSON body only. The service
 * hands out the same answer object while its rates are unchanged: each is serialised once, and
 * its reply made once (a cached answer allocates nothing per request).
 */
export function ratesReplier(service: Pick<RatesService, "getRates">): RatesReplier {
  const replies = new WeakMap<RatesAnswer, RatesReply>();
  const parsed = new Map<string, ReturnType<typeof parseRatesRequest>>();
  return async (body, contentType) => {
    if (body === undefined)
      return fail(413, `The request body is over ${MAX_BODY_BYTES / 1024} KB.`);
    if (!isJsonContentType(contentType)) {
      return fail(415, "Send the request as JSON (Content-Type: application/json).");
    }
    // Pages and clients send the same few bodies over and over: each is read once.
    let request = parsed.get(body);
    if (request === undefined) {
      request = parseRatesRequest(body);
      if (parsed.size >= PARSED_BODIES) parsed.clear();
      parsed.set(body, request);
    }
    if ("error" in request) return fail(400, request.error);
    const result = await service.getRates(request.base, request.targets);
    if (!result.ok) return fail(result.status, result.error);
    let ok = replies.get(result.answer);
    if (ok === undefined) {
      ok = { status: 200, json: JSON.stringify(result.answer), headers: NO_STORE };
      replies.set(result.answer, ok);
    }
    return ok;
  };
}

const RATES_PATHS: readonly string[] = ["/api/get-exchange-rates", "/api/get-crypto-rates"];

/**
 * The two POST routes, answered on Node's own request (decision 015): on Node 20, Hono's request
 * and response objects cost more than a cached rate answer (well under 0.6 of a bare server
 * through Hono, bench/throughput.ts). The body is read from the request itself, at most 64 KB of
 * it; a body that cannot be read (the client broke off) answers 400. A service that throws is a
 * bug: the listener answers it with a 500.
 */
export function ratesRoutes(reply: RatesReplier): FastRoute[] {
  return RATES_PATHS.map((path) => ({
    path,
    method: "POST",
    open: false,
    answer: (req) =>
      readIncoming(req, MAX_BODY_BYTES).then(
        (body) => reply(body, req.headers["content-type"]),
        () => UNREADABLE,
      ),
  }));
}
