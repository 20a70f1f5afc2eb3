import { length } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: length,
    about: [
      "Length is the distance between two points. Its SI unit is the meter (m), defined since 1983 by the speed of light: one meter is the distance light travels in vacuum in 1/299 792 458 of a second. The metric units on this page are decimal multiples of the meter, from the femtometer ({{1 fm m}} m) to the gigameter ({{1 gm m}} m), so converting between them only moves the decimal point.",
      "The inch, foot, yard and mile are shared by the US customary and imperial systems. Since the international yard and pound agreement of 1959 they are defined exactly from the meter: one inch is exactly {{1 in cm}} cm, one foot {{1 ft m}} m, one yard {{1 yd m}} m and one mile {{1 mi km}} km. Their ratios are fixed too: {{1 ft in}} inches to the foot, {{1 yd ft}} feet to the yard and {{1 mi ft}} feet to the mile. The nautical mile, used at sea and in aviation, is a separate unit of exactly {{1 nmi m}} m, about {{1 nmi mi}} statute miles.",
      "Astronomical distances use the astronomical unit (exactly {{1 au km}} km, fixed by the IAU in 2012), the light year (the distance light travels in a Julian year of 365.25 days, {{1 ly km}} km) and the parsec ({{1 pc ly}} light years). Older land and trade units such as the furlong ({{1 furlong yd}} yd), chain ({{1 chain yd}} yd), rod ({{1 rod ft}} ft), fathom ({{1 fathom ft}} ft) and hand ({{1 hand in}} in) are defined here from the international foot. The mil, or thou, is a thousandth of an inch ({{1 mil mm}} mm), and the ångström and the Bohr radius serve atomic scales.",
    ],
    conversions: [
      { from: "m", to: "ft", values: [1, 2, 5, 10, 50, 100] },
      { from: "ft", to: "m", values: [1, 3, 5, 6, 10, 100] },
      { from: "in", to: "cm", values: [1, 2, 6, 12, 24, 36] },
      { from: "cm", to: "in", values: [1, 10, 30, 50, 100, 180] },
      { from: "km", to: "mi", values: [1, 5, 10, 21.0975, 42.195, 100] },
      { from: "mi", to: "km", values: [1, 3, 5, 10, 26.2, 100] },
    ],
    formulas: [
      { from: "m", to: "ft", example: 2 },
      { from: "in", to: "cm", example: 12 },
      { from: "km", to: "mi", example: 42.195 },
      { from: "nmi", to: "km", example: 10 },
    ],
    useCases: [
      "Giving a height in both systems: a person 180 cm tall is {{180 cm ft}} ft, or {{180 cm in}} in.",
      "Converting race distances: a 10 km run is {{10 km mi}} miles and a marathon of 42.195 km is {{42.195 km mi}} miles.",
      "Reading screen and TV sizes, which are quoted in inches of diagonal: a 55-inch screen measures {{55 in cm}} cm corner to corner.",
      "Planning flights and voyages, where charts and air-traffic control use nautical miles: 100 nmi is {{100 nmi km}} km.",
      "Converting machining and sheet thicknesses given in mils or thou: 10 mil is {{10 mil mm}} mm.",
      "Expressing astronomical distances: a star 10 parsecs away is {{10 pc ly}} light years, or {{10 pc km}} km, from the Sun.",
    ],
    guides: [
      {
        title: "Converting lengths by hand",
        content: [
          "Every imperial length is defined by an exact factor from the meter, so the conversion is a single multiplication. Feet to meters: multiply by {{1 ft m}}. Inches to centimeters: multiply by {{1 in cm}}. Miles to kilometers: multiply by {{1 mi km}}. These three factors are exact, so a result such as {{6 ft m}} m for 6 ft has no rounding in it.",
          "The other direction divides by the same exact factor, which is why the factors people quote for it are rounded: 1 m is {{1 m ft}} ft (1 ÷ {{1 ft m}}), 1 cm is {{1 cm in}} in and 1 km is {{1 km mi}} mi. For a rough mental estimate, multiply kilometers by 5/8: 8 km is in fact {{8 km mi}} mi.",
          "Feet and inches together: convert the whole length to inches first ({{1 ft in}} in per foot), then multiply by {{1 in cm}}. 5 ft 10 in is {{5 ft cm}} cm + {{10 in cm}} cm = {{70 in cm}} cm. To go back, divide the centimeters by {{1 in cm}} and split the inches into feet.",
        ],
      },
      {
        title: "Statute miles, nautical miles and leagues",
        content: [
          "The statute mile on land is {{1 mi ft}} ft, or {{1 mi m}} m. The nautical mile is {{1 nmi m}} m, chosen to be close to one minute of arc of latitude on the Earth, which makes it convenient for navigation with charts; a knot is one nautical mile per hour.",
          "The league has had many values in history. This page uses the English land league of {{1 lea mi}} statute miles, {{1 lea km}} km.",
        ],
      },
    ],
    tips: [
      {
        title: "Use the exact factors",
        content: [
          "Multiply by {{1 ft m}}, {{1 in cm}} or {{1 mi km}} rather than by rounded reverse factors: the exact factors add no rounding error of their own.",
        ],
      },
      {
        title: "Mind the nautical mile",
        content: [
          "A 'mile' in aviation or shipping is usually the nautical mile, {{1 nmi mi}} statute miles. Check which one a distance uses before converting it.",
        ],
      },
      {
        title: "Very small and very large results",
        content: [
          "Results below 0.000001 or from 10¹⁵ up are shown in scientific notation, so a light year appears as {{1 ly m}} m rather than a long row of digits or a rounded 0.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many feet are in a meter?",
        answer:
          "One meter is {{1 m ft}} feet. The foot is defined as exactly {{1 ft m}} m, so the number of feet in a meter is 1 ÷ {{1 ft m}}, a value with endless decimals.",
      },
      {
        question: "How many centimeters are in an inch?",
        answer:
          "Exactly {{1 in cm}} cm. The inch has been defined as {{1 in mm}} mm since the international yard and pound agreement of 1959, so this factor is exact, not a rounding.",
      },
      {
        question: "How do I convert kilometers to miles?",
        answer:
          "Multiply the kilometers by {{1 km mi}}, or divide them by {{1 mi km}}, the exact length of a mile in kilometers. For example, 5 km is {{5 km mi}} miles.",
      },
      {
        question: "What is the difference between a mile and a nautical mile?",
        answer:
          "The statute mile is {{1 mi m}} m; the nautical mile is {{1 nmi m}} m, about {{1 nmi mi}} statute miles. Nautical miles are used at sea and in aviation.",
      },
      {
        question: "How long is a light year in kilometers?",
        answer:
          "A light year is {{1 ly km}} km, the distance light travels in vacuum in a Julian year of 365.25 days. It is a distance, not a time.",
      },
      {
        question: "How many inches are in a foot and in a yard?",
        answer:
          "There are {{1 ft in}} inches in a foot and {{1 yd in}} inches in a yard ({{1 yd ft}} feet). In metric terms a yard is exactly {{1 yd cm}} cm.",
      },
    ],
  },
];
