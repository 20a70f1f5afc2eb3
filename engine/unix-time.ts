/**
 * Unix time (issue 24): seconds since 1970-01-01T00:00:00Z, every day exactly 86 400 of them (POSIX
 * "Seconds Since the Epoch": leap seconds are not counted). An instant is held as a BigInt of
 * microseconds, since a microsecond count passes 2^53 (about 9 × 10^15) in 2255 and a Number
 * would lose its last digits. Dates are day numbers of engine/date-calc.ts, so no `Date` and no
 * local time zone takes part: a local time is an offset the caller gives. A test checks the
 * formats and the readings against GNU coreutils `date`.
 */

import { MONTHS, WEEKDAYS } from "./calendar-names.ts";
import {
  type CivilDate,
  dateOf,
  dayNumber,
  FIRST_YEAR,
  formatDate,
  isoWeekday,
  LAST_YEAR,
  validDate,
} from "./date-calc.ts";

export type TimeUnit = "s" | "ms" | "us";

export const TIME_UNITS: readonly { readonly id: TimeUnit; readonly label: string }[] = [
  { id: "s", label: "seconds" },
  { id: "ms", label: "milliseconds" },
  { id: "us", label: "microseconds" },
];

const MICROS_PER: Readonly<Record<TimeUnit, bigint>> = { s: 1_000_000n, ms: 1000n, us: 1n };
/** Decimals a unit may carry: the instant is kept to the microsecond. */
const DECIMALS: Readonly<Record<TimeUnit, number>> = { s: 6, ms: 3, us: 0 };
const MICROS_PER_DAY = 86_400_000_000n;

/** The instants shown: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999999Z, as ISO 8601 writes years. */
export const FIRST_MICROS =
  BigInt(dayNumber({ year: FIRST_YEAR, month: 1, day: 1 })) * MICROS_PER_DAY;
export const LAST_MICROS =
  BigInt(dayNumber({ year: LAST_YEAR, month: 12, day: 31 }) + 1) * MICROS_PER_DAY - 1n;

export interface Timestamp {
  readonly micros: bigint;
  readonly unit: TimeUnit;
  /** True when the unit was guessed from the number of digits. */
  readonly guessed: boolean;
}

/**
 * Why a text is not read, for a page to say in its language; `problemInEnglish`
 * (engine/unix-time-problems.ts) says it in English for the question box and the API, and is not
 * in the converter's code.
 */
export type TimeProblem =
  | { readonly kind: "not-number"; readonly text: string }
  | { readonly kind: "range" }
  | { readonly kind: "micro-decimals" }
  | { readonly kind: "decimals"; readonly places: number; readonly unit: "s" | "ms" }
  | { readonly kind: "no-date" }
  | { readonly kind: "leap-second" }
  | { readonly kind: "no-time" }
  | { readonly kind: "offset-24" }
  | { readonly kind: "not-date" }
  | { readonly kind: "month"; readonly month: string }
  | {
      readonly kind: "weekday";
      readonly date: CivilDate;
      /** The date's ISO weekday, 1 Monday … 7 Sunday. */
      readonly weekday: number;
      readonly written: string;
    }
  | { readonly kind: "offset"; readonly zone: string }
  | { readonly kind: "zone"; readonly zone: string };

export interface Problem {
  readonly problem: TimeProblem;
}

/**
 * The unit a timestamp of this many whole digits is in: up to 11 digits seconds (to the year
 * 5138), 12–14 milliseconds, 15–17 microseconds. Seconds of 12 digits or more would be past the
 * year 9999, and milliseconds of 15 past the year 5138, so each length has one sensible reading.
 */
function guessUnit(wholeDigits: number): TimeUnit | undefined {
  if (wholeDigits <= 11) return "s";
  if (wholeDigits <= 14) return "ms";
  if (wholeDigits <= 17) return "us";
  return undefined;
}

const inRange = (micros: bigint) => micros >= FIRST_MICROS && micros <= LAST_MICROS;
const OUT_OF_RANGE: Problem = {
  problem: { kind: "range" },
};

/**
 * A timestamp as typed ("1700000000", "-1.5", "1 700 000 000 123"), in `unit` or, with "auto",
 * in the unit its digits suggest. Digits may be grouped with spaces, underscores or commas.
 */
