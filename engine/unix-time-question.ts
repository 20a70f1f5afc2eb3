import type { ToolReading } from "./tool-reading.ts";
import {
  formatIso,
  formatRfc2822,
  instantOfReading,
  inUnit,
  parseDateTime,
  parseTimestamp,
  TIME_UNITS,
  type TimeUnit,
} from "./unix-time.ts";
import { problemInEnglish } from "./unix-time-problems.ts";

/**
 * Unix time asked in words (issue 24): "1700000000 unix time to date", "unix timestamp
 * 1700000000000", "2026-01-01T00:00Z to unix time", "unix time of 2026-07-01 15:00 +02:00". The
 * rules are engine/unix-time.ts's; a question says "unix", "epoch" or "timestamp", or asks a number
 * "to date", so "5 s" stays a time.
 */

const UNIT_WORDS: readonly (readonly [RegExp, TimeUnit])[] = [
  [/^(s|sec|secs|seconds?)$/, "s"],
  [/^(ms|msec|millis|milliseconds?)$/, "ms"],
  [/^(us|µs|μs|micros|microseconds?)$/, "us"],
];

const NAME = String.raw`(?:unix|posix|epoch)(?:\s+(?:time|timestamp|seconds))?|timestamp`;
const UNIT = String.raw`(?:s|secs?|seconds?|ms|msecs?|millis|milliseconds?|us|µs|μs|micros|microseconds?)\b`;
const SHOWN = String.raw`date|utc|gmt|iso(?:\s*8601)?|rfc\s*2822|date\s*time|datetime|human(?:\s+date)?|readable(?:\s+date)?`;

const TO_DATE = new RegExp(
  String.raw`^(?:(?:convert\s+)?(?<pre>${NAME})\s+)?(?<number>[+-]?\d[\d_,]*(?:\.\d+)?)(?:\s*(?<unit>${UNIT}))?(?:\s+(?<post>${NAME}))?(?:\s+(?:to|in|as|into)\s+(?<shown>${SHOWN}))?\s*\??$`,
  "i",
);
const TO_UNIX = new RegExp(
  String.raw`^(?:(?:${NAME})\s+(?:of|for)\s+(?<a>.+?)|(?<b>.+?)\s+(?:to|in|as|into)\s+(?:${NAME}))\s*\??$`,
  "i",
);

const POSIX =
  "Unix time counts the seconds since 1970-01-01T00:00:00Z, every day 86,400 of them: leap seconds are not counted (POSIX).";

function unitOf(word: string | undefined): TimeUnit | "auto" | undefined {
  if (word === undefined) return "auto";
  return UNIT_WORDS.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1];
}

const labelOf = (unit: TimeUnit) => TIME_UNITS.find((u) => u.id === unit)?.label ?? unit;

function toDate(number: string, unitWord: string | undefined): ToolReading | undefined {
  const unit = unitOf(unitWord);
  if (unit === undefined) return undefined;
  const parsed = parseTimestamp(number, unit);
  const reading = `Unix time ${number.trim()}`;
  if ("problem" in parsed) return { reading, problem: problemInEnglish(parsed.problem) };
  const digits = number.replace(/^[+-]/, "").split(".")[0]?.replace(/[_,]/g, "").length ?? 0;
  const digitsAre = `${digits} digit${digits === 1 ? " is" : "s are"}`;
  const guessed = parsed.guessed ? ` ${digitsAre} read as ${labelOf(parsed.unit)}.` : "";
  return {
    reading: `${reading} (${labelOf(parsed.unit)})`,
    display: `Unix time ${inUnit(parsed.micros, parsed.unit)} ${parsed.unit === "us" ? "µs" : parsed.unit} = ${formatIso(parsed.micros)} (${formatRfc2822(parsed.micros)})`,
    basis: `${POSIX}${guessed}`,
  };
}

function toUnix(text: string): ToolReading | undefined {
  // "2026-07-01 15:00 +02:00" and "… UTC" as ISO 8601 writes them.
  const iso = text
    .trim()
    .replace(/(\d)\s+([+-]\d{2}(?::?\d{2})?)$/, "$1$2")
    .replace(/(\d)\s*(?:utc|gmt)$/i, "$1Z");
  const written = parseDateTime(iso);
  if ("problem" in written) {
    // A date that is none ("2026-02-30") is said so; any other text is no question of ours.
    return /^\d{4}-?\d{2}/.test(iso)
      ? { reading: text.trim(), problem: problemInEnglish(written.problem) }
      : undefined;
  }
  // The box has no zone of its own (the server answers it too): a time without one is UTC.
  const micros = instantOfReading(written, () => 0);
  const reading = text.trim();
  if (typeof micros !== "bigint") return { reading, problem: problemInEnglish(micros.problem) };
  const local = written.offsetSeconds === undefined ? " A time without a zone is read as UTC." : "";
  return {
    reading,
    display: `${formatIso(micros)} = Unix time ${inUnit(micros, "s")} s (${inUnit(micros, "ms")} ms)`,
    basis: `${POSIX}${local}`,
  };
}

/** The answer to a question about Unix time, or undefined when the text is none. */
export function readUnixTimeQuestion(text: string): ToolReading | undefined {
  const t = text.trim().replace(/\s+/g, " ");
  const asked = TO_DATE.exec(t)?.groups;
  if (asked && (asked.pre || asked.post || asked.shown)) {
    return toDate(asked.number ?? "", asked.unit);
  }
  const back = TO_UNIX.exec(t)?.groups;
  const written = back?.a ?? back?.b;
  return written === undefined ? undefined : toUnix(written);
}
