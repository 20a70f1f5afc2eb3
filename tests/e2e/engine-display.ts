import { categoryById } from "../../engine/catalog/index.ts";
import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import { findPageUnit } from "../../engine/page-units.ts";
import { converterPage } from "../../engine/pages/index.ts";

/** What a converter page must show for a conversion: the engine's display, computed independently. */
export function engineDisplay(slug: string, value: number, from: string, to: string): string {
  const page = converterPage(slug);
  const category = page && categoryById(page.category);
  const source = page && category && findPageUnit(page, category, from);
  const target = page && category && findPageUnit(page, category, to);
  if (!category || !source || !target)
    throw new Error(`${slug}: ${from} → ${to} is not on the page`);
  const options = category.display ? { display: category.display } : undefined;
  return formatNumber(convert(value, source.unit, target.unit), options);
}
