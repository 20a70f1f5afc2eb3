import type { Category } from "../types.ts";
import { INCH } from "./shared/constants.ts";

const PITCH_NOTE =
  "Pixel pitch is the distance between pixel centers, the reciprocal of the resolution: a 0.25 mm pitch is 4 px/mm, 101.6 ppi.";

/**
 * Dots and pixels are counts, so a resolution is a count per length: its SI unit is m⁻¹, which is
 * also how PNG files store it (pixels per meter). A pitch is the length per count, its reciprocal.
 */
export const category: Category = {
  id: "digital-image-resolution",
  name: "Digital image resolution",
  base: "px_m",
  units: [
    { code: "px_m", label: "Pixels per Meter", symbol: "px/m", factor: 1, group: "Metric" },
    {
      code: "dpi",
      label: "Dots per Inch",
      symbol: "dpi",
      factor: 1 / INCH,
      group: "Per inch",
      terms: ["dots/in"],
    },
    { code: "dpcm", label: "Dots per Centimeter", symbol: "dots/cm", factor: 100, group: "Metric" },
    {
      code: "ppi",
      label: "Pixels per Inch",
      symbol: "ppi",
      factor: 1 / INCH,
      group: "Per inch",
      terms: ["px/in", "spi", "samples per inch"],
    },
    { code: "ppcm", label: "Pixels per Centimeter", symbol: "px/cm", factor: 100, group: "Metric" },
    {
      code: "dpmm",
      label: "Dots per Millimeter",
      symbol: "dots/mm",
      factor: 1000,
      group: "Metric",
    },
    {
      code: "lpi",
      label: "Lines per Inch (halftone screen)",
      symbol: "lpi",
      factor: 1 / INCH,
      group: "Per inch",
      terms: ["screen ruling"],
    },
    {
      code: "lpcm",
      label: "Lines per Centimeter (halftone screen)",
      symbol: "lines/cm",
      factor: 100,
      group: "Metric",
      terms: ["l/cm"],
    },
    {
      code: "pitch_mm",
      label: "Pixel Pitch in Millimeters",
      symbol: "mm pitch",
      factor: 1e3,
      relation: "reciprocal",
      group: "Pixel pitch",
      terms: ["dot pitch"],
      note: PITCH_NOTE,
    },
    {
      code: "pitch_µm",
      label: "Pixel Pitch in Micrometers",
      symbol: "µm pitch",
      factor: 1e6,
      relation: "reciprocal",
      group: "Pixel pitch",
      terms: ["pixel size", "um pitch"],
      note: PITCH_NOTE,
    },
  ],
};
