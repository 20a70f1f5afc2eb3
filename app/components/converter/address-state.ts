import { withMarks } from "../../../engine/number-marks";
import { readPlainNumber } from "../../../engine/quantity/plain-number";
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
  const value = address?.value;
  // On a page of another language, an address's number in JavaScript syntax is the one every
  // page writes (addressValue below), the same in every language: shown in the page's marks.
  const neutral = data.marks && value !== undefined && readPlainNumber(value) !== undefined;
  const fromText =
    value === undefined
      ? DEFAULT_VALUE
      : neutral && data.marks
        ? withMarks(value.trim(), data.marks)
        : value;
  const visitor = typed && value !== undefined && !neutral;
  return {
    from,
    to,
    fromText,
    toText: compute(fromText, from, to, visitor),
    ...(visitor ? { typed: "from" as const } : {}),
  };
}

/**
 * The value an address keeps of the From field: its text as typed on an English page (decision
 * 020); on a page of another language, the number in JavaScript syntax, so that the address means
 * the same number in every language (the language switch carries it across), or the text as typed
 * when it spells none.
 */
export function addressValue(
  text: string,
  data: Pick<ConverterData, "marks">,
  read: (text: string) => number | undefined,
): string {
  if (!data.marks) return text;
  const value = read(text);
  return value === undefined ? text : String(value);
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
