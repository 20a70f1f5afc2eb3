import { shortDate } from "../dates.ts";
import type { Publisher, RateOrigin } from "./rates-answer.ts";

/** "Central Bank of Nigeria (via Frankfurter), 13 Mar 2025"; "CoinGecko, 14 Mar 2025 16:05 UTC". */
function publisherText({ name, date, at, via }: Publisher): string {
  const who = via ? `${name} (via ${via})` : name;
  if (at) return `${who}, ${shortDate(at.slice(0, 10))} ${at.slice(11, 16)} UTC`;
  return date ? `${who}, ${shortDate(date)}` : who;
}

/**
 * Where a rate comes from, as the converters and the search box say it: its publishers and their
 * dates, and for a cross rate the currencies it is computed through.
 */
export function originText(origin: RateOrigin): string {
  const by = origin.by.map(publisherText);
  const who = by.length > 1 ? `${by.slice(0, -1).join("; ")} and ${by.at(-1)}` : (by[0] ?? "");
  const through = origin.through ?? [];
  return through.length === 0 ? who : `${who}; computed through ${through.join(" and ")}`;
}
