import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQuery } from "../../site/query/answer.ts";
import { queryIndex } from "../../site/query/query-index.ts";
import { toolReadingOf } from "../../site/query/tools/en.ts";
import { worldOf } from "../../site/query/world.ts";
import { CORPUS } from "../../tests/fixtures/query-corpus.ts";
import { listen, type Served } from "../../tests/support/listen.ts";
import { createListener } from "../listener.ts";

let server: Served;
let rateCalls = 0;
beforeAll(async () => {
  server = await listen(
    createListener({
      files: new Map(),
      render: async () => new Response("page", { status: 404 }),
      security: { url: "https://unitpilot.app", analyticsScriptUrl: "" },
      queryRates: async () => {
        rateCalls++;
        return {
          base: "USD",
          rates: { EUR: 0.8 },
          sources: { fiat: { provider: "European Central Bank", date: "2026-11-24" } },
        };
      },
    }),
  );
});
afterAll(() => server.close());

const q = (text: string) => `/api/query?q=${encodeURIComponent(text)}`;

describe("GET /api/query through the server", () => {
  it("answers a question as JSON, open to any origin, cacheable", async () => {
    const reply = await server.call(q("5 ft 3 in to cm"));
    expect(reply.status).toBe(200);
    expect(reply.headers["access-control-allow-origin"]).toBe("*");
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    expect(reply.headers.vary).toContain("Accept-Language");
    expect(reply.json()).toMatchObject({
      query: "5 ft 3 in to cm",
      answer: {
        result: 160.02,
        display: "5 ft 3 in = 160.02 cm",
        path: "/length?v=5.25&from=ft&to=cm",
      },
    });
  });

  it("reads and answers in the language Accept-Language asks for (issue 25)", async () => {
    const german = await server.call(q("wie viele Zentimeter sind 5 Fuß"), {
      headers: { "Accept-Language": "de-DE,de;q=0.9,en;q=0.8" },
    });
    expect(german.headers.vary).toContain("Accept-Language");
    expect(german.json()).toMatchObject({
      answer: {
        from: { code: "ft", label: "Fuß" },
        to: { code: "cm", label: "Zentimeter" },
        result: 152.4,
        display: "5 ft = 152,4 cm",
        // The page to open is the German one; `page` still names it by its English slug.
        path: "/de/laenge?v=5&from=ft&to=cm",
      },
    });
    expect(german.json()).toMatchObject({ answer: { from: { page: "length" } } });
    const spanish = await server.call(q("¿cuántos pies hay en una milla?"), {
      headers: { "Accept-Language": "es-MX" },
    });
    expect(spanish.json()).toMatchObject({ answer: { result: 5280, display: "1 mi = 5280 ft" } });
    const french = await server.call(q("1 mile en km"), { headers: { "Accept-Language": "fr" } });
    expect(french.json()).toMatchObject({ answer: { display: "1 mi = 1,609344 km" } });
    const unknown = await server.call(q("xyzzy"), { headers: { "Accept-Language": "de" } });
    expect(unknown.json()).toMatchObject({
      answer: null,
      message: "Keine Einheit, Währung und kein Umrechner passt zu „xyzzy“.",
    });
    const bare = await server.call(q("3,5 psi"), { headers: { "Accept-Language": "pt-BR" } });
    expect(bare.json()).toMatchObject({
      message:
        "Converter 3,5 psi para quê? Acrescente “para” e uma unidade, ou escolha um conversor.",
    });
    const mismatch = await server.call(q("5 pies a kg"), { headers: { "Accept-Language": "es" } });
    expect(mismatch.json()).toMatchObject({
      message: "Pies (longitud) y kilogramos (peso) no se pueden convertir entre sí.",
    });
    // The same words in English name nothing.
    const english = await server.call(q("wie viele Zentimeter sind 5 Fuß"));
    expect(english.json()).toMatchObject({ answer: null });
  });

  it("answers a tool's question with its standard, not as units (issue 24)", async () => {
    const reply = await server.call(q("US ring size 7 in mm"));
    expect(reply.status).toBe(200);
    expect(reply.json()).toMatchObject({
      answer: null,
      tool: {
        reading: "US & Canada ring size 7",
        display: "US & Canada ring size 7 = 17.3 mm across, 54.2 mm around the inside",
        path: "/ring-size-converter",
      },
      message: expect.stringContaining("(1.4216 + 0.1018 × size) in inner circumference"),
    });
  });

  it("reads an ambiguous comma by the reader's language, and says how it read it", async () => {
    const english = await server.call(q("1,234 m to km"), {
      headers: { "Accept-Language": "en-US" },
    });
    expect(english.json()).toMatchObject({ answer: { value: 1234 } });
    const german = await server.call(q("1,234 m to km"), {
      headers: { "Accept-Language": "de-DE,de;q=0.9" },
    });
    expect(german.json()).toMatchObject({ answer: { value: 1.234 } });
    expect((german.json() as { message: string }).message).toMatch(/1,234/);
  });

  it("asks for rates only for money, and says their date", async () => {
    const before = rateCalls;
    await server.call(q("1 kg to lb"));
    expect(rateCalls).toBe(before);
    const reply = await server.call(q("100 usd to eur"));
    expect(rateCalls).toBe(before + 1);
    expect(reply.headers["cache-control"]).toBe("public, max-age=60");
    expect(reply.json()).toMatchObject({
      answer: { result: 80, display: "100 USD = 80 EUR" },
      message: "Using the reference rates of 2026-11-24.",
    });
  });

  it("answers a calculation with its reading, result, unit and display", async () => {
    const reply = await server.call(q("6 Mbit/s * 1.5 h to GB"));
    expect(reply.status).toBe(200);
    expect(reply.headers["cache-control"]).toBe("public, max-age=300");
    expect(reply.json()).toMatchObject({
      answer: null,
      calculation: {
        reading: "(6 Mbit/s) × (1.5 h) → GB",
        result: 4.05,
        unit: "GB",
        display: "4.05 GB",
      },
    });
    const mismatch = (await server.call(q("5 kg + 3 m"))).json() as Record<string, unknown>;
    expect(mismatch.calculation).toBeUndefined();
    expect(mismatch.message).toBe("5 kg + 3 m: mass and length cannot be added.");
  });

  it("computes money in a calculation at the live rates, asked for once", async () => {
    const before = rateCalls;
    const reply = await server.call(q("100 USD + 50 EUR to EUR"));
    expect(rateCalls).toBe(before + 1);
    expect(reply.headers["cache-control"]).toBe("public, max-age=60");
    expect(reply.json()).toMatchObject({
      calculation: { reading: "(100 USD) + (50 EUR) → EUR", result: 130, unit: "EUR" },
      message: "Rates: 1 USD = 0.8 EUR (the reference rates of 2026-11-24).",
    });
  });

  it("answers nonsense with 200 and no answer, never a 5xx", async () => {
    for (const text of [
      "xyzzy",
      "to to to",
      "1 m to kg",
      "%%%",
      "5 ft 3",
      "🙂 to 🙃",
      "1e999 m to ft",
    ]) {
      const reply = await server.call(q(text));
      expect(reply.status, text).toBe(200);
      expect((reply.json() as { answer: unknown }).answer, text).toBeNull();
    }
  });

  it("answers every phrasing of the corpus as the parser does (corpus.test.ts checks those)", async () => {
    const world = worldOf(queryIndex());
    for (const { q: text } of CORPUS) {
      const reply = await server.call(q(text), { headers: { "Accept-Language": "en" } });
      expect(reply.status, text).toBe(200);
      expect(reply.json(), text).toEqual(
        answerQuery(text, world, { decimal: ".", tools: toolReadingOf }),
      );
    }
  });

  it.each([
    ["/api/query", "Give the question as q"],
    ["/api/query?q=", "q is empty"],
    ["/api/query?q=%20%20", "q is empty"],
    [q("m".repeat(201)), "at most 200"],
  ])("refuses %s with 400 and the reason", async (path, reason) => {
    const reply = await server.call(path);
    expect(reply.status).toBe(400);
    expect(reply.headers["cache-control"]).toBe("no-store");
    expect((reply.json() as { error: string }).error).toContain(reason);
  });
});
