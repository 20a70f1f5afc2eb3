import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import { pageAt } from "../../site/catalog/catalog.ts";
import { offered } from "../../site/catalog/offers.ts";

/** What a converter page must show for a conversion: the engine's display, computed independently. */
export function engineDisplay(slug: string, value: number, from: string, to: string): string {
  const page = pageAt(`/${slug}`);
  const offer = page && "offer" in page ? offered(page.offer) : undefined;
  const source = offer?.find(from);
  const target = offer?.find(to);
  if (!offer || !source || !target) throw new Error(`${slug}: ${from} → ${to} is not on the page`);
  const options = offer.category.display ? { display: offer.category.display } : undefined;
  return formatNumber(convert(value, source.unit, target.unit), options);
}
