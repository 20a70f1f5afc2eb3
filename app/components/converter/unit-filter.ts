import { searchable } from "../../../site/units/search";

/**
 * A select narrowed to the options that match what is typed (select-filter.tsx): loaded with the
 * filter's controller (filter-controller.ts) on the first focus of a filter, not in the first view.
 */

/** A select's options with the group each sits in, in their first order. */
export interface Listed {
  readonly option: HTMLOptionElement;
  readonly group: HTMLOptGroupElement | undefined;
}

export function listOptions(select: HTMLSelectElement): Listed[] {
  return [...select.options].map((option) => ({
    option,
    group: option.parentElement instanceof HTMLOptGroupElement ? option.parentElement : undefined,
  }));
}

/**
 * Leaves in the select the options whose words contain the query, in their order and groups, and
 * always the chosen one (a select shows its chosen option: removing it would show another than
 * the one converted). Returns the number of options that match.
 */
export function showMatches(
  select: HTMLSelectElement,
  all: readonly Listed[],
  query: string,
  chosen: string,
): number {
  const wanted = searchable(query);
  const kept = all.filter(
    ({ option }) =>
      wanted === "" || option.value === chosen || (option.dataset.terms ?? "").includes(wanted),
  );
  const children: (HTMLOptionElement | HTMLOptGroupElement)[] = [];
  for (const { option, group } of kept) {
    if (!group) children.push(option);
    else if (!children.includes(group)) children.push(group);
  }
  for (const group of new Set(all.map((l) => l.group))) group?.replaceChildren();
  for (const { option, group } of kept) group?.append(option);
  select.replaceChildren(...children);
  select.value = chosen;
  return wanted === ""
    ? all.length
    : kept.filter(({ option }) => (option.dataset.terms ?? "").includes(wanted)).length;
}

/** The first option the query matches that is not the chosen one. */
export function firstMatchOf(
  all: readonly Listed[],
  query: string,
  chosen: string,
): HTMLOptionElement | undefined {
  const wanted = searchable(query);
  return all.find(
    ({ option }) =>
      option.value !== chosen && wanted !== "" && (option.dataset.terms ?? "").includes(wanted),
  )?.option;
}
