/**
 * The local page-view counter (docs/spec/site.md §3.10, 4.9): in local storage under
 * `url_analytics`, per ISO date (UTC) and path, a count of views; dates older than 30 days are
 * dropped. It never leaves the browser.
 */
const PAGE_VIEWS_KEY = "url_analytics";
const KEEP_DAYS = 30;

export type PageViews = Readonly<Record<string, Readonly<Record<string, number>>>>;

const isoDate = (time: Date) => time.toISOString().slice(0, 10);

/** `views` with one more view of `path` today, and without the dates older than 30 days. */
export function countView(views: PageViews, path: string, now: Date): PageViews {
  const today = isoDate(now);
  const oldest = isoDate(new Date(now.getTime() - KEEP_DAYS * 86_400_000));
  const kept = Object.fromEntries(Object.entries(views).filter(([date]) => date >= oldest));
  const day = kept[today] ?? {};
  return { ...kept, [today]: { ...day, [path]: (day[path] ?? 0) + 1 } };
}

function stored(): PageViews {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PAGE_VIEWS_KEY) ?? "{}");
    return value && typeof value === "object" && !Array.isArray(value) ? (value as PageViews) : {};
  } catch {
    return {};
  }
}

/** Counts a view of `path` now; storage that is full or forbidden is ignored. */
export function recordPageView(path: string, now = new Date()): void {
  try {
    localStorage.setItem(PAGE_VIEWS_KEY, JSON.stringify(countView(stored(), path, now)));
  } catch {
    // Private browsing or a full storage: the counter is not worth an error.
  }
}
