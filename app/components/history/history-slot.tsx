import { type ComponentType, useState } from "react";
import { loadChunk } from "~/framework/lazy-chunk";
import { Static } from "~/framework/static-markup";
import { HistoryPlaceholder } from "./history-placeholder";
import historyUrl from "./rate-history?chunk-url";

/**
 * The rate history's slot (issue 17): the server's placeholder until it scrolls into view, then
 * the history itself, loaded by URL (framework/lazy-chunk.ts), so that none of it is in the first
 * view's JavaScript. This is all the first view carries of it: written for size
 * (docs/decisions/026-rate-chart.md).
 */
export function HistorySlot() {
  const [History, setHistory] = useState<ComponentType>();
  return History ? (
    <History />
  ) : (
    <Static
      id="history"
      ref={(place) => {
        // Called with the element only: a ref that returns its cleanup is not called with null.
        const seen = new IntersectionObserver(([entry]) => {
          if (!entry?.isIntersecting) return;
          seen.disconnect();
          loadChunk<typeof import("./rate-history")>(historyUrl).then(
            (module) => setHistory(() => module.RateHistory),
            // Offline before it was cached: the placeholder stays, with its link to the data.
            () => {},
          );
        });
        seen.observe(place as HTMLElement);
        return () => seen.disconnect();
      }}
    >
      {import.meta.env.SSR && <HistoryPlaceholder />}
    </Static>
  );
}
