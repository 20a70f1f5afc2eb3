import type { Category } from "../types.ts";
import {
  DALTON,
  ELECTRONVOLT,
  FOOT,
  GRAIN,
  GRAVITATIONAL_CONSTANT,
  INCH,
  KILOGRAM_FORCE,
  OUNCE,
  PLANCK_CONSTANT,
  POUND,
  POUND_FORCE,
  SPEED_OF_LIGHT,
  TROY_OUNCE,
} from "./shared/constants.ts";

/** Hong Kong catty, Weights and Measures Ordinance (Cap. 68) schedule: 0.60478982 kg exactly. */
const HK_CATTY = 0.60478982;
/** Electron and proton rest masses, CODATA 2018 (kg), as in GNU units 2.22. */
const ELECTRON_MASS = 9.1093837015e-31;
const PROTON_MASS = 1.67262192369e-27;
/**
 * Other particle masses, CODATA 2018, in daltons, as GNU units 2.22 writes them (they are known
 * far better in daltons than in kilograms).
 */
const NEUTRON_U = 1.00866491595;
const MUON_U = 0.1134289259;
const DEUTERON_U = 2.013553212745;
const ALPHA_U = 4.001506179127;
/**
 * Masses of bodies from their gravitational parameters GM (m³/s², JPL DE440, as GNU units 2.22),
 * which are known far better than G itself.
 */
const byGM = (gm: number) => gm / GRAVITATIONAL_CONSTANT;
/** British Indian standard, as GNU units 2.22: tola 180 grains, seer 80 tola, maund 40 seer. */
const SEER = 14400 * GRAIN;
/** Russian funt, 1899 statute: 409.51718 g; 1 pood = 40 funt. */
const FUNT = 0.40951718;

const HONG_KONG =
  "Hong Kong measure: 1 catty = 16 tael = 0.60478982 kg. The Taiwan catty is 0.6 kg, the mainland jin 0.5 kg.";
const MAINLAND =
  "Mainland China's market measure (市制): 1 jin = 10 liang = 0.5 kg. The Hong Kong catty is 0.60478982 kg, the Taiwan catty 0.6 kg.";
const TAIWAN =
  "Taiwan measure (台制): 1 catty = 16 tael = 0.6 kg. The Hong Kong catty is 0.60478982 kg, the mainland jin 0.5 kg.";
