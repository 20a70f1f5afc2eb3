import { useEffect, useId, useState } from "react";
import { useDocumentTag, useUi } from "~/framework/static-markup";
import { formatDate } from "../../engine/date-calc";
import {
  formatIso,
  formatOffset,
  formatRfc2822,
  instantOfReading,
  inUnit,
  parseDateTime,
  parseTimestamp,
  TIME_UNITS,
  type TimeProblem,
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

type Say = ReturnType<typeof useUi>;

/**
 * How the page's language writes a timestamp's decimal mark: "1700000000,5" on a page whose
 * language writes a decimal comma; `read` takes that comma back, and a point still reads as
 * programs write it. Timestamps are not grouped, as programs write them.
 */
function marksOf(tag: string) {
  const comma = new Intl.NumberFormat(tag).format(0.5).includes(",");
  return {
    write: (text: string) => (comma ? text.replace(".", ",") : text),
    read: (text: string) =>
      comma && !text.includes(".") && text.split(",").length === 2 ? text.replace(",", ".") : text,
  };
}

/**
 * A problem of engine/unix-time.ts, said in the page's language: its key is its kind
 * (`unix.not-number`), its values its fields, a unit and a weekday named in the language.
 */
function sayProblem(say: Say, tag: string, why: TimeProblem): string {
  const values = { ...why } as unknown as Record<string, string>;
  if (why.kind === "decimals") values.unit = say(`unix.in-${why.unit}`);
  if (why.kind === "weekday") {
    values.date = formatDate(why.date);
    // 2024-01-01 was a Monday: the ISO weekday n is the nth of January 2024.
    values.weekday = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" }).format(
      Date.UTC(2024, 0, why.weekday),
    );
  }
  return say(`unix.${why.kind}`, values);
}

interface Shown {
  readonly micros?: bigint;
  readonly note: string;
  readonly problem?: "stamp" | "date";
  readonly message?: string;
}

function fromStamp(say: Say, tag: string, text: string, unit: UnitChoice): Shown {
  if (text.trim() === "") return { note: "" };
  const typed = marksOf(tag).read(text);
  const read = parseTimestamp(typed, unit);
  if ("problem" in read) {
    return { note: "", problem: "stamp", message: sayProblem(say, tag, read.problem) };
  }
  const digits = typed
    .replace(/[^\d.]/g, "")
    .split(".")[0]
    ?.replace(/^0+(?=\d)/, "").length;
  const named = say(`unix.in-${read.unit}`);
  return {
    micros: read.micros,
    note: read.guessed
      ? digits === 1
        ? say("unix.guessed-one", { unit: named })
        : say("unix.guessed", { unit: named, digits: String(digits) })
      : say("unix.read", { unit: named }),
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
  const say = useUi();
  const tag = useDocumentTag();
  const marks = marksOf(tag);
  const [stamp, setStamp] = useState(FIRST);
  const [unit, setUnit] = useState<UnitChoice>("auto");
  const [shown, setShown] = useState<Shown>(() => fromStamp(say, tag, FIRST, "auto"));
  const [date, setDate] = useState(() =>
    shown.micros === undefined ? "" : formatIso(shown.micros),
  );
  // Which field the instant was last read from: a new unit re-reads a typed timestamp, but
  // rewrites one the page wrote from a date.
  const [source, setSource] = useState<"stamp" | "date">("stamp");
  const [zone, setZone] = useState<string>();
  const [now, setNow] = useState<bigint>();

  useEffect(() => {
    // An empty name (a browser that names no zone) is said as "your time zone", in the page's words.
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone ?? "");
    const tick = () => setNow(BigInt(Date.now()) * 1000n);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, []);

  const showStamp = (text: string, choice: UnitChoice) => {
    setSource("stamp");
    const next = fromStamp(say, tag, text, choice);
    setShown(next);
    if (next.micros !== undefined) setDate(formatIso(next.micros));
  };

  const showInstant = (micros: bigint, note: string, choice = unit) => {
    setSource("date");
    setShown({ micros, note });
    setStamp(marks.write(inUnit(micros, choice === "auto" ? "s" : choice)));
  };

  const onDate = (text: string) => {
    setDate(text);
    if (text.trim() === "") return setShown({ note: "" });
    const reading = parseDateTime(text);
    if ("problem" in reading) {
      return setShown({
        note: "",
        problem: "date",
        message: sayProblem(say, tag, reading.problem),
      });
    }
    const micros = instantOfReading(reading, localOffsetAt);
    if (typeof micros !== "bigint") {
      return setShown({ note: "", problem: "date", message: sayProblem(say, tag, micros.problem) });
    }
    const form = reading.form;
    showInstant(
      micros,
      reading.offsetSeconds === undefined
        ? say("unix.read-local", { form, zone: zone || say("unix.your-zone") })
        : reading.offsetSeconds === 0
          ? say("unix.read-utc", { form })
          : say("unix.read-offset", { form, offset: formatOffset(reading.offsetSeconds) }),
    );
  };

  const { micros } = shown;
  const zoneName = zone || say("unix.your-zone");
  const localOffset = micros === undefined ? 0 : localOffsetAt(micros);
  // RFC 2822 names its days and months in English ("Tue, 14 Nov"), in every language: marked so.
  const rows: [string, string, "en"?][] =
    micros === undefined
      ? []
      : [
          [say("unix.s"), marks.write(inUnit(micros, "s"))],
          [say("unix.ms"), marks.write(inUnit(micros, "ms"))],
          [say("unix.us"), inUnit(micros, "us")],
          [say("unix.form-in", { form: "ISO 8601", zone: "UTC" }), formatIso(micros)],
          [say("unix.form-in", { form: "RFC 2822", zone: "UTC" }), formatRfc2822(micros), "en"],
          ...(zone === undefined
            ? []
            : ([
                [
                  say("unix.form-in", { form: "ISO 8601", zone: zoneName }),
                  formatIso(micros, localOffset),
                ],
                [
                  say("unix.form-in", { form: "RFC 2822", zone: zoneName }),
                  formatRfc2822(micros, localOffset),
                  "en",
                ],
              ] as [string, string, "en"?][])),
        ];

  return (
    <section aria-label={say("unix")} className={converterPanel}>
      <div className="flex flex-wrap gap-2">
        <Field id={`${id}-stamp`} label={say("unix.stamp")} className="min-w-48 flex-[2]">
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
        <Field id={`${id}-unit`} label={say("unix.unit")} className="min-w-40 flex-1">
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
            <option value="auto">{say("unix.guess")}</option>
            {TIME_UNITS.map((u) => (
              <option key={u.id} value={u.id}>
                {say(`unix.${u.id}`)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}-date`} label={say("unix.date")} className="mt-3">
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
        <caption className="mb-1 text-left font-medium">{say("unix.same")}</caption>
        <tbody>
          {rows.map(([name, value, lang]) => (
            <tr key={name} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="w-28 py-1.5 pr-3 align-top font-normal sm:w-1/3">
                {name}
              </th>
              <td
                lang={lang}
                className="py-1.5 text-sm font-semibold tabular-nums [overflow-wrap:anywhere] sm:text-base"
              >
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {now !== undefined && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm">
            {say("unix.now")}{" "}
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
              showInstant(second, say("unix.current"));
            }}
          >
            {say("unix.use-now")}
          </button>
        </div>
      )}
    </section>
  );
}
