/**
 * Exact constants shared by the category files, in SI base units. Each is written as its legal or
 * scientific definition (arithmetic of exact numbers), so a derived unit such as lbf or BTU_IT is
 * exact to the last bit a double can hold instead of a rounded figure copied from a table.
 *
 * It sits in shared/ rather than beside the category files because the GNU units harness
 * (gnu-units.test.ts) reads every engine/catalog/*.ts as a category.
 */

// Length (metre)
/** International inch, 1959 yard and pound agreement; NIST SP 811 B.8: 1 in = 0.0254 m exactly. */
export const INCH = 0.0254;
/** International foot = 12 in (NIST SP 811). */
export const FOOT = 0.3048;
/** International yard = 3 ft (NIST SP 811). */
export const YARD = 0.9144;
/** International mile = 5280 ft (NIST SP 811). */
export const MILE = 1609.344;
/** International nautical mile, 1929 (SI Brochure table 8): 1852 m exactly. */
export const NAUTICAL_MILE = 1852;
/** US survey foot = 1200/3937 m (Mendenhall order 1893; NIST SP 811 B.6). */
export const US_SURVEY_FOOT = 1200 / 3937;
/** Astronomical unit, IAU 2012 resolution B2: 149 597 870 700 m exactly. */
export const ASTRONOMICAL_UNIT = 149597870700;
/** US survey mile = 5280 US survey feet (NIST SP 811 B.8, "mile, U.S. survey"). */
export const US_SURVEY_MILE = 5280 * US_SURVEY_FOOT;
/**
 * French foot of Quebec land measure, 12.789 in (Canada, Weights and Measures Act, Schedule III,
 * since 1919); the Quebec arpent is 180 of them. It is 3.7 ppm longer than the Paris pied du roi.
 */
export const QUEBEC_FRENCH_FOOT = 12.789 * INCH;
/** Paris pied du roi, 144/443.296 m (French law of 10 December 1799), as GNU units. */
export const PARIS_FOOT = 144 / 443.296;

// Mass (kilogram)
/** International avoirdupois pound, 1959 agreement; NIST SP 811 B.8: 0.45359237 kg exactly. */
export const POUND = 0.45359237;
/** Avoirdupois ounce = 1/16 lb (NIST SP 811). */
export const OUNCE = POUND / 16;
/** Grain = 1/7000 lb, the same in avoirdupois, troy and apothecaries' weight (NIST SP 811). */
export const GRAIN = POUND / 7000;
/** Troy ounce = 480 grains (NIST SP 811). */
export const TROY_OUNCE = 480 * GRAIN;
/** Unified atomic mass unit (dalton), CODATA 2018, as in GNU units 2.22. */
export const DALTON = 1.6605390666e-27;

// Volume (cubic metre)
/** US liquid gallon = 231 in³ exactly (NIST SP 811 B.8). */
export const US_GALLON = 231 * INCH ** 3;
/** US fluid ounce = 1/128 US gallon (NIST Handbook 44). */
export const US_FLUID_OUNCE = US_GALLON / 128;
/** Imperial gallon, UK Weights and Measures Act 1985: 4.54609 L exactly. */
export const IMPERIAL_GALLON = 4.54609e-3;
/** Imperial fluid ounce = 1/160 imperial gallon (Weights and Measures Act 1985). */
export const IMPERIAL_FLUID_OUNCE = IMPERIAL_GALLON / 160;
/** US bushel (Winchester) = 2150.42 in³ exactly (NIST Handbook 44, appendix C). */
export const US_BUSHEL = 2150.42 * INCH ** 3;
/** US dry pint = 1/64 US bushel = 33.6003125 in³ (NIST Handbook 44). */
export const US_DRY_PINT = US_BUSHEL / 64;
/** Imperial bushel = 8 imperial gallons (Weights and Measures Act 1985). */
export const IMPERIAL_BUSHEL = 8 * IMPERIAL_GALLON;

// Time (second)
/** Mean Gregorian year = 365.2425 days of 86 400 s (GNU units `gregorianyear`). */
export const GREGORIAN_YEAR = 365.2425 * 86400;
/** Julian year = 365.25 days (IAU; the year of the light-year). */
export const JULIAN_YEAR = 365.25 * 86400;