const ASSAY =
  "The assay ton makes 1 mg of metal in a sample of 1 assay ton read as 1 troy ounce per ton of ore.";

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
    { code: "kg", label: "Kilogram", symbol: "kg", factor: 1, group: "Metric", terms: ["kilo"] },
    {
      code: "t",
      label: "Metric Ton (tonne)",
      symbol: "t",
      factor: 1000,
      group: "Metric",
      terms: ["tonne", "metric ton", "metric tonne"],
    },
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
    {
      code: "lb",
      label: "Pound",
      symbol: "lb",
      factor: POUND,
      group: "Avoirdupois and imperial",
      terms: ["lbs", "pound mass"],
    },
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
      group: "Traditional",
      note: HONG_KONG,
    },
    {
      code: "catty",
      label: "Catty (Hong Kong)",
      symbol: "catty",
      factor: HK_CATTY,
      group: "Traditional",
      note: HONG_KONG,
    },
    // Added for issue 14 (depth): units beyond the spec's list (docs/spec/units.md §3.3), most
    // used first in each group.
    {
      code: "µg",
      label: "Microgram",
      symbol: "µg",
      factor: 1e-9,
      group: "Metric",
      terms: ["mcg", "ug", "gamma"],
    },
    { code: "ng", label: "Nanogram", symbol: "ng", factor: 1e-12, group: "Metric" },
    { code: "pg", label: "Picogram", symbol: "pg", factor: 1e-15, group: "Metric" },
    { code: "fg", label: "Femtogram", symbol: "fg", factor: 1e-18, group: "Metric" },
    {
      code: "megatonne",
      label: "Megatonne",
      symbol: "Mt",
      factor: 1e9,
      group: "Metric",
      terms: ["teragram", "Tg", "million tonnes"],
    },
    {
      code: "gigatonne",
      label: "Gigatonne",
      symbol: "Gt",
      factor: 1e12,
      group: "Metric",
      terms: ["petagram", "Pg", "billion tonnes"],
    },
    {
      code: "q",
      label: "Quintal (metric)",
      symbol: "q",
      factor: 100,
      group: "Metric",
      terms: ["centner"],
    },
    {
      code: "cwt_us",
      label: "Short Hundredweight (US, 100 lb)",
      symbol: "sh cwt",
      factor: 100 * POUND,
      group: "Avoirdupois and imperial",
      terms: ["cental", "centum weight"],
    },
    {
      code: "kip",
      label: "Kip (1000 lb)",
      symbol: "kip",
      factor: 1000 * POUND,
      group: "Avoirdupois and imperial",
      terms: ["kilopound", "klb"],
    },
    {
      code: "dr",
      label: "Dram (avoirdupois)",
      symbol: "dr",
      factor: OUNCE / 16,
      group: "Avoirdupois and imperial",
      terms: ["drachm"],
    },
    {
      code: "assay_ton_us",
      label: "Assay Ton (US)",
      symbol: "AT",
      // 1 mg × (short ton ÷ troy ounce) = 29.1666… g.
      factor: (1e-6 * 2000 * POUND) / TROY_OUNCE,
      group: "Avoirdupois and imperial",
      note: ASSAY,
    },
    {
      code: "assay_ton_uk",
      label: "Assay Ton (UK)",
      symbol: "AT",
      // 1 mg × (long ton ÷ troy ounce) = 32.6666… g.
      factor: (1e-6 * 2240 * POUND) / TROY_OUNCE,
      group: "Avoirdupois and imperial",
      note: ASSAY,
    },
    {
      code: "scruple",
      label: "Scruple (apothecaries')",
      symbol: "℈",
      factor: 20 * GRAIN,
      group: "Troy and gem",
    },
    {
      code: "dram_ap",
      label: "Dram (apothecaries')",
      symbol: "ʒ",
      factor: 60 * GRAIN,
      group: "Troy and gem",
      terms: ["drachm"],
    },
    {
      code: "grain_pearl",
      label: "Pearl Grain (¼ carat)",
      symbol: "pearl gr",
      factor: 5e-5,
      group: "Troy and gem",
      terms: ["metric grain"],
    },
    {
      code: "kda",
      label: "Kilodalton",
      symbol: "kDa",
      factor: 1e3 * DALTON,
      group: "Atomic",
    },
    {
      code: "mda",
      label: "Megadalton",
      symbol: "MDa",
      factor: 1e6 * DALTON,
      group: "Atomic",
    },
    {
      code: "neutron",
      label: "Neutron Mass",
      symbol: "mₙ",
      factor: NEUTRON_U * DALTON,
      group: "Atomic",
    },
    { code: "muon", label: "Muon Mass", symbol: "m_μ", factor: MUON_U * DALTON, group: "Atomic" },
    {
      code: "deuteron",
      label: "Deuteron Mass",
      symbol: "m_d",
      factor: DEUTERON_U * DALTON,
      group: "Atomic",
    },
    {
      code: "alpha",
      label: "Alpha Particle Mass",
      symbol: "m_α",
      factor: ALPHA_U * DALTON,
      group: "Atomic",
    },
    {
      code: "mev_c2",
      label: "Megaelectronvolt per c²",
      symbol: "MeV/c²",
      factor: (1e6 * ELECTRONVOLT) / SPEED_OF_LIGHT ** 2,
      group: "Atomic",
    },
    {
      code: "gev_c2",
      label: "Gigaelectronvolt per c²",
      symbol: "GeV/c²",
      factor: (1e9 * ELECTRONVOLT) / SPEED_OF_LIGHT ** 2,
      group: "Atomic",
    },
    {
      code: "planck_mass",
      label: "Planck Mass",
      symbol: "mP",
      factor: Math.sqrt(
        ((PLANCK_CONSTANT / (2 * Math.PI)) * SPEED_OF_LIGHT) / GRAVITATIONAL_CONSTANT,
      ),
      group: "Atomic",
    },
    {
      code: "earth_mass",
      label: "Earth Mass",
      symbol: "M⊕",
      factor: byGM(398600.435507e9),
      group: "Astronomical",
    },
    {
      code: "sun_mass",
      label: "Solar Mass",
      symbol: "M☉",
      // GM☉ = 132 712 440 041.279419 km³/s², to the digits a double holds.
      factor: byGM(1.3271244004127942e20),
      group: "Astronomical",
    },
    {
      code: "moon_mass",
      label: "Moon Mass",
      symbol: "M☾",
      factor: byGM(4902.800118e9),
      group: "Astronomical",
    },
    {
      code: "hyl",
      label: "Hyl (metric slug, kgf·s²/m)",
      symbol: "hyl",
      factor: KILOGRAM_FORCE,
      group: "Other",
      terms: ["TME", "metric slug", "mug"],
    },
    {
      code: "slinch",
      label: "Slinch (blob, lbf·s²/in)",
      symbol: "slinch",
      factor: POUND_FORCE / INCH,
      group: "Other",
      terms: ["blob", "slug-inch"],
    },
    {
      code: "jin",
      label: "Jin (mainland China)",
      symbol: "jin",
      factor: 0.5,
      group: "Traditional",
      terms: ["catty", "shi jin", "斤"],
      note: MAINLAND,
    },
    {
      code: "liang",
      label: "Liang (mainland China)",
      symbol: "liang",
      factor: 0.05,
      group: "Traditional",
      terms: ["tael", "两"],
      note: MAINLAND,
    },
    {
      code: "catty_tw",
      label: "Catty (Taiwan)",
      symbol: "catty",
      factor: 0.6,
      group: "Traditional",
      terms: ["jin", "台斤"],
      note: TAIWAN,
    },
    {
      code: "tael_tw",
      label: "Tael (Taiwan)",
      symbol: "tael",
      factor: 0.6 / 16,
      group: "Traditional",
      terms: ["liang", "台兩"],
      note: TAIWAN,
    },
    {
      code: "mace",
      label: "Mace (Hong Kong)",
      symbol: "mace",
      factor: HK_CATTY / 160,
      group: "Traditional",
      terms: ["chee", "錢"],
      note: HONG_KONG,
    },
    {
      code: "picul",
      label: "Picul (Hong Kong)",
      symbol: "picul",
      factor: 100 * HK_CATTY,
      group: "Traditional",
      terms: ["dan", "tam", "擔"],
      note: HONG_KONG,
    },
    {
      code: "tola",
      label: "Tola (India, 180 grains)",
      symbol: "tola",
      factor: 180 * GRAIN,
      group: "Traditional",
      terms: ["tolah", "bhori"],
    },
    {
      code: "seer",
      label: "Seer (British India, 80 tola)",
      symbol: "seer",
      factor: SEER,
      group: "Traditional",
      terms: ["ser"],
    },
    {
      code: "maund",
      label: "Maund (British India, 40 seer)",
      symbol: "maund",
      factor: 40 * SEER,
      group: "Traditional",
      terms: ["mound", "mun"],
    },
    {
      code: "kan",
      label: "Kan (Japan)",
      symbol: "kan",
      factor: 3.75,
      group: "Traditional",
      terms: ["kanme", "貫"],
    },
    {
      code: "momme",
      label: "Momme (Japan)",
      symbol: "mom",
      factor: 3.75e-3,
      group: "Traditional",
      terms: ["monme", "匁"],
    },
    {
      code: "pood",
      label: "Pood (Russia)",
      symbol: "pood",
      factor: 40 * FUNT,
      group: "Traditional",
      terms: ["pud", "пуд"],
    },
    {
      code: "funt",
      label: "Funt (Russian pound)",
      symbol: "funt",
      factor: FUNT,
      group: "Traditional",
      terms: ["фунт"],
    },
  ],
};
