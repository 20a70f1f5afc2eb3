import { useId, useMemo, useReducer } from "react";
import { convertBase, MAX_BASE, MIN_BASE, namedBases } from "../../engine/number-base";
import {
  type Compute,
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "./converter/conversion-state";
import { converterPanel, valueField } from "./converter/styles";
import { SwapButton } from "./converter/swap-button";
import { useUrlState } from "./converter/use-url-state";
import { CopyButton } from "./copy-button";

const NUMBER_BASE_DEFAULT = { from: "10", to: "2", value: "255" } as const;

const BASES = Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, i) => String(MIN_BASE + i));
const named = new Map(namedBases.map((b) => [String(b.base), b.label]));
const baseName = (base: string) =>
  named.has(base) ? `${named.get(base)} (base ${base})` : `Base ${base}`;

const compute: Compute = (text, from, to) => {
  if (text.trim() === "") return "";
  const answer = convertBase(text, Number(from), Number(to));
  return answer.ok ? answer.value : "";
};

/** Why a field's text is not a number in its base; undefined when it is one, or empty. */
function problem(text: string, base: string): string | undefined {
  if (text.trim() === "") return undefined;
  const answer = convertBase(text, Number(base), Number(base));
  return answer.ok ? undefined : answer.error;
}

const field = `${valueField} font-mono`;
const select =
  "min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900";

function BaseSelect(props: React.ComponentProps<"select">) {
  return (
    <select {...props} className={select}>
      <optgroup label="Common">
        {namedBases.map((b) => (
          <option key={b.base} value={String(b.base)}>
            {baseName(String(b.base))}
          </option>
        ))}
      </optgroup>
      <optgroup label="Other bases">
        {BASES.filter((b) => !named.has(b)).map((b) => (
          <option key={b} value={b}>
            {baseName(b)}
          </option>
        ))}
      </optgroup>
    </select>
  );
}

/**
 * Number bases 2 to 36, both ways, integers of any length and exact fractions
 * (docs/spec/decisions.md). A digit that does not belong to its base is named in a message under
 * its field.
 */
export function NumberBaseConverter() {
  const initial: ConversionState = {
    from: NUMBER_BASE_DEFAULT.from,
    to: NUMBER_BASE_DEFAULT.to,
    fromText: NUMBER_BASE_DEFAULT.value,
    toText: compute(NUMBER_BASE_DEFAULT.value, NUMBER_BASE_DEFAULT.from, NUMBER_BASE_DEFAULT.to),
  };
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) => nextState(s, e, compute),
    initial,
  );
  const url = useUrlState(
    state,
    (code) => BASES.includes(code),
    (value, from, to) => {
      const next = {
        from: from ?? NUMBER_BASE_DEFAULT.from,
        to: to ?? NUMBER_BASE_DEFAULT.to,
        fromText: value ?? NUMBER_BASE_DEFAULT.value,
      };
      dispatch({
        type: "reset",
        state: { ...next, toText: compute(next.fromText, next.from, next.to) },
      });
    },
  );
  const send = (event: ConversionEvent) => {
    url.touched();
    dispatch(event);
  };
  const id = useId();
  const fromProblem = problem(state.fromText, state.from);
  const toProblem = fromProblem ? undefined : problem(state.toText, state.to);
  const others = useMemo(
    () =>
      namedBases.map((b) => ({
        label: b.label,
        value: fromProblem ? "" : compute(state.fromText, state.from, String(b.base)),
      })),
    [state.fromText, state.from, fromProblem],
  );

  const side = (which: "from" | "to") => {
    const text = which === "from" ? state.fromText : state.toText;
    const base = which === "from" ? state.from : state.to;
    const error = which === "from" ? fromProblem : toProblem;
    return (
      <div>
        <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm font-medium">
          {which === "from" ? "From" : "To"}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-${which}`}
            className={field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={which === "from" ? "Enter a number" : "Result"}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${which}-error` : undefined}
            onChange={(e) =>
              send({ type: which === "from" ? "editFrom" : "editTo", text: e.target.value })
            }
          />
          <BaseSelect
            aria-label={which === "from" ? "From base" : "To base"}
            value={base}
            onChange={(e) =>
              send({ type: which === "from" ? "fromUnit" : "toUnit", code: e.target.value })
            }
          />
        </div>
        <p
          id={`${id}-${which}-error`}
          role="alert"
          className="mt-1 min-h-5 text-sm text-red-700 dark:text-red-400"
        >
          {error ?? ""}
        </p>
      </div>
    );
  };

  return (
    <section aria-label="Number base converter" className={converterPanel}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {side("from")}
        <SwapButton label="Swap bases" onClick={() => send({ type: "swap" })} />
        {side("to")}
      </div>
      <div className="mt-2 flex justify-end">
        <CopyButton text={state.toText} />
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">
          The same number in the common bases
        </caption>
        <tbody>
          {others.map((o) => (
            <tr key={o.label} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-4 font-normal">
                {o.label}
              </th>
              <td className="py-1.5 font-mono break-all">{o.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