export function parseTimestamp(text: string, unit: TimeUnit | "auto"): Timestamp | Problem {
  const compact = text
    .trim()
    .replace(/[\s_,]/g, "")
    .replace(/^[−–]/, "-");
  const m = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(compact);
  if (!m)
    return {
      problem: { kind: "not-number", text: text.trim() },
    };
  const whole = (m[2] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = m[3] ?? "";
  const chosen = unit === "auto" ? guessUnit(whole.length) : unit;
  if (chosen === undefined) return OUT_OF_RANGE;
  const places = DECIMALS[chosen];
  if (fraction.replace(/0+$/, "").length > places) {
    return {
      problem:
        places === 0
          ? { kind: "micro-decimals" }
          : { kind: "decimals", places, unit: chosen === "s" ? "s" : "ms" },
    };
  }
  const magnitude =
    BigInt(whole) * MICROS_PER[chosen] +
    (places === 0 ? 0n : BigInt(fraction.padEnd(places, "0").slice(0, places) || "0"));
  const micros = m[1] === "-" ? -magnitude : magnitude;
  if (!inRange(micros)) return OUT_OF_RANGE;
  return { micros, unit: chosen, guessed: unit === "auto" };
}

/** An instant in a unit, exactly: "1700000000.5" seconds, "-1500" milliseconds. */
export function inUnit(micros: bigint, unit: TimeUnit): string {
  const per = MICROS_PER[unit];
  const sign = micros < 0n ? "-" : "";
  const abs = micros < 0n ? -micros : micros;
  const whole = abs / per;
  const rest = abs % per;
  if (rest === 0n) return `${sign}${whole}`;
  const digits = String(rest).padStart(DECIMALS[unit], "0").replace(/0+$/, "");
  return `${sign}${whole}.${digits}`;
}

/** A wall-clock reading: a date and a time of day, with no zone. */
export interface WallTime {
  readonly date: CivilDate;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  /** 0–999 999 */
  readonly micro: number;
}

const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));

/** The wall time of an instant at an offset from UTC (seconds east of Greenwich). */
export function wallTime(micros: bigint, offsetSeconds: number): WallTime {
  const local = micros + BigInt(offsetSeconds) * 1_000_000n;
  const days = floorDiv(local, MICROS_PER_DAY);
  const ofDay = Number(local - days * MICROS_PER_DAY);
  const seconds = Math.floor(ofDay / 1_000_000);
  return {
    date: dateOf(Number(days)),
    hour: Math.floor(seconds / 3600),
    minute: Math.floor(seconds / 60) % 60,
    second: seconds % 60,
    micro: ofDay % 1_000_000,
  };
}

/** The instant a wall time names at an offset from UTC. */
export function instantOf(wall: WallTime, offsetSeconds: number): bigint {
  const seconds = wall.hour * 3600 + wall.minute * 60 + wall.second - offsetSeconds;
  return (
    BigInt(dayNumber(wall.date)) * MICROS_PER_DAY +
    BigInt(seconds) * 1_000_000n +
    BigInt(wall.micro)
  );
}

/**
 * The instant a wall time names in a zone whose offset at an instant `offsetAt` tells (the
 * browser's local zone). Two passes find the offset in force at the result; a time skipped by a
 * change to summer time lands as far after the change as it was written after it.
 */
export function instantInZone(wall: WallTime, offsetAt: (micros: bigint) => number): bigint {
  const first = offsetAt(instantOf(wall, 0));
  const guess = instantOf(wall, first);
  const second = offsetAt(guess);
  return second === first ? guess : instantOf(wall, second);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

/** "+05:30", "-08:00", "+00:09:21" (a local mean time with seconds), or "Z" at 0 when asked. */
export function formatOffset(offsetSeconds: number, colon = true): string {
  const sign = offsetSeconds < 0 ? "-" : "+";
  const abs = Math.abs(offsetSeconds);
  const parts = [pad(Math.floor(abs / 3600)), pad(Math.floor(abs / 60) % 60)];
  if (abs % 60 !== 0) parts.push(pad(abs % 60));
  return sign + parts.join(colon ? ":" : "");
}

function fractionOf(micro: number): string {
  if (micro === 0) return "";
  return micro % 1000 === 0 ? `.${pad(micro / 1000, 3)}` : `.${pad(micro, 6)}`;
}

/**
 * ISO 8601 in the extended form: "2023-11-14T22:13:20Z" in UTC, "2023-11-14T23:13:20+01:00" at an
 * offset; milliseconds or microseconds after the seconds when the instant has them.
 */
export function formatIso(micros: bigint, offsetSeconds?: number): string {
  const w = wallTime(micros, offsetSeconds ?? 0);
  const zone = offsetSeconds === undefined ? "Z" : formatOffset(offsetSeconds);
  return `${formatDate(w.date)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${fractionOf(
    w.micro,
  )}${zone}`;
}

const DAY_ABBR = WEEKDAYS.map((d) => d.slice(0, 3));
const MONTH_ABBR = MONTHS.map((m) => m.slice(0, 3));

/**
 * RFC 2822 (e-mail and HTTP dates): "Tue, 14 Nov 2023 22:13:20 +0000". It has no fractions of a
 * second: the second is the one the instant is in, as `date -R` shows it.
 */
export function formatRfc2822(micros: bigint, offsetSeconds = 0): string {
  const w = wallTime(micros, offsetSeconds);
  const day = DAY_ABBR[isoWeekday(dayNumber(w.date)) - 1];
  return `${day}, ${pad(w.date.day)} ${MONTH_ABBR[w.date.month - 1]} ${pad(w.date.year, 4)} ${pad(
    w.hour,
  )}:${pad(w.minute)}:${pad(w.second)} ${formatOffset(Math.round(offsetSeconds / 60) * 60, false)}`;
}

export interface DateTimeReading {
  readonly wall: WallTime;
  /** The offset written, in seconds east of UTC; undefined when none was (a local time). */
  readonly offsetSeconds: number | undefined;
  readonly form: "ISO 8601" | "RFC 2822";
}

const ISO_EXTENDED =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::\d{2})?)?$/i;
const ISO_BASIC =
  /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(?:(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?:\d{2})?)?$/i;
