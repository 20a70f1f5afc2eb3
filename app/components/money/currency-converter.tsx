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
import { rateBetween } from "~/money/rate-between";
import type { RatesKind } from "~/money/rates-client";
import { formatNumber } from "../../../engine/format";
import { acceptsAmount, DEFAULT_AMOUNT, moneyState } from "../../../site/money/money-address";
import {
  type Compute,
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "../converter/conversion-state";
import { converterPanel, unitSelect, valueField } from "../converter/styles";
import { SwapButton } from "../converter/swap-button";
import { useUrlState } from "../converter/use-url-state";
import { useStaticContent } from "../static";
import { CurrencyOptions } from "./currency-options";
import { useRates } from "./use-rates";

const OFFLINE = "Using offline mode - rates may not be current";

const TEXTS: Record<RatesKind, { loading: string; decimals: number }> = {
  fiat: { loading: "Fetching latest exchange rates...", decimals: 6 },
  crypto: { loading: "Fetching latest crypto exchange rates...", decimals: 8 },
};

/** How many currencies without a rate the note names before it counts the rest. */
const NAMED = 3;

function when(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString();
}

/**
 * The live currency converter (site spec 2.7, 4.1) and the crypto converter (2.8, 4.2): rates from
 * our rate service with the From currency as base, both amounts editable, swap, the loading,
 * cached and offline states, and where the rate comes from. With `inAddress` (the money pages, not
 * the home page's tab), its state lives in the address, as a unit converter's does.
 */
export function CurrencyConverter({
  kind,
  from,
  to,
  title,
  examples,
  inAddress = false,
  options,
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
}) {
  const texts = TEXTS[kind];
  const format = (x: number) => formatNumber(x, { decimals: texts.decimals });
  const initial: ConversionState = { from, to, fromText: DEFAULT_AMOUNT, toText: "" };
  // The rates depend on the From currency held by the reducer, so the reducer reaches the latest
  // rates through a ref: React may run it inside useReducer, before this render computes them.
  const compute = useRef<Compute>(() => "");
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) =>
      nextState(s, e, (text, a, b) => compute.current(text, a, b)),
    initial,
  );
  const fromSelect = useRef<HTMLSelectElement>(null);
  const toSelect = useRef<HTMLSelectElement>(null);
  // What the converter offers is what its selects list: the bundle carries no list of its own.
  const offers = (code: string) => optionsOf(fromSelect).some((o) => o.value === code);
  // The address is applied after hydration, so the prerendered page is what hydrates; its rates
  // are fetched then anyway. The home page's tab neither reads it nor writes it.
  const url = useUrlState(state, offers, (value, a, b) => {
    if (!inAddress) return;
    const next = moneyState({ from, to }, { value, from: a, to: b }, offers);
    dispatch({
      type: "reset",
      state: { ...next, toText: compute.current(next.fromText, next.from, next.to) },
    });
  });
  const send = (event: ConversionEvent) => {
    if (inAddress) url.touched();
    dispatch(event);
  };
  const rates = useRates(kind, state.from);
  const answer = rates.answer;
  compute.current = (text, a, b) => {
    const amount = text === "" || text === "." ? undefined : Number(text);
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

  // A currency the rates do not price cannot be chosen, and a note names it (decision 024): a coin
  // the price source stopped quoting, a currency the ECB did not publish that day, or, offline
  // with no rate ever received, every code the fallback table lacks. A side set to one falls back
  // to the page's default.
  const [unpriced, setUnpriced] = useState<readonly string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only new rates change what is priced
  useLayoutEffect(() => {
    if (!answer) return;
    const priced = new Set(Object.keys(answer.rates));
    if (priced.size > 0) priced.add(answer.base);
    for (const option of [...optionsOf(fromSelect), ...optionsOf(toSelect)]) {
      const disabled = !priced.has(option.value);
      if (option.disabled !== disabled) option.disabled = disabled;
    }
    setUnpriced(
      optionsOf(fromSelect)
        .filter((o) => o.disabled)
        .map((o) => (o.dataset.name ? `${o.dataset.name} (${o.value})` : o.value)),
    );
    if (!priced.has(state.from)) dispatch({ type: "fromUnit", code: from });
    if (!priced.has(state.to)) dispatch({ type: "toUnit", code: to });
  }, [answer]);

  const id = useId();
  const loading = rates.status === "loading";
  const rate = answer && rateBetween(answer, state.from, state.to);
  const amountChange = (type: "editFrom" | "editTo") => (text: string) => {
    if (acceptsAmount(text)) send({ type, text });
  };

  const side = (which: "from" | "to") => (
    <div>
      <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm font-medium">
        {which === "from" ? "Amount" : "Converted amount"}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-${which}`}
          className={valueField}
          inputMode="decimal"
          autoComplete="off"
          disabled={loading}
          value={which === "from" ? state.fromText : state.toText}
          onChange={(e) => amountChange(which === "from" ? "editFrom" : "editTo")(e.target.value)}
        />
        <CurrencySelect
          id={`currencies-${which}`}
          ref={which === "from" ? fromSelect : toSelect}
          label={which === "from" ? "From currency" : "To currency"}
          value={which === "from" ? state.from : state.to}
          onChange={(code) => send({ type: which === "from" ? "fromUnit" : "toUnit", code })}
          options={options}
        />
      </div>
    </div>
  );

  return (
    <section aria-label={title} className={converterPanel}>
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {/* Room for the lines of a rate (four on a narrow phone), so that nothing below moves when it arrives. */}
      <div aria-live="polite" className="mb-4 min-h-[5.5rem] sm:min-h-[4.25rem]">
        {loading ? (
          <p className="text-slate-600 dark:text-slate-400">{texts.loading}</p>
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
                Last updated: {when(answer.lastUpdated)}
                {answer.cached ? " (cached)" : ""}
              </p>
            )}
          </>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">No rate for this pair is available.</p>
        )}
      </div>
      {rates.status === "offline" && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {rates.error ? `${rates.error}. ${OFFLINE}` : OFFLINE}
        </p>
      )}
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {side("from")}
        <SwapButton
          label="Swap currencies"
          disabled={loading}
          onClick={() => send({ type: "swap" })}
        />
        {side("to")}
      </div>
      {unpriced.length > 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{unpricedNote(unpriced)}</p>
      )}
      {/* The source line and the examples keep their room while the rates load: what follows the
          converter must not move when they arrive. */}
      <p className="mt-3 min-h-16 text-xs text-slate-500 sm:min-h-8 dark:text-slate-400">
        {rates.status === "ready" && answer && (
          <>
            {answer.sources.fiat &&
              `${answer.sources.fiat.provider} reference rates of ${answer.sources.fiat.date}. `}
            {answer.sources.crypto &&
              `Crypto prices from ${answer.sources.crypto.provider} at ${when(answer.sources.crypto.at)}. `}
            Reference rates: a bank or exchange adds its own margin.
          </>
        )}
      </p>
      {examples && (
        <table className="mt-4 w-full max-w-md table-fixed text-left text-sm tabular-nums">
          <caption className="mb-1 text-left font-medium">At this rate</caption>
          <tbody>
            {examples.map((amount) => (
              <tr key={amount} className="border-b border-slate-200 dark:border-slate-800">
                <td className="py-1.5 pr-4">
                  {amount} {state.from}
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

function optionsOf(select: RefObject<HTMLSelectElement | null>): HTMLOptionElement[] {
  return [...(select.current?.options ?? [])];
}

/** "No rate right now for Monero (XMR), Pepe (PEPE) and 2 others, so they cannot be chosen." */
export function unpricedNote(names: readonly string[]): string {
  const shown = names.slice(0, NAMED);
  const rest = names.length - shown.length;
  const listed =
    rest > 0
      ? `${shown.join(", ")} and ${rest} other${rest === 1 ? "" : "s"}`
      : shown.length > 1
        ? `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`
        : (shown[0] ?? "");
  return `No rate right now for ${listed}, so ${names.length === 1 ? "it" : "they"} cannot be chosen.`;
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
 * server's as static markup (static.tsx, decision 017): rendered once on the server, adopted by
 * hydration, and taken from the target's document on a navigation; the list of currencies, their
 * names and symbols then never travel in the bundle or the hydration data.
 */
function CurrencySelect({ id, ref, label, value, onChange, options }: SelectProps) {
  const markup = useStaticContent(id);
  return (
    <select
      ref={ref}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={unitSelect}
      {...(options === undefined ? markup : {})}
    >
      {/* The server's options: React must see no children in the browser. */}
      {options ?? (import.meta.env.SSR ? <CurrencyOptions /> : undefined)}
    </select>
  );
}
