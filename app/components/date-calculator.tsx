import { useId, useState } from "react";
import { useDocumentTag, useUi } from "~/framework/static-markup";
import {
  businessDays,
  type CivilDate,
  dayNumber,
  FIRST_YEAR,
  formatDate,
  formatIsoWeek,
  isoWeek,
  LAST_YEAR,
  parseDate,
  type Step,
  shiftDate,
} from "../../engine/date-calc";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { Field, FieldProblem } from "./field";

const MIN = `${String(FIRST_YEAR).padStart(4, "0")}-01-01`;
const MAX = `${LAST_YEAR}-12-31`;

/**
 * How the page's language writes counts and weekdays (its BCP 47 tag): "1.234 Tage", "jeudi". The
 * ISO dates and weeks (2026-W01-4) are written the same in every language.
 */
function useWriting() {
  const tag = useDocumentTag();
  const say = useUi();
  const numbers = new Intl.NumberFormat(tag);
  const weekdays = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // French says "0 jour" and "1 jour"; English, Spanish, German and Portuguese "0 days".
  const one = (n: number) => (tag.startsWith("fr") ? Math.abs(n) < 2 : Math.abs(n) === 1);
  const plural = (n: number, word: "day" | "week") =>
    say(one(n) ? `date.${word}` : `date.${word}-n`, { count: numbers.format(n) });
  /** "Thursday, ISO week 2026-W01-4": a date's weekday and ISO week. */
  const weekOf = (date: CivilDate) => {
    const week = isoWeek(dayNumber(date));
    // 2024-01-01 was a Monday: the ISO weekday n is the nth of January 2024.
    const weekday = weekdays.format(Date.UTC(2024, 0, week.weekday));
    const text = say("date.week-of", { weekday, week: formatIsoWeek(week) });
    return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  };
  return { say, plural, weekOf };
}

function DateField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const { say, weekOf } = useWriting();
  const date = parseDate(props.value);
  return (
    <div className="min-w-40 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        type="date"
        min={MIN}
        max={MAX}
        className={`${valueField} w-full`}
        value={props.value}
        aria-describedby={`${id}-week`}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <p id={`${id}-week`} className="mt-1 min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {date ? weekOf(date) : say("date.choose")}
      </p>
    </div>
  );
}

function Result({ name, value }: { name: string; value: string }) {
  return (
    <tr className="border-b border-slate-200 dark:border-slate-800">
      <th scope="row" className="py-1.5 pr-4 font-normal">
        {name}
      </th>
      <td className="py-1.5 text-base font-semibold tabular-nums">{value}</td>
    </tr>
  );
}

/** Days and business days between two dates (engine/date-calc.ts). */
function Between() {
  const { say, plural } = useWriting();
  const [from, setFrom] = useState("2026-01-01");
  const [to, setTo] = useState("2026-12-31");
  const a = parseDate(from);
  const b = parseDate(to);
  const days = a && b ? dayNumber(b) - dayNumber(a) : undefined;
  const weeks = days === undefined ? 0 : Math.trunc(days / 7);
  return (
    <section aria-label={say("date")} className={converterPanel}>
      <h2 className="mb-2 text-lg font-semibold">{say("date.between")}</h2>
      <div className="flex flex-wrap gap-2">
        <DateField label={say("date.start")} value={from} onChange={setFrom} />
        <DateField label={say("date.end")} value={to} onChange={setTo} />
      </div>
      <table className="mt-2 w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">{say("date.counted")}</caption>
        <tbody>
          {days !== undefined && a && b && (
            <>
              <Result name={say("date.days")} value={plural(days, "day")} />
              <Result
                name={say("date.weeks-days")}
                value={`${plural(weeks, "week")}, ${plural(days - weeks * 7, "day")}`}
              />
              <Result
                name={say("date.business")}
                value={plural(businessDays(dayNumber(a), dayNumber(b)), "day")}
              />
            </>
          )}
        </tbody>
      </table>
    </section>
  );
}

/** A date plus or minus days, weeks or months; months clamp to the month's last day. */
function Shift() {
  const id = useId();
  const { say, weekOf } = useWriting();
  const [from, setFrom] = useState("2026-01-31");
  const [sign, setSign] = useState<"+" | "-">("+");
  const [amount, setAmount] = useState("1");
  const [step, setStep] = useState<Step>("months");
  const start = parseDate(from);
  const n = /^\s*\d{1,7}\s*$/.test(amount) ? Number(amount) : undefined;
  const moved =
    start && n !== undefined ? shiftDate(start, sign === "+" ? n : -n, step) : undefined;
  const problem =
    amount.trim() !== "" && n === undefined
      ? say("date.not-whole", { text: amount.trim() })
      : start && n !== undefined && !moved
        ? say("date.outside")
        : undefined;
  return (
    <section aria-label={say("date.shift")} className={`${converterPanel} mt-4`}>
      <h2 className="mb-2 text-lg font-semibold">{say("date.add-subtract")}</h2>
      <div className="flex flex-wrap gap-2">
        <DateField label={say("date.date")} value={from} onChange={setFrom} />
        <Field id={`${id}-sign`} label={say("date.add-subtract")} className="min-w-28 flex-1">
          <select
            id={`${id}-sign`}
            className={`${unitSelect} w-full`}
            value={sign}
            onChange={(e) => setSign(e.target.value as "+" | "-")}
          >
            <option value="+">{say("date.add")}</option>
            <option value="-">{say("date.subtract")}</option>
          </select>
        </Field>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Field id={`${id}-amount`} label={say("date.amount")} className="min-w-28 flex-1">
          <input
            id={`${id}-amount`}
            className={`${valueField} w-full`}
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            onChange={(e) => setAmount(e.target.value)}
          />
        </Field>
        <Field id={`${id}-step`} label={say("date.unit")} className="min-w-28 flex-1">
          <select
            id={`${id}-step`}
            className={`${unitSelect} w-full`}
            value={step}
            onChange={(e) => setStep(e.target.value as Step)}
          >
            <option value="days">{say("date.days")}</option>
            <option value="weeks">{say("date.weeks")}</option>
            <option value="months">{say("date.months")}</option>
          </select>
        </Field>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <table className="w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">
          {say(sign === "+" ? "date.after" : "date.before")}
        </caption>
        <tbody>
          {moved && (
            <>
              <Result name={say("date.date")} value={formatDate(moved)} />
              <Result name={say("date.day-week")} value={weekOf(moved)} />
            </>
          )}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The date calculator (issue 24): days and business days between two dates, and a date moved by
 * days, weeks or months, each date with its weekday and ISO week (engine/date-calc.ts).
 */
export function DateCalculator() {
  return (
    <div>
      <Between />
      <Shift />
    </div>
  );
}
