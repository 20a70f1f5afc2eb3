import {
  electricConductance,
  electricConductivity,
  electricFieldStrength,
  electricPotential,
  electricResistance,
  electricResistivity,
  electrostaticCapacitance,
  inductance,
} from "../../catalog/pages/electricity.ts";
import type { UnitText } from "../types.ts";

/** Electricity pages: field and potential, resistance and conductance, capacitance, inductance. */
export const texts: readonly UnitText[] = [
  {
    page: electricFieldStrength,
    about: [
      "Electric field strength E is the force a field exerts per unit of charge, equal to the voltage gradient. Its SI unit is the volt per meter (V/m), identical to the newton per coulomb (N/C). Per centimeter the number is a hundredth as large, 1 V/cm = {{1 v_cm v_m}} V/m; 1 kV/m = {{1 kv_m v_m}} V/m, and with the exact foot, 1 V/ft = {{1 v_ft v_m}} V/m.",
      "Field strengths range widely: near the ground in fair weather the atmosphere has about 100 V/m, exposure limits for power-frequency fields are set in kV/m (5 kV/m for the public in the ICNIRP 2010 guidelines at 50 Hz), radio-frequency immunity tests use a few to tens of V/m, and dry air breaks down at about 3 MV/m, that is {{3000000 v_m v_cm}} V/cm. Dielectric strength of insulators is often quoted in kV/mm, which is the same as MV/m.",
    ],
    useCases: [
      "Comparing dielectric strengths and breakdown fields between V/cm and kV/m.",
      "Reading field-exposure limits and measurements near power lines.",
      "Converting field meter readings for EMC testing.",
    ],
    example: { value: 30000, from: "v_cm", to: "kv_m" },
    accuracy: {
      definitions:
        "The units differ by SI prefixes and exact lengths (1 cm = 0.01 m, 1 ft = 0.3048 m, 1 mil = 0.0254 mm), and the CGS statvolt ({{1 statv_cm v_cm}} V per cm, from the exact speed of light) and abvolt (10⁻⁸ V) are exact, so every factor is exact.",
    },
    faqs: [
      {
        question: "Is V/m the same as N/C?",
        answer:
          "Yes. A volt is a joule per coulomb, so a volt per meter is a joule per coulomb-meter, which is a newton per coulomb: the force in newtons on one coulomb of charge. Both name the same SI unit of electric field strength.",
      },
    ],
  },
  {
    page: electricPotential,
    about: [
      "Electric potential difference (voltage) is the energy per unit charge between two points. Its SI unit is the volt (V), one joule per coulomb or one watt per ampere. The millivolt and microvolt are {{1 mv v}} V and {{1 µv v}} V, the kilovolt {{1 kv v}} V.",
      "Voltages in daily life run from microvolts to hundreds of kilovolts: EEG signals are tens of µV, a heartbeat measures around 1 mV on an ECG, thermocouples produce millivolts, an AA cell 1.5 V, USB 5 V, mains 230 V (Europe) or 120 V (North America), distribution lines tens of kV and long-distance transmission lines hundreds of kV.",
    ],
    useCases: [
      "Converting sensor outputs in mV or µV into volts for an ADC or amplifier design.",
      "Expressing distribution and transmission voltages in kV.",
      "Checking Ohm's law calculations (V = I·R) with mixed prefixes.",
    ],
    example: { value: 230, from: "v", to: "kv", also: ["mv"] },
    accuracy: {
      definitions:
        "The metric units differ by SI prefixes (nano 10⁻⁹ to mega 10⁶), and the CGS statvolt ({{1 statv v}} V, from the exact speed of light) and abvolt (10⁻⁸ V) are exact, so every conversion is exact.",
      caveat:
        "Since 2019 the volt itself is realized through the Josephson effect with an exactly fixed constant.",
    },
    faqs: [
      {
        question: "How many millivolts are in a volt?",
        answer:
          "One thousand: 1 V = {{1 v mv}} mV, and 1 mV = {{1 mv µv}} µV. So a 0.75 V signal is {{0.75 v mv}} mV.",
      },
    ],
  },
  {
    page: electricResistance,
    about: [
      "Electric resistance is the voltage needed per unit of current, R = V/I (Ohm's law). Its SI unit is the ohm (Ω), one volt per ampere. Resistors and insulation span many orders of magnitude, so the prefixes matter: the kiloohm is {{1 kohm ohm}} Ω and the megaohm {{1 megohm ohm}} Ω, while the milliohm is {{1 mohm ohm}} Ω. Mind the case of the symbol: mΩ is milli, MΩ is mega, a factor of 10⁹ apart.",
      "Resistor values on schematics and color codes are given in Ω, kΩ and MΩ (often written 4k7 for 4.7 kΩ); insulation-resistance testers read MΩ; current shunts, contacts, cable joints and battery internal resistance are measured in mΩ. Since 2019 the ohm is realized through the quantum Hall effect with an exactly fixed von Klitzing constant.",
    ],
    useCases: [
      "Reading resistor markings such as 4k7 or 2M2 and converting them to ohms.",
      "Applying Ohm's law and power formulas (P = I²·R) with consistent units.",
      "Checking milliohm contact or shunt resistances and megohm insulation readings.",
    ],
    example: { value: 4.7, from: "kohm", to: "ohm" },
    accuracy: {
      definitions:
        "The metric units differ by SI prefixes (micro 10⁻⁶ to giga 10⁹), and the CGS abohm (10⁻⁹ Ω), the statohm ({{1 statohm ohm}} Ω) and the von Klitzing constant h/e² are exact, so those conversions are exact; the international ohm of 1908 ({{1 ohm_int ohm}} Ω) is a historic figure, taken from GNU units.",
      caveat: "The unit with code mohm is the milliohm; the megaohm is listed separately as MΩ.",
    },
    faqs: [
      {
        question: "What is the difference between mΩ and MΩ?",
        answer:
          "mΩ (lowercase m) is the milliohm, a thousandth of an ohm; MΩ (capital M) is the megaohm, a million ohms. 1 MΩ = {{1 megohm mohm}} mΩ, so mixing them up is an error of a factor of a billion.",
      },
    ],
  },
  {
    page: electricResistivity,
    about: [
      "Electrical resistivity ρ is a material's intrinsic resistance, independent of shape: a conductor of length L and cross-section A has R = ρ·L/A. Its SI unit is the ohm meter (Ω·m). The ohm centimeter, common for semiconductors and water, is {{1 ohm_cm ohm_m}} Ω·m, so 1 Ω·m = {{1 ohm_m ohm_cm}} Ω·cm; with the exact foot and inch, 1 Ω·ft = {{1 ohm_ft ohm_m}} Ω·m and 1 Ω·in = {{1 ohm_in ohm_m}} Ω·m.",
      "Resistivities span more than 20 orders of magnitude: annealed copper has about 1.72 × 10⁻⁸ Ω·m at 20 °C, silicon wafers are specified from fractions of an Ω·cm to thousands, ultrapure water reaches 18.2 MΩ·cm ({{18.2 ohm_cm ohm_m}} MΩ·m) at 25 °C, and soils for earthing design measure from tens to thousands of Ω·m. The US 'ohm-circular mil per foot' used for wire is a different unit, not the Ω·ft here.",
    ],
    useCases: [
      "Converting wafer and semiconductor resistivities between Ω·cm and Ω·m.",
      "Reading soil-resistivity survey results for grounding and cathodic protection.",
      "Checking water purity given in MΩ·cm.",
    ],
    example: { value: 100, from: "ohm_m", to: "ohm_cm", context: "a soil's resistivity" },
    accuracy: {
      definitions:
        "The units differ by SI prefixes and exact lengths and areas (1 cm = 0.01 m, 1 ft = 0.3048 m, 1 in = 0.0254 m, 1 circular mil = π/4 mil²), so the factors are exact.",
      caveat:
        "For very small values such as metals, convert the number and keep the power of ten (1.72 × 10⁻⁸ Ω·m is {{1.72 ohm_m ohm_cm}} × 10⁻⁸ Ω·cm), since the display stops at 6 decimals.",
    },
    faqs: [
      {
        question: "What is the difference between resistance and resistivity?",
        answer:
          "Resistance (Ω) belongs to a particular object; resistivity (Ω·m) belongs to the material. A copper wire's resistance depends on its length and thickness, its resistivity does not: R = ρ·L/A.",
      },
    ],
  },
  {
    page: electricConductance,
    about: [
      "Electric conductance G is the reciprocal of resistance, G = 1/R = I/V: how easily current flows. Its SI unit is the siemens (S), one ampere per volt. The mho (℧, 'ohm' spelled backwards) is the older name of the same unit, 1 ℧ = {{1 mho s}} S. The millisiemens and microsiemens are {{1 ms s}} S and {{1 µs s}} S.",
      "Conductances add for parallel paths, as resistances do in series, which makes G convenient in circuit analysis. Transistor transconductance is quoted in mS (or the old mmho), insulation leakage in µS or nS, and admittance in AC circuits has the same unit.",
    ],
    useCases: [
      "Converting transconductance values between mS, µS and older mho-based data sheets.",
      "Combining parallel paths by adding conductances.",
      "Turning a measured resistance into conductance (1/R) for circuit analysis.",
    ],
    example: { value: 0.002, from: "s", to: "ms", context: "the conductance of a 500 Ω resistor" },
    accuracy: {
      definitions:
        "The mho equals the siemens exactly, the other metric units differ by SI prefixes, and the CGS abmho (10⁹ S), the statmho and the conductance quantum 2e²/h are exact, so every conversion is exact.",
    },
    faqs: [
      {
        question: "Is a mho the same as a siemens?",
        answer:
          "Yes. The mho (symbol ℧) was the name used for the reciprocal ohm until the siemens was adopted into the SI in 1971; 1 mho = {{1 mho s}} S.",
      },
    ],
  },
  {
    page: electricConductivity,
    about: [
      "Electrical conductivity σ (or κ) is the reciprocal of resistivity: how well a material conducts current. Its SI unit is the siemens per meter (S/m); the mho per meter is the same unit. The siemens per centimeter is a hundred times larger unit, 1 S/cm = {{1 s_cm s_m}} S/m, and the millisiemens per centimeter, the usual unit of water analysis, is {{1 ms_cm s_m}} S/m.",
      "Water testing reads conductivity in mS/cm or µS/cm: ultrapure water has about 0.055 µS/cm, seawater around 5 S/m ({{5 s_m ms_cm}} mS/cm), and hydroponic nutrient solutions are dosed by their EC in mS/cm. Soil salinity in dS/m has the same numbers as mS/cm. Metals are far higher: 100 % IACS, the annealed-copper standard, is about 58 MS/m.",
    ],
    useCases: [
      "Converting conductivity-meter readings (EC) between mS/cm and S/m.",
      "Comparing water-quality and salinity data from different sources.",
      "Turning resistivity values into conductivity (σ = 1/ρ) for material tables.",
    ],
    example: { value: 1.5, from: "ms_cm", to: "s_m", context: "an EC reading" },
    accuracy: {
      definitions:
        "The mho per meter equals the S/m, the per-centimeter units are exact decimal multiples (1 S/cm = {{1 s_cm s_m}} S/m, 1 mS/cm = {{1 ms_cm s_m}} S/m), and 1 % IACS is {{1 iacs s_m}} S/m by the 1913 copper standard, so every conversion is exact.",
      caveat:
        "Conductivity meters usually report values corrected to 25 °C, because conductivity of solutions rises with temperature.",
    },
    faqs: [
      {
        question: "How do I convert µS/cm to mS/cm?",
        answer:
          "Divide by 1000: 1000 µS/cm is 1 mS/cm, which is {{1 ms_cm s_m}} S/m. Drinking water of 500 µS/cm is 0.5 mS/cm, or {{0.5 ms_cm s_m}} S/m.",
      },
    ],
  },
  {
    page: electrostaticCapacitance,
    about: [
      "Capacitance is the charge a component stores per volt, C = Q/V. Its SI unit is the farad (F), one coulomb per volt, a large unit: circuits use the microfarad ({{1 µf f}} F) and nanofarad ({{1 nf f}} F), and supercapacitors reach whole farads. On this page mF is the millifarad, {{1 mf f}} F; older catalogs wrote 'mf' or 'mfd' for the microfarad, so check which one an old part list means.",
      "Ceramic capacitors are often marked with a three-digit code in picofarads: '104' means 10 × 10⁴ pF, which is 100 nF or {{100 nf µf}} µF. Electrolytic capacitors are marked in µF, film capacitors in nF or µF, and the stored energy is ½·C·V².",
    ],
    conversions: [
      { from: "µf", to: "nf", values: [0.001, 0.01, 0.1, 1, 10] },
      { from: "nf", to: "µf", values: [1, 10, 47, 100, 220, 470] },
    ],
    formulas: [
      { from: "µf", to: "nf", example: 0.1 },
      { from: "nf", to: "µf", example: 100 },
    ],
    useCases: [
      "Reading capacitor codes and substituting a part marked in nF for one specified in µF.",
      "Designing RC timers and filters (τ = R·C, f = 1/(2π·R·C)) in consistent units.",
      "Sizing supercapacitor banks in farads from energy needs (E = ½·C·V²).",
    ],
    example: { value: 0.1, from: "µf", to: "nf" },
    accuracy: {
      definitions:
        "The metric units differ by SI prefixes and the CGS units are exact (1 abF = 10⁹ F; 1 statF, the centimeter of capacitance, is {{1 statf pf}} pF from the exact speed of light), so those conversions are exact; the jar, the international farad and the 1990 conventional farad are historic figures, taken from GNU units.",
      caveat: "Note that the mF here is the millifarad: an old 'mfd' marking means microfarads.",
    },
    faqs: [
      {
        question: "What does 104 on a capacitor mean?",
        answer:
          "The first two digits are the value and the third the number of zeros, in picofarads: 104 is 10 followed by four zeros, 100 000 pF, which is 100 nF or {{100 nf µf}} µF. Likewise 103 is 10 nF and 473 is 47 nF.",
      },
    ],
  },
  {
    page: inductance,
    about: [
      "Inductance L relates the voltage induced in a conductor to the rate of change of current, V = L·dI/dt, and the magnetic flux linkage to the current. Its SI unit is the henry (H), one weber per ampere or one volt second per ampere. Practical inductors are much smaller: the millihenry is {{1 mh h}} H, the microhenry {{1 µh h}} H and the nanohenry {{1 nh µh}} µH.",
      "Mains chokes and audio crossover coils are in mH, switching-regulator inductors in µH, and RF coils and the parasitic inductance of traces and component leads in nH. The energy stored in an inductor is ½·L·I², and with a capacitor it sets the resonant frequency f = 1/(2π·√(L·C)).",
    ],
    conversions: [
      { from: "µh", to: "mh", values: [1, 10, 22, 100, 470, 1000] },
      { from: "nh", to: "µh", values: [1, 10, 100, 470, 1000] },
    ],
    formulas: [
      { from: "µh", to: "mh", example: 22 },
      { from: "nh", to: "µh", example: 470 },
    ],
    useCases: [
      "Matching inductor values from data sheets in µH and mH.",
      "Computing LC resonant frequencies and filter cut-offs in consistent units.",
      "Estimating the energy stored in a coil (½·L·I²).",
    ],
    example: { value: 22, from: "µh", to: "mh", context: "a common inductor value" },
    accuracy: {
      definitions:
        "The metric units differ by SI prefixes and the CGS units are exact (1 abH, the centimeter of inductance, is 1 nH; 1 statH is {{1 stath h}} H), and the quadrant and the secohm are old names of the henry, so those conversions are exact; the international henry and the 1990 conventional henry are historic figures, taken from GNU units.",
      caveat:
        "An inductor's actual value typically has a tolerance of several percent and changes with current and frequency.",
    },
    faqs: [],
  },
];
