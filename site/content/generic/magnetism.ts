import {
  magneticFieldStrength,
  magneticFlux,
  magneticFluxDensity,
  magnetomotiveForce,
} from "../../catalog/pages/magnetism.ts";
import type { UnitText } from "../types.ts";

/** Magnetomotive force, magnetic field strength H, magnetic flux and flux density B. */
export const texts: readonly UnitText[] = [
  {
    page: magnetomotiveForce,
    about: [
      "Magnetomotive force (MMF) drives magnetic flux around a magnetic circuit, as voltage drives current in an electric one: a coil of N turns carrying a current I produces F = N·I. Its SI unit is the ampere, usually written ampere-turn (At) because the turn count has no unit; so 1 At = {{1 at a}} A. The CGS units are the gilbert (Gb), defined as 10/(4π) ampere-turns, so 1 At = {{1 at gi}} Gb, and the abampere-turn, 1 abA·t = {{1 ab at}} At.",
      "Magnetomotive force sizes electromagnets, relay and solenoid coils, transformer and inductor cores and the air gaps of motors: the flux follows from F = Φ·ℛ, with ℛ the reluctance of the path. The gilbert survives in older magnetics handbooks and in CGS-based magnet literature.",
    ],
    useCases: [
      "Computing the MMF of a coil from turns and current, and converting it to gilberts.",
      "Reading magnetic-circuit calculations from CGS handbooks in SI units.",
      "Sizing relay and electromagnet windings.",
    ],
    example: { value: 500, from: "at", to: "gi", context: "a 1000-turn coil carrying 0.5 A" },
    accuracy: {
      definitions:
        "The ampere and the ampere-turn are the same unit, the abampere-turn is exactly {{1 ab at}} At, and the gilbert is 10/(4π) At, the CGS definition with 4π exact, giving 1 Gb = {{1 gi at}} At to the digits shown.",
      caveat:
        "Since the 2019 SI, μ₀ is measured rather than exactly 4π × 10⁻⁷ H/m, but the difference is below a part per billion and never reaches the displayed digits.",
    },
    faqs: [
      {
        question: "Why is the ampere-turn the same as the ampere?",
        answer:
          "A number of turns is a pure count, so N turns carrying I amperes give N·I amperes of magnetomotive force. Writing 'ampere-turn' simply reminds the reader that the turns were counted in.",
      },
    ],
  },
  {
    page: magneticFieldStrength,
    about: [
      "Magnetic field strength H (magnetizing field) measures the field produced by currents, before the material's response is included. Its SI unit is the ampere per meter (A/m), the same as the ampere-turn per meter: a long solenoid with n turns per meter carrying I has H = n·I. The CGS oersted (Oe) is defined as 1000/(4π) A/m, so 1 Oe = {{1 oe a_m}} A/m, and the ampere-turn per inch is {{1 at_in a_m}} A/m from the exact inch.",
      "Permanent-magnet and magnetic-material data sheets give coercivity in kA/m and kOe (10 kOe = {{10000 oe a_m}} A/m); magnetic recording media and hysteresis loops use Oe; coil and solenoid design uses A/m or At/in. Earth's field corresponds to roughly 20 to 52 A/m, about {{20 a_m oe}} to {{52 a_m oe}} Oe.",
    ],
    conversions: [
      { from: "oe", to: "a_m", values: [1, 10, 100, 1000, 12000] },
      { from: "a_m", to: "oe", values: [1, 10, 100, 1000, 10000] },
    ],
    useCases: [
      "Converting coercivity values of magnets between kOe and kA/m.",
      "Computing the field inside a solenoid from turns per inch or per meter.",
      "Reading hysteresis loops and CGS literature in SI units.",
    ],
    example: { value: 12000, from: "oe", to: "a_m", context: "a magnet's coercivity" },
    accuracy: {
      definitions:
        "A/m and At/m are identical, the At/in uses the exact inch (0.0254 m), and the oersted is 1000/(4π) A/m, the CGS definition with 4π exact.",
      caveat:
        "The 2019 redefinition of the SI made μ₀ a measured constant, which changes the oersted's SI value by less than a part per billion, far below the 6 decimals shown.",
    },
    faqs: [
      {
        question: "Are oersted and gauss the same?",
        answer:
          "No, although in vacuum 1 Oe of H corresponds to 1 G of B in the CGS system. The oersted measures the magnetizing field H (this page); the gauss measures the flux density B (Magnetic Flux Density Converter). In SI, B = μ₀·H in vacuum, so 1 A/m corresponds to about 1.2566 µT.",
      },
    ],
  },
  {
    page: magneticFlux,
    about: [
      "Magnetic flux Φ is the total magnetic field passing through a surface, the flux density times the area, Φ = B·A. Its SI unit is the weber (Wb), equal to the volt second (V·s): by Faraday's law, a flux through one turn that falls uniformly to zero in one second induces one volt. The CGS maxwell (Mx) is one gauss times one square centimeter, so 1 Wb = {{1 wb mx}} Mx, and the milliweber is {{1 mwb mx}} Mx.",
      "Flux appears in transformer and motor design (core flux, flux linkage in weber-turns), in fluxmeter and search-coil measurements, and in the specification of permanent magnets; older magnet and fluxmeter literature uses maxwells or kilomaxwell-turns.",
    ],
    useCases: [
      "Converting fluxmeter readings between maxwells and webers.",
      "Computing core flux from flux density and area, Φ = B·A.",
      "Relating the voltage induced in a coil to the change of flux (V = N·dΦ/dt).",
    ],
    example: { value: 0.002, from: "wb", to: "mx" },
    accuracy: {
      definitions:
        "The volt second is the weber itself, the milliweber is a thousandth of it, and the maxwell is one gauss times one square centimeter (10⁻⁴ T × 10⁻⁴ m²), exactly {{1 mx wb}} Wb.",
      caveat: "Tiny results are shown in scientific notation, never rounded to 0.",
    },
    faqs: [
      {
        question: "Why is a weber equal to a volt second?",
        answer:
          "Faraday's law says the voltage induced in a turn equals the rate of change of the flux through it. A flux change of one weber per second therefore induces one volt, so a weber is a volt times a second.",
      },
    ],
  },
  {
    page: magneticFluxDensity,
    about: [
      "Magnetic flux density B, what is usually meant by 'magnetic field strength' in everyday speech, is the flux per unit area. Its SI unit is the tesla (T), one weber per square meter: 1 Wb/m² = {{1 wb_m2 t}} T. The millitesla is {{1 mt t}} T. The CGS gauss (G) is exactly {{1 g t}} T, so 1 T = {{1 t g}} G and 1 mT = {{1 mt g}} G.",
      "Earth's magnetic field is about 25 to 65 µT at the surface, that is {{0.000025 t g}} to {{0.000065 t g}} G; a fridge magnet gives a few millitesla at its surface, a neodymium magnet's remanence is about 1 to 1.4 T, and clinical MRI scanners run at 1.5 T and 3 T. Gaussmeters and Hall sensors read in G or mT, and magnet suppliers often still quote gauss.",
    ],
    conversions: [
      { from: "mt", to: "g", values: [0.05, 0.5, 1, 5, 10, 100] },
      { from: "g", to: "t", values: [0.5, 100, 1000, 5000, 10000] },
    ],
    useCases: [
      "Converting magnet and gaussmeter readings between gauss and millitesla.",
      "Comparing MRI field strengths and exposure limits in tesla.",
      "Reading Hall-sensor data sheets given in mT or G.",
    ],
    example: { value: 1.5, from: "t", to: "g", context: "the field of an MRI magnet" },
    accuracy: {
      definitions:
        "The weber per square meter is the tesla itself, the millitesla is a thousandth of a tesla, and the gauss is exactly {{1 g t}} T by its CGS definition, so the conversions are exact.",
    },
    faqs: [
      {
        question: "How many gauss are in a tesla?",
        answer: "Ten thousand: 1 T = {{1 t g}} G, so 1 G = {{1 g t}} T and 1 mT = {{1 mt g}} G.",
      },
    ],
  },
];
