/**
 * The about page's words in English (app/components/content/about-content.tsx lays them out).
 * `{site}` is the site's name.
 */
export const about = {
  mission: {
    title: "Our mission",
    text: "{site} exists to make unit conversion quick, clear and correct for everyone: students, cooks, travellers, engineers and anyone who just needs a number they can trust. Every converter is free, works in any modern browser and gives the result as you type.",
  },
  offers: {
    title: "What we offer",
    items: [
      "[Express converter](/) on the home page, for quick everyday conversions without leaving the page.",
      "[Converter pages for over 70 categories](/sitemap) from length, weight and temperature to heat, fluids, light, electricity, magnetism and radiology.",
      "[Single-pair pages](/cm-to-in) for the conversions people look up most, such as centimeters to inches or kilograms to pounds.",
      "[Text case converter](/case) to switch text between UPPER CASE, lower case, Title Case, camelCase and more.",
      "[Number base converter](/number-base) for binary, octal, decimal, hexadecimal and any base from 2 to 36.",
      "[Currency converter](/currency-converter) with the European Central Bank's reference rates, and a cryptocurrency converter with current market prices.",
      "[Blood-sugar converter](/blood-sugar-converter) between mg/dL and mmol/L, with the reference ranges.",
      "[Guides](/guides) that explain the most common conversions and how to avoid their traps.",
    ],
  },
  categories: {
    title: "Categories",
    physical: { title: "Physical Units", intro: "The measurements of everyday life:" },
    technical: { title: "Technical Units", intro: "The quantities of science and engineering:" },
    more: "And the units of electricity (charge, current, potential, resistance, capacitance, inductance), magnetism, radiology, light, fluids (flow, viscosity, concentration) and heat (thermal conductivity, heat flux, specific heat capacity).",
    sitemap: "The [sitemap](/sitemap) lists every converter page.",
  },
  accuracy: {
    title: "Accuracy",
    items: [
      "Every unit is defined once, by its exact value in SI units, taken from NIST Special Publication 811, the SI Brochure of the International Bureau of Weights and Measures and GNU units.",
      "Automated tests check the definitions against GNU units, an independent and widely used conversion program.",
      "Exact definitions stay exact: 1 inch is 2.54 cm and 1 pound is 0.45359237 kg, not a rounded approximation.",
      "Where a unit name has several meanings, such as the US and imperial gallon or the food Calorie and the calorie, the page says which one is used.",
      "Results are shown to up to 6 decimal places (temperatures to 2), very large and very small values in scientific notation, and never with floating-point noise such as 0.30000000000000004.",
    ],
  },
  why: {
    title: "Why use {site}",
    items: [
      "Over 70 categories of units, from everyday to highly technical.",
      "The common conversions one click away, on pages of their own.",
      "Accurate algorithms: exact definitions, checked by automated tests.",
      "A mobile-friendly design that works on small phone screens and large monitors alike.",
      "Free to use, with no registration and no account.",
      "Formulas and definitions based on international standards.",
    ],
  },
};
