import { useId, useState } from "react";
import { WEEKDAYS } from "../../engine/calendar-names";
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
const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, word: string) => `${count(n)} ${word}${Math.abs(n) === 1 ? "" : "s"}`;

/** "Thursday, 2026-W01-4": a date's weekday and ISO week. */
function weekOf(date: CivilDate): string {
  const week = isoWeek(dayNumber(date));
  return `${WEEKDAYS[week.weekday - 1]}, ISO week ${formatIsoWeek(week)}`;
}

function DateField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
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
        {date ? weekOf(date) : "Choose a date from 0001-01-01 to 9999-12-31."}
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
  const [from, setFrom] = useState("2026-01-01");
  const [to, setTo] = useState("2026-12-31");
  const a = parseDate(from);
  const b = parseDate(to);
  const days = a && b ? dayNumber(b) - dayNumber(a) : undefined;
  const weeks = days === undefined ? 0 : Math.trunc(days / 7);
  return (
    <section aria-label="Days between two dates" className={converterPanel}>
      <h2 className="mb-2 text-lg font-semibold">Days between</h2>
      <div className="flex flex-wrap gap-2">
        <DateField label="Start date" value={from} onChange={setFrom} />
        <DateField label="End date" value={to} onChange={setTo} />
      </div>
      <table className="mt-2 w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">
          From the start date, counted, to the end date, not counted
        </caption>
        <tbody>
          {days !== undefined && a && b && (
            <>
              <Result name="Days" value={plural(days, "day")} />
              <Result
                name="Weeks and days"
                value={`${plural(weeks, "week")}, ${plural(days - weeks * 7, "day")}`}
              />
              <Result
                name="Business days (Mon–Fri, no holidays)"
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
      ? `Not a whole number: “${amount.trim()}”.`
      : start && n !== undefined && !moved
        ? "The result is outside the years 1 to 9999."
        : undefined;
  return (
    <section aria-label="Add to or subtract from a date" className={`${converterPanel} mt-4`}>
      <h2 className="mb-2 text-lg font-semibold">Add or subtract</h2>
      <div className="flex flex-wrap gap-2">
        <DateField label="Date" value={from} onChange={setFrom} />
        <Field id={`${id}-sign`} label="Add or subtract" className="min-w-28 flex-1">
          <select
            id={`${id}-sign`}
            className={`${unitSelect} w-full`}
            value={sign}
            onChange={(e) => setSign(e.target.value as "+" | "-")}
          >
            <option value="+">Add</option>
            <option value="-">Subtract</option>
          </select>
        </Field>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Field id={`${id}-amount`} label="Amount" className="min-w-28 flex-1">
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
        <Field id={`${id}-step`} label="Unit" className="min-w-28 flex-1">
          <select
            id={`${id}-step`}
            className={`${unitSelect} w-full`}
            value={step}
            onChange={(e) => setStep(e.target.value as Step)}
          >
            <option value="days">Days</option>
            <option value="weeks">Weeks</option>
            <option value="months">Months</option>
          </select>
        </Field>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <table className="w-full text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">
          The date {sign === "+" ? "after" : "before"}
        </caption>
        <tbody>
          {moved && (
            <>
              <Result name="Date" value={formatDate(moved)} />
              <Result name="Day and week" value={weekOf(moved)} />
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
