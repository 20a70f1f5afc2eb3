import { useEffect, useId, useRef, useState } from "react";
import { loadChunk } from "~/framework/lazy-chunk";
import { useDocumentTag, useUi } from "~/framework/static-markup";
import {
  formatOffset,
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
import { durationIn, wallIn } from "../../../site/time-zone/words";
import type { ZoneAnswer } from "../../../site/time-zone/zone-search";
import { converterPanel, valueField } from "../converter/styles";
import { ZoneField, type ZoneFieldState } from "./zone-field";
import finderUrl from "./zone-finder?chunk-url";

type Finder = typeof import("./zone-finder");
type Say = ReturnType<typeof useUi>;

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
  const say = useUi();
  const tag = useDocumentTag();
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
        setFrom((f) => ({ ...f, answer: module.findZone(f.text, tag) }));
        setTo((f) => ({ ...f, answer: module.findZone(f.text, tag) }));
      },
      // Offline before the chunk was cached: zones are found by name; a later focus tries again.
      () => {
        loading.current = false;
      },
    );
  };
  const find = (text: string) => (finderRef.current?.findZone ?? byName)(text, tag);

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
    <section aria-label={say("tz")} className={converterPanel}>
      <form
        method="get"
        action={path}
        onSubmit={(e) => e.preventDefault()}
        className="flex flex-col gap-2"
      >
        <div>
          <label htmlFor={`${id}-t`} className="mb-1 block text-sm font-medium">
            {say("tz.when")}
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
            label={say("tz.from")}
            listId={finder ? `${id}-cities` : undefined}
            state={from}
            at={instant}
            onText={(text) => change(() => setFrom({ text, answer: find(text) }))}
            onPick={(zone) => change(() => setFrom(fieldOf(zone)))}
            onFirstFocus={loadFinder}
          />
          <button
            type="button"
            className="mt-6 rounded-lg border border-slate-300 px-3 py-2.5 dark:border-slate-700"
            aria-label={say("tz.swap")}
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
            label={say("tz.to")}
            listId={finder ? `${id}-cities` : undefined}
            state={to}
            at={instant}
            onText={(text) => change(() => setTo({ text, answer: find(text) }))}
            onPick={(zone) => change(() => setTo(fieldOf(zone)))}
            onFirstFocus={loadFinder}
          />
        </div>
        {finder && (
          <datalist id={`${id}-cities`}>
            {finder.cityOptions(tag).map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        )}
        <noscript>
          <button
            type="submit"
            className="rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-700"
          >
            {say("tz.convert")}
          </button>
        </noscript>
      </form>
      <output className="mt-3 block" aria-live="polite">
        {reading && fromZone && toZone && wall ? (
          <Answer wall={wall} reading={reading} from={fromZone} to={toZone} say={say} tag={tag} />
        ) : (
          <span className="text-slate-700 dark:text-slate-300">
            {t === "" ? say("tz.pick-time") : ""}
          </span>
        )}
      </output>
      {query && (
        <p className="mt-2 text-sm">
          <a className="underline" href={`${path}?${query}`}>
            {say("tz.link")}
          </a>
        </p>
      )}
    </section>
  );
}

/** The same instant in the target zone, and what happened to a time the clocks skip or repeat. */
function Answer(props: {
  wall: WallTime;
  reading: Reading;
  from: string;
  to: string;
  say: Say;
  /** The page's language, which writes the dates and lengths of time (site/time-zone/words.ts). */
  tag: string;
}) {
  const { wall, reading, from, to, say, tag } = props;
  // A sentence that opens with the date opens with a capital: "Domingo, 29 de marzo…".
  const opening = (text: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  const line = (instant: number) => {
    const there = zonedTime(to, instant);
    const here = zonedTime(from, instant);
    const ahead = there.offset - here.offset;
    const values = {
      to,
      from,
      duration: durationIn(tag, ahead),
      offset: formatOffset(here.offset),
    };
    return (
      <>
        <span className="text-xl font-semibold tabular-nums">{wallIn(tag, there)}</span>{" "}
        <span>{say("tz.in", { zone: to, offset: formatOffset(there.offset) })}</span>
        <span className="block text-sm text-slate-700 dark:text-slate-300">
          {say(ahead === 0 ? "tz.same" : ahead > 0 ? "tz.ahead" : "tz.behind", values)}
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
          {opening(
            say("tz.gap", {
              time: wallIn(tag, wall),
              from,
              duration: durationIn(tag, reading.gapMinutes),
              moved: wallIn(tag, moved),
              offset: formatOffset(moved.offset),
            }),
          )}
        </p>
        <p className="mt-1">{line(reading.instant)}</p>
      </>
    );
  }
  return (
    <>
      <p className="text-amber-800 dark:text-amber-300">
        {opening(
          say("tz.overlap", {
            time: wallIn(tag, wall),
            from,
            first: formatOffset(zonedTime(from, reading.earlier).offset),
            second: formatOffset(zonedTime(from, reading.later).offset),
          }),
        )}
      </p>
      <p className="mt-1">
        <span className="block text-sm font-medium">{say("tz.first")}</span>
        {line(reading.earlier)}
      </p>
      <p className="mt-1">
        <span className="block text-sm font-medium">{say("tz.second")}</span>
        {line(reading.later)}
      </p>
    </>
  );
}
