import { validDate } from "./date-calc.ts";
import { formatWall } from "./time-zone-english.ts";
import type { TimeZoneQuestionWords } from "./time-zone-question.ts";

/**
 * The time zone question in English (issue 24): "3 pm EST to CET", "2026-07-01 15:00 New York to
 * Paris", "what time is noon Tokyo in London on 2026-03-29". Dates are ISO; the answer's dates
 * are engine/time-zone-english.ts's, as the English page writes them.
 */

const TIME = String.raw`\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midnight`;
const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const ZONE = String.raw`[\p{L}][\p{L}\p{N} ,.'’_/+-]{0,60}?`;
const QUESTION = new RegExp(
  String.raw`^(?:what time is\s+|convert\s+)?(?:(?<date1>${DATE})(?:T|\s+))?(?<time>${TIME})(?:\s+(?:on\s+)?(?<date2>${DATE}))?\s+(?:in\s+)?(?<from>${ZONE})\s+(?:to|in|into|as)\s+(?<to>${ZONE})(?:\s+(?:on\s+)?(?<date3>${DATE}))?(?:\s+time)?\s*\??$`,
  "iu",
);

/** "3 pm", "3:30 p.m.", "15:00", "noon", "midnight". */
function clockOf(text: string): { readonly hour: number; readonly minute: number } | undefined {
  const t = text.toLowerCase().replace(/\./g, "").replace(/\s+/g, "");
  if (t === "noon") return { hour: 12, minute: 0 };
  if (t === "midnight") return { hour: 0, minute: 0 };
  const match = /^(\d{1,2})(?::(\d{2}))?(am|pm)?$/.exec(t);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (minute > 59) return undefined;
  if (match[3] === undefined) return hour <= 23 ? { hour, minute } : undefined;
  if (hour < 1 || hour > 12) return undefined;
  return { hour: (hour % 12) + (match[3] === "pm" ? 12 : 0), minute };
}

export const TIME_ZONE_QUESTION_ENGLISH: TimeZoneQuestionWords = {
  tag: "en",
  forms: [QUESTION],
  clock: clockOf,
  // A date written 2026-07-01, when the calendar has it (engine/date-calc.ts).
  date: (text) => {
    const [year, month, day] = text.split("-").map(Number) as [number, number, number];
    return validDate(year, month, day);
  },
  places: {},
  reading: (time, from, to) => `${time} in ${from}, in ${to}`,
  at: (wall, place) => `${formatWall(wall)} in ${place.full}`,
  choose: (name, options) => `“${name}” may mean: ${options.join("; ")}. Write the zone or a city.`,
  noDate: (text) => `There is no such date: ${text}.`,
  gap: (wall, zone, read) =>
    `${formatWall(wall)} does not exist in ${zone}: the clocks go forward then, so it is read as ${formatWall(read)}.`,
  overlap: (wall, zone) =>
    `${formatWall(wall)} happens twice in ${zone}, as the clocks go back: this is the first.`,
  assumed: (day) => `No date given: ${formatWall(day).split(",")[0]} is assumed.`,
  source:
    "Offsets on that date from the tz database (IANA) the runtime carries, daylight saving time included.",
};
