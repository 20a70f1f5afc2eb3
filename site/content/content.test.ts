import { describe, expect, it } from "vitest";
import { isUnitPage } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import { faqsOf } from "./faq-templates.ts";
import { fill, unitOf } from "./fill.ts";
import { allTexts } from "./text-of.server.ts";
import type { UnitText } from "./types.ts";

const unitTexts = allTexts
  .filter((text): text is UnitText => isUnitPage(text.page))
  .map((text) => [text.page.path, text] as const);

describe("written content of unit converter pages", () => {
  it.each(unitTexts)(
    "%s: every conversion it writes resolves, every unit it tabulates exists",
    (_path, content) => {
      const { category } = offered(content.page.offer);
      const prose = [
        ...content.about,
        ...(content.useCases ?? []),
        ...[...(content.guides ?? []), ...(content.tips ?? [])].flatMap((t) => [
          t.title,
          ...t.content,
        ]),
        ...faqsOf(content).flatMap((f) => [f.question, f.answer]),
      ];
      for (const text of prose) expect(() => fill(text, category)).not.toThrow();
      for (const pair of [...(content.conversions ?? []), ...(content.formulas ?? [])]) {
        expect(() => unitOf(category, pair.from)).not.toThrow();
        expect(() => unitOf(category, pair.to)).not.toThrow();
      }
    },
  );

  it.each(unitTexts)("%s: says something, and asks its questions once each", (_path, content) => {
    expect(content.about.length).toBeGreaterThan(0);
    expect(content.about.join(" ").length).toBeGreaterThan(120);
    const faqs = faqsOf(content);
    expect(faqs.length).toBeGreaterThanOrEqual(2);
    const questions = faqs.map((f) => f.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const faq of faqs) {
      expect(faq.question.trim().endsWith("?")).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(40);
    }
  });
});
