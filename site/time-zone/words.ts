import type { WallTime } from "../../engine/time-zone.ts";

/**
 * The time zone converter's dates, lengths of time and zone names in the page's language, from the
 * runtime's CLDR through `Intl` (docs/decisions/040-localized-pages.md): no table of names travels
 * to the browser. English keeps the wording of engine/time-zone.ts (`formatWall`,
 * `formatDuration`, which the answer page's sentences use), words.test.ts checks it is the same.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(tag, options);
    formats.set(key, found);
  }
  return found;
}

/** The instant a wall time names when read as UTC, to write it with a UTC formatter. */
function asUtc(wall: WallTime): number {
  const date = new Date(Date.UTC(2000, wall.month - 1, wall.day, wall.hour, wall.minute));
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  return date.getTime();
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * A wall time in full: "Wednesday 1 July 2026, 15:00", "miércoles, 1 de julio de 2026, 15:00",
 * "Mittwoch, 1. Juli 2026 um 15:00".
 */
export function wallIn(tag: string, wall: WallTime): string {
  const at = asUtc(wall);
  if (tag !== "en")
    return format(tag, { dateStyle: "full", timeStyle: "short", timeZone: "UTC" }).format(at);
  const names: Partial<Record<string, string>> = {};
  for (const part of format(tag, { weekday: "long", month: "long", timeZone: "UTC" }).formatToParts(
    at,
  )) {
    names[part.type] = part.value;
  }
  return `${names.weekday} ${wall.day} ${names.month} ${wall.year}, ${two(wall.hour)}:${two(wall.minute)}`;
}

/** The day and time a clock change begins at: "8 de marzo, 02:00", "8. März um 02:00". */
export function dayTimeIn(tag: string, wall: WallTime): string {
  return format(tag, {
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "UTC",
  }).format(asUtc(wall));
}

/** A length of time in hours and minutes: "5 hours 30 minutes", "1 hora", "5 Stunden, 30 Minuten". */
export function durationIn(tag: string, minutes: number): string {
  const abs = Math.abs(minutes);
  const unit = (unit: string, n: number) =>
    new Intl.NumberFormat(tag, { style: "unit", unit, unitDisplay: "long" }).format(n);
  const parts = [
    ...(abs >= 60 ? [unit("hour", Math.floor(abs / 60))] : []),
    ...(abs % 60 > 0 || abs === 0 ? [unit("minute", abs % 60)] : []),
  ];
  return new Intl.ListFormat(tag, { type: "unit", style: tag === "en" ? "narrow" : "long" }).format(
    parts,
  );
}

/**
 * A zone's name in a language at an instant, as CLDR writes it: "hora de verano de Europa central"
 * (`long`), "hora de Europa central" (`longGeneric`), "hora de Nueva York" (`shortGeneric`, which
 * names the place where the language has no short name for the zone's time).
 */
export function zoneNameIn(
  tag: string,
  zone: string,
  instant: number,
  style: "long" | "longGeneric" | "shortGeneric" = "long",
): string {
  const parts = format(tag, { timeZone: zone, timeZoneName: style }).formatToParts(instant);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? zone;
}
