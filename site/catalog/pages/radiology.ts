import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Radiology";

export const radiation = converter(GROUP, {
  slug: "radiation",
  title: "Radiation Converter",
  category: "radioactivity",
  units: [
    "bq",
    "ci",
    "rd",
    "dps",
    "mci",
    "µci",
    "kbq",
    "mega_bq",
    "gbq",
    "tbq",
    "pci",
    "nci",
    "kci",
    "dpm",
  ],
  from: "bq",
  to: "ci",
});

export const radiationActivity = converter(GROUP, {
  slug: "radiation-activity",
  title: "Radiation Activity Converter",
  category: "radioactivity",
  units: [
    "bq",
    "ci",
    "mci",
    "µci",
    "kbq",
    "mega_bq",
    "gbq",
    "tbq",
    "pci",
    "nci",
    "kci",
    "dps",
    "dpm",
    "rd",
  ],
  from: "bq",
  to: "ci",
});

export const radiationExposure = converter(GROUP, {
  slug: "radiation-exposure",
  title: "Radiation Exposure Converter",
  category: "radiation-exposure",
  units: ["c_kg", "r", "mr", "µr", "mc_kg", "µc_kg", "nc_kg", "kr"],
  from: "c_kg",
  to: "r",
});

export const radiationAbsorbedDose = converter(GROUP, {
  slug: "radiation-absorbed-dose",
  title: "Radiation Absorbed Dose Converter",
  category: "radiation-absorbed-dose",
  units: ["gy", "rad", "mgy", "µgy", "cgy", "kgy", "j_kg", "mrad", "krad", "mega_rad", "erg_g"],
  from: "gy",
  to: "rad",
});

/**
 * The Radiology group: routes of docs/spec/units.md §3.5. Each page lists the spec's units first,
 * in its order, then the units added for depth (issue 14).
 */
export const radiologyPages: readonly Page[] = [
  radiation,
  radiationActivity,
  radiationExposure,
  radiationAbsorbedDose,
];
