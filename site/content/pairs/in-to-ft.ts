import { ftToIn, inToFt } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Inches ↔ feet: /in-to-ft and /ft-to-in. */
export const texts: readonly UnitText[] = [
  {
    page: inToFt,
    about: [
      "The inch and the foot are both units of the imperial and US customary systems, and the foot is exactly {{1 ft in}} inches. Since 1959 both are also tied to the meter: an inch is exactly {{1 in cm}} cm and a foot {{1 ft cm}} cm. Converting between them involves no metric step at all.",
      "To convert inches to feet, divide by {{1 ft in}}. Because 12 is not a power of ten, many results are repeating decimals: one inch is {{1 in ft}} ft, shown rounded to six decimals. For a carpenter's answer in feet and inches, take the whole number of feet and convert the rest back to inches (the decimal part × 12). The conversion is used for lumber and pipe lengths, TV stands and shelves, heights given in inches, snowfall totals, and dimensions on US plans.",
    ],
    conversions: [
      { from: "in", to: "ft", values: [1, 3, 6, 9, 12, 18, 24, 30, 36, 48, 60, 72] },
      { from: "in", to: "m", values: [12, 36, 100] },
    ],
    formulas: [
      { from: "in", to: "ft", example: 30 },
      { from: "in", to: "m", example: 36 },
    ],
    useCases: [
      "Lumber, pipe, cable and trim lengths on US building projects",
      "Furniture and appliance dimensions listed in inches",
      "A height given in inches, such as 70 in, expressed in feet",
      "Snowfall and snow depth totals reported in inches",
    ],
    tips: [
      {
        title: "Common fractions of a foot",
        content: [
          "3 in is {{3 in ft}} ft, 6 in is {{6 in ft}} ft and 9 in is {{9 in ft}} ft. Any other whole number of inches below 12 gives a repeating decimal, so keep the result in inches if you need an exact figure.",
        ],
      },
      {
        title: "Decimal feet on plans",
        content: [
          "Surveyors and civil engineers write decimal feet (10.25 ft), while builders write feet and inches (10 ft 3 in). Check which style a drawing uses before measuring from it.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many feet is 60 inches?",
        answer:
          "60 in is exactly {{60 in ft}} ft, since every 12 inches make a foot. That is {{60 in cm}} cm.",
      },
      {
        question: "How many feet is 70 inches?",
        answer:
          "70 in is {{70 in ft}} ft, that is 5 ft and 10 in: five feet take up {{5 ft in}} of the 70 inches.",
      },
      {
        question: "How many feet is 100 inches?",
        answer: "100 in is {{100 in ft}} ft: 8 ft ({{8 ft in}} in) and 4 in.",
      },
      {
        question: "What is 1 inch in feet?",
        answer:
          "1 in is 1/12 ft, which the converter shows as {{1 in ft}} ft. The decimal repeats forever, so the display is rounded.",
      },
      {
        question: "How do I write 40 inches in feet and inches?",
        answer:
          "Divide by 12: 40 in is {{40 in ft}} ft. The whole part is 3 ft ({{3 ft in}} in), and the 4 inches left over give 3 ft 4 in.",
      },
    ],
  },

  {
    page: ftToIn,
    about: [
      "The foot is traditionally divided into 12 inches, and the international foot and inch of 1959 keep that ratio exactly: one foot is {{1 ft in}} in, {{1 ft cm}} cm. The two units are used together in the United States and, for heights, in the United Kingdom, which is why so many measurements are written as feet plus inches (5 ft 10 in).",
      "To convert feet to inches, multiply by {{1 ft in}}. The result is always exact, decimal feet included: 2.5 ft is {{2.5 ft in}} in. When a measurement has both feet and inches, convert the feet and add the inches. People need this for heights, for cutting lengths of wood, pipe or fabric, for screen and furniture sizes, and for reading US construction drawings in decimal feet.",
    ],
    conversions: [
      { from: "ft", to: "in", values: [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 5.5, 6, 8] },
      { from: "ft", to: "cm", values: [1, 5, 6] },
    ],
    formulas: [
      { from: "ft", to: "in", example: 5.5 },
      { from: "ft", to: "cm", example: 6 },
    ],
    useCases: [
      "Turning a height in feet into inches, the unit many forms and size charts use",
      "Cutting boards, pipe, cable or fabric to lengths measured in inches",
      "Reading decimal feet on survey and civil drawings as inches",
      "Comparing furniture and screen sizes listed in different units",
    ],
    tips: [
      {
        title: "Decimal feet to inches",
        content: [
          "Only the fraction needs converting: in 10.25 ft, the 0.25 ft is {{0.25 ft in}} in, so 10.25 ft is 10 ft 3 in.",
        ],
      },
      {
        title: "Quarters and thirds",
        content: [
          "A quarter foot is {{0.25 ft in}} in, a half {{0.5 ft in}} in, three quarters {{0.75 ft in}} in. A third of a foot is 4 in, but 0.33 ft is only {{0.33 ft in}} in, so type fractions as exactly as you can.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many inches are in a foot?",
        answer:
          "A foot is exactly {{1 ft in}} in. That is the definition, unchanged by the 1959 agreement, which fixed both units in meters.",
      },
      {
        question: "How many inches is 5 feet?",
        answer: "5 ft is {{5 ft in}} in. Each further foot adds {{1 ft in}} in.",
      },
      {
        question: "How many inches tall is 5 ft 9 in?",
        answer: "5 ft is {{5 ft in}} in; add the 9 in for 69 in in total.",
      },
      {
        question: "How many inches is 6 feet?",
        answer: "6 ft is {{6 ft in}} in, which is {{6 ft cm}} cm.",
      },
      {
        question: "How many inches is 1.5 feet?",
        answer: "1.5 ft is {{1.5 ft in}} in, a foot and a half.",
      },
    ],
  },
];
