import { formatFixed } from "../../engine/format.ts";
import { convertGlucose, formatGlucose } from "../../engine/glucose.ts";
import type { MedicalPage } from "../catalog/page.ts";
import { temperature, volume, weight } from "../catalog/pages/common.ts";
import type { GlucoseUnitInfoCard, Hba1cContent } from "../content/medical/blood-sugar.ts";
import { renderPlain } from "../content/render.server.ts";
import type { RenderedContent } from "../content/rendered.ts";
import { textOf } from "../content/text-of.server.ts";
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

/** The blood-sugar page (docs/spec/site.md §2.9) and its HbA1c section. */
export interface MedicalView extends PageFrame {
  readonly screen: "medical";
  readonly content: RenderedContent;
  readonly cards: readonly GlucoseUnitInfoCard[];
  readonly hba1c: Hba1cContent;
  readonly reference: readonly ReferenceRange[];
  readonly common: readonly GlucoseConversion[];
  readonly related: readonly NavLink[];
}

/** mmol/L to one decimal, as the reference table writes it. */
const mmol = (mgdl: number) => formatFixed(convertGlucose(mgdl, "mgdl", "mmoll"), 1);

const COMMON = [
  [100, "mgdl", "Normal fasting"],
  [126, "mgdl", "Diabetes threshold (fasting)"],
  [180, "mgdl", "High after a meal"],
  [70, "mgdl", "Low end of normal"],
  [5.0, "mmoll", "Normal"],
  [7.8, "mmoll", "Elevated"],
] as const;

const unitLabel = (unit: "mgdl" | "mmoll") => (unit === "mgdl" ? "mg/dL" : "mmol/L");

/** The page's tables, computed with the engine (docs/spec/site.md §9.3, with the true factor). */
export const medicalView = perPage((page: MedicalPage): MedicalView => {
  const text = textOf(page);
  return {
    screen: "medical",
    ...frameOf(page),
    content: renderPlain(text.content),
    cards: text.cards,
    hba1c: text.hba1c,
    reference: [
      { range: "Normal", mgdl: "70-100", mmoll: `${mmol(70)}-${mmol(100)}` },
      { range: "Pre-diabetic", mgdl: "101-125", mmoll: `${mmol(101)}-${mmol(125)}` },
      { range: "Diabetic", mgdl: "126+", mmoll: `${mmol(126)}+` },
      { range: "Low", mgdl: "below 70", mmoll: `below ${mmol(70)}` },
    ],
    common: COMMON.map(([value, unit, note]) => {
      const other = unit === "mgdl" ? "mmoll" : "mgdl";
      return {
        from: `${formatGlucose(value, unit)} ${unitLabel(unit)}`,
        to: `${formatGlucose(convertGlucose(value, unit, other), other)} ${unitLabel(other)}`,
        note,
      };
    }),
    related: [temperature, weight, volume].map((p) => ({ path: p.path, label: p.label })),
  };
});
