import type { Unit } from "../../engine/types.ts";

/** Long lists are grouped (Metric, Imperial, ...); short ones are a plain list. */
const GROUP_FROM = 8;

/** A unit's name in a list: "Foot (ft)", or its label alone when that is its symbol. */
export function unitOptionText(unit: Pick<Unit, "label" | "symbol">): string {
  return unit.symbol && unit.symbol !== unit.label ? `${unit.label} (${unit.symbol})` : unit.label;
}

/** One option of a unit picker: its value, its text, and the words a filter finds it by. */
export interface UnitOption {
  readonly code: string;
  readonly text: string;
  readonly words: string;
}

/** Items under a heading; a short list has one group without a heading (""). */
export interface Grouped<T> {
  readonly label: string;
  readonly items: readonly T[];
}

/**
 * A page's units as a picker lists them: in the page's order (the units most people want first),
 * grouped by their group in the order the groups first appear.
 */
export function groupUnits<T extends { readonly unit: Pick<Unit, "group"> }>(
  units: readonly T[],
): Grouped<T>[] {
  const grouped = units.length >= GROUP_FROM && units.some((u) => u.unit.group);
  const groups = new Map<string, T[]>();
  for (const item of units) {
    const key = grouped ? (item.unit.group ?? "Other") : "";
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}
