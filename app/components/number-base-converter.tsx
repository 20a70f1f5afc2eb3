import { useId, useMemo, useReducer } from "react";
import { useUi } from "~/framework/static-markup";
import {
  type BaseProblem,
  convertBase,
  MAX_BASE,
  MIN_BASE,
  namedBases,
} from "../../engine/number-base";
import type { UiKey } from "../../site/i18n/ui/en";
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
/** The named bases' words (site/i18n/ui/): "base.2" is Binary. */
const named = new Map(namedBases.map((b) => [String(b.base), `base.${b.base}` as UiKey]));

type Say = ReturnType<typeof useUi>;

const baseName = (say: Say, base: string) => {
  const name = named.get(base);
  return name ? say("base.named", { name: say(name), base }) : say("base.n", { base });
};

/** A problem of engine/number-base.ts, said in the page's language. */
function sayProblem(say: Say, problem: BaseProblem): string {
  switch (problem.kind) {
    case "base":
      return say("base.invalid", { base: String(problem.base) });
    case "empty":
      return say("base.empty");
    case "points":
      return say("base.points");
    case "no-digit":
      return say("base.no-digit");
    case "digit":
      return say("base.digit", { digit: problem.digit, base: String(problem.base) });
    case "repeats":
      return say("base.repeats", {
        number: problem.number,
        from: String(problem.from),
        to: String(problem.to),
      });
  }
}

const compute: Compute = (text, from, to) => {
  if (text.trim() === "") return "";
  const answer = convertBase(text, Number(from), Number(to));
  return answer.ok ? answer.value : "";
};

/** Why a field's text is not a number in its base; undefined when it is one, or empty. */
function problem(text: string, base: string): BaseProblem | undefined {
  if (text.trim() === "") return undefined;
  const answer = convertBase(text, Number(base), Number(base));
  return answer.ok ? undefined : answer.problem;
}

const field = `${valueField} font-mono`;
const select =
  "min-w-0 flex-1 basis-0 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900";

function BaseSelect(props: React.ComponentProps<"select">) {
  const say = useUi();
  return (
    <select {...props} className={select}>
      <optgroup label={say("base.common")}>
        {namedBases.map((b) => (
          <option key={b.base} value={String(b.base)}>
            {baseName(say, String(b.base))}
          </option>
        ))}
      </optgroup>
      <optgroup label={say("base.other")}>
        {BASES.filter((b) => !named.has(b)).map((b) => (
          <option key={b} value={b}>
            {baseName(say, b)}
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
  const say = useUi();
  const fromProblem = problem(state.fromText, state.from);
  const toProblem = fromProblem ? undefined : problem(state.toText, state.to);
  const others = useMemo(
    () =>
      namedBases.map((b) => ({
        base: b.base,
        value: fromProblem ? "" : compute(state.fromText, state.from, String(b.base)),
      })),
    [state.fromText, state.from, fromProblem],
  );

  const side = (which: "from" | "to") => {
    const text = which === "from" ? state.fromText : state.toText;
    const base = which === "from" ? state.from : state.to;
    const why = which === "from" ? fromProblem : toProblem;
    const error = why && sayProblem(say, why);
    return (
      <div>
        <label htmlFor={`${id}-${which}`} className="mb-1 block text-sm font-medium">
          {say(which === "from" ? "converter.from" : "converter.to")}
        </label>
        <div className="flex gap-2">
          <input
            id={`${id}-${which}`}
            className={field}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={say(which === "from" ? "base.enter" : "converter.result")}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${which}-error` : undefined}
            onChange={(e) =>
              send({ type: which === "from" ? "editFrom" : "editTo", text: e.target.value })
            }
          />
          <BaseSelect
            aria-label={say(which === "from" ? "base.from" : "base.to")}
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
    <section aria-label={say("base")} className={converterPanel}>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]">
        {side("from")}
        <SwapButton label={say("base.swap")} onClick={() => send({ type: "swap" })} />
        {side("to")}
      </div>
      <div className="mt-2 flex justify-end">
        <CopyButton text={state.toText} />
      </div>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium">{say("base.same")}</caption>
        <tbody>
          {others.map((o) => (
            <tr key={o.base} className="border-b border-slate-200 dark:border-slate-800">
              <th scope="row" className="py-1.5 pr-4 font-normal">
                {say(`base.${o.base}` as UiKey)}
              </th>
              <td className="py-1.5 font-mono break-all">{o.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
