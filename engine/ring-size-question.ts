import { type NumberMarks, withMarks } from "./number-marks.ts";
import { filled, folded } from "./question-text.ts";
import { circumferenceOf, nearestSize, type RingSystem } from "./ring-size.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * Ring sizes asked in words (issues 24 and 25): "US ring size 7 in mm", "ring size N½ to US",
 * "talla de anillo 7 en mm", "Ringgröße 54 in US". A question about rings names a ring; without
 * it "7 in mm" is seven inches. What a language says and how it answers are its words
 * (`RingSizeQuestionWords`): English's are ring-size-question-english.ts, the others'
 * site/i18n/tool-questions/<lang>/ring-size.ts.
 */

/** The systems that count sizes, as against the inner measures. */
type RingSizeSystem = "us" | "uk" | "iso" | "ch" | "jp";

/** What a question may ask a size in beyond the systems: "mm" is both inner measures. */
type RingMeasure = "mm" | "diameter-in" | "diameter-mm" | "circumference-mm";

/** A system as a language names it, or a country's numbering read as one of the systems. */
interface RingSystemName {
  readonly system: RingSizeSystem;
  /** A size in this numbering when it is not the system's own ("aro {size}"). */
  readonly sized?: string;
  /** This numbering's name, when it is not the system's own ("aro brasileiro"). */
  readonly label?: string;
  /** Why this numbering is read as the system, said in the basis. */
  readonly note?: string;
}

export interface RingSizeQuestionWords {
  /**
   * The forms of a question, tried in order on the question folded (question-text.ts). Named
   * groups: `size` (the size asked about) or `measure` (a measure in mm asked as a size: "which
   * ring size is 17 mm"), `kind` (that measure's word: diameter or circumference), `before` and
   * `after` (words naming the size's system), `named` (a word for "ring size" that names a
   * numbering itself: Brazil's "aro"), `target` (what it is asked in).
   */
  readonly questions: readonly RegExp[];
  /** Words that name a system, tested against the whole of `before`, `after`, `named`, `target`. */
  readonly systems: readonly (readonly [RegExp, RingSystemName])[];
  /** Words that name a measure to answer in. */
  readonly measures: readonly (readonly [RegExp, RingMeasure])[];
  /** Words a `kind` may say: the inner diameter or the inner circumference. */
  readonly kinds: readonly (readonly [RegExp, "diameter-mm" | "circumference-mm"])[];
  /** What a `target` says around its system that names nothing: "size", "talla de". */
  readonly filler: RegExp;
  /** Each system's name: "US & Canada". */
  readonly labels: Readonly<Record<RingSizeSystem, string>>;
  /** How each system counts, in a clause. */
  readonly rules: Readonly<Record<RingSizeSystem, string>>;
  /** A system and its rule: "{system}: {rule}". */
  readonly ruleOf: string;
  /** Between two systems' rules: "; " (French spaces it). */
  readonly rulesJoin: string;
  /** How a size was read: "{system} ring size {size}". */
  readonly reading: string;
  /** How a measure was read: "a ring {size} mm across the inside". */
  readonly measureReading: Readonly<Record<"diameter-mm" | "circumference-mm", string>>;
  /** A size its system does not have: "{size} is not a ring size in {system}." */
  readonly notSize: string;
  /** Below a system's smallest size, said as `ruleOf`'s rule: "smaller than the smallest size". */
  readonly smaller: string;
  /** The inner measures: "{across} mm across, {around} mm around the inside". */
  readonly inner: string;
  /** The inner diameter in inches: "{size} in across". */
  readonly inches: string;
  /** A size without a system: "A size without a system is read as US." */
  readonly assumed: string;
  /**
   * From which number a size without a system is read as ISO 8653 instead, and the sentence
   * that says so. No other system counts to 40, so "54" can only be millimetres around; English
   * has never read it so.
   */
  readonly isoFrom?: { readonly size: number; readonly assumed: string };
  /** A measure without its word: "Up to 30 mm is read as the inner diameter, more as…". */
  readonly measureAssumed: string;
  /** "Each result is the nearest size a ring is sold in." */
  readonly nearest: string;
  /** The marks the answer's numbers are written with. */
  readonly marks: NumberMarks;
}

