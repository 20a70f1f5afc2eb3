import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RatesAnswer } from "../site/money/rates-answer.ts";
import { listen, type Reply, type Served } from "../tests/support/listen.ts";
import { ratesReplier } from "./api/rates-routes.ts";
import { type AppParts, createApp } from "./app.ts";
import { contactReplier } from "./contact/contact-routes.ts";
import { messageStore } from "./contact/message-store.ts";
import { createListener } from "./listener.ts";
import { cspForFile, documentCsp, STRICT_CSP, scriptHash } from "./security-headers.ts";
import type { StaticFile } from "./static-files.ts";
import { openSqlite } from "./storage/sqlite.ts";

const security = { url: "https://unitpilot.app", analyticsScriptUrl: "" };
const THEME = "document.documentElement.dataset.theme='dark'";
const page = new TextEncoder().encode(`<!doctype html><script>${THEME}</script><h1>Length</h1>`);
const file = (body: Uint8Array, type: string, extra: Partial<StaticFile> = {}): StaticFile => ({
  body,
  type,
  etag: '"e"',
  cacheControl: "public, max-age=0, must-revalidate",
  csp: cspForFile(type, body, security),
  ...extra,
});
const files = new Map<string, StaticFile>([
  ["/length", file(page, "text/html; charset=utf-8")],
  ["/assets/root-1.js", file(new TextEncoder().encode("export{}"), "text/javascript")],
  ["/favicon.svg", file(new TextEncoder().encode("<svg/>"), "image/svg+xml")],
]);

/** What React Router answers: a streamed 404 page whose inline script carries request data. */
async function render(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path === "/numbers") {
    return new Response(null, { status: 301, headers: { Location: "/number-base" } });
  }
  if (path === "/immutable") return Response.redirect("https://unitpilot.app/", 302);
  const long = path === "/long-page" ? "<p>Not here.</p>".repeat(200) : "";
  const html = `<!doctype html><script>window.__ctx=${JSON.stringify({ path })}</script><h1>404</h1>${long}`;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(html));
      controller.close();
    },
  });
  return new Response(stream, {
    status: 404,
    headers: { "Content-Type": "text/html; charset=utf-8", "X-Powered-By": "Something" },
  });
}

const answer: RatesAnswer = {
  rates: { EUR: 0.92 },
  base: "USD",
  cached: true,
  lastUpdated: "2025-03-14T16:00:00.000Z",
  sources: { fiat: { provider: "European Central Bank", date: "2025-03-14" } },
};
const db = openSqlite(":memory:");
afterAll(() => db.close());
const parts: AppParts = {
  files,
  render,
  contact: contactReplier({ store: messageStore(db) }),
  previewHosts: new Set(["preview.example.dev", "unitpilot.pages.dev"]),
  security,
};
/** What Hono answers, asked in-process. */
const app = createApp(parts);
/** The whole server on a port, with the routes answered on Node (the rate calls, conversions). */
let server: Served;
beforeAll(async () => {
  server = await listen(
    createListener({
      ...parts,
      rates: ratesReplier({ getRates: async () => ({ ok: true, answer }) }),
    }),
  );
});
afterAll(() => server.close());

/** An answer read off the wire (tests/support/listen.ts) rather than Hono's in-process Response. */
const isReply = (res: Response | Reply): res is Reply => Buffer.isBuffer(res.body);

