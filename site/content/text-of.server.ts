import { pageAt } from "../catalog/catalog.ts";
import type { Page, PageKind } from "../catalog/page.ts";
import { texts as categoryAngle } from "./category/angle.ts";
import { texts as categoryArea } from "./category/area.ts";
import { texts as categoryDataStorage } from "./category/data-storage.ts";
import { texts as categoryEnergy } from "./category/energy.ts";
import { texts as categoryForce } from "./category/force.ts";
import { texts as categoryFuelConsumption } from "./category/fuel-consumption.ts";
import { texts as categoryLength } from "./category/length.ts";
import { texts as categoryPower } from "./category/power.ts";
import { texts as categoryPressure } from "./category/pressure.ts";
import { texts as categorySpeed } from "./category/speed.ts";
import { texts as categoryTemperature } from "./category/temperature.ts";
import { texts as categoryTime } from "./category/time.ts";
import { texts as categoryTypography } from "./category/typography.ts";
import { texts as categoryVolume } from "./category/volume.ts";
import { texts as categoryVolumeDry } from "./category/volume-dry.ts";
import { texts as categoryVolumeLumber } from "./category/volume-lumber.ts";
import { texts as categoryWeight } from "./category/weight.ts";
import { texts as genericElectricityCharge } from "./generic/electricity-charge.ts";
import { texts as genericElectricityCircuits } from "./generic/electricity-circuits.ts";
import { texts as genericEngineering } from "./generic/engineering.ts";
import { texts as genericFluids } from "./generic/fluids.ts";
import { texts as genericFluidsProperties } from "./generic/fluids-properties.ts";
import { texts as genericHeat } from "./generic/heat.ts";
import { texts as genericHeatTransfer } from "./generic/heat-transfer.ts";
import { texts as genericLight } from "./generic/light.ts";
import { texts as genericMagnetism } from "./generic/magnetism.ts";
import { texts as genericOther } from "./generic/other.ts";
import { texts as genericRadiology } from "./generic/radiology.ts";
import { bloodSugarText } from "./medical/blood-sugar.ts";
import { texts as cryptoTexts } from "./money/crypto.ts";
import { texts as fiatTexts } from "./money/fiat.ts";
import { texts as worldPairTexts } from "./money/world-pairs.ts";
import { texts as pairAcToSqft } from "./pairs/ac-to-sqft.ts";
import { texts as pairCToF } from "./pairs/c-to-f.ts";
import { texts as pairCmToFt } from "./pairs/cm-to-ft.ts";
import { texts as pairCmToIn } from "./pairs/cm-to-in.ts";
import { texts as pairGToOz } from "./pairs/g-to-oz.ts";
import { texts as pairHpToKw } from "./pairs/hp-to-kw.ts";
import { texts as pairInToFt } from "./pairs/in-to-ft.ts";
import { texts as pairKgToLb } from "./pairs/kg-to-lb.ts";
import { texts as pairKmToMi } from "./pairs/km-to-mi.ts";
import { texts as pairLToGal } from "./pairs/l-to-gal.ts";
import { texts as pairLbToOz } from "./pairs/lb-to-oz.ts";
import { texts as pairMToFt } from "./pairs/m-to-ft.ts";
import { texts as pairMToYd } from "./pairs/m-to-yd.ts";
import { texts as pairMlToCup } from "./pairs/ml-to-cup.ts";
import { texts as pairMmToIn } from "./pairs/mm-to-in.ts";
import { texts as pairMphToKph } from "./pairs/mph-to-kph.ts";
import { texts as pairRadToDeg } from "./pairs/rad-to-deg.ts";
import { caseText } from "./tools/case.ts";
import { cookingText, ingredientTexts } from "./tools/cooking.ts";
import { dateCalculatorText } from "./tools/date-calculator.ts";
import { numberBaseText } from "./tools/number-base.ts";
import { ringSizeText } from "./tools/ring-size.ts";
import { shoeSizeText } from "./tools/shoe-size.ts";
import { timeZoneText } from "./tools/time-zone.ts";
import { unixTimestampText } from "./tools/unix-timestamp.ts";
import type { MedicalText, MoneyText, ToolText, UnitText } from "./types.ts";

/**
 * The text each kind of page needs (docs/decisions/028-page-text.md). `undefined` where a page has
 * none of its own here: the home page is links and converters, the static pages' text is their
 * route's JSX (app/components/content/), the XML sitemap is no document. A new kind fails the type
 * check here until it says what text it needs.
 */
export interface TextByKind {
  readonly home: undefined;
  readonly static: undefined;
  readonly "sitemap-xml": undefined;
  readonly category: UnitText;
  readonly pair: UnitText;
  readonly "temperature-pair": UnitText;
  readonly tool: ToolText;
  readonly currency: MoneyText;
  readonly "currency-pair": MoneyText;
  readonly crypto: MoneyText;
  readonly medical: MedicalText;
}

