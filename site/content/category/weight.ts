import { weight } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: weight,
    about: [
      "In everyday language 'weight' means mass, and the units on this page are units of mass. The SI unit is the kilogram (kg), defined since 2019 by a fixed value of the Planck constant. The metric units are decimal: a gram is {{1 g kg}} kg, a milligram {{1 mg g}} g and a metric ton (tonne) {{1 t kg}} kg. The force that gravity exerts on a mass is measured in newtons or pounds-force, on the force converter.",
      "The avoirdupois pound, used in the US customary and imperial systems, is defined as exactly {{1 lb g}} g by the international agreement of 1959. The ounce is a sixteenth of it ({{1 oz g}} g), the stone {{1 st lb}} lb and the grain {{1 gr mg}} mg exactly. Three different 'tons' are in use: the US short ton of {{1 ton_us lb}} lb ({{1 ton_us kg}} kg), the British long ton of {{1 ton_uk lb}} lb ({{1 ton_uk kg}} kg) and the metric ton of {{1 t kg}} kg ({{1 t lb}} lb). Likewise the hundredweight here is the British one of {{1 cwt lb}} lb; the US hundredweight is 100 lb.",
      "Precious metals are weighed in troy units: a troy ounce is {{1 oz_troy gr}} grains ({{1 oz_troy g}} g), heavier than the avoirdupois ounce of {{1 oz gr}} grains, while the troy pound of {{1 lb_troy oz_troy}} troy ounces ({{1 lb_troy lb}} lb) is lighter than the avoirdupois pound. Gemstones use the metric carat of {{1 carat mg}} mg, divided into {{1 carat point}} points. The tael and catty on this page are the Hong Kong units: 1 catty = {{1 catty tael}} tael = {{1 catty g}} g. The Taiwan catty (0.6 kg) and the mainland Chinese jin (0.5 kg) are different units with the same traditional name.",
    ],
    conversions: [
      { from: "kg", to: "lb", values: [1, 5, 10, 50, 70, 100] },
      { from: "lb", to: "kg", values: [1, 5, 10, 100, 150, 200] },
      { from: "g", to: "oz", values: [1, 10, 100, 250, 500, 1000] },
      { from: "oz", to: "g", values: [1, 2, 4, 8, 12, 16] },
      { from: "st", to: "kg", values: [1, 8, 10, 12, 14, 16] },
      { from: "oz_troy", to: "g", values: [0.1, 0.25, 0.5, 1, 10, 100] },
    ],
    formulas: [
      { from: "kg", to: "lb", example: 75 },
      { from: "lb", to: "kg", example: 150 },
      { from: "oz", to: "g", example: 8 },
      { from: "oz_troy", to: "oz", example: 1 },
    ],
    useCases: [
      "Reading body weight across countries: 70 kg is {{70 kg lb}} lb, or {{70 kg st}} stone as often given in the UK and Ireland.",
      "Following recipes that mix grams and ounces: 250 g of flour is {{250 g oz}} oz, and a 1 lb pack of butter is {{1 lb g}} g.",
      "Pricing gold and silver, which are quoted per troy ounce: 1 kg of bullion is {{1 kg oz_troy}} troy ounces.",
      "Comparing freight or vehicle weights given in short tons, long tons or tonnes: 20 short tons are {{20 ton_us t}} tonnes.",
      "Weighing medicines and bullets in grains: 5 grains are {{5 gr mg}} mg.",
      "Buying food or herbs in Hong Kong markets priced by the catty or tael: half a catty is {{0.5 catty g}} g.",
    ],
    guides: [
      {
        title: "Converting weights by hand",
        content: [
          "The pound is exactly {{1 lb g}} g, so to turn pounds into kilograms multiply by that number and divide by 1000 (six decimals give {{1 lb kg}}). 150 lb is {{150 lb kg}} kg. To go the other way, multiply kilograms by {{1 kg lb}}: 75 kg is {{75 kg lb}} lb. A quick mental check: a kilogram is a little more than 2 pounds.",
          "Ounces and grams: 1 oz = {{1 oz g}} g, and 100 g = {{100 g oz}} oz. For stone, convert to pounds first ({{1 st lb}} lb per stone), then to kilograms: 11 st 4 lb is {{11 st lb}} lb + 4 lb, and 158 lb is {{158 lb kg}} kg.",
        ],
      },
      {
        title: "Troy, avoirdupois and the carat",
        content: [
          "Both the troy and the avoirdupois systems are built on the same grain of {{1 gr mg}} mg. The troy ounce has {{1 oz_troy gr}} grains and the avoirdupois ounce {{1 oz gr}}, so a troy ounce is {{1 oz_troy oz}} ordinary ounces. The pennyweight, {{1 dwt gr}} grains, is a twentieth of a troy ounce.",
          "When a price is given per ounce for gold, silver or platinum, it is per troy ounce. The carat ({{1 carat g}} g) weighs gemstones and pearls; the 'karat' of gold jewelry is not a mass at all but a purity, in 24ths of pure gold.",
        ],
      },
    ],
    tips: [
      {
        title: "Say which ton",
        content: [
          "Write 'short ton', 'long ton' or 'tonne' instead of 'ton': a long ton is {{1 ton_uk ton_us}} short tons, and a tonne {{1 t ton_us}} short tons.",
        ],
      },
      {
        title: "Troy only for precious metals",
        content: [
          "Use the avoirdupois ounce ({{1 oz g}} g) for food, mail and everything else; the troy ounce ({{1 oz_troy g}} g) only for precious metals.",
        ],
      },
      {
        title: "Check the regional catty",
        content: [
          "A catty from Hong Kong, Taiwan or the mainland is not the same amount. This page uses the Hong Kong catty of {{1 catty g}} g.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many pounds are in a kilogram?",
        answer:
          "One kilogram is {{1 kg lb}} pounds. The pound is defined as exactly {{1 lb g}} g, so a kilogram is 1000 ÷ {{1 lb g}} pounds, a number with endless decimals.",
      },
      {
        question: "How many grams are in an ounce?",
        answer:
          "An avoirdupois ounce is {{1 oz g}} g (exactly {{1 oz mg}} mg). A troy ounce, used for precious metals, is {{1 oz_troy g}} g.",
      },
      {
        question: "What is the difference between a short ton, a long ton and a metric ton?",
        answer:
          "A short ton (US) is {{1 ton_us lb}} lb or {{1 ton_us kg}} kg; a long ton (UK) is {{1 ton_uk lb}} lb or {{1 ton_uk kg}} kg; a metric ton (tonne) is {{1 t kg}} kg or {{1 t lb}} lb.",
      },
      {
        question: "Is a troy ounce heavier than a regular ounce?",
        answer:
          "Yes. A troy ounce is {{1 oz_troy g}} g and an avoirdupois ounce {{1 oz g}} g, so a troy ounce is {{1 oz_troy oz}} ordinary ounces. A troy pound, however, has only {{1 lb_troy oz_troy}} troy ounces and is {{1 lb_troy lb}} of an ordinary pound.",
      },
      {
        question: "How many pounds are in a stone?",
        answer: "A stone is {{1 st lb}} lb, which is {{1 st kg}} kg. 10 stone is {{10 st kg}} kg.",
      },
      {
        question: "Which tael and catty does this converter use?",
        answer:
          "The Hong Kong units: 1 catty = {{1 catty tael}} tael = {{1 catty g}} g, so 1 tael = {{1 tael g}} g. The Taiwan catty (0.6 kg) and the mainland jin (0.5 kg) are not the same, so check which one a price refers to.",
      },
    ],
  },
];