/**
 * A ring size as typed, for a language's question patterns: a UK letter ("N", "n 1/2", "Z+2") or
 * a number with a decimal mark or a fraction ("7", "7,5", "7 1/4", "½").
 */
export const RING_SIZE_TEXT = String.raw`[a-z](?:\s*(?:½|1\/2|\+\s*\d{1,2}))?|\d+(?:[.,]\d+)?(?:\s*(?:¼|½|¾|[13]\/4|1\/2))?|¼|½|¾`;

/** The systems a question is answered in when it names none. */
const SIZES: readonly RingSizeSystem[] = ["us", "uk", "iso", "ch", "jp"];

/** An inner measure of up to this many mm is a diameter: no ring is 30 mm around or 30 across. */
const DIAMETER_UP_TO_MM = 30;

const tidy = (text: string | undefined) => (text ?? "").trim().replace(/\s+/g, " ");

function systemOf(words: RingSizeQuestionWords, text: string | undefined) {
  const t = tidy(text);
  return words.systems.find(([pattern]) => pattern.test(t))?.[1];
}

function targetOf(words: RingSizeQuestionWords, text: string) {
  const t = tidy(text.replace(words.filler, " "));
  return systemOf(words, t) ?? words.measures.find(([pattern]) => pattern.test(t))?.[1];
}

const isSystem = (target: RingSystemName | RingMeasure | undefined): target is RingSystemName =>
  typeof target === "object";

/** A size in a system as the language writes it: "ISO 8653 (Europa) 54,5", "aro 16". */
function sizedIn(words: RingSizeQuestionWords, name: RingSystemName, size: string): string {
  const shown = withMarks(size, words.marks);
  return name.sized ? filled(name.sized, { size: shown }) : `${words.labels[name.system]} ${shown}`;
}

/** The inner measures of a ring, as a jeweller gives them: "17.3 mm across, 54.2 mm around". */
function inner(words: RingSizeQuestionWords, mm: number): string {
  return withMarks(
    filled(words.inner, {
      across: nearestSize("diameter-mm", mm) ?? "",
      around: nearestSize("circumference-mm", mm) ?? "",
    }),
    words.marks,
  );
}

function shownIn(words: RingSizeQuestionWords, name: RingSystemName, mm: number): string {
  const size = nearestSize(name.system, mm);
  if (size === undefined) {
    return filled(words.ruleOf, { system: words.labels[name.system], rule: words.smaller });
  }
  return sizedIn(words, name, size);
}

/** A size as typed, as the systems write it: "N½" for "n 1/2", "7¼" for "7 1/4". */
function sizeWritten(size: string): string {
  return (/^[a-z]/.test(size) ? size.toUpperCase() : size)
    .replace(/\s+/g, "")
    .replace("1/4", "¼")
    .replace("1/2", "½")
    .replace("3/4", "¾");
}

