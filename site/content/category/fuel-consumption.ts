import { fuelConsumption } from "../../catalog/pages/popular.ts";
import type { UnitText } from "../types.ts";

export const texts: readonly UnitText[] = [
  {
    page: fuelConsumption,
    about: [
      "Fuel use is quoted in two opposite ways. Fuel consumption is the fuel used per distance: liters per 100 kilometers (L/100 km) in most of Europe, Canada, Australia and many other countries, and also liters or milliliters per kilometer and US gallons per 100 miles. For these units a lower number is better. Fuel economy is the distance per unit of fuel: miles per gallon (mpg) in the United States and the United Kingdom, kilometers per liter (km/L) in Japan, India and elsewhere. For these a higher number is better.",
      "The two kinds are reciprocals, so converting between them is a division, not a multiplication: L/100 km = {{1 mpg_us l_100km}} ÷ mpg (US) = {{1 mpg_uk l_100km}} ÷ mpg (UK) = 100 ÷ km/L. Doubling the mpg halves the L/100 km: 20 mpg (US) is {{20 mpg_us l_100km}} L/100 km and 40 mpg is {{40 mpg_us l_100km}} L/100 km. Within each kind the conversion is an ordinary factor: 1 L/100 km is {{1 l_100km ml_km}} mL/km or {{1 l_100km l_km}} L/km.",
      "Miles per gallon depends on which gallon. The US gallon is 3.785411784 liters and the imperial gallon used in the UK 4.54609 liters, so the same car shows a higher mpg in the UK: 1 mpg (US) is {{1 mpg_us mpg_uk}} mpg (UK). The converter keeps them apart as mpg (US) and mpg (UK). In SI terms, volume per distance is an area, which is why the category's base unit is the cubic meter per meter: 1 L/100 km is {{1 l_100km m3_m}} m³/m.",
    ],
    conversions: [
      { from: "mpg_us", to: "l_100km", values: [15, 20, 25, 30, 40, 50] },
      { from: "l_100km", to: "mpg_us", values: [4, 5, 6, 8, 10, 12] },
      { from: "mpg_uk", to: "l_100km", values: [30, 40, 45, 50, 60, 70] },
      { from: "l_100km", to: "mpg_uk", values: [4, 5, 6, 8, 10, 12] },
      { from: "km_l", to: "l_100km", values: [5, 10, 12.5, 15, 20, 25] },
      { from: "mpg_us", to: "mpg_uk", values: [20, 25, 30, 35, 40, 50] },
    ],
    formulas: [
      { from: "mpg_us", to: "l_100km", example: 30 },
      { from: "l_100km", to: "mpg_uk", example: 6 },
      { from: "km_l", to: "l_100km", example: 15 },
      { from: "l_100km", to: "l_km", example: 7 },
    ],
    useCases: [
      "Comparing a US car rated at 30 mpg with a European one rated at 6 L/100 km: 30 mpg (US) is {{30 mpg_us l_100km}} L/100 km, so the European car uses less fuel.",
      "Reading UK road tests in imperial mpg: 50 mpg (UK) is {{50 mpg_uk l_100km}} L/100 km and {{50 mpg_uk mpg_us}} mpg (US).",
      "Estimating trip fuel: at 7 L/100 km a car uses {{7 l_100km l_km}} L per kilometer, so 450 km take 31.5 L.",
      "Comparing fuel economy from Japan or India given in km/L: 18 km/L is {{18 km_l l_100km}} L/100 km or {{18 km_l mpg_us}} mpg (US).",
      "Reading the gallons per 100 miles shown on US fuel-economy labels: 4 gal/100 mi is {{4 gal_100mi mpg_us}} mpg (US).",
    ],
    guides: [
      {
        title: "Converting mpg and L/100 km by hand",
        content: [
          "Because the units are reciprocals, divide a constant by the value. For US gallons: L/100 km = {{1 mpg_us l_100km}} ÷ mpg, and mpg = {{1 mpg_us l_100km}} ÷ L/100 km. For imperial gallons use {{1 mpg_uk l_100km}} instead. 25 mpg (US) is therefore {{25 mpg_us l_100km}} L/100 km, and 8 L/100 km is {{8 l_100km mpg_uk}} mpg (UK).",
          "For km/L the constant is 100: 12.5 km/L is {{12.5 km_l l_100km}} L/100 km. Never multiply mpg by a factor to get L/100 km; a multiplication only works between two units of the same kind, such as mpg (US) and mpg (UK), or L/100 km and mL/km.",
        ],
      },
      {
        title: "Why savings are easier to see in L/100 km",
        content: [
          "Fuel use for a fixed distance is proportional to L/100 km or gal/100 mi, not to mpg. Going from 10 to 20 mpg (US) cuts fuel per 100 miles from {{10 mpg_us gal_100mi}} to {{20 mpg_us gal_100mi}} gallons; going from 30 to 50 mpg only cuts it from {{30 mpg_us gal_100mi}} to {{50 mpg_us gal_100mi}} gallons.",
          "So replacing a very thirsty vehicle saves more fuel than a large mpg gain on an already economical one. Compare vehicles in L/100 km or gal/100 mi when you want to compare fuel costs.",
        ],
      },
    ],
    tips: [
      {
        title: "Lower or higher?",
        content: [
          "L/100 km, L/km, mL/km and gal/100 mi: lower is better. mpg and km/L: higher is better.",
        ],
      },
      {
        title: "Which gallon?",
        content: [
          "A UK mpg figure is in imperial gallons and is higher than the US figure for the same car: 40 mpg (UK) is {{40 mpg_uk mpg_us}} mpg (US).",
        ],
      },
      {
        title: "Check the test cycle",
        content: [
          "Official ratings from different test procedures, such as the US EPA tests and the WLTP, differ even after a correct unit conversion, because the driving conditions differ.",
        ],
      },
    ],
    faqs: [
      {
        question: "How do I convert mpg to L/100 km?",
        answer:
          "Divide {{1 mpg_us l_100km}} by the mpg (US); for UK mpg divide {{1 mpg_uk l_100km}} by it. For example, 30 mpg (US) is {{30 mpg_us l_100km}} L/100 km and 30 mpg (UK) is {{30 mpg_uk l_100km}} L/100 km.",
      },
      {
        question: "How do I convert L/100 km to mpg?",
        answer:
          "Divide {{1 mpg_us l_100km}} by the L/100 km figure to get US mpg, or {{1 mpg_uk l_100km}} to get UK mpg. So 6 L/100 km is {{6 l_100km mpg_us}} mpg (US) or {{6 l_100km mpg_uk}} mpg (UK).",
      },
      {
        question: "Is a lower L/100 km better?",
        answer:
          "Yes. L/100 km is fuel used per distance, so a lower number means less fuel. For mpg and km/L, which measure distance per fuel, a higher number is better.",
      },
      {
        question: "Why is UK mpg higher than US mpg for the same car?",
        answer:
          "Because the imperial gallon (4.54609 L) is larger than the US gallon (3.785411784 L), so a car goes further on one. 1 mpg (UK) is {{1 mpg_uk mpg_us}} mpg (US), and 1 mpg (US) is {{1 mpg_us mpg_uk}} mpg (UK).",
      },
      {
        question: "How do I convert km/L to L/100 km?",
        answer:
          "Divide 100 by the km/L value: 20 km/L is {{20 km_l l_100km}} L/100 km. The reverse is the same: 100 ÷ L/100 km gives km/L, so 5 L/100 km is {{5 l_100km km_l}} km/L.",
      },
    ],
  },
];
