import {
  type DecimalMark,
  decimalMarkOf,
  type NumberRead,
  readNumber,
} from "../../engine/quantity/number.ts";
import { firstLanguage } from "../../site/accept-language.ts";

export interface ValueRead {
  /** The number, or undefined when the text spells none. */
  readonly read: NumberRead | undefined;
  /**
   * The reading depended on the reader's decimal mark (`1,234`, `1.234`, `5,`): the answer must
   * say `Vary: Accept-Language` to a cache. Most values read the same in every language, and
   * their answers stay shared by everyone.
   */
  readonly byLanguage: boolean;
}

/**
 * A converter's value as the request's reader writes numbers (decision 019): read both ways, and
 * where the two readings differ, the first language of `Accept-Language` decides (default: the
 * decimal point).
 */
export function readValue(text: string, acceptLanguage: string | undefined): ValueRead {
  const point = readNumber(text, ".");
  const comma = text.includes(",") || text.includes(".") ? readNumber(text, ",") : point;
  if (point?.value === comma?.value) return { read: point, byLanguage: false };
  const decimal: DecimalMark = decimalMarkOf(firstLanguage(acceptLanguage));
  return { read: decimal === "," ? comma : point, byLanguage: true };
}
