import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type Served } from "../../tests/support/listen.ts";
import { createListener } from "../listener.ts";

let server: Served;
beforeAll(async () => {
  server = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      security: { url: "https://unitpilot.app", analyticsScriptUrl: "" },
    }),
  );
});
afterAll(() => server.close());

describe("GET /api/convert through the server", () => {
  it("answers a conversion as JSON, open to any origin, cacheable for five minutes", async () => {
    const reply = await server.call("/api/convert?page=length&from=km&to=mi&value=2");
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/json");
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    expect(reply.text).toBe(
      '{"page":"length","from":"km","to":"mi","value":2,"result":1.24274238447467,"display":"1.242742"}',
    );
  });

  it("answers bad input with 400 and the reason, open to any origin, never cached", async () => {
    const reply = await server.call("/api/convert?page=length&from=km&to=mi&value=two");
    expect(reply.status).toBe(400);
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect(reply.json()).toEqual({ error: "The value 'two' is not a number." });
  });

  it("reads an ambiguous value by Accept-Language, and tells caches the answer varies with it", async () => {
    const path = "/api/convert?page=length&from=km&to=mi&value=1%2C234";
    const german = await server.call(path, { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(german.status).toBe(200);
    expect(german.headers.vary).toBe("Accept-Language");
    expect(german.headers["cache-control"]).toBe("public, max-age=300");
    expect(german.json()).toMatchObject({
      value: 1.234,
      note: "Read 1,234 as 1.234 (comma as decimal mark)",
    });
    const english = await server.call(path, { headers: { "Accept-Language": "en-GB" } });
    expect(english.headers.vary).toBe("Accept-Language");
    expect(english.json()).toMatchObject({ value: 1234 });
    const plain = await server.call("/api/convert?page=length&from=km&to=mi&value=1%2C5", {
      headers: { "Accept-Language": "de" },
    });
    expect(plain.json()).toMatchObject({ value: 1.5 });
    expect(plain.headers.vary).toBeUndefined();
  });

  // The query is read as Hono reads one (c.req.query()), as it was when Hono answered the route.
  it.each([
    ["the first of repeated names", "page=length&from=km&from=m&to=mi&value=2", { from: "km" }],
    ["percent-escapes", "page=length&from=km&to=mi&value=1%2C234.5", { value: 1234.5 }],
    ["a fragment left out", "page=length&from=km&to=mi&value=2#x", { value: 2 }],
    [
      "`+` as a space, grouping thousands",
      "page=length&from=km&to=mi&value=1+000",
      { value: 1000 },
    ],
    ["a decimal comma", "page=length&from=km&to=mi&value=1%2C5", { value: 1.5 }],
  ])("reads %s", async (_, query, expected) => {
    const reply = await server.call(`/api/convert?${query}`);
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject(expected);
  });

  it.each([
    // `+` is a space, as in a form's query.
    ["/api/convert?page=length&from=km&to=mi&value=1+00", "The value '1 00' is not a number."],
    ["/api/convert", "Missing parameters: page, from, to, value."],
    ["/api/convert?", "Missing parameters: page, from, to, value."],
    ["/api/convert?page=length&from=km&to=mi", "Missing parameter: value."],
    [
      "/api/convert?page=%E0%A4%A&from=km&to=mi&value=2",
      "Unknown page '%E0%A4%A'. GET /api/units lists the pages and their units.",
    ],
    [
      "/api/convert?page=length&from=constructor&to=mi&value=2",
      "Unknown unit 'constructor' on page 'length'. GET /api/units lists its units.",
    ],
  ])("%s: 400, %s", async (path, error) => {
    const reply = await server.call(path);
    expect(reply.status).toBe(400);
    expect(reply.json()).toEqual({ error });
  });
});
