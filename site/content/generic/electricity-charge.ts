import {
  charge,
  current,
  linearChargeDensity,
  linearCurrentDensity,
  surfaceChargeDensity,
  surfaceCurrentDensity,
  volumeChargeDensity,
} from "../../catalog/pages/electricity.ts";
import type { UnitText } from "../types.ts";

/** Electricity pages: charge and current, and their densities along a line, a surface, a volume. */
export const texts: readonly UnitText[] = [
  {
    page: charge,
    about: [
      "Electric charge is the quantity of electricity carried by particles or stored in a battery or capacitor. Its SI unit is the coulomb (C), the charge a current of one ampere carries in one second. The ampere-hour is the charge of one ampere for an hour, {{1 ah c}} C, and the milliampere-hour {{1 mah c}} C. The elementary charge e, the charge of a proton, is fixed by the 2019 SI at exactly 1.602176634 × 10⁻¹⁹ C, so one coulomb is {{1 c e}} elementary charges.",
      "Battery capacity is the everyday use: phone and power-bank batteries are rated in mAh, car and storage batteries in Ah. Those ratings are charge, not energy; the energy is the charge times the voltage (Wh = Ah × V). Coulombs appear in physics, electrostatics and electrochemistry, and counts of elementary charges in particle and semiconductor physics.",
    ],
    conversions: [
      { from: "mah", to: "c", values: [100, 1000, 2500, 5000, 10000] },
      { from: "ah", to: "c", values: [1, 10, 50, 100] },
    ],
    useCases: [
      "Converting a battery's mAh rating into coulombs for a physics or electrochemistry calculation.",
      "Comparing cells rated in Ah and mAh.",
      "Counting electrons: how many elementary charges make up a given charge.",
    ],
    example: {
      value: 5000,
      from: "mah",
      to: "c",
      also: ["ah"],
      context: "a battery's rated capacity",
    },
    accuracy: {
      definitions:
        "The ampere-hour is exactly {{1 ah c}} C (one ampere for 3600 s) and the milliampere-hour {{1 mah c}} C, and since 2019 the elementary charge is an exact defining constant of the SI (1.602176634 × 10⁻¹⁹ C), which makes the faraday (e × Nₐ) exact as well; the CGS abcoulomb is exactly 10 C and the statcoulomb 1/(10c) C from the exact speed of light.",
      caveat: "Results involving e are shown in scientific notation with 7 significant digits.",
    },
    faqs: [
      {
        question: "How do I convert mAh to Wh?",
        answer:
          "Multiply by the battery's nominal voltage and divide by 1000: a 5000 mAh cell at 3.7 V stores {{5000 mah ah}} Ah × 3.7 V = 18.5 Wh. This page converts charge only; energy needs the voltage.",
      },
    ],
  },
  {
    page: linearChargeDensity,
    about: [
      "Linear charge density λ is electric charge per unit length, as on a thin charged wire, fiber or beam. Its SI unit is the coulomb per meter (C/m). Per centimeter the number is a hundredth as large, 1 C/m = {{1 c_m c_cm}} C/cm; the foot and inch versions follow from the exact international foot and inch, 1 C/ft = {{1 c_ft c_m}} C/m and 1 C/in = {{1 c_in c_m}} C/m.",
      "Physics uses λ in the field of a long straight charge, E = λ/(2π·ε₀·r), in transmission-line and corona calculations, and for charged polymers and particle beams. Real values are small, usually nanocoulombs or microcoulombs per meter; because the conversion is a pure factor, you can convert the number and keep the prefix (1 nC/m = {{1 c_m c_ft}} nC/ft).",
    ],
    useCases: [
      "Converting textbook electrostatics problems between SI and per-inch or per-foot units.",
      "Computing the field of a charged wire from λ in C/m.",
    ],
    example: { value: 2, from: "c_m", to: "c_ft", note: "For 2 µC/m, read the result as µC/ft." },
    accuracy: {
      definitions:
        "The factors are SI prefixes and lengths (the centimeter is 10⁻² m, the foot exactly 0.3048 m and the inch exactly 0.0254 m), and the CGS abcoulomb is exactly 10 C and the statcoulomb 1/(10c) C from the exact speed of light, so every conversion is exact up to the displayed digits.",
    },
    faqs: [],
  },
  {
    page: surfaceChargeDensity,
    about: [
      "Surface charge density σ is electric charge per unit area, as on a conductor's surface or a capacitor plate. Its SI unit is the coulomb per square meter (C/m²). A square centimeter is 10⁻⁴ m², so 1 C/cm² = {{1 c_cm2 c_m2}} C/m², and a microcoulomb per square centimeter, the usual unit for electrode and ferroelectric surfaces, is {{0.000001 c_cm2 c_m2}} C/m². With the exact foot and inch, 1 C/ft² = {{1 c_ft2 c_m2}} C/m² and 1 C/in² = {{1 c_in2 c_m2}} C/m².",
      "Surface charge sets the field just outside a conductor, E = σ/ε₀, and between the plates of a capacitor. Air breaks down near 3 MV/m, which limits the charge a surface in air can hold to roughly 27 µC/m². Electrochemistry (double-layer charge), ferroelectric materials (polarization in µC/cm²) and electrostatic discharge studies all use σ.",
    ],
    conversions: [
      { from: "c_cm2", to: "c_m2", values: [1e-6, 1e-5, 0.0001, 1] },
      { from: "c_in2", to: "c_m2", values: [1, 10, 100] },
    ],
    useCases: [
      "Converting polarization or electrode charge from µC/cm² into C/m².",
      "Computing the field near a charged plate or conductor from σ.",
      "Checking textbook electrostatics problems set in per-square-inch units.",
    ],
    example: {
      value: 25,
      from: "c_cm2",
      to: "c_m2",
      note: "The conversion is a pure factor, so prefixes carry over: 25 µC/cm² is {{25 c_cm2 c_m2}} µC/m².",
    },
    accuracy: {
      definitions:
        "The units differ by SI prefixes and exact areas (1 cm² = 10⁻⁴ m², 1 ft² = 0.3048² m², 1 in² = 0.0254² m²), and the CGS abcoulomb is exactly 10 C and the statcoulomb 1/(10c) C from the exact speed of light, so the factors are exact and only the display is rounded.",
    },
    faqs: [],
  },
  {
    page: volumeChargeDensity,
    about: [
      "Volume charge density ρ is electric charge per unit volume, the source term of Gauss's law (∇·E = ρ/ε₀). Its SI unit is the coulomb per cubic meter (C/m³). A cubic centimeter is 10⁻⁶ m³, so 1 C/cm³ = {{1 c_cm3 c_m3}} C/m³; with the exact foot and inch, 1 C/ft³ = {{1 c_ft3 c_m3}} C/m³ and 1 C/in³ = {{1 c_in3 c_m3}} C/m³.",
      "Semiconductor physics counts dopant atoms per cm³, so the space charge of a depletion region (ρ = q·N) is often written in C/cm³; plasma physics, space-charge-limited currents in vacuum tubes and ion sources, and atmospheric electricity use C/m³.",
    ],
    conversions: [
      { from: "c_cm3", to: "c_m3", values: [1e-6, 0.001, 0.0016, 0.01, 1] },
      { from: "c_ft3", to: "c_m3", values: [1, 10, 100] },
    ],
    useCases: [
      "Converting depletion-region space charge between C/cm³ and C/m³.",
      "Solving Poisson's equation, ∇²φ = −ρ/ε₀, in SI units.",
    ],
    example: { value: 0.0016, from: "c_cm3", to: "c_m3" },
    accuracy: {
      definitions:
        "The factors are SI prefixes and exact volumes (1 cm³ = 10⁻⁶ m³, 1 ft³ = 0.3048³ m³ and 1 in³ = 0.0254³ m³), and the CGS abcoulomb is exactly 10 C and the statcoulomb 1/(10c) C from the exact speed of light, so every result is exact up to the digits shown.",
    },
    faqs: [],
  },
  {
    page: current,
    about: [
      "Electric current is the rate of flow of electric charge. Its unit, the ampere (A), is an SI base unit; since 2019 it is defined by fixing the elementary charge, so one ampere is the flow of 1/(1.602176634 × 10⁻¹⁹) elementary charges per second, one coulomb per second. The milliampere and microampere are {{1 ma a}} A and {{1 µa a}} A, the kiloampere {{1 ka a}} A.",
      "Electronics lives in milliamperes and microamperes: an indicator LED draws a few to about 20 mA, a sleeping microcontroller a few µA, and residual-current devices that protect people are rated to trip at 30 mA ({{30 ma a}} A). Household circuits are fused at around 10 to 32 A, while welding, electric traction, smelting and lightning (tens of kiloamperes per stroke) reach kA.",
    ],
    useCases: [
      "Converting component ratings between mA and A for Ohm's law and power calculations.",
      "Reading µA standby currents to estimate battery life.",
      "Expressing fault, surge or lightning currents in kA.",
    ],
    example: { value: 350, from: "ma", to: "a" },
    accuracy: {
      definitions:
        "The metric units differ by SI prefixes (pico 10⁻¹² to kilo 10³), the CGS abampere is exactly 10 A and the statampere 1/(10c) A from the exact speed of light, so every conversion is exact.",
      caveat:
        "Very small results appear in scientific notation rather than as 0, for example 1 µA in kA is {{1 µa ka}} kA.",
    },
    faqs: [
      {
        question: "How many milliamps are in an amp?",
        answer:
          "One thousand: 1 A = {{1 a ma}} mA, and 1 mA = {{1 ma µa}} µA. To go from mA to A, divide by 1000.",
      },
    ],
  },
  {
    page: linearCurrentDensity,
    about: [
      "Linear current density is current per unit width: the current crossing each meter of a line drawn across a thin conducting sheet or a winding. Its SI unit is the ampere per meter (A/m), the same unit as magnetic field strength; many electromagnetism textbooks call this quantity the surface current density K. Per centimeter, 1 A/cm = {{1 a_cm a_m}} A/m; with the exact foot and inch, 1 A/ft = {{1 a_ft a_m}} A/m and 1 A/in = {{1 a_in a_m}} A/m.",
      "Electrical machine designers use it as the electric loading, the ampere-conductors per meter of air-gap circumference, in kA/m; physics uses it for current sheets (a sheet carrying K produces a field B = μ₀K/2 on each side) and for solenoids, where n turns per meter carrying I give H = n·I.",
    ],
    useCases: [
      "Converting the electric loading of motor and generator designs between A/cm and A/m.",
      "Computing the magnetic field of a current sheet or a long solenoid.",
      "Translating US design data in A/in into SI units.",
    ],
    example: { value: 350, from: "a_cm", to: "a_m", context: "an electric loading" },
    accuracy: {
      definitions:
        "The factors are SI prefixes and exact lengths (1 cm = 0.01 m, 1 ft = 0.3048 m, 1 in = 0.0254 m), and the CGS abampere is exactly 10 A and the statampere 1/(10c) A, so every conversion is exact to the digits shown.",
    },
    faqs: [
      {
        question:
          "What is the difference between this page and the Surface Current Density Converter?",
        answer:
          "This page converts current per unit length (A/m), the current flowing in a sheet per meter of its width. The Surface Current Density Converter converts current per unit area (A/m²), the current through each square meter of a conductor's cross-section, which textbooks call the current density J.",
      },
    ],
  },
  {
    page: surfaceCurrentDensity,
    about: [
      "This page converts current per unit area: the current through each unit of a conductor's cross-section, which physics textbooks call the current density J (they often reserve 'surface current density' for current per unit width, in A/m). Its SI unit is the ampere per square meter (A/m²). A square centimeter is 10⁻⁴ m², so 1 A/cm² = {{1 a_cm2 a_m2}} A/m², and 1 A/mm², which is 10⁶ A/m², equals {{1000000 a_m2 a_cm2}} A/cm². With the exact foot and inch, 1 A/ft² = {{1 a_ft2 a_m2}} A/m² and 1 A/in² = {{1 a_in2 a_m2}} A/m².",
      "Current density limits heating in wires, busbars and PCB traces (usually stated in A/mm²), sets the rate of electroplating (A/dm² in Europe, amperes per square foot, ASF, in US plating shops), and rates fuel cells, electrolyzers and batteries (A/cm² or mA/cm²).",
    ],
    conversions: [
      { from: "a_ft2", to: "a_m2", values: [5, 10, 20, 50, 100] },
      { from: "a_cm2", to: "a_m2", values: [0.01, 0.1, 0.5, 1, 2] },
    ],
    useCases: [
      "Converting electroplating current densities between ASF (A/ft²) and A/dm² or A/m².",
      "Comparing fuel-cell and electrolyzer performance in A/cm².",
      "Checking conductor sizing rules given in A/mm² against other units.",
    ],
    example: {
      value: 20,
      from: "a_ft2",
      to: "a_m2",
      context: "a plating current of 20 ASF",
      note: "Divide by 100 for A/dm².",
    },
    accuracy: {
      definitions:
        "The units differ by SI prefixes and exact areas (1 cm² = 10⁻⁴ m², 1 ft² = 0.3048² m², 1 in² = 0.0254² m², 1 circular mil = π/4 mil²), and the CGS abampere is exactly 10 A, so every factor is exact and only the display is rounded.",
    },
    faqs: [
      {
        question: "How do I convert ASF to A/dm²?",
        answer:
          "A square decimeter is 0.01 m², so A/dm² is A/m² divided by 100. Enter the ASF value in A/ft², read A/m², and divide by 100: 1 ASF = {{1 a_ft2 a_m2}} A/m², a little more than a tenth of 1 A/dm².",
      },
    ],
  },
];
