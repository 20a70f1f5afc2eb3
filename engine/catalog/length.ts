import type { Category } from "../types.ts";
import {
  ASTRONOMICAL_UNIT,
  FOOT,
  INCH,
  JULIAN_YEAR,
  MILE,
  NAUTICAL_MILE,
  PLANCK_LENGTH,
  SPEED_OF_LIGHT,
  YARD,
} from "./shared/constants.ts";

/** Bohr radius a0, CODATA 2018 (m). */
const BOHR_RADIUS = 5.29177210903e-11;
/** DTP (PostScript) point, 1/72 in: the point of CSS and of every desktop publishing program. */
const DTP_POINT = INCH / 72;

/**
 * Length, in meters. Also carries the typography units of /typography (point, pixel, pica), which
 * are lengths. The parsec keeps the spec's code `pc`; the pica, which the spec also calls `pc`
 * (on /typography), is `pica` here, since one code can name only one unit in a category.
 */
export const category: Category = {
  id: "length",
  name: "Length",
  base: "m",
  units: [
    { code: "nm", label: "Nanometer", symbol: "nm", factor: 1e-9, group: "Metric" },
    { code: "µm", label: "Micrometer", symbol: "µm", factor: 1e-6, group: "Metric" },
    { code: "mm", label: "Millimeter", symbol: "mm", factor: 1e-3, group: "Metric" },
    { code: "cm", label: "Centimeter", symbol: "cm", factor: 1e-2, group: "Metric" },
    { code: "dm", label: "Decimeter", symbol: "dm", factor: 0.1, group: "Metric" },
    { code: "m", label: "Meter", symbol: "m", factor: 1, group: "Metric" },
    { code: "dam", label: "Decameter", symbol: "dam", factor: 10, group: "Metric" },
    { code: "hm", label: "Hectometer", symbol: "hm", factor: 100, group: "Metric" },
    { code: "km", label: "Kilometer", symbol: "km", factor: 1000, group: "Metric" },
    {
      code: "mil",
      label: "Mil (thou)",
      symbol: "mil",
      factor: INCH / 1000,
      group: "Imperial and nautical",
    },
    { code: "in", label: "Inch", symbol: "in", factor: INCH, group: "Imperial and nautical" },
    { code: "ft", label: "Foot", symbol: "ft", factor: FOOT, group: "Imperial and nautical" },
    { code: "yd", label: "Yard", symbol: "yd", factor: YARD, group: "Imperial and nautical" },
    { code: "mi", label: "Mile", symbol: "mi", factor: MILE, group: "Imperial and nautical" },
    {
      code: "nmi",
      label: "Nautical Mile",
      symbol: "nmi",
      factor: NAUTICAL_MILE,
      group: "Imperial and nautical",
    },
    {
      code: "lea",
      label: "League (3 miles)",
      symbol: "lea",
      factor: 3 * MILE,
      group: "Imperial and nautical",
    },
    {
      code: "au",
      label: "Astronomical Unit",
      symbol: "au",
      factor: ASTRONOMICAL_UNIT,
      group: "Astronomical",
    },
    {
      code: "ly",
      label: "Light Year",
      symbol: "ly",
      factor: SPEED_OF_LIGHT * JULIAN_YEAR,
      group: "Astronomical",
    },
    {
      code: "pc",
      label: "Parsec",
      symbol: "pc",
      // IAU 2015 resolution B2: 1 pc = 648 000/π au exactly.
      factor: (648000 / Math.PI) * ASTRONOMICAL_UNIT,
      group: "Astronomical",
    },
    { code: "furlong", label: "Furlong", symbol: "fur", factor: 220 * YARD, group: "Traditional" },
    { code: "fathom", label: "Fathom", symbol: "ftm", factor: 6 * FOOT, group: "Traditional" },
    { code: "chain", label: "Chain", symbol: "ch", factor: 22 * YARD, group: "Traditional" },
    { code: "rod", label: "Rod", symbol: "rd", factor: 5.5 * YARD, group: "Traditional" },
    {
      code: "cubit",
      label: "Cubit (18 in)",
      symbol: "cubit",
      factor: 18 * INCH,
      group: "Traditional",
    },
    { code: "hand", label: "Hand (4 in)", symbol: "hh", factor: 4 * INCH, group: "Traditional" },
    { code: "angstrom", label: "Ångström", symbol: "Å", factor: 1e-10, group: "Atomic" },
    {
      code: "planck",
      label: "Planck Length",
      symbol: "ℓP",
      factor: PLANCK_LENGTH,
      group: "Atomic",
    },
    { code: "bohr", label: "Bohr Radius", symbol: "a₀", factor: BOHR_RADIUS, group: "Atomic" },
    {
      code: "pt",
      label: "Point (DTP, 1/72 in)",
      symbol: "pt",
      factor: DTP_POINT,
      group: "Typography",
    },
    {
      code: "px",
      label: "Pixel (CSS, 1/96 in)",
      symbol: "px",
      factor: INCH / 96,
      group: "Typography",
    },
    {
      code: "pica",
      label: "Pica (12 points)",
      symbol: "pc",
      factor: 12 * DTP_POINT,
      group: "Typography",
      // /typography spells it `pc` (its offer's `codes`); in this category `pc` is the parsec.
      note: "The DTP pica: 12 points, 1/6 in.",
    },
  ],
};
