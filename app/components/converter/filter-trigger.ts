import { loadChunk } from "~/framework/lazy-chunk";
import filterUrl from "./filter-controller?chunk-url";
import { FILTER_NOUN } from "./filter-dom";

type FilterModule = typeof import("./filter-controller");

/** Each filter field whose controller is loading (with a key pressed meanwhile) or attached. */
const fields = new WeakMap<HTMLInputElement, { pending?: string; ready: boolean }>();

/**
 * Loads a select's filter (filter-controller.ts, by URL) when its field (server markup with
 * FILTER_NOUN: select-filter.tsx) is first focused, on any page: the root listens for focus and
 * keys on the document, so no page carries more of the filter than this in its first view. Enter
 * or the down arrow pressed before the controller arrives act once it has.
 */
export function onFilterEvent(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.hasAttribute(FILTER_NOUN)) return;
  const key = event instanceof KeyboardEvent ? event.key : undefined;
  const known = fields.get(input);
  if (known?.ready || (key !== undefined && key !== "Enter" && key !== "ArrowDown")) return;
  if (key) event.preventDefault();
  if (known) {
    known.pending = key ?? known.pending;
    return;
  }
  const field: { pending?: string; ready: boolean } = { pending: key, ready: false };
  fields.set(input, field);
  loadChunk<FilterModule>(filterUrl).then(
    ({ attachFilter }) => {
      attachFilter(input, field.pending);
      field.ready = true;
    },
    // Offline before the chunk was cached: the select works as it is; a later focus tries again.
    () => fields.delete(input),
  );
}
