import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { isUnitPage, pageAt } from "../site/catalog/catalog.ts";
import { addressQuery, converterAddress } from "../site/views/converter-address.ts";
import { converterData } from "../site/views/converter-data.server.ts";
import { BoundedCache } from "./bounded-cache.ts";
import { RENDERED_BROTLI } from "./compress-rendered.ts";
import { logBug } from "./error-answers.ts";
import { hydrateAfterPaint } from "./hydrate-after-paint.ts";
import { cspFor, type SecurityConfig } from "./security-headers.ts";
import { sendFile } from "./serve-static.ts";
import { cacheControlFor, etagOf, type StaticFile } from "./static-files.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The one address a request for a converter page stands for, `/length?from=ft&to=cm&v=5.5`: its
 * path and the parts of `?v=&from=&to=` the page applies, in a fixed order, nothing else.
 * Undefined for any other path, and when nothing in the query applies (none of the three, or only
 * invalid ones, or only `utm_…`): the prerendered page is the answer.
 */
export function addressOf(path: string, params: URLSearchParams): string | undefined {
  const page = pageAt(path);
  if (!page || !isUnitPage(page)) return undefined;
  const address = converterAddress(params, converterData(page));
  return address ? `${path}?${addressQuery(address)}` : undefined;
}

/** React Router's render of an address as a file held in memory, or undefined when it failed. */
async function renderFile(
  render: (request: Request) => Promise<Response>,
  url: URL,
  security: SecurityConfig,
): Promise<StaticFile | undefined> {
  // A bare request: what is rendered depends on the address alone, so it can be kept for everyone.
  const response = await render(new Request(url));
  const type = response.headers.get("Content-Type") ?? "";
  if (response.status !== 200 || !type.startsWith("text/html")) {
    logBug(new Error(`rendering ${url.pathname}${url.search} answered ${response.status}`));
    return undefined;
  }
  const html = hydrateAfterPaint(await response.text());
  const body = new TextEncoder().encode(html);
  const [br, gzip] = await Promise.all([brotli(body, RENDERED_BROTLI), gz(body)]);
  return {
    body,
    br,
    gzip,
    type: "text/html; charset=utf-8",
    etag: etagOf(body),
    cacheControl: cacheControlFor(url.pathname),
    csp: cspFor(html, security),
  };
}

export interface AddressPagesOptions {
  readonly render: (request: Request) => Promise<Response>;
  readonly security: SecurityConfig;
  /** How many bytes of rendered answers (all their encodings) are kept. */
  readonly maxBytes?: number;
}

/** About 60 of the largest pages (/length: 132 KB, and its brotli and gzip forms: 180 KB). */
const DEFAULT_MAX_BYTES = 12 * 1024 * 1024;

/**
 * A converter page asked for with a shared address (`/length?v=5.5&from=ft&to=cm`, decision 020)
 * is rendered by React Router with that state: the fields, the units chosen and the answer are in
 * the first paint and readable without JavaScript. The bare path, and an address with nothing the
 * page applies, go on to the prerendered file. Each address is rendered once and kept, compressed,
 * in a bounded cache, and is answered as a prerendered page is: same cache policy, ETag and 304.
 * A render that fails is logged and answered with the prerendered page, which applies the address
 * once it hydrates: a shared link never answers an error.
 */
export function addressPages(options: AddressPagesOptions): MiddlewareHandler {
  const { render, security, maxBytes = DEFAULT_MAX_BYTES } = options;
  const kept = new BoundedCache<string, StaticFile>(maxBytes, (file) =>
    [file.body, file.br, file.gzip].reduce((sum, b) => sum + (b?.length ?? 0), 0),
  );
  // Requests for an address being rendered wait for that render rather than start their own.
  const rendering = new Map<string, Promise<StaticFile | undefined>>();

  const fileOf = (url: URL): Promise<StaticFile | undefined> => {
    const key = url.pathname + url.search;
    const file = kept.get(key);
    if (file) return Promise.resolve(file);
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderFile(render, url, security)
        .catch((error: unknown) => {
          logBug(error);
          return undefined;
        })
        .then((rendered) => {
          rendering.delete(key);
          if (rendered) kept.set(key, rendered);
          return rendered;
        });
      rendering.set(key, pending);
    }
    return pending;
  };

  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    if (url.search === "") return next();
    const address = addressOf(c.req.path, url.searchParams);
    if (!address) return next();
    const file = await fileOf(new URL(address, url.origin));
    return file ? sendFile(c, file) : next();
  };
}
