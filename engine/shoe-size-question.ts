import {
  ALLOWANCE_MM,
  labelOf,
  lastLengthOf,
  nearestSize,
  SHOE_SYSTEMS,
  type ShoeSystem,
  type ShoeWho,
  SYSTEMS_OF,
} from "./shoe-size.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * Shoe sizes asked in words (issue 24): "US men's shoe size 10 to EU", "UK 8 to US", "women's
 * shoe size 8 in cm", "kids shoe size 12 to EU". A question says "shoe", or names two sizing
 * systems around a number ("UK 8 to US"); the rules are engine/shoe-size.ts's.
 */

/** The systems a question names, before the wearer is known. */
type Named = "us" | "uk" | "eu" | "mondopoint" | "foot-cm" | "foot-in";

const NAMED_WORDS: readonly (readonly [RegExp, Named])[] = [
  [/^(us|usa|american|us\/canada|canada|canadian)$/, "us"],
  [/^(uk|british|britain|england)$/, "uk"],
  [/^(eu|euro|europe|european|france|french|germany|german|italy|italian)$/, "eu"],
  [/^(mondopoint|japan|japanese|jp|china|chinese|cn|korea|korean)$/, "mondopoint"],
  [/^(cm|centimet(er|re)s?)$/, "foot-cm"],
  [/^(in|inch|inches)$/, "foot-in"],
];

const WHO_WORDS: readonly (readonly [RegExp, ShoeWho | "boys" | "girls"])[] = [
  [/^(men|man|mens|male)$/, "men"],
  [/^(women|woman|womens|ladies|lady|female)$/, "women"],
  [/^(kids|kid|children|child|childrens|toddler|youth)$/, "children"],
  [/^(boys?|boy)$/, "boys"],
  [/^(girls?)$/, "girls"],
];

function namedOf(word: string | undefined): Named | undefined {
  const w = (word ?? "").trim();
  return NAMED_WORDS.find(([pattern]) => pattern.test(w))?.[1];
}

function whoOf(word: string | undefined): ShoeWho | "boys" | "girls" | undefined {
  const w = (word ?? "").trim().replace(/['’]s?$/, "");
  return WHO_WORDS.find(([pattern]) => pattern.test(w))?.[1];
}

/** The system a name means for a wearer: "US" is US women's for women, boys' for children. */
function systemOf(named: Named, who: ShoeWho | "boys" | "girls"): ShoeSystem {
  switch (named) {
    case "us":
      return who === "women"
        ? "us-women"
        : who === "girls"
          ? "us-girls"
          : who === "children" || who === "boys"
            ? "us-boys"
            : "us-men";
    case "uk":
      return who === "men" || who === "women" ? "uk-adult" : "uk-child";
    default:
      return named;
  }
}

const WORD = "[a-z'’/]+";
/** "[US] [men's] [shoe] size 10 [US] [men's] [to EU]", and "UK 8 to US". */
const QUESTION = new RegExp(
  String.raw`^(?:what is (?:an? )?)?(?<words>(?:${WORD}\s+){0,3}?)(?<shoe>(?:shoe|shoes|sneaker|boot)\s+size|size)?\s*(?<size>\d{1,3}(?:[.,]\d+)?(?:\s*(?:½|1\/2))?)(?<after>(?:\s+${WORD}){0,2}?)(?:\s+(?:to|in|into|as|=)\s+(?<target>${WORD}(?:\s+${WORD}){0,2}?))?(?:\s+(?:size|sizes|shoe size))?\s*\??$`,
  "i",
);

const ruleOf = (system: ShoeSystem) => SHOE_SYSTEMS.find((s) => s.id === system)?.rule ?? "";
const isFoot = (system: ShoeSystem) =>
  system === "mondopoint" || system === "foot-cm" || system === "foot-in";

function shownIn(system: ShoeSystem, lastMm: number): string {
  const near = nearestSize(system, lastMm);
  if ("outside" in near) {
    return `${labelOf(system)}: ${near.outside === "below" ? "below" : "above"} the range (${near.limit})`;
  }
  switch (system) {
    case "foot-cm":
      return `a foot of ${near.size} cm`;
    case "foot-in":
      return `a foot of ${near.size} in`;
    case "mondopoint":
      return `Mondopoint ${near.size}`;
    default:
      return `${labelOf(system)} ${near.size}`;
  }
}

/** The answer to a shoe size question, or undefined when the text is none. */
export function readShoeSizeQuestion(text: string): ToolReading | undefined {
  const t = text.trim().toLowerCase().replace(/\s+/g, " ");
  const groups = QUESTION.exec(t)?.groups;
  if (!groups) return undefined;
  const words = [
    ...(groups.words ?? "").trim().split(" "),
    ...(groups.after ?? "").trim().split(" "),
  ].filter((w) => w !== "" && w !== "shoe" && w !== "shoes" && w !== "size");
  let named: Named | undefined;
  let who: ShoeWho | "boys" | "girls" | undefined;
  for (const word of words) {
    const system = namedOf(word);
    const wearer = whoOf(word);
    if (system && !named) named = system;
    else if (wearer && !who) who = wearer;
    else return undefined;
  }
  const targetWords = (groups.target ?? "")
    .trim()
    .split(" ")
    .filter((w) => w !== "");
  let target: Named | undefined;
  for (const word of targetWords) {
    const system = namedOf(word);
    const wearer = whoOf(word);
    if (system && !target) target = system;
    else if (!wearer || who !== undefined) return undefined;
    else who = wearer;
  }
  if (groups.target !== undefined && target === undefined) return undefined;
  // Without "shoe", two sizing systems around a number: "UK 8 to US" ("12 in to cm" is a length).
  const sizing = (n: Named | undefined) => n === "us" || n === "uk" || n === "eu";
  if (!groups.shoe && (!sizing(named) || target === undefined)) return undefined;
  if (!groups.shoe && groups.size === undefined) return undefined;
  const wearer = who ?? "men";
  const from = systemOf(named ?? "us", wearer);
  const size = (groups.size ?? "").replace(/\s+/g, "").replace("1/2", "½");
  const lastMm = lastLengthOf(from, size);
  const reading = `${labelOf(from)} shoe size ${size}`;
  if (lastMm === undefined)
    return { reading, problem: `${size} is not a size in ${labelOf(from)}.` };
  const to = target === undefined ? undefined : systemOf(target, wearer);
  const shown =
    to === undefined
      ? SYSTEMS_OF[wearer === "boys" || wearer === "girls" ? "children" : wearer]
          .filter((s) => s !== from && s !== "foot-in")
          .map((s) => shownIn(s, lastMm))
          .join(" · ")
      : shownIn(to, lastMm);
  const assumed = [
    named === undefined ? "A size without a system is read as US." : "",
    who === undefined ? "Sizes are read as men's." : "",
  ].filter(Boolean);
  const rules = [from, ...(to && to !== from ? [to] : [])].map(
    (s) => `${labelOf(s)}: ${ruleOf(s)}.`,
  );
  const foot =
    to === undefined || isFoot(from) || isFoot(to)
      ? [`A foot is taken as ${ALLOWANCE_MM / 10} cm shorter than the last it fits.`]
      : [];
  return {
    reading,
    display: `${reading} = ${shown}`,
    basis: [...assumed, ...rules, ...foot, "Brands' own charts may differ by up to a size."].join(
      " ",
    ),
  };
}
