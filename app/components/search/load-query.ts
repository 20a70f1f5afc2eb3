import { loadChunk } from "~/framework/lazy-chunk";
import type { QueryResult } from "../../../site/query/types";
import answererUrl from "./answerer?chunk-url";

/** Answers what was typed, at once: the parser and index are in memory. */
export type Answerer = (query: string) => QueryResult;

let loading: Promise<Answerer> | undefined;
const toolListeners = new Set<() => void>();

/** Calls `listener` when the tools' readers have loaded (answerer.ts); returns its removal. */
export function onToolsLoaded(listener: () => void): () => void {
  toolListeners.add(listener);
  return () => toolListeners.delete(listener);
}

/**
 * Loads the parser, the index of units, pages and currencies, and the latest rates, once, when a
 * visitor first uses the search box: none of it is in any page's first view. The index is a
 * prerendered file the service worker keeps, so the box answers offline too; money then uses the
 * last rates this browser received.
 */
export function loadQuery(): Promise<Answerer> {
  // By URL, not import("./answerer"): that would share Vite's preload helper between this lazy
  // chunk and the pages' own, which then carry it as a chunk of its own (framework/lazy-chunk.ts).
  loading ??= loadChunk<typeof import("./answerer")>(answererUrl).then((module) =>
    module.createAnswerer(() => {
      for (const listener of toolListeners) listener();
    }),
  );
  // A failed load (offline before the worker had the files) may be retried on the next focus.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
