import type { Category } from "../types.ts";

/**
 * Levels on a logarithmic scale, converted as level differences (no SI base unit). The neper
 * follows the field-quantity convention of ISO 80000-3: L = ln(A₁/A₀) Np = 20 log₁₀(A₁/A₀) dB,
 * so 1 Np = 20/ln(10) dB ≈ 8.685890 dB and 1 dB = ln(10)/20 Np ≈ 0.115129 Np.
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
    },
    { code: "b", label: "Bel (10 dB)", symbol: "B", factor: 10 },
    {
      code: "np",
      label: "Neper (field quantity, 8.685890 dB)",
      symbol: "Np",
      factor: 20 / Math.LN10,
      note: "Field-quantity convention (ISO 80000-3): 1 Np = 20/ln(10) dB ≈ 8.685890 dB.",
    },
    {
      code: "db_spl",
      label: "Decibel SPL (absolute level, dB re 20 µPa)",
      symbol: "dB SPL",
      factor: 1,
      note: "An absolute sound pressure level: dB SPL is dB re 20 µPa, so 60 dB SPL reads as 60 dB against that reference. It is not a level difference: a difference of two SPLs is in dB.",
    },
  ],
};
