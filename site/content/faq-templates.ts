import { categoryCode, offered } from "../catalog/offers.ts";
import type { UnitPage } from "../catalog/page.ts";
import { unitOf } from "./fill.ts";
import type { Accuracy, Faq, UnitText, UsageExample } from "./types.ts";

/**
 * The two questions every unit page with an `example` and an `accuracy` asks first, written once:
 * a change to the converter's controls, or to how the units are tested, is one edit here. The
 * answers keep `{{…}}` conversions, which the engine fills like any other text of the page.
 */
export function templatedFaqs(text: UnitText): readonly Faq[] {
  if (!text.example) return [];
  return [usage(text.page, text.example), accuracy(text.page, text.accuracy)];
}

/** The page's templated questions, then its own. */
export function faqsOf(text: UnitText): readonly Faq[] {
  return [...templatedFaqs(text), ...text.faqs];
}

/** The converter's name: a pair page's title ("Centimeters to Inches") lacks the word. */
const nameOf = (page: UnitPage) => page.label;

function usage(page: UnitPage, example: UsageExample): Faq {
  const { value, from, to, also = [], context, note } = example;
  const { category, units } = offered(page.offer);
  // The address only applies codes the page offers, spelled its way (converter-address.ts).
  for (const code of [from, to]) {
    if (!units.some((u) => u.code === code)) {
      throw new Error(`${page.path}: the example's '${code}' is not a code the page offers`);
    }
  }
  const unit = (code: string) => unitOf(category, categoryCode(page.offer, code));
  const result = (code: string) =>
    `{{${value} ${categoryCode(page.offer, from)} ${categoryCode(page.offer, code)}}} ${unit(code).symbol}`;
  const said = [
    `${value} ${unit(from).symbol}`,
    context ? `, ${context},` : "",
    ` is ${result(to)}`,
    ...also.map((code) => `, or ${result(code)}`),
    ".",
    note ? ` ${note}` : "",
  ].join("");
  return {
    question: `How do I use the ${nameOf(page)}?`,
    answer: `Type a value in either field and choose the units; the other field shows the converted value as you type. The swap button exchanges the units, Copy result copies the number, and the page address (?v=${value}&from=${from}&to=${to}) keeps the conversion to share. Example: ${said}`,
  };
}

function accuracy(page: UnitPage, { verdict = "Yes.", definitions, caveat }: Accuracy): Faq {
  return {
    question: `Is this ${nameOf(page)} accurate?`,
    answer: [
      verdict,
      definitions,
      "Automated tests check every factor against GNU units.",
      ...(caveat ? [caveat] : []),
    ].join(" "),
  };
}
