import type { Category } from "../types.ts";
import {
  FOOT,
  GRAM_FORCE,
  INCH,
  KILOGRAM_FORCE,
  MILLIMETER_OF_MERCURY,
  OUNCE_FORCE,
  POUND,
  POUND_FORCE,
  STANDARD_ATMOSPHERE,
  STANDARD_GRAVITY,
} from "./shared/constants.ts";

const PSI = POUND_FORCE / INCH ** 2;
const PSF = POUND_FORCE / FOOT ** 2;
/**
 * Inch of mercury at 60 °F, NIST SP 811 B.8: 3376.85 Pa (mercury at 15.56 °C, about 13 556.8 kg/m³).
 * GNU units' `Hg60F` (13 557.4 kg/m³) disagrees with NIST in the 5th digit; NIST is followed.
 */
const INCH_OF_MERCURY_60F = 3376.85;
/** Conventional water column, 1000 kg/m³ under g0 (NIST SP 811). */
const MM_OF_WATER = 1000 * STANDARD_GRAVITY * 1e-3;
/**
 * Water at 4 °C (39.2 °F) as NIST SP 811 B.8 takes it: 999.972 kg/m³, the density of the old
 * litre (1 kg of water = 1.000028 dm³). Its factors follow from it: inch of water (39.2 °F)
 * 249.082 Pa, foot 2988.98 Pa, centimeter 98.0638 Pa.
 */
const WATER_4C = 999.972;
/**
 * Inch of water at 60 °F, NIST SP 811 B.8: 248.84 Pa. NIST gives the figure itself, not a density
 * (the CIPM 2001 density at 60 °F, 999.017 kg/m³, gives 248.8441 Pa); the foot is 12 of these inches.
 */
const INCH_OF_WATER_60F = 248.84;
/** Poundal = 1 lb·ft/s² (NIST SP 811). */
const POUNDAL = POUND * FOOT;

// Lowercase codes such as `mj`, `mw`, `mpa` are mega (×10⁶) by the spec's factors, not milli
// (docs/spec/errata.md §F); the labels and symbols say so (Megajoule, MJ).

