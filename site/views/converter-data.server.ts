import { offered } from "../catalog/offers.ts";
import type { UnitPage } from "../catalog/page.ts";
import { numberMarks } from "../i18n/numbers.ts";
import { perPage } from "./page.server.ts";
import type { ConverterData } from "./types.ts";

/**
 * A converter page's units as plain data under the page's own codes: all a converter needs in the
 * browser. On its own, apart from the rest of the view, so the Hono server can read a page's codes
 * (to check a shared address) without bundling the page text.
 */
export const converterData = perPage((page: UnitPage, language): ConverterData => {
  const { category, units } = offered(page.offer);
  const marks = numberMarks(language);
  return {
    units: units.map(({ code, unit }) => ({
      code,
      symbol: unit.symbol,
      factor: unit.factor,
      ...(unit.offset !== undefined ? { offset: unit.offset } : {}),
      ...(unit.relation !== undefined ? { relation: unit.relation } : {}),
    })),
    from: page.offer.from,
    to: page.offer.to,
    ...(category.display ? { display: category.display } : {}),
    ...(page.kind === "temperature-pair" ? { fixed: true } : {}),
    ...(marks && { marks }),
  };
});
