import {
  fuelEfficiencyMass,
  fuelEfficiencyVolume,
  heatDensity,
  specificHeatCapacity,
  temperatureInterval,
  thermalExpansion,
} from "../../catalog/pages/heat.ts";
import type { UnitText } from "../types.ts";

/** Heat pages: fuel use per distance, temperature differences, expansion, specific heat, heat density. */
export const texts: readonly UnitText[] = [
  {
    page: fuelEfficiencyMass,
    about: [
      "Fuel consumption by mass is the mass of fuel a vehicle uses per distance traveled. Its SI form is the kilogram per meter; in practice it is written in kilograms per 100 kilometers (kg/100 km) or grams per kilometer (g/km), and 1 kg/100 km = {{1 kg_100km g_km}} g/km exactly. The US customary pound and ounce per mile use the international avoirdupois pound (0.45359237 kg, the ounce 1/16 of it) and the international mile (1609.344 m): 1 lb/mi = {{1 lb_mi g_km}} g/km.",
      "Mass is the natural measure for fuels whose volume depends strongly on pressure and temperature: hydrogen for fuel-cell cars, and in many countries compressed natural gas (CNG), are sold and rated in kilograms, so their consumption is quoted in kg/100 km. The same units express any mass per distance, for example CO₂ emissions, which Europe reports in g/km and the US EPA in grams per mile.",
    ],
    useCases: [
      "Comparing the hydrogen or CNG consumption of vehicles rated in kg/100 km.",
      "Turning CO₂ figures between g/km and g/mi (1 g/km is {{1 g_km oz_mi}} oz/mi).",
      "Estimating the fuel mass for a trip from a consumption figure and a distance.",
    ],
    example: { value: 0.9, from: "kg_100km", to: "lb_mi", also: ["g_km"] },
    accuracy: {
      definitions:
        "Every unit is defined exactly in kg/m from the SI prefixes, the international pound (0.45359237 kg) and the international mile (1609.344 m), so 1 oz/mi = {{1 oz_mi g_km}} g/km is rounded only for display.",
      caveat:
        "How much fuel a vehicle really uses depends on the test cycle and driving, which no unit conversion changes.",
    },
    faqs: [
      {
        question: "How do I convert kg/100 km to a volume figure such as L/100 km?",
        answer:
          "You need the fuel's density, because mass and volume are different quantities: divide the mass consumption by the density (kg/L) to get L/100 km. For gases such as hydrogen or CNG the density depends on pressure and temperature, which is why their consumption is stated by mass.",
      },
    ],
  },
  {
    page: fuelEfficiencyVolume,
    about: [
      "Fuel consumption by volume is the volume of fuel used per distance, the figure Europe and much of the world quote in liters per 100 kilometers (L/100 km). The liter per kilometer is a hundred times larger, 1 L/km = {{1 l_km l_100km}} L/100 km. The US customary units here use the US liquid gallon (231 in³ exactly, 3.785411784 L) and US liquid pint (1/8 gallon) per international mile: 1 gal/mi = {{1 gal_mi l_100km}} L/100 km and 1 pt/mi = {{1 pt_mi l_100km}} L/100 km.",
      "Lower is better in these units: they measure fuel used, unlike miles per gallon, which measures distance per fuel and is the reciprocal (L/100 km = {{1 mpg_us l_100km}} ÷ mpg US). The Fuel Consumption Converter converts to and from mpg (US and UK) and km/L; the US fuel economy label's gallons per 100 miles is 100 × gal/mi.",
    ],
    conversions: [
      { from: "l_100km", to: "gal_mi", values: [4, 5, 6, 8, 10, 15] },
      { from: "gal_mi", to: "l_100km", values: [0.02, 0.03, 0.04, 0.05, 0.1] },
    ],
    formulas: [
      { from: "gal_mi", to: "l_100km", example: 0.04 },
      { from: "l_100km", to: "gal_mi", example: 8 },
    ],
    useCases: [
      "Comparing a European car's L/100 km with a consumption figure in US gallons per mile.",
      "Working out fleet or trip fuel volumes from a per-distance consumption.",
      "Checking the gallons-per-100-miles figure of a US label against L/100 km.",
    ],
    example: {
      value: 6.5,
      from: "l_100km",
      to: "gal_mi",
      also: ["gal_100mi"],
      note: "The gallon is the US gallon.",
    },
    accuracy: {
      definitions:
        "The liter is exactly 1 dm³, the US gallon exactly 231 in³ (3.785411784 L) with the pint 1/8 of it, and the mile exactly 1609.344 m, so every factor is exact and rounded only on screen.",
      caveat:
        "The gallon and pint are US liquid measures; an imperial gallon (4.54609 L) is about 20 % larger.",
    },
    faqs: [
      {
        question: "How do I convert L/100 km to mpg?",
        answer:
          "Divide {{1 mpg_us l_100km}} by the L/100 km figure for US mpg (or {{1 mpg_uk l_100km}} for UK mpg): 6 L/100 km is {{6 l_100km mpg_us}} mpg (US). This page converts between consumption units only; the Fuel Consumption Converter does the mpg conversion directly.",
      },
    ],
  },
  {
    page: temperatureInterval,
    about: [
      "This page converts temperature differences (intervals), not temperatures. A difference has no zero point to shift, so only the size of the degree matters: a kelvin and a Celsius degree are the same size, as are a Fahrenheit and a Rankine degree, and a Celsius degree equals {{1 c f}} Fahrenheit degrees. A rise of 1 °C is therefore a rise of {{1 c f}} °F, and 10 K is {{10 k f}} °F, with no +32 anywhere.",
      "The distinction matters in practice: a temperature of 20 °C is 68 °F, but a change of 20 °C is a change of {{20 c f}} °F. Intervals appear whenever something rises, drops or swings: weather changes, a thermostat's switching band, the temperature rise of a motor or transformer (specified in kelvins), the ΔT of a heat exchanger, or the warming figures of climate reports. To convert a reading on a thermometer, use the Temperature Converter instead.",
    ],
    useCases: [
      "Converting a forecast change ('5 °C colder tomorrow') into Fahrenheit degrees: {{5 c f}} °F.",
      "Turning a ΔT in a heat-transfer formula (Q = m·c·ΔT) between °F and K.",
      "Reading equipment temperature-rise limits given in K as °F differences.",
      "Comparing thermostat hysteresis or sensor accuracy (±0.5 °C is ±{{0.5 c f}} °F).",
    ],
    example: { value: 15, from: "c", to: "f", context: "a temperature rise" },
    accuracy: {
      definitions:
        "The kelvin and the Celsius degree are equal in size, and the Fahrenheit and Rankine degrees are exactly 5/9 of a kelvin, so 1 °F difference = {{1 f k}} K (the display rounds 5/9 to 6 decimals).",
      caveat:
        "The result is right only for differences: applied to a single temperature reading it would be wrong, because it omits the 32° offset between the scales.",
    },
    faqs: [
      {
        question: "Why is a 10 °C difference not 50 °F?",
        answer:
          "50 °F is the temperature that reads 10 °C on a thermometer, which includes the 32° offset between the zero points. A difference of 10 °C spans {{10 c f}} Fahrenheit degrees, because each Celsius degree is {{1 c f}} Fahrenheit degrees and the offsets cancel out.",
      },
    ],
  },
  {
    page: thermalExpansion,
    about: [
      "The coefficient of thermal expansion says by what fraction a material grows per degree of temperature rise: α = (ΔL/L)/ΔT for length, and about 3α for the volume of an isotropic solid. Its SI unit is the reciprocal kelvin (1/K, K⁻¹), equal to 1/°C because the two degrees are the same size. Per Fahrenheit or Rankine degree the number is smaller, since that degree is smaller: 1/°F = {{1 f_1 k_1}} /K.",
      "Coefficients are tiny, so tables give them in 10⁻⁶/K (also written ppm/K or µm/(m·K)): steel is about 12 × 10⁻⁶/K, which is {{12 k_1 f_1}} × 10⁻⁶/°F, and aluminum about 23 × 10⁻⁶/K, or {{23 k_1 f_1}} × 10⁻⁶/°F. Because the conversion is a plain factor, you can convert the number in front of 10⁻⁶ and keep the power of ten.",
    ],
    conversions: [
      { from: "k_1", to: "f_1", values: [1, 5, 10, 12, 17, 23] },
      { from: "f_1", to: "k_1", values: [1, 5, 10, 20] },
    ],
    formulas: [
      { from: "k_1", to: "f_1", example: 12 },
      { from: "f_1", to: "k_1", example: 6.5 },
    ],
    useCases: [
      "Converting a material data sheet's CTE between per-°C and per-°F values.",
      "Sizing expansion joints and loops in pipes, rails and bridges: ΔL = α·L·ΔT.",
      "Matching the expansion of materials that are bonded together, such as PCBs and components or glass and metal seals.",
    ],
    example: {
      value: 12,
      from: "k_1",
      to: "f_1",
      note: "For values written as '× 10⁻⁶', enter the number in front: 12 (× 10⁻⁶/K) gives {{12 k_1 f_1}} (× 10⁻⁶/°F).",
    },
    accuracy: {
      definitions:
        "1/K and 1/°C are identical, and since a Fahrenheit or Rankine degree is exactly 5/9 K, 1/°F = 1/°R = exactly {{1 f_1 k_1}} /K.",
      caveat:
        "Entering very small values directly (0.000012) shows only 6 decimals, so use the 10⁻⁶ form for full precision.",
    },
    faqs: [
      {
        question: "Why is the per-°F coefficient smaller than the per-°C one?",
        answer:
          "A Fahrenheit degree is only 5/9 of a Celsius degree, so a material expands less per °F than per °C. The coefficient in 1/°F is the one in 1/°C divided by {{1 f_1 c_1}}: 1 /K = {{1 k_1 f_1}} /°F.",
      },
    ],
  },
  {
    page: specificHeatCapacity,
    about: [
      "Specific heat capacity is the heat needed to raise the temperature of one unit of mass by one degree, c = Q/(m·ΔT). Its SI unit is the joule per kilogram kelvin (J/(kg·K)). The three other units on this page are exactly the same size, {{1 btu_lb_f j_kg_k}} J/(kg·K), because the International Table calorie (4.1868 J) and BTU were defined to make 1 cal/(g·°C) = 1 kcal/(kg·°C) = 1 BTU/(lb·°F).",
      "Liquid water has a specific heat of about 4.18 kJ/(kg·K), that is close to 1 in the calorie and BTU units, the historical reason for those units. Typical values: dry air about 1005 J/(kg·K), aluminum about 900 J/(kg·K), steel roughly 450 to 500 J/(kg·K). The calorie here is the International Table calorie; the thermochemical calorie (4.184 J) is about 0.07 % smaller.",
    ],
    conversions: [
      { from: "j_kg_k", to: "btu_lb_f", values: [100, 450, 900, 1005, 2000, 4184] },
      { from: "btu_lb_f", to: "j_kg_k", values: [0.1, 0.2, 0.24, 0.5, 1] },
    ],
    formulas: [
      { from: "j_kg_k", to: "btu_lb_f", example: 4184 },
      { from: "btu_lb_f", to: "j_kg_k", example: 0.24 },
    ],
    useCases: [
      "Computing heating or cooling energy, Q = m·c·ΔT, with c from an SI or US table.",
      "Converting material data between J/(kg·K) and BTU/(lb·°F) or cal/(g·°C).",
      "Sizing water heaters, thermal storage and heat exchangers.",
    ],
    example: {
      value: 900,
      from: "j_kg_k",
      to: "btu_lb_f",
      context: "the specific heat of aluminum",
    },
    accuracy: {
      definitions:
        "The calorie is the International Table calorie, exactly 4.1868 J, and the BTU the International Table BTU (1055.05585262 J), so 1 BTU/(lb·°F) = 1 cal/(g·°C) = {{1 cal_g_c j_kg_k}} J/(kg·K) exactly.",
      caveat: "A value quoted in thermochemical calories (4.184 J) would differ by about 0.07 %.",
    },
    faqs: [
      {
        question: "Why are BTU/(lb·°F) and cal/(g·°C) the same?",
        answer:
          "Both were built on the heat capacity of water: the calorie heats a gram of water by about 1 °C, the BTU a pound of water by about 1 °F. When the International Table values were fixed in 1956, they were chosen so that the two units of specific heat are exactly equal, {{1 btu_lb_f j_kg_k}} J/(kg·K).",
      },
    ],
  },
  {
    page: heatDensity,
    about: [
      "Heat density is energy per unit volume. Its SI unit is the joule per cubic meter (J/m³). The BTU per cubic foot (International Table BTU) is {{1 btu_ft3 j_m3}} J/m³, the calorie per cubic centimeter (International Table calorie, 4.1868 J) is {{1 cal_cm3 j_m3}} J/m³, and the watt-hour per liter is exactly {{1 wh_l j_m3}} J/m³.",
      "These units measure the heating value of fuel gases (about 1000 BTU/ft³ for US natural gas, that is {{1000 btu_ft3 wh_l}} Wh/L), the volumetric energy density of batteries (Wh/L) and the capacity of thermal storage. A calorific value in kWh/m³, as printed on many European gas bills, is numerically the same as Wh/L. Gas heating values depend on the reference temperature and pressure of the volume, which a unit conversion keeps unchanged.",
    ],
    conversions: [
      { from: "btu_ft3", to: "j_m3", values: [1, 10, 100, 1000] },
      { from: "j_m3", to: "btu_ft3", values: [1e6, 1e7, 3.8e7, 1e8] },
      { from: "wh_l", to: "btu_ft3", values: [1, 10, 100, 500] },
    ],
    formulas: [
      { from: "btu_ft3", to: "j_m3", example: 1000 },
      { from: "j_m3", to: "btu_ft3", example: 38000000 },
    ],
    useCases: [
      "Converting a natural gas heating value between BTU/ft³ and MJ/m³ (J/m³).",
      "Comparing battery energy densities in Wh/L with fuel energy per volume.",
      "Estimating the energy stored per volume in hot-water or phase-change storage.",
    ],
    example: { value: 1000, from: "btu_ft3", to: "j_m3" },
    accuracy: {
      definitions:
        "Every unit is exact in J/m³: the International Table BTU (1055.05585262 J) over the cubic foot (0.3048³ m³), the International Table calorie (4.1868 J) over the cubic centimeter, and the watt-hour (3600 J) over the liter.",
      caveat:
        "Very small results such as 1 J/m³ in BTU/ft³ show few digits at 6 decimals, so convert in MJ-sized steps (1000000 J/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³).",
    },
    faqs: [
      {
        question: "How do I convert MJ/m³ to BTU/ft³?",
        answer:
          "Enter the value in J/m³ (1 MJ/m³ is 10⁶ J/m³): 1 MJ/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³, so a gas with 38 MJ/m³ carries {{38000000 j_m3 btu_ft3}} BTU/ft³.",
      },
    ],
  },
];
