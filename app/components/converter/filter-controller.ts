import { documentSays } from "~/framework/static-markup";
import type { FILTER_NOUN, FILTER_SELECT, FILTER_STATUS, FILTER_TERMS_FROM } from "./filter-dom";
import { firstMatchOf, type Listed, listOptions, showMatches } from "./unit-filter";

/**
 * The filter beside a long select at work (select-filter.tsx): loaded when its field is first
 * focused, or a key pressed in it (filter-trigger.ts), not in the first view. It drives the field,
 * the select and the status line without React: a choice is the select's own change event, which
 * the converter's onChange reads as it reads a visitor's. The field names what it controls
 * (filter-dom.ts): the select, the status line, what the options are ("units", "currencies"), and
 * a select whose options carry the words these lack.
 */
// The field's attributes (filter-dom.ts), typed by the names select-filter.tsx writes: a rename
// there is a type error here. Spelled again rather than imported, because the values live in the
// root's chunk (filter-trigger.ts reads one) and this chunk would then import from it, which makes
// React Router's root module a chunk of its own on every page.
const NOUN: typeof FILTER_NOUN = "data-filter";
const SELECT: typeof FILTER_SELECT = "aria-controls";
const STATUS: typeof FILTER_STATUS = "aria-describedby";
const TERMS_FROM: typeof FILTER_TERMS_FROM = "data-terms-from";

export function attachFilter(input: HTMLInputElement, pending?: string): void {
  const select = document.getElementById(input.getAttribute(SELECT) ?? "");
  const status = document.getElementById(input.getAttribute(STATUS) ?? "");
  if (!(select instanceof HTMLSelectElement) || !status) return;
  const noun = input.getAttribute(NOUN) ?? "";
  // Options written without their words take them from the select that has them, once.
  const source = document.getElementById(input.getAttribute(TERMS_FROM) ?? "");
  if (source instanceof HTMLSelectElement) {
    const terms = new Map([...source.options].map((o) => [o.value, o.dataset.terms ?? ""]));
    for (const option of select.options) option.dataset.terms ??= terms.get(option.value) ?? "";
  }
  let all: Listed[] = [];
  const chosen = () => select.value;
  const choose = (code: string) => {
    select.value = code;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  };

  function update() {
    const query = input.value;
    // Until something is typed, the options stay as the server rendered them.
    if (query === "" && all.length === 0) return;
    if (all.length === 0) all = listOptions(select as HTMLSelectElement);
    const matches = showMatches(select as HTMLSelectElement, all, query, chosen());
    const next = query.trim() === "" ? undefined : firstMatchOf(all, query, chosen());
    (status as HTMLElement).textContent =
      query.trim() === ""
        ? ""
        : [
            documentSays("filter.matches", {
              matches: String(matches),
              all: String(all.length),
              noun,
            }),
            ...(next ? [documentSays("filter.enter", { option: next.text })] : []),
          ].join(" · ");
  }

  /** The first option the query leaves that is not the chosen one, if any. */
  function first(): string | undefined {
    if (all.length === 0) all = listOptions(select as HTMLSelectElement);
    return firstMatchOf(all, input.value, chosen())?.value;
  }

  function key(name: string | undefined): boolean {
    if (name === "Enter") {
      const code = first();
      if (code) {
        choose(code);
        input.value = "";
        update();
      }
      return true;
    }
    if (name === "ArrowDown") {
      // Into the list at its first match, as a combobox's arrow key goes.
      const code = first();
      if (code) choose(code);
      (select as HTMLSelectElement).focus();
      return true;
    }
    if (name === "Escape" && input.value !== "") {
      input.value = "";
      update();
      return true;
    }
    return false;
  }

  input.addEventListener("input", update);
  input.addEventListener("keydown", (event) => {
    if (key(event.key)) event.preventDefault();
  });
  // A choice made in the select, or elsewhere (a swap), is kept in the list when typing resumes.
  input.addEventListener("focus", update);
  select.addEventListener("change", update);
  // What was typed while this code was on its way, and the key pressed meanwhile.
  update();
  key(pending);
}
