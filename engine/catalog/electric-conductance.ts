import type { Category } from "../types.ts";
import {
  ABAMPERE,
  ABVOLT,
  ELEMENTARY_CHARGE,
  PLANCK_CONSTANT,
  STATAMPERE,
  STATVOLT,
} from "./shared/constants.ts";

export const category: Category = {
  id: "electric-conductance",
  name: "Electric conductance",
  base: "s",
  units: [
    { code: "s", label: "Siemens", symbol: "S", factor: 1, group: "Metric", terms: ["A/V"] },
    { code: "ms", label: "Millisiemens", symbol: "mS", factor: 1e-3, group: "Metric" },
    {
      code: "µs",
      label: "Microsiemens",
      symbol: "µS",
      factor: 1e-6,
      group: "Metric",
      terms: ["uS", "micromho", "gemmho"],
    },
    { code: "mho", label: "Mho (= 1 Siemens)", symbol: "℧", factor: 1, group: "Metric" },
    { code: "ns", label: "Nanosiemens", symbol: "nS", factor: 1e-9, group: "Metric" },
    { code: "ks", label: "Kilosiemens", symbol: "kS", factor: 1e3, group: "Metric" },
    {
      code: "abmho",
      label: "Abmho (absiemens)",
      symbol: "ab℧",
      factor: ABAMPERE / ABVOLT,
      group: "CGS",
      terms: ["absiemens", "emu of conductance"],
    },
    {
      code: "statmho",
      label: "Statmho (statsiemens)",
      symbol: "stat℧",
      factor: STATAMPERE / STATVOLT,
      group: "CGS",
      terms: ["statsiemens", "esu of conductance"],
    },
    {
      code: "g0",
      label: "Conductance Quantum (2e²/h)",
      symbol: "G₀",
      factor: (2 * ELEMENTARY_CHARGE ** 2) / PLANCK_CONSTANT,
      group: "Standards",
      terms: ["2e²/h"],
    },
  ],
};
