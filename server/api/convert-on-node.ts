import type { IncomingMessage, ServerResponse } from "node:http";
import { getQueryParam } from "hono/utils/url";
import { convertRequest } from "./convert-request.ts";
import { apiSecurityHeaders, forPreviewHost, type OnNodeOptions } from "./on-node.ts";
import { CACHED, UNCACHED } from "./routes.ts";

/**
 * GET (and HEAD) /api/convert answered on Node's own request, ahead of Hono, with the same answer
 * and headers as the Hono route (routes.ts): a conversion is cheaper than the framework's request
 * and response objects, and through Hono the route reached 0.4 of a bare node:http server sending
 * the same bytes (bench/throughput.ts; the target is 0.6). Returns false for anything else.
 */
export function convertOnNode(options: OnNodeOptions = {}) {
  const fixed = { "Content-Type": "application/json", ...apiSecurityHeaders(options) };
  const headers = { 200: { ...CACHED, ...fixed }, 400: { ...UNCACHED, ...fixed } };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    if ((mark === -1 ? url : url.slice(0, mark)) !== "/api/convert") return false;
    if (forPreviewHost(req, options)) return false;
    // Hono's own reading of a query (c.req.query()): the first value of each name, `+` and
    // percent-escapes decoded, escapes that are not UTF-8 kept as they are.
    const query = (getQueryParam(`http://host${url}`) ?? {}) as Record<string, string>;
    const answer = convertRequest(query);
    const body = JSON.stringify(answer.body);
    // HEAD as Hono answers it: a GET's headers, without the body or its length.
    const head = req.method === "HEAD";
    res.writeHead(
      answer.status,
      head
        ? headers[answer.status]
        : { ...headers[answer.status], "Content-Length": Buffer.byteLength(body) },
    );
    res.end(head ? undefined : body);
    return true;
  };
}
