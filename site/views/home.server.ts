import { categoryById } from "../../engine/catalog/index.ts";
import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import { MGDL_PER_MMOLL } from "../../engine/glucose.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import { isUnitPair, pages } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import type { HomePage } from "../catalog/page.ts";
import { formula } from "../content/formula.ts";
import { directory, homeSidePanel, type LinkSection } from "../links.ts";
import { expressTabs } from "./express-tabs.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";
import type { ExpressTabData } from "./types.ts";

export interface CommonConversion {
  readonly label: string;
  readonly detail: string;
  readonly url: string;
}

/** Everything the home page shows (docs/spec/units.md §2.2, 3.4; docs/spec/site.md §2.6). */
export interface HomeView extends PageFrame {
  readonly screen: "home";
  readonly express: readonly ExpressTabData[];
  readonly common: readonly CommonConversion[];
  readonly directory: readonly LinkSection[];
  readonly sidePanel: readonly LinkSection[];
}

/** The express converter's tabs with their units as data (docs/spec/units.md §3.2). */
function expressTabData(): ExpressTabData[] {
  return expressTabs.map((tab) => {
    const category = categoryById(tab.category);
    if (!category) throw new Error(`Express tab ${tab.id}: no category ${tab.category}`);
    const units = tab.units.map((code) => {
      const unit = findUnit(category, code);
      if (!unit) throw new Error(`Express tab ${tab.id}: no unit ${code}`);
      const { aliases: _aliases, note: _note, terms: _terms, ...data } = unit;
      return data;
    });
    return {
      id: tab.id,
      label: tab.label,
      units,
      ...(category.display ? { display: category.display } : {}),
    };
  });
}

/**
 * The home page's 'Common Conversions' (docs/spec/units.md §3.4): the blood-sugar pair, then every
 * pair page, each with its factor or formula computed by the engine.
 */
function commonConversions(): CommonConversion[] {
  return [
    {
      label: "mg/dL → mmol/L",
      detail: `1 mg/dL = ${formatNumber(1 / MGDL_PER_MMOLL)} mmol/L`,
      url: "/blood-sugar-converter",
    },
    ...pages.filter(isUnitPair).map((pair) => {
      const { from, to } = offered(pair.offer);
      const detail =
        from.unit.relation === "affine"
          ? formula(from.unit, to.unit)
          : `1 ${from.unit.symbol} = ${formatNumber(convert(1, from.unit, to.unit))} ${to.unit.symbol}`;
      return { label: `${from.unit.symbol} → ${to.unit.symbol}`, detail, url: pair.path };
    }),
  ];
}

export const homeView = perPage(
  (page: HomePage): HomeView => ({
    screen: "home",
    ...frameOf(page),
    express: expressTabData(),
    common: commonConversions(),
    directory: directory(),
    sidePanel: homeSidePanel(),
  }),
);
