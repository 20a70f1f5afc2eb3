import type { ConverterContent } from "../types.ts";

/** Fluids pages on material properties: viscosity, surface tension, permeability. */
export const pages: Readonly<Record<string, ConverterContent>> = {
  "viscosity-dynamic": {
    about: [
      "Dynamic (absolute) viscosity μ is a fluid's resistance to shearing: the shear stress divided by the rate of shear. Its SI unit is the pascal second (Pa·s). The CGS unit, the poise (P, after Jean Poiseuille), is {{1 p pa_s}} Pa·s, so the centipoise is exactly one millipascal second: 1 cP = {{1 cp pa_s}} Pa·s. The US customary pound-force second per square foot is {{1 lbf_s_ft2 pa_s}} Pa·s (the reyn, lbf·s/in², is 144 times larger).",
      "Water at 20 °C has a viscosity of about 1.0 mPa·s, which made the centipoise a convenient unit; air is about 0.018 mPa·s and glycerol about 1.4 Pa·s. Viscosity data for lubricants, paints, inks, foods, polymers and drilling fluids are quoted in cP or mPa·s (the two are the same number), and Pa·s enters the SI forms of the Reynolds number and of flow and lubrication formulas.",
    ],
    useCases: [
      "Converting a product data sheet's viscosity in cP into Pa·s for a flow calculation.",
      "Reading US engineering data in lbf·s/ft² as Pa·s.",
      "Computing a Reynolds number, Re = ρ·v·D/μ, in consistent SI units.",
    ],
    faqs: [
      {
        question: "How do I use the Dynamic Viscosity Converter?",
        answer:
          "Type a viscosity in either field and choose both units; the converted value appears in the other field as you type. The swap button exchanges the units, Copy result copies the number, and the page address (?v=1.5&from=pa_s&to=cp) keeps the conversion to share. Example: 1.5 Pa·s is {{1.5 pa_s cp}} cP.",
      },
      {
        question: "Is this Dynamic Viscosity Converter accurate?",
        answer:
          "Yes. The poise and centipoise are exact decimal fractions of the pascal second, and the lbf·s/ft² is exact from the pound (0.45359237 kg), standard gravity (9.80665 m/s²) and the foot (0.3048 m); automated tests check every factor against GNU units. Remember that a measured viscosity holds at one temperature: a few degrees change it noticeably for most liquids.",
      },
      {
        question: "What is the difference between dynamic and kinematic viscosity?",
        answer:
          "Kinematic viscosity is dynamic viscosity divided by density, ν = μ/ρ. Water at 20 °C, with about 1.0 mPa·s and 998 kg/m³, has a kinematic viscosity of about 1.0 mm²/s (1 cSt); use the Kinematic Viscosity Converter for cSt, St and m²/s.",
      },
    ],
  },
  "viscosity-kinematic": {
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
    faqs: [
      {
        question: "How do I use the Kinematic Viscosity Converter?",
        answer:
          "Type a viscosity in either field and pick the units; the other field converts as you type. The swap button reverses the units, Copy result copies the answer, and the address (?v=46&from=cSt&to=St) keeps the conversion for a link. Example: an ISO VG 46 oil at 46 cSt is {{46 cSt St}} St; for small values in m²/s, enter them in cSt instead to keep all digits.",
      },
      {
        question: "Is this Kinematic Viscosity Converter accurate?",
        answer:
          "Yes. The stokes ({{1 St m2_s}} m²/s) and centistokes ({{1 cSt m2_s}} m²/s) are exact, and the square foot per second is exactly 0.3048² m²/s, so 1 ft²/s = {{1 ft2_s cSt}} cSt; automated tests check each factor against GNU units. Results below 0.000001 switch to scientific notation rather than rounding to 0.",
      },
      {
        question: "Can I convert Saybolt seconds (SUS) to cSt here?",
        answer:
          "No. Saybolt Universal Seconds is the flow time through a standard orifice, related to kinematic viscosity by an empirical formula (ASTM D2161) rather than a fixed factor. Convert SUS to cSt with that method, then use this page for the other units.",
      },
    ],
  },
  "surface-tension": {
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
    faqs: [
      {
        question: "How do I use the Surface Tension Converter?",
        answer:
          "Type a surface tension in either field and choose the units; the converted value appears in the other field as you type. The swap button exchanges the units, Copy result copies the number, and the page address (?v=72.8&from=dyn_cm&to=n_m) keeps the conversion. Example: water's 72.8 dyn/cm is {{72.8 dyn_cm n_m}} N/m.",
      },
      {
        question: "Is this Surface Tension Converter accurate?",
        answer:
          "Yes. The dyne (10⁻⁵ N) per centimeter is exactly {{1 dyn_cm n_m}} N/m, kg/s² is N/m itself, and the pound-force per foot is exact from the pound, standard gravity and the foot; automated tests check each factor against GNU units. Measured surface tensions depend on temperature and on traces of contaminants, which no conversion corrects.",
      },
      {
        question: "Why are dyn/cm and mN/m the same?",
        answer:
          "A dyne is 10⁻⁵ newton and a centimeter 10⁻² meter, so one dyne per centimeter is {{1 dyn_cm n_m}} N/m, one millinewton per meter. That is why handbooks can give water's surface tension as 72.8 in either unit.",
      },
    ],
  },
  permeability: {
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
    faqs: [
      {
        question: "How do I use the Permeability Converter?",
        answer:
          "Type a permeability in either field and choose the units; the other field converts as you type. The swap button exchanges the units, Copy result copies the result, and the address (?v=150&from=md&to=m2) keeps the conversion to share. Example: a 150 mD sandstone has a permeability of {{150 md m2}} m²; such small values are shown in scientific notation.",
      },
      {
        question: "Is this Permeability Converter accurate?",
        answer:
          "Yes. The darcy is computed exactly from its definition, (1 cm³/s × 1 cP × 1 cm) ÷ (1 cm² × 1 atm), with the standard atmosphere of 101 325 Pa, so 1 D = {{1 darcy m2}} m² to the digits shown; automated tests check the factors against GNU units. The millidarcy is 1/1000 D and the square foot is exactly 0.3048² m².",
      },
      {
        question: "Is the darcy the same as hydraulic conductivity?",
        answer:
          "No. Permeability in darcies belongs to the rock alone; hydraulic conductivity (m/s, used in groundwater work) also includes the fluid's density and viscosity, K = k·ρ·g/μ. For water at about 20 °C, 1 darcy corresponds to roughly 10⁻⁵ m/s.",
      },
    ],
  },
};
