import { type CivilDate, parseDate, validDate } from "../../../engine/date-calc.ts";
import type { DateQuestionWords, DateUnit } from "../../../engine/date-question.ts";
import { fill } from "../messages/fill.ts";
import type { Ui } from "../ui/en.ts";

/**
 * What date answers read and write the same way in every language but English: a date as the
 * language writes it (day first: 25/12/2026, 25.12.2026, "25 de diciembre de 2026", ISO 8601 too)
 * and as Intl writes it back, its weekday from Intl, and counts as the date calculator's page says
 * them (site/i18n/ui/<lang>.ts, `date.day`…). Each language's file
 * (site/i18n/tool-questions/<lang>/date.ts) passes its own table and tag.
 */
export interface DateSaying {
  /** The language's page words. */
  readonly ui: Ui;
  /** Its BCP 47 tag (site/i18n/languages.ts). */
  readonly tag: string;
  /** Each month's words, January first, written without accents: ["enero", "ene"]. */
  readonly months: readonly (readonly string[])[];
  /** The marks a date of digits may be written with, day first: "/.-" (German: "."). */
  readonly separators: string;
  /** The counts the page has no words for: `{count} días laborables`, one and many. */
  readonly counts: Readonly<Record<"business day" | "month" | "year", readonly [string, string]>>;
  /** How the first of a month is written, where not "1": "1er" (French), "1º" (Brazil). */
  readonly first?: string;
}

type Said = Pick<DateQuestionWords, "dateOf" | "dateName" | "weekdayName" | "count">;

/** A date's midnight in UTC, years 1 to 99 included (`Date.UTC` would read them as 1901–1999). */
function utc({ year, month, day }: CivilDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

export function datesSaid(saying: DateSaying): Said {
  const { ui, tag, months, separators, counts, first } = saying;
  const numbers = new Intl.NumberFormat(tag);
  // Intl's Gregorian calendar runs back before 1582, as engine/date-calc.ts does.
  const long = new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
  const weekdays = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // French says "0 jour" and "1 jour"; Spanish, German and Portuguese "0 días" (as the page).
  const one = (n: number) => (tag.startsWith("fr") ? Math.abs(n) < 2 : Math.abs(n) === 1);
  const monthOf = (word: string) => {
    const w = word.toLowerCase().replace(/\.$/, "");
    const index = months.findIndex((names) => names.includes(w));
    return index < 0 ? undefined : index + 1;
  };
  const dateOf = (text: string): CivilDate | undefined => {
    const t = text.trim();
    const iso = parseDate(t);
    if (iso) return iso;
    const digits = /^(\d{1,2}) ?([./-]) ?(\d{1,2}) ?\2 ?(\d{4})$/.exec(t);
    if (digits && separators.includes(digits[2] ?? "")) {
      return validDate(Number(digits[4]), Number(digits[3]), Number(digits[1]));
    }
    const named = /^(\d{1,2})(?:er|º|o|\.)? (?:de )?([a-z]{3,10}\.?),?(?: de| del)? (\d{4})$/i.exec(
      t,
    );
    const month = named ? monthOf(named[2] ?? "") : undefined;
    return month === undefined
      ? undefined
      : validDate(Number(named?.[3]), month, Number(named?.[1]));
  };
  return {
    dateOf,
    dateName: (date) => {
      const written = long.format(utc(date));
      return first && date.day === 1 ? written.replace(/^1(?=\D)/, first) : written;
    },
    weekdayName: (date) => weekdays.format(utc(date)),
    count: (n: number, unit: DateUnit | "business day") => {
      const count = numbers.format(n);
      if (unit === "day" || unit === "week") {
        return fill(ui[one(n) ? (`date.${unit}` as const) : (`date.${unit}-n` as const)], {
          count,
        });
      }
      const [single, many] = counts[unit];
      return fill(one(n) ? single : many, { count });
    },
  };
}
