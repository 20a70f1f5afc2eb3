import { type NumberMarks, withMarks } from "./number-marks.ts";
import { filled, folded } from "./question-text.ts";
import {
  ALLOWANCE_MM,
  lastLengthOf,
  nearestSize,
  type ShoeSystem,
  type ShoeWho,
  SYSTEMS_OF,
} from "./shoe-size.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * Shoe sizes asked in words (issues 24 and 25): "US men's shoe size 10 to EU", "UK 8 to US",
 * "talla de zapato 42 a EE. UU.", "Schuhgröße 42 in US", "pointure 42 en US". A question names a
 * shoe, or two sizing systems around a number ("UK 8 to US"); the rules are engine/shoe-size.ts's.
 * What a language says and how it answers are its words (`ShoeSizeQuestionWords`): English's are
 * shoe-size-question-english.ts, the others' site/i18n/tool-questions/<lang>/shoe-size.ts.
 */

/** The systems a question names, before the wearer is known. */
type Named = "us" | "uk" | "eu" | "mondopoint" | "foot-cm" | "foot-in";

/** Who a question says the shoe is for: boys and girls have US sizes of their own. */
type Wearer = ShoeWho | "boys" | "girls";

export interface ShoeSizeQuestionWords {
  /**
   * The forms of a question, tried in order on the question folded (question-text.ts) and with
   * `phrases` joined. Named groups: `size`; `shoe` (a word for a shoe size: without one, the
   * question must name a sizing system on both sides, "UK 8 to US"); `who` (a wearer in the shoe
   * word, "Herrenschuhgröße"); `words`, `more` and `after` (words naming the system and the wearer);
   * `target` (what it is asked in).
   */
  readonly questions: readonly RegExp[];
  /** Names of several words made one before reading: "estados unidos" → "eeuu". */
  readonly phrases: readonly (readonly [RegExp, string])[];
  /** A word that names a system. */
  readonly named: readonly (readonly [RegExp, Named])[];
  /** A word that names the wearer. */
  readonly who: readonly (readonly [RegExp, Wearer])[];
  /** A word that names a system the converter does not have, and what to say of it. */
  readonly unknown?: readonly (readonly [
    RegExp,
    { readonly label: string; readonly problem: string },
  ])[];
  /** Words about the size that say nothing of its system or wearer ("shoe", "de"). */
  readonly ignored: RegExp;
  /** Words about the target that say nothing of its system or wearer ("talla", "la"). */
  readonly targetIgnored: RegExp;
  /** Each system's name: "US men's". */
  readonly labels: Readonly<Record<ShoeSystem, string>>;
  /** How each system counts, in a clause. */
  readonly rules: Readonly<Record<ShoeSystem, string>>;
  /** A system and its rule: "{system}: {rule}". */
  readonly ruleOf: string;
  /** How a size was read: "{system} shoe size {size}". */
  readonly reading: string;
  /** A size its system does not have: "{size} is not a size in {system}." */
  readonly notSize: string;
  /** A shoe beyond a system's sizes, said as `ruleOf`'s rule: "below the range ({limit})". */
  readonly below: string;
  readonly above: string;
  /** Sizes as a foot's length or Mondopoint: "a foot of {size} cm", "Mondopoint {size}". */
  readonly footCm: string;
  readonly footIn: string;
  readonly mondopoint: string;
  /** A size without a system: "A size without a system is read as US." */
  readonly assumedSystem: string;
  /** A size without a wearer: "Sizes are read as men's." */
  readonly assumedWho: string;
  /**
   * From which number a size without a system is read as EU instead, and the sentence that says
   * so: no US or UK size reaches 16, so "42" can only be Paris points. English has never read it
   * so.
   */
  readonly euFrom?: { readonly size: number; readonly assumed: string };
  /** "A foot is taken as {cm} cm shorter than the last it fits." */
  readonly foot: string;
  /** "Brands' own charts may differ by up to a size." */
  readonly brands: string;
  /** The marks the answer's numbers are written with. */
  readonly marks: NumberMarks;
}

/**
 * A shoe size as typed, for a language's question patterns: "10", "9,5", "9½", "9 1/2".
 */
export const SHOE_SIZE_TEXT = String.raw`\d{1,3}(?:[.,]\d+)?(?:\s*(?:½|1\/2))?`;

const find = <T>(list: readonly (readonly [RegExp, T])[], word: string) =>
  list.find(([pattern]) => pattern.test(word))?.[1];

