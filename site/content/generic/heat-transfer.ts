import {
  heatFluxDensity,
  heatTransferCoefficient,
  thermalConductivity,
  thermalResistance,
} from "../../catalog/pages/heat.ts";
import type { UnitText } from "../types.ts";

/** Heat pages on heat flow: thermal resistance, conductivity, heat flux, heat transfer coefficient. */
export const texts: readonly UnitText[] = [
  {
    page: thermalResistance,
    about: [
      "Thermal resistance is the temperature difference needed to drive one unit of heat flow through an object, R = ΔT/Q̇. Its SI unit is the kelvin per watt (K/W), identical to the degree Celsius per watt (°C/W) because a temperature difference of 1 K is a difference of 1 °C. The US customary unit is the Fahrenheit (or Rankine) degree hour per BTU: 1 °F·h/BTU = {{1 f_btu_h k_w}} K/W, using the International Table BTU.",
      "Electronics uses this quantity constantly: heat sinks, thermal pads and semiconductor packages are rated in °C/W (junction-to-case, junction-to-ambient), and the temperature rise is the power times the resistance, so a 2 °C/W heat sink carrying 10 W runs 20 °C above the surrounding air. Building R-values are a different quantity: they are per unit area (ft²·°F·h/BTU or m²·K/W), so they cannot be converted here; R-1 in US units is about 0.17611 m²·K/W.",
    ],
    conversions: [
      { from: "k_w", to: "f_btu_h", values: [0.1, 0.5, 1, 2, 5, 10] },
      { from: "f_btu_h", to: "k_w", values: [0.5, 1, 2, 5] },
    ],
    formulas: [
      { from: "k_w", to: "f_btu_h", example: 2 },
      { from: "f_btu_h", to: "k_w", example: 1 },
    ],
    useCases: [
      "Comparing heat sinks and thermal interface materials rated in °C/W or K/W.",
      "Computing a component's temperature rise: ΔT = P × R.",
      "Converting thermal resistances of insulated pipes or walls between SI and US units.",
    ],
    example: { value: 2, from: "c_w", to: "f_btu_h" },
    accuracy: {
      definitions:
        "K/W and °C/W are the same unit, and 1 °F·h/BTU = (5/9 K × 3600 s) ÷ 1055.05585262 J = {{1 f_btu_h k_w}} K/W, with the exact International Table BTU.",
      caveat:
        "The Fahrenheit and Rankine versions are equal because both degrees are 5/9 K in size.",
    },
    faqs: [
      {
        question: "Can I convert building R-values here?",
        answer:
          "No. A building R-value is thermal resistance per unit area (insulance), in ft²·°F·h/BTU or m²·K/W, while this page converts the resistance of a whole object in K/W. For R-values, multiply a US R-value by 0.17611 to get m²·K/W (RSI), or divide RSI by 0.17611 for the US figure.",
      },
    ],
  },
  {
    page: thermalConductivity,
    about: [
      "Thermal conductivity (k or λ) is a material's ability to conduct heat: the heat flow through a unit area per unit thickness and per degree of temperature difference, in Fourier's law q = −k·dT/dx. Its SI unit is the watt per meter kelvin (W/(m·K)). In US units, 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K); the older metric units, with the International Table calorie (4.1868 J), are 1 kcal/(h·m·°C) = {{1 kcal_h_m_c w_m_k}} W/(m·K) exactly and 1 cal/(s·cm·°C) = {{1 cal_s_cm_c w_m_k}} W/(m·K).",
      "Values span about four orders of magnitude: copper about 400 W/(m·K), aluminum about 200, carbon steel about 50, glass about 1, water about 0.6, insulation materials about 0.03 to 0.04 and still air about 0.026. Insulation data in the US is often given as a k-value in BTU·in/(h·ft²·°F), which is one twelfth of a BTU/(h·ft·°F).",
    ],
    useCases: [
      "Converting material data between W/(m·K) and BTU/(h·ft·°F).",
      "Calculating conductive heat loss through a wall or pipe insulation, Q = k·A·ΔT/d.",
      "Reading older handbooks in kcal/(h·m·°C) or cal/(s·cm·°C).",
      "Comparing thermal interface materials and heat-spreader metals.",
    ],
    example: { value: 0.04, from: "w_m_k", to: "btu_h_ft_f", context: "mineral wool" },
    accuracy: {
      definitions:
        "Each unit is defined exactly from the International Table BTU (1055.05585262 J) and calorie (4.1868 J), the foot (0.3048 m), the hour (3600 s) and the Fahrenheit degree (5/9 K), so 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K) is rounded only on screen.",
      caveat: "Material values themselves vary with temperature, density and moisture.",
    },
    faqs: [
      {
        question: "How do I convert a k-value in BTU·in/(h·ft²·°F) to W/(m·K)?",
        answer:
          "Divide it by 12 to get BTU/(h·ft·°F) (an inch is a twelfth of a foot), then convert: a k-value of 0.24 BTU·in/(h·ft²·°F) is 0.02 BTU/(h·ft·°F), which is {{0.02 btu_h_ft_f w_m_k}} W/(m·K).",
      },
    ],
  },
  {
    page: heatFluxDensity,
    about: [
      "Heat flux density (heat flux, irradiance when the heat arrives as radiation) is the rate of heat flow through a unit area. Its SI unit is the watt per square meter (W/m²). In US units, 1 BTU/(h·ft²) = {{1 btu_h_ft2 w_m2}} W/m² (International Table BTU); in the older metric units based on the International Table calorie, 1 kcal/(h·m²) = {{1 kcal_h_m2 w_m2}} W/m² exactly and 1 cal/(s·cm²) = {{1 cal_s_cm2 w_m2}} W/m².",
      "Solar energy is the most familiar example: sunlight above the atmosphere delivers about 1361 W/m², and solar panels are rated at a standard irradiance of 1000 W/m², which is {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²). Heat flux also describes losses through building surfaces, the heat load of electronics, boiling and cooling in heat exchangers, and the radiant exposure from fires, usually given in kW/m².",
    ],
    useCases: [
      "Converting solar irradiance between W/m² and BTU/(h·ft²).",
      "Calculating heat loss through a wall or window from a flux and an area.",
      "Comparing fire-engineering radiant heat limits in kW/m² with US data.",
    ],
    example: { value: 1000, from: "w_m2", to: "btu_h_ft2" },
    accuracy: {
      definitions:
        "Every unit is defined exactly in W/m²: the International Table BTU (1055.05585262 J) per hour per square foot (0.3048² m²), and the International Table calorie (4.1868 J) per second per square centimeter or, as a kilocalorie, per hour per square meter.",
      caveat: "Results are rounded only for display.",
    },
    faqs: [
      {
        question: "How do I convert kW/m² to BTU/(h·ft²)?",
        answer:
          "Multiply the kW/m² figure by 1000 and enter it as W/m²: 1 kW/m² = 1000 W/m² = {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²).",
      },
    ],
  },
  {
    page: heatTransferCoefficient,
    about: [
      "A heat transfer coefficient is the heat flux per degree of temperature difference, h = q/ΔT, or for a whole wall or window the overall coefficient U. Its SI unit is the watt per square meter kelvin (W/(m²·K)). In US units, 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K); with the International Table calorie, 1 kcal/(h·m²·°C) = {{1 kcal_h_m2_c w_m2_k}} W/(m²·K) exactly and 1 cal/(s·cm²·°C) = {{1 cal_s_cm2_c w_m2_k}} W/(m²·K).",
      "Window and wall U-values are stated in W/(m²·K) in Europe and as a U-factor in BTU/(h·ft²·°F) in the US; lower means better insulation. Convective coefficients range from a few W/(m²·K) for still air to tens of thousands for boiling and condensing water. U is the reciprocal of the area-based R-value: U in W/(m²·K) = 1/RSI.",
    ],
    useCases: [
      "Comparing a US window U-factor with a European U-value: U-0.30 is {{0.3 btu_h_ft2_f w_m2_k}} W/(m²·K).",
      "Converting convection coefficients for heat exchanger and cooling calculations.",
      "Computing heat loss through a building element: Q = U·A·ΔT.",
    ],
    example: { value: 0.3, from: "btu_h_ft2_f", to: "w_m2_k", context: "a U-factor" },
    accuracy: {
      definitions:
        "The units are exact combinations of the International Table BTU (1055.05585262 J) and calorie (4.1868 J), the foot, the hour and the Fahrenheit degree (5/9 K), so 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K) is rounded only on screen.",
      caveat: "K and °C are interchangeable here because only temperature differences enter.",
    },
    faqs: [
      {
        question: "How do I convert a U-value to an R-value?",
        answer:
          "Take the reciprocal in the same unit system: R = 1/U. A U-value of 2 W/(m²·K) is an RSI of 0.5 m²·K/W; a U-factor of 0.25 BTU/(h·ft²·°F) is R-4 in US units. To compare across systems, convert U on this page first, then take the reciprocal.",
      },
    ],
  },
];
