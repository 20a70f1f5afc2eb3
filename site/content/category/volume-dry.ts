import { volumeDry } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: volumeDry,
    about: [
      "Dry volume units measure loose solids such as grain, fruit, vegetables and nuts. Most units on this page are the US dry measures, a system separate from US liquid measure. It is built on the Winchester bushel of exactly 2150.42 cubic inches: a bushel is {{1 bu pk}} pecks, a peck {{1 pk qt_dry}} dry quarts and a dry quart {{1 qt_dry pt_dry}} dry pints, so a bushel holds {{1 bu pt_dry}} dry pints. In SI terms a bushel is {{1 bu m3}} m³ (about 35.24 liters) and a dry pint {{1 pt_dry m3}} m³ (about 0.551 liter).",
      "US dry and liquid units with the same name are different sizes. A dry pint is exactly 33.6003125 cubic inches, while a liquid pint is exactly 28.875 cubic inches (473.176473 mL), so the dry pint is about 16 % larger; dry and liquid quarts differ in the same way. The US dry barrel, defined by federal law as 7056 cubic inches for fruits, vegetables and other dry goods, is {{1 bbl_dry bu}} bushels or {{1 bbl_dry qt_dry}} dry quarts; it is not the same as the 42-gallon oil barrel or the 31.5-gallon liquid barrel.",
      "The British imperial system has no separate dry measure: its bushel is 8 imperial gallons ({{1 bu_uk l}} liters), {{1 bu_uk bu}} US bushels, and it is offered here as the imperial bushel and peck, each labelled so, beside liters, hectoliters, cubic meters and cubic feet. For liquid measures, liters and gallons, use the volume converter, which also lists the dry pint, dry quart, peck and bushel.",
    ],
    conversions: [
      { from: "pt_dry", to: "qt_dry", values: [1, 2, 4, 8, 16, 64] },
      { from: "bu", to: "pk", values: [0.25, 0.5, 1, 2, 5, 10] },
      { from: "pk", to: "qt_dry", values: [0.25, 0.5, 1, 2, 4, 8] },
      { from: "bu", to: "m3", values: [1, 10, 100, 1000, 10000, 100000] },
      { from: "m3", to: "bu", values: [0.1, 0.5, 1, 10, 100, 1000] },
      { from: "bbl_dry", to: "bu", values: [1, 2, 5, 10, 50, 100] },
    ],
    formulas: [
      { from: "pt_dry", to: "qt_dry", example: 6 },
      { from: "bu", to: "m3", example: 1000 },
      { from: "pk", to: "bu", example: 3 },
    ],
    useCases: [
      "Buying produce sold by the dry pint or dry quart at US farm stands, such as berries and cherry tomatoes: 2 dry pints are {{2 pt_dry qt_dry}} dry quart.",
      "Scaling orchard and garden harvests measured in pecks and bushels: half a bushel is {{0.5 bu pk}} pecks.",
      "Sizing grain bins and silos, whose capacity is given in bushels: a 10 000-bushel bin holds {{10000 bu m3}} m³.",
      "Converting US crop volumes to metric for reports: 1000 m³ of storage holds {{1000 m3 bu}} US bushels.",
      "Reading historical shipping and trade records that count produce in barrels: 20 dry barrels are {{20 bbl_dry bu}} bushels.",
    ],
    guides: [
      {
        title: "The US dry measure chain",
        content: [
          "Dry measures double and quadruple like the liquid ones: {{1 qt_dry pt_dry}} dry pints to the dry quart, {{1 pk qt_dry}} dry quarts to the peck and {{1 bu pk}} pecks to the bushel. To convert pints to bushels, divide by {{1 bu pt_dry}}; to convert bushels to dry quarts, multiply by {{1 bu qt_dry}}.",
          "For metric figures, the bushel is {{1 bu m3}} m³, so 1 m³ is {{1 m3 bu}} bushels. Multiply cubic meters by 1000 for liters.",
        ],
      },
      {
        title: "Bushels of volume and bushels of weight",
        content: [
          "In grain markets, a 'bushel' of wheat, corn or soybeans is usually a standard weight, not a volume: the USDA uses 60 lb for a bushel of wheat or soybeans and 56 lb for shelled corn. This converter converts the volume bushel only; how much a volume bushel of a crop weighs depends on the crop and its moisture.",
        ],
      },
    ],
    tips: [
      {
        title: "Dry or liquid?",
        content: [
          "A US recipe or a drink label in pints or quarts uses liquid measure; dry measure is for produce and grain. The dry pint is the larger one.",
        ],
      },
      {
        title: "Which barrel",
        content: [
          "The dry barrel here is {{1 bbl_dry m3}} m³. Oil is counted in barrels of 42 US gallons, a different unit found on the volume converter.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many dry pints are in a dry quart?",
        answer:
          "There are {{1 qt_dry pt_dry}} dry pints in a dry quart, and {{1 pk qt_dry}} dry quarts in a peck. A bushel holds {{1 bu qt_dry}} dry quarts.",
      },
      {
        question: "How many pecks are in a bushel?",
        answer:
          "A US bushel is {{1 bu pk}} pecks, and a peck is {{1 pk qt_dry}} dry quarts. In cubic meters a peck is {{1 pk m3}} m³ and a bushel {{1 bu m3}} m³.",
      },
      {
        question: "Is a dry pint the same as a liquid pint?",
        answer:
          "No. The US dry pint is 33.6003125 cubic inches (about 551 mL) and the US liquid pint 28.875 cubic inches (about 473 mL). The dry pint is about 16 % larger.",
      },
      {
        question: "How big is a bushel in cubic meters and liters?",
        answer:
          "A US (Winchester) bushel is exactly 2150.42 cubic inches, {{1 bu m3}} m³ or about 35.24 liters. The imperial bushel used in the UK is larger, 36.36872 liters.",
      },
      {
        question: "What is a US dry barrel?",
        answer:
          "A barrel for fruits, vegetables and other dry goods, defined in US law as 7056 cubic inches: {{1 bbl_dry bu}} bushels, or {{1 bbl_dry m3}} m³. Cranberries have their own, smaller barrel.",
      },
    ],
  },
];
