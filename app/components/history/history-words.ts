import { withMarks } from "../../../engine/number-marks";
import { mediumDate } from "../../../site/dates";
import { marksOf } from "../../../site/i18n/intl-marks";
import { fill } from "../../../site/i18n/messages/fill";
import type { Ui } from "../../../site/i18n/ui/en";
import { shortDate } from "../../../site/short-date";
import type { Say } from "../../framework/static-markup";
import type { TickNames } from "./axis";
import { longDate } from "./history-dates";

/**
 * What the rate history says in its page's language: the hydrated words (`say`), days written by
 * Intl.DateTimeFormat in UTC (so no time zone moves a day), and numbers in the page's marks. An
 * English page keeps the site's own dates and plain numbers. The CSV file keeps a point whatever
 * the page (its link says so), as spreadsheets and programs read it.
 */
export interface HistoryWords {
  readonly say: Say;
  /** The page's language tag; undefined on an English page. */
  readonly locale: string | undefined;
  /** "Friday 14 March 2025". */
  readonly longDay: (iso: string) => string;
  /** "14 March 2025". */
  readonly mediumDay: (iso: string) => string;
  /** "14 Mar 2025". */
  readonly shortDay: (iso: string) => string;
  readonly ticks: TickNames | undefined;
  /** A number the history wrote ("1234.5"), in the page's marks. */
  readonly number: (text: string) => string;
}

const utc = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

function dayFormat(locale: string, options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  return (iso) => format.format(utc(iso));
}

/** The history's words for a page: its language is its document's (`<html lang>`). */
export function historyWords(say: Say, lang: string): HistoryWords {
  // An English page keeps the engine's own numbers, as every English page does.
  if (lang === "en" || lang.startsWith("en-")) {
    return {
      say,
      locale: undefined,
      longDay: longDate,
      mediumDay: mediumDate,
      shortDay: shortDate,
      ticks: undefined,
      number: (text) => text,
    };
  }
  return {
    say,
    locale: lang,
    longDay: dayFormat(lang, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    mediumDay: dayFormat(lang, { day: "numeric", month: "long", year: "numeric" }),
    shortDay: dayFormat(lang, { day: "numeric", month: "short", year: "numeric" }),
    ticks: {
      day: dayFormat(lang, { day: "numeric", month: "short" }),
      month: dayFormat(lang, { month: "short", year: "numeric" }),
    },
    number: (text) => withMarks(text, marksOf(lang)),
  };
}

/** The history's words of a table of words (site/i18n/ui/), outside a document: for tests. */
export function historyWordsOf(ui: Ui, lang: string): HistoryWords {
  return historyWords((key, values) => fill(ui[key], values), lang);
}
