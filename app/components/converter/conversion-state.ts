/**
 * The state of a two-way converter (unit spec §4), as a pure function of its events, so every page's
 * converter behaves the same way and the rules are tested without a browser.
 *
 * - Editing From computes To; editing To computes From; clearing one clears the other.
 * - Changing either unit recomputes To from From.
 * - Swap exchanges the units and the values; on pages with fixed units (°C/°F) it moves the value
 *   across and recomputes, so the two fields always agree.
 * - Unreadable input gives an empty result, never an error.
 * - The express converter starts with no units: nothing is computed until both are chosen.
 */
export interface ConversionState {
  readonly from: string;
  readonly to: string;
  readonly fromText: string;
  readonly toText: string;
}

export type ConversionEvent =
  | { readonly type: "editFrom"; readonly text: string }
  | { readonly type: "editTo"; readonly text: string }
  | { readonly type: "fromUnit"; readonly code: string }
  | { readonly type: "toUnit"; readonly code: string }
  | { readonly type: "swap" }
  | { readonly type: "swapValues" }
  | { readonly type: "reset"; readonly state: ConversionState };

/** Converts the text of one field into the other's text; "" when the text or a unit is unusable. */
export type Compute = (text: string, from: string, to: string) => string;

export function nextState(
  state: ConversionState,
  event: ConversionEvent,
  compute: Compute,
): ConversionState {
  const forward = (s: ConversionState): ConversionState => ({
    ...s,
    toText: s.from && s.to ? compute(s.fromText, s.from, s.to) : "",
  });
  switch (event.type) {
    case "editFrom":
      return forward({ ...state, fromText: event.text });
    case "editTo":
      return {
        ...state,
        toText: event.text,
        fromText: state.from && state.to ? compute(event.text, state.to, state.from) : "",
      };
    case "fromUnit":
      return forward({ ...state, from: event.code });
    case "toUnit":
      return forward({ ...state, to: event.code });
    case "swap":
      return { from: state.to, to: state.from, fromText: state.toText, toText: state.fromText };
    case "swapValues":
      return forward({ ...state, fromText: state.toText });
    case "reset":
      return event.state;
  }
}
