import { useEffect, useId, useRef, useState } from "react";
import { loadChunk } from "~/framework/lazy-chunk";
import {
  formatDuration,
  formatOffset,
  formatWall,
  instantOf,
  isoWall,
  parseWall,
  type Reading,
  type WallTime,
  zonedTime,
  zoneId,
} from "../../../engine/time-zone";
import {
  type TimeZoneAddress,
  timeZoneAddress,
  timeZoneQuery,
} from "../../../site/time-zone/address";
import type { ZoneAnswer } from "../../../site/time-zone/zone-search";
import { converterPanel, valueField } from "../converter/styles";
import { ZoneField, type ZoneFieldState } from "./zone-field";
import finderUrl from "./zone-finder?chunk-url";

type Finder = typeof import("./zone-finder");

/** Until the city list has loaded, a field finds zones by their names alone. */
const byName = (text: string): ZoneAnswer => {
  const zone = zoneId(text);
  return zone ? { kind: "zone", zone } : { kind: "none" };
};

const fieldOf = (zone: string): ZoneFieldState => ({ text: zone, answer: { kind: "zone", zone } });
const zoneOf = (field: ZoneFieldState) =>
  field.answer.kind === "zone" ? field.answer.zone : undefined;

export interface TimeZoneInitial {
  readonly t?: string;
  readonly from: string;
  readonly to: string;
}

/**
 * The time zone converter (issue 24): a date and time in one zone, and the same instant in
 * another (engine/time-zone.ts). Its state is its address (site/time-zone/address.ts), which the
 * server renders; without one, it starts at the visitor's time in the visitor's zone. Without
 * JavaScript the fields are a form the server answers.
 */
export function TimeZoneConverter({ initial, path }: { initial: TimeZoneInitial; path: string }) {
  const id = useId();
  const [t, setT] = useState(initial.t ?? "");
  const [from, setFrom] = useState(() => fieldOf(initial.from));
  const [to, setTo] = useState(() => fieldOf(initial.to));
  const [finder, setFinder] = useState<Finder>();
  const loading = useRef(false);
  // Handlers read the finder here: a key typed before React renders with the loaded list is
  // still read with it.
  const finderRef = useRef<Finder>(undefined);
  const touched = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (initial.t !== undefined) return;
    // A prerendered page the service worker answered a shared address with: apply the address.
    const address = timeZoneAddress(new URLSearchParams(window.location.search));
    if (address) return apply(address);
    const here = zoneId(Intl.DateTimeFormat().resolvedOptions().timeZone);
    if (here) setFrom(fieldOf(here));
    setT(isoWall(zonedTime(here ?? initial.from, Date.now())));
  }, []);

  const apply = (address: TimeZoneAddress) => {
    if (address.t) setT(address.t);
    if (address.from) setFrom(fieldOf(address.from));
    if (address.to) setTo(fieldOf(address.to));
  };

  const loadFinder = () => {
    if (loading.current) return;
    loading.current = true;
    loadChunk<Finder>(finderUrl).then(
      (module) => {
        finderRef.current = module;
        setFinder(module);
        // What was typed while the list loaded is read again with it.
        setFrom((f) => ({ ...f, answer: module.findZone(f.text) }));
        setTo((f) => ({ ...f, answer: module.findZone(f.text) }));
      },
      // Offline before the chunk was cached: zones are found by name; a later focus tries again.
      () => {
        loading.current = false;
      },
    );
  };
  const find = (text: string) => (finderRef.current?.findZone ?? byName)(text);

  const fromZone = zoneOf(from);
  const toZone = zoneOf(to);
  const wall = parseWall(t);
  const reading = wall && fromZone ? instantOf(fromZone, wall) : undefined;
  const instant = reading && (reading.kind === "overlap" ? reading.earlier : reading.instant);
  const query =
    wall && fromZone && toZone ? timeZoneQuery({ t, from: fromZone, to: toZone }) : undefined;

  useEffect(() => {
    if (!touched.current || query === undefined) return;
    const url = new URL(window.location.href);
    url.search = query;
    // Keep React Router's own history state, so back and forward still work.
    window.history.replaceState(window.history.state, "", url);
  }, [query]);

  const change = (action: () => void) => {
    touched.current = true;
    action();
  };

  return (
    <section aria-label="Time zone converter" className={converterPanel}>
      <form
        method="get"
        action={path}
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-2"
      >
        <div>
          <label htmlFor={`${id}-t`} className="mb-1 block text-sm font-medium">
            Date and time
          </label>
          <input
            id={`${id}-t`}
            name="t"
            type="datetime-local"
            className={`${valueField} w-full max-w-72`}
            value={t}
            onChange={(e) => change(() => setT(e.target.value))}
          />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <ZoneField
            id={`${id}-from`}
            name="from"
            label="From time zone"
            listId={finder ? `${id}-cities` : undefined}
            state={from}
            offset={instant === undefined || !fromZone ? undefined : offsetOf(fromZone, reading)}
            onText={(text) => change(() => setFrom({ text, answer: find(text) }))}
            onPick={(zone) => change(() => setFrom(fieldOf(zone)))}
            onFirstFocus={loadFinder}
          />
          <button
            type="button"
            className="mt-6 rounded-lg border border-slate-300 px-3 py-2.5 dark:border-slate-700"
            aria-label="Swap the two time zones"
            onClick={() =>
              change(() => {
                setFrom(to);
                setTo(from);
              })
            }
          >
            ⇄
          </button>
          <ZoneField
            id={`${id}-to`}
            name="to"
            label="To time zone"
            listId={finder ? `${id}-cities` : undefined}
            state={to}
            offset={
              instant === undefined || !toZone ? undefined : zonedTime(toZone, instant).offset
            }
            onText={(text) => change(() => setTo({ text, answer: find(text) }))}
            onPick={(zone) => change(() => setTo(fieldOf(zone)))}
            onFirstFocus={loadFinder}
          />
        </div>
        {finder && (
          <datalist id={`${id}-cities`}>
            {finder.CITY_OPTIONS.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        )}
        <noscript>
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700"
          >
            Convert (zones by name, such as Europe/Paris)
          </button>
        </noscript>
      </form>
      <output className="mt-3 block" aria-live="polite">
        {reading && fromZone && toZone && wall ? (
          <Answer wall={wall} reading={reading} from={fromZone} to={toZone} />
        ) : (
          <span className="text-slate-700 dark:text-slate-300">
            {t === "" ? "Choose a date and time." : ""}
          </span>
        )}
      </output>
      {query && (
        <p className="mt-2 text-sm">
          <a className="underline" href={`${path}?${query}`}>
            Link to this time
          </a>
        </p>
      )}
    </section>
  );
}

