import { formatRfc2822, TIME_UNITS, type TimeUnit } from "./unix-time.ts";
import { problemInEnglish } from "./unix-time-problems.ts";
import type { UnixTimeQuestionWords } from "./unix-time-question.ts";

/**
 * Unix time questions' English words (engine/unix-time-question.ts): what the box and the API
 * read and answer in English. A module apart, so that another language's words
 * (site/i18n/tool-questions/<lang>/unix-time.ts) load without them.
 */
export const UNIX_TIME_QUESTION_ENGLISH: UnixTimeQuestionWords = {
  name: String.raw`(?:unix|posix|epoch)(?:\s+(?:time|timestamp|seconds))?|timestamp`,
  units: {
    s: "s|secs?|seconds?",
    ms: "ms|msec|millis|milliseconds?",
    us: "us|µs|μs|micros|microseconds?",
  },
  shown: String.raw`date|utc|gmt|iso(?:\s*8601)?|rfc\s*2822|date\s*time|datetime|human(?:\s+date)?|readable(?:\s+date)?`,
  to: "to|in|as|into",
  of: "of|for",
  convert: "convert",
  verbBefore: "",
  verbAfter: "",
  decimal: ".",
  unixTime: "Unix time",
  unitName: (unit: TimeUnit) => TIME_UNITS.find((u) => u.id === unit)?.label ?? unit,
  written: (micros) => formatRfc2822(micros),
  posix:
    "Unix time counts the seconds since 1970-01-01T00:00:00Z, every day 86,400 of them: leap seconds are not counted (POSIX).",
  guessed: (digits, unit) => `${digits} digit${digits === 1 ? " is" : "s are"} read as ${unit}.`,
  utcAssumed: "A time without a zone is read as UTC.",
  problem: problemInEnglish,
  asIso: (text) => text,
};