// Mechanics
/** Standard acceleration of gravity, 3rd CGPM 1901: 9.80665 m/s² exactly. */
export const STANDARD_GRAVITY = 9.80665;
/** Pound-force = 1 lb × g0 (NIST SP 811). */
export const POUND_FORCE = POUND * STANDARD_GRAVITY;
/**
 * Kilogram-force = 1 kg × g0 (NIST SP 811): numerically g0, a force, not an acceleration.
 * @alias
 */
export const KILOGRAM_FORCE = STANDARD_GRAVITY;
/** Gram-force = 1 g × g0 (NIST SP 811). */
export const GRAM_FORCE = KILOGRAM_FORCE / 1000;
/** Ounce-force = 1 oz × g0 (NIST SP 811). */
export const OUNCE_FORCE = POUND_FORCE / 16;
/** Mechanical horsepower = 550 ft·lbf/s (NIST SP 811): 745.69987158227022 W. */
export const HORSEPOWER = 550 * FOOT * POUND_FORCE;
/** Metric horsepower (PS) = 75 kgf·m/s (NIST SP 811): 735.49875 W. */
export const METRIC_HORSEPOWER = 75 * KILOGRAM_FORCE;
/** Standard atmosphere, 10th CGPM 1954: 101 325 Pa exactly. */
export const STANDARD_ATMOSPHERE = 101325;
/** Poundal = 1 lb·ft/s² (NIST SP 811): 0.138254954376 N. */
export const POUNDAL = POUND * FOOT;
/** Conventional millimeter of mercury, 13 595.1 kg/m³ (mercury at 0 °C) under g0 (NIST SP 811). */
export const MILLIMETER_OF_MERCURY = 13595.1 * STANDARD_GRAVITY * 1e-3;
/** US therm, NIST SP 811 B.8: 105 480 400 J exactly (100 000 BTU at 59 °F). */
export const US_THERM = 1.054804e8;

// Energy (joule)
/** International Table calorie, 5th Int. Conf. on Properties of Steam 1956: 4.1868 J exactly. */
export const CALORIE_IT = 4.1868;
/** Thermochemical calorie: 4.184 J exactly (NIST SP 811). */
export const CALORIE_TH = 4.184;
/** BTU (IT) = cal_IT per gram-kelvin × pound-°F (NIST SP 811): 1055.05585262 J. */
export const BTU_IT = (CALORIE_IT * POUND * 1000) / 1.8;
/** BTU (thermochemical) = cal_th per gram-kelvin × pound-°F (NIST SP 811): 1054.3502645 J. */
export const BTU_TH = (CALORIE_TH * POUND * 1000) / 1.8;
/** Electronvolt = e × 1 V, e exact since the 2019 SI: 1.602176634e-19 J. */
export const ELECTRONVOLT = 1.602176634e-19;
/** Ton of TNT, by convention 10⁹ thermochemical calories = 4.184 GJ (NIST SP 811 B.8). */
export const TON_OF_TNT = 1e9 * CALORIE_TH;
/** Hartree energy, CODATA 2018 (J), as in GNU units 2.22; the Rydberg energy is half of it. */
export const HARTREE = 4.3597447222071e-18;

// Physics
/** Speed of light in vacuum, SI definition: 299 792 458 m/s exactly. */
export const SPEED_OF_LIGHT = 299792458;
/** Planck constant, exact since the 2019 SI (J·s). */
export const PLANCK_CONSTANT = 6.62607015e-34;
/** Boltzmann constant, exact since the 2019 SI (J/K). */
const BOLTZMANN_CONSTANT = 1.380649e-23;
/** Avogadro constant, exact since the 2019 SI (1/mol). */
export const AVOGADRO_CONSTANT = 6.02214076e23;
/** Molar gas constant R = k·N_A, exact since the 2019 SI: 8.314462618… J/(mol·K). */
export const MOLAR_GAS_CONSTANT = BOLTZMANN_CONSTANT * AVOGADRO_CONSTANT;
/** Newtonian constant of gravitation, CODATA 2018, as in GNU units 2.22 (m³/(kg·s²)). */
export const GRAVITATIONAL_CONSTANT = 6.6743e-11;
/** Bohr radius a₀, CODATA 2018, as in GNU units 2.22 (m). */
export const BOHR_RADIUS = 5.29177210903e-11;
/** Planck length √(ħG/c³), from the constants above (CODATA 2018: 1.616255e-35 m). */
export const PLANCK_LENGTH = Math.sqrt(
  ((PLANCK_CONSTANT / (2 * Math.PI)) * GRAVITATIONAL_CONSTANT) / SPEED_OF_LIGHT ** 3,
);