/** The unit pages' texts: each file of category/, generic/ and pairs/, imported once here. */
const UNIT_TEXTS: readonly UnitText[] = [
  ...categoryAngle,
  ...categoryArea,
  ...categoryDataStorage,
  ...categoryEnergy,
  ...categoryForce,
  ...categoryFuelConsumption,
  ...categoryLength,
  ...categoryPower,
  ...categoryPressure,
  ...categorySpeed,
  ...categoryTemperature,
  ...categoryTime,
  ...categoryTypography,
  ...categoryVolumeDry,
  ...categoryVolumeLumber,
  ...categoryVolume,
  ...categoryWeight,
  ...genericElectricityCharge,
  ...genericElectricityCircuits,
  ...genericEngineering,
  ...genericFluidsProperties,
  ...genericFluids,
  ...genericHeatTransfer,
  ...genericHeat,
  ...genericLight,
  ...genericMagnetism,
  ...genericOther,
  ...genericRadiology,
  ...pairAcToSqft,
  ...pairCToF,
  ...pairCmToFt,
  ...pairCmToIn,
  ...pairGToOz,
  ...pairHpToKw,
  ...pairInToFt,
  ...pairKgToLb,
  ...pairKmToMi,
  ...pairLToGal,
  ...pairLbToOz,
  ...pairMToFt,
  ...pairMToYd,
  ...pairMlToCup,
  ...pairMmToIn,
  ...pairMphToKph,
  ...pairRadToDeg,
];

const MONEY_TEXTS: readonly MoneyText[] = [...fiatTexts, ...cryptoTexts, ...worldPairTexts];

/** Every text written for a page, whatever its kind (the tests go over them all). */
export const allTexts: readonly (UnitText | ToolText | MoneyText | MedicalText)[] = [
  ...UNIT_TEXTS,
  caseText,
  numberBaseText,
  cookingText,
  ...ingredientTexts,
  ...MONEY_TEXTS,
  bloodSugarText,
];

/** Texts by their page; a page given two texts stops the build, since one would hide the other. */
function byPage<T extends { readonly page: Page }>(texts: readonly T[]): ReadonlyMap<Page, T> {
  const map = new Map<Page, T>();
  for (const text of texts) {
    if (map.has(text.page)) throw new Error(`The text of ${text.page.path} is written twice`);
    map.set(text.page, text);
  }
  return map;
}

const unitTexts = byPage(UNIT_TEXTS);
const toolTexts = byPage([
  caseText,
  numberBaseText,
  ringSizeText,
  shoeSizeText,
  timeZoneText,
  unixTimestampText,
  dateCalculatorText,
  cookingText,
  ...ingredientTexts,
]);
const moneyTexts = byPage(MONEY_TEXTS);
const medicalTexts = byPage([bloodSugarText]);

function found<T>(texts: ReadonlyMap<Page, T>, page: Page): T {
  const text = texts.get(page);
  if (!text) {
    throw new Error(`${page.path} has no text: add it in site/content/ (README, "Adding a page")`);
  }
  return text;
}

const none = () => undefined;

/** One lookup per kind, each typed by what its kind needs. */
const LOOKUP: { readonly [K in PageKind]: (page: Extract<Page, { kind: K }>) => TextByKind[K] } = {
  home: none,
  static: none,
  "sitemap-xml": none,
  category: (page) => found(unitTexts, page),
  pair: (page) => found(unitTexts, page),
  "temperature-pair": (page) => found(unitTexts, page),
  tool: (page) => found(toolTexts, page),
  currency: (page) => found(moneyTexts, page),
  "currency-pair": (page) => found(moneyTexts, page),
  crypto: (page) => found(moneyTexts, page),
  medical: (page) => found(medicalTexts, page),
};

/** A twin (`/currency`, `/blood-sugar`) shows the text of the page it is the twin of. */
function canonicalEntry(page: Page): Page {
  if (page.canonical === undefined) return page;
  const canonical = pageAt(page.canonical);
  if (canonical?.kind !== page.kind) {
    throw new Error(`${page.path} is a twin of ${page.canonical}, which is no page of its kind`);
  }
  return canonical;
}

/**
 * The text of a page, as its kind needs it: the one way from a catalog entry to its text. Throws
 * for a page of a kind that needs text and has none; the catalog test finds any such page first.
 */
export function textOf<P extends Page>(page: P): TextByKind[P["kind"]] {
  const entry = canonicalEntry(page);
  // TypeScript cannot tie the lookup chosen by `kind` to the page's type: the table above can.
  const lookup = LOOKUP[entry.kind] as (page: Page) => TextByKind[P["kind"]];
  return lookup(entry);
}
