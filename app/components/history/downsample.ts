import type { Point } from "../../../site/money/rate-history";

/**
 * At most `max` of the points, for drawing: the points split into max/2 runs of neighbours, of
 * which the lowest and the highest are kept, in their order. A line through them keeps every
 * peak and trough a run holds, which an average or every n-th point would shave off; the first
 * and last points are always kept, so the line spans the whole range. Exact values (for hover,
 * the labels and the table) are read from the full list, never from this one.
 */
export function downsample<P extends Point>(points: readonly P[], max = 600): readonly P[] {
  if (points.length <= max) return points;
  const runs = Math.max(1, Math.floor((max - 2) / 2));
  const inner = points.length - 2;
  const kept: P[] = [points[0] as P];
  for (let r = 0; r < runs; r++) {
    const start = 1 + Math.floor((r * inner) / runs);
    const end = 1 + Math.floor(((r + 1) * inner) / runs);
    if (end <= start) continue;
    let low = start;
    let high = start;
    for (let i = start + 1; i < end; i++) {
      if ((points[i] as P).rate < (points[low] as P).rate) low = i;
      if ((points[i] as P).rate > (points[high] as P).rate) high = i;
    }
    if (low === high) kept.push(points[low] as P);
    else for (const i of low < high ? [low, high] : [high, low]) kept.push(points[i] as P);
  }
  kept.push(points[points.length - 1] as P);
  return kept;
}

/** The lowest and the highest point (the first of each, if several share a value). */
export function extremes<P extends Point>(points: readonly P[]): { low: P; high: P } | undefined {
  const [first] = points;
  if (!first) return undefined;
  let low = first;
  let high = first;
  for (const p of points) {
    if (p.rate < low.rate) low = p;
    if (p.rate > high.rate) high = p;
  }
  return { low, high };
}

/** The index of the point whose day is nearest `day` (points in order of day). */
export function nearestIndex(days: readonly number[], day: number): number {
  let lo = 0;
  let hi = days.length - 1;
  if (hi < 0) return -1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((days[mid] as number) < day) lo = mid + 1;
    else hi = mid;
  }
  if (lo > 0 && day - (days[lo - 1] as number) <= (days[lo] as number) - day) return lo - 1;
  return lo;
}
