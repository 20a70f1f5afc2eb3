import { convert } from "../../../engine/convert.ts";
import { formatNumber } from "../../../engine/format.ts";
import { type NumberMarks, withMarks } from "../../../engine/number-marks.ts";
import type { ConversionUnit } from "../../../site/views/types.ts";
import type { Compute } from "./conversion-state.ts";
import { readField } from "./number-reader.ts";

/**
 * Converts one field's text into the other's display, with the engine; "" when unreadable. A text
 * the visitor typed is read as the visitor writes numbers (number-reader.ts); on a page of another
 * language, the converter writes and reads that language's `marks`.
 */
export function computeWith(
  units: readonly ConversionUnit[],
  display?: "temperature",
  marks?: NumberMarks,
): Compute {
  const byCode = new Map(units.map((u) => [u.code, u]));
  const options = display ? { display } : undefined;
  return (text, from, to, typed = false) => {
    const value = readField(text, typed, marks);
    const source = byCode.get(from);
    const target = byCode.get(to);
    if (value === undefined || !source || !target) return "";
    const shown = formatNumber(convert(value, source, target), options);
    return marks ? withMarks(shown, marks) : shown;
  };
}
