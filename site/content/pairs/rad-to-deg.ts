import { degToRad, radToDeg } from "../../catalog/pages/pairs.ts";
import type { UnitText } from "../types.ts";

/** Radians ↔ degrees: /rad-to-deg and /deg-to-rad. */
export const texts: readonly UnitText[] = [
  {
    page: radToDeg,
    about: [
      "The radian (rad) is the SI unit of plane angle: the angle at the center of a circle that cuts off an arc as long as the radius. A full turn is therefore 2π rad, the circumference divided by the radius, and the same full turn is 360 degrees. From π rad = 180° follows the exact relation 1 rad = 180/π degrees, which is {{1 rad deg}}° to six decimals.",
      "To convert radians to degrees, multiply by 180/π. The factor is irrational, so apart from multiples of π, results in degrees are rounded, and the converter shows six decimals. A radian is a much larger angle than a degree, so the number of degrees is always about 57 times the number of radians. Radians are the natural unit of calculus, physics and programming (the trigonometric functions of most programming languages take and return radians), while degrees are how people read and state angles; the conversion turns a computed angle into one people can picture.",
    ],
    conversions: [
      { from: "rad", to: "deg", values: [0.01, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3, 4, 6] },
      { from: "rad", to: "arcmin", values: [0.001, 0.01, 0.1] },
    ],
    formulas: [
      { from: "rad", to: "deg", example: 1 },
      { from: "rad", to: "arcmin", example: 0.01 },
    ],
    useCases: [
      "Mathematical calculations",
      "Engineering applications",
      "Scientific research",
      "Programming: turning the result of atan2, asin or acos into degrees for display",
    ],
    tips: [
      {
        title: "Multiples of π",
        content: [
          "When an angle is written as a multiple of π, replace π with 180°: π/6 rad becomes 180°/6, and 3π/4 rad becomes 3 × 180°/4. Typing the decimal value gives the same: 3π/4 = 2.356194490192345 rad is {{2.356194490192345 rad deg}}°.",
        ],
      },
      {
        title: "Check the calculator mode",
        content: [
          "A calculator in degree mode gives sin(1) = 0.017452…, the sine of one degree; in radian mode it gives 0.841470…, the sine of one radian. A result that looks wrong is often a mode mismatch.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many degrees is 1 radian?",
        answer:
          "1 rad is 180/π degrees, {{1 rad deg}}° to six decimals, or {{1 rad arcmin}} minutes of arc.",
      },
      {
        question: "How do I convert radians to degrees?",
        answer: "Multiply by 180 and divide by π. For 2 rad: 2 × 180 / π = {{2 rad deg}}°.",
      },
      {
        question: "What is π radians in degrees?",
        answer:
          "π rad is exactly 180°: typing π to the precision of a double (3.141592653589793) gives {{3.141592653589793 rad deg}}°. Likewise π/2 rad is {{1.5707963267948966 rad deg}}° and 2π rad is {{6.283185307179586 rad deg}}°.",
      },
      {
        question: "Why do mathematicians use radians instead of degrees?",
        answer:
          "With radians, the length of an arc is simply radius × angle, and the derivative of sin x is cos x with no extra factor. With degrees, a factor of π/180 appears in every such formula.",
      },
      {
        question: "Is the radian a real unit?",
        answer:
          "Yes. It is the SI coherent unit of plane angle, a ratio of two lengths (meter per meter), so it is often omitted in products such as rad/s written as s⁻¹. Stating it avoids confusion with degrees.",
      },
    ],
  },

  {
    page: degToRad,
    about: [
      "The degree (°) divides a full turn into 360 equal parts and is the everyday unit of angle in geometry, navigation, surveying and construction; each degree is divided into 60 minutes of arc and each minute into 60 seconds. The radian, the SI unit, measures an angle by the arc it cuts off divided by the radius, so a full turn is 2π rad. Hence 1° = π/180 rad, which is {{1 deg rad}} rad to six decimals.",
      "To convert degrees to radians, multiply by π/180. The common angles have simple values in terms of π: 180° = π rad ({{180 deg rad}} rad), 90° = π/2 rad ({{90 deg rad}}), 45° = π/4 rad ({{45 deg rad}}) and 360° = 2π rad ({{360 deg rad}}). Degrees are converted to radians before using trigonometric functions in most programming languages and spreadsheets, for angular speed in rad/s, for arc length and sector area formulas, and in physics and engineering calculations.",
    ],
    conversions: [
      { from: "deg", to: "rad", values: [1, 10, 15, 30, 45, 60, 90, 120, 180, 270, 360] },
      { from: "deg", to: "grad", values: [45, 90, 180, 360] },
    ],
    formulas: [
      { from: "deg", to: "rad", example: 90 },
      { from: "deg", to: "grad", example: 90 },
    ],
    useCases: [
      "Passing angles to sin, cos and tan in programming languages and spreadsheets",
      "Arc length (radius × angle) and sector area formulas",
      "Angular velocity and rotation in physics and engineering",
      "Converting surveying, navigation and drawing angles for calculations",
    ],
    tips: [
      {
        title: "Keep π when you can",
        content: [
          "In mathematics, answers are usually left as multiples of π: 60° is π/3 rad, not {{60 deg rad}} rad. Convert to a decimal only at the end, for a numerical result.",
        ],
      },
      {
        title: "Minutes and seconds first",
        content: [
          "An angle such as 30° 15′ must become decimal degrees before converting: 15′ is {{15 arcmin deg}}°, so 30° 15′ is 30.25°, which is {{30.25 deg rad}} rad.",
        ],
      },
    ],
    faqs: [
      {
        question: "What is 180 degrees in radians?",
        answer:
          "180° is exactly π rad, which the converter shows as {{180 deg rad}} rad. Half a turn is π radians.",
      },
      {
        question: "What are the most common degree to radian values?",
        answer:
          "180° = π rad ({{180 deg rad}}), 90° = π/2 ({{90 deg rad}}), 45° = π/4 ({{45 deg rad}}), 360° = 2π ({{360 deg rad}}). Also 30° = π/6 ({{30 deg rad}}) and 60° = π/3 ({{60 deg rad}}).",
      },
      {
        question: "How many radians is 1 degree?",
        answer: "1° is π/180 rad, {{1 deg rad}} rad to six decimals.",
      },
      {
        question: "How many radians are in a full circle?",
        answer: "A full circle, 360°, is 2π rad, {{360 deg rad}} rad.",
      },
      {
        question: "How do I convert degrees to radians in Excel or code?",
        answer:
          "Multiply by π/180: in a spreadsheet, RADIANS(A1) or A1*PI()/180; in JavaScript, x * Math.PI / 180; in Python, math.radians(x). The trigonometric functions of all three expect radians.",
      },
    ],
  },
];
