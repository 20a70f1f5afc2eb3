import type { Point } from "../../../site/money/rate-history";
import { rateExact } from "./history-text";

/** The points as CSV: a header line `date,rate`, then one line per day, oldest first. */
export function csvText(points: readonly Point[]): string {
  let text = "date,rate\n";
  for (const p of points) text += `${p.date},${rateExact(p.rate)}\n`;
  return text;
}

/** "usd-eur-2024-11-25-to-2025-11-25.csv": the pair and the days the file holds. */
export function csvFileName(base: string, quote: string, points: readonly Point[]): string {
  const pair = `${base}-${quote}`.toLowerCase();
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `${pair}.csv`;
  return `${pair}-${first.date}-to-${last.date}.csv`;
}
