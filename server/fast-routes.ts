import type { IncomingMessage, ServerResponse } from "node:http";
import { OPEN, PREFLIGHT, UNCACHED } from "./api/cors.ts";
import { COMPRESS_FROM_BYTES, negotiateEncoding, varyOnEncoding } from "./compress-rendered.ts";
import { INTERNAL_ERROR, notSupported } from "./error-answers.ts";
import { type SecurityConfig, securityHeadersFor } from "./security-headers.ts";

/** A route's JSON answer: its status, its text, and its own headers (Cache-Control...). */
export interface JsonAnswer {
  readonly status: number;
  readonly json: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * An API route answered on Node's own request and response, not through Hono (decision 015): the
 * only implementation of its path. The table gives it what Hono's middleware gives the other
 * routes; the listener (listener.ts) gives it the access log, the 500 for a bug and the redirect
 * of preview hosts.
 */
export interface FastRoute {
  /** The exact path; a query may follow. `/api/convert/` is not it: Hono redirects that. */
  readonly path: string;
  /** The method it answers; a GET route answers HEAD with the headers of its GET. */
  readonly method: "GET" | "POST";
  /** Part of the public API, open to any origin: CORS headers, and OPTIONS answers a preflight. */
  readonly open: boolean;
  /** `url` is the request's URL as Hono reads it (request-target.ts), for its query. */
  readonly answer: (req: IncomingMessage, url: string) => JsonAnswer | Promise<JsonAnswer>;
}

const JSON_TYPE = "application/json";

/**
 * Writes one JSON answer as Hono's middleware would have it: the security headers, compressed
 * where it pays (compress-rendered.ts), and for HEAD the headers without the body or its length.
 */
function writeJson(
  req: IncomingMessage,
  res: ServerResponse,
  base: Readonly<Record<string, string>>,
  answer: JsonAnswer,
): void {
  const headers: Record<string, string | number> = { ...base, ...answer.headers };
  if (req.method === "HEAD") {
    res.writeHead(answer.status, headers);
    res.end();
    return;
  }
  let body: string | Uint8Array = answer.json;
  const length = Buffer.byteLength(answer.json);
  const sent =
    length < COMPRESS_FROM_BYTES
      ? undefined
      : negotiateEncoding(
          Buffer.from(answer.json),
          {
            contentType: JSON_TYPE,
            cacheControl: headers["Cache-Control"] as string | undefined,
            contentEncoding: undefined,
          },
          req.headers["accept-encoding"],
        );
  if (sent) {
    body = sent.body;
    headers.Vary = varyOnEncoding(headers.Vary as string | undefined);
    if (sent.encoding) headers["Content-Encoding"] = sent.encoding;
  }
  headers["Content-Length"] = sent ? sent.body.length : length;
  res.writeHead(answer.status, headers);
  res.end(body);
}

/** What the routes' table answers, and with which headers: worked out once, not per request. */
export interface FastRoutes {
  /** The route of a path (as Hono routes it: request-target.ts), if it is answered on Node. */
  match(path: string): FastRoute | undefined;
  /** Answers a request of the route's path, whatever its method. */
  serve(
    route: FastRoute,
    url: string,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> | undefined;
  /** Answers a bug's 500 (the listener calls it). */
  fail(req: IncomingMessage, res: ServerResponse): void;
}

export function fastRoutes(routes: readonly FastRoute[], security: SecurityConfig): FastRoutes {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const json = { "Content-Type": JSON_TYPE, ...securityHeadersFor(JSON_TYPE, security) };
  const open = { ...json, ...OPEN };
  const preflight = { ...securityHeadersFor("", security), ...PREFLIGHT };
  const internalError: JsonAnswer = {
    status: 500,
    json: JSON.stringify(INTERNAL_ERROR),
    headers: {},
  };

  return {
    match(path) {
      return byPath.get(path);
    },

    serve(route, url, req, res) {
      const base = route.open ? open : json;
      const method = req.method ?? "";
      if (method === route.method || (method === "HEAD" && route.method === "GET")) {
        const answer = route.answer(req, url);
        if (answer instanceof Promise) return answer.then((a) => writeJson(req, res, base, a));
        writeJson(req, res, base, answer);
        return;
      }
      if (method === "OPTIONS" && route.open) {
        res.writeHead(204, preflight);
        res.end();
        return;
      }
      // Whatever body came is not read; Node discards it once the answer is written.
      const allow = `${route.method === "GET" ? "GET, HEAD" : "POST"}${route.open ? ", OPTIONS" : ""}`;
      writeJson(req, res, base, {
        status: 405,
        json: JSON.stringify({ error: notSupported(method, route.method) }),
        headers: { ...UNCACHED, Allow: allow },
      });
    },

    fail(req, res) {
      writeJson(req, res, json, internalError);
    },
  };
}
