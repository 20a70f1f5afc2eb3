import { validDate } from "../../../engine/date-calc.ts";
import type { WallTime } from "../../../engine/time-zone.ts";
import { meaningsOf } from "../../../engine/time-zone-abbreviations.ts";
import { COUNTRY_CODES } from "../../time-zone/cities.ts";

/**
 * What the time zone question's words in Spanish, German, French and Portuguese
 * (site/i18n/tool-questions/<lang>/time-zone.ts) share: the shape of a question that gives the
 * time first ("15:00 de Madrid a Tokio"), a clock read from its numbers and the language's words
 * for noon and the parts of the day, and dates as the language writes them, its month names from
 * the runtime's CLDR (Intl) rather than a table.
 */

type Day = Pick<WallTime, "year" | "month" | "day">;
type Clock = Pick<WallTime, "hour" | "minute">;

/** A zone's name as typed: a letter, then up to 60 of letters, digits and a name's marks. */
export const ZONE = String.raw`[\p{L}][\p{L}\p{N} ,.'’_/+-]{0,60}?`;

/** Text folded to compare words: lower case, no accents, any other mark a single space. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Words as a pattern's alternatives, each followed by the space after it, or by nothing when it
 * ends in an apostrophe (French "d'Amsterdam"), typed straight or curly. The longest come first,
 * so that "para o Brasil" is read as "para o" and "Brasil" rather than "para" and "o Brasil".
 */
function oneOf(words: readonly string[]): string {
  const each = [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => (w.endsWith("'") ? `${w.slice(0, -1)}['’]` : `${w}\\s`));
  return `(?:${each.join("|")})`;
}

/** `oneOf`, optional. */
export const maybe = (words: readonly string[]) => (words.length ? `${oneOf(words)}?` : "");

/** The words of a question that gives the time first, then the zone it is in, then the other. */
export interface TimeFirstWords {
  /** What may begin it: "convertir". */
  readonly lead: readonly string[];
  /** What may come before the time: "a las", "um", "às". */
  readonly at: readonly string[];
  /** A time, as a pattern. */
  readonly time: string;
  /** A date, as a pattern (`dateReader`). */
  readonly date: string;
  /** What may come before a date: "el", "am", "le". */
  readonly on: readonly string[];
  /** What may come before the first zone: "de", "aus", "em". */
  readonly from: readonly string[];
  /** What comes between the zones: "a", "nach", "vers", "para". */
  readonly to: readonly string[];
  /** What may come before a zone's name: "hora de", "heure de", "horário de". */
  readonly zone: readonly string[];
  /** What may end it: "Zeit". */
  readonly tail: readonly string[];
}

/**
 * A question giving the time first: "[convertir] [date] [a las] 15:00 [date] [de] [hora de]
 * Madrid a [hora de] Tokio [el date] [?]", as one pattern with the groups
 * engine/time-zone-question.ts reads.
 */
export function timeFirst(w: TimeFirstWords): RegExp {
  const { date, time } = w;
  const on = maybe(w.on);
  const zone = maybe(w.zone);
  const tail = w.tail.length ? String.raw`(?:\s(?:${w.tail.join("|")}))?` : "";
  return new RegExp(
    String.raw`^¿?\s?${maybe(w.lead)}(?:(?<date1>${date})(?:T|,?\s))?${maybe(w.at)}(?<time>${time})(?:,?\s${on}(?<date2>${date}))?,?\s${maybe(w.from)}${zone}(?<from>${ZONE}),?\s${oneOf(w.to)}${zone}(?<to>${ZONE})(?:,?\s${on}(?<date3>${date}))?${tail}\s?[?.]?$`,
    "iu",
  );
}

/** The language's words that make an hour of twelve a morning, an afternoon or a night one. */
export interface ClockWords {
  /** The whole time is noon: "mediodía", "Mittag", "midi", "meio-dia". */
  readonly noon: string;
  readonly midnight: string;
  /** Words, folded, after a morning hour: "de la manana", "morgens", "du matin". */
  readonly am: string;
  /** Words, folded, after an afternoon or evening hour: "de la tarde", "nachmittags". */
  readonly pm: string;
  /** Words, folded, after a night hour (22 at 10, 0 at 12, 3 at 3): "de la noche", "nachts". */
  readonly night: string;
}

/**
 * A clock from a time's numbers ("15:30", "15 h 30", "15h30", "15 Uhr"; hours to 23, minutes to
 * 59) and its words: "3 pm", "3 de la tarde" (an hour of 1 to 12 then), "mediodía".
 */
