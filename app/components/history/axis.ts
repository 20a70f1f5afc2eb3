import { MONTHS } from "../../../engine/calendar-names";
import { dayNumber, isoOfDay } from "./history-dates";

/** A labelled mark on the time axis. */
export interface Tick {
  /** Days since 1970-01-01. */
  readonly day: number;
  readonly label: string;
}

interface Step {
  /** Width a label of this step needs, in pixels at the chart's 11 px type, with a gap. */
  readonly room: number;
  readonly ticks: (from: number, to: number, names: TickNames) => Tick[];
}

/** How a tick names a day ("14 Mar") and a month ("Mar 2025"): English's by default. */
export interface TickNames {
  readonly day: (iso: string) => string;
  readonly month: (iso: string) => string;
}

const monthShort = (month: number) => MONTHS[month]?.slice(0, 3) ?? "";

const ENGLISH: TickNames = {
  day: (iso) => `${Number(iso.slice(8, 10))} ${monthShort(Number(iso.slice(5, 7)) - 1)}`,
  month: (iso) => `${monthShort(Number(iso.slice(5, 7)) - 1)} ${iso.slice(0, 4)}`,
};

/** Every `n` days from the first Monday on or after `from` (1970-01-01 was a Thursday). */
function everyDays(n: number): Step {
  return {
    room: 48,
    ticks(from, to, names) {
      const ticks: Tick[] = [];
      const monday = from + ((4 - (from % 7) + 7) % 7);
      for (let day = n === 1 ? from : monday; day <= to; day += n) {
        ticks.push({ day, label: names.day(isoOfDay(day)) });
      }
      return ticks;
    },
  };
}

/** The first of every `n`-th month (January, and every n-th after it). */
function everyMonths(n: number): Step {
  return {
    room: 62,
    ticks(from, to, names) {
      const ticks: Tick[] = [];
      const start = isoOfDay(from);
      let year = Number(start.slice(0, 4));
      let month = Number(start.slice(5, 7)) - 1;
      if (start.slice(8, 10) !== "01") month += 1;
      month = Math.ceil(month / n) * n;
      for (;;) {
        year += Math.floor(month / 12);
        month %= 12;
        const day = Date.UTC(year, month, 1) / 86_400_000;
        if (day > to) return ticks;
        ticks.push({ day, label: names.month(isoOfDay(day)) });
        month += n;
      }
    },
  };
}

/** 1 January of every year divisible by `n`. */
function everyYears(n: number): Step {
  return {
    room: 40,
    ticks(from, to) {
      const ticks: Tick[] = [];
      const start = isoOfDay(from);
      let year = Number(start.slice(0, 4)) + (start.slice(5) === "01-01" ? 0 : 1);
      year = Math.ceil(year / n) * n;
      for (; ; year += n) {
        const day = Date.UTC(year, 0, 1) / 86_400_000;
        if (day > to) return ticks;
        ticks.push({ day, label: String(year) });
      }
    },
  };
}

/** From the finest to the coarsest. */
const STEPS: readonly Step[] = [
  everyDays(1),
  everyDays(7),
  everyDays(14),
  everyMonths(1),
  everyMonths(2),
  everyMonths(3),
  everyMonths(6),
  everyYears(1),
  everyYears(2),
  everyYears(5),
  everyYears(10),
];

/**
 * Date ticks for a time axis from `from` to `to` (YYYY-MM-DD) across `width` pixels: the finest
 * calendar step (days, Mondays, first of the month, 1 January) whose labels fit side by side, and
 * at least two marks where the range allows (a range inside one month gets its Mondays).
 */
export function dateTicks(
  from: string,
  to: string,
  width: number,
  names: TickNames = ENGLISH,
): readonly Tick[] {
  const start = dayNumber(from);
  const end = dayNumber(to);
  let fallback: Tick[] = [];
  for (const step of STEPS) {
    const ticks = step.ticks(start, end, names);
    if (ticks.length * step.room > width) continue;
    if (ticks.length >= 2) return ticks;
    if (fallback.length === 0) fallback = ticks;
  }
  return fallback;
}
