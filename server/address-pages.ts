import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { type RouterContext, RouterContextProvider } from "react-router";
import { isUnitPage } from "../site/catalog/catalog.ts";
import { addressAt } from "../site/i18n/addresses.ts";
import { moneyAddressQuery, moneyState } from "../site/money/money-address.ts";
import type { RatesAnswer } from "../site/money/rates-answer.ts";
import { timeZoneAddress, timeZoneQuery } from "../site/time-zone/address.ts";
import { addressParts, addressQuery, converterAddress } from "../site/views/converter-address.ts";
import { converterData } from "../site/views/converter-data.server.ts";
import { mayOffer, moneyDefaults, type PairRate } from "../site/views/money-address.server.ts";
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
 * path and the parts of `?v=&from=&to=` the page applies, in a fixed order, nothing else; for a
 * money page also the pair whose rate it shows; for the time zone converter `?t=&from=&to=`
 * (site/time-zone/address.ts). Undefined for any other path, and when nothing in
 * the query applies (none of the three, or only invalid ones, or only `utm_…`): the prerendered
 * page is the answer.
 */
export function addressOf(
  path: string,
  params: URLSearchParams,
):
  | { readonly address: string; readonly pair?: { readonly from: string; readonly to: string } }
  | undefined {
  // A page in any language: /es/longitud applies the same address as /length.
  const page = addressAt(path)?.page;
  if (!page) return undefined;
  if (isUnitPage(page)) {
    const address = converterAddress(params, converterData(page));
    return address ? { address: `${path}?${addressQuery(address)}` } : undefined;
  }
  if (page.kind === "tool" && page.tool === "time-zone") {
    const address = timeZoneAddress(params);
    return address ? { address: `${path}?${timeZoneQuery(address)}` } : undefined;
  }
  const defaults = moneyDefaults(page);
  const query = defaults && moneyAddressQuery(params, mayOffer);
  if (!defaults || !query) return undefined;
  const { from, to } = moneyState(defaults, addressParts(params), mayOffer);
  return { address: `${path}?${query}`, pair: { from, to } };
}

export type Render = (request: Request, context?: RouterContextProvider) => Promise<Response>;

/** React Router's render of an address as a file held in memory, or undefined when it failed. */
async function renderFile(
  render: Render,
  url: URL,
  security: SecurityConfig,
  context: RouterContextProvider | undefined,
): Promise<StaticFile | undefined> {
  // A bare request: what is rendered depends on the address (and a money page's stored rate)
  // alone, so it can be kept for everyone.
  const response = await render(new Request(url), context);
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
  readonly render: Render;
  readonly security: SecurityConfig;
  /**
   * The stored rate of a pair, for a money address, and the key React Router's render reads it by
   * (app/lib/pair-rate.ts, from the build); without them money addresses are not rendered.
   */
  readonly pairRate?: {
    readonly rate: PairRate;
    readonly key: RouterContext<PairRate | null>;
  };
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
  const { render, security, pairRate, maxBytes = DEFAULT_MAX_BYTES } = options;
  const kept = new BoundedCache<string, StaticFile>(maxBytes, (file) =>
    [file.body, file.br, file.gzip].reduce((sum, b) => sum + (b?.length ?? 0), 0),
  );
  // Requests for an address being rendered wait for that render rather than start their own.
  const rendering = new Map<string, Promise<StaticFile | undefined>>();

  // A money address is rendered again when its rate changes: the service hands out the same
  // answer object while its figures are unchanged, so each answer gets a number of its own.
  const versions = new WeakMap<RatesAnswer, number>();
  let version = 0;
  const versionOf = (answer: RatesAnswer) => {
    let known = versions.get(answer);
    if (known === undefined) {
      known = ++version;
      versions.set(answer, known);
    }
    return known;
  };

  const fileOf = (url: URL, answer: RatesAnswer | undefined): Promise<StaticFile | undefined> => {
    const key = url.pathname + url.search + (answer ? `#${versionOf(answer)}` : "");
    const context =
      answer && pairRate
        ? new RouterContextProvider(new Map([[pairRate.key, async () => answer]]))
        : undefined;
    const file = kept.get(key);
    if (file) return Promise.resolve(file);
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderFile(render, url, security, context)
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
    const found = addressOf(c.req.path, url.searchParams);
    if (!found) return next();
    let answer: RatesAnswer | undefined;
    if (found.pair) {
      // Without a stored rate, the prerendered page applies the address once its rates arrive.
      answer = await pairRate?.rate(found.pair.from, found.pair.to);
      if (!answer) return next();
    }
    const file = await fileOf(new URL(found.address, url.origin), answer);
    return file ? sendFile(c, file) : next();
  };
}
