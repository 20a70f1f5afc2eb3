import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Radiology";

/** The Radiology group: routes of unit spec 3.5, units in the spec's order. */
export const radiologyPages: readonly Page[] = [
  converter(GROUP, {
    slug: "radiation",
    title: "Radiation Converter",
    category: "radioactivity",
    units: ["bq", "ci", "rd", "dps"],
    from: "bq",
    to: "ci",
  }),
  converter(GROUP, {
    slug: "radiation-activity",
    title: "Radiation Activity Converter",
    category: "radioactivity",
    units: ["bq", "ci", "mci", "µci"],
    from: "bq",
    to: "ci",
  }),
  converter(GROUP, {
    slug: "radiation-exposure",
    title: "Radiation Exposure Converter",
    category: "radiation-exposure",
    units: ["c_kg", "r", "mr", "µr"],
    from: "c_kg",
    to: "r",
  }),
  converter(GROUP, {
    slug: "radiation-absorbed-dose",
    title: "Radiation Absorbed Dose Converter",
    category: "radiation-absorbed-dose",
    units: ["gy", "rad", "mgy", "µgy"],
    from: "gy",
    to: "rad",
  }),
];
