import { hpToKw, kwToHp } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Horsepower ↔ kilowatts: /hp-to-kw and /kw-to-hp (mechanical horsepower). */
export const texts: readonly UnitText[] = [
  {
    page: hpToKw,
    about: [
      "Horsepower (hp) on this page is the mechanical, or imperial, horsepower: exactly {{1 hp ft_lbf_s}} foot-pounds-force per second (ft·lbf/s). With the international foot and pound and standard gravity, that is 745.69987158227 W, shown to six decimals as {{1 hp w}} W, or {{1 hp kw}} kW. It is the horsepower of US and UK engine and motor ratings. The metric horsepower (PS, CV), used for cars in much of Europe, is smaller, and the electrical horsepower of motor nameplates is exactly {{1 hp_electric w}} W.",
      "To convert horsepower to kilowatts, multiply by {{1 hp kw}}, the number of kilowatts in one horsepower; the converter uses the factor at full precision, not the rounded figure. A horsepower is about three quarters of a kilowatt, so the number of kilowatts is always smaller. The conversion comes up when comparing engine outputs in car specifications, sizing electric motors, pumps and generators, reading the rating of industrial machines, and replacing an engine or motor rated in one unit with one rated in the other.",
    ],
    conversions: [
      { from: "hp", to: "kw", values: [1, 5, 10, 25, 50, 75, 100, 150, 200, 300, 400, 500] },
      { from: "hp", to: "w", values: [0.25, 0.5, 0.75, 1, 2] },
    ],
    formulas: [
      { from: "hp", to: "kw", example: 100 },
      { from: "hp", to: "w", example: 0.5 },
    ],
    useCases: [
      "Automotive specifications",
      "Industrial machinery",
      "Electrical systems",
      "Sizing pumps, compressors and generators rated in horsepower",
    ],
    tips: [
      {
        title: "Know which horsepower",
        content: [
          "A European car brochure in PS or CV uses the metric horsepower of {{1 hp_metric w}} W; a US brochure in hp uses the mechanical horsepower. 100 PS is {{100 hp_metric kw}} kW, while 100 hp is {{100 hp kw}} kW.",
        ],
      },
      {
        title: "Rated output is not input",
        content: [
          "A motor rated at 1 hp is rated for {{1 hp kw}} kW of output at its shaft; it draws more electrical power than that, because no motor is 100 % efficient.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many kW is 1 hp?",
        answer:
          "One mechanical horsepower is {{1 hp kw}} kW, or {{1 hp w}} W. Five hp is {{5 hp kw}} kW and ten hp {{10 hp kw}} kW.",
      },
      {
        question: "How many kW is 100 hp?",
        answer: "100 hp is {{100 hp kw}} kW. A 150 hp engine is {{150 hp kw}} kW.",
      },
      {
        question: "What is the difference between hp and PS (metric horsepower)?",
        answer:
          "The mechanical horsepower (hp) is {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W. The metric horsepower (PS in German, CV in French, Italian and Spanish) is {{1 hp_metric kg_m_s}} kilogram-force meters per second, exactly {{1 hp_metric w}} W, about 1.4 % smaller. This page uses the mechanical horsepower.",
      },
      {
        question: "Is brake horsepower (bhp) the same unit?",
        answer:
          "Yes. Brake horsepower is power measured at the engine's output shaft, before transmission losses, expressed in the same mechanical horsepower. Converting bhp to kW uses the same factor.",
      },
      {
        question: "What is electrical horsepower?",
        answer:
          "The electrical horsepower, used for electric motor ratings, is exactly {{1 hp_electric w}} W, slightly more than the mechanical horsepower's {{1 hp w}} W. The power converter offers it as Horsepower (electric).",
      },
    ],
  },

  {
    page: kwToHp,
    about: [
      "The kilowatt (kW) is {{1 kw w}} watts, the watt being the SI unit of power. Kilowatts are how European vehicle documents state engine power, and how electric cars, motors, heaters and generators are rated. Horsepower here is the mechanical (imperial) horsepower of {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W (745.69987158227 W in full), which is what hp means in the United States and the United Kingdom. One kilowatt is therefore {{1 kw hp}} hp.",
      "To convert kilowatts to horsepower, divide by {{1 hp kw}}, or multiply by {{1 kw hp}}. A kilowatt is about a third larger than a horsepower, so the number in hp is always larger than the number in kW. Note that the metric horsepower (PS or CV) of European car adverts is a different unit: 1 kW is {{1 kw hp_metric}} PS. People use this conversion to compare electric and combustion vehicles, to read engine outputs stated in kW, to size motors and generators, and to compare heating and cooling equipment.",
    ],
    conversions: [
      { from: "kw", to: "hp", values: [1, 5, 10, 20, 37, 50, 75, 100, 150, 200, 250, 500] },
      { from: "kw", to: "btu_h", values: [1, 2, 3.5, 5, 10] },
    ],
    formulas: [
      { from: "kw", to: "hp", example: 75 },
      { from: "kw", to: "btu_h", example: 3.5 },
    ],
    useCases: [
      "Reading engine power from vehicle documents that state it in kW",
      "Comparing electric car motor ratings with combustion engines",
      "Sizing electric motors, pumps and generators",
      "Heating and air-conditioning capacities in kW and BTU/h",
    ],
    tips: [
      {
        title: "kW is not kWh",
        content: [
          "A kilowatt is power, a rate; a kilowatt-hour is energy, the amount used by 1 kW running for one hour. Battery capacities are in kWh and do not convert to horsepower.",
        ],
      },
      {
        title: "PS from kW",
        content: [
          "For a European car rated in PS, use 1 kW = {{1 kw hp_metric}} PS. The same 100 kW engine is {{100 kw hp}} hp but {{100 kw hp_metric}} PS.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many hp is 1 kW?",
        answer:
          "1 kW is {{1 kw hp}} mechanical horsepower. Five kW is {{5 kw hp}} hp and ten kW {{10 kw hp}} hp.",
      },
      {
        question: "How many horsepower is 75 kW?",
        answer: "75 kW is {{75 kw hp}} hp, just over 100 hp.",
      },
      {
        question: "How many hp is 100 kW?",
        answer: "100 kW is {{100 kw hp}} hp, or {{100 kw hp_metric}} metric horsepower (PS).",
      },
      {
        question: "Is this mechanical or metric horsepower?",
        answer:
          "Mechanical (imperial) horsepower, {{1 hp w}} W. Metric horsepower (PS, CV) is exactly {{1 hp_metric w}} W, so the same power is a larger number in PS than in hp. The power converter offers both.",
      },
      {
        question: "Why do car documents give power in kW?",
        answer:
          "The kilowatt is the SI unit of power, and European registration documents state engine power in kW. Advertisements often add PS or hp, which are conversions of the same figure.",
      },
    ],
  },
];
