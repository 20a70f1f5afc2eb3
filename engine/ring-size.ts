/**
 * Ring sizes (issue 24): every system measures the inside of the ring, each in its own steps. All
 * conversions go through the inner circumference in millimetres. The rules are those GNU units
 * carries (definitions.units, "Ring size"), which a test checks against `units` itself:
 * - US and Canada: (1.4216 + 0.1018 n) in around, the rule of the US standard gauges.
 * - UK and Australia (BS 6820:1987): letters from A at 37.5 mm around, 1.25 mm a letter, half
 *   sizes between ("N½"); past Z, Z+1, Z+2…
 * - ISO 8653, used across continental Europe: the inner circumference in millimetres.
 * - Switzerland: the inner circumference less 40 mm (GNU calls it the European size).
 * - Japan (and China): size 1 is 13 mm across inside, each size 1/3 mm more.
 */

export type RingSystem =
  | "us"
  | "uk"
  | "iso"
  | "ch"
  | "jp"
  | "diameter-mm"
  | "circumference-mm"
  | "diameter-in";

export interface RingSystemInfo {
  readonly id: RingSystem;
  /** "US & Canada" */
  readonly label: string;
  /** How the system counts, in a sentence. */
  readonly rule: string;
}

export const RING_SYSTEMS: readonly RingSystemInfo[] = [
  { id: "us", label: "US & Canada", rule: "(1.4216 + 0.1018 × size) in inner circumference" },
  {
    id: "uk",
    label: "UK & Australia",
    rule: "letters from A = 37.5 mm inner circumference, 1.25 mm a letter (BS 6820)",
  },
  { id: "iso", label: "ISO 8653 (Europe)", rule: "the inner circumference in millimetres" },
  { id: "ch", label: "Switzerland", rule: "the inner circumference in millimetres less 40" },
  {
    id: "jp",
    label: "Japan & China",
    rule: "size 1 is 13 mm across inside, each size 1/3 mm more",
  },
  { id: "diameter-mm", label: "Inner diameter (mm)", rule: "measured across the inside" },
  { id: "circumference-mm", label: "Inner circumference (mm)", rule: "measured around the inside" },
  { id: "diameter-in", label: "Inner diameter (in)", rule: "measured across the inside" },
];

const MM_PER_IN = 25.4;
const UK_A_MM = 37.5;
const UK_STEP_MM = 1.25;
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** The largest ring any system here sizes: beyond Z+10, 81 mm around. */
const LARGEST_MM = UK_A_MM + UK_STEP_MM * 35;

/** A UK size as its step from A, in half letters: "A" is 0, "A½" 1, "N½" 27, "Z+1" 52. */
function ukSteps(text: string): number | undefined {
  const match = /^\s*([A-Za-z])\s*(?:(½|1\/2|\.5| 1\/2|\+\s*(\d{1,2}))\s*)?$/.exec(text);
  if (!match) return undefined;
  const letter = LETTERS.indexOf((match[1] ?? "").toUpperCase());
  if (letter < 0) return undefined;
  const beyond = match[3];
  if (beyond !== undefined) return letter === 25 ? (letter + Number(beyond)) * 2 : undefined;
  return letter * 2 + (match[2] ? 1 : 0);
}

/** The UK size of a step in half letters: 27 is "N½", 52 "Z+1". */
function ukSize(steps: number): string {
  const whole = Math.floor(steps / 2);
  if (whole > 25) return `Z+${whole - 25}${steps % 2 === 1 ? "½" : ""}`;
  return `${LETTERS[whole]}${steps % 2 === 1 ? "½" : ""}`;
}

/** A size as typed in a system ("7", "7.5", "N½", "54"), as the inner circumference in mm. */
export function circumferenceOf(system: RingSystem, size: string): number | undefined {
  if (system === "uk") {
    const steps = ukSteps(size);
    return steps === undefined ? undefined : UK_A_MM + (UK_STEP_MM / 2) * steps;
  }
  const n = sizeNumber(size);
  if (n === undefined) return undefined;
  const mm = circumferenceOfNumber(system, n);
  return mm > 0 && mm <= LARGEST_MM ? mm : undefined;
}

