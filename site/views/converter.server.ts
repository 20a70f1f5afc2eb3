import { convert } from "../../engine/convert.ts";
import { formatSignificant } from "../../engine/format.ts";
import type { Category, Unit } from "../../engine/types.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import { pairsOf, reverseOf } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import type { CategoryPage, PairPage, UnitPage } from "../catalog/page.ts";
import { shown } from "../content/fill.ts";
import { renderContent } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
import { pathIn } from "../i18n/addresses.ts";
import { inSentence, type Language } from "../i18n/languages.ts";
import { spellNumbers } from "../i18n/numbers.ts";
import { pageWords, quantityName, unitLabel } from "../i18n/page-words.ts";
import { translator } from "../i18n/text/index.ts";
import { unitNotes } from "../i18n/unit-notes/index.ts";
import { type Grouped, groupUnits, type UnitOption, unitOptionText } from "../units/options.ts";
import { unitSearchWords } from "../units/search.ts";
import { converterData } from "./converter-data.server.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";
import type { ConverterData, LinkCard, RelatedLinks, UnitTable } from "./types.ts";

/**
 * Everything a unit converter page shows (docs/spec/units.md §2.3–2.5, 2.8), computed from the
 * catalogs.
 */
export interface ConverterView extends PageFrame {
  readonly screen: "converter";
  readonly converter: ConverterData;
  /** The unit pickers' options, rendered on the server only. */
  readonly options: readonly Grouped<UnitOption>[];
  /** Pair pages: the reverse, the category and a few more pairs. */
  readonly related?: RelatedLinks;
  /** Category pages: 'Popular <X> Conversions', the pair pages of the category. */
  readonly popular: readonly LinkCard[];
  readonly content: RenderedContent;
  readonly units: UnitTable;
}

/**
 * A unit as a page in `language` names it: its label, and what else finds it in the picker's
 * filter (another language's label and plural, and the English names people also type), and its
 * note; its list heading is its group's name in that language.
 */
export function unitIn(language: Language, category: Category) {
  const notes = unitNotes(language);
  return (unit: Unit): Unit => {
    if (language === "en") return unit;
    const [label, plural] = unitLabel(language, category, unit);
    const note = unit.note && notes?.notes[`${category.id}:${unit.code}`];
    const group = unit.group && notes?.groups[unit.group];
    const { note: _note, group: _group, ...rest } = unit;
    return {
      ...rest,
      label,
      terms: [plural, unit.label, ...(unit.terms ?? [])],
      ...(note ? { note } : {}),
      ...(group ? { group } : {}),
    };
  };
}

/** The unit pickers' options: each unit's text and the words the filter finds it by. */
function unitOptions(page: UnitPage, language: Language): Grouped<UnitOption>[] {
  const { category, units } = offered(page.offer);
  const named = unitIn(language, category);
  const listed = units.map(({ code, unit }) => ({ code, unit: named(unit) }));
  return groupUnits(listed).map(({ label, items }) => ({
    label,
    items: items.map(({ code, unit }) => ({
      code,
      text: unitOptionText(unit),
      words: unitSearchWords({ ...unit, code }),
    })),
  }));
}

/** A pair page as a link: its title and what one of its unit is worth. */
function pairCard(language: Language) {
  return (pair: PairPage): LinkCard => {
    const { category, from, to } = offered(pair.offer);
    const value = spellNumbers(shown(category, 1, from.unit.code, to.unit.code), language);
    return {
      title: pageWords(pair, language).title,
      description: `1 ${from.unit.symbol} = ${value} ${to.unit.symbol}`,
      url: pathIn(pair, language) ?? pair.path,
    };
  };
}

function relatedPanel(page: PairPage, language: Language): RelatedLinks {
  const reverse = reverseOf(page);
  if (!reverse) throw new Error(`${page.path} lacks its reverse page`);
  const { category } = offered(page.offer);
  const others = pairsOf(page.categoryPage).filter((p) => p !== page && p !== reverse);
  const t = translator(language);
  const quantity = quantityName(language, category);
  return {
    reverse: pairCard(language)(reverse),
    category: {
      title:
        language === "en"
          ? `More ${category.name} Conversions`
          : t("converter.more", { quantity: inSentence(quantity, language) }),
      description: t("converter.explore", {
        quantity: language === "en" ? category.name.toLowerCase() : inSentence(quantity, language),
      }),
      url: pathIn(page.categoryPage, language) ?? page.categoryPage.path,
    },
    alsoNeed: others.slice(0, 4).map(pairCard(language)),
  };
}

/** The units a page offers, each with its exact size in the base unit, for the page text. */
function unitTable(page: UnitPage, language: Language): UnitTable {
  const { category, units } = offered(page.offer);
  const base = findUnit(category, category.base);
  if (!base) throw new Error(`Category '${category.id}' lacks its base unit`);
  const named = unitIn(language, category);
  return {
    quantity: language === "en" ? category.name : quantityName(language, category),
    base: { label: named(base).label, symbol: base.symbol },
    rows: units.map(({ code, unit }) => {
      const { label, note } = named(unit);
      return {
        code,
        label,
        symbol: unit.symbol,
        inBase: spellNumbers(formatSignificant(convert(1, unit, base)), language),
        ...(note ? { note } : {}),
      };
    }),
  };
}

const isCategory = (page: UnitPage): page is CategoryPage => page.kind === "category";

export const converterView = perPage((page: UnitPage, language): ConverterView => {
  return {
    screen: "converter",
    ...frameOf(page, language),
    converter: converterData(page, language),
    options: unitOptions(page, language),
    ...(isCategory(page) ? {} : { related: relatedPanel(page, language) }),
    popular: isCategory(page) ? pairsOf(page).map(pairCard(language)) : [],
    content: renderContent(textOf(page), language),
    units: unitTable(page, language),
  };
});
