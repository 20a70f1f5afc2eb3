import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../site/config.ts";
import { addressOf } from "./address-pages.ts";
import { createApp } from "./app.ts";
import { cspFor } from "./security-headers.ts";
import type { StaticFile } from "./static-files.ts";

const HTML = "text/html; charset=utf-8";
const PAGE_POLICY = "public, max-age=0, must-revalidate";

function prerendered(text: string, etag: string): StaticFile {
  const body = new TextEncoder().encode(text);
  return { body, type: HTML, etag, cacheControl: PAGE_POLICY, csp: cspFor(text) };
}

const files = new Map<string, StaticFile>([
  ["/length", prerendered("<!doctype html><p>1 m = 3.28084 ft</p>", '"length"')],
  ["/c-to-f", prerendered("<!doctype html><p>1 °C = 33.8 °F</p>", '"c-to-f"')],
]);

/** What React Router draws for an address, in this test: its value and units, and a script. */
function drawn(url: URL): string {
  const { v, from, to } = Object.fromEntries(url.searchParams);
  return `<!doctype html><script>window.drawn = ${JSON.stringify(url.search)}</script><p>${v} ${from} to ${to}</p>${"<!-- padding -->".repeat(100)}`;
}

function served(
  render: (url: URL) => Promise<Response> | Response = (url) => {
    return new Response(drawn(url), { headers: { "Content-Type": "text/html" } });
  },
) {
  const rendered: string[] = [];
  const app = createApp({
    files,
    render: async (request) => {
      const url = new URL(request.url);
      rendered.push(url.pathname + url.search);
      return render(url);
    },
  });
  return { app, rendered };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the address of a converter page", () => {
  it("is its path and the parts the page applies, in one order, nothing else", () => {
    const address = addressOf("/length", new URLSearchParams("utm_source=x&to=cm&v=5.5&from=ft"));
    expect(address).toEqual({ address: "/length?from=ft&to=cm&v=5.5" });
  });

  it("of a money page carries the pair whose stored rate it shows, old codes as they are now", () => {
    expect(
      addressOf("/currency-converter", new URLSearchParams("v=100&to=NGN&utm_source=x")),
    ).toEqual({ address: "/currency-converter?to=NGN&v=100", pair: { from: "USD", to: "NGN" } });
    expect(addressOf("/crypto-currency", new URLSearchParams("from=MATIC"))).toEqual({
      address: "/crypto-currency?from=POL",
      pair: { from: "POL", to: "USD" },
    });
    // A retired currency, an amount the field refuses: nothing applies.
    expect(addressOf("/usd-to-eur", new URLSearchParams("from=HRK&v=1,5"))).toBeUndefined();
  });

  it("of the time zone converter is its time and zones, in one order, the zones as Intl spells them", () => {
    expect(
      addressOf(
        "/time-zone-converter",
        new URLSearchParams(
          "to=europe/paris&utm_source=x&from=America/New_York&t=2026-07-01T15:00",
        ),
      ),
    ).toEqual({
      address: "/time-zone-converter?t=2026-07-01T15:00&from=America/New_York&to=Europe/Paris",
    });
    // No such day, no such zone, an abbreviation that means three: nothing applies.
    expect(
      addressOf(
        "/time-zone-converter",
        new URLSearchParams("t=2026-02-30T15:00&from=Mars/X&to=IST"),
      ),
    ).toBeUndefined();
  });

  it("is nothing for a page that is no converter, or a query the page cannot apply", () => {
    expect(addressOf("/about", new URLSearchParams("v=1"))).toBeUndefined();
    expect(addressOf("/number-base", new URLSearchParams("v=1&from=2&to=10"))).toBeUndefined();
    expect(addressOf("/length", new URLSearchParams("utm_source=x"))).toBeUndefined();
    expect(addressOf("/c-to-f", new URLSearchParams("from=f&to=c"))).toBeUndefined();
  });
});

describe("HTTP: a converter page asked for with a shared address", () => {
  it("answers 200 with the HTML React Router renders for that address", async () => {
    const { app, rendered } = served();
    const res = await app.request("/length?v=5.5&from=ft&to=cm&utm_source=chat");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(HTML);
    expect(await res.text()).toContain("<p>5.5 ft to cm</p>");
    expect(rendered).toEqual(["/length?from=ft&to=cm&v=5.5"]);
  });

  it("is cached as a prerendered page is: revalidated by its ETag, its inline scripts in its CSP", async () => {
    const { app } = served();
    const res = await app.request("/length?v=2&from=ft&to=cm");
    const etag = res.headers.get("etag");
    expect(res.headers.get("cache-control")).toBe(PAGE_POLICY);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(res.headers.get("content-security-policy")).toBe(cspFor(await res.text(), site));
    const again = await app.request("/length?v=2&from=ft&to=cm", {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("is rendered once per address, whatever order or extra parameters its query has", async () => {
    const { app, rendered } = served();
    await app.request("/length?v=3&from=ft&to=cm");
    await app.request("/length?to=cm&from=ft&v=3&utm_medium=email");
    const both = await Promise.all([
      app.request("/length?v=4&from=ft&to=cm"),
      app.request("/length?v=4&from=ft&to=cm"),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(rendered).toEqual(["/length?from=ft&to=cm&v=3", "/length?from=ft&to=cm&v=4"]);
  });

  it("comes in brotli or gzip as the client accepts, the same page either way", async () => {
    const { app } = served();
    const plain = await (await app.request("/length?v=6&from=ft&to=cm")).text();
    const br = await app.request("/length?v=6&from=ft&to=cm", {
      headers: { "Accept-Encoding": "br, gzip" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await app.request("/length?v=6&from=ft&to=cm", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const { app } = served();
    const res = await app.request("/length?v=7&from=ft", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect(await res.text()).toBe("");
  });
});

describe("HTTP: what stays the prerendered page", () => {
  it("the bare path, and a query with nothing the page applies, without rendering", async () => {
    const { app, rendered } = served();
    for (const path of [
      "/length",
      "/length?utm_source=x",
      "/length?from=parsec-nope&to=zz",
      `/length?v=${"1".repeat(101)}`,
      "/c-to-f?from=f&to=c",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("etag"), path).toMatch(/^"(length|c-to-f)"$/);
    }
    expect(rendered).toEqual([]);
  });

  it("an address whose render fails: logged, and the prerendered page, never an error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = served(() => new Response("oops", { status: 500 }));
    const res = await failing.app.request("/length?v=8&from=ft");
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"length"');
    const throwing = served(() => {
      throw new Error("render bug");
    });
    expect((await throwing.app.request("/length?v=9")).status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(2);
    // Not kept: the next request tries again.
    await failing.app.request("/length?v=8&from=ft");
    expect(failing.rendered).toHaveLength(2);
  });
});
