import type { Category, Unit } from "../../engine/types.ts";
import { categoryCode, offered } from "../catalog/offers.ts";
import { translationOf } from "../i18n/content/index.ts";
import type { UnitTranslation } from "../i18n/content/types.ts";
import { inSentence, type Language } from "../i18n/languages.ts";
import { spellNumbers } from "../i18n/numbers.ts";
import { unitLabel } from "../i18n/page-words.ts";
import { translator } from "../i18n/text/index.ts";
import { faqsOf } from "./faq-templates.ts";
import { fill, shown, unitOf } from "./fill.ts";
import { formula } from "./formula.ts";
import type { RenderedContent, RenderedText } from "./rendered.ts";
import type {
  ConversionRows,
  ConverterContent,
  FormulaPair,
  TitledText,
  UnitText,
} from "./types.ts";

const DEFAULT_VALUES = [1, 2, 5, 10, 20, 50, 100];

/** How a page in one language writes units and numbers. */
interface Writer {
  readonly language: Language;
  readonly category: Category;
  readonly unit: (code: string) => Unit;
  /** The unit's name as a list or heading writes it: "Meter", "Metro". */
  readonly label: (code: string) => string;
  /** The engine's display of a conversion, in the language's marks. */
  readonly shown: (value: number, from: string, to: string) => string;
  readonly number: (text: string) => string;
}

function writerOf(category: Category, language: Language): Writer {
  const unit = (code: string) => unitOf(category, code);
  return {
    language,
    category,
    unit,
    label: (code) =>
      language === "en" ? unit(code).label : unitLabel(language, category, unit(code))[0],
    shown: (value, from, to) => spellNumbers(shown(category, value, from, to), language),
    number: (text) => spellNumbers(text, language),
  };
}

function rows(w: Writer, groups: readonly ConversionRows[]) {
  return groups.flatMap(({ from, to, values }) =>
    values.map((value) => ({
      from: `${w.number(String(value))} ${w.unit(from).symbol}`,
      to: w.label(to),
      result: `${w.shown(value, from, to)} ${w.unit(to).symbol}`,
    })),
  );
}

function formulas(w: Writer, pairs: readonly FormulaPair[]) {
  const t = translator(w.language);
  return pairs.map(({ from, to, example }) => ({
    // Plural-free unit names: "Meter to Foot" reads as a relation between units.
    title: t("content.formula-title", {
      from: w.label(from),
      to: w.language === "en" ? w.label(to) : inSentence(w.label(to), w.language),
    }),
    formula: w.number(formula(w.unit(from), w.unit(to))),
    example: `${w.number(String(example))} ${w.unit(from).symbol} = ${w.shown(example, from, to)} ${w.unit(to).symbol}`,
  }));
}

function texts(w: Writer, list: readonly TitledText[] | undefined): RenderedText[] {
  return (list ?? []).map((t) => ({
    title: fill(t.title, w.category, w.language),
    content: t.content.map((c) => fill(c, w.category, w.language)),
  }));
}

/**
 * A unit page's text in a language with every conversion computed by the engine (docs/spec/units.md
 * §2.9) and its templated questions first. Pages whose text lists no table or formula get their
 * default pair's, so every page has both. Another language's words are the text's translation
 * (site/i18n/content/); its tables and formulas are the English text's, in that language's names
 * and number marks.
 */
export function renderContent(content: UnitText, language: Language = "en"): RenderedContent {
  const { offer, category } = offered(content.page.offer);
  const words: UnitTranslation =
    language === "en" ? content : translationOf(content.page, language);
  const w = writerOf(category, language);
  const filled = (text: string) => fill(text, category, language);
  // Codes in tables are the page's own; the category's names for them (pica is `pica` there).
  const code = (c: string) => categoryCode(offer, c);
  const from = code(offer.from);
  const to = code(offer.to);
  const tables = content.conversions ?? [{ from, to, values: DEFAULT_VALUES }];
  const pairs = content.formulas ?? [
    { from, to, example: 10 },
    { from: to, to: from, example: 10 },
  ];
  return {
    about: words.about.map(filled),
    table: rows(
      w,
      tables.map((t) => ({ ...t, from: code(t.from), to: code(t.to) })),
    ),
    formulas: formulas(
      w,
      pairs.map((p) => ({ ...p, from: code(p.from), to: code(p.to) })),
    ),
    useCases: (words.useCases ?? []).map(filled),
    guides: texts(w, words.guides),
    tips: texts(w, words.tips),
    faqs: faqsOf(content, language, words).map((f) => ({
      question: filled(f.question),
      answer: filled(f.answer),
    })),
  };
}

/** Content of a page that converts no units (text case, number bases): its text as written. */
export function renderPlain(content: ConverterContent): RenderedContent {
  const plain = (t: TitledText) => ({ title: t.title, content: [...t.content] });
  return {
    about: content.about,
    table: [],
    formulas: [],
    useCases: content.useCases ?? [],
    guides: (content.guides ?? []).map(plain),
    tips: (content.tips ?? []).map(plain),
    faqs: content.faqs,
  };
}
