import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ConversionState } from "./conversion-state.ts";

/**
 * Keeps a converter's state in the address as `?v=<value>&from=<code>&to=<code>`, replacing the
 * history entry (no new one per keystroke, no navigation, no loader call).
 *
 * The address is applied before the browser paints: when the converter mounts (after hydrating
 * the prerendered page, which is the page's default and what the service worker answers a shared
 * address with, or after an in-app navigation from another page), and on every in-app navigation
 * within the page (to another address, back and forward, a link to the bare page), which starts
 * from its own address rather than from what was typed before. A unit converter the server
 * rendered for its address already shows it (server/address-pages.ts): applying it changes nothing.
 * The converter is not mounted again for a navigation within its page, as the unit pickers'
 * options are markup the server rendered once (decision 017).
 */
export function useUrlState(
  state: ConversionState,
  isCode: (code: string) => boolean,
  apply: (value: string | undefined, from: string | undefined, to: string | undefined) => void,
  /** The value the address keeps of the From field's text (address-state.ts addressValue). */
  kept: (text: string) => string = (text) => text,
): { readonly touched: () => void } {
  const touched = useRef(false);
  const mounted = useRef(false);
  const { key, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: read the address on load and on each navigation, not on each render
  useLayoutEffect(() => {
    const params = new URLSearchParams(search);
    const value = params.get("v") ?? undefined;
    const from = params.get("from") ?? undefined;
    const to = params.get("to") ?? undefined;
    const navigated = mounted.current;
    mounted.current = true;
    if (!navigated && value === undefined && from === undefined && to === undefined) return;
    // The address is written again once the visitor changes something, not for this.
    touched.current = false;
    apply(value, from && isCode(from) ? from : undefined, to && isCode(to) ? to : undefined);
  }, [key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `kept` is the page's rule, the same on every render: the address follows the state
  useEffect(() => {
    if (!touched.current) return;
    // A navigation already under way (pushed, not yet rendered) owns the address now: writing this
    // state into it would put the page being left's value on the next entry. React Router keeps
    // each entry's key in the history state ("default" for the document's own entry).
    if ((window.history.state?.key ?? "default") !== key) return;
    const url = new URL(window.location.href);
    if (state.fromText.trim() === "") url.searchParams.delete("v");
    else url.searchParams.set("v", kept(state.fromText.trim()));
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
