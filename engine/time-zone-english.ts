/**
 * A wall time and a length of time in English words, as the English page and the answer page
 * (time-zone-question.ts) write them: a module apart from engine/time-zone.ts, so that a page that
 * writes them another way (site/time-zone/words.ts, by Intl) does not carry the calendar's names
 * and arithmetic with the zones.
 */

import { MONTHS, WEEKDAYS } from "./calendar-names.ts";
import { dayNumber, isoWeekday } from "./date-calc.ts";
import type { WallTime } from "./time-zone.ts";

const two = (n: number) => String(n).padStart(2, "0");

/** A length of time in hours and minutes: `1 hour`, `30 minutes`, `5 hours 30 minutes`. */
export function formatDuration(minutes: number): string {
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  const parts = [
    hours > 0 ? `${hours} hour${hours === 1 ? "" : "s"}` : "",
    rest > 0 ? `${rest} minute${rest === 1 ? "" : "s"}` : "",
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : "0 minutes";
}

/** `Wednesday 1 July 2026, 15:00`: the same words on the server and in any browser. */
export function formatWall(wall: WallTime): string {
  const weekday = WEEKDAYS[isoWeekday(dayNumber(wall)) - 1];
  return `${weekday} ${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}, ${two(wall.hour)}:${two(wall.minute)}`;
}
