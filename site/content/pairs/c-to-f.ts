import { cToF, fToC } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Celsius ↔ Fahrenheit: /c-to-f and /f-to-c (custom screens with fixed scales). */
export const texts: readonly UnitText[] = [
  {
    page: cToF,
    about: [
      "Celsius (°C) is the temperature scale of everyday life in almost every country and of science worldwide; Fahrenheit (°F) is the everyday scale of the United States. Both are defined today from the kelvin, the SI unit of temperature: a temperature in °C is the kelvin value minus 273.15, and a Fahrenheit degree is exactly 5/9 of a kelvin. The two scales have different zeros and different degree sizes, so the conversion is not a single multiplication: water freezes at {{0 c f}} °F, not 0 °F.",
      "To convert Celsius to Fahrenheit, multiply by 9/5 (1.8) and then add 32: °F = °C × 9/5 + 32. The order matters; adding first gives a wrong answer. Each Celsius degree is 1.8 Fahrenheit degrees, so Fahrenheit numbers change faster, and the two scales meet at one point: -40 °C is {{-40 c f}} °F. Both fields of the converter are editable, and the page shows results to two decimals. People need this for weather forecasts, oven settings, body temperature, and scientific or cooking instructions written for the other scale.",
    ],
    conversions: [
      { from: "c", to: "f", values: [-40, -20, -10, 0, 10, 20, 25, 30, 37, 40, 100, 180] },
    ],
    formulas: [{ from: "c", to: "f", example: 25 }],
    useCases: [
      "Weather forecasts and climate data from countries that use the other scale",
      "Oven temperatures in European and American recipes",
      "Body temperature readings from a Celsius thermometer",
      "Laboratory, engineering and aquarium temperatures",
    ],
    tips: [
      {
        title: "Double it and add 30",
        content: [
          "For weather, doubling the Celsius value and adding 30 gives a quick estimate. It is exact at 10 °C ({{10 c f}} °F) and drifts further off the further you are from 10 °C: at 30 °C it gives 90 against {{30 c f}} °F.",
        ],
      },
      {
        title: "Differences are not temperatures",
        content: [
          "A change of temperature converts without the 32: a rise of 10 °C is a rise of 18 °F, not 50 °F. For differences, use the temperature interval converter.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the formula to convert Celsius to Fahrenheit?",
        answer:
          "°F = °C × 9/5 + 32. Multiply first, then add: 25 °C × 1.8 = 45, plus 32 gives {{25 c f}} °F.",
      },
      {
        question: "Is -40 the same in Celsius and Fahrenheit?",
        answer:
          "Yes. -40 °C is {{-40 c f}} °F: it is the only temperature at which the two scales show the same number.",
      },
      {
        question: "What is 37 °C in Fahrenheit?",
        answer:
          "37 °C is {{37 c f}} °F, the figure commonly quoted for normal human body temperature. A reading of 38 °C is {{38 c f}} °F.",
      },
      {
        question: "What is 180 °C in Fahrenheit for baking?",
        answer:
          "180 °C is {{180 c f}} °F. American recipes round oven settings to 25 °F steps, so 180 °C corresponds to the common 350 °F setting ({{350 f c}} °C). 200 °C is {{200 c f}} °F.",
      },
      {
        question: "What is 0 °C in Fahrenheit?",
        answer:
          "0 °C, the freezing point of water, is {{0 c f}} °F. Water boils at about 100 °C at standard atmospheric pressure, which is {{100 c f}} °F.",
      },
      {
        question: "Why does the converter show two decimals?",
        answer:
          "Temperatures are shown to two decimals, enough for any thermometer in everyday use. Results that end in zeros are shortened, so 20 °C shows {{20 c f}} °F and 21 °C shows {{21 c f}} °F.",
      },
    ],
  },

  {
    page: fToC,
    about: [
      "Fahrenheit (°F) is the temperature scale used by the United States for weather, cooking and medicine; Celsius (°C) is used nearly everywhere else. On today's definitions a Fahrenheit degree is exactly 5/9 of a kelvin and 0 °F lies {{0 f r}} Fahrenheit degrees above absolute zero (that is, {{0 f r}} °R on the Rankine scale), while 0 °C is {{0 c k}} K. Water freezes at 32 °F and boils at about 212 °F at standard pressure, which are {{32 f c}} °C and {{212 f c}} °C.",
      "To convert Fahrenheit to Celsius, subtract 32 first, then multiply by 5/9: °C = (°F − 32) × 5/9. The subtraction removes the offset between the two zero points, and the multiplication accounts for the smaller Fahrenheit degree. Because 5/9 is a repeating decimal, many results are rounded; the page shows two decimals, and both fields are editable, so you can type in either scale. The scales cross at -40: -40 °F is {{-40 f c}} °C. The conversion is used for US weather forecasts, American recipes and oven dials, body and fever temperatures, and thermostat settings.",
    ],
    conversions: [
      { from: "f", to: "c", values: [-40, 0, 32, 50, 68, 72, 98.6, 100, 212, 350, 400, 450] },
    ],
    formulas: [{ from: "f", to: "c", example: 68 }],
    useCases: [
      "US weather forecasts and temperature records",
      "Oven settings in American recipes (325, 350, 375, 400 °F)",
      "Fever and body temperature readings in °F",
      "Thermostat, pool and aquarium temperatures",
    ],
    tips: [
      {
        title: "Subtract 30 and halve",
        content: [
          "For a quick estimate, take 30 away from the Fahrenheit value and halve the rest. At 50 °F the estimate is exact ({{50 f c}} °C); at 80 °F it gives 25 against {{80 f c}} °C.",
        ],
      },
      {
        title: "Round oven settings sensibly",
        content: [
          "Oven dials are not precise to a degree. {{350 f c}} °C for 350 °F is usually set as 180 °C, and {{400 f c}} °C for 400 °F as 200 °C.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the formula to convert Fahrenheit to Celsius?",
        answer:
          "°C = (°F − 32) × 5/9. Subtract 32 first: for 68 °F, 68 − 32 = 36, and 36 × 5/9 = {{68 f c}} °C.",
      },
      {
        question: "At what temperature are Fahrenheit and Celsius equal?",
        answer:
          "At -40. The converter gives -40 °F = {{-40 f c}} °C; no other temperature has the same number on both scales.",
      },
      {
        question: "What is 98.6 °F in Celsius?",
        answer:
          "98.6 °F is {{98.6 f c}} °C, the traditional figure for normal body temperature. 100.4 °F, a common fever threshold, is {{100.4 f c}} °C.",
      },
      {
        question: "What is 350 °F in Celsius?",
        answer:
          "350 °F is {{350 f c}} °C. Metric recipes usually round it to 180 °C, the nearest common oven setting.",
      },
      {
        question: "What is 0 °F in Celsius?",
        answer:
          "0 °F is {{0 f c}} °C, well below the freezing point of water. Freezers are commonly set to about this temperature.",
      },
      {
        question: "What is 72 °F in Celsius?",
        answer: "72 °F, a common indoor thermostat setting, is {{72 f c}} °C.",
      },
    ],
  },
];
