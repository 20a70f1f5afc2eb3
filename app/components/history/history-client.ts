import type { HistoryBody } from "../../../site/money/rate-history";

export type HistoryResult =
  | { readonly status: "ok"; readonly body: HistoryBody }
  /** 503: the server has not imported the history yet. */
  | { readonly status: "not-yet" }
  /** 400: the question, as the API words what is wrong with it. */
  | { readonly status: "refused"; readonly error: string }
  /** No answer, or one that is not the API's. */
  | { readonly status: "failed" };

/** Answers kept for the page's life: the same question (a range asked again) is not sent twice. */
const answered = new Map<string, HistoryBody>();

/** The API's address for a pair and either a range or one day. */
export function historyPath(
  base: string,
  quote: string,
  days: { from?: string; to?: string; on?: string },
): string {
  const query = new URLSearchParams({ base, quote });
  for (const key of ["from", "to", "on"] as const) {
    const day = days[key];
    if (day !== undefined) query.set(key, day);
  }
  return `/api/rates/history?${query}`;
}

/** Asks the history API; never throws (an abort included, answered as "failed"). */
export async function fetchHistory(path: string, signal?: AbortSignal): Promise<HistoryResult> {
  const kept = answered.get(path);
  if (kept) return { status: "ok", body: kept };
  try {
    const response = await fetch(path, { signal });
    const body = (await response.json().catch(() => undefined)) as
      | (Partial<HistoryBody> & { error?: unknown })
      | undefined;
    if (response.status === 503) return { status: "not-yet" };
    if (response.status === 400 && typeof body?.error === "string") {
      return { status: "refused", error: body.error };
    }
    if (!response.ok || !Array.isArray(body?.points) || !body.first || !body.last) {
      return { status: "failed" };
    }
    const ok = body as HistoryBody;
    answered.set(path, ok);
    return { status: "ok", body: ok };
  } catch {
    return { status: "failed" };
  }
}
