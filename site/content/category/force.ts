import { force } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: force,
    about: [
      "Force is what changes the motion of a body: by Newton's second law it equals mass times acceleration. Its SI unit is the newton (N), the force that gives a mass of one kilogram an acceleration of one meter per second squared (1 N = 1 kg·m/s²). The kilonewton ({{1 kn n}} N) is common in structural and mechanical engineering. In the older CGS system the unit is the dyne, {{1 dyn n}} N, so a newton is {{1 n dyn}} dynes.",
      "Gravitational force units are defined as the weight of a standard mass under standard gravity, g₀ = 9.80665 m/s² exactly. The kilogram-force (kgf, also called the kilopond) is the weight of one kilogram, exactly {{1 kgf n}} N. The pound-force (lbf) is the weight of one avoirdupois pound, 0.45359237 kg × 9.80665 m/s², an exact product that rounds to {{1 lbf n}} N. Because both are weights of masses, 1 kgf is {{1 kgf lbf}} lbf, the same ratio as between the kilogram and the pound.",
      "The poundal (pdl) belongs to the absolute foot-pound-second system: the force that accelerates one pound by one foot per second squared, {{1 pdl n}} N. A pound-force is {{1 lbf pdl}} poundals, the numerical value of g₀ in feet per second squared. The most frequent confusion on this page is between mass and force: a kilogram and a pound are masses, a kilogram-force and a pound-force are forces, and on the Earth's surface a 1 kg mass weighs about {{1 kgf n}} N.",
    ],
    conversions: [
      { from: "n", to: "lbf", values: [1, 10, 50, 100, 500, 1000] },
      { from: "lbf", to: "n", values: [1, 5, 10, 50, 100, 1000] },
      { from: "kn", to: "lbf", values: [1, 2, 5, 10, 50, 100] },
      { from: "kgf", to: "n", values: [1, 5, 10, 50, 100, 1000] },
      { from: "n", to: "kgf", values: [1, 10, 100, 500, 1000, 10000] },
    ],
    formulas: [
      { from: "n", to: "lbf", example: 100 },
      { from: "lbf", to: "n", example: 50 },
      { from: "kgf", to: "n", example: 20 },
      { from: "kn", to: "kgf", example: 10 },
    ],
    useCases: [
      "Reading the thrust of engines and motors, given in newtons, kilonewtons or pounds-force: 100 kN of thrust is {{100 kn lbf}} lbf.",
      "Checking load ratings of ropes, anchors, bolts and climbing gear, often given in kN: a 22 kN carabiner rating is {{22 kn kgf}} kgf or {{22 kn lbf}} lbf.",
      "Converting spring, scale and load-cell readings between metric and US units: 50 N is {{50 n lbf}} lbf.",
      "Solving physics problems that mix CGS and SI units: 5000 dyn is {{5000 dyn n}} N.",
      "Interpreting older European technical data in kilograms-force or kiloponds: 250 kgf is {{250 kgf kn}} kN.",
    ],
    guides: [
      {
        title: "Converting force by hand",
        content: [
          "Pounds-force to newtons: multiply by {{1 lbf n}}. Newtons to pounds-force: multiply by {{1 n lbf}}. For example, 50 lbf is {{50 lbf n}} N, and 100 N is {{100 n lbf}} lbf.",
          "Kilograms-force to newtons: multiply by {{1 kgf n}}, the standard acceleration of gravity. For a quick estimate many engineers use 10 instead, which overstates the result by about 2 %; the converter uses the exact value, so 20 kgf is {{20 kgf n}} N.",
        ],
      },
      {
        title: "Mass, weight and force",
        content: [
          "A scale that reads '70 kg' measures the force of gravity on a body and divides it by an assumed g. The mass is 70 kg; the force is about {{70 kgf n}} N, or {{70 kgf lbf}} lbf, under standard gravity. Real gravity varies slightly with latitude and altitude, but the kilogram-force and pound-force are defined with the fixed standard value 9.80665 m/s².",
          "To convert a mass into a weight force, multiply by g: kilograms times 9.80665 gives newtons. To convert mass units (kg to lb), use the weight converter instead.",
        ],
      },
    ],
    tips: [
      {
        title: "lb is mass, lbf is force",
        content: [
          "Engineering specifications write lbf (or sometimes lb) for force. When a value in 'pounds' describes a push, pull, thrust or load, it is pounds-force.",
        ],
      },
      {
        title: "Kilopond equals kilogram-force",
        content: [
          "Older German and Eastern European data in kp (kilopond) use the same unit as kgf: {{1 kgf n}} N.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many newtons are in a pound-force?",
        answer:
          "One pound-force is {{1 lbf n}} N, and one newton is {{1 n lbf}} lbf. The pound-force is the weight of one pound under standard gravity (9.80665 m/s²).",
      },
      {
        question: "How many newtons is 1 kg?",
        answer:
          "A kilogram is a mass, not a force, but under standard gravity it weighs 1 kgf, which is exactly {{1 kgf n}} N. On the Moon the same kilogram would weigh about a sixth as much.",
      },
      {
        question: "What is the difference between kgf and N?",
        answer:
          "The newton is the SI unit of force. The kilogram-force is the weight of 1 kg under standard gravity: 1 kgf = {{1 kgf n}} N, so 1 N = {{1 n kgf}} kgf.",
      },
      {
        question: "How many pounds-force are in a kilonewton?",
        answer:
          "One kilonewton is {{1 kn lbf}} lbf, or {{1 kn kgf}} kgf. A 10 kN load is {{10 kn lbf}} lbf.",
      },
      {
        question: "What is a poundal?",
        answer:
          "The force that accelerates a mass of one pound at one foot per second squared: {{1 pdl n}} N. It is about {{1 pdl lbf}} pound-force and is found mostly in older physics texts.",
      },
    ],
  },
];
