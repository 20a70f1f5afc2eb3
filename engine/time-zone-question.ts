import {
  formatOffset,
  instantOf,
  isoWall,
  type WallTime,
  type ZonedTime,
  zonedTime,
} from "./time-zone.ts";
import { meaningsOf } from "./time-zone-abbreviations.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * A time in one zone asked in another (issue 24): "3 pm EST to CET", "2026-07-01 15:00 New York
 * to Paris", "noon Tokyo in London on 2026-03-29"; in another language through its words (issue
 * 25): "15:00 de Nueva York a París", "15 Uhr New York nach Berlin". Zones come from the caller's
 * `find` (a zone id, a city, an abbreviation; one that means several zones is asked about), after
 * the words' own `places`; offsets from the tz database the runtime carries (engine/time-zone.ts).
 * Without a date, the day is `today`.
 */

/** What a name found: one zone, several to choose from, or none. */
export type ZoneFound =
  | { readonly kind: "zone"; readonly zone: string }
  | {
      readonly kind: "choose";
      readonly candidates: readonly { readonly zone: string; readonly where: string }[];
    }
  | { readonly kind: "none" };

type Day = Pick<WallTime, "year" | "month" | "day">;
type Clock = Pick<WallTime, "hour" | "minute">;

/** A zone as the question named it, for the answer to write. */
interface Place {
  /** The name as typed: "Paris", "CET", "Japón". */
  readonly typed: string;
  /** The name with the zone and offset it stands for: "Paris (Europe/Paris, UTC+2)", "UTC". */
  readonly full: string;
  /**
   * Whether the name is a zone's code (UTC, CET, Europe/Paris) rather than a place's, which
   * some languages write without a preposition ("um 15:00 MEZ").
   */
  readonly code: boolean;
}

/**
 * How a language asks and answers a time zone question: engine/time-zone-question-english.ts for
 * English, site/i18n/tool-questions/<lang>/time-zone.ts for the others.
 */
export interface TimeZoneQuestionWords {
  /**
   * The language's BCP 47 tag, which its finder takes: the site binds `find` to
   * `(name) => findZone(name, words.tag)` (site/time-zone/zone-search.ts), so the zones are found
   * by the language's names and described in it.
   */
  readonly tag: string;
  /**
   * The question's forms, tried in turn on the text with its spaces made single. Each has the
   * named groups `time`, `from` and `to`, and may have groups whose names begin with `date`.
   */
  readonly forms: readonly RegExp[];
  /** The hour and minute a `time` group says ("3 pm", "15 h 30", "mediodía"), if it is one. */
  readonly clock: (text: string) => Clock | undefined;
  /** The day a `date` group says, if the calendar has it ("2026-07-01", "1.7.2026"). */
  readonly date: (text: string, today: Day) => Day | undefined;
  /**
   * The language's names of places its finder misses ("tokio" for Tokyo in Spanish), folded (no
   * accents, lower case, one space between words), with the zone each names.
   */
  readonly places: Readonly<Record<string, string>>;
  /** How the question was read, from the names as typed: "15:00 in New York, in Paris". */
  readonly reading: (time: string, from: string, to: string) => string;
  /**
   * A wall time in a place or zone as the answer writes it: "Wednesday 1 July 2026, 15:00 in
   * Paris (Europe/Paris, UTC+2)".
   */
  readonly at: (wall: WallTime, place: Place) => string;
  /** The problem of a name several zones share; `options` are them, each "where (zone)". */
  readonly choose: (name: string, options: readonly string[]) => string;
  /** The problem of a date the calendar has not. */
  readonly noDate: (text: string) => string;
  /** A time the clocks skip in a zone, and the time it is read as. */
  readonly gap: (wall: WallTime, zone: string, read: WallTime) => string;
  /** A time the clocks show twice in a zone. */
  readonly overlap: (wall: WallTime, zone: string) => string;
  /** The day taken when the question gives none. */
  readonly assumed: (day: WallTime) => string;
  /** Where the offsets come from, in a sentence. */
  readonly source: string;
}

