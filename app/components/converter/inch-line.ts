import type { ConversionUnit } from "../../../site/views/types";
import type { ConversionState } from "./conversion-state";

/** The inch (length), whose results also show as a rule marks them. */
const INCH = "in";

/** A length in inches as a fraction (engine/quantity/inch-fraction.ts). */
export type InchFraction = (value: number | undefined, symbol: string) => string | undefined;

/**
 * The line under a result in inches ("≈ 5 3/16 in (−0.0012 in)"), or undefined: none while the
 * From field is empty or the result is in another unit. `read` reads the result field's text.
 */
export function inchLine(
  state: ConversionState,
  units: readonly ConversionUnit[],
  fraction: InchFraction,
  read: (text: string, typed: boolean) => number | undefined,
): string | undefined {
  if (state.to !== INCH || state.fromText.trim() === "") return undefined;
  const unit = units.find((u) => u.code === INCH);
  return unit && fraction(read(state.toText, state.typed === "to"), unit.symbol);
}
