import { formatFixed } from "../../engine/format.ts";
import { convertGlucose, formatGlucose, MGDL_PER_MMOLL } from "../../engine/glucose.ts";
import type { NumberMarks } from "../../engine/number-marks.ts";
import type { MedicalPage } from "../catalog/page.ts";
import { temperature, volume, weight } from "../catalog/pages/common.ts";
import type { GlucoseUnitInfoCard, Hba1cContent } from "../content/medical/blood-sugar.ts";
import { renderPlain } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
import { pathIn } from "../i18n/addresses.ts";
import { medicalTranslationOf, medicalWordsOf } from "../i18n/content/medical.ts";
import type { Language } from "../i18n/languages.ts";
import { numberMarks, spellNumbers } from "../i18n/numbers.ts";
import { pageWords } from "../i18n/page-words.ts";
import type { TextKey } from "../i18n/text/en.ts";
import { translator } from "../i18n/text/index.ts";
import type { NavLink } from "../links.ts";
import { frameOf, type PageFrame, perPage } from "./page.server.ts";

interface ReferenceRange {
  readonly range: string;
  readonly mgdl: string;
  readonly mmoll: string;
}

interface GlucoseConversion {
  readonly from: string;
  readonly to: string;
  readonly note: string;
}

/** The blood-sugar page (docs/spec/site.md §2.9) and its HbA1c section, in one language. */
export interface MedicalView extends PageFrame {
  readonly screen: "medical";
  /** What hydrates: the converters write and read numbers in these marks (none in English). */
  readonly marks: NumberMarks | undefined;
  readonly content: RenderedContent;
  readonly cards: readonly GlucoseUnitInfoCard[];
  readonly hba1c: Hba1cContent;
  readonly reference: readonly ReferenceRange[];
  readonly common: readonly GlucoseConversion[];
  readonly related: readonly NavLink[];
  /** The line under the page: the factor and the molar mass, in the language's marks. */
  readonly formula: string;
}

/** mmol/L to one decimal, as the reference table writes it. */
const mmol = (mgdl: number) => formatFixed(convertGlucose(mgdl, "mgdl", "mmoll"), 1);

const COMMON = [
  [100, "mgdl", "medical.normal-fasting"],
  [126, "mgdl", "medical.diabetes-threshold"],
  [180, "mgdl", "medical.high-after-meal"],
  [70, "mgdl", "medical.low-end"],
  [5.0, "mmoll", "medical.normal"],
  [7.8, "mmoll", "medical.elevated"],
] as const satisfies readonly (readonly [number, "mgdl" | "mmoll", TextKey])[];

const unitLabel = (unit: "mgdl" | "mmoll") => (unit === "mgdl" ? "mg/dL" : "mmol/L");

/** The molar mass of glucose, g/mol (engine/glucose.ts: MGDL_PER_MMOLL is a tenth of it). */
const MOLAR_MASS = "180.156";

/**
 * The page's tables, computed with the engine (docs/spec/site.md §9.3, with the true factor), and
 * its words in `language`: English's are the text's (site/content/medical/), another language's
 * its translation (site/i18n/content/), with every computed number in that language's marks.
 */
export const medicalView = perPage((page: MedicalPage, language: Language): MedicalView => {
  const text = textOf(page);
  const t = translator(language);
  const n = (shown: string) => spellNumbers(shown, language);
  const words =
    language === "en" ? medicalWordsOf(text) : medicalTranslationOf(text.page.path, language);
  return {
    screen: "medical",
    ...frameOf(page, language),
    marks: numberMarks(language),
    content: renderPlain(words),
    cards: text.cards.map((card, i) => {
      const written = words.cards[i];
      if (!written) throw new Error(`${text.page.path}: card ${i} has no words in '${language}'`);
      return { unit: card.unit, title: written.title, places: written.places };
    }),
    hba1c: words.hba1c,
    reference: [
      { range: t("medical.range-normal"), mgdl: "70-100", mmoll: n(`${mmol(70)}-${mmol(100)}`) },
      {
        range: t("medical.range-prediabetic"),
        mgdl: "101-125",
        mmoll: n(`${mmol(101)}-${mmol(125)}`),
      },
      { range: t("medical.range-diabetic"), mgdl: "126+", mmoll: n(`${mmol(126)}+`) },
      {
        range: t("medical.range-low"),
        mgdl: t("medical.below", { value: "70" }),
        mmoll: t("medical.below", { value: n(mmol(70)) }),
      },
    ],
    common: COMMON.map(([value, unit, note]) => {
      const other = unit === "mgdl" ? "mmoll" : "mgdl";
      return {
        from: `${n(formatGlucose(value, unit))} ${unitLabel(unit)}`,
        to: `${n(formatGlucose(convertGlucose(value, unit, other), other))} ${unitLabel(other)}`,
        note: t(note),
      };
    }),
    related: [temperature, weight, volume].map((p) => ({
      path: pathIn(p, language) ?? p.path,
      label: pageWords(p, language).label,
    })),
    formula: t("medical.formula", {
      factor: n(String(MGDL_PER_MMOLL)),
      molarMass: n(MOLAR_MASS),
    }),
  };
});