/** A name folded to look it up among `places`: "Tóquio" → "toquio", "EE. UU." → "ee uu". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** "New York (America/New_York, UTC−4)", "UTC", "Asia/Tokyo (UTC+9)". */
function named(typed: string, zone: string, offset: number): string {
  const more = [zone, formatOffset(offset)].filter((part) => part !== typed);
  return more.length === 0 ? typed : `${typed} (${more.join(", ")})`;
}

/** Whether a name is a zone's code (UTC, CET, Europe/Paris) rather than a place's name. */
function isCode(name: string, zone: string): boolean {
  return (
    name.toLowerCase() === zone.toLowerCase() ||
    name.includes("/") ||
    meaningsOf(name) !== undefined ||
    /^(?:UTC|GMT)(?:$|[+−-]\d)/i.test(name)
  );
}

/** A question's parts as one of the words' forms reads them, with the zones its names find. */
interface Asked {
  readonly time: string;
  readonly clock: Clock;
  readonly date: string | undefined;
  readonly fromName: string;
  readonly toName: string;
  readonly from: Exclude<ZoneFound, { kind: "none" }>;
  readonly to: Exclude<ZoneFound, { kind: "none" }>;
}

function askedOf(
  text: string,
  words: TimeZoneQuestionWords,
  find: (name: string) => ZoneFound,
): Asked | undefined {
  const lookUp = (name: string): ZoneFound => {
    const zone = words.places[fold(name)];
    return zone === undefined ? find(name) : { kind: "zone", zone };
  };
  for (const form of words.forms) {
    const groups = form.exec(text)?.groups;
    if (!groups) continue;
    const time = groups.time ?? "";
    const clock = words.clock(time);
    if (!clock) continue;
    const fromName = (groups.from ?? "").trim();
    const toName = (groups.to ?? "").trim();
    const from = lookUp(fromName);
    const to = lookUp(toName);
    // A question of ours names two places or zones; anything else is left to the units.
    if (from.kind === "none" || to.kind === "none") continue;
    const date = Object.entries(groups).find(
      ([name, value]) => name.startsWith("date") && value !== undefined,
    )?.[1];
    return { time, clock, date, fromName, toName, from, to };
  }
  return undefined;
}

/** The answer to a question about a time in two zones, or undefined when the text is none. */
export function readTimeZoneQuestion(
  text: string,
  find: (name: string) => ZoneFound,
  today: Day,
  words: TimeZoneQuestionWords,
): ToolReading | undefined {
  const asked = askedOf(text.trim().replace(/\s+/g, " "), words, find);
  if (!asked) return undefined;
  const { time, clock, date: dateText, fromName, toName, from, to } = asked;
  const reading = words.reading(time, fromName, toName);
  for (const [name, found] of [
    [fromName, from],
    [toName, to],
  ] as const) {
    if (found.kind === "choose") {
      const options = found.candidates.map((c) => `${c.where} (${c.zone})`);
      return { reading, problem: words.choose(name, options) };
    }
  }
  if (from.kind !== "zone" || to.kind !== "zone") return undefined;
  const day = dateText === undefined ? today : words.date(dateText, today);
  if (!day) return { reading, problem: words.noDate(dateText ?? "") };
  const wall: WallTime = { ...day, ...clock };
  const found = instantOf(from.zone, wall);
  const instant = found.kind === "overlap" ? found.earlier : found.instant;
  const there = zonedTime(to.zone, instant);
  const here = zonedTime(from.zone, instant);
  const notes = [
    found.kind === "gap" ? words.gap(wall, from.zone, here) : "",
    found.kind === "overlap" ? words.overlap(wall, from.zone) : "",
    dateText === undefined ? words.assumed(wall) : "",
  ].filter(Boolean);
  const at = (wall: ZonedTime, typed: string, zone: string) =>
    words.at(wall, { typed, full: named(typed, zone, wall.offset), code: isCode(typed, zone) });
  return {
    reading,
    display: `${at(here, fromName, from.zone)} = ${at(there, toName, to.zone)}`,
    basis: [...notes, words.source].join(" "),
    params: { t: isoWall(wall), from: from.zone, to: to.zone },
  };
}
