import {
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { formatNumber } from "../../../engine/format";
import type { NumberMarks } from "../../../engine/number-marks";
import { currentCode } from "../../../site/money/aliases";
import { DEFAULT_AMOUNT, type MoneyState, moneyState } from "../../../site/money/money-address";
import { originText } from "../../../site/money/origin-text";
import { rateBetween } from "../../../site/money/rate-between";
import type { RatesAnswer } from "../../../site/money/rates-answer";
import { loadChunk } from "../../framework/lazy-chunk";
import { useStaticContent, useUi } from "../../framework/static-markup";
import {
  type Compute,
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "../converter/conversion-state";
import { SelectFilter } from "../converter/select-filter";
import { converterPanel, unitSelect, valueField } from "../converter/styles";
import { SwapButton } from "../converter/swap-button";
import { useUrlState } from "../converter/use-url-state";
import { CurrencyOptions } from "./currency-options";
import { AMOUNT_ATTRIBUTE, FROM_SELECT, TO_SELECT } from "./money-dom";
import { amountMarks, originWords } from "./money-words";
import optionsUrl from "./options-for-rates?chunk-url";
import type { RatesKind } from "./rates-client";
import { useRates } from "./use-rates";

const TEXTS = {
  fiat: { loading: "money.loading", decimals: 6 },
  crypto: { loading: "money.loading-crypto", decimals: 8 },
} as const satisfies Record<RatesKind, { loading: string; decimals: number }>;

/**
 * A time in the visitor's own zone, written as the page's language does (the browser's way on an
 * English page), once the page has hydrated; in UTC, written the same everywhere, on the server
 * and while hydrating (a server-rendered address shows one).
 */
function when(iso: string, local: boolean, locale: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (!local) return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return date.toLocaleString(locale, locale ? { dateStyle: "medium", timeStyle: "short" } : {});
}

/** A sentence ends with one full stop: "…in a few minutes." never gains a second. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * The live currency converter (docs/spec/site.md §2.7, 4.1) and the crypto converter (2.8, 4.2):
 * rates from our rate service with the From currency as base, both amounts editable, swap, the
 * loading, cached and offline states, and where the rate comes from. With `inAddress` (the money
 * pages, not the home page's tab), its state lives in the address, as a unit converter's does.
 */
export function CurrencyConverter({
  kind,
  from,
  to,
  title,
  examples,
  inAddress = false,
  options,
  initial,
  marks,
  locale,
}: {
  kind: RatesKind;
  from: string;
  to: string;
  title: string;
  /** Amounts for a table of conversions at the live rate. */
  examples?: readonly number[];
  /** Read the amount and currencies from the address (`?v=&from=&to=`), and keep them there. */
  inAddress?: boolean;
  /**
   * The selects' options, rendered in the browser (the home page's tab, loaded on demand).
   * Without them, they are the server's markup (currency-options.tsx), as on the money pages.
   */
  options?: ReactNode;
  /**
   * The state and the stored rate of a shared address the server rendered with them (decision
   * 020): the page paints the answer, and hydrates with it, before the browser's rates arrive.
   */
  initial?: { readonly state: MoneyState; readonly answer: RatesAnswer };
  /** The page's number marks, on a page in another language than English (site/i18n/numbers.ts). */
  marks?: NumberMarks | undefined;
  /** The page's language tag ("de-DE"), on a page in another language than English. */
  locale?: string | undefined;
}) {
  const say = useUi();
  const texts = TEXTS[kind];
  const amounts = amountMarks(marks, locale);
  const format = (x: number) => amounts.shown(formatNumber(x, { decimals: texts.decimals }));
  /** An amount the field shows, as a number; undefined when it is none. */
  const amountOf = (text: string) => {
    const plain = amounts.plain(text);
    return plain === "" || plain === "." ? undefined : Number(plain);
  };
  const first = (answer: RatesAnswer | undefined): ConversionState => {
    const given = initial?.state ?? { from, to, fromText: DEFAULT_AMOUNT };
    const state = { ...given, fromText: amounts.shown(given.fromText) };
    const rate = answer && rateBetween(answer, state.from, state.to);
    const amount = amountOf(state.fromText) ?? NaN;
    return {
      ...state,
      toText: rate === undefined || !Number.isFinite(amount) ? "" : format(amount * rate),
    };
  };
  // The rates depend on the From currency held by the reducer, so the reducer reaches the latest
  // rates through a ref: React may run it inside useReducer, before this render computes them.
  const compute = useRef<Compute>(() => "");
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) =>
      nextState(s, e, (text, a, b) => compute.current(text, a, b)),
    initial?.answer,
    first,
  );
  const fromSelect = useRef<HTMLSelectElement>(null);
  const toSelect = useRef<HTMLSelectElement>(null);
  // What the converter offers is what its selects list: the bundle carries no list of its own.
  const offers = (code: string) => optionsOf(fromSelect).some((o) => o.value === code);
  // An address the server rendered is what hydrates (`initial`); the prerendered page (the service
  // worker's answer offline) applies it once hydrated. The home page's tab neither reads it nor
  // writes it.
  const url = useUrlState(
    state,
    (code) => offers(currentCode(code)),
    (value, a, b) => {
      if (!inAddress) return;
      const next = moneyState({ from, to }, { value, from: a, to: b }, offers);
      const fromText = amounts.shown(next.fromText);
      dispatch({
        type: "reset",
        state: { ...next, fromText, toText: compute.current(fromText, next.from, next.to) },
      });
    },
    // The address keeps plain digits and one point, whatever the page's language.
    amounts.plain,
  );
  const send = (event: ConversionEvent) => {
    if (inAddress) url.touched();
    dispatch(event);
  };
  const rates = useRates(kind, state.from, initial?.answer);
  const answer = rates.answer;
  const local = useHydrated();
  compute.current = (text, a, b) => {
    const amount = amountOf(text);
    const rate = answer && rateBetween(answer, a, b);
    return amount === undefined || rate === undefined || !Number.isFinite(amount)
      ? ""
      : format(amount * rate);
  };

  // New rates (a new base, or the first answer): the To amount follows the From amount. Not on
  // mount, when there are none yet: this render's amount would undo the address's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recompute only when the rates change
  useEffect(() => {
    if (answer) dispatch({ type: "editFrom", text: state.fromText });
  }, [answer]);

  // A code the rates do not price cannot be chosen (decision 024, options-for-rates.ts), and the
  // note names the coins disabled; a side set to one falls back to the page's default.
  const [unpriced, setUnpriced] = useState("");
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new rates change what is priced
  useLayoutEffect(() => {
    // The stored rate of a server-rendered address prices its pair only: not a list to narrow by.
    if (!answer || !rates.full) return;
    const priced = new Set(Object.keys(answer.rates));
    // No rate at all from this base (a currency no source publishes, set by an address): the
    // base has none, not the others; the From side goes back to the page's default.
    if (priced.size === 0) {
      if (state.from !== from) dispatch({ type: "fromUnit", code: from });
      return;
    }
    priced.add(answer.base);
    if (!priced.has(state.from)) dispatch({ type: "fromUnit", code: from });
    if (!priced.has(state.to)) dispatch({ type: "toUnit", code: to });
    const selects = [fromSelect.current, toSelect.current];
    const own = rates.status === "ready" && options === undefined;
    loadChunk<typeof import("./options-for-rates")>(optionsUrl)
      .then((module) => setUnpriced(module.optionsForRates(selects, priced, own, say)))
      .catch(() => {});
  }, [answer]);

  const id = useId();
  // Rates to show while new ones load (the server-rendered address's) keep the converter usable.
  const loading = rates.status === "loading" && !answer;
  const rate = answer && rateBetween(answer, state.from, state.to);
  const origin =
    answer?.base === state.from
      ? answer.origins?.[state.to]
      : answer?.base === state.to
        ? answer.origins?.[state.from]
        : undefined;
  const amountChange = (type: "editFrom" | "editTo") => (text: string) => {
    if (amounts.accepts(text)) send({ type, text });
  };

  const side = (which: "from" | "to") => (
    <div>
      <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm font-medium">
        {say(which === "from" ? "money.amount" : "money.converted")}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-${which}`}
          className={valueField}
          inputMode="decimal"
          autoComplete="off"
          disabled={loading}
          value={which === "from" ? state.fromText : state.toText}
          {...(which === "from" && { [AMOUNT_ATTRIBUTE]: amounts.plain(state.fromText) })}
          onChange={(e) => amountChange(which === "from" ? "editFrom" : "editTo")(e.target.value)}
        />
        <CurrencySelect
          id={which === "from" ? FROM_SELECT : TO_SELECT}
          ref={which === "from" ? fromSelect : toSelect}
          label={say(which === "from" ? "money.from" : "money.to")}
          value={which === "from" ? state.from : state.to}
          onChange={(code) => send({ type: which === "from" ? "fromUnit" : "toUnit", code })}
          options={options}
        />
      </div>
      {/* The money pages' lists are long: a filter finds a currency by name, country or symbol. */}
      {options === undefined && (
        <SelectFilter
          id={which === "from" ? FROM_SELECT : TO_SELECT}
          label={say(which === "from" ? "money.find-from" : "money.find-to")}
          placeholder={say("money.find-placeholder")}
          noun={say("money.currencies")}
          {...(which === "to" && { termsFrom: FROM_SELECT })}
        />
      )}
    </div>
  );

  return (
    <section aria-label={title} className={converterPanel}>
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {/* Room for the lines of a rate (four on a narrow phone), so that nothing below moves when it arrives. */}
      <div aria-live="polite" className="mb-4 min-h-[5.5rem] sm:min-h-[4.25rem]">
        {loading ? (
          <p className="text-slate-600 dark:text-slate-400">{say(texts.loading)}</p>
        ) : rate !== undefined ? (
          <>
            <p className="text-lg font-semibold tabular-nums" data-testid="rate">
              1 {state.from} = {format(rate)} {state.to}
            </p>
            <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
              1 {state.to} = {format(1 / rate)} {state.from}
            </p>
            {answer?.lastUpdated && (
              <p className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
                {say(answer.cached ? "money.updated-cached" : "money.updated", {
                  time: when(answer.lastUpdated, local, locale),
                })}
              </p>
            )}
          </>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{say("money.no-rate")}</p>
        )}
      </div>
      {rates.status === "offline" && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {/* The service's own message is English: an English page only quotes it. */}
          {rates.error && !locale
            ? `${sentence(rates.error)} ${say("money.offline")}`
            : say("money.offline")}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {side("from")}
        <SwapButton
          label={say("money.swap")}
          disabled={loading}
          onClick={() => send({ type: "swap" })}
        />
        {side("to")}
      </div>
      {unpriced && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{unpriced}</p>}
      {/* The source line and the examples keep their room while the rates load: what follows the
          converter must not move when they arrive. */}
      <p className="mt-3 min-h-16 text-xs text-slate-500 sm:min-h-8 dark:text-slate-400">
        {rates.status !== "offline" && answer && rate !== undefined && (
          <>
            {/* A rate crossed from another base's (new rates on their way) waits for its own. */}
            {origin &&
              `${say("money.source", { origin: originText(origin, originWords(say, locale)) })} `}
            {say("money.margin")}
          </>
        )}
      </p>
      {examples && (
        <table className="mt-4 w-full max-w-md table-fixed text-left text-sm tabular-nums">
          <caption className="mb-1 text-left font-medium">{say("money.at-rate")}</caption>
          <tbody>
            {examples.map((amount) => (
              <tr key={amount} className="border-b border-slate-200 dark:border-slate-800">
                <td className="py-1.5 pr-4">
                  {amounts.shown(String(amount))} {state.from}
                </td>
                <td className="py-1.5 font-medium">
                  {loading
                    ? "…"
                    : rate === undefined
                      ? "—"
                      : `${format(amount * rate)} ${state.to}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** False on the server and while hydrating, true from the first effect on. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function optionsOf(select: RefObject<HTMLSelectElement | null>): HTMLOptionElement[] {
  return [...(select.current?.options ?? [])];
}

interface SelectProps {
  readonly id: string;
  readonly ref: RefObject<HTMLSelectElement | null>;
  readonly label: string;
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly options: ReactNode;
}

/**
 * A currency select, with the options given (rendered in the browser) or, without them, the
 * server's as static markup (framework/static-markup.tsx, decision 017): rendered once on the server, adopted by
 * hydration, and taken from the target's document on a navigation; the list of currencies, their
 * names and symbols then never travel in the bundle or the hydration data.
 */
function CurrencySelect({ id, ref, label, value, onChange, options }: SelectProps) {
  const markup = useStaticContent(id);
  return (
    <select
      ref={ref}
      // What the filter beside it controls (select-filter.tsx).
      id={id}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={unitSelect}
      {...(options === undefined ? markup : {})}
    >
      {/* The server's options: React must see no children in the browser. */}
      {options ??
        (import.meta.env.SSR ? <CurrencyOptions words={id === FROM_SELECT} /> : undefined)}
    </select>
  );
}
