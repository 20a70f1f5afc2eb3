/**
 * Shoe sizes (issue 24): every system counts the length of the last, the form a shoe is made on,
 * in its own unit from its own zero, or the length of the foot. All conversions go through the
 * last length in millimetres (docs/decisions/032-shoe-sizes.md):
 * - US: GNU units' rules (definitions.units, "Shoe measures"): a third of an inch a size, men's
 *   size 0 at 8¼ in, women's at 7 11/12 in, boys' at 3 11/12 in, girls' at 3 7/12 in. A test
 *   checks them against `units` itself.
 * - UK: a barleycorn (1/3 in) a size; children's 0 at 4 in up to 13½, adult sizes continuing
 *   after children's 13 (adult 1 at 8 2/3 in).
 * - EU: the last length in Paris points (2/3 cm), from zero.
 * - Mondopoint (ISO 9407), Japan and China: the foot length in millimetres, sold in 5 mm steps.
 * A foot is taken to be 15 mm shorter than its last (ALLOWANCE_MM).
 */

import { readNumber } from "./quantity/number.ts";

export type ShoeWho = "men" | "women" | "children";

export type ShoeSystem =
  | "us-men"
  | "us-women"
  | "us-boys"
  | "us-girls"
  | "uk-adult"
  | "uk-child"
  | "eu"
  | "mondopoint"
  | "foot-cm"
  | "foot-in";

export interface ShoeSystemInfo {
  readonly id: ShoeSystem;
  /** "US men's" */
  readonly label: string;
  /** How the system counts, in a sentence. */
  readonly rule: string;
  /** A size counts sizes (in half sizes); a length is a measure of the foot. */
  readonly kind: "size" | "length";
  /** The smallest and largest size the page names. */
  readonly min: number;
  readonly max: number;
  /** Sizes are sold, and lengths shown, in steps of this much. */
  readonly step: number;
  /** The last length at 0, in mm, and the length of one unit of the system, in mm. */
  readonly zeroMm: number;
  readonly unitMm: number;
}

const MM_PER_IN = 25.4;
const BARLEYCORN_MM = MM_PER_IN / 3;
const PARIS_POINT_MM = 20 / 3;
/** How much longer a last is than the foot it fits: 1.5 cm (docs/decisions/032-shoe-sizes.md). */
export const ALLOWANCE_MM = 15;

const inches = (whole: number, twelfths = 0) => (whole + twelfths / 12) * MM_PER_IN;

export const SHOE_SYSTEMS: readonly ShoeSystemInfo[] = [
  {
    id: "us-men",
    label: "US men's",
    rule: "size 0 is a last of 8¼ in, ⅓ in a size",
    kind: "size",
    min: 4,
    max: 14,
    step: 0.5,
    zeroMm: inches(8, 3),
    unitMm: BARLEYCORN_MM,
  },
  {
    id: "us-women",
    label: "US women's",
    rule: "size 0 is a last of 7 11/12 in, ⅓ in a size: one size above men's",
    kind: "size",
    min: 4,
    max: 13,
    step: 0.5,
    zeroMm: inches(7, 11),
    unitMm: BARLEYCORN_MM,
  },
  {
    id: "us-boys",
    label: "US boys'",
    rule: "size 0 is a last of 3 11/12 in, ⅓ in a size: boys' 13 is men's 0",
    kind: "size",
    min: 1,
    max: 13.5,
    step: 0.5,
    zeroMm: inches(3, 11),
    unitMm: BARLEYCORN_MM,
  },
  {
    id: "us-girls",
    label: "US girls'",
    rule: "size 0 is a last of 3 7/12 in, ⅓ in a size: girls' 13 is women's 0",
    kind: "size",
    min: 1,
    max: 13.5,
    step: 0.5,
    zeroMm: inches(3, 7),
    unitMm: BARLEYCORN_MM,
  },
  {
    id: "uk-adult",
    label: "UK adult",
    rule: "size 1 is a last of 8 2/3 in, a barleycorn (⅓ in) a size, after children's 13½",
    kind: "size",
    min: 1,
    max: 15,
    step: 0.5,
    zeroMm: inches(8, 4),
    unitMm: BARLEYCORN_MM,
  },
  {
    id: "uk-child",
    label: "UK children's",
    rule: "size 0 is a last of 4 in, a barleycorn (⅓ in) a size, up to 13½",
    kind: "size",
    min: 0,
    max: 13.5,
    step: 0.5,
    zeroMm: inches(4),
    unitMm: BARLEYCORN_MM,
  },
  {
    id: "eu",
    label: "EU (Paris points)",
    rule: "the last length in Paris points of ⅔ cm",
    kind: "size",
    min: 15,
    max: 50,
    step: 0.5,
    zeroMm: 0,
    unitMm: PARIS_POINT_MM,
  },
  {
    id: "mondopoint",
    label: "Mondopoint (mm)",
    rule: "the foot length in millimetres, in 5 mm steps (ISO 9407; Japan and China)",
    kind: "length",
    min: 80,
    max: 320,
    step: 5,
    zeroMm: ALLOWANCE_MM,
    unitMm: 1,
  },
  {
    id: "foot-cm",
    label: "Foot length (cm)",
    rule: "heel to longest toe, standing",
    kind: "length",
    min: 8,
    max: 32,
    step: 0.1,
    zeroMm: ALLOWANCE_MM,
    unitMm: 10,
  },
  {
    id: "foot-in",
    label: "Foot length (in)",
    rule: "heel to longest toe, standing",
    kind: "length",
    min: 3,
    max: 13,
    step: 0.01,
    zeroMm: ALLOWANCE_MM,
    unitMm: MM_PER_IN,
  },
];

