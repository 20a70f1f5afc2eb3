import { categoryById } from "../../engine/catalog/index.ts";
import { convert } from "../../engine/convert.ts";
import { formatSignificant } from "../../engine/format.ts";
import { pageUnits } from "../../engine/page-units.ts";
import { converterPage } from "../../engine/pages/index.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import type { UnitTable } from "./view-types.ts";

/** The units a converter page offers, each with its exact size in the base unit, for the page text. */
export function unitTable(slug: string): UnitTable {
  const page = converterPage(slug);
  const category = page && categoryById(page.category);
  if (!page || !category) throw new Error(`No converter page '${slug}' in the engine`);
  const base = findUnit(category, category.base);
  if (!base) throw new Error(`Category '${category.id}' lacks its base unit`);
  const rows = pageUnits(page, category).map(({ code, unit }) => {
    return {
      code,
      label: unit.label,
      symbol: unit.symbol,
      inBase: formatSignificant(convert(1, unit, base)),
      ...(unit.note ? { note: unit.note } : {}),
    };
  });
  return { quantity: category.name, base: { label: base.label, symbol: base.symbol }, rows };
}
