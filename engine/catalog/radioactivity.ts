import type { Category } from "../types.ts";

/** 1 Ci = 3.7e10 Bq, exact by definition. */
const CURIE = 3.7e10;

export const category: Category = {
  id: "radioactivity",
  name: "Radioactivity",
  base: "bq",
  units: [
    { code: "bq", label: "Becquerel", symbol: "Bq", factor: 1, group: "Becquerel" },
    {
      code: "dps",
      label: "Disintegrations per Second",
      symbol: "dps",
      factor: 1,
      group: "Becquerel",
    },
    { code: "ci", label: "Curie", symbol: "Ci", factor: CURIE, group: "Curie" },
    { code: "mci", label: "Millicurie", symbol: "mCi", factor: CURIE * 1e-3, group: "Curie" },
    {
      code: "µci",
      label: "Microcurie",
      symbol: "µCi",
      factor: CURIE * 1e-6,
      group: "Curie",
      terms: ["uCi"],
    },
    {
      code: "rd",
      label: "Rutherford (10⁶ Bq)",
      symbol: "Rd",
      factor: 1e6,
      group: "Historic",
      note: "rd is the rutherford, 10⁶ Bq; the dose unit rad is on the absorbed-dose page.",
    },
    { code: "kbq", label: "Kilobecquerel", symbol: "kBq", factor: 1e3, group: "Becquerel" },
    { code: "mega_bq", label: "Megabecquerel", symbol: "MBq", factor: 1e6, group: "Becquerel" },
    { code: "gbq", label: "Gigabecquerel", symbol: "GBq", factor: 1e9, group: "Becquerel" },
    { code: "tbq", label: "Terabecquerel", symbol: "TBq", factor: 1e12, group: "Becquerel" },
    { code: "pci", label: "Picocurie", symbol: "pCi", factor: CURIE * 1e-12, group: "Curie" },
    { code: "nci", label: "Nanocurie", symbol: "nCi", factor: CURIE * 1e-9, group: "Curie" },
    { code: "kci", label: "Kilocurie", symbol: "kCi", factor: CURIE * 1e3, group: "Curie" },
    {
      code: "dpm",
      label: "Disintegrations per Minute",
      symbol: "dpm",
      factor: 1 / 60,
      group: "Becquerel",
    },
  ],
};