function offsetOf(zone: string, reading: Reading | undefined): number | undefined {
  if (!reading) return undefined;
  return zonedTime(zone, reading.kind === "overlap" ? reading.earlier : reading.instant).offset;
}

/** The same instant in the target zone, and what happened to a time the clocks skip or repeat. */
function Answer(props: { wall: WallTime; reading: Reading; from: string; to: string }) {
  const { wall, reading, from, to } = props;
  const line = (instant: number) => {
    const there = zonedTime(to, instant);
    const here = zonedTime(from, instant);
    const ahead = there.offset - here.offset;
    return (
      <>
        <span className="text-xl font-semibold tabular-nums">{formatWall(there)}</span>{" "}
        <span>
          in {to} ({formatOffset(there.offset)})
        </span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">
          {ahead === 0
            ? `${to} keeps the same time as ${from} then.`
            : `${to} is ${formatDuration(ahead)} ${ahead > 0 ? "ahead of" : "behind"} ${from} then (${formatOffset(here.offset)}).`}
        </span>
      </>
    );
  };
  if (reading.kind === "exact") return <p>{line(reading.instant)}</p>;
  if (reading.kind === "gap") {
    const moved = zonedTime(from, reading.instant);
    return (
      <>
        <p className="text-amber-800 dark:text-amber-300">
          {formatWall(wall)} does not exist in {from}: the clocks go forward{" "}
          {formatDuration(reading.gapMinutes)} that night. Read as {formatWall(moved)} (
          {formatOffset(moved.offset)}).
        </p>
        <p className="mt-1">{line(reading.instant)}</p>
      </>
    );
  }
  const first = zonedTime(from, reading.earlier);
  const second = zonedTime(from, reading.later);
  return (
    <>
      <p className="text-amber-800 dark:text-amber-300">
        {formatWall(wall)} happens twice in {from}: the clocks go back that night. First at{" "}
        {formatOffset(first.offset)}, then at {formatOffset(second.offset)}.
      </p>
      <p className="mt-1">
        <span className="block text-sm font-medium">The first time:</span>
        {line(reading.earlier)}
      </p>
      <p className="mt-1">
        <span className="block text-sm font-medium">The second time:</span>
        {line(reading.later)}
      </p>
    </>
  );
}
