import { useId, useMemo, useReducer, useState } from "react";
import { useUi } from "~/framework/static-markup";
import { appliedAddress, type ConverterAddress } from "../../../site/views/converter-address";
import type { ConverterData } from "../../../site/views/types";
import { CopyButton } from "../copy-button";
import { addressValue, resultLine, stateAt } from "./address-state";
import { type ConversionEvent, type ConversionState, nextState } from "./conversion-state";
import { computeWith } from "./converter-data";
import { ConverterSide } from "./converter-side";
import { inchLine } from "./inch-line";
import { afterNumberReader, loadedFullReader, readField } from "./number-reader";
import { converterPanel } from "./styles";
import { SwapButton } from "./swap-button";
import { UnitPicker } from "./unit-picker";
import { useUrlState } from "./use-url-state";

/**
 * The reusable two-way converter (docs/spec/units.md §2.3, §4): From value and unit, a round swap
 * button, To value and unit. The state lives in the address, so a conversion can be shared;
 * `address` is the one the server rendered (a shared link), which the first render must draw to
 * hydrate.
 */
export function UnitConverter({
  data,
  address,
  firstInchLine,
  placeholder,
}: {
  data: ConverterData;
  address?: ConverterAddress;
  /** The first state's inch line (inch-line.ts), computed on the server: its code loads later. */
  firstInchLine?: string;
  placeholder?: string;
}) {
  const say = useUi();
  const compute = useMemo(() => computeWith(data.units, data.display, data.marks), [data]);
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) => nextState(s, e, compute),
    undefined,
    () => stateAt(data, address, compute),
  );
  const [first] = useState(state);
  const codes = useMemo(() => new Set(data.units.map((u) => u.code)), [data]);
  const url = useUrlState(
    state,
    (code) => codes.has(code),
    (value, from, to) => {
      // A value in the address was typed by a visitor, and is read as this one writes numbers.
      const applied = appliedAddress({ value, from, to }, data);
      const typed = applied?.value !== undefined;
      dispatch({ type: "reset", state: stateAt(data, applied, compute, typed) });
      afterNumberReader(refresh);
    },
    (text) => addressValue(text, data, (t) => readField(t, state.typed === "from", data.marks)),
  );
  const refresh = () => dispatch({ type: "refresh" });
  const send = (event: ConversionEvent) => {
    url.touched();
    dispatch(event);
    afterNumberReader(refresh);
  };

  const id = useId();
  // Inches also as a rule marks them: the server's line until the state changes, by which time
  // the code that computes it is on its way (every change asks for the full reader).
  const fractionOf = loadedFullReader()?.inchFraction;
  const fraction = fractionOf
    ? inchLine(state, data.units, fractionOf, (text, typed) => readField(text, typed, data.marks))
    : state === first
      ? firstInchLine
      : undefined;

  return (
    <section aria-label={say("converter")} className={converterPanel}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        <ConverterSide
          id={`${id}-from`}
          side={say("converter.from")}
          text={state.fromText}
          placeholder={placeholder ?? say("converter.enter-value")}
          onText={(text) => send({ type: "editFrom", text })}
        >
          <UnitPicker
            id="units-from"
            side="from"
            value={state.from}
            count={data.units.length}
            disabled={data.fixed}
            onChange={(code) => send({ type: "fromUnit", code })}
          />
        </ConverterSide>
        <SwapButton
          label={say(data.fixed ? "converter.swap-values" : "converter.swap-units")}
          onClick={() => send({ type: data.fixed ? "swapValues" : "swap" })}
        />
        <ConverterSide
          id={`${id}-to`}
          side={say("converter.to")}
          text={state.toText}
          placeholder={say("converter.result")}
          onText={(text) => send({ type: "editTo", text })}
        >
          <UnitPicker
            id="units-to"
            side="to"
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
          {resultLine(state, data.units) ?? " "}
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
