import { type PointerEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { Point } from "../../../site/money/rate-history";
import { dateTicks } from "./axis";
import { downsample, extremes, nearestIndex } from "./downsample";
import { dayNumber } from "./history-dates";
import { type PairNames, pointText, rateLabel } from "./history-text";
import type { HistoryWords } from "./history-words";

/** The drawing's height in pixels; its width is the column's (measured). */
const CHART_HEIGHT = 240;
const SIDE = 8;
const TOP = 24;
const BOTTOM = 44;
/** Points of the drawn line at most: a long range is thinned for drawing only (downsample.ts). */
const DRAWN = 600;

/**
 * The history of a pair as an SVG line (hand-written: no chart library), with its low and high
 * marked and a few date ticks. A pointer (mouse, pen or finger) on it, or the slider under it
 * (the keyboard's way), moves a marker to a day, whose exact rate the line above shows. The table
 * beside it (history-table.tsx) reads the same points out.
 */
export function RateChart({
  points,
  pair,
  label,
  faded = false,
  words,
}: {
  /** Oldest first, at least one. */
  points: readonly Point[];
  pair: PairNames;
  /** The image's accessible name (history-text.ts, chartLabel). */
  label: string;
  /** While another range loads. */
  faded?: boolean;
  words: HistoryWords;
}) {
  const { say } = words;
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  const [marker, setMarker] = useState<number>();
  const hint = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(200, Math.round(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Another range or pair: the marker's index means another day.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the points change
  useEffect(() => {
    setMarker(undefined);
  }, [points]);

  const days = useMemo(() => points.map((p) => dayNumber(p.date)), [points]);
  const drawing = useMemo(() => {
    const ends = extremes(points);
    const d0 = days[0] ?? 0;
    const d1 = days[days.length - 1] ?? d0;
    const low = ends?.low.rate ?? 0;
    const high = ends?.high.rate ?? 0;
    const x = (day: number) =>
      d1 === d0 ? width / 2 : SIDE + ((day - d0) / (d1 - d0)) * (width - 2 * SIDE);
    const bottom = CHART_HEIGHT - BOTTOM;
    const y = (rate: number) =>
      high === low ? (TOP + bottom) / 2 : TOP + ((high - rate) / (high - low)) * (bottom - TOP);
    const line = downsample(points, DRAWN)
      .map((p, i) => `${i ? "L" : "M"}${x(dayNumber(p.date)).toFixed(1)} ${y(p.rate).toFixed(1)}`)
      .join("");
    const first = points[0]?.date ?? "";
    const last = points[points.length - 1]?.date ?? "";
    return {
      ends,
      x,
      y,
      bottom,
      line,
      ticks: dateTicks(first, last, width - 2 * SIDE, words.ticks),
      d0,
      d1,
    };
  }, [points, days, width, words]);

  const shown = points[marker ?? points.length - 1];

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    // A mouse that is only passing by with a button held (a text selection) does not count.
    if (event.pointerType === "mouse" && event.buttons > 1) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width === 0) return;
    const px = ((event.clientX - rect.left) / rect.width) * width;
    const { d0, d1 } = drawing;
    const day = d1 === d0 ? d0 : d0 + ((px - SIDE) / (width - 2 * SIDE)) * (d1 - d0);
    setMarker(nearestIndex(days, day));
  };

  const { ends, x, y, bottom, line, ticks } = drawing;
  const markerPoint = marker === undefined ? undefined : points[marker];
  const edge = (px: number) => (px < 30 ? "start" : px > width - 30 ? "end" : "middle");

  return (
    <div className={faded ? "opacity-50 transition-opacity" : "transition-opacity"}>
      <p className="mb-1 min-h-6 text-sm font-medium tabular-nums" data-testid="history-readout">
        {shown && pointText(pair, shown, words)}
        {shown && marker === undefined && (
          <span className="font-normal text-slate-600 dark:text-slate-400">
            {" "}
            {say("history.chart-latest")}
          </span>
        )}
      </p>
      <div ref={box}>
        <svg
          role="img"
          aria-label={label}
          width="100%"
          height={CHART_HEIGHT}
          viewBox={`0 0 ${width} ${CHART_HEIGHT}`}
          className="block touch-pan-y overflow-visible select-none"
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={(e) => e.pointerType === "mouse" && setMarker(undefined)}
        >
          {ends && (
            <g className="fill-slate-600 stroke-slate-300 text-xs dark:fill-slate-400 dark:stroke-slate-700">
              <line x1={SIDE} x2={width - SIDE} y1={TOP} y2={TOP} strokeDasharray="3 3" />
              <line x1={SIDE} x2={width - SIDE} y1={bottom} y2={bottom} strokeDasharray="3 3" />
              <text x={SIDE} y={TOP - 8} stroke="none">
                {say("history.chart-high", {
                  rate: words.number(rateLabel(ends.high.rate)),
                  date: words.shortDay(ends.high.date),
                })}
              </text>
              <text x={SIDE} y={bottom + 15} stroke="none">
                {say("history.chart-low", {
                  rate: words.number(rateLabel(ends.low.rate)),
                  date: words.shortDay(ends.low.date),
                })}
              </text>
              {ticks.map((t) => (
                <g key={t.day}>
                  <line x1={x(t.day)} x2={x(t.day)} y1={bottom + 20} y2={bottom + 25} />
                  <text x={x(t.day)} y={CHART_HEIGHT - 4} textAnchor={edge(x(t.day))} stroke="none">
                    {t.label}
                  </text>
                </g>
              ))}
            </g>
          )}
          <path
            d={line}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-sky-700 dark:stroke-sky-400"
          />
          {markerPoint && (
            <g className="fill-sky-700 stroke-slate-500 dark:fill-sky-300 dark:stroke-slate-400">
              <line
                x1={x(dayNumber(markerPoint.date))}
                x2={x(dayNumber(markerPoint.date))}
                y1={TOP}
                y2={bottom}
                strokeDasharray="2 2"
              />
              <circle
                cx={x(dayNumber(markerPoint.date))}
                cy={y(markerPoint.rate)}
                r={4.5}
                stroke="none"
                data-testid="history-marker"
              />
            </g>
          )}
        </svg>
      </div>
      {/* The keyboard's way to the days: a native slider over them, under the time axis. Screen
          readers say its value text as it moves; the table reads them all. */}
      <div className="px-2">
        <input
          type="range"
          min={0}
          max={Math.max(0, points.length - 1)}
          step={1}
          value={marker ?? points.length - 1}
          aria-label={say("history.chart-day", { from: pair.base, to: pair.quote })}
          aria-valuetext={shown ? pointText(pair, shown, words) : ""}
          aria-describedby={hint}
          onChange={(e) => setMarker(Number(e.target.value))}
          className="block w-full accent-sky-700 dark:accent-sky-400"
        />
      </div>
      <p id={hint} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {say("history.chart-hint")}
      </p>
    </div>
  );
}
