import { categoryCode, offered } from "../catalog/offers.ts";
import type { UnitPage } from "../catalog/page.ts";
import type { UnitTranslation } from "../i18n/content/types.ts";
import { inSentence, type Language } from "../i18n/languages.ts";
import { spellNumbers } from "../i18n/numbers.ts";
import { pageWords } from "../i18n/page-words.ts";
import { translator } from "../i18n/text/index.ts";
import { unitOf } from "./fill.ts";
import type { Accuracy, Faq, UnitText, UsageExample } from "./types.ts";

/**
 * The two questions every unit page with an `example` and an `accuracy` asks first, written once
 * per language (site/i18n/text/): a change to the converter's controls, or to how the units are
 * tested, is one edit there. The answers keep `{{…}}` conversions, which the engine fills like any
 * other text of the page. `words` are the text's words in `language` (the English text's own, or
 * its translation: site/i18n/content/).
 */
export function templatedFaqs(
  text: UnitText,
  language: Language = "en",
  words: UnitTranslation = text,
): readonly Faq[] {
  if (!text.example) return [];
  const { accuracy = text.accuracy } = words;
  return [
    usageFaq(text.page, { ...text.example, ...words.example }, language),
    accuracyFaq(text.page, accuracy, language),
  ];
}

/** The page's templated questions, then its own. */
export function faqsOf(
  text: UnitText,
  language: Language = "en",
  words: UnitTranslation = text,
): readonly Faq[] {
  return [...templatedFaqs(text, language, words), ...words.faqs];
}

/** The converter as a sentence names it: "Length Converter", "conversor de longitud". */
const nameOf = (page: UnitPage, language: Language) =>
  inSentence(pageWords(page, language).label, language);

function usageFaq(page: UnitPage, example: UsageExample, language: Language): Faq {
  const t = translator(language);
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
    t("faq.example", {
      value: `${spellNumbers(String(value), language)} ${unit(from).symbol}`,
      context: context ? t("faq.example-context", { context }) : "",
      result: result(to),
    }),
    ...also.map((code) => t("faq.example-or", { result: result(code) })),
    ".",
    note ? ` ${note}` : "",
  ].join("");
  return {
    question: t("faq.usage-question", { name: nameOf(page, language) }),
    answer: t("faq.usage-answer", { address: `?v=${value}&from=${from}&to=${to}`, example: said }),
  };
}

function accuracyFaq(
  page: UnitPage,
  { verdict, definitions, caveat }: Accuracy,
  language: Language,
): Faq {
  const t = translator(language);
  return {
    question: t("faq.accuracy-question", { name: nameOf(page, language) }),
    answer: [
      verdict ?? t("faq.yes"),
      definitions,
      t("faq.tested"),
      ...(caveat ? [caveat] : []),
    ].join(" "),
  };
}