/** Pressure and stress, in pascals. */
export const category: Category = {
  id: "pressure",
  name: "Pressure",
  base: "pa",
  units: [
    { code: "pa", label: "Pascal", symbol: "Pa", factor: 1, group: "Pascal" },
    { code: "kpa", label: "Kilopascal", symbol: "kPa", factor: 1e3, group: "Pascal" },
    {
      code: "mpa",
      label: "Megapascal",
      symbol: "MPa",
      factor: 1e6,
      group: "Pascal",
    },
    { code: "gpa", label: "Gigapascal", symbol: "GPa", factor: 1e9, group: "Pascal" },
    { code: "hpa", label: "Hectopascal", symbol: "hPa", factor: 100, group: "Pascal" },
    { code: "bar", label: "Bar", symbol: "bar", factor: 1e5, group: "Bar and atmosphere" },
    { code: "mbar", label: "Millibar", symbol: "mbar", factor: 100, group: "Bar and atmosphere" },
    {
      code: "atm",
      label: "Standard Atmosphere",
      symbol: "atm",
      factor: STANDARD_ATMOSPHERE,
      group: "Bar and atmosphere",
      terms: ["atmosphere"],
    },
    {
      code: "at",
      label: "Technical Atmosphere (kgf/cm²)",
      symbol: "at",
      factor: KILOGRAM_FORCE * 1e4,
      group: "Bar and atmosphere",
      terms: ["ata", "kp/cm2"],
    },
    {
      code: "psi",
      label: "Pound per Square Inch",
      symbol: "psi",
      factor: PSI,
      group: "Pound-force",
      terms: ["lbf/in2", "psia", "psig"],
    },
    {
      code: "ksi",
      label: "Kilopound per Square Inch",
      symbol: "ksi",
      factor: 1000 * PSI,
      group: "Pound-force",
    },
    {
      code: "psf",
      label: "Pound per Square Foot",
      symbol: "psf",
      factor: PSF,
      group: "Pound-force",
    },
    {
      code: "lbf_in2",
      label: "Pound-force per Square Inch",
      symbol: "lbf/in²",
      factor: PSI,
      group: "Pound-force",
    },
    {
      code: "lbf_ft2",
      label: "Pound-force per Square Foot",
      symbol: "lbf/ft²",
      factor: PSF,
      group: "Pound-force",
    },
    {
      code: "kipf_in2",
      label: "Kip-force per Square Inch",
      symbol: "kip/in²",
      factor: 1000 * PSI,
      group: "Pound-force",
    },
    {
      code: "poundal_ft2",
      label: "Poundal per Square Foot",
      symbol: "pdl/ft²",
      factor: POUNDAL / FOOT ** 2,
      group: "Pound-force",
    },
    {
      code: "mmhg",
      label: "Millimeter of Mercury (0 °C)",
      symbol: "mmHg",
      factor: MILLIMETER_OF_MERCURY,
      group: "Mercury",
      terms: ["millimetre of mercury", "mm Hg"],
    },
    {
      code: "cmhg",
      label: "Centimeter of Mercury (0 °C)",
      symbol: "cmHg",
      factor: 10 * MILLIMETER_OF_MERCURY,
      group: "Mercury",
    },
    {
      code: "inhg_32",
      label: "Inch of Mercury (conventional, 32 °F)",
      symbol: "inHg",
      factor: 25.4 * MILLIMETER_OF_MERCURY,
      group: "Mercury",
      terms: ["in Hg", "inches of mercury"],
    },
    {
      code: "inhg_60",
      label: "Inch of Mercury (60 °F)",
      symbol: "inHg",
      factor: INCH_OF_MERCURY_60F,
      group: "Mercury",
    },
    {
      code: "torr",
      label: "Torr",
      symbol: "Torr",
      factor: STANDARD_ATMOSPHERE / 760,
      group: "Mercury",
    },
    {
      code: "mmh2o",
      label: "Millimeter of Water (conventional)",
      symbol: "mmH₂O",
      factor: MM_OF_WATER,
      group: "Water",
    },
    {
      code: "cmh2o",
      label: "Centimeter of Water (conventional)",
      symbol: "cmH₂O",
      factor: 10 * MM_OF_WATER,
      group: "Water",
    },
    {
      code: "inh2o_4",
      label: "Inch of Water (4 °C)",
      symbol: "inH₂O",
      factor: WATER_4C * STANDARD_GRAVITY * INCH,
      group: "Water",
    },
    {
      code: "fth2o_4",
      label: "Foot of Water (4 °C)",
      symbol: "ftH₂O",
      factor: WATER_4C * STANDARD_GRAVITY * FOOT,
      group: "Water",
    },
    {
      code: "inh2o_60",
      label: "Inch of Water (60 °F)",
      symbol: "inH₂O",
      factor: INCH_OF_WATER_60F,
      group: "Water",
    },
    {
      code: "fth2o_60",
      label: "Foot of Water (60 °F)",
      symbol: "ftH₂O",
      factor: 12 * INCH_OF_WATER_60F,
      group: "Water",
    },
    { code: "n_m2", label: "Newton per Square Meter", symbol: "N/m²", factor: 1, group: "Newton" },
    {
      code: "n_cm2",
      label: "Newton per Square Centimeter",
      symbol: "N/cm²",
      factor: 1e4,
      group: "Newton",
    },
    {
      code: "n_mm2",
      label: "Newton per Square Millimeter",
      symbol: "N/mm²",
      factor: 1e6,
      group: "Newton",
    },
    {
      code: "kn_m2",
      label: "Kilonewton per Square Meter",
      symbol: "kN/m²",
      factor: 1e3,
      group: "Newton",
    },
    {
      code: "kgf_m2",
      label: "Kilogram-force per Square Meter",
      symbol: "kgf/m²",
      factor: KILOGRAM_FORCE,
      group: "Kilogram-force",
    },
    {
      code: "kgf_cm2",
      label: "Kilogram-force per Square Centimeter",
      symbol: "kgf/cm²",
      factor: KILOGRAM_FORCE * 1e4,
      group: "Kilogram-force",
    },
    {
      code: "kgf_mm2",
      label: "Kilogram-force per Square Millimeter",
      symbol: "kgf/mm²",
      factor: KILOGRAM_FORCE * 1e6,
      group: "Kilogram-force",
    },
    {
      code: "dyn_cm2",
      label: "Dyne per Square Centimeter",
      symbol: "dyn/cm²",
      factor: 0.1,
      group: "Dyne",
      terms: ["barye", "ba"],
    },
    {
      code: "tonf_ft2_short",
      label: "Short Ton-force per Square Foot",
      symbol: "tonf/ft²",
      factor: 2000 * PSF,
      group: "Ton-force",
      terms: ["tsf"],
    },
    {
      code: "tonf_in2_short",
      label: "Short Ton-force per Square Inch",
      symbol: "tonf/in²",
      factor: 2000 * PSI,
      group: "Ton-force",
    },
    {
      code: "tonf_ft2_long",
      label: "Long Ton-force per Square Foot",
      symbol: "tonf/ft²",
      factor: 2240 * PSF,
      group: "Ton-force",
    },
    {
      code: "tonf_in2_long",
      label: "Long Ton-force per Square Inch",
      symbol: "tonf/in²",
      factor: 2240 * PSI,
      group: "Ton-force",
    },
    // Added for issue 14 (depth): units beyond the spec's list (docs/spec/units.md §3.3), most
    // used first in each group.
    { code: "µpa", label: "Micropascal", symbol: "µPa", factor: 1e-6, group: "Pascal" },
    { code: "kbar", label: "Kilobar", symbol: "kbar", factor: 1e8, group: "Bar and atmosphere" },
    {
      code: "cbar",
      label: "Centibar",
      symbol: "cbar",
      factor: 1e3,
      group: "Bar and atmosphere",
      terms: ["centibars", "cb"],
    },
    {
      code: "dbar",
      label: "Decibar",
      symbol: "dbar",
      factor: 1e4,
      group: "Bar and atmosphere",
    },
    {
      code: "µbar",
      label: "Microbar",
      symbol: "µbar",
      factor: 0.1,
      group: "Bar and atmosphere",
      terms: ["barye"],
    },
    {
      code: "ozf_in2",
      label: "Ounce-force per Square Inch",
      symbol: "ozf/in²",
      factor: OUNCE_FORCE / INCH ** 2,
      group: "Pound-force",
      terms: ["osi", "oz/in2"],
    },
    {
      code: "ksf",
      label: "Kip per Square Foot",
      symbol: "ksf",
      factor: 1000 * PSF,
      group: "Pound-force",
      terms: ["kip/ft2"],
    },
    {
      code: "msi",
      label: "Million Pounds per Square Inch",
      symbol: "Msi",
      factor: 1e6 * PSI,
      group: "Pound-force",
      terms: ["Mpsi", "megapsi"],
    },
    {
      code: "µmhg",
      label: "Micron of Mercury",
      symbol: "µmHg",
      factor: 1e-3 * MILLIMETER_OF_MERCURY,
      group: "Mercury",
      terms: ["micron", "micrometer of mercury"],
    },
    {
      code: "mtorr",
      label: "Millitorr",
      symbol: "mTorr",
      factor: STANDARD_ATMOSPHERE / 760 / 1000,
      group: "Mercury",
    },
    {
      code: "mh2o",
      label: "Meter of Water (conventional)",
      symbol: "mH₂O",
      factor: 1000 * MM_OF_WATER,
      group: "Water",
      terms: ["mWC", "metre of water", "meter head"],
    },
    {
      code: "fth2o",
      label: "Foot of Water (conventional)",
      symbol: "ftH₂O",
      factor: 1000 * STANDARD_GRAVITY * FOOT,
      group: "Water",
      terms: ["ftWC", "feet of head"],
    },
    {
      code: "inh2o",
      label: "Inch of Water (conventional)",
      symbol: "inH₂O",
      factor: 1000 * STANDARD_GRAVITY * INCH,
      group: "Water",
      terms: ["inWC", "in. w.c.", "in. w.g."],
    },
    {
      code: "tf_m2",
      label: "Tonne-force per Square Meter",
      symbol: "tf/m²",
      factor: 1000 * KILOGRAM_FORCE,
      group: "Kilogram-force",
    },
    {
      code: "gf_cm2",
      label: "Gram-force per Square Centimeter",
      symbol: "gf/cm²",
      factor: GRAM_FORCE * 1e4,
      group: "Kilogram-force",
    },
  ],
};
