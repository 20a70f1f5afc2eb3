import type { IncomingMessage } from "node:http";
import { getPath } from "hono/utils/url";

/** What Hono would route a request on, read without building its Request. */
export interface RequestTarget {
  /** The URL with the path and query Hono reads (its host is a stand-in, except for a proxy's). */
  readonly url: string;
  /** The path Hono's router matches: `/api/%63onvert` and `/x/../api/convert` are `/api/convert`. */
  readonly path: string;
  /** The host it was asked of: a proxy's absolute URL names it, otherwise the Host header. */
  readonly host: string | undefined;
}

/** Targets @hono/node-server takes as they are (its buildUrl): no escapes, no dot segments. */
const AS_IS = /^\/[!#$&-;=?-[\]_a-z~]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/**
 * The target of a request as Hono sees it through @hono/node-server, so that a route answered on
 * Node (fast-routes.ts) is found under every spelling Hono would have found it. Undefined for a
 * target the adapter refuses with a 400 (a backslash in the path, `*`, a relative path): those go
 * to Hono, which refuses them.
 */
export function requestTarget(req: IncomingMessage): RequestTarget | undefined {
  const raw = req.url ?? "";
  const host = req.headers.host;
  if (AS_IS.test(raw) && !DOT_SEGMENT.test(raw)) {
    const mark = raw.indexOf("?");
    return { url: `http://host${raw}`, path: mark === -1 ? raw : raw.slice(0, mark), host };
  }
  const absolute = raw.startsWith("http://") || raw.startsWith("https://");
  if (!absolute && !raw.startsWith("/")) return undefined;
  const backslash = raw.indexOf("\\");
  const query = raw.indexOf("?");
  if (backslash !== -1 && (query === -1 || backslash < query)) return undefined;
  let url: URL;
  try {
    url = absolute ? new URL(raw) : new URL(`http://host${raw}`);
  } catch {
    return undefined;
  }
  return {
    url: url.href,
    path: getPath({ url: url.href } as Request),
    host: absolute ? url.host : host,
  };
}
