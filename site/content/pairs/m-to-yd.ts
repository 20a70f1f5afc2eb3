import { mToYd, ydToM } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Meters ↔ yards: /m-to-yd and /yd-to-m. */
export const texts: readonly UnitText[] = [
  {
    page: mToYd,
    about: [
      "The meter is the SI unit of length; the yard is the imperial and US customary unit of {{1 yd ft}} feet or {{1 yd in}} inches. The international yard and pound agreement of 1959 defined the yard as exactly {{1 yd m}} m, and every other imperial length (inch, foot, mile) follows from it. A meter is therefore {{1 m yd}} yd, rounded to six decimals.",
      "To convert meters to yards, divide by {{1 yd m}}. The yard is slightly shorter than the meter, so the number of yards is always a little larger, by about 9 %. The conversion is needed where one side of a comparison uses yards: fabric and ribbon sold by the yard in the United States, golf course distances, American football, swimming pools built to 25 yards, and road signs in the United Kingdom that give short distances in yards.",
    ],
    conversions: [
      { from: "m", to: "yd", values: [1, 2, 5, 10, 20, 25, 50, 100, 200, 400, 1000, 1500] },
      { from: "m", to: "ft", values: [1, 10, 100] },
    ],
    formulas: [
      { from: "m", to: "yd", example: 100 },
      { from: "m", to: "ft", example: 100 },
    ],
    useCases: [
      "Buying fabric, ribbon or yarn priced by the yard",
      "Golf distances on courses and rangefinders set to meters or yards",
      "Comparing track and swimming distances in meters with yard events",
      "Short distances on UK road signs, which are given in yards",
    ],
    tips: [
      {
        title: "Add a tenth, roughly",
        content: [
          "For a quick estimate, add 10 % to the meters: 100 m gives 110 yd, against {{100 m yd}} yd. The shortcut is about 0.6 % high.",
        ],
      },
      {
        title: "Yards, feet and inches",
        content: [
          "The decimal part of a result in yards is a fraction of a yard, not feet. Multiply it by 3 for feet or by 36 for inches.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many yards is 100 meters?",
        answer:
          "100 m is {{100 m yd}} yd. A 100 m race is therefore almost 110 yards, while a 100-yard field is {{100 yd m}} m.",
      },
      {
        question: "How many yards are in a meter?",
        answer:
          "A meter is {{1 m yd}} yd, or {{1 m in}} in against the yard's {{1 yd in}} in. The yard itself is exactly {{1 yd m}} m.",
      },
      {
        question: "How many yards of fabric is 2 meters?",
        answer:
          "2 m is {{2 m yd}} yd. Buying 2 1/4 yd ({{2.25 yd m}} m) would cover it with a little to spare.",
      },
      {
        question: "Is a meter the same as a yard?",
        answer:
          "No. They are close, but a meter is longer: {{1 m yd}} yd. The difference grows with the distance: 1000 m is {{1000 m yd}} yd.",
      },
      {
        question: "How many yards is 400 m?",
        answer:
          "400 m, one lap of a standard running track, is {{400 m yd}} yd. The old imperial quarter mile is 440 yd, which is {{440 yd m}} m.",
      },
    ],
  },

  {
    page: ydToM,
    about: [
      "The yard was the base of the imperial length system: the inch, foot and mile are fractions and multiples of it. Since the 1959 international yard and pound agreement it has been exactly {{1 yd m}} m, the same in the United States, the United Kingdom and the other signatory countries. A yard is {{1 yd ft}} ft or {{1 yd in}} in.",
      "To convert yards to meters, multiply by {{1 yd m}}. The factor is exact, so whole yards give at most four decimals in meters and the converter shows the result in full. The number of meters is always a little smaller, by about 8.6 %. People convert yards for fabric and carpet bought by the yard, American football and golf distances, swimming pools measured in yards, and older British sports and engineering records.",
    ],
    conversions: [
      { from: "yd", to: "m", values: [1, 2, 3, 5, 10, 25, 50, 100, 150, 200, 300, 500] },
      { from: "yd", to: "ft", values: [1, 2, 10] },
    ],
    formulas: [
      { from: "yd", to: "m", example: 100 },
      { from: "yd", to: "ft", example: 10 },
    ],
    useCases: [
      "Fabric, carpet and yarn bought by the yard",
      "American football distances: the 100-yard field, 10 yards for a first down",
      "Golf hole lengths and club distances given in yards",
      "Swimming in 25-yard pools and comparing times with 25 m and 50 m pools",
    ],
    tips: [
      {
        title: "Subtract a tenth, roughly",
        content: [
          "For a quick estimate, take away a tenth of the yards: 200 yd gives 180 m, against {{200 yd m}} m. The estimate is about 1.6 % low.",
        ],
      },
      {
        title: "Square yards are not yards",
        content: [
          "Carpet and turf are often priced by the square yard, an area. One square yard is {{1 yd m}} × {{1 yd m}} m², not {{1 yd m}} m²; use the area converter for it.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many meters is a yard?",
        answer: "One yard is exactly {{1 yd m}} m, which is {{1 yd cm}} cm.",
      },
      {
        question: "How many meters is 100 yards?",
        answer:
          "100 yd is {{100 yd m}} m, the length of an American football field between the goal lines.",
      },
      {
        question: "Is a yard longer than a meter?",
        answer:
          "No. A yard is {{1 yd m}} m, so it is shorter than a meter: a yard is {{1 yd in}} in, a meter {{1 m in}} in.",
      },
      {
        question: "How many meters is a 400-yard golf hole?",
        answer:
          "400 yd is {{400 yd m}} m. A hole marked 400 m on a metric course is longer: {{400 m yd}} yd.",
      },
      {
        question: "How long is a 25-yard pool in meters?",
        answer:
          "A 25-yard pool is {{25 yd m}} m long, so a 25 m pool is longer and times swum in the two are not directly comparable.",
      },
    ],
  },
];
