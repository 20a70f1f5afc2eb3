import { energy } from "../../catalog/pages/common.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: energy,
    about: [
      "Energy is the capacity to do work or to heat something. Its SI unit is the joule (J): the work done by a force of one newton over one meter, or one watt for one second (1 W·s = {{1 ws j}} J). Electricity is billed in kilowatt-hours: one kWh is a kilowatt for an hour, exactly {{1 kwh mj}} MJ. Mechanical work also appears as the newton meter, foot pound-force or kilogram-force meter, and physics uses the erg ({{1 erg j}} J) and, at atomic scale, the electronvolt, the hartree and the rydberg. The electronvolt is the elementary charge, fixed in 2019 at exactly 1.602176634 × 10⁻¹⁹ C, times one volt: {{1 ev j}} J to seven digits.",
      "Calories come in several sizes. The page's calorie (cal) is the International Table calorie, exactly {{1 cal j}} J; the thermochemical calorie is exactly {{1 cal_th j}} J. The food Calorie written with a capital C, the 'calorie' of nutrition labels, is a kilocalorie; this page uses the thermochemical kilocalorie, {{1 cal_nut j}} J, the value used by EU food labeling rules and the FAO. It is {{1 cal_nut kcal}} of an International Table kilocalorie ({{1 kcal j}} J), so the choice hardly changes a diet figure but it does change the last digits.",
      "The British thermal unit (BTU, International Table) is {{1 btu j}} J, roughly the heat that warms a pound of water by 1 °F. Natural gas is sold by the therm ({{1 therm btu}} BTU) and traded by the MMBtu, one million BTU ({{1 mbtu gj}} GJ). Beware of 'MBtu': in US trade the Roman M often means a thousand, so an MBtu may be a thousand BTU; this page's mbtu is always a million. Explosive energy is given in tons of TNT, by convention 10⁹ thermochemical calories per ton, that is {{1 ton_tnt gj}} GJ.",
    ],
    conversions: [
      { from: "cal_nut", to: "kj", values: [100, 250, 500, 1000, 2000, 2500] },
      { from: "kj", to: "cal_nut", values: [100, 500, 1000, 2000, 5000, 8400] },
      { from: "kwh", to: "mj", values: [1, 5, 10, 100, 500, 1000] },
      { from: "kwh", to: "btu", values: [1, 5, 10, 100, 1000, 3000] },
      { from: "j", to: "cal", values: [1, 10, 100, 1000, 4184, 10000] },
      { from: "mbtu", to: "kwh", values: [1, 2, 5, 10, 100, 1000] },
    ],
    formulas: [
      { from: "j", to: "cal", example: 1000 },
      { from: "cal_nut", to: "kj", example: 2000 },
      { from: "kwh", to: "btu", example: 1 },
      { from: "therm", to: "kwh", example: 10 },
    ],
    useCases: [
      "Reading food labels that give energy in kJ or kcal: 2000 food Calories are {{2000 cal_nut kj}} kJ, and 500 kJ is {{500 kj cal_nut}} Cal.",
      "Comparing home energy bills: 100 kWh of electricity is {{100 kwh btu}} BTU, and 100 therms of gas are {{100 therm kwh}} kWh.",
      "Comparing heating fuels and natural gas prices per MMBtu with prices per kWh or GJ: 1 MMBtu is {{1 mbtu kwh}} kWh.",
      "Doing physics and chemistry homework that mixes joules, calories and electronvolts: 1 eV is {{1 ev j}} J.",
      "Sizing batteries: a 75 kWh battery pack stores {{75 kwh mj}} MJ.",
      "Comparing explosions and impacts expressed in TNT equivalent: 1 kiloton is {{1 kton gj}} GJ.",
    ],
    guides: [
      {
        title: "Calories, kilocalories and food Calories",
        content: [
          "In nutrition, 'calorie' nearly always means the kilocalorie, sometimes written Calorie or kcal. A snack of 250 Calories holds {{250 cal_nut kj}} kJ, the figure that European and Australian labels print beside or instead of kcal. Multiply food Calories by {{1 cal_nut kj}} to get kilojoules, or divide kilojoules by the same number.",
          "In physics and engineering, the small calorie of {{1 cal j}} J (International Table) or {{1 cal_th j}} J (thermochemical) is meant. A food Calorie is {{1 cal_nut cal_th}} thermochemical calories. Mixing the two sizes is an error of a factor of a thousand, far larger than the small difference between the IT and thermochemical definitions.",
        ],
      },
      {
        title: "Converting energy by hand",
        content: [
          "kWh to MJ: multiply by {{1 kwh mj}}. kWh to BTU: multiply by {{1 kwh btu}}. BTU to kJ: multiply by {{1 btu kj}}. For gas, 1 therm is {{1 therm kwh}} kWh and 1 MMBtu is {{1 mbtu therm}} therms.",
          "Joules to calories: divide by {{1 cal j}} (IT calorie), so 1000 J is {{1000 j cal}} cal. Joules to electronvolts: 1 J is {{1 j ev}} eV.",
        ],
      },
    ],
    tips: [
      {
        title: "Power is not energy",
        content: [
          "kW is a rate, kWh an amount. A 2 kW heater running for 3 hours uses 6 kWh, that is {{6 kwh mj}} MJ.",
        ],
      },
      {
        title: "Check the M in MBtu",
        content: [
          "Before converting a gas price, make sure whether 'MBtu' means a thousand or a million BTU. This page's MMBtu is always a million BTU, {{1 mbtu kwh}} kWh.",
        ],
      },
      {
        title: "Use the right calorie",
        content: [
          "For food, use Food Calorie (kcal), {{1 cal_nut kj}} kJ. For old physics and chemistry data, check whether the source used the IT or the thermochemical calorie.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many joules are in a calorie?",
        answer:
          "An International Table calorie is exactly {{1 cal j}} J and a thermochemical calorie exactly {{1 cal_th j}} J. A food Calorie (kilocalorie) is {{1 cal_nut j}} J on this page.",
      },
      {
        question: "Is a food Calorie the same as a kilocalorie?",
        answer:
          "Yes. The Calorie on nutrition labels is a kilocalorie, a thousand small calories. This page uses the thermochemical value, {{1 cal_nut kj}} kJ, as EU labeling rules and the FAO do; the International Table kilocalorie is {{1 kcal kj}} kJ.",
      },
      {
        question: "How many kJ are in a kcal?",
        answer:
          "A food kilocalorie is {{1 cal_nut kj}} kJ, and 1 kJ is {{1 kj cal_nut}} food Calories. The International Table kilocalorie is slightly larger, {{1 kcal kj}} kJ.",
      },
      {
        question: "How many BTU are in a kWh?",
        answer:
          "One kilowatt-hour is {{1 kwh btu}} BTU (International Table), and one BTU is {{1 btu wh}} Wh, since a kWh is exactly {{1 kwh j}} J and a BTU {{1 btu j}} J.",
      },
      {
        question: "What is an MMBtu?",
        answer:
          "One million British thermal units (10⁶ BTU), that is {{1 mbtu gj}} GJ, {{1 mbtu kwh}} kWh and {{1 mbtu therm}} therms. It is the usual trading unit for natural gas in North America.",
      },
      {
        question: "How many joules are in an electronvolt?",
        answer:
          "One electronvolt is {{1 ev j}} J, the energy an electron gains across one volt. It is exact since 2019, when the SI fixed the elementary charge at 1.602176634 × 10⁻¹⁹ C. One joule is {{1 j ev}} eV.",
      },
    ],
  },
];
