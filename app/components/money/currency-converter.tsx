import { useEffect, useId, useMemo, useReducer, useRef } from "react";
import { rateBetween } from "~/money/rate-between";
import type { RatesKind } from "~/money/rates-client";
import { formatNumber } from "../../../engine/format";
import {
  COINS,
  CRYPTO_CONVERTER_CODES,
  CURRENCY_CODES,
  currency,
  FIAT,
} from "../../../site/money/currencies";
import {
  acceptsAmount,
  DEFAULT_AMOUNT,
  MAY_OFFER,
  mayOffer,
  moneyState,
} from "../../../site/money/money-address";
import {
  type Compute,
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "../converter/conversion-state";
import { converterPanel, valueField } from "../converter/styles";
import { SwapButton } from "../converter/swap-button";
import { useUrlState } from "../converter/use-url-state";
import { useRates } from "./use-rates";

const OFFLINE = "Using offline mode - rates may not be current";

const TEXTS: Record<
  RatesKind,
  { loading: string; decimals: number; offered: readonly string[]; targets: readonly string[] }
> = {
  fiat: {
    loading: "Fetching latest exchange rates...",
    decimals: 6,
    offered: CURRENCY_CODES,
    // Every code the service may price: the page then offers every fiat currency the ECB publishes.
    targets: MAY_OFFER.fiat,
  },
  crypto: {
    loading: "Fetching latest crypto exchange rates...",
    decimals: 8,
    offered: CRYPTO_CONVERTER_CODES,
    targets: MAY_OFFER.crypto,
  },
};

function optionText(code: string): string {
  const c = currency(code);
  return c ? `${code} — ${c.name} (${c.symbol})` : code;
}

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
}: {
  kind: RatesKind;
  from: string;
  to: string;
  title: string;
  /** Amounts for a table of conversions at the live rate. */
  examples?: readonly number[];
  /** Read the amount and currencies from the address (`?v=&from=&to=`), and keep them there. */
  inAddress?: boolean;
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
  // The address is applied after hydration, so the prerendered page is what hydrates; its rates
  // are fetched then anyway. The home page's tab neither reads it nor writes it.
  const url = useUrlState(
    state,
    (code) => mayOffer(kind, code),
    (value, a, b) => {
      if (!inAddress) return;
      const next = moneyState(kind, { from, to }, { value, from: a, to: b });
      dispatch({
        type: "reset",
        state: { ...next, toText: compute.current(next.fromText, next.from, next.to) },
      });
    },
  );
  const send = (event: ConversionEvent) => {
    if (inAddress) url.touched();
    dispatch(event);
  };
  const rates = useRates(kind, state.from, texts.targets);
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

  // Other fiat currencies are offered as the rates price them (the base, when it prices any), and
  // while the first rates load, those of the address, so that their selects show them.
  const offered = useMemo(() => {
    const priced = answer ? Object.keys(answer.rates) : [state.from, state.to];
    if (answer && priced.length > 0) priced.push(answer.base);
    const extra = kind === "fiat" ? FIAT.map((c) => c.code).filter((c) => priced.includes(c)) : [];
    return [...new Set([...texts.offered, ...extra])];
  }, [answer, kind, texts, state.from, state.to]);

  // A currency the rates do not price is not offered (an address's RUB, which the ECB no longer
  // publishes; SEK with the fallback rates used offline): its side falls back to the default.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `offered` changes with these
  useEffect(() => {
    if (!answer) return;
    if (!offered.includes(state.from)) dispatch({ type: "fromUnit", code: from });
    if (!offered.includes(state.to)) dispatch({ type: "toUnit", code: to });
  }, [offered]);

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
        <select
          aria-label={which === "from" ? "From currency" : "To currency"}
          value={which === "from" ? state.from : state.to}
          onChange={(e) =>
            send({ type: which === "from" ? "fromUnit" : "toUnit", code: e.target.value })
          }
          className="min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900"
        >
          <optgroup label="Currencies">
            {offered
              .filter((c) => !COINS.some((coin) => coin.code === c))
              .map((c) => (
                <option key={c} value={c}>
                  {optionText(c)}
                </option>
              ))}
          </optgroup>
          <optgroup label="Cryptocurrencies">
            {offered
              .filter((c) => COINS.some((coin) => coin.code === c))
              .map((c) => (
                <option key={c} value={c}>
                  {optionText(c)}
                </option>
              ))}
          </optgroup>
        </select>
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
