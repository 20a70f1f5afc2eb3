import { useEffect, useState } from "react";
import type { RatesAnswer } from "../../../site/money/rates-answer";
import { fallbackAnswer } from "./fallback-rates";
import { fetchRates, type RatesKind } from "./rates-client";
import { keep, lastReceived } from "./rates-store";

/** `full`: the rates of every code the service offers, rather than of one pair. */
export type RatesState =
  | { readonly status: "loading"; readonly answer?: RatesAnswer; readonly full: boolean }
  | { readonly status: "ready"; readonly answer: RatesAnswer; readonly full: boolean }
  | {
      readonly status: "offline";
      readonly answer: RatesAnswer;
      readonly full: true;
      readonly error: string;
    };

/**
 * Rates of every currency with `base` as base (docs/spec/site.md §4.1, 4.2): fetched on mount and
 * whenever the base changes. A server-rendered address starts with its pair's stored rate
 * (`initial`), shown while the page's own rates load. After a failure, the last rates this browser
 * received (they keep their real time), else the fallback rates, with the error to show. A stale
 * request is aborted.
 */
export function useRates(kind: RatesKind, base: string, initial?: RatesAnswer): RatesState {
  const [state, setState] = useState<RatesState>(
    initial
      ? { status: "ready", answer: initial, full: false }
      : { status: "loading", full: false },
  );

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({
      status: "loading",
      full: false,
      ...(s.answer ? { answer: s.answer } : {}),
    }));
    fetchRates(kind, base, undefined, controller.signal).then(
      (answer) => {
        keep(kind, answer);
        setState({ status: "ready", answer, full: true });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Exchange rates unavailable:", error);
        setState({
          status: "offline",
          answer: lastReceived(kind) ?? fallbackAnswer(kind),
          full: true,
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
    return () => controller.abort();
  }, [kind, base]);

  return state;
}