function expectFixedHeaders(res: Response | Reply) {
  const header = (name: string) =>
    isReply(res) ? (res.headers[name] ?? null) : res.headers.get(name);
  expect(header("x-content-type-options")).toBe("nosniff");
  expect(header("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(header("x-frame-options")).toBe("DENY");
  expect(header("permissions-policy")).toContain("camera=()");
  expect(header("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  expect(header("x-powered-by")).toBeNull();
}

const json = { "Content-Type": "application/json" };

describe("security headers on every response", () => {
  it("a prerendered page: its policy allows its own inline script by hash", async () => {
    const res = await app.request("/length");
    expect(res.status).toBe(200);
    expectFixedHeaders(res);
    const csp = res.headers.get("content-security-policy");
    expect(csp).toBe(documentCsp(security, { scripts: [scriptHash(THEME)] }));
    expect(csp).toContain("frame-ancestors 'none'");
    // 304 and HEAD carry them too.
    expectFixedHeaders(await app.request("/length", { headers: { "If-None-Match": '"e"' } }));
    expect(
      (await app.request("/length", { method: "HEAD" })).headers.get("content-security-policy"),
    ).toBe(csp);
  });

  it("an asset: scripts the page policy (a worker runs under it), images the strict one", async () => {
    const js = await app.request("/assets/root-1.js");
    expectFixedHeaders(js);
    expect(js.headers.get("content-security-policy")).toBe(documentCsp(security));
    const svg = await app.request("/favicon.svg");
    expectFixedHeaders(svg);
    expect(svg.headers.get("content-security-policy")).toBe(STRICT_CSP);
  });

  it("an API answer, an API error and a rate POST: the strict policy", async () => {
    for (const res of [
      await server.call("/api/convert?page=length&from=km&to=mi&value=2"),
      await server.call("/api/units"),
      await server.call("/api/nothing"),
      await server.call("/api/get-exchange-rates", {
        method: "POST",
        headers: json,
        body: '{"base":"USD"}',
      }),
    ]) {
      expectFixedHeaders(res);
      expect(res.headers["content-security-policy"]).toBe(STRICT_CSP);
    }
  });

  it("the 404 page rendered now: hashed as it is, its body intact, X-Powered-By removed", async () => {
    const res = await app.request("/no-such-page?x=1");
    expect(res.status).toBe(404);
    expectFixedHeaders(res);
    const html = await res.text();
    expect(html).toContain("<h1>404</h1>");
    expect(res.headers.get("content-security-policy")).toBe(
      documentCsp(security, { scripts: [scriptHash('window.__ctx={"path":"/no-such-page"}')] }),
    );
  });

  it("a page rendered now is compressed for a browser that takes it, and still hashed as it is", async () => {
    const csp = documentCsp(security, {
      scripts: [scriptHash('window.__ctx={"path":"/long-page"}')],
    });
    const br = await app.request("/long-page", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("content-length")).toBe(String(body.length));
    expect(brotliDecompressSync(body).toString()).toContain("<h1>404</h1><p>Not here.</p>");
    expect(br.headers.get("content-security-policy")).toBe(csp);
    const gz = await app.request("/long-page", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain("<h1>404</h1>");
    expect(gz.headers.get("content-security-policy")).toBe(csp);
    const plain = await app.request("/long-page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("<h1>404</h1>");
  });

  it("leaves an answer under 1 KB as it is", async () => {
    const res = await app.request("/no-such-page", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain("<h1>404</h1>");
  });

  it("redirects, even those whose headers cannot be changed in place", async () => {
    const alias = await app.request("/numbers");
    expect(alias.status).toBe(301);
    expect(alias.headers.get("location")).toBe("/number-base");
    expectFixedHeaders(alias);
    const immutable = await app.request("/immutable");
    expect(immutable.status).toBe(302);
    expectFixedHeaders(immutable);
    expectFixedHeaders(await app.request("/length/"));
  });

  it("reach the wire through Node's adapter, on its fast path too", async () => {
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ["/length", "/api/units", "/no-such-page"]) {
        const res = await fetch(`${origin}${path}`);
        expectFixedHeaders(res);
        expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'$/);
        await res.arrayBuffer();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("preview hosts", () => {
  it("answers 301 to the canonical origin, path and query kept, whatever the method", async () => {
    const res = await app.request("http://preview.example.dev/length?from=m&to=ft");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://unitpilot.app/length?from=m&to=ft");
    expectFixedHeaders(res);
    const upper = await app.request("http://UNITPILOT.pages.dev:8443/api/convert?page=length");
    expect(upper.headers.get("location")).toBe("https://unitpilot.app/api/convert?page=length");
    const post = await app.request("http://preview.example.dev/api/get-exchange-rates", {
      method: "POST",
      headers: json,
      body: '{"base":"USD"}',
    });
    expect(post.status).toBe(301);
  });

  it("leaves every other host alone", async () => {
    expect((await app.request("http://localhost:3000/length")).status).toBe(200);
    expect((await app.request("http://unitpilot.app/length")).status).toBe(200);
  });
});

describe("methods and bodies", () => {
  it("answers a POST to a page, or any method pages do not serve, with 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await app.request("/length", { method, headers: json, body: "{}" });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(await res.json()).toEqual({ error: `${method} is not supported here; use GET.` });
      expectFixedHeaders(res);
    }
    expect((await app.request("/no-such-page", { method: "POST", body: "x" })).status).toBe(405);
  });

  it("answers methods the POST APIs do not serve with 405", async () => {
    for (const path of [
      "/api/get-exchange-rates",
      "/api/get-crypto-rates",
      "/api/send-contact-email",
    ]) {
      const res = await server.call(path, { method: "PUT", headers: json, body: "{}" });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("POST");
    }
  });

  it("refuses POST bodies that are not JSON with 415", async () => {
    for (const path of [
      "/api/get-exchange-rates",
      "/api/get-crypto-rates",
      "/api/send-contact-email",
    ]) {
      const res = await server.call(path, {
        method: "POST",
        headers: { "Content-Type": "text/plain" },
        body: "{}",
      });
      expect(res.status).toBe(415);
      expect(res.json()).toMatchObject({
        error: expect.stringContaining("application/json"),
      });
    }
  });

  it("refuses POST bodies over 64 KB with 413", async () => {
    const big = JSON.stringify({ base: "USD", pad: "x".repeat(64 * 1024) });
    for (const path of [
      "/api/get-exchange-rates",
      "/api/get-crypto-rates",
      "/api/send-contact-email",
    ]) {
      const res = await server.call(path, { method: "POST", headers: json, body: big });
      expect(res.status).toBe(413);
    }
  });
});
