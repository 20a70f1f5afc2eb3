import type { Category } from "../types.ts";
import { ABAMPERE, STATAMPERE } from "./shared/constants.ts";

export const category: Category = {
  id: "current",
  name: "Electric current",
  base: "a",
  units: [
    { code: "a", label: "Ampere", symbol: "A", factor: 1, group: "Metric", terms: ["amp", "C/s"] },
    {
      code: "ma",
      label: "Milliampere",
      symbol: "mA",
      factor: 1e-3,
      group: "Metric",
      terms: ["milliamp"],
    },
    {
      code: "µa",
      label: "Microampere",
      symbol: "µA",
      factor: 1e-6,
      group: "Metric",
      terms: ["uA"],
    },
    { code: "ka", label: "Kiloampere", symbol: "kA", factor: 1e3, group: "Metric" },
    { code: "na", label: "Nanoampere", symbol: "nA", factor: 1e-9, group: "Metric" },
    { code: "pa", label: "Picoampere", symbol: "pA", factor: 1e-12, group: "Metric" },
    {
      code: "aba",
      label: "Abampere",
      symbol: "abA",
      factor: ABAMPERE,
      group: "CGS",
      terms: ["biot", "emu of current"],
    },
    {
      code: "stata",
      label: "Statampere",
      symbol: "statA",
      factor: STATAMPERE,
      group: "CGS",
      terms: ["esu of current"],
    },
  ],
};
