import type { Lexicon } from "./lexicon.ts";

/**
 * What a question converts into: one unit ("cm"), several for a compound answer ("ft in",
 * "st lb", "h min s", "feet and inches", "dms"), and for inches the fraction asked for
 * ("in 1/16", "nearest 1/32 inch", "16ths").
 */
export interface Target {
  /** The units' texts, largest first as typed. */
  readonly units: readonly string[];
  /** The denominator of fractional inches, when asked for. */
  readonly denominator?: number;
}

const DENOMINATORS = new Set([2, 4, 8, 16, 32, 64]);
const FRACTION =
  /(?:^|\s)(?:(?:to\s+)?(?:the\s+)?nearest\s+)?(?:1\/(\d{1,2})|(\d{1,2})(?:th|nd)s?)(?=\s|$)(?:\s*(?:of\s+an?\s+)?)/i;

/** Compound targets typed as one word. */
const COMPOUND_WORDS: Readonly<Record<string, readonly string[]>> = {
  dms: ["°", "′", "″"],
  hms: ["h", "min", "s"],
  "hh:mm:ss": ["h", "min", "s"],
  "hh:mm": ["h", "min"],
  "h:m:s": ["h", "min", "s"],
  "h:min:s": ["h", "min", "s"],
  "h:min": ["h", "min"],
};

const MAX_WORDS = 8;

/**
 * Splits words into the fewest runs that each name a unit: "pound force feet" is one unit,
 * "feet inches" two. Undefined when some word belongs to no unit.
 */
function segment(words: readonly string[], lexicon: Lexicon): string[] | undefined {
  if (words.length === 0 || words.length > MAX_WORDS) return undefined;
  // best[i]: the fewest runs covering words[0..i).
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= words.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const run = words.slice(start, end).join(" ");
      if (lexicon.lookup(run).length === 0) continue;
      const candidate = [...before, run];
      const known = best[end];
      if (!known || candidate.length < known.length) best[end] = candidate;
    }
  }
  return best[words.length];
}

/**
 * The ways `text` may be read as a target, most likely first: the whole text as one unit ("square
 * feet", "kilowatt hours"), then each word a unit of a compound ("ft in", "h min s"), then the
 * fewest runs of words that each name a unit ("pound force feet inches"). The question takes the
 * first reading whose units convert.
 */
export function readTargets(text: string, lexicon: Lexicon): Target[] {
  let rest = text.trim();
  let denominator: number | undefined;
  const fraction = FRACTION.exec(rest);
  if (fraction) {
    const asked = Number(fraction[1] ?? fraction[2]);
    if (!DENOMINATORS.has(asked)) return [];
    denominator = asked;
    rest = `${rest.slice(0, fraction.index)} ${rest.slice(fraction.index + fraction[0].length)}`
      // "ft in to 1/64": the connector before the fraction; an "in" there is the inch ("ft in").
      .replace(/\bto\s*$/i, "")
      .trim();
    if (rest === "") rest = "in";
  }
  const asked = denominator ? { denominator } : {};
  const compound = COMPOUND_WORDS[rest.toLowerCase()];
  if (compound) return [{ units: compound, ...asked }];
  const readings: (readonly string[])[] = [];
  if (lexicon.lookup(rest).length > 0) readings.push([rest]);
  const words = rest
    .replace(/[:+,&]/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && w.toLowerCase() !== "and");
  const named = (w: string) => lexicon.lookup(w).length > 0;
  if (words.length > 1 && words.length <= MAX_WORDS && words.every(named)) readings.push(words);
  const runs = segment(words, lexicon);
  if (runs) readings.push(runs);
  const seen = new Set<string>();
  return readings
    .filter((units) => {
      const key = units.join("\u0000");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((units) => ({ units, ...asked }));
}
