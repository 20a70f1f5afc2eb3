import {
  businessDays,
  type CivilDate,
  dayNumber,
  formatIsoWeek,
  type IsoWeek,
  isoWeek,
  type Step,
  shiftDate,
} from "./date-calc.ts";
import type { ToolReading } from "./tool-reading.ts";

/**
 * Dates asked in words (issue 24): "days between 2026-01-01 and 2026-12-25", "business days from
 * 1 Jan 2026 to 31 Mar 2026", "2026-01-31 + 1 month", "100 days after 2026-01-01", "what day is
 * 2026-07-01", "week number of 2026-12-31". The arithmetic is engine/date-calc.ts's. The words are
 * a language's (issue 25): English's are engine/date-question-english.ts, the others'
 * site/i18n/tool-questions/<lang>/date.ts.
 */

/** A length a date is moved by. */
export type DateUnit = "day" | "week" | "month" | "year";

/**
 * A language's words for date questions. The question forms are regular-expression sources,
 * matched without case against the question with its accents taken off ("dias" for "días"), so
 * they are written without accents; in them `{a}` and `{b}` stand for a date, `{n}` for a whole
 * number and `{unit}` for a unit's word, and named groups take the rest.
 */
export interface DateQuestionWords {
  /** A date as people of the language write it (no capturing group): "2026-07-01|1 July 2026". */
  readonly date: string;
  /** The date a text matched by `date` is, or undefined when it is no real date (30 February). */
  readonly dateOf: (text: string) => CivilDate | undefined;
  /** Days between two dates: `(?<kind>days|weeks|business days) between {a} and {b}`. */
  readonly between: string;
  /** The `kind`s that count business days: "business days|working days". */
  readonly business: string;
  /** A date plus or minus a length: `{a} (?<sign>[+-]) {n} {unit}`. */
  readonly shift: string;
  /** The `sign`s that subtract: "-", "minus". */
  readonly minus: string;
  /** A length after or before a date: `{n} {unit} (?<dir>after|before) {a}`. */
  readonly from: string;
  /** The `dir`s that go back: "before". */
  readonly before: string;
  /** Each unit's words: "days?". */
  readonly units: Readonly<Record<DateUnit, string>>;
  /** The day of the week of a date: `what day is {a}`. */
  readonly weekday: string;
  /** The ISO week of a date: `week number of {a}`. */
  readonly week: string;

  /** A date as the language writes it in a sentence: "2026-07-01", "1 de julio de 2026". */
  readonly dateName: (date: CivilDate) => string;
  /** The day of the week of a date: "Wednesday". */
  readonly weekdayName: (date: CivilDate) => string;
  /** A count of a unit: "1 day", "358 days", "10 business days". */
  readonly count: (n: number, unit: DateUnit | "business day") => string;
  /** What joins weeks and days: " " ("51 weeks 1 day"), " y ". */
  readonly and: string;
  /** How a question for the days between two dates was read: "days from … to …". */
  readonly spanReading: (business: boolean, kind: string, a: string, b: string) => string;
  /** The days between two dates: "From … back to …: 358 days". */
  readonly span: (a: string, b: string, back: boolean, count: string) => string;
  /** How the days are counted, in every answer of days between dates. */
  readonly calendar: string;
  /** That business days are Mondays to Fridays, holidays not taken out. */
  readonly businessBasis: string;
  /** The month-end rule, and the day it moved, if it did. */
  readonly monthsBasis: (moved?: { readonly from: number; readonly to: number }) => string;
  /** That days and weeks are counted on the Gregorian calendar. */
  readonly daysBasis: string;
  /** That a moved date is outside the years 1 to 9999. */
  readonly outside: string;
  /** That a date written is none: "There is no such date: 2026-02-30." */
  readonly noDate: (written: string) => string;
  /** How a question for a day of the week was read, and its answer. */
  readonly weekdayReading: (date: string) => string;
  readonly weekdayDisplay: (date: string, weekday: string) => string;
  /** The calendar the day of the week follows. */
  readonly gregorian: string;
  /** How a question for an ISO week was read, and its answer. */
  readonly weekReading: (date: string) => string;
  readonly weekDisplay: (named: string, week: IsoWeek, iso: string) => string;
  /** How ISO 8601 numbers weeks. */
  readonly isoWeeks: string;
}

/**
 * A text with its accents taken off, letter by letter, so that it keeps its length and a group
 * matched in it is the same stretch of the text as typed ("30 février" stays as written).
 */
function folded(text: string): string {
  return Array.from(text, (c) => {
    const plain = c.normalize("NFD").replace(/\p{M}/gu, "");
    return plain.length === c.length ? plain : c;
  }).join("");
}

interface Patterns {
  readonly between: RegExp;
  readonly shift: RegExp;
  readonly from: RegExp;
  readonly weekday: RegExp;
  readonly week: RegExp;
  readonly business: RegExp;
  readonly minus: RegExp;
  readonly before: RegExp;
  readonly units: readonly (readonly [RegExp, DateUnit])[];
}

const built = new WeakMap<DateQuestionWords, Patterns>();

