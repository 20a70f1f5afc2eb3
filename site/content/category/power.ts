import { power } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: power,
    about: [
      "Power is the rate at which energy is transferred or work is done. Its SI unit is the watt (W), one joule per second ({{1 w j_s}} J/s). Metric multiples run from the picowatt of radio receivers to the terawatt of national grids: a kilowatt is {{1 kw w}} W, a megawatt {{1 mw kw}} kW. Energy is power multiplied by time, so a kilowatt used for an hour is one kilowatt-hour of energy.",
      "Horsepower has several definitions, which this page keeps apart. The mechanical (imperial) horsepower is {{1 hp ft_lbf_s}} foot pound-force per second, {{1 hp w}} W. The metric horsepower (PS, CV, pk) is {{1 hp_metric kg_m_s}} kilogram-force meters per second, exactly {{1 hp_metric w}} W, about {{1 hp_metric hp}} mechanical horsepower. The electric horsepower is exactly {{1 hp_electric w}} W, and the boiler horsepower, a rating of steam boilers, is a much larger {{1 hp_boiler kw}} kW.",
      "Heating and cooling equipment in the US is rated in BTU per hour: 1 kW is {{1 kw btu_h}} BTU/h, and a ton of refrigeration, the cooling that melts a short ton of ice in a day, is {{1 ton_ref btu_h}} BTU/h or {{1 ton_ref kw}} kW. The MMBtu/h on this page is a million BTU per hour ({{1 mbtu_h kw}} kW), not a thousand. The volt-ampere (VA, kVA) measures apparent electrical power; it converts here as one watt per VA, but the real power of an AC load is the VA figure multiplied by its power factor. The unit listed under the code solar_mass is the nominal solar luminosity of the IAU, the power the Sun radiates ({{1 solar_mass w}} W), not a mass.",
    ],
    conversions: [
      { from: "hp", to: "kw", values: [1, 10, 100, 150, 200, 300] },
      { from: "kw", to: "hp", values: [1, 10, 50, 75, 100, 150] },
      { from: "hp_metric", to: "kw", values: [1, 75, 100, 150, 200, 300] },
      { from: "btu_h", to: "w", values: [1000, 5000, 9000, 12000, 18000, 24000] },
      { from: "kw", to: "btu_h", values: [1, 2, 2.5, 3.5, 5, 10] },
      { from: "ton_ref", to: "kw", values: [1, 1.5, 2, 3, 4, 5] },
    ],
    formulas: [
      { from: "hp", to: "kw", example: 150 },
      { from: "kw", to: "hp", example: 100 },
      { from: "btu_h", to: "w", example: 12000 },
      { from: "hp_metric", to: "hp", example: 100 },
    ],
    useCases: [
      "Comparing car engine ratings: 150 kW is {{150 kw hp}} hp (mechanical) or {{150 kw hp_metric}} PS, and 300 hp is {{300 hp kw}} kW.",
      "Sizing an air conditioner or heat pump: a 12 000 BTU/h unit is {{12000 btu_h kw}} kW, or {{12000 btu_h ton_ref}} ton of refrigeration.",
      "Comparing electric heaters and boilers rated in kW and BTU/h: a 3 kW heater delivers {{3 kw btu_h}} BTU/h.",
      "Choosing a motor for a pump or compressor: a 5 hp motor has a mechanical output of {{5 hp kw}} kW.",
      "Reading power-plant and grid figures: 1 GW is {{1 gw mw}} MW.",
      "Reading calorimeter data in calories per second: 1 cal/s (International Table calorie) is {{1 cal_s w}} W.",
    ],
    guides: [
      {
        title: "Converting power by hand",
        content: [
          "Mechanical horsepower to kilowatts: multiply by {{1 hp kw}}; kilowatts to horsepower: multiply by {{1 kw hp}}. Metric horsepower (PS) to kilowatts: multiply by {{1 hp_metric kw}}. A quick estimate is that 4 hp are about 3 kW ({{4 hp kw}} kW in fact).",
          "kW to BTU/h: multiply by {{1 kw btu_h}}. BTU/h to watts: multiply by {{1 btu_h w}}. Tons of refrigeration to kW: multiply by {{1 ton_ref kw}}.",
        ],
      },
      {
        title: "Which horsepower?",
        content: [
          "Car and motor data from the US and UK usually give mechanical horsepower (hp, bhp). Continental European figures often give metric horsepower (PS in German, CV in French, Italian and Spanish, pk in Dutch), slightly smaller: 100 PS is {{100 hp_metric hp}} hp. Official EU figures are in kilowatts, which avoids the question.",
          "The electric horsepower, used for electric motor ratings, is exactly {{1 hp_electric w}} W. The boiler horsepower ({{1 hp_boiler w}} W) measures a boiler's steam output and is unrelated in size to the others.",
        ],
      },
    ],
    tips: [
      {
        title: "Power and energy are different",
        content: [
          "W, kW and hp are rates; Wh, kWh and BTU are amounts. A 2 kW device running for 30 minutes uses 1 kWh.",
        ],
      },
      {
        title: "VA is not always W",
        content: [
          "For transformers, UPS units and generators, the kVA rating times the power factor gives the real kW. The converter shows the same number for both.",
        ],
      },
      {
        title: "Write MMBtu/h",
        content: [
          "A burner rated in 'MBH' or 'MBtu/h' is usually in thousands of BTU per hour; the MMBtu/h here is a million.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many kW is 1 horsepower?",
        answer:
          "One mechanical horsepower is {{1 hp kw}} kW ({{1 hp w}} W). One metric horsepower (PS) is {{1 hp_metric kw}} kW, and an electric horsepower {{1 hp_electric kw}} kW.",
      },
      {
        question: "How many horsepower are in a kilowatt?",
        answer:
          "One kilowatt is {{1 kw hp}} mechanical horsepower, or {{1 kw hp_metric}} metric horsepower (PS).",
      },
      {
        question: "What is the difference between hp and PS?",
        answer:
          "hp is the mechanical horsepower, {{1 hp ft_lbf_s}} ft·lbf/s or {{1 hp w}} W. PS is the metric horsepower, {{1 hp_metric kg_m_s}} kgf·m/s or {{1 hp_metric w}} W. One PS is {{1 hp_metric hp}} hp.",
      },
      {
        question: "How many BTU per hour is a ton of air conditioning?",
        answer:
          "A ton of refrigeration is {{1 ton_ref btu_h}} BTU/h, which is {{1 ton_ref kw}} kW. A 2-ton unit therefore removes {{2 ton_ref btu_h}} BTU/h.",
      },
      {
        question: "How do I convert watts to BTU per hour?",
        answer:
          "Multiply by {{1 w btu_h}}. For example, a 1500 W space heater gives {{1500 w btu_h}} BTU/h. One BTU/h is {{1 btu_h w}} W.",
      },
      {
        question: "Why does the power page list a unit called solar_mass?",
        answer:
          "It is the nominal solar luminosity defined by the IAU in 2015, the power the Sun radiates: {{1 solar_mass w}} W. The code is a misnomer kept from older unit lists; the page labels the unit with what it is, a power, not a mass.",
      },
    ],
  },
];
