import { useEffect, useMemo, useRef, useState } from "react";
import type { HistoryBody, Point } from "../../../site/money/rate-history";
import { useUi } from "../../framework/static-markup";
import { useConverterReading } from "./converter-pair";
import { fetchHistory, historyPath } from "./history-client";
import { csvFileName, csvText } from "./history-csv";
import { localToday } from "./history-dates";
import {
  BODY_CLASS,
  CHART_BOX_CLASS,
  HISTORY_TITLE_ID,
  historyTitle,
  SECTION_CLASS,
  sourceText,
} from "./history-section";
import { HistoryTable } from "./history-table";
import { chartLabel, type PairNames } from "./history-text";
import { type HistoryWords, historyWords } from "./history-words";
import { type Bounds, RANGES, type RangeId, rangeDays } from "./ranges";
import { RateChart } from "./rate-chart";
import { RateOnDate } from "./rate-on-date";

let documentWords: HistoryWords | undefined;

/**
 * The history's words in the browser, for its document's language, made once: a document's
 * language and words never change (docs/decisions/040-localized-pages.md).
 */
export function useHistoryWords(): HistoryWords {
  const say = useUi();
  documentWords ??= historyWords(say, document.documentElement.lang || "en");
  return documentWords;
}

/** Each pair's first and last days (they differ with the pair's source): asked once a page. */
const knownBounds = new Map<string, Bounds>();

type Loaded =
  | { readonly status: "loading" }
  | { readonly status: "ok"; readonly body: HistoryBody; readonly key: string }
  | { readonly status: "problem"; readonly text: string; readonly retry: boolean };

/** Why a pair has no history, if it has none. */
function noHistory(
  from: string,
  to: string,
  coin: string | undefined,
  { say }: HistoryWords,
): string | undefined {
  if (coin) return say("history.coin", { coin });
  if (from === to) return say("history.same");
  return undefined;
}

/** A link to a CSV file of the points, made in the browser (a Blob), named for the pair and days. */
function CsvLink({
  points,
  base,
  quote,
  words,
}: {
  points: readonly Point[];
  base: string;
  quote: string;
  words: HistoryWords;
}) {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([csvText(points)], { type: "text/csv" }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [points]);
  if (!href || points.length === 0) return null;
  return (
    <a
      href={href}
      download={csvFileName(base, quote, points)}
      className="text-sky-700 underline dark:text-sky-400"
    >
      {/* The file keeps a point, as spreadsheets and programs read it: another language's page says so. */}
      {words.say(words.locale ? "history.csv-point" : "history.csv", {
        count: words.number(String(points.length)),
      })}
    </a>
  );
}

/**
 * The rate history of the page's currency pair (issue 17): a chart over 1 month, 1 year, 5 years
 * or everything kept, its points as a table and as a CSV file, and the rate on a date. It follows
 * the converter above it as the visitor changes From and To. Loaded when its place scrolls into
 * view (history-slot.tsx), it replaces the server's placeholder (history-placeholder.tsx).
 */
