import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { convertOnNode } from "./convert-on-node.ts";

const security = { url: "https://unitpilot.app", analyticsScriptUrl: "" };
const previewHosts = new Set(["preview.example.dev"]);

async function listen(listener: RequestListener) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hono = getRequestListener(
  createApp({
    files: new Map(),
    render: async () => new Response("page", { status: 404 }),
    previewHosts,
    security,
  }).fetch,
);
const fast = convertOnNode({ previewHosts, security });
let answered = 0;
let servers: Awaited<ReturnType<typeof listen>>[] = [];

beforeAll(async () => {
  servers = [
    await listen(hono),
    await listen((req, res) => {
      if (fast(req, res)) answered++;
      else hono(req, res);
    }),
  ];
});
afterAll(() => Promise.all(servers.map((s) => s.close())));

/** What a client sees of an answer, less what Node writes on every response. */
async function seen(origin: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${origin}${path}`, init);
  const headers = [...res.headers].filter(([name]) => !["date", "keep-alive"].includes(name));
  return { status: res.status, headers, body: await res.text() };
}

describe("GET /api/convert answered on Node ahead of Hono", () => {
  it.each([
    ["/api/convert?page=length&from=km&to=mi&value=2"],
    ["/api/convert?page=temperature&from=c&to=f&value=-40"],
    ["/api/convert?page=number-base&from=hex&to=bin&value=ff"],
    ["/api/convert?page=length&from=km&to=mi&value=1%2C234.5"],
    ["/api/convert?page=length&from=km&to=mi&value=1+000"],
    ["/api/convert?page=length&from=km&from=m&to=mi&value=2"],
    ["/api/convert?page=length&from=km&to=mi&value=two"],
    ["/api/convert?page=length&from=constructor&to=mi&value=2"],
    ["/api/convert?page=%E0%A4%A&from=km&to=mi&value=2"],
    ["/api/convert"],
    ["/api/convert?"],
  ])("%s: the very answer of the Hono route", async (path) => {
    const before = answered;
    const [viaHono, onNode] = await Promise.all(servers.map((s) => seen(s.origin, path)));
    expect(onNode).toEqual(viaHono);
    expect(answered).toBe(before + 1);
  });

  it("answers HEAD as Hono does: the headers, no body", async () => {
    const path = "/api/convert?page=length&from=km&to=mi&value=2";
    const [viaHono, onNode] = await Promise.all(
      servers.map((s) => seen(s.origin, path, { method: "HEAD" })),
    );
    expect(onNode).toEqual(viaHono);
    expect(onNode?.body).toBe("");
  });

  it("leaves other methods, other paths and preview hosts to Hono", async () => {
    const before = answered;
    const [origin] = servers.slice(1).map((s) => s.origin);
    expect((await fetch(`${origin}/api/convert`, { method: "POST" })).status).toBe(405);
    expect((await fetch(`${origin}/api/convert/?page=length`, { redirect: "manual" })).status).toBe(
      301,
    );
    expect((await fetch(`${origin}/api/units`)).status).toBe(200);
    expect(answered).toBe(before);
  });
});
