import { describe, expect, it } from "vitest";
import { pages } from "../catalog/catalog.ts";
import type { Page, PageKind } from "../catalog/page.ts";
import { allTexts, textOf } from "./text-of.server.ts";

/** The kinds whose pages show no text of site/content/ (static pages: their route's JSX). */
const WITHOUT_TEXT = new Set<PageKind>(["home", "static", "sitemap-xml"]);

const documents = pages.map((page) => [page.path, page] as const);

/** The entry whose text a page shows: its own, or the one a twin points to. */
const canonicalOf = (page: Page) => pages.find((p) => p.path === (page.canonical ?? page.path));

describe("the text of every page of the catalog", () => {
  it.each(documents)("%s has the text its kind needs, and that page's", (_path, page) => {
    if (WITHOUT_TEXT.has(page.kind)) {
      expect(textOf(page)).toBeUndefined();
      return;
    }
    const text = textOf(page);
    expect(text).toBeDefined();
    expect(text?.page).toBe(canonicalOf(page));
  });

  it("is written once for each page, and only for pages of the catalog", () => {
    const written = allTexts.map((t) => t.page);
    const twice = written.filter((page, i) => written.indexOf(page) !== i).map((p) => p.path);
    expect(twice).toEqual([]);
    const orphans = written.filter((page) => !pages.includes(page)).map((p) => p.path);
    expect(orphans).toEqual([]);
    // A twin shows its canonical page's text: one written for the twin would never be read.
    expect(written.filter((p) => p.canonical !== undefined).map((p) => p.path)).toEqual([]);
  });

  it("is found from its page: no text is unreachable", () => {
    for (const text of allTexts) expect(textOf(text.page)).toBe(text);
  });
});
