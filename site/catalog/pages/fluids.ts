import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Fluids";

/** The Fluids group: routes of unit spec 3.5 ("Fluids"). */
export const fluidsPages: readonly Page[] = [
  converter(GROUP, {
    slug: "flow",
    title: "Volume Flow Rate Converter",
    category: "flow",
    units: ["m3_s", "l_s", "gal_min", "ft3_s"],
    from: "m3_s",
    to: "l_s",
  }),
  converter(GROUP, {
    slug: "flow-mass",
    title: "Mass Flow Rate Converter",
    category: "flow-mass",
    units: ["kg_s", "g_s", "lb_s", "ton_h"],
    from: "kg_s",
    to: "g_s",
  }),
  converter(GROUP, {
    slug: "flow-molar",
    title: "Molar Flow Rate Converter",
    category: "flow-molar",
    units: ["mol_s", "mol_min", "mol_h", "kmol_h"],
    from: "mol_s",
    to: "mol_min",
  }),
  converter(GROUP, {
    slug: "mass-flux-density",
    title: "Mass Flux Density Converter",
    category: "mass-flux-density",
    units: ["kg_m2_s", "g_cm2_s", "lb_ft2_s", "lb_ft2_h"],
    from: "kg_m2_s",
    to: "g_cm2_s",
  }),
  converter(GROUP, {
    slug: "concentration-molar",
    title: "Molar Concentration Converter",
    category: "concentration-molar",
    units: ["mol_l", "mol_m3", "mmol_l", "kmol_m3"],
    from: "mol_l",
    to: "mmol_l",
  }),
  // A mass concentration is a density of the solute: the page draws on the density category.
  converter(GROUP, {
    slug: "concentration-solution",
    title: "Solution Concentration Converter",
    category: "density",
    units: ["kg_m3", "g_l", "mg_l", "ppm"],
    from: "kg_m3",
    to: "g_l",
  }),
  converter(GROUP, {
    slug: "viscosity-dynamic",
    title: "Dynamic Viscosity Converter",
    category: "viscosity-dynamic",
    units: ["pa_s", "cp", "p", "lbf_s_ft2"],
    from: "pa_s",
    to: "cp",
  }),
  converter(GROUP, {
    slug: "viscosity-kinematic",
    title: "Kinematic Viscosity Converter",
    category: "viscosity-kinematic",
    units: ["m2_s", "cSt", "St", "ft2_s"],
    from: "m2_s",
    to: "cSt",
  }),
  converter(GROUP, {
    slug: "surface-tension",
    title: "Surface Tension Converter",
    category: "surface-tension",
    units: ["n_m", "dyn_cm", "lbf_ft", "kg_s2"],
    from: "n_m",
    to: "dyn_cm",
  }),
  converter(GROUP, {
    slug: "permeability",
    title: "Permeability Converter",
    category: "permeability",
    units: ["m2", "darcy", "md", "ft2"],
    from: "m2",
    to: "darcy",
  }),
];
