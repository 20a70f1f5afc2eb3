import { describe, expect, it } from "vitest";
import { pageAt, slugOf, unitPages } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import { fill, unitOf } from "./fill.ts";
import { contentBySlug, contentEntryCount } from "./registry.server.ts";

function categoryOf(slug: string) {
  const page = pageAt(`/${slug}`);
  if (!page || !("offer" in page)) throw new Error(`no unit page /${slug}`);
  return offered(page.offer).category;
}

const texts = [...contentBySlug].map(([slug, content]) => [slug, content] as const);

describe("written content of converter pages", () => {
  it("exists for every unit converter page, once, and for no other slug", () => {
    expect(contentEntryCount).toBe(contentBySlug.size);
    const pages = unitPages.map(slugOf).sort();
    expect([...contentBySlug.keys()].filter((s) => !pages.includes(s))).toEqual([]);
    expect(pages.filter((s) => !contentBySlug.has(s))).toEqual([]);
  });

  it.each(texts)(
    "%s: every conversion it writes resolves, every unit it tabulates exists",
    (slug, content) => {
      const category = categoryOf(slug);
      const prose = [
        ...content.about,
        ...(content.useCases ?? []),
        ...[...(content.guides ?? []), ...(content.tips ?? [])].flatMap((t) => [
          t.title,
          ...t.content,
        ]),
        ...content.faqs.flatMap((f) => [f.question, f.answer]),
      ];
      for (const text of prose) expect(() => fill(text, category)).not.toThrow();
      for (const pair of [...(content.conversions ?? []), ...(content.formulas ?? [])]) {
        expect(() => unitOf(category, pair.from)).not.toThrow();
        expect(() => unitOf(category, pair.to)).not.toThrow();
      }
    },
  );

  it.each(texts)("%s: says something, and asks its questions once each", (_slug, content) => {
    expect(content.about.length).toBeGreaterThan(0);
    expect(content.about.join(" ").length).toBeGreaterThan(120);
    expect(content.faqs.length).toBeGreaterThanOrEqual(2);
    const questions = content.faqs.map((f) => f.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const faq of content.faqs) {
      expect(faq.question.trim().endsWith("?")).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(40);
    }
  });
});
