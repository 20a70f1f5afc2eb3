import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { cspForFile } from "./security-headers.ts";
import type { StaticFile } from "./static-files.ts";

const html = new TextEncoder().encode("<!doctype html><h1>Length Converter</h1>".repeat(30));
const files = new Map<string, StaticFile>([
  [
    "/length",
    {
      body: html,
      br: brotliCompressSync(html),
      gzip: gzipSync(html),
      type: "text/html; charset=utf-8",
      etag: '"abc"',
      cacheControl: "public, max-age=0, must-revalidate",
      csp: cspForFile("text/html; charset=utf-8", html),
    },
  ],
  [
    "/assets/root-123.js",
    {
      body: new TextEncoder().encode("export{}"),
      type: "text/javascript; charset=utf-8",
      etag: '"js"',
      cacheControl: "public, max-age=31536000, immutable",
      csp: cspForFile("text/javascript; charset=utf-8", new Uint8Array()),
    },
  ],
]);
const rendered: string[] = [];
const app = createApp({
  files,
  render: async (request) => {
    rendered.push(new URL(request.url).pathname);
    return new Response("rendered by React Router", { status: 404 });
  },
});

// GET /api/convert is answered on Node, not by this app: server/api/convert-route.test.ts.
describe("HTTP: the public API Hono answers", () => {
  it("lists the pages and their units, open to any origin, briefly cacheable", async () => {
    const res = await app.request("/api/units");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const body = (await res.json()) as { pages: { slug: string }[] };
    expect(body.pages.map((p) => p.slug)).toContain("number-base");
  });

  it("answers preflight requests, other methods with 405 and unknown API paths with JSON 404", async () => {
    const preflight = await app.request("/api/units", { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET");
    const post = await app.request("/api/units", { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await post.json()).toEqual({ error: "POST is not supported here; use GET." });
    const unknown = await app.request("/api/nothing");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("access-control-allow-origin")).toBe("*");
    expect(await unknown.json()).toEqual({ error: "No API at /api/nothing." });
    expect(rendered).not.toContain("/api/nothing");
  });
});

describe("HTTP: pages and assets", () => {
  it("serves a prerendered page from memory in the best encoding the client accepts", async () => {
    const br = await app.request("/length", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer()))).toEqual(Buffer.from(html));
    const gz = await app.request("/length", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/length");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("<h1>Length Converter</h1>");
  });

  it("answers a matching ETag with 304 and HEAD without a body", async () => {
    const cached = await app.request("/length", { headers: { "If-None-Match": '"abc"' } });
    expect(cached.status).toBe(304);
    const head = await app.request("/length", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("caches hashed assets for a year, pages not at all without revalidation", async () => {
    const asset = await app.request("/assets/root-123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const page = await app.request("/length");
    expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("sends a trailing-slash path to its one URL, query kept", async () => {
    const res = await app.request("/length/?v=2");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/length?v=2");
  });

  it("leaves everything else to React Router", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("rendered by React Router");
  });

  it("answers an address that cannot be percent-decoded with 400, before React Router", async () => {
    rendered.length = 0;
    for (const path of ["/%ff", "/length%ff", "/a/%e2%82"]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(400);
      expect(await res.text()).toMatch(/percent-encoding/);
    }
    expect(rendered).toEqual([]);
    // An escape that decodes is an address like any other.
    expect((await app.request("/no-such-%C3%A9")).status).toBe(404);
  });
});
