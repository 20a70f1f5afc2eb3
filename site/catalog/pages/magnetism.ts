import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Magnetism";

/** The Magnetism group: routes of unit spec 3.5, units in the spec's order. */
export const magnetismPages: readonly Page[] = [
  converter(GROUP, {
    slug: "magnetomotive-force",
    title: "Magnetomotive Force Converter",
    category: "magnetomotive-force",
    units: ["at", "ab", "gi", "a"],
    from: "at",
    to: "gi",
  }),
  converter(GROUP, {
    slug: "magnetic-field-strength",
    title: "Magnetic Field Strength Converter",
    category: "magnetic-field-strength",
    units: ["a_m", "oe", "at_m", "at_in"],
    from: "a_m",
    to: "oe",
  }),
  converter(GROUP, {
    slug: "magnetic-flux",
    title: "Magnetic Flux Converter",
    category: "magnetic-flux",
    units: ["wb", "mx", "vs", "mwb"],
    from: "wb",
    to: "mx",
  }),
  converter(GROUP, {
    slug: "magnetic-flux-density",
    title: "Magnetic Flux Density Converter",
    category: "magnetic-flux-density",
    units: ["t", "g", "wb_m2", "mt"],
    from: "t",
    to: "g",
  }),
];
