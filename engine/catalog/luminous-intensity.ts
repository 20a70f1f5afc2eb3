import type { Category } from "../types.ts";

/** The international candle of 1909 as GNU units and NIST give it: 1.02 cd. */
const INTERNATIONAL_CANDLE = 1.02;

export const category: Category = {
  id: "luminous-intensity",
  name: "Luminous intensity",
  base: "cd",
  units: [
    { code: "cd", label: "Candela", symbol: "cd", factor: 1, group: "Modern" },
    {
      code: "cp",
      label: "Candlepower (= 1 candela)",
      symbol: "cp",
      factor: 1,
      group: "Modern",
      note: "Candlepower is read in its modern sense, 1 cp = 1 cd; older texts used it for the international candle.",
    },
    {
      code: "hk",
      label: "Hefner Candle (historic, 0.918 cd)",
      symbol: "HK",
      factor: 0.9 * INTERNATIONAL_CANDLE,
      group: "Historic",
      note: "Historic flame standard: 1 HK = 0.9 international candle = 0.918 cd (GNU units). Other sources give 0.903 cd, so the last digits are uncertain.",
    },
    {
      code: "icd",
      label: "International Candle (historic, 1.02 cd)",
      symbol: "ICP",
      factor: INTERNATIONAL_CANDLE,
      group: "Historic",
      note: "Historic unit (1909 agreement): 1 international candle = 1.02 cd (GNU units). Some sources read the 1.02 the other way round (1 cd = 1.02 candles, 0.980 cd); the last digits are uncertain.",
    },
    { code: "mcd", label: "Millicandela", symbol: "mcd", factor: 1e-3, group: "Modern" },
    { code: "kcd", label: "Kilocandela", symbol: "kcd", factor: 1e3, group: "Modern" },
    {
      code: "lm_sr",
      label: "Lumen per Steradian (= 1 candela)",
      symbol: "lm/sr",
      factor: 1,
      group: "Modern",
    },
    {
      code: "violle",
      label: "Violle (historic, 20.17 cd)",
      symbol: "violle",
      factor: 20.17,
      group: "Historic",
      note: "Historic standard (1884): the light of 1 cm² of platinum at its freezing point, 20.17 cd as GNU units gives it; the last digits are uncertain.",
    },
  ],
};
