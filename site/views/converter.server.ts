import { convert } from "../../engine/convert.ts";
import { formatSignificant } from "../../engine/format.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import { pairsOf, reverseOf } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import type { CategoryPage, PairPage, UnitPage } from "../catalog/page.ts";
import { shown } from "../content/fill.ts";
import { renderContent } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
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

/** The unit pickers' options: each unit's text and the words the filter finds it by. */
function unitOptions(page: UnitPage): Grouped<UnitOption>[] {
  return groupUnits(offered(page.offer).units).map(({ label, items }) => ({
    label,
    items: items.map(({ code, unit }) => ({
      code,
      text: unitOptionText(unit),
      words: unitSearchWords({ ...unit, code }),
    })),
  }));
}

/** A pair page as a link: its title and what one of its unit is worth. */
function pairCard(pair: PairPage): LinkCard {
  const { category, from, to } = offered(pair.offer);
  return {
    title: pair.title,
    description: `1 ${from.unit.symbol} = ${shown(category, 1, from.unit.code, to.unit.code)} ${to.unit.symbol}`,
    url: pair.path,
  };
}

function relatedPanel(page: PairPage): RelatedLinks {
  const reverse = reverseOf(page);
  if (!reverse) throw new Error(`${page.path} lacks its reverse page`);
  const { category } = offered(page.offer);
  const others = pairsOf(page.categoryPage).filter((p) => p !== page && p !== reverse);
  return {
    reverse: pairCard(reverse),
    category: {
      title: `More ${category.name} Conversions`,
      description: `Explore all ${category.name.toLowerCase()} conversion tools`,
      url: page.categoryPage.path,
    },
    alsoNeed: others.slice(0, 4).map(pairCard),
  };
}

/** The units a page offers, each with its exact size in the base unit, for the page text. */
function unitTable(page: UnitPage): UnitTable {
  const { category, units } = offered(page.offer);
  const base = findUnit(category, category.base);
  if (!base) throw new Error(`Category '${category.id}' lacks its base unit`);
  return {
    quantity: category.name,
    base: { label: base.label, symbol: base.symbol },
    rows: units.map(({ code, unit }) => ({
      code,
      label: unit.label,
      symbol: unit.symbol,
      inBase: formatSignificant(convert(1, unit, base)),
      ...(unit.note ? { note: unit.note } : {}),
    })),
  };
}

const isCategory = (page: UnitPage): page is CategoryPage => page.kind === "category";

export const converterView = perPage((page: UnitPage): ConverterView => {
  return {
    screen: "converter",
    ...frameOf(page),
    converter: converterData(page),
    options: unitOptions(page),
    ...(isCategory(page) ? {} : { related: relatedPanel(page) }),
    popular: isCategory(page) ? pairsOf(page).map(pairCard) : [],
    content: renderContent(textOf(page)),
    units: unitTable(page),
  };
});
