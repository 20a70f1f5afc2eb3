import { kmToMi, miToKm } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Kilometers ↔ miles: /km-to-mi and /mi-to-km. */
export const texts: readonly UnitText[] = [
  {
    page: kmToMi,
    about: [
      "The kilometer (km) is {{1 km m}} meters, the unit of road distances and maps in almost every country. The mile (mi) here is the international statute mile of {{1 mi ft}} feet, which the 1959 yard and pound agreement fixed at exactly {{1 mi km}} km. One kilometer is therefore {{1 km mi}} mi, a rounded value.",
      "To convert kilometers to miles, divide by {{1 mi km}}. A mile is the longer unit, so the distance in miles is always smaller, roughly five eighths of the number of kilometers. The conversion is used for road signs and car odometers in the United States and the United Kingdom, running and cycling distances (5K, 10K, marathon), hiking trails and travel plans. Sea and air navigation use a different mile, the nautical mile of exactly {{1 nmi m}} m, which the converter also offers.",
    ],
    conversions: [
      { from: "km", to: "mi", values: [1, 2, 5, 10, 15, 20, 21.0975, 42.195, 50, 100, 500, 1000] },
      { from: "km", to: "nmi", values: [1, 10, 100, 1000] },
    ],
    formulas: [
      { from: "km", to: "mi", example: 10 },
      { from: "km", to: "nmi", example: 100 },
    ],
    useCases: [
      "Race distances: 5K, 10K, half marathon and marathon in miles",
      "Driving distances and road signs when traveling between metric and imperial countries",
      "Hiking and cycling routes planned on metric maps",
      "Car odometer readings and trip computers set to the other unit",
    ],
    tips: [
      {
        title: "The Fibonacci shortcut",
        content: [
          "Consecutive Fibonacci numbers (2, 3, 5, 8, 13, 21, 34...) approach the golden ratio, about 1.618, which is close to the number of kilometers in a mile. So 8 km is roughly 5 mi ({{8 km mi}} mi), 13 km roughly 8 mi ({{13 km mi}} mi), 21 km roughly 13 mi ({{21 km mi}} mi).",
        ],
      },
      {
        title: "Multiply by 0.6 for a quick figure",
        content: [
          "Multiplying kilometers by 0.6 gives an answer about 3.4 % low; multiplying by 5/8 gives one about 0.6 % high. For an exact answer, divide by {{1 mi km}}.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many miles is 5K?",
        answer:
          "A 5K race, 5 km, is {{5 km mi}} mi. A 10K is {{10 km mi}} mi, a little over six miles.",
      },
      {
        question: "How many miles is a marathon?",
        answer:
          "The marathon is 42.195 km, which is {{42.195 km mi}} mi, usually quoted as 26.2 miles. A half marathon, 21.0975 km, is {{21.0975 km mi}} mi.",
      },
      {
        question: "How many miles is 100 km?",
        answer: "100 km is {{100 km mi}} mi. Conversely, 100 miles is {{100 mi km}} km.",
      },
      {
        question: "Is a kilometer longer than a mile?",
        answer:
          "No. A kilometer is shorter: one kilometer is {{1 km mi}} mi, while a mile is {{1 mi km}} km.",
      },
      {
        question: "Is a nautical mile the same as a mile?",
        answer:
          "No. The nautical mile, used at sea and in aviation, is exactly {{1 nmi m}} m, which is {{1 nmi mi}} statute miles. This page converts to the statute mile unless you choose nautical miles in the list.",
      },
    ],
  },

  {
    page: miToKm,
    about: [
      "The mile is the road distance of the United States and the United Kingdom: {{1 mi ft}} feet, or {{1 mi yd}} yards. Both countries use the international mile, defined through the 1959 yard (exactly {{1 yd m}} m), so one mile is exactly {{1 mi m}} m, that is {{1 mi km}} km. The older US survey mile, based on the survey foot, is a few millimeters longer and matters only in land surveying.",
      "To convert miles to kilometers, multiply by {{1 mi km}}. The factor is exact, so the result is exact as far as six decimals can show it. A mile is about 1.6 km, so the number of kilometers is always larger than the number of miles. People use the conversion for driving distances and speed signs abroad, for running and cycling distances measured in miles, for flight and trip planning, and for reading distances in American and British books and news.",
    ],
    conversions: [
      { from: "mi", to: "km", values: [0.25, 0.5, 1, 2, 3, 5, 10, 13.1, 26.2, 50, 100, 500] },
      { from: "mi", to: "m", values: [0.25, 0.5, 1] },
    ],
    formulas: [
      { from: "mi", to: "km", example: 26.2 },
      { from: "mi", to: "m", example: 1 },
    ],
    useCases: [
      "Driving distances in the United States and the United Kingdom",
      "Running distances: the mile, and training logs kept in miles",
      "Trip planning with maps or apps set to miles",
      "Reading distances in American and British books, news and guides",
    ],
    tips: [
      {
        title: "Add six tenths",
        content: [
          "For a quick estimate, add 60 % to the miles: 50 mi gives 80 km, against {{50 mi km}} km. The shortcut is about 0.6 % low.",
        ],
      },
      {
        title: "A mile on the track",
        content: [
          "A 400 m running track is not a quarter mile: four laps are 1600 m, while a mile is {{1 mi m}} m. The 1500 m race is often called the metric mile; it is {{1500 m mi}} mi.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many km is a mile?",
        answer: "One mile is exactly {{1 mi km}} km, which is {{1 mi m}} m.",
      },
      {
        question: "How many km is 26.2 miles?",
        answer:
          "26.2 mi is {{26.2 mi km}} km. The official marathon distance is 42.195 km; 26.2 mi is its usual rounded figure.",
      },
      {
        question: "Why is a mile exactly {{1 mi km}} km?",
        answer:
          "A mile is {{1 mi ft}} feet, and since 1959 a foot is exactly {{1 ft m}} m. Multiplying gives exactly {{1 mi m}} m. The value was not measured; it follows from the definition of the foot.",
      },
      {
        question: "Are UK miles and US miles the same?",
        answer:
          "Yes. Both countries use the international mile of {{1 mi m}} m for roads and everyday distances. Only the old US survey mile, used in some land records, differs, by a few millimeters.",
      },
      {
        question: "How far is 60 miles in km?",
        answer: "60 mi is {{60 mi km}} km, the distance covered in one hour at 60 mph.",
      },
    ],
  },
];
