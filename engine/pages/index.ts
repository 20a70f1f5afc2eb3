import type { ConverterPage } from "../types.ts";
import { commonPages } from "./common-pages.ts";
import { engineeringPages } from "./engineering-pages.ts";
import { fluidsPages } from "./fluids-pages.ts";
import { heatPages } from "./heat-pages.ts";
import { lightElectricPages } from "./light-electric-pages.ts";
import { magneticRadiologyOtherPages } from "./magnetic-radiology-other-pages.ts";
import { pairPages } from "./pair-pages.ts";

/** Every unit converter page: which category it draws on, which units it offers, its defaults. */
export const converterPages: readonly ConverterPage[] = [
  ...commonPages,
  ...engineeringPages,
  ...heatPages,
  ...fluidsPages,
  ...lightElectricPages,
  ...magneticRadiologyOtherPages,
  ...pairPages,
];

const bySlug = new Map(converterPages.map((p) => [p.slug, p]));

export function converterPage(slug: string): ConverterPage | undefined {
  return bySlug.get(slug);
}
