import { pressure } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: pressure,
    about: [
      "Pressure is force per unit area. Its SI unit is the pascal (Pa), one newton per square meter, a small unit: atmospheric pressure at sea level is about 100 000 Pa. Engineering therefore uses the kilopascal, the megapascal (1 MPa = {{1 mpa n_mm2}} N/mm²) and the bar, which is exactly {{1 bar kpa}} kPa. Meteorology uses the hectopascal, which is the same as the millibar (1 hPa = {{1 hpa mbar}} mbar).",
      "The standard atmosphere (atm) is defined as exactly {{1 atm pa}} Pa, that is {{1 atm bar}} bar. The technical atmosphere (at), one kilogram-force per square centimeter, is {{1 at kpa}} kPa. In the US, pressures are given in pounds-force per square inch (psi, the same as lbf/in²): 1 psi is {{1 psi kpa}} kPa and 1 bar is {{1 bar psi}} psi. Material strengths use ksi, a thousand psi ({{1 ksi mpa}} MPa).",
      "Manometric units express pressure as the height of a liquid column. The millimeter of mercury (mmHg), still the unit of blood pressure, is {{1 mmhg pa}} Pa; the torr, defined as 1/760 of an atmosphere, is {{1 torr pa}} Pa, less than one part per million smaller. The inch of mercury at 32 °F is used for altimeter settings and US weather reports ({{1 atm inhg_32}} inHg per atmosphere), and inches or millimeters of water measure small pressures in ducts, chimneys and gas lines. Each column unit names its reference temperature (0 °C, 4 °C, 32 °F or 60 °F) because the liquid's density, and so the pressure of the column, depends on it.",
    ],
    conversions: [
      { from: "bar", to: "psi", values: [1, 2, 2.5, 5, 10, 200] },
      { from: "psi", to: "bar", values: [1, 14.5, 30, 35, 100, 3000] },
      { from: "psi", to: "kpa", values: [1, 10, 30, 35, 50, 100] },
      { from: "kpa", to: "psi", values: [100, 200, 250, 300, 500, 1000] },
      { from: "hpa", to: "inhg_32", values: [950, 980, 1000, 1013.25, 1030] },
      { from: "mmhg", to: "kpa", values: [60, 80, 90, 120, 140, 760] },
    ],
    formulas: [
      { from: "bar", to: "psi", example: 2.5 },
      { from: "psi", to: "kpa", example: 32 },
      { from: "atm", to: "psi", example: 1 },
      { from: "mmhg", to: "kpa", example: 120 },
    ],
    useCases: [
      "Inflating tyres: a recommended 2.3 bar is {{2.3 bar psi}} psi, and 35 psi is {{35 psi bar}} bar or {{35 psi kpa}} kPa.",
      "Reading scuba and gas cylinder ratings: 200 bar is {{200 bar psi}} psi, and 3000 psi is {{3000 psi bar}} bar.",
      "Comparing weather pressures: 1013.25 hPa, the standard sea-level value, is {{1013.25 hpa inhg_32}} inHg.",
      "Converting blood pressure readings: 120 mmHg is {{120 mmhg kpa}} kPa.",
      "Working with material strengths: a steel yield strength of 250 MPa is {{250 mpa ksi}} ksi.",
      "Setting HVAC and gas-appliance pressures measured in inches of water: 1 inH₂O (4 °C) is {{1 inh2o_4 pa}} Pa.",
    ],
    guides: [
      {
        title: "Converting pressure by hand",
        content: [
          "Bar to psi: multiply by {{1 bar psi}}; psi to bar: multiply by {{1 psi bar}}. 2.5 bar is {{2.5 bar psi}} psi. For kilopascals, 1 psi is {{1 psi kpa}} kPa, so 32 psi is {{32 psi kpa}} kPa, and since 1 bar is {{1 bar kpa}} kPa, bar and kPa differ by a factor of 100 only.",
          "Many metric units are powers of ten apart: {{1 mpa bar}} bar to the megapascal, {{1 bar hpa}} hPa to the bar, {{1 kpa hpa}} hPa to the kilopascal. The kilogram-force per square centimeter is close to one bar but not equal to it ({{1 kgf_cm2 bar}} bar), a difference that matters when reading older gauges.",
        ],
      },
      {
        title: "Gauge pressure and absolute pressure",
        content: [
          "Most gauges, such as tyre and compressor gauges, read gauge pressure: the pressure above the surrounding atmosphere. Absolute pressure adds the atmosphere, about {{1 atm psi}} psi or {{1 atm bar}} bar at sea level. The units psig and psia, or bar(g) and bar(a), mark which one is meant.",
          "This converter changes units only: 30 psi gauge becomes {{30 psi bar}} bar gauge. To go from gauge to absolute, add the actual atmospheric pressure in the same unit after converting.",
        ],
      },
    ],
    tips: [
      {
        title: "hPa and mbar are the same",
        content: [
          "Weather maps in hectopascals and in millibars show identical numbers: {{1 hpa pa}} Pa each.",
        ],
      },
      {
        title: "Say which column temperature",
        content: [
          "Inches of mercury at 32 °F and at 60 °F differ ({{1 inhg_32 pa}} Pa against {{1 inhg_60 pa}} Pa). Altimeter settings use 32 °F.",
        ],
      },
      {
        title: "psi and lbf/in² are one unit",
        content: [
          "The page lists both names; they convert identically: 1 psi = {{1 psi lbf_in2}} lbf/in² = {{1 psi psf}} lbf/ft².",
        ],
      },
    ],
    faqs: [
      {
        question: "How many psi are in a bar?",
        answer:
          "One bar is {{1 bar psi}} psi, and one psi is {{1 psi bar}} bar. The bar is exactly {{1 bar pa}} Pa; the psi is one pound-force per square inch, {{1 psi pa}} Pa.",
      },
      {
        question: "What is standard atmospheric pressure in psi, bar and kPa?",
        answer:
          "One standard atmosphere is exactly {{1 atm pa}} Pa: {{1 atm kpa}} kPa, {{1 atm bar}} bar, {{1 atm psi}} psi, {{1 atm mmhg}} mmHg or {{1 atm torr}} torr.",
      },
      {
        question: "Are mmHg and torr the same?",
        answer:
          "Almost. The torr is exactly 1/760 atm ({{1 torr pa}} Pa); the conventional millimeter of mercury is {{1 mmhg pa}} Pa. They differ by less than one part per million, which only matters in precise vacuum work.",
      },
      {
        question: "How do I convert psi to kPa?",
        answer:
          "Multiply by {{1 psi kpa}}. For example, a tyre pressure of 35 psi is {{35 psi kpa}} kPa. In the other direction, 1 kPa is {{1 kpa psi}} psi.",
      },
      {
        question: "Is hPa the same as millibar?",
        answer:
          "Yes. One hectopascal is {{1 hpa pa}} Pa and one millibar, a thousandth of a bar, is also {{1 mbar pa}} Pa, so 1013.25 hPa is {{1013.25 hpa mbar}} mbar.",
      },
      {
        question: "Does the converter add atmospheric pressure for psia or psig?",
        answer:
          "No. It converts the number in the unit you give it; gauge stays gauge and absolute stays absolute. Add the atmosphere, about {{1 atm psi}} psi at sea level, yourself when you need absolute pressure.",
      },
    ],
  },
];
