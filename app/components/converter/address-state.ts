import type { ConverterAddress } from "../../../site/views/converter-address";
import type { ConversionUnit, ConverterData } from "../../../site/views/types";
import type { Compute, ConversionState } from "./conversion-state";

/** The value the prerendered page converts, so readers without JavaScript see a real answer. */
export const DEFAULT_VALUE = "1";

/**
 * What a converter shows for an address (site/views/converter-address.ts): the parts it applies,
 * the page's defaults for the rest, the other field computed as the browser computes it. The
 * server renders a shared address with it and the browser hydrates and re-applies with it, so
 * both draw the same markup.
 */
export function stateAt(
  data: ConverterData,
  address: ConverterAddress | undefined,
  compute: Compute,
  /**
   * The address's value is read as the visitor writes numbers (decision 019): after hydration
   * only, since the server cannot know how (`1,234`), and the first render must match its HTML.
   */
  typed = false,
): ConversionState {
  const from = address?.from ?? data.from;
  const to = address?.to ?? data.to;
  const fromText = address?.value ?? DEFAULT_VALUE;
  const visitor = typed && address?.value !== undefined;
  return {
    from,
    to,
    fromText,
    toText: compute(fromText, from, to, visitor),
    ...(visitor ? { typed: "from" as const } : {}),
  };
}

/**
 * The answer in words under the fields ("5.5 ft = 167.64 cm"), also the start of a shared
 * address's description; undefined while a field is empty or unreadable.
 */
export function resultLine(
  state: ConversionState,
  units: readonly ConversionUnit[],
): string | undefined {
  const fromUnit = units.find((u) => u.code === state.from);
  const toUnit = units.find((u) => u.code === state.to);
  const value = state.fromText.trim();
  if (value === "" || state.toText === "" || !fromUnit || !toUnit) return undefined;
  return `${value} ${fromUnit.symbol} = ${state.toText} ${toUnit.symbol}`;
}
