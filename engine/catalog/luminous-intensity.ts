import type { Category } from "../types.ts";

/** The international candle of 1909 as GNU units and NIST give it: 1.02 cd. */
const INTERNATIONAL_CANDLE = 1.02;

export const category: Category = {
  id: "luminous-intensity",
  name: "Luminous intensity",
  base: "cd",
  units: [
    { code: "cd", label: "Candela", symbol: "cd", factor: 1 },
    {
      code: "cp",
      label: "Candlepower (= 1 candela)",
      symbol: "cp",
      factor: 1,
      note: "Candlepower is read in its modern sense, 1 cp = 1 cd; older texts used it for the international candle.",
    },
    {
      code: "hk",
      label: "Hefner Candle (historic, 0.918 cd)",
      symbol: "HK",
      factor: 0.9 * INTERNATIONAL_CANDLE,
      note: "Historic flame standard: 1 HK = 0.9 international candle = 0.918 cd (GNU units). Other sources give 0.903 cd, so the last digits are uncertain.",
    },
    {
      code: "icd",
      label: "International Candle (historic, 1.02 cd)",
      symbol: "ICP",
      factor: INTERNATIONAL_CANDLE,
      note: "Historic unit (1909 agreement): 1 international candle = 1.02 cd (GNU units). Some sources read the 1.02 the other way round (1 cd = 1.02 candles, 0.980 cd); the last digits are uncertain.",
    },
  ],
};
