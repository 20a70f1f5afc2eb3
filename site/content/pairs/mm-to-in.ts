import { inToMm, mmToIn } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Millimeters ↔ inches: /mm-to-in and /in-to-mm. */
export const texts: readonly UnitText[] = [
  {
    page: mmToIn,
    about: [
      "The millimeter (mm) is one thousandth of a meter, the unit of engineering drawings, machining, hardware and rainfall in most of the world. The inch is exactly {{1 in mm}} mm, by the international yard and pound agreement of 1959. A millimeter is therefore {{1 mm in}} in, and a thousand of them, one meter, are {{1000 mm in}} in.",
      "To convert millimeters to inches, divide by {{1 in mm}}. The division almost never ends in a short decimal, so the converter shows the result to six decimals, which is finer than a thousandth of an inch (a mil, {{1 mil mm}} mm). In workshops the decimal inch is often turned into the nearest fraction in 1/16, 1/32 or 1/64 steps. The conversion is needed to match metric parts with imperial tools, to read rainfall totals reported in millimeters against inch records, and to compare drill bits, screws, wire, filament and jewellery sizes across the two systems.",
    ],
    conversions: [{ from: "mm", to: "in", values: [1, 2, 3, 5, 6, 8, 10, 12, 20, 25, 50, 100] }],
    formulas: [{ from: "mm", to: "in", example: 25 }],
    useCases: [
      "Matching metric bolts, nuts, drill bits and wrenches with their nearest inch sizes",
      "Reading engineering drawings and 3D-printing settings in the other system",
      "Comparing rainfall totals reported in millimeters with records kept in inches",
      "Converting the thickness of sheet material, glass, plywood or jewellery wire",
    ],
    tips: [
      {
        title: "From decimal inches to a fraction",
        content: [
          "Multiply the decimal part of the inches by 64 (or 32, or 16) and round to a whole number: that is the numerator of the nearest fraction. 10 mm is {{10 mm in}} in; 0.393701 × 64 rounds to 25, so 10 mm is about 25/64 in.",
        ],
      },
      {
        title: "Close is not the same",
        content: [
          "Several metric and inch tool sizes are close but not equal. A 13 mm wrench is {{13 mm in}} in, a little larger than 1/2 in, so it fits a 1/2-inch head loosely; a 19 mm wrench is {{19 mm in}} in, a little smaller than 3/4 in, so it will not go over a 3/4-inch head. A loose fit can round off a bolt head.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many inches is 1 mm?",
        answer:
          "1 mm is {{1 mm in}} in, about 1/25 of an inch. It takes exactly {{1 in mm}} mm to make one inch.",
      },
      {
        question: "How many inches is 10 mm?",
        answer:
          "10 mm (1 cm) is {{10 mm in}} in, a little over 3/8 in, which is {{0.375 in mm}} mm.",
      },
      {
        question: "Is 25 mm the same as 1 inch?",
        answer:
          "No, but it is close: 25 mm is {{25 mm in}} in, and one inch is exactly {{1 in mm}} mm. Over short lengths the difference is easy to miss; over a meter it adds up to more than half an inch.",
      },
      {
        question: "How many inches of rain is 25 mm?",
        answer:
          "25 mm of rain is {{25 mm in}} in. Rainfall is a depth of water, so it converts like any other length; 100 mm is {{100 mm in}} in.",
      },
      {
        question: "What is a mil, or thou?",
        answer:
          "A mil (or thou) is a thousandth of an inch, {{1 mil mm}} mm. It measures thin things such as plastic film, coatings and wire insulation; it is not a millimeter.",
      },
    ],
  },

  {
    page: inToMm,
    about: [
      "Machinists, engineers and makers in the United States still specify parts in inches, while the rest of the world works in millimeters. The link between the two is exact: one inch is {{1 in mm}} mm, the value fixed in 1959 when the English-speaking countries agreed on a common yard of {{1 yd m}} m and therefore a common inch.",
      "To convert inches to millimeters, multiply by {{1 in mm}}. Because the factor has a single decimal, every inch value you can write in decimals gives an exact millimeter value with at most one more decimal: 1/64 in is exactly {{0.015625 in mm}} mm, and the converter shows it in full. Fractional inches should be typed as decimals (3/8 = 0.375). The conversion is used to find the metric equivalent of drill bits and fasteners, to read US drawings and datasheets, to size pipes, hoses and wheels, and to convert the pitch of electronic components given in mils or inches.",
    ],
    conversions: [
      {
        from: "in",
        to: "mm",
        values: [0.015625, 0.03125, 0.0625, 0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 1, 2, 12],
      },
      { from: "in", to: "cm", values: [1, 6, 12, 24] },
    ],
    formulas: [
      { from: "in", to: "mm", example: 0.375 },
      { from: "in", to: "cm", example: 10 },
    ],
    useCases: [
      "Finding the millimeter size of fractional drill bits, sockets and fasteners",
      "Reading US engineering drawings, datasheets and machining tolerances",
      "Converting wheel, tyre, hose and fitting dimensions given in inches",
      "Checking the pitch and size of electronic parts quoted in inches",
    ],
    tips: [
      {
        title: "Nominal sizes are names, not measurements",
        content: [
          "A “1/2-inch” pipe or a “2 × 4” board is a trade size. The real outside diameter or thickness differs from the name, so convert the measured dimension from the standard's table, not the name.",
        ],
      },
      {
        title: "Tolerances convert too",
        content: [
          "A tolerance of ±0.005 in is ±{{0.005 in mm}} mm. Convert the tolerance with the same factor as the dimension, and round the result no coarser than the tolerance itself.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many mm is 1 inch?",
        answer: "One inch is exactly {{1 in mm}} mm. The value is a definition, not a measurement.",
      },
      {
        question: "How many mm is 1/4 inch?",
        answer:
          "1/4 in (0.25 in) is {{0.25 in mm}} mm. An eighth of an inch is {{0.125 in mm}} mm and a sixteenth {{0.0625 in mm}} mm.",
      },
      {
        question: "What is 3/8 inch in mm?",
        answer: "3/8 in is 0.375 in, which is exactly {{0.375 in mm}} mm.",
      },
      {
        question: "Is a 1/2-inch wrench the same as 13 mm?",
        answer:
          "No. 1/2 in is {{0.5 in mm}} mm, so a 13 mm wrench is slightly larger. It may turn a 1/2-inch nut, but loosely; on a tight nut it can slip and round the corners.",
      },
      {
        question: "Is the result exact?",
        answer:
          "Yes. The factor {{1 in mm}} is exact, and any decimal inch value multiplied by it has a finite decimal result. The converter shows up to six decimals, enough for every value with up to five decimals in inches.",
      },
    ],
  },
];
