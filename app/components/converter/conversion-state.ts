/**
 * The state of a two-way converter (docs/spec/units.md §4), as a pure function of its events, so
 * every page's converter behaves the same way and the rules are tested without a browser.
 *
 * - Editing From computes To; editing To computes From; clearing one clears the other.
 * - Changing either unit recomputes To from From.
 * - Swap exchanges the units and the values; on pages with fixed units (°C/°F) it moves the value
 *   across and recomputes, so the two fields always agree.
 * - Unreadable input gives an empty result, never an error.
 * - The express converter starts with no units: nothing is computed until both are chosen.
 * - A text the visitor typed is read as the visitor writes numbers (`1,234`: decision 019); a text
 *   the converter wrote is plain JavaScript syntax (format.ts) and is read as such when it is
 *   converted again (a unit change, a swap of values), so `typed` says which text is the visitor's.
 */
export interface ConversionState {
  readonly from: string;
  readonly to: string;
  readonly fromText: string;
  readonly toText: string;
  /** The text the visitor typed (or the address gave); none when both are the converter's. */
  readonly typed?: "from" | "to";
}

export type ConversionEvent =
  | { readonly type: "editFrom"; readonly text: string }
  | { readonly type: "editTo"; readonly text: string }
  | { readonly type: "fromUnit"; readonly code: string }
  | { readonly type: "toUnit"; readonly code: string }
  | { readonly type: "swap" }
  | { readonly type: "swapValues" }
  | { readonly type: "reset"; readonly state: ConversionState }
  /** The texts are read differently now (a fuller number reader arrived): convert again. */
  | { readonly type: "refresh" };

/**
 * Converts the text of one field into the other's text; "" when the text or a unit is unusable.
 * `typed`: the visitor typed the text (rather than the converter writing it); false if left out.
 */
export type Compute = (text: string, from: string, to: string, typed?: boolean) => string;

export function nextState(
  state: ConversionState,
  event: ConversionEvent,
  compute: Compute,
): ConversionState {
  const forward = (s: ConversionState): ConversionState => ({
    ...s,
    toText: s.from && s.to ? compute(s.fromText, s.from, s.to, s.typed === "from") : "",
    // To is written again: if it was the typed text, no typed text is left.
    typed: s.typed === "from" ? "from" : undefined,
  });
  switch (event.type) {
    case "editFrom":
      return forward({ ...state, fromText: event.text, typed: "from" });
    case "editTo":
      return {
        ...state,
        toText: event.text,
        fromText: state.from && state.to ? compute(event.text, state.to, state.from, true) : "",
        typed: "to",
      };
    case "fromUnit":
      return forward({ ...state, from: event.code });
    case "toUnit":
      return forward({ ...state, to: event.code });
    case "swap":
      return {
        from: state.to,
        to: state.from,
        fromText: state.toText,
        toText: state.fromText,
        typed: state.typed === "from" ? "to" : state.typed === "to" ? "from" : undefined,
      };
    case "swapValues":
      return forward({
        ...state,
        fromText: state.toText,
        typed: state.typed === "to" ? "from" : undefined,
      });
    case "reset":
      return event.state;
    case "refresh":
      return state.typed === "to"
        ? nextState(state, { type: "editTo", text: state.toText }, compute)
        : forward(state);
  }
}