/** The answer to a ring size question in `words`' language, or undefined when the text is none. */
export function readRingSizeQuestion(
  text: string,
  words: RingSizeQuestionWords,
): ToolReading | undefined {
  const t = folded(text);
  // A form may take what another reads better: "qual aro tem 17 mm" is not size "17" of "tem".
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
  words: RingSizeQuestionWords,
): ToolReading | undefined {
  const { before, size = "", after, named: namedWord, target, measure, kind } = groups;
  const named = systemOf(words, before) ?? systemOf(words, after) ?? systemOf(words, namedWord);
  if ((before?.trim() && !systemOf(words, before)) || (after && !systemOf(words, after))) {
    return undefined;
  }
  if (namedWord !== undefined && !systemOf(words, namedWord)) return undefined;
  if (measure !== undefined) return measured(words, measure, kind, target, named);
  const letter = /^[a-z]/.test(size);
  // A letter is a UK & Australian size whatever else is said; a number without a system is a US
  // one, or an ISO one from `isoFrom` on.
  const iso = words.isoFrom && !letter && Number(size.replace(",", ".")) >= words.isoFrom.size;
  const from: RingSystemName = letter
    ? { system: "uk" }
    : (named ?? { system: iso ? "iso" : "us" });
  if (letter && named !== undefined && named.system !== "uk") return undefined;
  const to = target === undefined ? undefined : targetOf(words, target);
  if (target !== undefined && to === undefined) return undefined;
  const sizeText = sizeWritten(size);
  const mm = circumferenceOf(from.system, sizeText);
  const reading = from.sized
    ? filled(from.sized, { size: withMarks(sizeText, words.marks) })
    : filled(words.reading, {
        system: words.labels[from.system],
        size: withMarks(sizeText, words.marks),
      });
  if (mm === undefined) {
    return {
      reading,
      problem: filled(words.notSize, {
        size: withMarks(sizeText, words.marks),
        system: from.label ?? words.labels[from.system],
      }),
    };
  }
  const assumed =
    named !== undefined || letter ? [] : [iso ? (words.isoFrom?.assumed ?? "") : words.assumed];
  const rules = [from, ...(isSystem(to) && to.system !== from.system ? [to] : [])];
  return {
    reading,
    display: `${reading} = ${answerIn(words, to, from.system, mm)}`,
    basis: basisOf(words, assumed, rules),
  };
}

/** The answer in a target, or in every other system and the inner measures. */
function answerIn(
  words: RingSizeQuestionWords,
  to: RingSystemName | RingMeasure | undefined,
  from: RingSystem,
  mm: number,
): string {
  if (to === undefined) {
    return [
      ...SIZES.filter((s) => s !== from).map((s) => shownIn(words, { system: s }, mm)),
      inner(words, mm),
    ].join(" · ");
  }
  if (isSystem(to)) return shownIn(words, to, mm);
  switch (to) {
    case "mm":
      return inner(words, mm);
    case "diameter-in":
      return withMarks(filled(words.inches, { size: nearestSize(to, mm) ?? "" }), words.marks);
    default:
      return `${withMarks(nearestSize(to, mm) ?? "", words.marks)} mm`;
  }
}

/** What was assumed, each system's rule and what the result is: the answer's basis. */
function basisOf(
  words: RingSizeQuestionWords,
  assumed: readonly string[],
  systems: readonly RingSystemName[],
): string {
  const rules = systems
    .map((s) =>
      filled(words.ruleOf, { system: words.labels[s.system], rule: words.rules[s.system] }),
    )
    .join(words.rulesJoin);
  const notes = systems.flatMap((s) => (s.note ? [s.note] : []));
  return [...assumed, ...notes, `${rules}.`, words.nearest].join(" ");
}

/** "Which ring size is 17 mm": a measure read as a size in a target, or in every system. */
function measured(
  words: RingSizeQuestionWords,
  measure: string,
  kind: string | undefined,
  target: string | undefined,
  named: RingSystemName | undefined,
): ToolReading | undefined {
  const to = target === undefined ? named : targetOf(words, target);
  if ((target !== undefined || named !== undefined) && !isSystem(to)) return undefined;
  const value = Number(measure.replace(",", "."));
  const saidKind =
    kind === undefined ? undefined : words.kinds.find(([pattern]) => pattern.test(tidy(kind)))?.[1];
  if (kind !== undefined && saidKind === undefined) return undefined;
  const as = saidKind ?? (value <= DIAMETER_UP_TO_MM ? "diameter-mm" : "circumference-mm");
  const reading = filled(words.measureReading[as], { size: withMarks(measure, words.marks) });
  // A measure no ring has (none is over 81 mm around) is no question about rings.
  const mm = circumferenceOf(as, measure.replace(",", "."));
  if (mm === undefined) return undefined;
  return {
    reading,
    display: `${reading} = ${
      isSystem(to)
        ? shownIn(words, to, mm)
        : [...SIZES.map((s) => shownIn(words, { system: s }, mm)), inner(words, mm)].join(" · ")
    }`,
    basis: basisOf(
      words,
      saidKind === undefined ? [words.measureAssumed] : [],
      isSystem(to) ? [to] : SIZES.map((system) => ({ system })),
    ),
  };
}
