import type { ConverterPage } from "../types.ts";

/**
 * The Magnetism, Radiology and Other routes of unit-converters.md §3.5, units in the spec's order.
 * /typography and /volume-lumber draw on the length and volume categories and are listed with them.
 */
export const magneticRadiologyOtherPages: readonly ConverterPage[] = [
  {
    slug: "magnetomotive-force",
    title: "Magnetomotive Force Converter",
    category: "magnetomotive-force",
    units: ["at", "ab", "gi", "a"],
    from: "at",
    to: "gi",
  },
  {
    slug: "magnetic-field-strength",
    title: "Magnetic Field Strength Converter",
    category: "magnetic-field-strength",
    units: ["a_m", "oe", "at_m", "at_in"],
    from: "a_m",
    to: "oe",
  },
  {
    slug: "magnetic-flux",
    title: "Magnetic Flux Converter",
    category: "magnetic-flux",
    units: ["wb", "mx", "vs", "mwb"],
    from: "wb",
    to: "mx",
  },
  {
    slug: "magnetic-flux-density",
    title: "Magnetic Flux Density Converter",
    category: "magnetic-flux-density",
    units: ["t", "g", "wb_m2", "mt"],
    from: "t",
    to: "g",
  },
  {
    slug: "radiation",
    title: "Radiation Converter",
    category: "radioactivity",
    units: ["bq", "ci", "rd", "dps"],
    from: "bq",
    to: "ci",
  },
  {
    slug: "radiation-activity",
    title: "Radiation Activity Converter",
    category: "radioactivity",
    units: ["bq", "ci", "mci", "µci"],
    from: "bq",
    to: "ci",
  },
  {
    slug: "radiation-exposure",
    title: "Radiation Exposure Converter",
    category: "radiation-exposure",
    units: ["c_kg", "r", "mr", "µr"],
    from: "c_kg",
    to: "r",
  },
  {
    slug: "radiation-absorbed-dose",
    title: "Radiation Absorbed Dose Converter",
    category: "radiation-absorbed-dose",
    units: ["gy", "rad", "mgy", "µgy"],
    from: "gy",
    to: "rad",
  },
  {
    slug: "prefixes",
    title: "Metric Prefixes Converter",
    category: "prefixes",
    units: ["unit", "k", "m", "g"],
    from: "unit",
    to: "k",
  },
  {
    slug: "data-transfer",
    title: "Data Transfer Rate Converter",
    category: "data-transfer",
    units: ["bps", "kbps", "mbps", "gbps"],
    from: "bps",
    to: "kbps",
  },
  {
    slug: "sound",
    title: "Sound Level Converter",
    category: "sound",
    units: ["db", "b", "np", "db_spl"],
    from: "db",
    to: "b",
  },
];
