import type { NumberMarks } from "./number-marks.ts";
import type { ToolReading } from "./tool-reading.ts";
import {
  formatIso,
  instantOfReading,
  inUnit,
  parseDateTime,
  parseTimestamp,
  type TimeProblem,
  type TimeUnit,
} from "./unix-time.ts";

/**
 * Unix time asked in words (issue 24): "1700000000 unix time to date", "unix timestamp
 * 1700000000000", "2026-07-01T00:00Z to unix time", "unix time of 2026-07-01 15:00 +02:00". The
 * rules are engine/unix-time.ts's; a question says "unix", "epoch" or "timestamp", or asks a number
 * "to date", so "5 s" stays a time. The words are a language's (issue 25): English's are
 * engine/unix-time-question-english.ts, the others' site/i18n/tool-questions/<lang>/unix-time.ts.
 */

/**
 * A language's words for Unix time questions. The patterns are regular-expression sources matched
 * without case against the question with its accents taken off ("dias", "epoca"), so they are
 * written without accents.
 */
export interface UnixTimeQuestionWords {
  /** Names of Unix time: "unix time", "epoch", "timestamp". */
  readonly name: string;
  /** The words of each unit a number may be written in: "s|secs?|seconds?". */
  readonly units: Readonly<Record<TimeUnit, string>>;
  /** What a number may be asked as: "date", "utc", "iso 8601". */
  readonly shown: string;
  /** The words between a number and what it is asked as, or a date and a name: "to", "in". */
  readonly to: string;
  /** The words between a name and a date: "of", "for". */
  readonly of: string;
  /** What may open a question that names Unix time before its number: "convert". */
  readonly convert: string;
  /** A verb that may open any question, named or not: "convertir" (empty: none, as in English). */
  readonly verbBefore: string;
  /** A verb that may close a question, as German puts it: "umrechnen" (empty: none). */
  readonly verbAfter: string;
  /** The decimal mark a number is written with here; timestamps are not grouped, as programs write them. */
  readonly decimal: NumberMarks["decimal"];
  /** "Unix time", as the reading and the answer name it. */
  readonly unixTime: string;
  /** A unit as the reading names it: "seconds". */
  readonly unitName: (unit: TimeUnit) => string;
  /** The instant as people of the language read it, beside ISO 8601 (RFC 2822 in English). */
  readonly written: (micros: bigint) => string;
  /** What Unix time counts: the basis of every answer. */
  readonly posix: string;
  /** That the unit was guessed from the number of digits: "13 digits are read as milliseconds." */
  readonly guessed: (digits: number, unit: string) => string;
  /** That a time written without a zone is read as UTC. */
  readonly utcAssumed: string;
  /** A problem of engine/unix-time.ts in the language. */
  readonly problem: (why: TimeProblem) => string;
  /**
   * A date and time as the language writes it, in ISO 8601 as engine/unix-time.ts reads it:
   * "1.7.2026 um 15:00" → "2026-07-01 15:00" (English: the text as it is).
   */
  readonly asIso: (text: string) => string;
}

/**
 * A text as its patterns are matched (without case): accents off ("Época" → "Epoca"), letter by
 * letter, so that it keeps its length and a group matched in it is the same stretch of the text as
 * typed ("às 15:00" stays as written in the reading).
 */
function folded(text: string): string {
  return Array.from(text, (c) => {
    const plain = c.normalize("NFD").replace(/\p{M}/gu, "");
    return plain.length === c.length ? plain : c;
  }).join("");
}

const optional = (verb: string, space: "before" | "after") =>
  verb === ""
    ? ""
    : space === "before"
      ? String.raw`(?:(?:${verb})\s+)?`
      : String.raw`(?:\s+(?:${verb}))?`;

interface Patterns {
  readonly toDate: RegExp;
  readonly toUnix: RegExp;
  readonly unitWords: readonly (readonly [RegExp, TimeUnit])[];
}

const built = new WeakMap<UnixTimeQuestionWords, Patterns>();

function patternsOf(words: UnixTimeQuestionWords): Patterns {
  const known = built.get(words);
  if (known) return known;
  const { name, shown, to, of, units } = words;
  const unit = String.raw`(?:${[units.s, units.ms, units.us].join("|")})\b`;
  const after = optional(words.verbAfter, "after");
  const patterns: Patterns = {
    toDate: new RegExp(
      String.raw`^${optional(words.verbBefore, "before")}(?:${optional(words.convert, "before")}(?<pre>${name})\s+)?(?<number>[+-]?\d[\d_,]*(?:\.\d+)?)(?:\s*(?<unit>${unit}))?(?:\s+(?<post>${name}))?(?:\s+(?:${to})\s+(?<shown>${shown}))?${after}\s*\??$`,
      "i",
    ),
    toUnix: new RegExp(
      String.raw`^(?:(?:${name})\s+(?:${of})\s+(?<a>.+?)|${optional(words.verbBefore, "before")}(?<b>.+?)\s+(?:${to})\s+(?:${name}))${after}\s*\??$`,
      "di",
    ),
    unitWords: (["s", "ms", "us"] as const).map((u) => [new RegExp(`^(?:${units[u]})$`), u]),
  };
  built.set(words, patterns);
  return patterns;
}

