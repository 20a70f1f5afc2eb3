import type { Category } from "../types.ts";
import { FOOT, INCH, KILOGRAM_FORCE, POUND, POUND_FORCE, POUNDAL } from "./shared/constants.ts";

/** Poise = 1 g/(cm·s) = 0.1 Pa·s; its prefixed forms are written as decimal literals. */
const POISE = 0.1;
/** Reyn = 1 lbf·s/in² (GNU units `reyn`; the unit of lubrication engineering). */
const REYN = POUND_FORCE / INCH ** 2;
const GRAM_FORCE = KILOGRAM_FORCE / 1e3;

const METRIC = "Metric";
const CGS = "CGS (poise)";
const IMPERIAL_US = "Imperial / US customary";

/** Dynamic (absolute) viscosity, in pascal seconds. */
export const category: Category = {
  id: "viscosity-dynamic",
  name: "Dynamic viscosity",
  base: "pa_s",
  units: [
    { code: "pa_s", label: "Pascal Second", symbol: "Pa·s", factor: 1, group: METRIC },
    {
      code: "cp",
      label: "Centipoise",
      symbol: "cP",
      factor: 1e-3,
      group: CGS,
      terms: ["cps"],
    },
    { code: "p", label: "Poise", symbol: "P", factor: POISE, group: CGS },
    {
      code: "lbf_s_ft2",
      label: "Pound-force Second per Square Foot",
      symbol: "lbf·s/ft²",
      factor: POUND_FORCE / FOOT ** 2,
      group: IMPERIAL_US,
      terms: ["lbf s/ft2", "lb·s/ft²"],
    },
    // Metric
    {
      code: "mpa_s",
      label: "Millipascal Second",
      symbol: "mPa·s",
      factor: 1e-3,
      group: METRIC,
      terms: ["mPa s", "mPas"],
    },
    {
      code: "upa_s",
      label: "Micropascal Second",
      symbol: "µPa·s",
      factor: 1e-6,
      group: METRIC,
      terms: ["uPa s", "µPa s"],
    },
    {
      code: "kpa_s",
      label: "Kilopascal Second",
      symbol: "kPa·s",
      factor: 1e3,
      group: METRIC,
      terms: ["kPa s"],
    },
    {
      code: "dpa_s",
      label: "Decipascal Second",
      symbol: "dPa·s",
      factor: 0.1,
      group: METRIC,
      terms: ["dPa s"],
    },
    {
      code: "n_s_m2",
      label: "Newton Second per Square Meter",
      symbol: "N·s/m²",
      factor: 1,
      group: METRIC,
      terms: ["N s/m2"],
    },
    {
      code: "mn_s_m2",
      label: "Millinewton Second per Square Meter",
      symbol: "mN·s/m²",
      factor: 1e-3,
      group: METRIC,
      terms: ["mN s/m2"],
    },
    {
      code: "kg_m_s",
      label: "Kilogram per Meter Second",
      symbol: "kg/(m·s)",
      factor: 1,
      group: METRIC,
      terms: ["kg/m/s"],
    },
    {
      code: "kg_m_h",
      label: "Kilogram per Meter Hour",
      symbol: "kg/(m·h)",
      factor: 1 / 3600,
      group: METRIC,
      terms: ["kg/m/h"],
    },
    {
      code: "kgf_s_m2",
      label: "Kilogram-force Second per Square Meter",
      symbol: "kgf·s/m²",
      factor: KILOGRAM_FORCE,
      group: METRIC,
      terms: ["kgf s/m2"],
    },
    {
      code: "gf_s_cm2",
      label: "Gram-force Second per Square Centimeter",
      symbol: "gf·s/cm²",
      factor: GRAM_FORCE / 1e-4,
      group: METRIC,
      terms: ["gf s/cm2"],
    },
    {
      code: "pl",
      label: "Poiseuille",
      symbol: "Pl",
      factor: 1,
      group: METRIC,
    },
    // CGS (poise)
    {
      code: "mp",
      label: "Millipoise",
      symbol: "mP",
      factor: 1e-4,
      group: CGS,
    },
    {
      code: "up",
      label: "Micropoise",
      symbol: "µP",
      factor: 1e-7,
      group: CGS,
      terms: ["uP"],
    },
    {
      code: "dp",
      label: "Decipoise",
      symbol: "dP",
      factor: 1e-2,
      group: CGS,
    },
    {
      code: "kp",
      label: "Kilopoise",
      symbol: "kP",
      factor: 100,
      group: CGS,
    },
    {
      code: "dyn_s_cm2",
      label: "Dyne Second per Square Centimeter",
      symbol: "dyn·s/cm²",
      factor: POISE,
      group: CGS,
      terms: ["dyn s/cm2"],
    },
    {
      code: "g_cm_s",
      label: "Gram per Centimeter Second",
      symbol: "g/(cm·s)",
      factor: POISE,
      group: CGS,
      terms: ["g/cm/s"],
    },
    // Imperial / US customary
    {
      code: "lbf_s_in2",
      label: "Pound-force Second per Square Inch",
      symbol: "lbf·s/in²",
      factor: REYN,
      group: IMPERIAL_US,
      terms: ["lbf s/in2", "psi·s"],
    },
    {
      code: "reyn",
      label: "Reyn",
      symbol: "reyn",
      factor: REYN,
      group: IMPERIAL_US,
    },
    {
      code: "ureyn",
      label: "Microreyn",
      symbol: "µreyn",
      factor: REYN / 1e6,
      group: IMPERIAL_US,
    },
    {
      code: "lb_ft_s",
      label: "Pound per Foot Second",
      symbol: "lb/(ft·s)",
      factor: POUND / FOOT,
      group: IMPERIAL_US,
      terms: ["lbm/(ft·s)", "lb/ft/s"],
    },
    {
      code: "lb_ft_h",
      label: "Pound per Foot Hour",
      symbol: "lb/(ft·h)",
      factor: POUND / FOOT / 3600,
      group: IMPERIAL_US,
      terms: ["lbm/(ft·h)", "lb/ft/h"],
    },
    {
      code: "slug_ft_s",
      label: "Slug per Foot Second",
      symbol: "slug/(ft·s)",
      factor: POUND_FORCE / FOOT ** 2,
      group: IMPERIAL_US,
      terms: ["slug/ft/s"],
    },
    {
      code: "pdl_s_ft2",
      label: "Poundal Second per Square Foot",
      symbol: "pdl·s/ft²",
      factor: POUNDAL / FOOT ** 2,
      group: IMPERIAL_US,
      terms: ["pdl s/ft2"],
    },
    {
      code: "lbf_h_ft2",
      label: "Pound-force Hour per Square Foot",
      symbol: "lbf·h/ft²",
      factor: (POUND_FORCE * 3600) / FOOT ** 2,
      group: IMPERIAL_US,
      terms: ["lbf h/ft2"],
    },
  ],
};
