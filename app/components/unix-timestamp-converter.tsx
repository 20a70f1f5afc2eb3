import { useEffect, useId, useState } from "react";
import {
  formatIso,
  formatOffset,
  formatRfc2822,
  instantOfReading,
  inUnit,
  parseDateTime,
  parseTimestamp,
  TIME_UNITS,
  type TimeUnit,
} from "../../engine/unix-time";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { Field } from "./field";

/** The instant the page opens on: fixed, so the server's markup is right whenever it is read. */
const FIRST = "1700000000";
type UnitChoice = TimeUnit | "auto";

/** The visitor's offset from UTC at an instant, in seconds east (the browser's time zone rules). */
const localOffsetAt = (micros: bigint) =>
  Math.round(-new Date(Number(micros / 1000n)).getTimezoneOffset() * 60);

const unitLabel = (unit: TimeUnit) => TIME_UNITS.find((u) => u.id === unit)?.label ?? unit;

interface Shown {
  readonly micros?: bigint;
  readonly note: string;
  readonly problem?: "stamp" | "date";
  readonly message?: string;
}

function fromStamp(text: string, unit: UnitChoice): Shown {
  if (text.trim() === "") return { note: "" };
  const read = parseTimestamp(text, unit);
  if ("problem" in read) return { note: "", problem: "stamp", message: read.problem };
  const digits = text
    .replace(/[^\d.]/g, "")
    .split(".")[0]
    ?.replace(/^0+(?=\d)/, "").length;
  return {
    micros: read.micros,
    note: read.guessed
      ? `Read as ${unitLabel(read.unit)}, guessed from its ${digits} digit${digits === 1 ? "" : "s"}.`
      : `Read as ${unitLabel(read.unit)}.`,
  };
}

/**
 * Unix time (issue 24): a timestamp in seconds, milliseconds or microseconds, or a date in ISO 8601
 * or RFC 2822, and the same instant in every form, in UTC and in the visitor's time zone
 * (engine/unix-time.ts). The local zone and the ticking clock exist only in the browser, so they
 * appear after hydration: the server's markup never shows a time that is wrong when read.
 */
