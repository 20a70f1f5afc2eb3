import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ConversionState } from "./conversion-state.ts";

/**
 * Keeps a converter's state in the address as `?v=<value>&from=<code>&to=<code>`, replacing the
 * history entry (no new one per keystroke, no navigation, no loader call). On load, a shared address
 * is applied after hydration, so the prerendered HTML (the page's default) hydrates cleanly.
 */
export function useUrlState(
  state: ConversionState,
  isCode: (code: string) => boolean,
  apply: (value: string | undefined, from: string | undefined, to: string | undefined) => void,
): { readonly touched: () => void } {
  const touched = useRef(false);
  // Each navigation's own key: the address is read on load and after each navigation to this page,
  // not when the converter itself rewrites it.
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read the address on load and navigation
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const value = params.get("v") ?? undefined;
    const from = params.get("from") ?? undefined;
    const to = params.get("to") ?? undefined;
    if (value === undefined && from === undefined && to === undefined) return;
    apply(value, from && isCode(from) ? from : undefined, to && isCode(to) ? to : undefined);
  }, [key]);

  useEffect(() => {
    if (!touched.current) return;
    const url = new URL(window.location.href);
    if (state.fromText.trim() === "") url.searchParams.delete("v");
    else url.searchParams.set("v", state.fromText.trim());
    url.searchParams.set("from", state.from);
    url.searchParams.set("to", state.to);
    // Keep React Router's own history state, so back and forward still work.
    window.history.replaceState(window.history.state, "", url);
  }, [state]);

  return {
    touched: () => {
      touched.current = true;
    },
  };
}
