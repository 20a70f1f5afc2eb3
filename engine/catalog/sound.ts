import type { Category } from "../types.ts";

/** The neper of a field quantity in decibels: 20/ln(10) ≈ 8.685890 dB. */
const NEPER = 20 / Math.LN10;

/**
 * A sound pressure referred to 1 µPa (underwater acoustics) reads 20·log₁₀(20) ≈ 26.0206 dB
 * higher than the same pressure referred to 20 µPa (dB SPL, in air).
 */
const RE_1_UPA_OFFSET = -20 * Math.log10(20);

/**
 * Levels on a logarithmic scale, converted as level differences (no SI base unit). The neper
 * follows the field-quantity convention of ISO 80000-3: L = ln(A₁/A₀) Np = 20 log₁₀(A₁/A₀) dB,
 * so 1 Np = 20/ln(10) dB ≈ 8.685890 dB and 1 dB = ln(10)/20 Np ≈ 0.115129 Np.
 *
 * The absolute levels read one dB for one dB of dB SPL (docs/spec/decisions.md), so a level
 * referred to 1 µPa is the affine unit whose zero lies 26.0206 dB below that of dB SPL.
 */
export const category: Category = {
  id: "sound",
  name: "Sound level",
  base: "db",
  units: [
    {
      code: "db",
      label: "Decibel (level difference)",
      symbol: "dB",
      factor: 1,
      group: "Level difference",
    },
    { code: "b", label: "Bel (10 dB)", symbol: "B", factor: 10, group: "Level difference" },
    {
      code: "np",
      label: "Neper (field quantity, 8.685890 dB)",
      symbol: "Np",
      factor: NEPER,
      group: "Level difference",
      note: "Field-quantity convention (ISO 80000-3): 1 Np = 20/ln(10) dB ≈ 8.685890 dB.",
    },
    {
      code: "db_spl",
      label: "Decibel SPL (absolute level, dB re 20 µPa)",
      symbol: "dB SPL",
      factor: 1,
      group: "Absolute level",
      note: "An absolute sound pressure level: dB SPL is dB re 20 µPa, so 60 dB SPL reads as 60 dB against that reference. It is not a level difference: a difference of two SPLs is in dB.",
    },
    {
      code: "cb",
      label: "Centibel (0.1 dB)",
      symbol: "cB",
      factor: 0.1,
      group: "Level difference",
    },
    {
      code: "mb",
      label: "Millibel (0.01 dB)",
      symbol: "mB",
      factor: 0.01,
      group: "Level difference",
    },
    {
      code: "dnp",
      label: "Decineper (field quantity, 0.868589 dB)",
      symbol: "dNp",
      factor: NEPER / 10,
      group: "Level difference",
    },
    {
      code: "db_re_1upa",
      label: "Decibel re 1 µPa (underwater, absolute level)",
      symbol: "dB re 1 µPa",
      factor: 1,
      offset: RE_1_UPA_OFFSET,
      relation: "affine",
      group: "Absolute level",
      terms: ["underwater dB"],
      note: "Underwater sound levels are referred to 1 µPa: the same pressure reads 26.0206 dB more than in dB SPL (re 20 µPa). This changes the reference only; comparing loudness in water and in air also needs the acoustic impedances.",
    },
  ],
};
