import { kphToMph, mphToKph } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Miles per hour ↔ kilometers per hour: /mph-to-kph and /kph-to-mph. */
export const texts: readonly UnitText[] = [
  {
    page: mphToKph,
    about: [
      "Miles per hour (mph) is the speed unit of roads in the United States and the United Kingdom; kilometers per hour (km/h, often written kph) is used on roads almost everywhere else. Both count distance per hour, so the conversion is the ratio of the two distances: the international mile is exactly 1.609344 km, which makes 1 mph exactly {{1 mph kph}} km/h.",
      "To convert mph to km/h, multiply by {{1 mph kph}}. The factor is exact, so results are exact up to the six decimals shown. A mile is longer than a kilometer, so the number in km/h is always larger, by about 60 %. The conversion is used when driving abroad or in a car whose speedometer shows the other unit, for speed limits, for wind speeds in American weather reports, for cycling and running speeds, and for pitch and serve speeds in sports coverage.",
    ],
    conversions: [
      { from: "mph", to: "kph", values: [5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 100] },
      { from: "mph", to: "mps", values: [1, 10, 30, 60, 100] },
    ],
    formulas: [
      { from: "mph", to: "kph", example: 60 },
      { from: "mph", to: "mps", example: 60 },
    ],
    useCases: [
      "Speed limits and speedometers when driving between the US or UK and metric countries",
      "Wind speeds in US weather forecasts",
      "Running, cycling and treadmill speeds",
      "Ball speeds in baseball, tennis and cricket coverage",
    ],
    tips: [
      {
        title: "Multiply by 1.6",
        content: [
          "For a quick estimate, multiply by 1.6 (or add six tenths): 50 mph gives 80 km/h, against {{50 mph kph}} km/h. The estimate is about 0.6 % low.",
        ],
      },
      {
        title: "Physics wants meters per second",
        content: [
          "For calculations, convert to meters per second: 1 mph is {{1 mph mps}} m/s. The second table gives common speeds in m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "How fast is 60 mph in km/h?",
        answer: "60 mph is {{60 mph kph}} km/h, that is one mile per minute.",
      },
      {
        question: "How fast is 70 mph in km/h?",
        answer:
          "70 mph, the motorway speed limit for cars in Great Britain, is {{70 mph kph}} km/h.",
      },
      {
        question: "What is 100 mph in km/h?",
        answer:
          "100 mph is {{100 mph kph}} km/h. The reverse, 100 km/h, is only {{100 kph mph}} mph.",
      },
      {
        question: "Is the mph to km/h factor exact?",
        answer:
          "Yes. A mile is exactly 1609.344 m, so 1 mph is exactly {{1 mph kph}} km/h. The converter's results are exact up to the six decimals it shows.",
      },
      {
        question: "How fast is 30 mph in km/h?",
        answer:
          "30 mph, a common urban speed limit in the UK and US, is {{30 mph kph}} km/h, close to the 50 km/h limit used in many European towns.",
      },
    ],
  },

  {
    page: kphToMph,
    about: [
      "Kilometers per hour (km/h) is the road speed unit of metric countries; the correct SI-style symbol is km/h, and “kph” is an informal abbreviation of the same unit. Miles per hour is used in the United States and the United Kingdom. One km/h is {{1 kph mph}} mph, a rounded value, because the mile is exactly 1.609344 km and dividing by that never ends.",
      "To convert km/h to mph, divide by {{1 mph kph}}. The number in mph is always smaller, roughly five eighths of the km/h figure. The conversion is used for European and other speed limits when your speedometer shows mph, for rental cars abroad, for wind speeds and storm reports in km/h, for cycling computers and running paces, and for top speeds in car reviews. Physics and engineering usually work in meters per second; 1 m/s is exactly {{1 mps kph}} km/h.",
    ],
    conversions: [
      { from: "kph", to: "mph", values: [10, 20, 30, 40, 50, 60, 80, 90, 100, 110, 120, 130] },
      { from: "kph", to: "mps", values: [3.6, 10, 36, 50, 100] },
    ],
    formulas: [
      { from: "kph", to: "mph", example: 100 },
      { from: "kph", to: "mps", example: 90 },
    ],
    useCases: [
      "Speed limits on road signs in metric countries",
      "Rental cars and speedometers set to the other unit",
      "Wind speeds in weather and storm reports given in km/h",
      "Cycling, running and car top speeds",
    ],
    tips: [
      {
        title: "Multiply by 5/8",
        content: [
          "For a quick estimate, multiply by 5 and divide by 8: 80 km/h gives 50 mph, against {{80 kph mph}} mph. The estimate is about 0.6 % high.",
        ],
      },
      {
        title: "km/h to m/s",
        content: [
          "A meter per second is exactly {{1 mps kph}} km/h, so divide km/h by {{1 mps kph}} to get m/s: 90 km/h is {{90 kph mps}} m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is 100 km/h in mph?",
        answer:
          "100 km/h is {{100 kph mph}} mph. Going the other way, 60 mph is {{60 mph kph}} km/h, a little less than 100 km/h.",
      },
      {
        question: "What is 120 km/h in mph?",
        answer:
          "120 km/h is {{120 kph mph}} mph, close to the 75 mph limit of some US interstates ({{75 mph kph}} km/h).",
      },
      {
        question: "What is 130 km/h in mph?",
        answer:
          "130 km/h, a common motorway limit in several European countries, is {{130 kph mph}} mph.",
      },
      {
        question: "Is kph the same as km/h?",
        answer:
          "Yes. Both mean kilometers per hour. km/h is the form the SI recommends; kph is a common informal abbreviation, which this page's address also uses.",
      },
      {
        question: "What is 50 km/h in mph?",
        answer: "50 km/h, a usual urban speed limit in Europe, is {{50 kph mph}} mph.",
      },
    ],
  },
];