export function UnixTimestampConverter() {
  const id = useId();
  const [stamp, setStamp] = useState(FIRST);
  const [unit, setUnit] = useState<UnitChoice>("auto");
  const [shown, setShown] = useState<Shown>(() => fromStamp(FIRST, "auto"));
  const [date, setDate] = useState(() =>
    shown.micros === undefined ? "" : formatIso(shown.micros),
  );
  // Which field the instant was last read from: a new unit re-reads a typed timestamp, but
  // rewrites one the page wrote from a date.
  const [source, setSource] = useState<"stamp" | "date">("stamp");
  const [zone, setZone] = useState<string>();
  const [now, setNow] = useState<bigint>();

  useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone || "your time zone");
    const tick = () => setNow(BigInt(Date.now()) * 1000n);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const showStamp = (text: string, choice: UnitChoice) => {
    setSource("stamp");
    const next = fromStamp(text, choice);
    setShown(next);
    if (next.micros !== undefined) setDate(formatIso(next.micros));
  };

  const showInstant = (micros: bigint, note: string, choice = unit) => {
    setSource("date");
    setShown({ micros, note });
    setStamp(inUnit(micros, choice === "auto" ? "s" : choice));
  };

  const onDate = (text: string) => {
    setDate(text);
    if (text.trim() === "") return setShown({ note: "" });
    const reading = parseDateTime(text);
    if ("problem" in reading)
      return setShown({ note: "", problem: "date", message: reading.problem });
    const micros = instantOfReading(reading, localOffsetAt);
    if (typeof micros !== "bigint") {
      return setShown({ note: "", problem: "date", message: micros.problem });
    }
    const where =
      reading.offsetSeconds === undefined
        ? `in your time zone (${zone})`
        : reading.offsetSeconds === 0
          ? "in UTC"
          : `at UTC${formatOffset(reading.offsetSeconds)}`;
    showInstant(micros, `Read as ${reading.form}, ${where}.`);
  };

  const { micros } = shown;
  const localOffset = micros === undefined ? 0 : localOffsetAt(micros);
  const rows: [string, string][] =
    micros === undefined
      ? []
      : [
          ["Seconds", inUnit(micros, "s")],
          ["Milliseconds", inUnit(micros, "ms")],
          ["Microseconds", inUnit(micros, "us")],
          ["ISO 8601, UTC", formatIso(micros)],
          ["RFC 2822, UTC", formatRfc2822(micros)],
          ...(zone === undefined
            ? []
            : ([
                [`ISO 8601, ${zone}`, formatIso(micros, localOffset)],
                [`RFC 2822, ${zone}`, formatRfc2822(micros, localOffset)],
              ] as [string, string][])),
        ];

  return (
    <section aria-label="Unix timestamp converter" className={converterPanel}>
      <div className="flex flex-wrap gap-2">
        <Field id={`${id}-stamp`} label="Timestamp" className="min-w-48 flex-[2]">
          <input
            id={`${id}-stamp`}
            className={`${valueField} w-full`}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={stamp}
            aria-invalid={shown.problem === "stamp" ? true : undefined}
            aria-describedby={`${id}-note`}
            onChange={(e) => {
              setStamp(e.target.value);
              showStamp(e.target.value, unit);
            }}
          />
        </Field>
        <Field id={`${id}-unit`} label="Unit" className="min-w-40 flex-1">
          <select
            id={`${id}-unit`}
            className={`${unitSelect} w-full`}
            value={unit}
            onChange={(e) => {
              const choice = e.target.value as UnitChoice;
              setUnit(choice);
              if (source === "date" && shown.micros !== undefined) {
                showInstant(shown.micros, shown.note, choice);
              } else showStamp(stamp, choice);
            }}
          >
            <option value="auto">Guess from the digits</option>
            {TIME_UNITS.map((u) => (
              <option key={u.id} value={u.id}>
                {u.label[0]?.toUpperCase() + u.label.slice(1)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}-date`} label="Date and time (ISO 8601 or RFC 2822)" className="mt-3">
        <input
          id={`${id}-date`}
          className={`${valueField} w-full`}
          autoComplete="off"
          spellCheck={false}
          value={date}
          aria-invalid={shown.problem === "date" ? true : undefined}
          aria-describedby={`${id}-note`}
          onChange={(e) => onDate(e.target.value)}
        />
      </Field>
      <p
        id={`${id}-note`}
        role={shown.message ? "alert" : undefined}
        className={`mt-1 min-h-5 text-sm ${
          shown.message ? "text-red-700 dark:text-red-400" : "text-slate-700 dark:text-slate-300"
        }`}
      >
        {shown.message ?? shown.note}
      </p>
      <table className="mt-2 w-full table-fixed text-left text-sm" aria-live="polite">
        <caption className="mb-1 text-left font-medium">The same instant in every form</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="w-28 py-1.5 pr-3 align-top font-normal sm:w-1/3">
                {name}
              </th>
              <td className="py-1.5 text-sm font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-base">
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {now !== undefined && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm">
            Now:{" "}
            <span className="font-mono font-semibold">
              {inUnit((now / 1_000_000n) * 1_000_000n, "s")}
            </span>{" "}
            <span className="font-mono whitespace-nowrap">
              ({formatIso((now / 1_000_000n) * 1_000_000n)})
            </span>
          </p>
          <button
            type="button"
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
            onClick={() => {
              const second = (BigInt(Date.now()) / 1000n) * 1_000_000n;
              setDate(formatIso(second));
              showInstant(second, "The current time, to the second.");
            }}
          >
            Use the current time
          </button>
        </div>
      )}
    </section>
  );
}