/** A sentence with its first letter a capital: "Tiempo Unix 1700000000 s = …". */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function unitOf(word: string | undefined, patterns: Patterns): TimeUnit | "auto" | undefined {
  if (word === undefined) return "auto";
  return patterns.unitWords.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1];
}

/** A number as typed, with a decimal comma where the language writes one ("1700000000,5"). */
function typedNumber(number: string, decimal: NumberMarks["decimal"]): string {
  const comma = decimal === "," && !number.includes(".") && number.split(",").length === 2;
  return comma ? number.replace(",", ".") : number;
}

function toDate(
  number: string,
  unitWord: string | undefined,
  words: UnixTimeQuestionWords,
): ToolReading | undefined {
  const unit = unitOf(unitWord, patternsOf(words));
  if (unit === undefined) return undefined;
  const typed = typedNumber(number, words.decimal);
  const parsed = parseTimestamp(typed, unit);
  const reading = capital(`${words.unixTime} ${number.trim()}`);
  if ("problem" in parsed) return { reading, problem: words.problem(parsed.problem) };
  const digits = typed.replace(/^[+-]/, "").split(".")[0]?.replace(/[_,]/g, "").length ?? 0;
  const name = words.unitName(parsed.unit);
  const guessed = parsed.guessed ? ` ${words.guessed(digits, name)}` : "";
  const stamp = inUnit(parsed.micros, parsed.unit).replace(".", words.decimal);
  return {
    reading: `${reading} (${name})`,
    display: `${capital(words.unixTime)} ${stamp} ${parsed.unit === "us" ? "µs" : parsed.unit} = ${formatIso(parsed.micros)} (${words.written(parsed.micros)})`,
    basis: `${words.posix}${guessed}`,
  };
}

/** A date and time asked in Unix time: as typed, and with its accents off (`plain`). */
function toUnix(
  text: string,
  plain: string,
  words: UnixTimeQuestionWords,
): ToolReading | undefined {
  // "2026-07-01 15:00 +02:00" and "… UTC" as ISO 8601 writes them.
  const iso = words
    .asIso(plain.trim())
    .replace(/(\d)\s+([+-]\d{2}(?::?\d{2})?)$/, "$1$2")
    .replace(/(\d)\s*(?:utc|gmt)$/i, "$1Z");
  const written = parseDateTime(iso);
  if ("problem" in written) {
    // A date that is none ("2026-02-30") is said so; any other text is no question of ours.
    return /^\d{4}-?\d{2}/.test(iso)
      ? { reading: text.trim(), problem: words.problem(written.problem) }
      : undefined;
  }
  // The box has no zone of its own (the server answers it too): a time without one is UTC.
  const micros = instantOfReading(written, () => 0);
  const reading = text.trim();
  if (typeof micros !== "bigint") return { reading, problem: words.problem(micros.problem) };
  const local = written.offsetSeconds === undefined ? ` ${words.utcAssumed}` : "";
  return {
    reading,
    display: `${formatIso(micros)} = ${words.unixTime} ${inUnit(micros, "s")} s (${inUnit(micros, "ms")} ms)`,
    basis: `${words.posix}${local}`,
  };
}

/**
 * The answer to a question about Unix time in a language's words, or undefined when the text is
 * none.
 */
export function readUnixTimeQuestion(
  text: string,
  words: UnixTimeQuestionWords,
): ToolReading | undefined {
  // "¿…?" as Spanish opens a question; accents off so that "epoca" is "época".
  const typed = text
    .trim()
    .replace(/^[¿¡]\s*/, "")
    .replace(/\s+/g, " ");
  const t = folded(typed);
  const { toDate: TO_DATE, toUnix: TO_UNIX } = patternsOf(words);
  const asked = TO_DATE.exec(t)?.groups;
  if (asked && (asked.pre || asked.post || asked.shown)) {
    return toDate(asked.number ?? "", asked.unit, words);
  }
  const back = TO_UNIX.exec(t)?.indices?.groups;
  const span = back?.a ?? back?.b;
  return span === undefined
    ? undefined
    : toUnix(typed.slice(span[0], span[1]), t.slice(span[0], span[1]), words);
}
