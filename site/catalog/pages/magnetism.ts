import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Magnetism";

export const magnetomotiveForce = converter(GROUP, {
  slug: "magnetomotive-force",
  title: "Magnetomotive Force Converter",
  category: "magnetomotive-force",
  units: ["at", "ab", "gi", "a", "kat", "mega_at", "mat", "oe_cm"],
  from: "at",
  to: "gi",
});

export const magneticFieldStrength = converter(GROUP, {
  slug: "magnetic-field-strength",
  title: "Magnetic Field Strength Converter",
  category: "magnetic-field-strength",
  units: ["a_m", "oe", "at_m", "at_in", "ka_m", "koe", "a_cm", "mega_a_m"],
  from: "a_m",
  to: "oe",
});

export const magneticFlux = converter(GROUP, {
  slug: "magnetic-flux",
  title: "Magnetic Flux Converter",
  category: "magnetic-flux",
  units: ["wb", "mx", "vs", "mwb", "µwb", "t_m2", "kiloline", "megaline", "phi0"],
  from: "wb",
  to: "mx",
});

export const magneticFluxDensity = converter(GROUP, {
  slug: "magnetic-flux-density",
  title: "Magnetic Flux Density Converter",
  category: "magnetic-flux-density",
  units: ["t", "g", "wb_m2", "mt", "µt", "nt", "gamma", "kgauss", "mgauss", "mx_in2"],
  from: "t",
  to: "g",
});

/**
 * The Magnetism group: routes of docs/spec/units.md §3.5. Each page lists the spec's units first,
 * in its order, then the units added for depth (issue 14).
 */
export const magnetismPages: readonly Page[] = [
  magnetomotiveForce,
  magneticFieldStrength,
  magneticFlux,
  magneticFluxDensity,
];
