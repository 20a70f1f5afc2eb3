import { convert } from "../../../engine/convert.ts";
import { formatNumber } from "../../../engine/format.ts";
import { parseNumber } from "../../../engine/parse.ts";
import type { Unit } from "../../../engine/types.ts";
import type { Compute } from "./conversion-state.ts";

/** What a converter on a page needs: only that page's units, under the page's codes. */
export interface ConverterData {
  readonly units: readonly Unit[];
  readonly from: string;
  readonly to: string;
  readonly display?: "temperature";
  /** °C/°F pair pages: both scales fixed, swap moves the value across. */
  readonly fixed?: boolean;
}

/** Converts one field's text into the other's display, with the engine; "" when unreadable. */
export function computeWith(units: readonly Unit[], display?: "temperature"): Compute {
  const byCode = new Map(units.map((u) => [u.code, u]));
  const options = display ? { display } : undefined;
  return (text, from, to) => {
    const value = parseNumber(text);
    const source = byCode.get(from);
    const target = byCode.get(to);
    if (value === undefined || !source || !target) return "";
    return formatNumber(convert(value, source, target), options);
  };
}
