import { categoryById } from "../../engine/catalog/index.ts";
import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import { MGDL_PER_MMOLL } from "../../engine/glucose.ts";
import type { NumberMarks } from "../../engine/number-marks.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import { isUnitPair, pageAt, pages } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import type { HomePage, Page } from "../catalog/page.ts";
import { formula } from "../content/formula.ts";
import { pathIn } from "../i18n/addresses.ts";
import { LANGUAGE_TAGS, type Language } from "../i18n/languages.ts";
import { numberMarks, spellNumbers } from "../i18n/numbers.ts";
import { quantityName } from "../i18n/page-words.ts";
import { directory, homeSidePanel, type LinkSection } from "../links.ts";
import { unitIn } from "./converter.server.ts";
import { expressTabs } from "./express-tabs.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";
import type { ExpressTabData } from "./types.ts";

export interface CommonConversion {
  readonly label: string;
  readonly detail: string;
  readonly url: string;
  /** Set on a link to a page that is in English only, from a page in another language. */
  readonly hreflang?: string;
}

/** Everything the home page shows (docs/spec/units.md §2.2, 3.4; docs/spec/site.md §2.6). */
export interface HomeView extends PageFrame {
  readonly screen: "home";
  readonly express: readonly ExpressTabData[];
  readonly currencyTab: boolean;
  /** How the express converter writes and reads numbers: the language's marks, none for English. */
  readonly marks?: NumberMarks;
  /** The language's tag ("de-DE"), for what the browser writes with Intl; none for English. */
  readonly locale?: string;
  readonly common: readonly CommonConversion[];
  readonly directory: readonly LinkSection[];
  readonly sidePanel: readonly LinkSection[];
}

/** The express converter's tabs with their units as data (docs/spec/units.md §3.2). */
function expressTabData(language: Language): ExpressTabData[] {
  return expressTabs.map((tab) => {
    const category = categoryById(tab.category);
    if (!category) throw new Error(`Express tab ${tab.id}: no category ${tab.category}`);
    const named = unitIn(language, category);
    const units = tab.units.map((code) => {
      const unit = findUnit(category, code);
      if (!unit) throw new Error(`Express tab ${tab.id}: no unit ${code}`);
      const { aliases: _aliases, note: _note, terms: _terms, ...data } = named(unit);
      return data;
    });
    return {
      id: tab.id,
      label: language === "en" ? tab.label : quantityName(language, category),
      units,
      ...(category.display ? { display: category.display } : {}),
    };
  });
}

/**
 * The home page's 'Common Conversions' (docs/spec/units.md §3.4): the blood-sugar pair, then every
 * pair page, each with its factor or formula computed by the engine, in the language's marks.
 */
function commonConversions(language: Language): CommonConversion[] {
  const bloodSugar = pageAt("/blood-sugar-converter");
  if (!bloodSugar) throw new Error("No blood-sugar converter page");
  const linked = (page: Page) => {
    const path = pathIn(page, language);
    return path === undefined ? { url: page.path, hreflang: "en" } : { url: path };
  };
  return [
    {
      label: "mg/dL → mmol/L",
      detail: spellNumbers(`1 mg/dL = ${formatNumber(1 / MGDL_PER_MMOLL)} mmol/L`, language),
      ...linked(bloodSugar),
    },
    ...pages.filter(isUnitPair).map((pair) => {
      const { from, to } = offered(pair.offer);
      const detail =
        from.unit.relation === "affine"
          ? formula(from.unit, to.unit)
          : `1 ${from.unit.symbol} = ${formatNumber(convert(1, from.unit, to.unit))} ${to.unit.symbol}`;
      return {
        label: `${from.unit.symbol} → ${to.unit.symbol}`,
        detail: spellNumbers(detail, language),
        ...linked(pair),
      };
    }),
  ];
}

export const homeView = perPage((page: HomePage, language: Language): HomeView => {
  const marks = numberMarks(language);
  return {
    screen: "home",
    ...frameOf(page, language),
    express: expressTabData(language),
    // The Currency tab is the money converter, whose words every language has (site/i18n/ui/).
    currencyTab: true,
    ...(marks && { marks }),
    ...(language !== "en" && { locale: LANGUAGE_TAGS[language] }),
    common: commonConversions(language),
    directory: directory(language),
    sidePanel: homeSidePanel(language),
  };
});
