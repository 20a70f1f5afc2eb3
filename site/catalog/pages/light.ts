import { converter } from "../define.ts";
import type { Page } from "../page.ts";

const GROUP = "Light";

export const luminance = converter(GROUP, {
  slug: "luminance",
  title: "Luminance Converter",
  category: "luminance",
  units: ["cd_m2", "cd_ft2", "nt", "sb", "kcd_m2", "fl", "cd_in2", "lambert", "ml", "asb", "skot"],
  from: "cd_m2",
  to: "cd_ft2",
});

export const luminousIntensity = converter(GROUP, {
  slug: "luminous-intensity",
  title: "Luminous Intensity Converter",
  category: "luminous-intensity",
  units: ["cd", "cp", "hk", "icd", "mcd", "kcd", "lm_sr", "violle"],
  from: "cd",
  to: "cp",
});

export const illumination = converter(GROUP, {
  slug: "illumination",
  title: "Illumination Converter",
  category: "illumination",
  units: ["lx", "lm_m2", "fc", "ph", "klx", "mlx", "nox", "lm_in2", "mph"],
  from: "lx",
  to: "fc",
});

export const digitalImageResolution = converter(GROUP, {
  slug: "digital-image-resolution",
  title: "Digital Image Resolution Converter",
  category: "digital-image-resolution",
  units: ["dpi", "dpcm", "ppi", "ppcm", "px_m", "dpmm", "lpi", "lpcm", "pitch_mm", "pitch_µm"],
  from: "dpi",
  to: "dpcm",
});

export const frequencyWavelength = converter(GROUP, {
  slug: "frequency-wavelength",
  title: "Frequency & Wavelength Converter",
  category: "frequency",
  units: [
    "hz",
    "khz",
    "mhz",
    "ghz",
    "thz",
    "phz",
    "cps",
    "rpm",
    "cm_1",
    "ev",
    "km",
    "m",
    "cm",
    "mm",
    "µm",
    "nm",
    "pm",
    "angstrom",
  ],
  from: "hz",
  to: "khz",
});

/**
 * The Light group: routes of docs/spec/units.md §3.5. Each page lists the spec's units first, in
 * its order, then the units added for depth (issue 14); /frequency-wavelength keeps all its
 * frequency units before its wavelengths.
 */
export const lightPages: readonly Page[] = [
  luminance,
  luminousIntensity,
  illumination,
  digitalImageResolution,
  frequencyWavelength,
];