const RFC_2822 =
  /^(?:([a-z]{3}),\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s+([+-]\d{4}|[a-z]{2,3})$/i;

/** RFC 2822 §4.3's zone names; the military letters are left out (RFC 822 had their signs wrong). */
const RFC_ZONES: Readonly<Record<string, number>> = {
  UT: 0,
  GMT: 0,
  EST: -5,
  EDT: -4,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
};

function wallOf(
  date: CivilDate | undefined,
  hour: string | undefined,
  minute: string | undefined,
  second: string | undefined,
  fraction: string | undefined,
): WallTime | Problem {
  if (!date) return { problem: { kind: "no-date" } };
  const h = Number(hour ?? 0);
  const min = Number(minute ?? 0);
  const s = Number(second ?? 0);
  if (s === 60) {
    return {
      problem: { kind: "leap-second" },
    };
  }
  if (h > 23 || min > 59 || s > 59) {
    return { problem: { kind: "no-time" } };
  }
  const micro = Number((fraction ?? "").padEnd(6, "0").slice(0, 6));
  return { date, hour: h, minute: min, second: s, micro };
}

function isoOffset(zone: string): number {
  if (zone.toUpperCase() === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const seconds = Number(digits.slice(0, 2)) * 3600 + Number(digits.slice(2, 4) || "0") * 60;
  return zone.startsWith("-") ? -seconds : seconds;
}

/**
 * A date or date and time in ISO 8601 (extended "2023-11-14T22:13:20+01:00" or basic
 * "20231114T221320Z"; a space may stand for the T; decimals of a second to the microsecond) or
 * RFC 2822 ("Tue, 14 Nov 2023 22:13:20 +0000"). A date alone is midnight UTC; a date and time
 * without a zone is a local time (`offsetSeconds` undefined), as ECMAScript reads them too.
 */
export function parseDateTime(text: string): DateTimeReading | Problem {
  const t = text.trim().replace(/[−–]/g, "-");
  const iso = ISO_EXTENDED.exec(t) ?? ISO_BASIC.exec(t);
  if (iso) {
    const [, y, mo, d, h, mi, s, f, zone] = iso;
    const wall = wallOf(validDate(Number(y), Number(mo), Number(d)), h, mi, s, f);
    if ("problem" in wall) return wall;
    const offsetSeconds = zone ? isoOffset(zone) : h === undefined ? 0 : undefined;
    if (offsetSeconds !== undefined && Math.abs(offsetSeconds) >= 86_400) {
      return { problem: { kind: "offset-24" } };
    }
    return { wall, offsetSeconds, form: "ISO 8601" };
  }
  const rfc = RFC_2822.exec(t);
  if (!rfc) {
    return {
      problem: { kind: "not-date" },
    };
  }
  const [, dayName, d, monthName, y, h, mi, s, zone = ""] = rfc;
  const month = MONTH_ABBR.findIndex((m) => m.toLowerCase() === monthName?.toLowerCase()) + 1;
  if (month === 0) {
    return {
      problem: { kind: "month", month: monthName ?? "" },
    };
  }
  const wall = wallOf(validDate(Number(y), month, Number(d)), h, mi, s, undefined);
  if ("problem" in wall) return wall;
  if (dayName !== undefined) {
    const actual = DAY_ABBR[isoWeekday(dayNumber(wall.date)) - 1] ?? "";
    if (actual.toLowerCase() !== dayName.toLowerCase()) {
      return {
        problem: {
          kind: "weekday",
          date: wall.date,
          weekday: DAY_ABBR.indexOf(actual) + 1,
          written: dayName,
        },
      };
    }
  }
  const named = RFC_ZONES[zone.toUpperCase()];
  if (/^[+-]/.test(zone)) {
    const minutes = Number(zone.slice(3, 5));
    if (minutes > 59) {
      return { problem: { kind: "offset", zone } };
    }
    return { wall, offsetSeconds: isoOffset(zone), form: "RFC 2822" };
  }
  if (named === undefined) {
    return { problem: { kind: "zone", zone } };
  }
  return { wall, offsetSeconds: named * 3600, form: "RFC 2822" };
}

/** The instant of a reading, its local time resolved by `offsetAt`; a problem outside years 1–9999. */
export function instantOfReading(
  reading: DateTimeReading,
  offsetAt: (micros: bigint) => number,
): bigint | Problem {
  const micros =
    reading.offsetSeconds === undefined
      ? instantInZone(reading.wall, offsetAt)
      : instantOf(reading.wall, reading.offsetSeconds);
  return inRange(micros) ? micros : OUT_OF_RANGE;
}
