import {
  permeability,
  surfaceTension,
  viscosityDynamic,
  viscosityKinematic,
} from "../../catalog/pages/fluids.ts";
import type { UnitText } from "../types.ts";

/** Fluids pages on material properties: viscosity, surface tension, permeability. */
export const texts: readonly UnitText[] = [
  {
    page: viscosityDynamic,
    about: [
      "Dynamic (absolute) viscosity μ is a fluid's resistance to shearing: the shear stress divided by the rate of shear. Its SI unit is the pascal second (Pa·s). The CGS unit, the poise (P, after Jean Poiseuille), is {{1 p pa_s}} Pa·s, so the centipoise is exactly one millipascal second: 1 cP = {{1 cp pa_s}} Pa·s. The US customary pound-force second per square foot is {{1 lbf_s_ft2 pa_s}} Pa·s (the reyn, lbf·s/in², is 144 times larger).",
      "Water at 20 °C has a viscosity of about 1.0 mPa·s, which made the centipoise a convenient unit; air is about 0.018 mPa·s and glycerol about 1.4 Pa·s. Viscosity data for lubricants, paints, inks, foods, polymers and drilling fluids are quoted in cP or mPa·s (the two are the same number), and Pa·s enters the SI forms of the Reynolds number and of flow and lubrication formulas.",
    ],
    useCases: [
      "Converting a product data sheet's viscosity in cP into Pa·s for a flow calculation.",
      "Reading US engineering data in lbf·s/ft² as Pa·s.",
      "Computing a Reynolds number, Re = ρ·v·D/μ, in consistent SI units.",
    ],
    example: { value: 1.5, from: "pa_s", to: "cp" },
    accuracy: {
      definitions:
        "The poise and centipoise are exact decimal fractions of the pascal second, and the lbf·s/ft² is exact from the pound (0.45359237 kg), standard gravity (9.80665 m/s²) and the foot (0.3048 m).",
      caveat:
        "Remember that a measured viscosity holds at one temperature: a few degrees change it noticeably for most liquids.",
    },
    faqs: [
      {
        question: "What is the difference between dynamic and kinematic viscosity?",
        answer:
          "Kinematic viscosity is dynamic viscosity divided by density, ν = μ/ρ. Water at 20 °C, with about 1.0 mPa·s and 998 kg/m³, has a kinematic viscosity of about 1.0 mm²/s (1 cSt); use the Kinematic Viscosity Converter for cSt, St and m²/s.",
      },
    ],
  },
  {
    page: viscosityKinematic,
    about: [
      "Kinematic viscosity ν is dynamic viscosity divided by density, ν = μ/ρ: how readily a fluid flows under its own weight. Its SI unit is the square meter per second (m²/s). The CGS stokes (St, after George Stokes) is 1 cm²/s = {{1 St m2_s}} m²/s, so the centistokes is exactly one square millimeter per second, and 1 m²/s = {{1 m2_s cSt}} cSt. The US square foot per second is {{1 ft2_s cSt}} cSt.",
      "Oils are graded by kinematic viscosity in cSt (mm²/s): the SAE J300 engine-oil grades are defined by ranges at 100 °C (an SAE 30 oil has 9.3 to under 12.5 cSt), and the ISO VG number of an industrial oil is its nominal viscosity in cSt at 40 °C (ISO VG 46 ≈ 46 cSt). Water at 20 °C is about 1.0 cSt and air about 15 cSt. Glass capillary viscometers, flow cups and fuel specifications all give ν.",
    ],
    conversions: [
      { from: "St", to: "cSt", values: [0.01, 0.1, 1, 10] },
      { from: "ft2_s", to: "cSt", values: [0.00001, 0.0001, 0.001, 0.01] },
    ],
    useCases: [
      "Comparing lubricant and hydraulic-oil grades (ISO VG, SAE) given in cSt with data in m²/s.",
      "Computing a Reynolds number from velocity and kinematic viscosity, Re = v·D/ν.",
      "Converting US data in ft²/s into cSt.",
    ],
    example: {
      value: 46,
      from: "cSt",
      to: "St",
      context: "an ISO VG 46 oil",
      note: "For small values in m²/s, enter them in cSt instead to keep all digits.",
    },
    accuracy: {
      definitions:
        "The stokes ({{1 St m2_s}} m²/s) and centistokes ({{1 cSt m2_s}} m²/s) are exact, and the square foot per second is exactly 0.3048² m²/s, so 1 ft²/s = {{1 ft2_s cSt}} cSt.",
      caveat: "Results below 0.000001 switch to scientific notation rather than rounding to 0.",
    },
    faqs: [
      {
        question: "Can I convert Saybolt seconds (SUS) to cSt here?",
        answer:
          "No. Saybolt Universal Seconds is the flow time through a standard orifice, related to kinematic viscosity by an empirical formula (ASTM D2161) rather than a fixed factor. Convert SUS to cSt with that method, then use this page for the other units.",
      },
    ],
  },
  {
    page: surfaceTension,
    about: [
      "Surface tension γ is the force per unit length along a liquid surface, equivalently the energy needed to enlarge the surface by one unit of area. Its SI unit is the newton per meter (N/m), the same as the kilogram per second squared (kg/s²) written in base units. The CGS dyne per centimeter is exactly one millinewton per meter, 1 dyn/cm = {{1 dyn_cm n_m}} N/m, and the pound-force per foot is {{1 lbf_ft n_m}} N/m.",
      "Water at 20 °C has a surface tension of about 72.8 mN/m (72.8 dyn/cm), ethanol about 22 and mercury about 485; detergents and surfactants lower water's value to about 30. Tensiometers (du Noüy ring, Wilhelmy plate, pendant drop) report mN/m or dyn/cm, and the same unit measures the surface energy of solids in coating, printing and adhesion work (mJ/m² = mN/m).",
    ],
    conversions: [
      { from: "dyn_cm", to: "n_m", values: [20, 30, 50, 72.8, 100] },
      { from: "lbf_ft", to: "n_m", values: [0.001, 0.002, 0.005, 0.01, 0.1] },
    ],
    useCases: [
      "Converting tensiometer readings in dyn/cm into N/m for capillary-rise or droplet calculations.",
      "Comparing surfactant and ink data between CGS and SI units.",
      "Reading US engineering data in lbf/ft as N/m.",
    ],
    example: { value: 72.8, from: "dyn_cm", to: "n_m", context: "the surface tension of water" },
    accuracy: {
      definitions:
        "The dyne (10⁻⁵ N) per centimeter is exactly {{1 dyn_cm n_m}} N/m, kg/s² is N/m itself, and the pound-force per foot is exact from the pound, standard gravity and the foot.",
      caveat:
        "Measured surface tensions depend on temperature and on traces of contaminants, which no conversion corrects.",
    },
    faqs: [
      {
        question: "Why are dyn/cm and mN/m the same?",
        answer:
          "A dyne is 10⁻⁵ newton and a centimeter 10⁻² meter, so one dyne per centimeter is {{1 dyn_cm n_m}} N/m, one millinewton per meter. That is why handbooks can give water's surface tension as 72.8 in either unit.",
      },
    ],
  },
  {
    page: permeability,
    about: [
      "Permeability (intrinsic permeability) measures how easily a fluid flows through a porous material such as rock, soil or a filter, independent of the fluid. It has the dimension of an area, so its SI unit is the square meter (m²). Geology and the petroleum industry use the darcy (D), named after Henry Darcy: the permeability that passes 1 cm³/s of a 1 cP fluid through 1 cm² under a pressure gradient of 1 atm/cm, which makes 1 D = {{1 darcy m2}} m², close to one square micrometer.",
      "Reservoir rocks are rated in millidarcies (1 D = {{1 darcy md}} mD): from well under 1 mD in tight sandstones and shales to several darcies in clean sands and gravels. This is not magnetic permeability (H/m), and not hydraulic conductivity (m/s), which also depends on the fluid: for water at room temperature, 1 darcy corresponds to a hydraulic conductivity of about 10⁻⁵ m/s.",
    ],
    conversions: [
      { from: "md", to: "m2", values: [0.1, 1, 10, 100, 1000] },
      { from: "darcy", to: "md", values: [0.01, 0.1, 0.5, 1, 5] },
    ],
    formulas: [
      { from: "md", to: "m2", example: 100 },
      { from: "m2", to: "md", example: 1e-13 },
    ],
    useCases: [
      "Converting core-analysis results in mD into m² for reservoir simulation in SI units.",
      "Comparing rock, soil and filter permeabilities from geology and engineering sources.",
      "Applying Darcy's law, Q = k·A·Δp/(μ·L), in consistent units.",
    ],
    example: {
      value: 150,
      from: "md",
      to: "m2",
      context: "a sandstone's permeability",
      note: "Such small values are shown in scientific notation.",
    },
    accuracy: {
      definitions:
        "The darcy is computed exactly from its definition, (1 cm³/s × 1 cP × 1 cm) ÷ (1 cm² × 1 atm), with the standard atmosphere of 101 325 Pa, so 1 D = {{1 darcy m2}} m² to the digits shown. The millidarcy is 1/1000 D and the square foot is exactly 0.3048² m².",
    },
    faqs: [
      {
        question: "Is the darcy the same as hydraulic conductivity?",
        answer:
          "No. Permeability in darcies belongs to the rock alone; hydraulic conductivity (m/s, used in groundwater work) also includes the fluid's density and viscosity, K = k·ρ·g/μ. For water at about 20 °C, 1 darcy corresponds to roughly 10⁻⁵ m/s.",
      },
    ],
  },
];
