import {
  concentrationMolar,
  concentrationSolution,
  flow,
  flowMass,
  flowMolar,
  massFluxDensity,
} from "../../catalog/pages/fluids.ts";
import type { UnitText } from "../types.ts";

/** Fluids pages: flow rates by volume, mass and amount, mass flux, and concentrations. */
export const texts: readonly UnitText[] = [
  {
    page: flow,
    about: [
      "Volume flow rate is the volume of fluid passing a point per unit of time, Q = V/t. Its SI unit is the cubic meter per second (m³/s); the liter per second is a thousandth of it. The US gallon per minute (gpm) uses the US liquid gallon of exactly 231 in³, so 1 gal/min = {{1 gal_min l_s}} L/s, and the cubic foot per second (cfs) uses the international foot: 1 ft³/s = {{1 ft3_s l_s}} L/s.",
      "Pumps, fire hoses, irrigation and plumbing fixtures are rated in gpm in the US and in L/s or L/min elsewhere; river discharge is reported in m³/s, or in ft³/s by US agencies; large process and water-supply flows use m³/s or m³/h. All gallons on this page are US gallons; an imperial gallon is about 20 % larger.",
    ],
    conversions: [
      { from: "gal_min", to: "l_s", values: [1, 2.5, 5, 10, 50, 100, 500] },
      { from: "l_s", to: "gal_min", values: [0.1, 0.5, 1, 5, 10, 100] },
      { from: "ft3_s", to: "m3_s", values: [1, 10, 100, 1000] },
    ],
    useCases: [
      "Comparing pump curves and fixture ratings given in gpm and L/s.",
      "Converting US streamflow in ft³/s into m³/s.",
      "Sizing pipes from a flow rate and a target velocity (Q = v·A).",
      "Checking a shower head rated 2.5 gpm: {{2.5 gal_min l_s}} L/s.",
    ],
    example: { value: 100, from: "gal_min", to: "l_s" },
    accuracy: {
      definitions:
        "Every unit is exact in m³/s: the liter is 10⁻³ m³, the US gallon 231 in³ = 3.785411784 L, and the cubic foot 0.3048³ m³, so 1 ft³/s = {{1 ft3_s gal_min}} gal/min is rounded only for display.",
      caveat: "The gallons are US liquid gallons, not imperial.",
    },
    faqs: [
      {
        question: "How do I convert L/min to gpm?",
        answer:
          "Divide liters per minute by 60 to get L/s and enter that: 60 L/min is 1 L/s = {{1 l_s gal_min}} gal/min. In one step, 1 L/min is {{0.0166666666666667 l_s gal_min}} gpm.",
      },
    ],
  },
  {
    page: flowMass,
    about: [
      "Mass flow rate is the mass of material passing a point per unit of time, ṁ = m/t, equal to density times volume flow (ṁ = ρ·Q). Its SI unit is the kilogram per second (kg/s). The pound per second uses the international avoirdupois pound, so 1 lb/s = {{1 lb_s kg_s}} kg/s; the tonne per hour is the metric ton of 1000 kg, not the short or long ton, so 1 kg/s = {{1 kg_s ton_h}} t/h.",
      "Mass flow is what balances in chemical engineering and combustion: steam boilers are rated in t/h, jet and rocket engines in kg/s or lb/s of air or propellant, and a car engine's mass air flow sensor reports grams per second. Unlike volume flow, mass flow does not change when a gas is compressed or heated.",
    ],
    conversions: [
      { from: "lb_s", to: "kg_s", values: [1, 5, 10, 50, 100] },
      { from: "ton_h", to: "kg_s", values: [1, 10, 50, 100, 500] },
    ],
    useCases: [
      "Converting boiler steam output between t/h and kg/s.",
      "Reading engine air flow or propellant flow given in lb/s as kg/s.",
      "Interpreting an engine's mass air flow (MAF) reading in g/s.",
    ],
    example: { value: 20, from: "ton_h", to: "kg_s", context: "a boiler's steam output" },
    accuracy: {
      definitions:
        "The gram is 10⁻³ kg, the pound exactly 0.45359237 kg and the tonne 1000 kg per 3600 s, so every factor is exact, and results are rounded only for display (1 t/h = {{1 ton_h kg_s}} kg/s).",
      caveat:
        "The ton here is the metric tonne; US short tons (2000 lb) per hour would be about 9 % smaller.",
    },
    faqs: [
      {
        question: "How do I convert volume flow to mass flow?",
        answer:
          "Multiply the volume flow by the fluid's density: ṁ = ρ·Q. For water at about 1000 kg/m³, 1 L/s carries about 1 kg/s; for gases, use the density at the actual pressure and temperature.",
      },
    ],
  },
  {
    page: flowMolar,
    about: [
      "Molar flow rate is the amount of substance passing a point per unit of time, ṅ = n/t. Its SI unit is the mole per second (mol/s); the mole per minute and the mole per hour are 60 and 3600 times smaller, and the kilomole per hour is {{1 kmol_h mol_s}} mol/s. Molar flow times molar mass gives mass flow (ṁ = ṅ·M).",
      "Chemical engineers work in molar flows because reactions consume and produce moles in fixed ratios: process flowsheets and simulators list streams in kmol/h, and laboratory reactors and gas feeds in mol/min or mmol/min. For an ideal gas at fixed temperature and pressure, molar flow is proportional to standard volumetric flow.",
    ],
    conversions: [
      { from: "kmol_h", to: "mol_s", values: [1, 10, 100, 1000] },
      { from: "mol_s", to: "kmol_h", values: [0.1, 1, 10, 100] },
    ],
    useCases: [
      "Converting process-simulator stream flows in kmol/h to mol/s for reactor calculations.",
      "Writing material balances around reactors and separators.",
      "Turning a lab feed rate in mol/min into mol/s.",
    ],
    example: { value: 250, from: "kmol_h", to: "mol_s" },
    accuracy: {
      definitions:
        "The units differ only by the kilo prefix and by 60 or 3600 seconds, so every factor is exact.",
      caveat:
        "Repeating decimals such as 1 mol/min = {{1 mol_min mol_s}} mol/s are rounded to 6 decimals on screen only.",
    },
    faqs: [
      {
        question: "How do I convert molar flow to mass flow?",
        answer:
          "Multiply by the molar mass: ṁ = ṅ·M. For water (18.015 g/mol), 1 mol/s is 18.015 g/s; for a mixture, use its average molar mass.",
      },
    ],
  },
  {
    page: massFluxDensity,
    about: [
      "Mass flux density (mass flux, or mass velocity in heat-transfer texts) is the mass flow per unit cross-sectional area, G = ṁ/A = ρ·v. Its SI unit is the kilogram per square meter second (kg/(m²·s)); 1 g/(cm²·s) = {{1 g_cm2_s kg_m2_s}} kg/(m²·s). The US customary units use the international pound and foot: 1 lb/(ft²·s) = {{1 lb_ft2_s kg_m2_s}} kg/(m²·s), and per hour, 1 kg/(m²·s) = {{1 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      "Mass flux is the variable of choice in two-phase flow, boiling and heat exchanger correlations, where US literature traditionally uses lb/(ft²·h); it also describes evaporation, drying and ablation rates and flows through membranes and packed beds.",
    ],
    conversions: [
      { from: "lb_ft2_h", to: "kg_m2_s", values: [1000, 10000, 100000, 1000000] },
      { from: "kg_m2_s", to: "lb_ft2_h", values: [1, 10, 100, 1000] },
    ],
    useCases: [
      "Converting mass velocities from US heat-transfer correlations in lb/(ft²·h) to SI.",
      "Computing G = ṁ/A for a pipe or channel in boiling and condensation design.",
      "Expressing evaporation or drying rates per unit area.",
    ],
    example: { value: 1000000, from: "lb_ft2_h", to: "kg_m2_s" },
    accuracy: {
      definitions:
        "Each unit is exact in kg/(m²·s), from the gram and centimeter, the pound (0.45359237 kg), the foot (0.3048 m) and the hour (3600 s).",
      caveat:
        "Small results show at most 6 decimals (1 lb/(ft²·h) = {{1 lb_ft2_h kg_m2_s}} kg/(m²·s)), so convert larger values for more digits.",
    },
    faqs: [
      {
        question: "How is mass flux related to velocity?",
        answer:
          "Mass flux is density times velocity, G = ρ·v. Water (about 1000 kg/m³) flowing at 2 m/s has a mass flux of about 2000 kg/(m²·s), which is {{2000 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      },
    ],
  },
  {
    page: concentrationMolar,
    about: [
      "Molar concentration (molarity, amount concentration) is the amount of a dissolved substance per volume of solution, c = n/V. Its SI unit is the mole per cubic meter (mol/m³), but chemistry uses the mole per liter, written M (molar): 1 mol/L = {{1 mol_l mol_m3}} mol/m³. The millimole per liter is the same size as the SI unit, 1 mmol/L = {{1 mmol_l mol_m3}} mol/m³, and the kilomole per cubic meter equals the molar, 1 kmol/m³ = {{1 kmol_m3 mol_l}} mol/L.",
      "Laboratory solutions are prepared in mol/L (a 0.1 M hydrochloric acid, a 1 M buffer stock); clinical chemistry reports electrolytes and metabolites in mmol/L (blood sodium is normally about 135 to 145 mmol/L); chemical engineering and the SI use mol/m³ and kmol/m³. Molarity is per liter of solution; molality (mol/kg of solvent) is a different quantity.",
    ],
    useCases: [
      "Converting a stock solution's molarity into mmol/L for dilution calculations (c₁V₁ = c₂V₂).",
      "Reading lab results in mmol/L alongside textbook values in mol/L.",
      "Putting concentrations into SI units (mol/m³) for diffusion and reaction-rate formulas.",
    ],
    example: { value: 0.15, from: "mol_l", to: "mmol_l" },
    accuracy: {
      definitions:
        "The four units differ only by powers of ten (the liter is 10⁻³ m³, the milli and kilo prefixes 10⁻³ and 10³), so every conversion is exact.",
      caveat:
        "The page converts amount concentrations only: going to mass units (g/L, mg/dL) needs the substance's molar mass.",
    },
    faqs: [
      {
        question: "How do I convert mol/L to g/L?",
        answer:
          "Multiply by the molar mass in g/mol: 1 mol/L of sodium chloride (58.44 g/mol) holds 58.44 g/L. To go back, divide g/L by the molar mass; the Solution Concentration Converter then turns g/L into mg/L or kg/m³.",
      },
    ],
  },
  {
    page: concentrationSolution,
    about: [
      "A mass concentration is the mass of a dissolved substance per volume of solution, a density of the solute, so this page uses the density units. The SI unit is the kilogram per cubic meter, which is exactly the gram per liter: 1 g/L = {{1 g_l kg_m3}} kg/m³. Trace amounts are given in milligrams per liter, 1 g/L = {{1 g_l mg_l}} mg/L.",
      "Parts per million (ppm) is a ratio, not a mass per volume. This page follows the water-analysis convention 1 ppm = 1 mg/L, which holds for dilute water solutions because a liter of water has a mass of about 1 kg, making mg/L the same as mg/kg. For other solvents or dense brines, ppm by mass = mg/L ÷ density in kg/L. Water quality reports (nitrate, chlorine, hardness, total dissolved solids) use mg/L and ppm interchangeably on this basis.",
    ],
    conversions: [
      { from: "g_l", to: "mg_l", values: [0.01, 0.1, 0.5, 1, 5, 10] },
      { from: "ppm", to: "g_l", values: [1, 10, 100, 500, 1000] },
    ],
    formulas: [
      { from: "g_l", to: "mg_l", example: 0.25 },
      { from: "ppm", to: "mg_l", example: 50 },
    ],
    useCases: [
      "Reading water test results in ppm as mg/L, or the reverse, for drinking water, pools and aquariums.",
      "Converting a solution made up in g/L into mg/L or kg/m³.",
      "Preparing nutrient or dosing solutions from a target concentration.",
      "Expressing a percent solution as a mass concentration (0.9 % w/v saline is 9 g/L).",
    ],
    example: { value: 250, from: "mg_l", to: "g_l" },
    accuracy: {
      verdict: "Yes, for dilute water solutions.",
      definitions:
        "The metric units are exact: g/L equals kg/m³ and mg/L is a thousandth of it. ppm is exact under this page's convention, 1 ppm = 1 mg/L, which is right for dilute water solutions.",
      caveat:
        "For seawater, brines or solvents other than water, divide mg/L by the solution's density in kg/L to get ppm by mass. ppm by volume, used for gases, is a different quantity.",
    },
    faqs: [
      {
        question: "Is ppm the same as mg/L?",
        answer:
          "For dilute solutions in water, yes, and this page treats them as equal: a liter of such a solution has a mass of about 1 kg, so 1 mg/L is 1 mg per kg, one part per million by mass. The equality fails when the solution's density is far from 1 kg/L.",
      },
      {
        question: "How do I convert a percentage to g/L?",
        answer:
          "A weight-per-volume percentage (% w/v) is grams per 100 mL, so multiply by 10: a 0.9 % saline solution contains 9 g/L, which is {{9 g_l mg_l}} mg/L. A weight-per-weight percentage needs the solution's density as well.",
      },
    ],
  },
];
