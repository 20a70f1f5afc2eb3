import { circumferenceOf, nearestSize, RING_SYSTEMS, type RingSystem } from "./ring-size.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * Ring sizes asked in words (issue 24): "US ring size 7 in mm", "ring size N½ to US", "ring size 54
 * swiss". A question about rings says "ring"; without it "7 in mm" is seven inches.
 */

/** Words that name a system, in either place: before "ring size" or after the size. */
const SYSTEM_WORDS: readonly (readonly [RegExp, RingSystem])[] = [
  [/^(us|usa|american|canada|canadian|us\/canada|us & canada)$/, "us"],
  [/^(uk|british|britain|australia|australian|au|nz|uk & australia)$/, "uk"],
  [/^(eu|europe|european|iso|iso 8653|french|german|italian|spanish)$/, "iso"],
  [/^(swiss|switzerland|ch)$/, "ch"],
  [/^(japan|japanese|jp|china|chinese)$/, "jp"],
];

/** What a question may ask a size in, beyond the systems: millimetres, inches. */
type Target = RingSystem | "mm";

const TARGET_WORDS: readonly (readonly [RegExp, Target])[] = [
  [/^(mm|millimet(er|re)s?)$/, "mm"],
  [/^(in|inch|inches|")$/, "diameter-in"],
  [/^(diameter|inner diameter)( in mm)?$/, "diameter-mm"],
  [/^(circumference|inner circumference)( in mm)?$/, "circumference-mm"],
];

function systemOf(words: string | undefined): RingSystem | undefined {
  const text = (words ?? "").trim().replace(/\s+/g, " ");
  return SYSTEM_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

function targetOf(words: string): Target | undefined {
  const text = words
    .trim()
    .replace(/\s+/g, " ")
    .replace(/ (size|sizes|ring size)$/, "");
  return systemOf(text) ?? TARGET_WORDS.find(([pattern]) => pattern.test(text))?.[1];
}

const QUESTION =
  /^(?:what is (?:an? )?)?(?<before>[a-z&/ ]*?)\s*(?:(?:women|men|ladies)(?:'s|’s|s)?\s+)?ring\s*size\s+(?<size>[a-z](?:\s*(?:½|1\/2|\+\s*\d{1,2}))?|\d+(?:[.,]\d+)?(?:\s*(?:¼|½|¾|[13]\/4|1\/2))?|¼|½|¾)(?:\s+(?<after>[a-z&/]+(?: [a-z&/]+)?))??(?:\s+(?:to|in|into|as|=)\s+(?<target>.+?))?\s*\??$/;

/** The systems of sizes, as against the inner measures. */
const SIZES: readonly RingSystem[] = ["us", "uk", "iso", "ch", "jp"];
const isSize = (target: Target | undefined): target is RingSystem =>
  SIZES.some((s) => s === target);

const labelOf = (system: RingSystem) => RING_SYSTEMS.find((s) => s.id === system)?.label ?? "";
const ruleOf = (system: RingSystem) => RING_SYSTEMS.find((s) => s.id === system)?.rule ?? "";

/** The inner measures of a ring, as a jeweller gives them: "17.3 mm across, 54.2 mm around". */
function measures(mm: number): string {
  return `${nearestSize("diameter-mm", mm)} mm across, ${nearestSize("circumference-mm", mm)} mm around the inside`;
}

function shownIn(system: RingSystem, mm: number): string {
  const size = nearestSize(system, mm);
  if (size === undefined) return `${labelOf(system)}: smaller than the smallest size`;
  switch (system) {
    case "diameter-mm":
    case "circumference-mm":
      return `${size} mm`;
    case "diameter-in":
      return `${size} in across`;
    default:
      return `${labelOf(system)} ${size}`;
  }
}

/** The answer to a ring size question, or undefined when the text is none. */
export function readRingSizeQuestion(text: string): ToolReading | undefined {
  const match = QUESTION.exec(text.trim().toLowerCase().replace(/\s+/g, " "));
  if (!match?.groups) return undefined;
  const { before, size = "", after, target } = match.groups;
  const letter = /^[a-z]/.test(size);
  const named = systemOf(before) ?? systemOf(after);
  if ((before?.trim() && !systemOf(before)) || (after && !systemOf(after))) return undefined;
  // A letter is a UK & Australian size whatever else is said; a number without a system is a US one.
  const from: RingSystem = letter ? "uk" : (named ?? "us");
  if (letter && named !== undefined && named !== "uk") return undefined;
  const to = target === undefined ? undefined : targetOf(target);
  if (target !== undefined && to === undefined) return undefined;
  const sizeText = (letter ? size.toUpperCase() : size)
    .replace(/\s+/g, "")
    .replace("1/4", "¼")
    .replace("1/2", "½")
    .replace("3/4", "¾");
  const mm = circumferenceOf(from, sizeText);
  const reading = `${labelOf(from)} ring size ${sizeText}`;
  if (mm === undefined) {
    return { reading, problem: `${sizeText} is not a ring size in ${labelOf(from)}.` };
  }
  const assumed = named === undefined && !letter ? "A size without a system is read as US. " : "";
  const rules = [from, ...(isSize(to) && to !== from ? [to] : [])]
    .map((s) => `${labelOf(s)}: ${ruleOf(s)}`)
    .join("; ");
  const basis = `${assumed}${rules}. Each result is the nearest size a ring is sold in.`;
  const display =
    to === undefined
      ? [
          ...RING_SYSTEMS.filter((s) => s.id !== from && SIZES.includes(s.id)).map((s) =>
            shownIn(s.id, mm),
          ),
          measures(mm),
        ].join(" · ")
      : to === "mm"
        ? measures(mm)
        : shownIn(to, mm);
  return { reading, display: `${reading} = ${display}`, basis };
}
