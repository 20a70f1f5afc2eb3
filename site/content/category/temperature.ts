import { temperature } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: temperature,
    about: [
      "Temperature measures how hot or cold something is. Its SI unit is the kelvin (K), defined since 2019 by a fixed value of the Boltzmann constant; the kelvin scale starts at absolute zero, the lowest possible temperature, and is written without a degree sign. The Celsius scale uses degrees of the same size as the kelvin, shifted so that 0 °C = {{0 c k}} K. On it water freezes at about 0 °C and boils at about 100 °C at sea-level pressure.",
      "The Fahrenheit scale, used for weather and cooking in the United States, has degrees 5/9 the size of a kelvin, with water freezing at {{0 c f}} °F and boiling at {{100 c f}} °F. The Rankine scale, offered here as well, is the absolute scale with Fahrenheit-sized degrees: 0 °R is absolute zero, which is {{0 k c}} °C and {{0 k f}} °F. It appears in some US engineering thermodynamics.",
      "Unlike most conversions, temperature scales do not share a zero, so converting a temperature means multiplying and adding: °F = °C × 9/5 + 32, K = °C + 273.15 and °R = °F + 459.67. These formulas are exact. The converter shows temperatures with 2 decimals, so 350 °F appears as {{350 f c}} °C. A temperature difference is another matter: a change of 1 °C is a change of 1.8 °F, not {{1 c f}} °F. Differences have their own converter, the temperature interval converter.",
    ],
    conversions: [
      { from: "c", to: "f", values: [-40, -10, 0, 20, 37, 100] },
      { from: "f", to: "c", values: [0, 32, 50, 68, 98.6, 350] },
      { from: "c", to: "k", values: [-273.15, -40, 0, 20, 25, 100] },
      { from: "k", to: "c", values: [0, 77, 273.15, 293.15, 300, 373.15] },
      { from: "f", to: "r", values: [-459.67, 0, 32, 70, 212, 500] },
    ],
    formulas: [
      { from: "c", to: "f", example: 25 },
      { from: "f", to: "c", example: 98.6 },
      { from: "c", to: "k", example: 20 },
      { from: "f", to: "r", example: 70 },
    ],
    useCases: [
      "Reading a weather forecast from another country: 30 °C is {{30 c f}} °F, and 50 °F is {{50 f c}} °C.",
      "Setting an oven from a recipe: 350 °F is {{350 f c}} °C, and 200 °C is {{200 c f}} °F.",
      "Checking a body temperature: 38 °C, a common fever threshold, is {{38 c f}} °F.",
      "Entering temperatures into physics and chemistry formulas, which need kelvin: 25 °C is {{25 c k}} K.",
      "Working with cryogenic data: liquid nitrogen boils at about 77 K, that is {{77 k c}} °C or {{77 k f}} °F.",
      "Using US engineering tables in Rankine: 500 °R is {{500 r f}} °F.",
    ],
    guides: [
      {
        title: "Converting temperatures by hand",
        content: [
          "Celsius to Fahrenheit: multiply by 9/5 (that is 1.8), then add 32. For 25 °C: 25 × 1.8 = 45, and 45 + 32 gives {{25 c f}} °F. Fahrenheit to Celsius: subtract 32 first, then multiply by 5/9. For 98.6 °F: 98.6 − 32 = 66.6, and 66.6 × 5/9 gives {{98.6 f c}} °C. The order matters: multiplying before subtracting gives a wrong answer.",
          "Celsius to kelvin: add 273.15, so 20 °C is {{20 c k}} K. Fahrenheit to Rankine: add 459.67, so 70 °F is {{70 f r}} °R. Kelvin and Rankine are related by a factor alone: K = °R × 5/9.",
          "A quick mental estimate of °F from °C is 'double it and add 30'; it is close only near room temperature (20 °C gives 70 instead of {{20 c f}}) and drifts away from the true value further out. The exact formula is always better for anything that matters.",
        ],
      },
      {
        title: "Temperatures and temperature differences",
        content: [
          "A reading such as 20 °C is a point on a scale; a rise of 20 °C is a difference. Converting the point uses the full formula ({{20 c f}} °F), while converting the difference uses only the factor 9/5 (20 × 9/5, a rise of 36 °F). Mixing the two is a common error when converting climate figures or engineering data.",
          "Kelvin values are both: because the kelvin scale starts at absolute zero, a temperature in kelvin is also its difference from absolute zero. That is why gas laws and radiation formulas need absolute temperatures in kelvin or Rankine, never in °C or °F.",
        ],
      },
    ],
    tips: [
      {
        title: "Remember the fixed points",
        content: [
          "0 °C = {{0 c f}} °F, 100 °C = {{100 c f}} °F, and -40 °C = {{-40 c f}} °F, the one value where the two scales agree.",
        ],
      },
      {
        title: "No negative kelvins",
        content: [
          "Nothing can be colder than 0 K ({{0 k c}} °C). A negative kelvin or Rankine value in a calculation signals an error, often a missing 273.15.",
        ],
      },
      {
        title: "Two decimals",
        content: [
          "Results are shown to 2 decimals, enough for thermometers and ovens: 1 °R shows as {{1 r k}} K.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is the formula to convert Celsius to Fahrenheit?",
        answer:
          "°F = °C × 9/5 + 32. For example, 37 °C × 9/5 + 32 = {{37 c f}} °F. The reverse is °C = (°F − 32) × 5/9.",
      },
      {
        question: "At what temperature are Celsius and Fahrenheit equal?",
        answer:
          "At -40: -40 °C is {{-40 c f}} °F. Solving C = C × 9/5 + 32 gives C = -40, the only point where the two scales read the same number.",
      },
      {
        question: "How do you convert Celsius to Kelvin?",
        answer:
          "Add 273.15: K = °C + 273.15. So 0 °C is {{0 c k}} K and 100 °C is {{100 c k}} K. The kelvin is written without a degree sign.",
      },
      {
        question: "What is absolute zero in Celsius and Fahrenheit?",
        answer:
          "Absolute zero is 0 K, which is {{0 k c}} °C, {{0 k f}} °F and {{0 k r}} °R. No temperature can be lower.",
      },
      {
        question: "What is the Rankine scale used for?",
        answer:
          "Rankine is an absolute scale with Fahrenheit-sized degrees (°R = °F + 459.67), used in some US engineering thermodynamics where absolute temperatures are needed. Room temperature of 70 °F is {{70 f r}} °R.",
      },
      {
        question: "Why is a 1 °C rise not {{1 c f}} °F?",
        answer:
          "Because 1 °C as a temperature is {{1 c f}} °F, but a rise of 1 °C is a rise of 1.8 °F: the +32 offset applies to readings, not to differences. Use the temperature interval converter for differences.",
      },
    ],
  },
];
