import type { Category } from "../types.ts";
import { DALTON, FOOT, GRAIN, OUNCE, POUND, POUND_FORCE, TROY_OUNCE } from "./shared/constants.ts";

/** Hong Kong catty, Weights and Measures Ordinance (Cap. 68) schedule: 0.60478982 kg exactly. */
const HK_CATTY = 0.60478982;
/** Electron and proton rest masses, CODATA 2018 (kg), as in GNU units 2.22. */
const ELECTRON_MASS = 9.1093837015e-31;
const PROTON_MASS = 1.67262192369e-27;

const HONG_KONG =
  "Hong Kong measure: 1 catty = 16 tael = 0.60478982 kg. The Taiwan catty is 0.6 kg, the mainland jin 0.5 kg.";

/** Mass ("weight"), in kilograms. */
export const category: Category = {
  id: "weight",
  name: "Weight (mass)",
  base: "kg",
  units: [
    { code: "mg", label: "Milligram", symbol: "mg", factor: 1e-6, group: "Metric" },
    { code: "cg", label: "Centigram", symbol: "cg", factor: 1e-5, group: "Metric" },
    { code: "dg", label: "Decigram", symbol: "dg", factor: 1e-4, group: "Metric" },
    { code: "g", label: "Gram", symbol: "g", factor: 1e-3, group: "Metric" },
    { code: "dag", label: "Decagram", symbol: "dag", factor: 1e-2, group: "Metric" },
    { code: "hg", label: "Hectogram", symbol: "hg", factor: 0.1, group: "Metric" },
    { code: "kg", label: "Kilogram", symbol: "kg", factor: 1, group: "Metric" },
    { code: "t", label: "Metric Ton (tonne)", symbol: "t", factor: 1000, group: "Metric" },
    { code: "kt", label: "Kilotonne", symbol: "kt", factor: 1e6, group: "Metric" },
    { code: "gr", label: "Grain", symbol: "gr", factor: GRAIN, group: "Avoirdupois and imperial" },
    {
      code: "dwt",
      label: "Pennyweight",
      symbol: "dwt",
      factor: TROY_OUNCE / 20,
      group: "Avoirdupois and imperial",
    },
    { code: "oz", label: "Ounce", symbol: "oz", factor: OUNCE, group: "Avoirdupois and imperial" },
    { code: "lb", label: "Pound", symbol: "lb", factor: POUND, group: "Avoirdupois and imperial" },
    {
      code: "st",
      label: "Stone",
      symbol: "st",
      factor: 14 * POUND,
      group: "Avoirdupois and imperial",
    },
    {
      code: "qtr",
      label: "Quarter (UK, 28 lb)",
      symbol: "qr",
      factor: 28 * POUND,
      group: "Avoirdupois and imperial",
    },
    {
      code: "cwt",
      label: "Hundredweight (UK, 112 lb)",
      symbol: "cwt",
      factor: 112 * POUND,
      group: "Avoirdupois and imperial",
    },
    {
      code: "ton_us",
      label: "Short Ton (US, 2000 lb)",
      symbol: "ton",
      factor: 2000 * POUND,
      group: "Avoirdupois and imperial",
    },
    {
      code: "ton_uk",
      label: "Long Ton (UK, 2240 lb)",
      symbol: "long ton",
      factor: 2240 * POUND,
      group: "Avoirdupois and imperial",
    },
    {
      code: "oz_troy",
      label: "Troy Ounce",
      symbol: "oz t",
      factor: TROY_OUNCE,
      group: "Troy and gem",
    },
    {
      code: "lb_troy",
      label: "Troy Pound",
      symbol: "lb t",
      factor: 12 * TROY_OUNCE,
      group: "Troy and gem",
    },
    { code: "carat", label: "Carat (metric)", symbol: "ct", factor: 2e-4, group: "Troy and gem" },
    { code: "point", label: "Carat Point", symbol: "pt", factor: 2e-6, group: "Troy and gem" },
    {
      code: "amu",
      label: "Atomic Mass Unit (dalton)",
      symbol: "u",
      factor: DALTON,
      group: "Atomic",
    },
    {
      code: "electron",
      label: "Electron Mass",
      symbol: "mₑ",
      factor: ELECTRON_MASS,
      group: "Atomic",
    },
    { code: "proton", label: "Proton Mass", symbol: "mₚ", factor: PROTON_MASS, group: "Atomic" },
    {
      code: "slug",
      label: "Slug",
      symbol: "slug",
      // 1 lbf·s²/ft: the mass that 1 lbf accelerates at 1 ft/s².
      factor: POUND_FORCE / FOOT,
      group: "Other",
    },
    {
      code: "tael",
      label: "Tael (Hong Kong)",
      symbol: "tael",
      factor: HK_CATTY / 16,
      group: "Other",
      note: HONG_KONG,
    },
    {
      code: "catty",
      label: "Catty (Hong Kong)",
      symbol: "catty",
      factor: HK_CATTY,
      group: "Other",
      note: HONG_KONG,
    },
  ],
};