export function RateHistory() {
  const anchor = useRef<HTMLElement>(null);
  const reading = useConverterReading(anchor);
  const words = useHistoryWords();
  const { say } = words;
  const from = reading?.from ?? "";
  const to = reading?.to ?? "";
  const fromName = reading?.fromName ?? from;
  const toName = reading?.toName ?? to;
  const pair: PairNames = useMemo(
    () => ({ base: from, quote: to, baseName: fromName, quoteName: toName }),
    [from, to, fromName, toName],
  );
  const pairKey = `${from}-${to}`;
  const unavailable = noHistory(from, to, reading?.coin, words);
  const [range, setRange] = useState<RangeId>("1y");
  const [bounds, setBounds] = useState(() => knownBounds.get(pairKey));
  const [source, setSource] = useState<string>();
  // Another pair's days are not this one's: its bounds are asked for (or known) anew.
  useEffect(() => setBounds(knownBounds.get(pairKey)), [pairKey]);
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  // The last range drawn for this pair stays, faded, while the next loads.
  const [drawn, setDrawn] = useState<{ body: HistoryBody; key: string; range: RangeId }>();
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again
  useEffect(() => {
    if (unavailable || !from || !to) return;
    const controller = new AbortController();
    setLoaded({ status: "loading" });
    // The days a range spans are counted back from the last day kept: asked first, once.
    const path = bounds
      ? historyPath(from, to, rangeDays(range, bounds))
      : historyPath(from, to, { on: localToday() });
    void fetchHistory(path, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.status === "ok") {
        setSource(result.body.source);
        if (!bounds) {
          const known = { first: result.body.first, last: result.body.last };
          knownBounds.set(pairKey, known);
          setBounds(known);
          return;
        }
        const key = `${pairKey}/${range}`;
        setLoaded({ status: "ok", body: result.body, key });
        setDrawn({ body: result.body, key, range });
        return;
      }
      setLoaded({
        status: "problem",
        text:
          result.status === "not-yet"
            ? say("history.not-yet")
            : // The API's words are English: another language's page says it failed.
              result.status === "refused" && !words.locale
              ? result.error
              : say("history.failed"),
        retry: result.status !== "refused",
      });
    });
    return () => controller.abort();
  }, [from, to, range, bounds, attempt, unavailable]);

  const shown = drawn?.key.startsWith(`${pairKey}/`) ? drawn : undefined;
  const points = shown?.body.points ?? [];

  let chart: React.ReactNode;
  if (unavailable) chart = <Notice text={unavailable} />;
  else if (loaded.status === "problem")
    chart = (
      <Notice text={loaded.text}>
        {loaded.retry && (
          <button
            type="button"
            onClick={() => setAttempt((n) => n + 1)}
            className="mt-3 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            {say("history.retry")}
          </button>
        )}
      </Notice>
    );
  else if (!shown || !bounds) chart = <Notice text={say("history.loading")} />;
  else if (points.length === 0)
    chart = (
      <Notice
        text={
          loaded.status === "loading"
            ? say("history.none", { from, to }).replace(/\.$/, "")
            : say("history.none", { from, to })
        }
      />
    );
  else
    chart = (
      <RateChart
        points={points}
        pair={pair}
        label={chartLabel(pair, shown.range, bounds, points, words)}
        faded={loaded.status === "loading"}
        words={words}
      />
    );

  return (
    <section ref={anchor} aria-labelledby={HISTORY_TITLE_ID} className={SECTION_CLASS}>
      <h2 id={HISTORY_TITLE_ID} className="mb-1 text-xl font-semibold">
        {from && to ? historyTitle(from, to, say) : say("history")}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{sourceText(source, say)}</p>
      <div className={BODY_CLASS}>
        {!unavailable && (
          <fieldset className="mb-3 flex flex-wrap gap-2">
            <legend className="sr-only">{say("history.range")}</legend>
            {RANGES.map((r) => (
              <button
                key={r.id}
                type="button"
                aria-pressed={range === r.id}
                onClick={() => setRange(r.id)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 aria-pressed:border-sky-700 aria-pressed:bg-sky-700 aria-pressed:text-white dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:border-sky-400 dark:aria-pressed:bg-sky-400 dark:aria-pressed:text-slate-950"
              >
                {say(r.button)}
              </button>
            ))}
          </fieldset>
        )}
        {chart}
        {!unavailable && shown && points.length > 0 && (
          <>
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <CsvLink points={points} base={from} quote={to} words={words} />
              <a
                href={historyPath(from, to, bounds ? rangeDays(shown.range, bounds) : {})}
                className="text-sky-700 underline dark:text-sky-400"
              >
                {say("history.json")}
              </a>
            </p>
            <HistoryTable points={points} base={from} quote={to} words={words} />
          </>
        )}
        {!unavailable && bounds && (
          <RateOnDate
            pair={pair}
            amount={reading?.amount ?? ""}
            bounds={bounds}
            today={localToday()}
            words={words}
          />
        )}
      </div>
    </section>
  );
}

/** What stands in the chart's place: loading, a problem, no rates; as tall as the chart. */
function Notice({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div
      role="status"
      className={`${CHART_BOX_CLASS} flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400`}
    >
      <p>{text}</p>
      {children}
    </div>
  );
}
