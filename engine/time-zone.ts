/**
 * Time in IANA time zones, through `Intl.DateTimeFormat` alone: the tz database the runtime
 * carries (Node's ICU on the server, the browser's own in the page) is the only source of offsets
 * and their changes; there is no zone data here (docs/decisions/034-time-zones.md).
 */

/** A reading of a clock: calendar date and time of day, to the minute. */
export interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/** What a zone's clock reads at an instant, and its offset from UTC then, in minutes. */
export interface ZonedTime extends WallTime {
  readonly offset: number;
}

/**
 * The instant a wall time in a zone stands for. Most wall times are one instant; one that the
 * clocks skip when they go forward does not exist (`gap`: the instant is the wall time read with
 * the offset before the change, which the clocks show moved forward by the gap); one they show
 * twice when they go back is two instants (`overlap`: the earlier and the later).
 */
export type Reading =
  | { readonly kind: "exact"; readonly instant: number }
  | { readonly kind: "gap"; readonly instant: number; readonly gapMinutes: number }
  | { readonly kind: "overlap"; readonly earlier: number; readonly later: number };

/** A change of a zone's offset: the first instant of the new offset, and the two offsets. */
export interface Transition {
  readonly instant: number;
  readonly before: number;
  readonly after: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      era: "short",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

let supported: readonly string[] | undefined;
function supportedZones(): readonly string[] {
  supported ??= Intl.supportedValuesOf("timeZone");
  return supported;
}

/**
 * The zone a text names, spelled as the runtime lists it (`europe/paris` → `Europe/Paris`), or
 * undefined when the runtime knows no such zone. A name the runtime accepts but lists under an
 * older spelling (`Asia/Kolkata`, listed as `Asia/Calcutta`) is kept as written when written in
 * the database's own case. A name without a slash is no zone but `UTC`.
 */
export function zoneId(text: string): string | undefined {
  const name = text.trim();
  if (name === "" || name.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(name)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  const lower = name.toLowerCase();
  const listed = supportedZones().find((z) => z.toLowerCase() === lower);
  if (listed) return listed;
  // ICU also takes old three-letter ids (`IST` is India, `BST` Bangladesh): abbreviations are
  // asked about (engine/time-zone-abbreviations.ts), never read as one zone.
  if (!name.includes("/")) return lower === "utc" ? "UTC" : undefined;
  if (/^[A-Z][A-Za-z]*\/[A-Z]/.test(name)) return name;
  return resolved;
}

/** The wall time and offset of a zone at an instant (milliseconds since 1970 UTC). */
export function zonedTime(zone: string, instant: number): ZonedTime {
  const at = Math.floor(instant / 1000) * 1000;
  const parts: Record<string, string> = {};
  for (const part of formatterOf(zone).formatToParts(at)) parts[part.type] = part.value;
  const era = parts.era === "BC" || parts.era === "B" ? -1 : 1;
  const year = era === 1 ? Number(parts.year) : 1 - Number(parts.year);
  const wall = {
    year,
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
  const asUtc = utcOf(wall) + Number(parts.second) * 1000;
  return { ...wall, offset: Math.round((asUtc - at) / MINUTE) };
}

/** A zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetAt(zone: string, instant: number): number {
  return zonedTime(zone, instant).offset;
}

/** The instant a wall time stands for in UTC. */
function utcOf(wall: WallTime): number {
  const date = new Date(Date.UTC(2000, wall.month - 1, wall.day, wall.hour, wall.minute));
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return date.getTime();
}

const sameWall = (a: WallTime, b: WallTime) =>
  a.year === b.year &&
  a.month === b.month &&
  a.day === b.day &&
  a.hour === b.hour &&
  a.minute === b.minute;

/**
 * The instant (or instants) a wall time in a zone stands for. The offsets tried are those of the
 * zone a day either side: no zone changes its offset twice within two days.
 */
export function instantOf(zone: string, wall: WallTime): Reading {
  const local = utcOf(wall);
  const offsets = [...new Set([-DAY, 0, DAY].map((d) => offsetAt(zone, local + d)))];
  const valid = offsets
    .map((offset) => local - offset * MINUTE)
    .filter((instant) => sameWall(zonedTime(zone, instant), wall))
    .sort((a, b) => a - b);
  const [first, second] = valid;
  if (first !== undefined && second !== undefined && first !== second) {
    return { kind: "overlap", earlier: first, later: second };
  }
  if (first !== undefined) return { kind: "exact", instant: first };
  const before = offsetAt(zone, local - DAY);
  const after = offsetAt(zone, local + DAY);
  return { kind: "gap", instant: local - before * MINUTE, gapMinutes: after - before };
}

/**
 * Every change of a zone's offset in a calendar year (from 1 January 00:00 UTC to the next), in
 * order: found by comparing offsets a day apart, then halving the interval down to the minute.
 */
export function transitionsIn(zone: string, year: number): Transition[] {
  const start = utcOf({ year, month: 1, day: 1, hour: 0, minute: 0 });
  const end = utcOf({ year: year + 1, month: 1, day: 1, hour: 0, minute: 0 });
  const found: Transition[] = [];
  let previous = offsetAt(zone, start);
  for (let t = start; t < end; t += DAY) {
    const next = Math.min(t + DAY, end);
    const offset = offsetAt(zone, next);
    if (offset === previous) continue;
    // The last minute of the old offset is `low`, the first of the new `high`.
    let low = Math.floor(t / MINUTE);
    let high = Math.floor(next / MINUTE);
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (offsetAt(zone, middle * MINUTE) === previous) low = middle;
      else high = middle;
    }
    found.push({ instant: high * MINUTE, before: previous, after: offset });
    previous = offset;
  }
  return found;
}

/** What the clocks read when a change began: its instant read with the offset before it. */
export function clocksAtChange(transition: Transition): WallTime {
  const date = new Date(transition.instant + transition.before * MINUTE);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

/** An offset as people write it: `UTC`, `UTC+2`, `UTC−3:30`, `UTC+5:45` (a true minus sign). */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return "UTC";
  const sign = minutes > 0 ? "+" : "−";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest === 0 ? "" : `:${String(rest).padStart(2, "0")}`}`;
}

const two = (n: number) => String(n).padStart(2, "0");

/** `2026-07-01T15:00`: a wall time as an `<input type="datetime-local">` and an address write it. */
export function isoWall(wall: WallTime): string {
  return `${String(wall.year).padStart(4, "0")}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/**
 * A wall time written `2026-07-01T15:00` (seconds, if any, are dropped), or undefined when that is
 * no date and time of the calendar (`2026-02-30T10:00`, `2026-07-01T24:00`).
 */
export function parseWall(text: string): WallTime | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(
    text.trim(),
  );
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = { year, month, day, hour, minute };
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return undefined;
  const back = new Date(utcOf(wall));
  return back.getUTCDate() === day && back.getUTCMonth() === month - 1 ? wall : undefined;
}
