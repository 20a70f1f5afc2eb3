import { useId, useMemo, useReducer, useRef, useState } from "react";
import { useUi } from "~/framework/static-markup";
import type { NumberMarks } from "../../engine/number-marks";
import type { ExpressTabData } from "../../site/views/types";
import {
  type ConversionEvent,
  type ConversionState,
  nextState,
} from "./converter/conversion-state";
import { computeWith } from "./converter/converter-data";
import { ConverterSide } from "./converter/converter-side";
import { afterNumberReader } from "./converter/number-reader";
import { converterPanel } from "./converter/styles";
import { SwapButton } from "./converter/swap-button";
import { UnitSelect } from "./converter/unit-select";

const BLANK: ConversionState = { from: "", to: "", fromText: "", toText: "" };

/**
 * The home page's express converter (docs/spec/units.md §2.2, §4): category tabs; units start
 * unselected and nothing is computed until both are chosen; switching tab clears everything;
 * two-way with swap.
 */
export function ExpressConverter({
  tabs,
  marks,
  currency,
}: {
  tabs: readonly ExpressTabData[];
  /** The page's number marks: how results are written and what is typed is read. */
  marks?: NumberMarks | undefined;
  /**
   * The Currency tab's panel: it replaces the unit converter (docs/spec/units.md §2.2). Without
   * one (a page in a language the money converter does not speak yet), there is no Currency tab.
   */
  currency: React.ReactNode;
}) {
  const say = useUi();
  const [active, setActive] = useState(0);
  const captions = [
    ...tabs.map((t) => ({ id: t.id, label: t.label })),
    ...(currency ? [{ id: "currency", label: say("currency") }] : []),
  ];
  const onCurrency = active === tabs.length;
  const tab = tabs[active] ?? tabs[0];
  const compute = useMemo(() => computeWith(tab?.units ?? [], tab?.display, marks), [tab, marks]);
  const [state, dispatch] = useReducer(
    (s: ConversionState, e: ConversionEvent) => nextState(s, e, compute),
    BLANK,
  );
  // What is typed may need the full number reader: it loads on the first edit (number-reader.ts).
  const edit = (event: ConversionEvent) => {
    dispatch(event);
    afterNumberReader(() => dispatch({ type: "refresh" }));
  };
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function select(index: number) {
    const next = (index + captions.length) % captions.length;
    setActive(next);
    dispatch({ type: "reset", state: BLANK });
    tabRefs.current[next]?.focus();
  }

  function onTabKey(event: React.KeyboardEvent, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: captions.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  if (!tab) return null;
  return (
    <section aria-labelledby={`${id}-title`} className={converterPanel}>
      <h2 id={`${id}-title`} className="mb-4 text-xl font-semibold">
        {say("express.title")}
      </h2>
      <div role="tablist" aria-label={say("express.kinds")} className="mb-4 flex flex-wrap gap-1">
        {captions.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.id}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={(e) => onTabKey(e, i)}
            className="rounded-full px-3 py-1.5 text-sm font-medium aria-selected:bg-blue-600 aria-selected:text-white hover:bg-slate-200 aria-selected:hover:bg-blue-700 dark:hover:bg-slate-800"
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${onCurrency ? "currency" : tab.id}`}
        className={
          onCurrency ? "" : "grid grid-cols-1 gap-3 md:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)]"
        }
      >
        {onCurrency ? (
          currency
        ) : (
          <>
            <ConverterSide
              id={`${id}-from`}
              side={say("converter.from")}
              text={state.fromText}
              placeholder={say("converter.enter-value")}
              onText={(text) => edit({ type: "editFrom", text })}
            >
              <UnitSelect
                aria-label={say("converter.from-unit")}
                units={tab.units}
                placeholder={say("converter.select-unit")}
                value={state.from}
                onChange={(e) => dispatch({ type: "fromUnit", code: e.target.value })}
              />
            </ConverterSide>
            <SwapButton
              label={say("converter.swap-units")}
              onClick={() => dispatch({ type: "swap" })}
            />
            <ConverterSide
              id={`${id}-to`}
              side={say("converter.to")}
              text={state.toText}
              placeholder={say("converter.result")}
              onText={(text) => edit({ type: "editTo", text })}
            >
              <UnitSelect
                aria-label={say("converter.to-unit")}
                units={tab.units}
                placeholder={say("converter.select-unit")}
                value={state.to}
                onChange={(e) => dispatch({ type: "toUnit", code: e.target.value })}
              />
            </ConverterSide>
          </>
        )}
      </div>
    </section>
  );
}
