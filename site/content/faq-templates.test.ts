import { describe, expect, it } from "vitest";
import { isUnitPage } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import { addressParts, appliedAddress } from "../views/converter-address.ts";
import { converterData } from "../views/converter-data.server.ts";
import { templatedFaqs } from "./faq-templates.ts";
import { fill } from "./fill.ts";
import { renderContent } from "./render.server.ts";
import { allTexts } from "./text-of.server.ts";
import type { UnitText } from "./types.ts";

const unitTexts = allTexts.filter((text): text is UnitText => isUnitPage(text.page));
const templated = unitTexts
  .filter((text) => text.example !== undefined)
  .map((text) => [text.page.path, text] as const);

const USAGE = /^How do I use the .+\?$/;
const ACCURACY = /^Is this .+ accurate\?$/;

describe("the questions every unit page with an example asks", () => {
  it("read the page's name, its worked example and the facts it states", () => {
    const velocity = unitTexts.find((t) => t.page.path === "/velocity-angular");
    if (!velocity) throw new Error("no text for /velocity-angular");
    const { category } = offered(velocity.page.offer);
    const [usage, accuracy] = templatedFaqs(velocity).map((f) => ({
      question: f.question,
      answer: fill(f.answer, category),
    }));
    expect(usage).toEqual({
      question: "How do I use the Angular Velocity Converter?",
      answer:
        "Type a value in either field and choose the units; the other field shows the converted value as you type. The swap button exchanges the units, Copy result copies the number, and the page address (?v=3000&from=rev_min&to=rad_s) keeps the conversion to share. Example: 3000 rpm is 314.159265 rad/s.",
    });
    expect(accuracy).toEqual({
      question: "Is this Angular Velocity Converter accurate?",
      answer:
        "Yes. Every unit is defined by its exact size in rad/s: 1 °/s = π/180 rad/s, 1 rev/s = 2π rad/s and 1 rpm = 2π/60 rad/s, with no rounded constants. Automated tests check every factor against GNU units. Results are rounded only for display, to 6 decimals, and very small or large results appear in scientific notation.",
    });
  });

  it("come first on the rendered page, before the page's own", () => {
    const torque = unitTexts.find((t) => t.page.path === "/torque");
    if (!torque) throw new Error("no text for /torque");
    const questions = renderContent(torque).faqs.map((f) => f.question);
    expect(questions.slice(0, 2)).toEqual([
      "How do I use the Torque Converter?",
      "Is this Torque Converter accurate?",
    ]);
    expect(questions.slice(2)).toEqual(torque.faqs.map((f) => f.question));
  });

  it.each(templated)("%s: its page address opens the example's conversion", (_path, text) => {
    const [usage] = templatedFaqs(text);
    const query = usage?.answer.match(/\(\?(v=[^)]*)\)/)?.[1];
    expect(query).toBeDefined();
    const applied = appliedAddress(
      addressParts(new URLSearchParams(query)),
      converterData(text.page),
    );
    expect(applied).toEqual({
      value: String(text.example?.value),
      from: text.example?.from,
      to: text.example?.to,
    });
  });

  it("are never written by hand: a page asks them through its example and accuracy", () => {
    const copies = unitTexts.flatMap((text) =>
      text.faqs
        .filter((f) => USAGE.test(f.question) || ACCURACY.test(f.question))
        .map((f) => `${text.page.path}: ${f.question}`),
    );
    expect(copies).toEqual([]);
  });

  it("are asked only by pages with an example", () => {
    const plain = unitTexts.find((t) => t.example === undefined);
    if (!plain) throw new Error("every unit text has an example");
    expect(templatedFaqs(plain)).toEqual([]);
  });
});