function patternsOf(words: DateQuestionWords): Patterns {
  const known = built.get(words);
  if (known) return known;
  const units = Object.entries(words.units) as [DateUnit, string][];
  const question = (form: string) =>
    new RegExp(
      `^(?:${form
        .replace("{a}", () => `(?<a>${words.date})`)
        .replace("{b}", () => `(?<b>${words.date})`)
        .replace("{n}", () => String.raw`(?<n>\d{1,6})`)
        .replace("{unit}", () => `(?<unit>${units.map(([, u]) => u).join("|")})`)})\\s*\\??$`,
      "di",
    );
  const whole = (words: string) => new RegExp(`^(?:${words})$`, "i");
  const patterns: Patterns = {
    between: question(words.between),
    shift: question(words.shift),
    from: question(words.from),
    weekday: question(words.weekday),
    week: question(words.week),
    business: whole(words.business),
    minus: whole(words.minus),
    before: whole(words.before),
    units: units.map(([unit, word]) => [whole(word), unit]),
  };
  built.set(words, patterns);
  return patterns;
}

/** A question's named groups, each as typed (accents kept), when the question matches. */
function ask(pattern: RegExp, typed: string, plain: string): Record<string, string> | undefined {
  const match = pattern.exec(plain);
  const spans = match?.indices?.groups;
  if (!spans) return undefined;
  const groups: Record<string, string> = {};
  for (const [name, span] of Object.entries(spans)) {
    if (span) groups[name] = typed.slice(span[0], span[1]);
  }
  return groups;
}

const named = (date: CivilDate, words: DateQuestionWords) =>
  `${words.dateName(date)} (${words.weekdayName(date)})`;

function between(kind: string, a: CivilDate, b: CivilDate, words: DateQuestionWords): ToolReading {
  const from = dayNumber(a);
  const to = dayNumber(b);
  const business = patternsOf(words).business.test(folded(kind));
  const reading = words.spanReading(business, kind, words.dateName(a), words.dateName(b));
  const back = to < from;
  if (business) {
    const count = Math.abs(businessDays(from, to));
    return {
      reading,
      display: words.span(
        named(a, words),
        named(b, words),
        back,
        words.count(count, "business day"),
      ),
      basis: `${words.businessBasis} ${words.calendar}`,
    };
  }
  // A second date before the first is counted back, not as a negative span.
  const days = Math.abs(to - from);
  const weeks = Math.floor(days / 7);
  const rest = days - weeks * 7;
  const inWeeks =
    weeks === 0
      ? ""
      : ` (${words.count(weeks, "week")}${rest ? `${words.and}${words.count(rest, "day")}` : ""})`;
  return {
    reading,
    display: words.span(
      named(a, words),
      named(b, words),
      back,
      `${words.count(days, "day")}${inWeeks}`,
    ),
    basis: words.calendar,
  };
}

function shifted(
  date: CivilDate,
  amount: number,
  unit: DateUnit,
  words: DateQuestionWords,
): ToolReading {
  const years = unit === "year";
  const step: Step = years || unit === "month" ? "months" : unit === "week" ? "weeks" : "days";
  const count = years ? amount * 12 : amount;
  const sign = amount < 0 ? "−" : "+";
  const reading = `${words.dateName(date)} ${sign} ${words.count(Math.abs(amount), unit)}`;
  const result = shiftDate(date, count, step);
  if (!result) return { reading, problem: words.outside };
  const moved = step === "months" && result.day !== date.day;
  return {
    reading,
    display: `${reading} = ${named(result, words)}`,
    basis:
      step === "months"
        ? words.monthsBasis(moved ? { from: date.day, to: result.day } : undefined)
        : words.daysBasis,
  };
}

/**
 * The answer to a question about dates in a language's words, or undefined when the text is
 * none.
 */
export function readDateQuestion(text: string, words: DateQuestionWords): ToolReading | undefined {
  // "¿…?" as Spanish opens a question.
  const t = text
    .trim()
    .replace(/^[¿¡]\s*/, "")
    .replace(/\s+/g, " ")
    .replace(/[−–]/g, "-");
  const plain = folded(t);
  const patterns = patternsOf(words);
  const dateIn = (written: string | undefined) =>
    written === undefined ? undefined : words.dateOf(folded(written));
  const span = ask(patterns.between, t, plain);
  if (span) {
    const { kind = "", a: x = "", b: y = "" } = span;
    const a = dateIn(x);
    const b = dateIn(y);
    if (!a || !b) return { reading: t, problem: words.noDate(a ? y : x) };
    return between(kind, a, b, words);
  }
  const moved = ask(patterns.shift, t, plain) ?? ask(patterns.from, t, plain);
  if (moved) {
    const { a: x = "", n = "0", unit: unitWord = "", sign, dir } = moved;
    const back =
      sign !== undefined
        ? patterns.minus.test(folded(sign))
        : patterns.before.test(folded(dir ?? ""));
    const date = dateIn(x);
    if (!date) return { reading: t, problem: words.noDate(x) };
    const unit = patterns.units.find(([pattern]) => pattern.test(folded(unitWord)))?.[1] ?? "day";
    return shifted(date, (back ? -1 : 1) * Number(n), unit, words);
  }
  const day = ask(patterns.weekday, t, plain);
  if (day) {
    const date = dateIn(day.a);
    if (!date) return { reading: t, problem: words.noDate(day.a ?? "") };
    return {
      reading: words.weekdayReading(words.dateName(date)),
      display: words.weekdayDisplay(words.dateName(date), words.weekdayName(date)),
      basis: words.gregorian,
    };
  }
  const week = ask(patterns.week, t, plain);
  if (week) {
    const date = dateIn(week.a);
    if (!date) return { reading: t, problem: words.noDate(week.a ?? "") };
    const w = isoWeek(dayNumber(date));
    return {
      reading: words.weekReading(words.dateName(date)),
      display: words.weekDisplay(named(date, words), w, formatIsoWeek(w)),
      basis: words.isoWeeks,
    };
  }
  return undefined;
}