/** The fractions sizes are written with: "7¼", "7 1/4", "7.25". */
const FRACTIONS: Readonly<Record<string, number>> = {
  "¼": 0.25,
  "½": 0.5,
  "¾": 0.75,
  "1/4": 0.25,
  "1/2": 0.5,
  "3/4": 0.75,
};

/** A size written as a number, with a decimal point or comma or a fraction: "7", "7,5", "7¼". */
function sizeNumber(size: string): number | undefined {
  const match = /^\s*(\d*)(?:[.,](\d+))?\s*(¼|½|¾|1\/4|1\/2|3\/4)?\s*$/.exec(size);
  if (!match || (match[1] === "" && match[3] === undefined)) return undefined;
  if (match[2] !== undefined && match[3] !== undefined) return undefined;
  const whole = Number(`${match[1] || "0"}.${match[2] ?? "0"}`);
  return whole + (match[3] === undefined ? 0 : (FRACTIONS[match[3]] ?? 0));
}

function circumferenceOfNumber(system: Exclude<RingSystem, "uk">, n: number): number {
  switch (system) {
    case "us":
      return (1.4216 + 0.1018 * n) * MM_PER_IN;
    case "iso":
    case "circumference-mm":
      return n;
    case "ch":
      return n + 40;
    case "jp":
      return ((38 + n) / 3) * Math.PI;
    case "diameter-mm":
      return n * Math.PI;
    case "diameter-in":
      return n * MM_PER_IN * Math.PI;
  }
}

/** The exact size in a system for an inner circumference in mm (a UK size in half letters). */
export function sizeIn(system: RingSystem, mm: number): number {
  switch (system) {
    case "us":
      return (mm / MM_PER_IN - 1.4216) / 0.1018;
    case "uk":
      return (mm - UK_A_MM) / (UK_STEP_MM / 2);
    case "iso":
    case "circumference-mm":
      return mm;
    case "ch":
      return mm - 40;
    case "jp":
      return (3 * mm) / Math.PI - 38;
    case "diameter-mm":
      return mm / Math.PI;
    case "diameter-in":
      return mm / Math.PI / MM_PER_IN;
  }
}

/** Sizes are sold in these steps: US in quarters, ISO and Swiss in halves, Japan whole. */
const STEPS: Readonly<Record<RingSystem, number>> = {
  us: 0.25,
  uk: 1,
  iso: 0.5,
  ch: 0.5,
  jp: 1,
  "diameter-mm": 0.1,
  "circumference-mm": 0.1,
  "diameter-in": 0.001,
};

/** Fractions of a US size as jewellers write them. */
const QUARTERS = ["", "¼", "½", "¾"];

/**
 * The nearest size a ring is sold in, as the system writes it ("7¼", "N½", "54.5", "13"), or
 * undefined below the smallest size of the system (US 0, UK A, Japan 1).
 */
export function nearestSize(system: RingSystem, mm: number): string | undefined {
  const exact = sizeIn(system, mm);
  const step = STEPS[system];
  const near = Math.round(exact / step) * step;
  if (system === "uk") return near < 0 ? undefined : ukSize(near);
  if (system === "us") {
    if (near < 0) return undefined;
    const whole = Math.floor(near);
    const quarter = QUARTERS[Math.round((near - whole) * 4)] ?? "";
    return whole === 0 && quarter !== "" ? quarter : `${whole}${quarter}`;
  }
  if (system === "jp" && near < 1) return undefined;
  // The decimals of the step: 0.5 and 0.1 one, 0.001 three.
  return String(Number(near.toFixed(Math.max(0, -Math.floor(Math.log10(step))))));
}