/** The system a name means for a wearer: "US" is US women's for women, boys' for children. */
function systemOf(named: Named, who: Wearer): ShoeSystem {
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

const isFoot = (system: ShoeSystem) =>
  system === "mondopoint" || system === "foot-cm" || system === "foot-in";

function shownIn(words: ShoeSizeQuestionWords, system: ShoeSystem, lastMm: number): string {
  const near = nearestSize(system, lastMm);
  if ("outside" in near) {
    const beyond = filled(near.outside === "below" ? words.below : words.above, {
      limit: withMarks(near.limit, words.marks),
    });
    return filled(words.ruleOf, { system: words.labels[system], rule: beyond });
  }
  const size = withMarks(near.size, words.marks);
  switch (system) {
    case "foot-cm":
      return filled(words.footCm, { size });
    case "foot-in":
      return filled(words.footIn, { size });
    case "mondopoint":
      return filled(words.mondopoint, { size });
    default:
      return `${words.labels[system]} ${size}`;
  }
}

/** The words of a group, less those that say nothing. */
const wordsOf = (text: string | undefined, ignored: RegExp) =>
  (text ?? "")
    .trim()
    .split(" ")
    .filter((w) => w !== "" && !ignored.test(w));

/** The answer to a shoe size question in `words`' language, or undefined when the text is none. */
export function readShoeSizeQuestion(
  text: string,
  words: ShoeSizeQuestionWords,
): ToolReading | undefined {
  const t = words.phrases.reduce((s, [pattern, one]) => s.replace(pattern, one), folded(text));
  for (const question of words.questions) {
    const groups = question.exec(t)?.groups;
    const reading = groups && readGroups(groups, words);
    if (reading) return reading;
  }
  return undefined;
}

/** The answer to a question as one of the language's forms read it. */
function readGroups(
  groups: Readonly<Record<string, string | undefined>>,
  words: ShoeSizeQuestionWords,
): ToolReading | undefined {
  const said = [
    ...(groups.who ? [groups.who] : []),
    ...wordsOf(groups.words, words.ignored),
    ...wordsOf(groups.more, words.ignored),
    ...wordsOf(groups.after, words.ignored),
  ];
  let named: Named | undefined;
  let who: Wearer | undefined;
  const size = (groups.size ?? "").replace(/\s+/g, "").replace("1/2", "½");
  for (const word of said) {
    const system = find(words.named, word);
    const wearer = find(words.who, word);
    const unknown = words.unknown && find(words.unknown, word);
    if (unknown) {
      const reading = filled(words.reading, {
        system: unknown.label,
        size: withMarks(size, words.marks),
      });
      return { reading, problem: unknown.problem };
    }
    if (system && !named) named = system;
    else if (wearer && !who) who = wearer;
    else return undefined;
  }
  const targetWords = wordsOf(groups.target, words.targetIgnored);
  let target: Named | undefined;
  let unknownTarget: { readonly problem: string } | undefined;
  for (const word of targetWords) {
    const system = find(words.named, word);
    const wearer = find(words.who, word);
    const unknown = words.unknown && find(words.unknown, word);
    if (unknown && !target) unknownTarget = unknown;
    else if (system && !target) target = system;
    else if (!wearer || who !== undefined) return undefined;
    else who = wearer;
  }
  if (groups.target !== undefined && target === undefined && !unknownTarget) return undefined;
  // Without "shoe", two sizing systems around a number: "UK 8 to US" ("12 in to cm" is a length).
  const sizing = (n: Named | undefined) => n === "us" || n === "uk" || n === "eu";
  if (!groups.shoe && (!sizing(named) || target === undefined)) return undefined;
  if (!groups.shoe && groups.size === undefined) return undefined;
  const wearer = who ?? "men";
  // A number past every US and UK size is a European one, where the language's words say so.
  const eu =
    named === undefined &&
    words.euFrom !== undefined &&
    Number.parseFloat(size.replace(",", ".")) >= words.euFrom.size;
  const from = systemOf(named ?? (eu ? "eu" : "us"), wearer);
  const lastMm = lastLengthOf(from, size);
  const reading = filled(words.reading, {
    system: words.labels[from],
    size: withMarks(size, words.marks),
  });
  if (unknownTarget) return { reading, problem: unknownTarget.problem };
  if (lastMm === undefined) {
    return {
      reading,
      problem: filled(words.notSize, {
        size: withMarks(size, words.marks),
        system: words.labels[from],
      }),
    };
  }
  const to = target === undefined ? undefined : systemOf(target, wearer);
  const shown =
    to === undefined
      ? SYSTEMS_OF[wearer === "boys" || wearer === "girls" ? "children" : wearer]
          .filter((s) => s !== from && s !== "foot-in")
          .map((s) => shownIn(words, s, lastMm))
          .join(" · ")
      : shownIn(words, to, lastMm);
  const assumed = [
    named === undefined ? (eu ? (words.euFrom?.assumed ?? "") : words.assumedSystem) : "",
    who === undefined ? words.assumedWho : "",
  ].filter(Boolean);
  const rules = [from, ...(to && to !== from ? [to] : [])].map(
    (s) => `${filled(words.ruleOf, { system: words.labels[s], rule: words.rules[s] })}.`,
  );
  const foot =
    to === undefined || isFoot(from) || isFoot(to)
      ? [withMarks(filled(words.foot, { cm: String(ALLOWANCE_MM / 10) }), words.marks)]
      : [];
  return {
    reading,
    display: `${reading} = ${shown}`,
    basis: [...assumed, ...rules, ...foot, words.brands].join(" "),
  };
}
