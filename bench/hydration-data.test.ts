import { describe, expect, it } from "vitest";
import { isProse, measureHydration, textTravel, toSection } from "./hydration-data.ts";
import { readHydrationData, readStringLiteral } from "./hydration-payload.ts";

const ANSWER =
  "One meter is 3.28084 feet. The foot is defined as exactly 0.3048 m, a value with endless decimals.";

/** The data as React Router writes it: JSON text in a JS string literal, `<` escaped. */
const enqueue = (data: unknown) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(
    `${JSON.stringify(data)}\n`,
  ).replaceAll("<", "\\u003c")});</script>`;

const CONTEXT = `<script>window.__reactRouterContext = {"basename":"/","ssr":true};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}});</script>`;

const JSON_LD = `<script type="application/ld+json">${JSON.stringify({
  "@type": "FAQPage",
  mainEntity: [{ "@type": "Question", acceptedAnswer: { text: ANSWER } }],
})}</script>`;

/** A page with a FAQ answer on screen; the JSON-LD and the hydration data as given. */
const page = (head: string, data: unknown) =>
  `<!doctype html><html><head>${head}</head><body><h2>How many feet are in a meter?</h2>` +
  `<p>One meter is <strong>3.28084</strong> feet. The foot is defined as exactly 0.3048&nbsp;m, ` +
  `a value with endless decimals.</p>${CONTEXT}${enqueue(data)}` +
  `<script>window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("readStringLiteral", () => {
  it("reads JSON escapes and the JavaScript-only ones", () => {
    const code = String.raw`f("a\"b\u003c\x41\'\u{1F600}\v\0\
c", 1)`;
    const read = readStringLiteral(code, 2);
    expect(read.value).toBe(`a"b<A'😀\v\0c`);
    expect(code.slice(read.end)).toBe(", 1)");
  });

  it("reads single-quoted literals holding double quotes", () => {
    expect(readStringLiteral(`'say "hi"'`, 0).value).toBe('say "hi"');
  });

  it("fails on an unterminated literal rather than guessing", () => {
    expect(() => readStringLiteral(`"abc`, 0)).toThrow(/unterminated/);
  });
});

describe("readHydrationData", () => {
  it("takes the inline classic scripts that refer to __reactRouter, not modules or JSON-LD", () => {
    const html = `${page(JSON_LD, ["x"])}<script type="module">window.__reactRouterRouteModules={}</script><script>other()</script>`;
    const data = readHydrationData(html);
    expect(data.scripts).toBe(3);
    expect(data.source).not.toContain("__reactRouterRouteModules");
  });

  it("joins the chunks before splitting lines, and reads labelled lines and the context", () => {
    const first = JSON.stringify(`[{"a":"split `);
    const second = JSON.stringify(`across chunks"}]\nP1:["later"]\n`);
    const chunk = (literal: string) =>
      `<script>window.__reactRouterContext.streamController.enqueue(${literal})</script>`;
    const html = `<script>window.__reactRouterContext = {"basename":"/base"};</script>${chunk(first)}${chunk(second)}`;
    expect(readHydrationData(html).strings).toEqual(["/base", "split across chunks", "later"]);
  });

  it("fails loudly on a line that is not JSON", () => {
    const html = `<script>window.__reactRouterContext.streamController.enqueue("not json\\n")</script>`;
    expect(() => readHydrationData(html)).toThrow(/not JSON/);
  });
});

describe("where a page's text travels", () => {
  it("counts prose only: 40 characters or more, with a space", () => {
    expect(isProse(ANSWER)).toBe(true);
    expect(isProse("https://unitpilot.app/length-converter/some/long/path")).toBe(false);
    expect(isProse("too short to be prose")).toBe(false);
  });

  it("fails a FAQ answer on screen, in JSON-LD and in the hydration data: three times", () => {
    const travel = textTravel(page(JSON_LD, [{ faq: [{ answer: ANSWER }] }, "code"]));
    expect(travel.prose).toEqual([ANSWER]);
    expect(travel.threeTimes).toEqual([ANSWER]);
    expect(
      toSection([{ path: "/x", type: "t", ...measureHydration(page(JSON_LD, [ANSWER])) }])
        .targets[1]?.met,
    ).toBe(false);
  });

  it("passes a FAQ answer on screen and in JSON-LD only: twice", () => {
    const html = page(JSON_LD, [{ faq: [{ id: "feet-in-meter" }] }]);
    const travel = textTravel(html);
    expect(travel.prose).toEqual([]);
    expect(travel.threeTimes).toEqual([]);
    expect(toSection([{ path: "/x", type: "t", ...measureHydration(html) }]).targets[1]?.met).toBe(
      true,
    );
  });

  it("passes a FAQ answer on screen and in the hydration data, with no JSON-LD: twice", () => {
    const travel = textTravel(page("", [ANSWER]));
    expect(travel.onScreen).toEqual([ANSWER]);
    expect(travel.inJsonLd).toEqual([]);
    expect(travel.threeTimes).toEqual([]);
  });

  it("measures the scripts' bytes as they travel, raw and gzip", () => {
    const measured = measureHydration(page(JSON_LD, [ANSWER]));
    expect(measured.scripts).toBe(3);
    expect(measured.rawBytes).toBeGreaterThan(ANSWER.length);
    expect(measured.gzipBytes).toBeGreaterThan(0);
    expect(measured.gzipBytes).toBeLessThan(measured.rawBytes);
  });
});
