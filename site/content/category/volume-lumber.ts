import { volumeLumber } from "../../catalog/pages/other.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: volumeLumber,
    about: [
      "Lumber and firewood are sold by volume, in units of their own. The board foot (bf, or FBM, 'foot board measure'), the unit of the North American lumber trade, is the volume of a board one foot long, one foot wide and one inch thick: {{1 bf in3}} cubic inches, or one twelfth of a cubic foot ({{1 cf bf}} board feet to the cubic foot). Large quantities are priced per thousand board feet, written MBF with the Roman M for a thousand.",
      "The cubic foot (cf) is {{1 cf m3}} m³, and the cubic meter, the unit used for timber in most of the world, is {{1 m3 cf}} cubic feet or {{1 m3 bf}} board feet. The cord measures stacked firewood and pulpwood: a stack 4 ft high, 4 ft wide and 8 ft long, {{1 cord cf}} cubic feet ({{1 cord m3}} m³) including the air between the pieces. All these relations are exact by definition, because they rest on the international inch of exactly 25.4 mm.",
      "The board foot is computed from a board's dimensions, and for softwood lumber in the US those are normally its nominal dimensions, not the actual ones: a nominal 2 × 4 is surfaced to about 1½ × 3½ inches but counted as 2 × 4. A board-foot figure therefore describes the sold quantity rather than the exact volume of wood. Likewise a cord's solid wood content is well below its stacked volume, and a 'face cord' or 'rick' is not a standard unit at all.",
    ],
    conversions: [
      { from: "bf", to: "cf", values: [1, 12, 100, 144, 500, 1000] },
      { from: "cf", to: "bf", values: [1, 5, 10, 50, 100, 128] },
      { from: "bf", to: "m3", values: [1, 100, 500, 1000, 5000, 10000] },
      { from: "m3", to: "bf", values: [0.1, 0.5, 1, 2, 5, 10] },
      { from: "cord", to: "m3", values: [0.25, 0.5, 1, 2, 3, 5] },
    ],
    formulas: [
      { from: "bf", to: "cf", example: 120 },
      { from: "bf", to: "m3", example: 1000 },
      { from: "m3", to: "bf", example: 1 },
      { from: "cord", to: "m3", example: 1 },
    ],
    useCases: [
      "Estimating a deck or framing order: twenty 2 × 6 boards 10 ft long are 20 × 10 = 200 board feet, that is {{200 bf cf}} ft³.",
      "Comparing North American lumber prices per MBF with European prices per cubic meter: 1000 board feet are {{1000 bf m3}} m³.",
      "Converting sawmill output or a timber cruise from cubic meters to board feet: 50 m³ is {{50 m3 bf}} bf.",
      "Buying firewood by the cord and comparing with offers in cubic meters: half a cord is {{0.5 cord m3}} m³.",
      "Checking how much a truck bed or shed holds: a space of 64 ft³ holds {{64 cf cord}} cord of stacked wood.",
    ],
    guides: [
      {
        title: "Calculating board feet",
        content: [
          "Board feet = thickness in inches × width in inches × length in feet ÷ 12. A board 2 in thick, 6 in wide and 10 ft long is 2 × 6 × 10 ÷ 12 = 10 board feet, which is {{10 bf cf}} ft³ or {{10 bf m3}} m³.",
          "If all three dimensions are in inches, divide by {{1 bf in3}} instead, since a board foot is {{1 bf in3}} in³. For a whole order, add up the board feet of each size and convert the total once: 1000 bf is {{1000 bf cf}} ft³.",
        ],
      },
      {
        title: "Cords and stacked firewood",
        content: [
          "A full cord is a well-stacked pile 4 × 4 × 8 ft, {{1 cord cf}} ft³. To measure a pile, multiply its height, width and length in feet and divide by {{1 cord cf}}: a pile 4 ft high, 2 ft deep and 8 ft long is 64 ft³, that is {{64 cf cord}} cord.",
          "Sellers often offer a 'face cord' or 'rick': one row of logs 4 ft high and 8 ft long, whose depth is the length of the logs. Its volume depends on that length, so ask for the dimensions and convert the actual cubic feet.",
        ],
      },
    ],
    tips: [
      {
        title: "Nominal or actual",
        content: [
          "Board-foot prices in the US lumber trade use nominal sizes. For the true volume of wood, measure the actual dimensions and convert those.",
        ],
      },
      {
        title: "M means thousand here",
        content: ["A price per MBF is per thousand board feet, {{1000 bf m3}} m³."],
      },
    ],
    faqs: [
      {
        question: "How many board feet are in a cubic foot?",
        answer:
          "A cubic foot is {{1 cf bf}} board feet, because a board foot is a 1-inch-thick slice of a cubic foot ({{1 bf in3}} in³ against {{1 cf in3}} in³).",
      },
      {
        question: "How many board feet are in a cubic meter?",
        answer:
          "One cubic meter is {{1 m3 bf}} board feet, and 1000 board feet are {{1000 bf m3}} m³.",
      },
      {
        question: "How do you calculate board feet?",
        answer:
          "Multiply thickness (in) × width (in) × length (ft) and divide by 12. For example, a 1 × 12 board 8 ft long is 1 × 12 × 8 ÷ 12 = 8 board feet, or {{8 bf cf}} ft³.",
      },
      {
        question: "How big is a cord of wood?",
        answer:
          "A cord is a stack 4 ft × 4 ft × 8 ft: {{1 cord cf}} ft³, {{1 cord m3}} m³, or {{1 cord bf}} board feet of stacked volume, air spaces included.",
      },
      {
        question: "What does MBF mean?",
        answer:
          "MBF is a thousand board feet, the usual pricing unit for lumber in North America; the M is the Roman numeral for 1000. 1 MBF is {{1000 bf cf}} ft³ or {{1000 bf m3}} m³.",
      },
    ],
  },
];