// Amount of substance (mole)
/** Pound-mole: as many entities as 1 lb of the substance has at its molar mass in g/mol, 453.59237 mol. */
export const POUND_MOLE = POUND * 1e3;

// Engineering and heat (issue 14): the pieces their categories share, each an exact definition.
/** Liter = 1 dm³ exactly (12th CGPM 1964; SI Brochure table 8). */
export const LITER = 1e-3;
/** Hour = 3600 s (SI Brochure table 8). */
export const HOUR = 3600;
/** Size of one Fahrenheit (and Rankine) degree: 5/9 K exactly (NIST SP 811). */
export const FAHRENHEIT_DEGREE = 5 / 9;
/** Tonne-force (metric ton-force) = 1000 kg × g0. */
export const TONNE_FORCE = 1e3 * STANDARD_GRAVITY;
/** Kip = 1000 lbf (NIST SP 811). */
export const KIP = 1000 * POUND_FORCE;
/** Slug = 1 lbf·s²/ft (NIST SP 811): 14.593902937… kg. */
export const SLUG = POUND_FORCE / FOOT;
/** Short ton = 2000 lb, long ton = 2240 lb (NIST SP 811). */
export const SHORT_TON = 2000 * POUND;
export const LONG_TON = 2240 * POUND;
/** Petroleum barrel = 42 US gallons (NIST SP 811 B.8): 0.158987294928 m³. */
export const OIL_BARREL = 42 * US_GALLON;

// Electromagnetism and light
/** Elementary charge, exact since the 2019 SI (C). */
export const ELEMENTARY_CHARGE = 1.602176634e-19;
/** von Klitzing constant R_K = h/e², exact since the 2019 SI (Ω). */
export const VON_KLITZING = PLANCK_CONSTANT / ELEMENTARY_CHARGE ** 2;
/** R_K-90 = 25 812.807 Ω exactly, the conventional value used from 1990 to 2019 (CIPM 1988). */
export const VON_KLITZING_90 = 25812.807;
/** Circular mil: the area of a circle one mil (0.001 in) across, π/4 mil² (NIST SP 811 B.8). */
export const CIRCULAR_MIL = (Math.PI / 4) * (INCH / 1000) ** 2;
/**
 * CGS electromagnetic (EMU, "ab-") units: the abampere is 10 A, and the others follow with the
 * centimeter, gram and second (NIST SP 811 B.8: abvolt 1e-8 V, abohm 1e-9 Ω, abfarad 1e9 F).
 */
export const ABAMPERE = 10;
/**
 * Abcoulomb = 1 abA × 1 s = 10 C: numerically the abampere, a charge, not a current.
 * @alias
 */
export const ABCOULOMB = ABAMPERE;
export const ABVOLT = 1e-8;
/**
 * CGS electrostatic (ESU, "stat-") units, exact from c: 1 statC = 1 C × 10 / (c in cm/s), so
 * 1 statA = 1/(10 c) A and 1 statV = c × 10⁻⁶ V = 299.792458 V (NIST SP 811 B.8, SI Brochure).
 */
export const STATAMPERE = 1 / (10 * SPEED_OF_LIGHT);
/**
 * Statcoulomb (franklin) = 1 statA × 1 s ≈ 3.335640952e-10 C: numerically the statampere.
 * @alias
 */
export const STATCOULOMB = STATAMPERE;
export const STATVOLT = SPEED_OF_LIGHT * 1e-6;
