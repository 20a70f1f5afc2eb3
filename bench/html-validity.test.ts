import { describe, expect, it } from "vitest";
import {
  errorsByDocument,
  pagePathOf,
  parseVnuOutput,
  toSection,
  type VnuMessage,
} from "./html-validity.ts";

const BUILD = "/srv/build/client";

describe("reading vnu.jar's report", () => {
  it("finds the JSON after lines the JVM wrote first", () => {
    const stderr = `Picked up JAVA_TOOL_OPTIONS: -Xss1m\n{"version":"26.9.27","messages":[{"type":"error","message":"x"}]}\n`;
    expect(parseVnuOutput(stderr)).toEqual([{ type: "error", message: "x" }]);
  });

  it("fails when there is no report", () => {
    expect(() => parseVnuOutput("Error: Unable to access jarfile")).toThrow(/no JSON report/);
  });

  it("names pages by the URL path they answer", () => {
    expect(pagePathOf(BUILD, `${BUILD}/index.html`)).toBe("/");
    expect(pagePathOf(BUILD, `${BUILD}/length/index.html`)).toBe("/length");
    expect(pagePathOf(BUILD, `${BUILD}/offline.html`)).toBe("/offline.html");
  });
});

describe("errors by document", () => {
  const pages = new Map([
    [`${BUILD}/index.html`, "/"],
    [`${BUILD}/sitemap/index.html`, "/sitemap"],
  ]);
  const message = (url: string, text: string, type = "error"): VnuMessage => ({
    type,
    url,
    message: text,
    lastLine: 1,
    firstColumn: 7,
  });
  const messages = [
    message(`file:${BUILD}/sitemap/index.html`, "CSS: Unrecognized at-rule “@property”"),
    message(`file:${BUILD}/sitemap/index.html`, "Bad value “a b” for attribute “id”."),
    message(`file:${BUILD}/index.html`, "Consider adding a “lang” attribute.", "info"),
    message(`file:${BUILD}/sitemap/index.html`, "Bad value “c d” for attribute “id”."),
  ];

  it("counts errors per page, every page listed, CSS and info messages left out", () => {
    const { documents, cssIgnored } = errorsByDocument(messages, pages);
    expect(cssIgnored).toBe(1);
    expect(documents).toEqual([
      { page: "/", errors: [] },
      {
        page: "/sitemap",
        errors: [
          { at: "1:7", message: "Bad value “a b” for attribute “id”." },
          { at: "1:7", message: "Bad value “c d” for attribute “id”." },
        ],
      },
    ]);
  });

  it("misses the target on any error, and lists each distinct error with its pages", () => {
    const { documents, cssIgnored } = errorsByDocument(messages, pages);
    const section = toSection(documents, { cssIgnored, seconds: 1 });
    expect(section.targets[0]?.met).toBe(false);
    expect(section.targets[0]?.detail).toBe("2 errors on 1 of 2 documents: /sitemap 2");
    expect(section.notes).toContain("  Bad value “a b” for attribute “id”. (on /sitemap)");
    expect(section.rows.map((r) => r.page)).toEqual(["/sitemap", "the other 1 page"]);
  });

  it("meets the target when only CSS messages remain", () => {
    const { documents, cssIgnored } = errorsByDocument(messages.slice(0, 1), pages);
    expect(toSection(documents, { cssIgnored, seconds: 1 }).targets[0]?.met).toBe(true);
  });
});
