import { ftToM, mToFt } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Meters ↔ feet: /m-to-ft and /ft-to-m. */
export const texts: readonly UnitText[] = [
  {
    page: mToFt,
    about: [
      "The meter (m) is the SI base unit of length. Since 1983 it has been defined as the distance light travels in vacuum in 1/299 792 458 of a second. The foot (ft) is the international foot of 12 inches, fixed in 1959 at exactly {{1 ft m}} m. A meter is therefore {{1 m ft}} ft, a rounded figure: 1/0.3048 has no finite decimal form.",
      "To convert meters to feet, divide by {{1 ft m}}, or multiply by {{1 m ft}} for the same result to about six significant digits. A meter is a little more than three feet, so the number of feet is always larger than the number of meters. The conversion is needed for building heights and room dimensions, ceiling heights, a person's height in meters, elevations on maps and altitudes in aviation, which most of the world states in feet.",
    ],
    conversions: [
      { from: "m", to: "ft", values: [0.5, 1, 1.5, 1.75, 2, 2.5, 3, 5, 10, 25, 50, 100] },
      { from: "m", to: "in", values: [0.5, 1, 1.5, 2] },
    ],
    formulas: [
      { from: "m", to: "ft", example: 2.5 },
      { from: "m", to: "in", example: 1.8 },
    ],
    useCases: [
      "Room, ceiling and building dimensions on metric plans",
      "A person's height given in meters, such as 1.75 m",
      "Elevations of mountains and altitudes in aviation, usually stated in feet",
      "Pool lengths, diving depths and sports distances",
      "Real estate listings and property plans from another country",
    ],
    tips: [
      {
        title: "Feet and inches from meters",
        content: [
          "The decimal part of a result in feet is not inches. For feet and inches, convert to inches: 1.8 m is {{1.8 m in}} in, and each 12 inches make a foot.",
        ],
      },
      {
        title: "Mental shortcut",
        content: [
          "Multiply the meters by 3 and add a tenth of the result: 10 m gives 33 ft, against {{10 m ft}} ft. The shortcut runs about 0.6 % high.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many feet are in a meter?",
        answer:
          "One meter is {{1 m ft}} ft, or {{1 m in}} in. The foot is defined as exactly {{1 ft m}} m.",
      },
      {
        question: "How tall is 1.8 m in feet?",
        answer:
          "1.8 m is {{1.8 m ft}} ft, which is {{1.8 m in}} in: just under 5 ft 11 in, since 5 ft 11 in (71 in) is {{71 in m}} m.",
      },
      {
        question: "How many feet is 100 meters?",
        answer:
          "100 m is {{100 m ft}} ft. A 100 m sprint is therefore longer than a 100-yard dash, which is {{100 yd m}} m.",
      },
      {
        question: "Is a meter longer than a yard?",
        answer:
          "Yes. A meter is {{1 m yd}} yd: it measures {{1 m in}} in, a yard {{1 yd in}} in. A yard is {{1 yd m}} m.",
      },
      {
        question: "Why is meters to feet not an exact number?",
        answer:
          "The foot is exactly {{1 ft m}} m, but its reciprocal is an endless decimal. The converter divides by the exact value and shows six decimals, so 3.048 m shows exactly {{3.048 m ft}} ft.",
      },
    ],
  },

  {
    page: ftToM,
    about: [
      "The foot is the customary unit of length of the United States and is still used in the United Kingdom for heights and in aviation worldwide. It is the international foot of 12 inches, defined in 1959 as exactly {{1 ft m}} m. Until 2022 the United States also used a US survey foot of 1200/3937 m for land surveying; it is about two parts per million longer, and this page uses the international foot.",
      "To convert feet to meters, multiply by {{1 ft m}}. The factor is exact, so the result is exact: a whole number of feet gives at most four decimals in meters, and the converter shows them all. A foot is a little less than a third of a meter, so the number of meters is always smaller. The conversion is used for building and room sizes on US plans, ceiling heights, flight altitudes, elevations, boat lengths and wave heights.",
    ],
    conversions: [
      { from: "ft", to: "m", values: [1, 2, 3, 5, 6, 8, 10, 20, 50, 100, 1000, 10000] },
      { from: "in", to: "m", values: [1, 6, 12, 36] },
    ],
    formulas: [
      { from: "ft", to: "m", example: 8 },
      { from: "in", to: "m", example: 12 },
    ],
    useCases: [
      "Room and ceiling dimensions on US and UK house plans",
      "Aircraft altitudes and flight levels given in feet",
      "Mountain and terrain elevations on US maps",
      "Boat lengths, mast heights and water depths",
      "Heights given in feet and inches",
    ],
    tips: [
      {
        title: "Feet and inches together",
        content: [
          "Convert the feet and the inches separately and add: 5 ft 10 in is {{5 ft m}} m + {{10 in m}} m. Do not type 5.10 ft, which means five and one tenth feet.",
        ],
      },
      {
        title: "Survey feet on old US land records",
        content: [
          "US deeds and state plane coordinates made before 2023 may be in US survey feet. The difference is two parts per million, about 2 mm per kilometer ({{2 mm in}} in), which matters only for long survey distances and large coordinates.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many meters is 1 foot?",
        answer: "One foot is exactly {{1 ft m}} m, or {{1 ft cm}} cm.",
      },
      {
        question: "How tall is 6 feet in meters?",
        answer: "6 ft is {{6 ft m}} m. Six feet two inches (74 in) is {{74 in m}} m.",
      },
      {
        question: "What is 35,000 feet in meters?",
        answer:
          "35,000 ft, a typical cruising altitude for airliners, is {{35000 ft m}} m, or {{35000 ft km}} km.",
      },
      {
        question: "How high is an 8-foot ceiling in meters?",
        answer: "An 8 ft ceiling is {{8 ft m}} m high; a 10 ft ceiling is {{10 ft m}} m.",
      },
      {
        question: "What is the difference between the international foot and the US survey foot?",
        answer:
          "The international foot is exactly {{1 ft m}} m. The US survey foot is 1200/3937 m, about two parts per million longer; NIST retired it at the end of 2022. Everyday measurements, and this page, use the international foot.",
      },
    ],
  },
];
