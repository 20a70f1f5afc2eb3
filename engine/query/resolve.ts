import type { Category, Unit } from "../types.ts";
import type { Candidate, Lexicon } from "./lexicon.ts";
import { ENGLISH, type Wording } from "./wording.ts";

/** A unit as the question reads it: which category's unit. */
export interface Resolved {
  readonly category: Category;
  readonly unit: Unit;
}

/**
 * What can be converted into what. Categories with the same SI base unit measure the same thing
 * (a darcy is an area: /permeability and /area both count in m²; dry and liquid volumes both in
 * m³). A category with offset scales (temperature) converts only within itself: 10 °C is not a
 * temperature difference of 10 K.
 */
function dimensionOf(category: Category): string {
  return category.units.some((u) => u.relation === "affine") ? `#${category.id}` : category.base;
}

export type Resolution =
  | {
      readonly kind: "units";
      readonly units: readonly Resolved[];
      readonly notes: readonly string[];
    }
  | { readonly kind: "unknown"; readonly text: string }
  | { readonly kind: "mismatch"; readonly first: Resolved; readonly second: Resolved };

const baseName = (unit: Unit) => unit.label.split(" (")[0] ?? unit.label;

/**
 * Says which unit an ambiguous text was read as, when a unit of another name had an equal claim
 * to it ("nm": nanometer or newton meter; "kg" beside "lb": mass or force), or when the unit is
 * one of several conventions of one name ("gal": Gallon (US), not (UK)). "km" read as kilometer
 * rather than as a wavelength in kilometers needs no note.
 */
function readingNote(
  text: string,
  chosen: Candidate,
  rivals: readonly Candidate[],
  wording: Wording,
): string | undefined {
  const others = rivals.filter((c) => c.unit !== chosen.unit);
  // "Wavelength in Meters", "Kilogram-force": the same name in another role needs no note.
  const name = baseName(chosen.unit).toLowerCase();
  const otherName = others.some((c) => {
    const other = baseName(c.unit).toLowerCase();
    return !other.includes(name) && !name.includes(other);
  });
  const convention =
    chosen.unit.label !== baseName(chosen.unit) &&
    others.some(
      (c) => baseName(c.unit) === baseName(chosen.unit) && c.unit.factor !== chosen.unit.factor,
    );
  if (!otherName && !convention) return undefined;
  return wording.readAs(text, chosen);
}

/**
 * Chooses one unit for each text so that all of them measure the same thing: the dimension where
 * every text names a unit, the strongest readings winning, then the most common. Texts: the
 * quantity's parts, then the target's units.
 */
export function resolveUnits(
  lexicon: Lexicon,
  texts: readonly string[],
  wording: Wording = ENGLISH,
): Resolution {
  const lists = texts.map((text) => lexicon.lookup(text));
  const missing = lists.findIndex((list) => list.length === 0);
  if (missing >= 0) return { kind: "unknown", text: texts[missing] ?? "" };

  let best: { score: number; order: number; picks: Candidate[] } | undefined;
  const feasible: { score: number; picks: Candidate[] }[] = [];
  const dimensions = new Set(lists.flatMap((list) => list.map((c) => dimensionOf(c.category))));
  for (const dimension of dimensions) {
    const picks: Candidate[] = [];
    for (const list of lists) {
      const within = list.filter((c) => dimensionOf(c.category) === dimension);
      // Among equals, the first text's category: "l" beside "m3" stays a liquid litre.
      const first = picks[0];
      const pick =
        within.find(
          (c) =>
            first !== undefined &&
            c.category === first.category &&
            c.strength === within[0]?.strength,
        ) ?? within[0];
      if (!pick) break;
      picks.push(pick);
    }
    if (picks.length !== lists.length) continue;
    const score = picks.reduce((sum, c) => sum + c.strength, 0);
    const order = picks[0]?.order ?? 0;
    feasible.push({ score, picks });
    if (!best || score > best.score || (score === best.score && order < best.order)) {
      best = { score, order, picks };
    }
  }
  if (!best) {
    const [first, second] = lists.map((list) => list[0]);
    if (!first || !second) return { kind: "unknown", text: texts[0] ?? "" };
    const other = lists.slice(1).find((list) => {
      const top = list[0];
      return top && dimensionOf(top.category) !== dimensionOf(first.category);
    });
    const against = other?.[0] ?? second;
    return { kind: "mismatch", first, second: against };
  }
  const chosen = { ...best, picks: bySize(best.picks, lists) };
  const ties = feasible.filter((f) => f.score === best.score);
  const notes = chosen.picks
    .map((pick, i) => {
      const sameStrength = (lists[i] ?? []).filter(
        (c) =>
          c.strength >= pick.strength - NEAR &&
          dimensionOf(c.category) === dimensionOf(pick.category),
      );
      const tied = ties.map((f) => f.picks[i]).filter((c): c is Candidate => c !== undefined);
      return readingNote(texts[i] ?? "", pick, [...sameStrength, ...tied], wording);
    })
    .filter((note): note is string => note !== undefined);
  return {
    kind: "units",
    units: chosen.picks.map(({ category, unit }) => ({ category, unit })),
    notes: [...new Set(notes)],
  };
}

/** Readings this close in strength are near-equal: they differ by the canonical unit's bonus only. */
const NEAR = 0.25;

/** How far apart two sizes are, in orders of magnitude (natural log). */
const distance = (a: Candidate, b: Candidate) => Math.abs(Math.log(a.unit.factor / b.unit.factor));
/** A reading of a shared symbol changes only for one a hundred times closer in size. */
const CLEARLY_CLOSER = Math.log(100);

/**
 * Between near-equal readings of one symbol, the one of a size like the other units': in
 * "12 pc to px", `pc` is the pica (16 px), not the parsec (10^20 px). Linear units only.
 */
function bySize(
  picks: readonly Candidate[],
  lists: readonly (readonly Candidate[])[],
): Candidate[] {
  return picks.map((pick, i) => {
    const others = picks.filter((p, j) => j !== i && p.unit.relation === undefined);
    if (others.length === 0 || pick.unit.relation !== undefined) return pick;
    const near = (lists[i] ?? []).filter(
      (c) =>
        c.unit.relation === undefined &&
        dimensionOf(c.category) === dimensionOf(pick.category) &&
        c.strength >= pick.strength - NEAR,
    );
    const cost = (c: Candidate) => others.reduce((sum, o) => sum + distance(c, o), 0);
    // The best ranked of those clearly closer: the PostScript pica before the printer's.
    return near.find((c) => cost(c) + CLEARLY_CLOSER < cost(pick)) ?? pick;
  });
}
