import { isCalendarDate } from "../rates/ecb.ts";
import type { HistoryRequest } from "../rates/history-answer.ts";

const CODE = /^[A-Za-z]{3}$/;

function code(name: string, value: string | undefined): string | { error: string } {
  if (value === undefined) return { error: `${name} is missing: a currency code such as USD.` };
  if (!CODE.test(value)) {
    const shown = value.length > 12 ? `${value.slice(0, 12)}…` : value;
    return { error: `${name} '${shown}' is not a three-letter currency code such as USD.` };
  }
  return value.toUpperCase();
}

function date(name: string, value: string | undefined): string | undefined | { error: string } {
  if (value === undefined || isCalendarDate(value)) return value;
  const shown = value.length > 12 ? `${value.slice(0, 12)}…` : value;
  return { error: `${name} '${shown}' is not a date written YYYY-MM-DD.` };
}

/**
 * `base` and `quote` (three letters, any case), and either a range (`from`, `to`, each optional)
 * or one day (`on`): the reference rate of that day, or of the last business day before it.
 */
export function readHistoryRequest(
  query: Readonly<Record<string, string | undefined>>,
): HistoryRequest | { readonly error: string } {
  const base = code("base", query.base);
  if (typeof base !== "string") return base;
  const quote = code("quote", query.quote);
  if (typeof quote !== "string") return quote;
  if (base === quote) return { error: "base and quote are the same currency." };
  const from = date("from", query.from);
  const to = date("to", query.to);
  const on = date("on", query.on);
  for (const read of [from, to, on]) if (typeof read === "object") return read;
  if (on !== undefined) {
    if (from !== undefined || to !== undefined) {
      return { error: "Ask for one day (on) or a range (from, to), not both." };
    }
    return { base, quote, on: on as string };
  }
  if (from !== undefined && to !== undefined && from > to) {
    return { error: `from (${from}) is after to (${to}).` };
  }
  return {
    base,
    quote,
    ...(from !== undefined && { from: from as string }),
    ...(to !== undefined && { to: to as string }),
  };
}
