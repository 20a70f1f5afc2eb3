import type { Category } from "../../engine/types.ts";
import { categoryCode, offered } from "../catalog/offers.ts";
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

/** Plural-free unit names for titles: "Meter to Foot" reads as a relation between units. */
function pairTitle(category: Category, from: string, to: string): string {
  return `${unitOf(category, from).label} to ${unitOf(category, to).label}`;
}

function rows(category: Category, groups: readonly ConversionRows[]) {
  return groups.flatMap(({ from, to, values }) =>
    values.map((value) => ({
      from: `${value} ${unitOf(category, from).symbol}`,
      to: unitOf(category, to).label,
      result: `${shown(category, value, from, to)} ${unitOf(category, to).symbol}`,
    })),
  );
}

function formulas(category: Category, pairs: readonly FormulaPair[]) {
  return pairs.map(({ from, to, example }) => ({
    title: pairTitle(category, from, to),
    formula: formula(unitOf(category, from), unitOf(category, to)),
    example: `${example} ${unitOf(category, from).symbol} = ${shown(category, example, from, to)} ${unitOf(category, to).symbol}`,
  }));
}

function texts(category: Category, list: readonly TitledText[] | undefined): RenderedText[] {
  return (list ?? []).map((t) => ({
    title: fill(t.title, category),
    content: t.content.map((c) => fill(c, category)),
  }));
}

/**
 * A unit page's text with every conversion computed by the engine (docs/spec/units.md §2.9) and
 * its templated questions first. Pages whose text lists no table or formula get their default
 * pair's, so every page has both.
 */
export function renderContent(content: UnitText): RenderedContent {
  const { offer, category } = offered(content.page.offer);
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
    about: content.about.map((p) => fill(p, category)),
    table: rows(
      category,
      tables.map((t) => ({ ...t, from: code(t.from), to: code(t.to) })),
    ),
    formulas: formulas(
      category,
      pairs.map((p) => ({ ...p, from: code(p.from), to: code(p.to) })),
    ),
    useCases: (content.useCases ?? []).map((u) => fill(u, category)),
    guides: texts(category, content.guides),
    tips: texts(category, content.tips),
    faqs: faqsOf(content).map((f) => ({
      question: fill(f.question, category),
      answer: fill(f.answer, category),
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
