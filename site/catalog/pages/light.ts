import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Light";

/** The Light group: routes of unit spec 3.5, units in the spec's order. */
export const lightPages: readonly Page[] = [
  converter(GROUP, {
    slug: "luminance",
    title: "Luminance Converter",
    category: "luminance",
    units: ["cd_m2", "cd_ft2", "nt", "sb"],
    from: "cd_m2",
    to: "cd_ft2",
  }),
  converter(GROUP, {
    slug: "luminous-intensity",
    title: "Luminous Intensity Converter",
    category: "luminous-intensity",
    units: ["cd", "cp", "hk", "icd"],
    from: "cd",
    to: "cp",
  }),
  converter(GROUP, {
    slug: "illumination",
    title: "Illumination Converter",
    category: "illumination",
    units: ["lx", "lm_m2", "fc", "ph"],
    from: "lx",
    to: "fc",
  }),
  converter(GROUP, {
    slug: "digital-image-resolution",
    title: "Digital Image Resolution Converter",
    category: "digital-image-resolution",
    units: ["dpi", "dpcm", "ppi", "ppcm"],
    from: "dpi",
    to: "dpcm",
  }),
  converter(GROUP, {
    slug: "frequency-wavelength",
    title: "Frequency & Wavelength Converter",
    category: "frequency",
    units: ["hz", "khz", "mhz", "ghz", "thz", "km", "m", "cm", "mm", "µm", "nm", "pm", "angstrom"],
    from: "hz",
    to: "khz",
  }),
];
