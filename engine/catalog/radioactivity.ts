import type { Category } from "../types.ts";

/** 1 Ci = 3.7e10 Bq, exact by definition. */
const CURIE = 3.7e10;

export const category: Category = {
  id: "radioactivity",
  name: "Radioactivity",
  base: "bq",
  units: [
    { code: "bq", label: "Becquerel", symbol: "Bq", factor: 1 },
    { code: "dps", label: "Disintegrations per Second", symbol: "dps", factor: 1 },
    { code: "ci", label: "Curie", symbol: "Ci", factor: CURIE },
    { code: "mci", label: "Millicurie", symbol: "mCi", factor: CURIE * 1e-3 },
    { code: "µci", label: "Microcurie", symbol: "µCi", factor: CURIE * 1e-6 },
    {
      code: "rd",
      label: "Rutherford (10⁶ Bq)",
      symbol: "Rd",
      factor: 1e6,
      note: "rd is the rutherford, 10⁶ Bq; the dose unit rad is on the absorbed-dose page.",
    },
  ],
};
