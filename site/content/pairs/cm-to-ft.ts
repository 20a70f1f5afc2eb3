import { cmToFt, ftToCm } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Centimeters ↔ feet: /cm-to-ft and /ft-to-cm. */
export const texts: readonly UnitText[] = [
  {
    page: cmToFt,
    about: [
      "Centimeters are how most of the world states a person's height, and feet (with inches) are how the United States and the United Kingdom state it. The foot is exactly {{1 ft cm}} cm: the international foot of {{1 ft in}} inches, each inch exactly {{1 in cm}} cm since the 1959 yard and pound agreement. One centimeter is {{1 cm ft}} ft, rounded to six decimals.",
      "To convert centimeters to feet, divide by {{1 ft cm}}. The result is in decimal feet: 0.5 ft is half a foot, six inches, not five. To express a height in feet and inches, convert the centimeters to inches instead (divide by {{1 in cm}}) and split off a foot for every 12 inches. The conversion comes up for heights on passports, medical forms, dating profiles and sports rosters, for the length of furniture or a bed, and for ceiling and door heights.",
    ],
    conversions: [
      { from: "cm", to: "ft", values: [30, 50, 100, 150, 160, 165, 170, 175, 180, 185, 190, 200] },
      { from: "cm", to: "in", values: [150, 160, 170, 180, 190] },
    ],
    formulas: [
      { from: "cm", to: "ft", example: 175 },
      { from: "cm", to: "in", example: 175 },
    ],
    useCases: [
      "A person's height in centimeters, expressed in feet and inches",
      "Furniture, bed and door sizes from metric catalogues",
      "Ceiling heights and room dimensions",
      "Heights of plants, children and pets on growth charts",
    ],
    tips: [
      {
        title: "Decimal feet are not feet and inches",
        content: [
          "A result such as {{170 cm ft}} ft is five feet plus a fraction of a foot: the digits after the point are not inches. Multiply the fraction by 12 to get inches, or use the centimeters-to-inches rows of the table.",
        ],
      },
      {
        title: "Check with a known height",
        content: [
          "Five feet is {{5 ft cm}} cm and six feet is {{6 ft cm}} cm. A height between those two in centimeters must come out between 5 and 6 in feet, which catches a slip such as multiplying instead of dividing.",
        ],
      },
    ],
    faqs: [
      {
        question: "How do I convert cm to feet and inches?",
        answer:
          "Divide the centimeters by {{1 in cm}} to get inches, then take 12 inches for every whole foot; what remains is the inches. For 170 cm: {{170 cm in}} in. Five feet use 60 of those inches, and the remainder is just under 7, since 5 ft 7 in (67 in) is {{67 in cm}} cm.",
      },
      {
        question: "How many feet is 180 cm?",
        answer:
          "180 cm is {{180 cm ft}} ft, or {{180 cm in}} in: just under 5 ft 11 in, which is {{71 in cm}} cm.",
      },
      {
        question: "How tall is 160 cm in feet?",
        answer:
          "160 cm is {{160 cm ft}} ft, or {{160 cm in}} in: a little under 5 ft 3 in, which is {{63 in cm}} cm.",
      },
      {
        question: "How many feet is 100 cm?",
        answer: "100 cm (one meter) is {{100 cm ft}} ft, a little more than three feet.",
      },
      {
        question: "Why does 5.5 ft not mean 5 feet 5 inches?",
        answer:
          "A foot has 12 inches, not 10, so half a foot is {{0.5 ft in}} inches. 5.5 ft is 5 ft 6 in, which is {{5.5 ft cm}} cm.",
      },
    ],
  },

  {
    page: ftToCm,
    about: [
      "The foot is a unit of the imperial and US customary systems, divided into {{1 ft in}} inches. Since 1959 it has been defined as exactly {{1 ft m}} m, which makes one foot exactly {{1 ft cm}} cm. Heights, room sizes and short lengths given in feet therefore convert to centimeters without any rounding.",
      "To convert feet to centimeters, multiply by {{1 ft cm}}. The result is exact: a whole number of feet gives at most two decimals in centimeters. Heights are usually given in feet and inches, so convert the two parts and add them (5 ft 8 in is {{5 ft cm}} cm + {{8 in cm}} cm), or turn the whole height into inches first. People need this for their height on forms that ask for centimeters, for clothing and bicycle size charts, and for furniture and building dimensions from the United States.",
    ],
    conversions: [
      { from: "ft", to: "cm", values: [1, 2, 3, 4, 4.5, 5, 5.5, 6, 6.5, 7, 8, 10] },
      { from: "in", to: "cm", values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    ],
    formulas: [
      { from: "ft", to: "cm", example: 6 },
      { from: "in", to: "cm", example: 7 },
    ],
    useCases: [
      "Entering a height given in feet and inches on a form that asks for centimeters",
      "Bicycle, ski and clothing size charts in centimeters",
      "Furniture and room dimensions from US catalogues and plans",
      "Lengths of boards, rugs and fabric quoted in feet",
    ],
    tips: [
      {
        title: "Use the two tables together",
        content: [
          "For a height such as 5 ft 9 in, take the 5 ft row of the first table and the 9 in row of the second and add them: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
      {
        title: "Do not type feet and inches as a decimal",
        content: [
          "5 ft 9 in is not 5.9 ft. Type 5.75 ft (9 inches are three quarters of a foot), or convert the inches separately.",
        ],
      },
    ],
    faqs: [
      {
        question: "How tall is 6 feet in cm?",
        answer: "6 ft is exactly {{6 ft cm}} cm. 6 ft 1 in (73 in) is {{73 in cm}} cm.",
      },
      {
        question: "How tall is 5 ft 8 in in cm?",
        answer: "5 ft 8 in is 68 inches, which is exactly {{68 in cm}} cm.",
      },
      {
        question: "How many cm is 5 feet?",
        answer: "5 ft is {{5 ft cm}} cm. Each extra inch adds {{1 in cm}} cm.",
      },
      {
        question: "Is a foot exactly 30 cm?",
        answer:
          "No. A foot is exactly {{1 ft cm}} cm. A 30 cm ruler is {{30 cm in}} in long, a little short of a foot.",
      },
      {
        question: "How many cm is 5 ft 5 in?",
        answer: "5 ft 5 in is 65 inches, which is {{65 in cm}} cm.",
      },
    ],
  },
];
