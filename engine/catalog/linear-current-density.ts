import type { Category } from "../types.ts";
import { ABAMPERE, FOOT, INCH, STATAMPERE } from "./shared/constants.ts";

export const category: Category = {
  id: "linear-current-density",
  name: "Linear current density",
  base: "a_m",
  units: [
    { code: "a_m", label: "Ampere per Meter", symbol: "A/m", factor: 1, group: "Metric" },
    { code: "a_cm", label: "Ampere per Centimeter", symbol: "A/cm", factor: 100, group: "Metric" },
    { code: "a_ft", label: "Ampere per Foot", symbol: "A/ft", factor: 1 / FOOT, group: "Imperial" },
    { code: "a_in", label: "Ampere per Inch", symbol: "A/in", factor: 1 / INCH, group: "Imperial" },
    { code: "a_mm", label: "Ampere per Millimeter", symbol: "A/mm", factor: 1e3, group: "Metric" },
    { code: "ka_m", label: "Kiloampere per Meter", symbol: "kA/m", factor: 1e3, group: "Metric" },
    {
      code: "stata_cm",
      label: "Statampere per Centimeter",
      symbol: "statA/cm",
      factor: STATAMPERE * 100,
      group: "CGS",
    },
    {
      code: "aba_cm",
      label: "Abampere per Centimeter",
      symbol: "abA/cm",
      factor: ABAMPERE * 100,
      group: "CGS",
    },
  ],
};
