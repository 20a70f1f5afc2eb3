import type { IncomingMessage, ServerResponse } from "node:http";
import { OPEN, PREFLIGHT, UNCACHED } from "./api/cors.ts";
import {
  COMPRESS_FROM_BYTES,
  type Negotiated,
  negotiateEncoding,
  varyOnEncoding,
} from "./compress-rendered.ts";
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
 * A route's headers with its answer's, as Node's writeHead takes them fastest (a flat list of
 * names and values), made once per pair rather than per request: answers reuse a few constant
 * header sets (decision 015 measured what per-request objects cost).
 */
const headerLists = new WeakMap<object, WeakMap<object, readonly string[]>>();
function headerList(
  base: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>>,
): readonly string[] {
  let byOwn = headerLists.get(base);
  if (!byOwn) {
    byOwn = new WeakMap();
    headerLists.set(base, byOwn);
  }
  let list = byOwn.get(own);
  if (!list) {
    list = Object.entries({ ...base, ...own }).flat();
    byOwn.set(own, list);
  }
  return list;
}

/** Whether an If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** A body as sent, with every header of its answer as a flat list for writeHead. */
interface Encoded {
  readonly body: Uint8Array;
  readonly headers: readonly string[];
}

/**
 * Bodies already encoded, with their headers, by answer, base headers and Accept-Encoding. Routes
 * hand out the same answer object while it holds (a cached rate answer, the currencies listing):
 * each is compressed once per encoding and its header list made once, not per request (a
 * per-request header object cost a rates answer of 2 KB a fifth of its throughput). Answers made
 * per request are forgotten with them.
 */
const encodedBodies = new WeakMap<
  JsonAnswer,
  Map<Readonly<Record<string, string>>, Map<string, Encoded | undefined>>
>();

function encodedBody(
  answer: JsonAnswer,
  base: Readonly<Record<string, string>>,
  acceptEncoding: string | undefined,
): Encoded | undefined {
  let byBase = encodedBodies.get(answer);
  if (!byBase) {
    byBase = new Map();
    encodedBodies.set(answer, byBase);
  }
  // The base headers are one of the table's two constant sets (open to any origin or not).
  let byAccept = byBase.get(base);
  if (!byAccept) {
    byAccept = new Map();
    byBase.set(base, byAccept);
  }
  const key = acceptEncoding ?? "";
  if (byAccept.has(key)) return byAccept.get(key);
  const sent: Negotiated | undefined = negotiateEncoding(
    Buffer.from(answer.json),
    {
      contentType: JSON_TYPE,
      cacheControl: answer.headers["Cache-Control"],
      contentEncoding: undefined,
    },
    acceptEncoding,
  );
  const own = answer.headers;
  const encoded: Encoded | undefined = sent && {
    body: sent.body,
    headers: Object.entries({
      ...base,
      ...own,
      Vary: varyOnEncoding(own.Vary),
      ...(sent.encoding ? { "Content-Encoding": sent.encoding } : {}),
      "Content-Length": String(sent.body.length),
    }).flat(),
  };
  // A client's header is free text: remember a few spellings per answer, not any number.
  if (byAccept.size < 8) byAccept.set(key, encoded);
  return encoded;
}

/**
 * Writes one JSON answer as Hono's middleware would have it: the security headers, compressed
 * where it pays (compress-rendered.ts), and for HEAD the headers without the body or its length.
 * An answer with an ETag the client already holds is a 304 without a body.
 */
function writeJson(
  req: IncomingMessage,
  res: ServerResponse,
  base: Readonly<Record<string, string>>,
  answer: JsonAnswer,
): void {
  const headers = headerList(base, answer.headers);
  const etag = answer.headers.ETag;
  if (answer.status === 200 && etag !== undefined && holds(req.headers["if-none-match"], etag)) {
    // With the Vary its 200 would carry, so that a cache matches it to the copy it holds.
    const compressible = Buffer.byteLength(answer.json) >= COMPRESS_FROM_BYTES;
    const sent = compressible
      ? headers.concat("Vary", varyOnEncoding(answer.headers.Vary))
      : headers;
    res.writeHead(304, sent as string[]);
    res.end();
    return;
  }
  if (req.method === "HEAD") {
    res.writeHead(answer.status, headers as string[]);
    res.end();
    return;
  }
  const length = Buffer.byteLength(answer.json);
  const sent =
    length < COMPRESS_FROM_BYTES
      ? undefined
      : encodedBody(answer, base, req.headers["accept-encoding"]);
  if (!sent) {
    res.writeHead(answer.status, headers.concat("Content-Length", String(length)));
    res.end(answer.json);
    return;
  }
  res.writeHead(answer.status, sent.headers as string[]);
  res.end(sent.body);
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

/** The headers of a 405: the methods a route answers. */
function refusalHeaders(route: FastRoute): Readonly<Record<string, string>> {
  const methods = route.method === "GET" ? "GET, HEAD" : "POST";
  return { ...UNCACHED, Allow: route.open ? `${methods}, OPTIONS` : methods };
}

export function fastRoutes(routes: readonly FastRoute[], security: SecurityConfig): FastRoutes {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const refusals = new Map(routes.map((route) => [route, refusalHeaders(route)]));
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
      writeJson(req, res, base, {
        status: 405,
        json: JSON.stringify({ error: notSupported(method, route.method) }),
        headers: refusals.get(route) ?? refusalHeaders(route),
      });
    },

    fail(req, res) {
      writeJson(req, res, json, internalError);
    },
  };
}
