import { afterEach, describe, expect, it } from "vitest";
import { closeTestDatabases, ENGINES } from "../tests/support/engines.ts";
import { createApp } from "./app.ts";

afterEach(closeTestDatabases);

describe.each(ENGINES)("GET /healthz on $engine", ({ open }) => {
  const appOn = (ping: () => Promise<boolean>) =>
    createApp({
      files: new Map(),
      render: async () => new Response("Not found", { status: 404 }),
      health: ping,
      previewHosts: new Set(["preview.example.dev"]),
    });

  it("answers 200 while the database answers, uncached, on any host", async () => {
    const sql = await open();
    const app = appOn(() => sql.ping());
    for (const host of ["unitpilot.app", "preview.example.dev"]) {
      const response = await app.request("/healthz", { headers: { Host: host } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok" });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 503 once the database does not", async () => {
    const sql = await open();
    const app = appOn(() => sql.ping());
    await sql.close();
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "the database does not answer" });
  });
});
