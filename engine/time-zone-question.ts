import { validDate } from "./date-calc.ts";
import { formatOffset, instantOf, isoWall, type WallTime, zonedTime } from "./time-zone.ts";
import { formatWall } from "./time-zone-english.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * A time in one zone asked in another (issue 24): "3 pm EST to CET", "2026-07-01 15:00 New York
 * to Paris", "noon Tokyo in London on 2026-03-29". Zones come from the caller's `find` (a zone
 * id, a city, an abbreviation; one that means several zones is asked about); offsets from the tz
 * database the runtime carries (engine/time-zone.ts). Without a date, the day is `today`.
 */

/** What a name found: one zone, several to choose from, or none. */
export type ZoneFound =
  | { readonly kind: "zone"; readonly zone: string }
  | {
      readonly kind: "choose";
      readonly candidates: readonly { readonly zone: string; readonly where: string }[];
    }
  | { readonly kind: "none" };

const TIME = String.raw`\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midnight`;
const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const ZONE = String.raw`[\p{L}][\p{L}\p{N} ,.'’_/+-]{0,60}?`;
const QUESTION = new RegExp(
  String.raw`^(?:what time is\s+|convert\s+)?(?:(?<date1>${DATE})(?:T|\s+))?(?<time>${TIME})(?:\s+(?:on\s+)?(?<date2>${DATE}))?\s+(?:in\s+)?(?<from>${ZONE})\s+(?:to|in|into|as)\s+(?<to>${ZONE})(?:\s+(?:on\s+)?(?<date3>${DATE}))?(?:\s+time)?\s*\??$`,
  "iu",
);

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

/** A date written 2026-07-01, when the calendar has it (engine/date-calc.ts). */
function dateOf(text: string): Pick<WallTime, "year" | "month" | "day"> | undefined {
  const [year, month, day] = text.split("-").map(Number) as [number, number, number];
  return validDate(year, month, day);
}

/** "New York (America/New_York, UTC−4)", "UTC", "Asia/Tokyo (UTC+9)". */
function named(typed: string, zone: string, offset: number): string {
  const more = [zone, formatOffset(offset)].filter((part) => part !== typed);
  return more.length === 0 ? typed : `${typed} (${more.join(", ")})`;
}

/** The answer to a question about a time in two zones, or undefined when the text is none. */
export function readTimeZoneQuestion(
  text: string,
  find: (name: string) => ZoneFound,
  today: Pick<WallTime, "year" | "month" | "day">,
): ToolReading | undefined {
  const groups = QUESTION.exec(text.trim().replace(/\s+/g, " "))?.groups;
  if (!groups) return undefined;
  const clock = clockOf(groups.time ?? "");
  if (!clock) return undefined;
  const fromName = (groups.from ?? "").trim();
  const toName = (groups.to ?? "").trim();
  const from = find(fromName);
  const to = find(toName);
  // A question of ours names two places or zones; anything else is left to the units.
  if (from.kind === "none" || to.kind === "none") return undefined;
  const reading = `${groups.time} in ${fromName}, in ${toName}`;
  for (const [name, found] of [
    [fromName, from],
    [toName, to],
  ] as const) {
    if (found.kind === "choose") {
      const options = found.candidates.map((c) => `${c.where} (${c.zone})`).join("; ");
      return { reading, problem: `“${name}” may mean: ${options}. Write the zone or a city.` };
    }
  }
  if (from.kind !== "zone" || to.kind !== "zone") return undefined;
  const dateText = groups.date1 ?? groups.date2 ?? groups.date3;
  const day = dateText === undefined ? today : dateOf(dateText);
  if (!day) return { reading, problem: `There is no such date: ${dateText}.` };
  const wall: WallTime = { ...day, ...clock };
  const found = instantOf(from.zone, wall);
  const instant = found.kind === "overlap" ? found.earlier : found.instant;
  const there = zonedTime(to.zone, instant);
  const here = zonedTime(from.zone, instant);
  const notes = [
    found.kind === "gap"
      ? `${formatWall(wall)} does not exist in ${from.zone}: the clocks go forward then, so it is read as ${formatWall(here)}.`
      : "",
    found.kind === "overlap"
      ? `${formatWall(wall)} happens twice in ${from.zone}, as the clocks go back: this is the first.`
      : "",
    dateText === undefined ? `No date given: ${formatWall(wall).split(",")[0]} is assumed.` : "",
  ].filter(Boolean);
  return {
    reading,
    display: `${formatWall(here)} in ${named(fromName, from.zone, here.offset)} = ${formatWall(there)} in ${named(toName, to.zone, there.offset)}`,
    basis: [
      ...notes,
      "Offsets on that date from the tz database (IANA) the runtime carries, daylight saving time included.",
    ].join(" "),
    params: { t: isoWall(wall), from: from.zone, to: to.zone },
  };
}
