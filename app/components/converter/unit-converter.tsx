import { useId, useMemo, useReducer } from "react";
import type { ConverterData } from "../../../site/views/types";
import { CopyButton } from "../copy-button";
import { type ConversionEvent, type ConversionState, nextState } from "./conversion-state";
import { computeWith } from "./converter-data";
import { ConverterSide } from "./converter-side";
import { inchFraction } from "./inch-fraction";
import { afterNumberReader, readField } from "./number-reader";
import { converterPanel } from "./styles";
import { SwapButton } from "./swap-button";
import { UnitPicker } from "./unit-picker";
import { useUrlState } from "./use-url-state";

/** The value the prerendered page converts, so readers without JavaScript see a real answer. */
export const DEFAULT_VALUE = "1";
/** The inch (length), whose results also show as fractions. */
const INCH = "in";

/**
 * The reusable two-way converter (unit spec 2.3, §4): From value and unit, a round swap button,
 * To value and unit. The state lives in the address, so a conversion can be shared.
 */
export function UnitConverter({
  data,
  placeholder = "Enter value",
}: {
  data: ConverterData;
  placeholder?: string;
}) {
  const compute = useMemo(() => computeWith(data.units, data.display), [data]);
  const initial: ConversionState = {
    from: data.from,
    to: data.to,
    fromText: DEFAULT_VALUE,
    toText: compute(DEFAULT_VALUE, data.from, data.to, false),
  };
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) => nextState(s, e, compute),
    initial,
  );
  const codes = useMemo(() => new Set(data.units.map((u) => u.code)), [data]);
  const url = useUrlState(
    state,
    (code) => codes.has(code),
    (value, from, to) => {
      const next = {
        from: data.fixed ? data.from : (from ?? data.from),
        to: data.fixed ? data.to : (to ?? data.to),
        fromText: value ?? DEFAULT_VALUE,
      };
      // A value in the address was typed by a visitor, and is read as this one writes numbers.
      const typed = value !== undefined;
      dispatch({
        type: "reset",
        state: {
          ...next,
          toText: compute(next.fromText, next.from, next.to, typed),
          ...(typed ? { typed: "from" as const } : {}),
        },
      });
      if (typed) afterNumberReader(refresh);
    },
  );
  const refresh = () => dispatch({ type: "refresh" });
  const send = (event: ConversionEvent) => {
    url.touched();
    dispatch(event);
    afterNumberReader(refresh);
  };

  const id = useId();
  const unit = (code: string) => data.units.find((u) => u.code === code);
  const fromUnit = unit(state.from);
  const toUnit = unit(state.to);
  // Inches also as a rule marks them.
  const fraction =
    toUnit?.code === INCH && state.fromText.trim() !== ""
      ? inchFraction(readField(state.toText, state.typed === "to"), toUnit.symbol)
      : undefined;

  return (
    <section aria-label="Converter" className={converterPanel}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <ConverterSide
          id={`${id}-from`}
          side="From"
          text={state.fromText}
          placeholder={placeholder}
          onText={(text) => send({ type: "editFrom", text })}
        >
          <UnitPicker
            id="units-from"
            side="From"
            value={state.from}
            count={data.units.length}
            disabled={data.fixed}
            onChange={(code) => send({ type: "fromUnit", code })}
          />
        </ConverterSide>
        <SwapButton
          label={data.fixed ? "Swap values" : "Swap units"}
          onClick={() => send({ type: data.fixed ? "swapValues" : "swap" })}
        />
        <ConverterSide
          id={`${id}-to`}
          side="To"
          text={state.toText}
          placeholder="Result"
          onText={(text) => send({ type: "editTo", text })}
        >
          <UnitPicker
            id="units-to"
            side="To"
            value={state.to}
            count={data.units.length}
            disabled={data.fixed}
            onChange={(code) => send({ type: "toUnit", code })}
          />
        </ConverterSide>
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p
          aria-live="polite"
          className="text-lg font-semibold tabular-nums"
          data-testid="conversion-result"
        >
          {state.fromText.trim() !== "" && state.toText !== "" && fromUnit && toUnit
            ? `${state.fromText.trim()} ${fromUnit.symbol} = ${state.toText} ${toUnit.symbol}`
            : " "}
          {fraction && (
            <span className="block text-base font-normal" data-testid="inch-fraction">
              {fraction}
            </span>
          )}
        </p>
        <CopyButton text={state.toText} />
      </div>
    </section>
  );
}