export function clockReader(words: ClockWords): (text: string) => Clock | undefined {
  const whole = (words: string) => new RegExp(`^(?:${words})$`);
  const within = (words: string) => new RegExp(String.raw`(?:^|\s)(?:${words})(?:\s|$)`);
  const noon = whole(words.noon);
  const midnight = whole(words.midnight);
  const am = within(`a m|am|${words.am}`);
  const pm = within(`p m|pm|${words.pm}`);
  const night = within(words.night);
  return (text) => {
    const t = fold(text);
    if (noon.test(t)) return { hour: 12, minute: 0 };
    if (midnight.test(t)) return { hour: 0, minute: 0 };
    const numbers = t.match(/\d+/g) ?? [];
    if (numbers.length < 1 || numbers.length > 2) return undefined;
    const hour = Number(numbers[0]);
    const minute = Number(numbers[1] ?? 0);
    if (hour > 23 || minute > 59) return undefined;
    const half = am.test(t) ? "am" : pm.test(t) ? "pm" : night.test(t) ? "night" : undefined;
    if (half === undefined) return { hour, minute };
    if (hour < 1 || hour > 12) return undefined;
    if (half === "am") return { hour: hour % 12, minute };
    if (half === "pm") return { hour: (hour % 12) + 12, minute };
    return { hour: hour === 12 ? 0 : hour >= 6 ? hour + 12 : hour, minute };
  };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A month's names in a language, long and short, as CLDR writes them and folded. */
function monthNames(tag: string): readonly (readonly string[])[] {
  return Array.from({ length: 12 }, (_, m) => {
    const at = Date.UTC(2026, m, 15);
    const names = (["long", "short"] as const).map((month) =>
      new Intl.DateTimeFormat(tag, { month, timeZone: "UTC" }).format(at).replace(/\.$/, ""),
    );
    return [...new Set([...names, ...names.map(fold)])];
  });
}

/**
 * The dates a language writes: ISO (2026-07-01), day first in figures (1/7/2026, 01.07.2026,
 * 1-7-2026), and with the month's name ("1 de julio de 2026", "1. Juli 2026", "1er juillet",
 * "1º de julho"; without a year, this year).
 */
export function dateReader(tag: string): {
  readonly date: string;
  readonly read: (text: string, today: Day) => Day | undefined;
} {
  const months = monthNames(tag);
  const names = months
    .flat()
    .sort((a, b) => b.length - a.length)
    .map(literal)
    .join("|");
  const date = String.raw`\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[./-]\d{1,2}[./-]\d{4}|\d{1,2}(?:\.|º|°|ª|o|er)?\s(?:de\s)?(?:${names})\.?(?:,?\s(?:de\s)?\d{4})?`;
  const read = (text: string, today: Day): Day | undefined => {
    const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
    if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    const figures = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
    if (figures) return validDate(Number(figures[3]), Number(figures[2]), Number(figures[1]));
    const words = fold(text).split(" ");
    const day = Number.parseInt(words[0] ?? "", 10);
    const year = words.length > 1 && /^\d{4}$/.test(words.at(-1) ?? "") ? words.at(-1) : undefined;
    const month = months.findIndex((forms) =>
      words.some((word) => forms.some((form) => fold(form) === word)),
    );
    if (month < 0) return undefined;
    return validDate(year === undefined ? today.year : Number(year), month + 1, day);
  };
  return { date, read };
}

/** A day in full in a language: "viernes, 27 de noviembre de 2026", "Freitag, 27. November 2026". */
export function dayIn(tag: string, day: Day): string {
  const at = new Date(Date.UTC(2000, day.month - 1, day.day));
  at.setUTCFullYear(day.year, day.month - 1, day.day);
  return new Intl.DateTimeFormat(tag, { dateStyle: "full", timeZone: "UTC" }).format(at);
}

const countries = new Map<string, ReadonlySet<string>>();

/**
 * Whether a name is a country's in a language, as CLDR writes it ("Japon", "Schweiz"): an answer
 * then names the country's time rather than put a preposition before a name that takes an article
 * ("au Japon", "in der Schweiz").
 */
export function isCountry(tag: string, name: string): boolean {
  let names = countries.get(tag);
  if (!names) {
    const display = new Intl.DisplayNames(tag, { type: "region", fallback: "none" });
    names = new Set(Object.values(COUNTRY_CODES).map((code) => fold(display.of(code) ?? "")));
    countries.set(tag, names);
  }
  return names.has(fold(name));
}

/**
 * Whether a name is a zone's code rather than a place's, as engine/time-zone-question.ts tells
 * (UTC, CET, Europe/Paris) or among a language's own codes (`codes`, folded: "mez", "brt").
 */
export function isCode(name: string, codes: readonly string[] = []): boolean {
  return (
    name.includes("/") ||
    meaningsOf(name) !== undefined ||
    /^(?:UTC|GMT)(?:$|[+−-]\d)/i.test(name) ||
    codes.includes(fold(name))
  );
}
