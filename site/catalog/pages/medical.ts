import type { MedicalPage, Page } from "../page.ts";

const bloodSugar: Omit<MedicalPage, "path"> = {
  kind: "medical",
  label: "Blood Sugar Converter",
  navLabel: "Blood Sugar",
  title: "Blood Sugar Level Converter",
  description:
    "Convert blood glucose between mg/dL and mmol/L with the exact factor, and see which range a reading falls in.",
  keywords: "blood sugar converter, glucose converter, mg/dL to mmol/L, mmol/L to mg/dL, diabetes",
  group: "Medical",
  priority: 0.8,
  changefreq: "monthly",
  appCategory: "UtilityApplication",
};

export const bloodSugarConverter: MedicalPage = {
  path: "/blood-sugar-converter",
  ...bloodSugar,
  icon: "🩸",
  menus: { header: 6, drawer: 10 },
};

/** The blood-sugar converter, and the two paths that show it under its canonical one. */
export const medicalPages: readonly Page[] = [
  bloodSugarConverter,
  { path: "/blood-sugar", ...bloodSugar, canonical: "/blood-sugar-converter" },
  { path: "/glucose-converter", ...bloodSugar, canonical: "/blood-sugar-converter" },
];
