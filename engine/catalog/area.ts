import type { Category } from "../types.ts";
import { FOOT, INCH, MILE, QUEBEC_FRENCH_FOOT, US_SURVEY_FOOT, YARD } from "./shared/constants.ts";

const SQUARE_FOOT = FOOT ** 2;
/** International acre = 43 560 ft² = 10 square chains (NIST SP 811). */
const ACRE = 43560 * SQUARE_FOOT;
const SQUARE_ROD = (5.5 * YARD) ** 2;
const INTERNATIONAL_MEASURE =
  "In international miles and acres. The US Public Land Survey defines it in US survey measure, 4 ppm larger.";

/** Area, in square meters. */
export const category: Category = {
  id: "area",
  name: "Area",
  base: "m2",
  units: [
    { code: "mm2", label: "Square Millimeter", symbol: "mm²", factor: 1e-6, group: "Metric" },
    { code: "cm2", label: "Square Centimeter", symbol: "cm²", factor: 1e-4, group: "Metric" },
    {
      code: "m2",
      label: "Square Meter",
      symbol: "m²",
      factor: 1,
      group: "Metric",
      aliases: ["sqm"],
    },
    { code: "km2", label: "Square Kilometer", symbol: "km²", factor: 1e6, group: "Metric" },
    { code: "ha", label: "Hectare", symbol: "ha", factor: 1e4, group: "Metric" },
    { code: "are", label: "Are", symbol: "a", factor: 100, group: "Metric" },
    { code: "in2", label: "Square Inch", symbol: "in²", factor: INCH ** 2, group: "Imperial" },
    {
      code: "ft2",
      label: "Square Foot",
      symbol: "ft²",
      factor: SQUARE_FOOT,
      group: "Imperial",
      aliases: ["sqft"],
    },
    {
      code: "yd2",
      label: "Square Yard",
      symbol: "yd²",
      factor: YARD ** 2,
      group: "Imperial",
      aliases: ["sqyd"],
    },
    { code: "ac", label: "Acre", symbol: "ac", factor: ACRE, group: "Imperial" },
    { code: "mi2", label: "Square Mile", symbol: "mi²", factor: MILE ** 2, group: "Imperial" },
    {
      code: "ft2_survey",
      label: "Square Foot (US survey)",
      symbol: "ft²",
      factor: US_SURVEY_FOOT ** 2,
      group: "US survey and land",
    },
    {
      code: "ac_survey",
      label: "Acre (US survey)",
      symbol: "ac",
      factor: 43560 * US_SURVEY_FOOT ** 2,
      group: "US survey and land",
    },
    {
      code: "township",
      label: "Township (36 mi²)",
      symbol: "twp",
      factor: 36 * MILE ** 2,
      group: "US survey and land",
      note: INTERNATIONAL_MEASURE,
    },
    {
      code: "section",
      label: "Section (1 mi²)",
      symbol: "sec",
      factor: MILE ** 2,
      group: "US survey and land",
      note: INTERNATIONAL_MEASURE,
    },
    {
      code: "homestead",
      label: "Homestead (160 acres)",
      symbol: "homestead",
      factor: 160 * ACRE,
      group: "US survey and land",
      note: INTERNATIONAL_MEASURE,
    },
    { code: "rood", label: "Rood (¼ acre)", symbol: "ro", factor: ACRE / 4, group: "Traditional" },
    {
      code: "ch2",
      label: "Square Chain",
      symbol: "ch²",
      factor: (22 * YARD) ** 2,
      group: "Traditional",
    },
    { code: "rod2", label: "Square Rod", symbol: "rd²", factor: SQUARE_ROD, group: "Traditional" },
    {
      code: "perch2",
      label: "Square Perch",
      symbol: "perch²",
      factor: SQUARE_ROD,
      group: "Traditional",
    },
    {
      code: "pole2",
      label: "Square Pole",
      symbol: "pole²",
      factor: SQUARE_ROD,
      group: "Traditional",
    },
    {
      code: "arpent",
      label: "Arpent (Quebec, square)",
      symbol: "arpent",
      factor: (180 * QUEBEC_FRENCH_FOOT) ** 2,
      group: "Traditional",
      note: "The square arpent of Quebec land titles: 180 French feet square, the French foot being 12.789 in by Canada's Weights and Measures Act.",
    },
    { code: "barn", label: "Barn", symbol: "b", factor: 1e-28, group: "Other" },
    {
      code: "circ_in",
      label: "Circular Inch",
      symbol: "circ in",
      // Area of a circle 1 in across: π/4 in².
      factor: (Math.PI / 4) * INCH ** 2,
      group: "Other",
    },
    {
      code: "circ_mil",
      label: "Circular Mil",
      symbol: "cmil",
      factor: (Math.PI / 4) * (INCH / 1000) ** 2,
      group: "Other",
    },
    {
      code: "mil2",
      label: "Square Mil",
      symbol: "mil²",
      factor: (INCH / 1000) ** 2,
      group: "Other",
    },
    {
      code: "sabin",
      label: "Sabin (1 ft² of absorption)",
      symbol: "sabin",
      factor: SQUARE_FOOT,
      group: "Other",
      note: "A unit of sound absorption: one square foot of a perfectly absorbing surface.",
    },
  ],
};
