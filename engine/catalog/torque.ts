import type { Category } from "../types.ts";
import {
  FOOT,
  GRAM_FORCE,
  INCH,
  KILOGRAM_FORCE,
  KIP,
  OUNCE_FORCE,
  POUND_FORCE,
  TONNE_FORCE,
} from "./shared/constants.ts";

const NEWTON = "Newton";
const KILOGRAM_FORCE_GROUP = "Kilogram-force";
const POUND_FORCE_GROUP = "Pound-force";
const DYNE = "Dyne";

/** The dyne, CGS unit of force: 1 g·cm/s² = 1e-5 N exactly. */
const DYNE_FORCE = 1e-5;

/**
 * Torque and moment of force, in newton meters. Shared by /torque and /moment-force. In the
 * codes, a lowercase `m` before a unit is milli (`mn_m` = mN·m); mega is spelled out
 * (`mega_n_m` = MN·m), so neither can be read as the other.
 */
export const category: Category = {
  id: "torque",
  name: "Torque (moment of force)",
  base: "nm",
  units: [
    {
      code: "nm",
      label: "Newton Meter",
      symbol: "N·m",
      factor: 1,
      group: NEWTON,
      terms: ["Nm", "newton-metre"],
    },
    {
      code: "kn_m",
      label: "Kilonewton Meter",
      symbol: "kN·m",
      factor: 1e3,
      group: NEWTON,
      terms: ["kNm"],
    },
    {
      code: "n_cm",
      label: "Newton Centimeter",
      symbol: "N·cm",
      factor: 1e-2,
      group: NEWTON,
      terms: ["Ncm"],
    },
    {
      code: "n_mm",
      label: "Newton Millimeter",
      symbol: "N·mm",
      factor: 1e-3,
      group: NEWTON,
      terms: ["Nmm"],
    },
    {
      code: "mn_m",
      label: "Millinewton Meter",
      symbol: "mN·m",
      factor: 1e-3,
      group: NEWTON,
      terms: ["mNm"],
    },
    {
      code: "mega_n_m",
      label: "Meganewton Meter",
      symbol: "MN·m",
      factor: 1e6,
      group: NEWTON,
      terms: ["MNm"],
    },
    {
      code: "kgf_m",
      label: "Kilogram-force Meter",
      symbol: "kgf·m",
      factor: KILOGRAM_FORCE,
      group: KILOGRAM_FORCE_GROUP,
      terms: ["kp·m", "kilopond meter", "mkg"],
    },
    {
      code: "kgf_cm",
      label: "Kilogram-force Centimeter",
      symbol: "kgf·cm",
      factor: KILOGRAM_FORCE * 1e-2,
      group: KILOGRAM_FORCE_GROUP,
      terms: ["kg·cm", "kg-cm"],
    },
    {
      code: "kgf_mm",
      label: "Kilogram-force Millimeter",
      symbol: "kgf·mm",
      factor: KILOGRAM_FORCE * 1e-3,
      group: KILOGRAM_FORCE_GROUP,
    },
    {
      code: "gf_cm",
      label: "Gram-force Centimeter",
      symbol: "gf·cm",
      factor: GRAM_FORCE * 1e-2,
      group: KILOGRAM_FORCE_GROUP,
      terms: ["g·cm", "g-cm"],
    },
    {
      code: "gf_mm",
      label: "Gram-force Millimeter",
      symbol: "gf·mm",
      factor: GRAM_FORCE * 1e-3,
      group: KILOGRAM_FORCE_GROUP,
    },
    {
      code: "gf_m",
      label: "Gram-force Meter",
      symbol: "gf·m",
      factor: GRAM_FORCE,
      group: KILOGRAM_FORCE_GROUP,
    },
    {
      code: "tf_m",
      label: "Tonne-force Meter",
      symbol: "tf·m",
      factor: TONNE_FORCE,
      group: KILOGRAM_FORCE_GROUP,
      terms: ["t·m", "ton-meter"],
    },
    {
      code: "lbf_ft",
      label: "Pound-force Foot",
      symbol: "lbf·ft",
      factor: POUND_FORCE * FOOT,
      group: POUND_FORCE_GROUP,
      terms: ["ft-lb", "ft·lbf", "foot-pound", "pound-foot", "lb-ft"],
    },
    {
      code: "lbf_in",
      label: "Pound-force Inch",
      symbol: "lbf·in",
      factor: POUND_FORCE * INCH,
      group: POUND_FORCE_GROUP,
      terms: ["in-lb", "in·lbf", "inch-pound", "pound-inch", "lb-in"],
    },
    {
      code: "ozf_in",
      label: "Ounce-force Inch",
      symbol: "ozf·in",
      factor: OUNCE_FORCE * INCH,
      group: POUND_FORCE_GROUP,
      terms: ["oz-in", "in-oz", "inch-ounce"],
    },
    {
      code: "ozf_ft",
      label: "Ounce-force Foot",
      symbol: "ozf·ft",
      factor: OUNCE_FORCE * FOOT,
      group: POUND_FORCE_GROUP,
      terms: ["oz-ft"],
    },
    {
      code: "kipf_ft",
      label: "Kip Foot",
      symbol: "kip·ft",
      factor: KIP * FOOT,
      group: POUND_FORCE_GROUP,
      terms: ["kip-ft", "k-ft", "kilopound-foot"],
    },
    {
      code: "kipf_in",
      label: "Kip Inch",
      symbol: "kip·in",
      factor: KIP * INCH,
      group: POUND_FORCE_GROUP,
      terms: ["kip-in", "k-in"],
    },
    {
      code: "dyn_cm",
      label: "Dyne Centimeter",
      symbol: "dyn·cm",
      factor: DYNE_FORCE * 1e-2,
      group: DYNE,
    },
    { code: "dyn_m", label: "Dyne Meter", symbol: "dyn·m", factor: DYNE_FORCE, group: DYNE },
    {
      code: "dyn_mm",
      label: "Dyne Millimeter",
      symbol: "dyn·mm",
      factor: DYNE_FORCE * 1e-3,
      group: DYNE,
    },
  ],
};