const INFO = new Map(SHOE_SYSTEMS.map((s) => [s.id, s]));
const infoOf = (system: ShoeSystem) => INFO.get(system) as ShoeSystemInfo;

const FOOT: readonly ShoeSystem[] = ["mondopoint", "foot-cm", "foot-in"];

/** The systems that size the shoes of each wearer, US first. */
export const SYSTEMS_OF: Readonly<Record<ShoeWho, readonly ShoeSystem[]>> = {
  men: ["us-men", "uk-adult", "eu", ...FOOT],
  women: ["us-women", "uk-adult", "eu", ...FOOT],
  children: ["us-boys", "us-girls", "uk-child", "eu", ...FOOT],
};

const EPSILON = 1e-9;

/**
 * A size or a foot length as typed in a system ("9", "9½", "9 1/2", "9,5", "27.3", "10 5/8": the
 * numbers people type, quantity/number.ts), as the last length in
 * mm; undefined when it is not one: a size outside the system's range or between its half sizes,
 * a length that is not a positive number of sensible size.
 */
export function lastLengthOf(system: ShoeSystem, text: string): number | undefined {
  const n = readNumber(text)?.value;
  if (n === undefined) return undefined;
  const info = infoOf(system);
  if (info.kind === "size") {
    const halves = n / info.step;
    if (n < info.min || n > info.max || Math.abs(halves - Math.round(halves)) > EPSILON) {
      return undefined;
    }
  } else if (n <= 0 || n > info.max * 2) {
    return undefined;
  }
  return info.zeroMm + n * info.unitMm;
}

/** The exact size (or foot length) in a system for a last length in mm. */
export function sizeIn(system: ShoeSystem, lastMm: number): number {
  const info = infoOf(system);
  return (lastMm - info.zeroMm) / info.unitMm;
}

/** A size as it is written: half sizes with "½" ("9½", "½"), lengths in their step's decimals. */
function written(info: ShoeSystemInfo, n: number): string {
  if (info.kind === "size") {
    const whole = Math.floor(n);
    const half = n - whole > 0.25;
    if (!half) return String(whole);
    return whole === 0 ? "½" : `${whole}½`;
  }
  const decimals = Math.max(0, -Math.floor(Math.log10(info.step)));
  return String(Number(n.toFixed(decimals)));
}

/** The nearest size in a system, or which end of its range the length lies beyond. */
export type NearestSize =
  | { readonly size: string }
  | { readonly outside: "below" | "above"; readonly limit: string };

/**
 * The nearest size a shoe is sold in (or the foot length in the system's steps). A length exactly
 * between two sizes takes the larger: a shoe a little long fits, one a little short does not.
 */
export function nearestSize(system: ShoeSystem, lastMm: number): NearestSize {
  const info = infoOf(system);
  const steps = Math.floor(sizeIn(system, lastMm) / info.step + 0.5 + EPSILON);
  const near = steps * info.step;
  if (near < info.min - EPSILON) return { outside: "below", limit: written(info, info.min) };
  if (near > info.max + EPSILON) return { outside: "above", limit: written(info, info.max) };
  return { size: written(info, near) };
}

/** Every size of a system over its range, in its steps, as written ("4", "4½" … "14"). */
export function sizesOf(system: ShoeSystem): readonly string[] {
  const info = infoOf(system);
  const count = Math.round((info.max - info.min) / info.step);
  return Array.from({ length: count + 1 }, (_, i) => written(info, info.min + i * info.step));
}

/** The label of a system: "US men's". */
export const labelOf = (system: ShoeSystem): string => infoOf(system).label;
