import type { Category } from "../types.ts";
import {
  FOOT,
  INCH,
  KILOGRAM_FORCE,
  POUND,
  POUND_FORCE,
  STANDARD_ATMOSPHERE,
  STANDARD_GRAVITY,
} from "./shared/constants.ts";

const PSI = POUND_FORCE / INCH ** 2;
const PSF = POUND_FORCE / FOOT ** 2;
/** Conventional mercury column, 13 595.1 kg/m³ (mercury at 0 °C) under g0 (NIST SP 811). */
const MM_OF_MERCURY = 13595.1 * STANDARD_GRAVITY * 1e-3;
/**
 * Inch of mercury at 60 °F, NIST SP 811 B.8: 3376.85 Pa (mercury at 15.56 °C, about 13 556.8 kg/m³).
 * GNU units' `Hg60F` (13 557.4 kg/m³) disagrees with NIST in the 5th digit; NIST is followed.
 */
const INCH_OF_MERCURY_60F = 3376.85;
/** Conventional water column, 1000 kg/m³ under g0 (NIST SP 811). */
const MM_OF_WATER = 1000 * STANDARD_GRAVITY * 1e-3;
/**
 * Density of air-free water, CIPM 2001 (Tanaka et al., Metrologia 38, 301): 999.975 kg/m³ at
 * 4 °C (39.2 °F), 999.017 kg/m³ at 60 °F (15.556 °C).
 */
const WATER_4C = 999.975;
const WATER_60F = 999.017;
/** Poundal = 1 lb·ft/s² (NIST SP 811). */
const POUNDAL = POUND * FOOT;

// Lowercase codes such as `mj`, `mw`, `mpa` are mega (×10⁶) by the spec's factors, not milli;
// the labels and symbols say so (Megajoule, MJ).

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
    },
    {
      code: "at",
      label: "Technical Atmosphere (kgf/cm²)",
      symbol: "at",
      factor: KILOGRAM_FORCE * 1e4,
      group: "Bar and atmosphere",
    },
    {
      code: "psi",
      label: "Pound per Square Inch",
      symbol: "psi",
      factor: PSI,
      group: "Pound-force",
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
      factor: MM_OF_MERCURY,
      group: "Mercury",
    },
    {
      code: "cmhg",
      label: "Centimeter of Mercury (0 °C)",
      symbol: "cmHg",
      factor: 10 * MM_OF_MERCURY,
      group: "Mercury",
    },
    {
      code: "inhg_32",
      label: "Inch of Mercury (32 °F)",
      symbol: "inHg",
      factor: 25.4 * MM_OF_MERCURY,
      group: "Mercury",
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
      label: "Millimeter of Water",
      symbol: "mmH₂O",
      factor: MM_OF_WATER,
      group: "Water",
    },
    {
      code: "cmh2o",
      label: "Centimeter of Water",
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
      factor: WATER_60F * STANDARD_GRAVITY * INCH,
      group: "Water",
    },
    {
      code: "fth2o_60",
      label: "Foot of Water (60 °F)",
      symbol: "ftH₂O",
      factor: WATER_60F * STANDARD_GRAVITY * FOOT,
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
    },
    {
      code: "tonf_ft2_short",
      label: "Short Ton-force per Square Foot",
      symbol: "tonf/ft²",
      factor: 2000 * PSF,
      group: "Ton-force",
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
  ],
};
