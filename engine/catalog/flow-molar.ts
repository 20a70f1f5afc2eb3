import type { Category } from "../types.ts";
import { MOLAR_GAS_CONSTANT, POUND_MOLE, STANDARD_ATMOSPHERE } from "./shared/constants.ts";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;
/**
 * Molar volume of an ideal gas at 0 °C and 101.325 kPa, the reference of "standard" (SEMI E12)
 * and "normal" (DIN 1343) gas volumes: R·T/p = 0.022 413 969 545… m³/mol, exact since the 2019 SI.
 */
const MOLAR_VOLUME_0C_1ATM = (MOLAR_GAS_CONSTANT * 273.15) / STANDARD_ATMOSPHERE;

const METRIC = "Metric";
const CATALYTIC = "Catalytic activity";
const IMPERIAL_US = "Imperial / US customary";
const GAS = "Gas at 0 °C, 1 atm";
const GAS_NOTE =
  "Ideal gas at 0 °C and 101.325 kPa (22.414 L/mol), the reference of SEMI E12 and DIN 1343. Other references (15 °C, 20 °C, 60 °F) give other amounts.";

/** Molar flow rate (amount of substance per time), in moles per second. */
export const category: Category = {
  id: "flow-molar",
  name: "Molar flow rate",
  base: "mol_s",
  units: [
    { code: "mol_s", label: "Mole per Second", symbol: "mol/s", factor: 1, group: METRIC },
    {
      code: "mol_min",
      label: "Mole per Minute",
      symbol: "mol/min",
      factor: 1 / MINUTE,
      group: METRIC,
    },
    { code: "mol_h", label: "Mole per Hour", symbol: "mol/h", factor: 1 / HOUR, group: METRIC },
    {
      code: "kmol_h",
      label: "Kilomole per Hour",
      symbol: "kmol/h",
      factor: 1e3 / HOUR,
      group: METRIC,
    },
    // Metric
    { code: "mol_d", label: "Mole per Day", symbol: "mol/d", factor: 1 / DAY, group: METRIC },
    { code: "kmol_s", label: "Kilomole per Second", symbol: "kmol/s", factor: 1e3, group: METRIC },
    {
      code: "kmol_min",
      label: "Kilomole per Minute",
      symbol: "kmol/min",
      factor: 1e3 / MINUTE,
      group: METRIC,
    },
    {
      code: "kmol_d",
      label: "Kilomole per Day",
      symbol: "kmol/d",
      factor: 1e3 / DAY,
      group: METRIC,
    },
    {
      code: "mmol_s",
      label: "Millimole per Second",
      symbol: "mmol/s",
      factor: 1e-3,
      group: METRIC,
    },
    {
      code: "mmol_min",
      label: "Millimole per Minute",
      symbol: "mmol/min",
      factor: 1e-3 / MINUTE,
      group: METRIC,
    },
    {
      code: "mmol_h",
      label: "Millimole per Hour",
      symbol: "mmol/h",
      factor: 1e-3 / HOUR,
      group: METRIC,
    },
    {
      code: "mmol_d",
      label: "Millimole per Day",
      symbol: "mmol/d",
      factor: 1e-3 / DAY,
      group: METRIC,
    },
    {
      code: "umol_s",
      label: "Micromole per Second",
      symbol: "µmol/s",
      factor: 1e-6,
      group: METRIC,
      terms: ["umol/s"],
    },
    {
      code: "umol_min",
      label: "Micromole per Minute",
      symbol: "µmol/min",
      factor: 1e-6 / MINUTE,
      group: METRIC,
      terms: ["umol/min"],
    },
    // Catalytic activity: the katal is the SI unit of an amount converted per second.
    { code: "kat", label: "Katal", symbol: "kat", factor: 1, group: CATALYTIC },
    {
      code: "ukat",
      label: "Microkatal",
      symbol: "µkat",
      factor: 1e-6,
      group: CATALYTIC,
    },
    { code: "nkat", label: "Nanokatal", symbol: "nkat", factor: 1e-9, group: CATALYTIC },
    {
      code: "enzyme_unit",
      label: "Enzyme Unit (1 µmol/min)",
      symbol: "U",
      factor: 1e-6 / MINUTE,
      group: CATALYTIC,
      terms: ["IU", "international unit of enzyme activity"],
    },
    // Imperial / US customary
    {
      code: "lbmol_h",
      label: "Pound-mole per Hour",
      symbol: "lbmol/h",
      factor: POUND_MOLE / HOUR,
      group: IMPERIAL_US,
      terms: ["lb-mol/h", "lbmol/hr"],
    },
    {
      code: "lbmol_min",
      label: "Pound-mole per Minute",
      symbol: "lbmol/min",
      factor: POUND_MOLE / MINUTE,
      group: IMPERIAL_US,
      terms: ["lb-mol/min"],
    },
    {
      code: "lbmol_s",
      label: "Pound-mole per Second",
      symbol: "lbmol/s",
      factor: POUND_MOLE,
      group: IMPERIAL_US,
      terms: ["lb-mol/s"],
    },
    // Gas volumes at a stated reference, which name an amount of gas.
    {
      code: "nm3_h",
      label: "Normal Cubic Meter per Hour (0 °C, 1 atm)",
      symbol: "Nm³/h",
      factor: 1 / MOLAR_VOLUME_0C_1ATM / HOUR,
      group: GAS,
      terms: ["Nm3/h", "Nm3/hr"],
      note: GAS_NOTE,
    },
    {
      code: "slm",
      label: "Standard Liter per Minute (0 °C, 1 atm)",
      symbol: "slm",
      factor: 1e-3 / MOLAR_VOLUME_0C_1ATM / MINUTE,
      group: GAS,
      terms: ["slpm", "SLM"],
      note: GAS_NOTE,
    },
    {
      code: "sccm",
      label: "Standard Cubic Centimeter per Minute (0 °C, 1 atm)",
      symbol: "sccm",
      factor: 1e-6 / MOLAR_VOLUME_0C_1ATM / MINUTE,
      group: GAS,
      terms: ["SCCM"],
      note: GAS_NOTE,
    },
  ],
};
