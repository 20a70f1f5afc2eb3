import { loadChunk } from "~/framework/lazy-chunk";
import type { NumberMarks } from "../../../engine/number-marks";
import { withoutMarks } from "../../../engine/number-marks";
import { decimalMarkOf } from "../../../engine/quantity/decimal-mark";
import { readPlainNumber } from "../../../engine/quantity/plain-number";
import fullUrl from "./full-reader?chunk-url";

/**
 * How a converter field reads its text (decision 019). The full reader (decimal commas, groups,
 * fractions: engine/quantity/number.ts, with the fractional-inch line: full-reader.ts) loads on the
 * first edit, not on first view, as the search
 * box's parser does (issue 15: first-view JavaScript grows by at most 1 KB). Until it is there,
 * texts in JavaScript syntax are read at once, which is every text the converter writes and most
 * that visitors type; the rest waits for it, and the converter reads them again when it arrives.
 */

type FullReader = typeof import("./full-reader");

let full: FullReader | undefined;
let loading: Promise<boolean> | undefined;

/** Loads the full reader if it is not there yet, then calls `then` (not if it already was). */
export function afterNumberReader(then: () => void): void {
  if (full) return;
  // By URL, not import(): Vite's preload helper would then travel in the first view
  // (framework/lazy-chunk.ts).
  loading ??= loadChunk<FullReader>(fullUrl).then(
    (module) => {
      full = module;
      return true;
    },
    // Offline before the reader was cached: texts in JavaScript syntax still convert; a later edit
    // tries again.
    () => {
      loading = undefined;
      return false;
    },
  );
  void loading.then((loaded) => loaded && then());
}

/**
 * The number a field's text spells, or undefined. A text the visitor `typed` is read as the
 * visitor writes numbers: the page's language where it has `marks`, else the browser's; one the
 * converter wrote, as it wrote it (with the page's marks, or the point). Only what the visitor
 * types on an English page consults the browser, so the server's render and hydration agree.
 */
export function readField(text: string, typed: boolean, marks?: NumberMarks): number | undefined {
  if (marks && !typed) return readPlainNumber(withoutMarks(text, marks));
  const decimal = marks?.decimal ?? (typed ? decimalMarkOf(globalThis.navigator?.language) : ".");
  if (full) return full.readNumber(text, decimal)?.value;
  // `1.234` is 1234 to a reader who writes a decimal comma: that waits for the full reader.
  return decimal === "," && text.includes(".") ? undefined : readPlainNumber(text);
}

/**
 * What loads on the first edit (full-reader.ts: the full reader, the fractional-inch line), once it
 * has arrived; undefined before.
 */
export function loadedFullReader(): FullReader | undefined {
  return full;
}
