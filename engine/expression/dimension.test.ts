import { describe, expect, it } from "vitest";
import type { GnuNames } from "../../tests/fixtures/gnu-names/types.ts";
import { askGnuUnits } from "../../tests/gnu-units.ts";
import { categories } from "../catalog/index.ts";
import {
  BASES,
  CATEGORY_DIMENSIONS,
  dimensionOfCategory,
  sameDimension,
  siSymbol,
} from "./dimension.ts";

const fixtures: GnuNames = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<GnuNames>(
      ["../../tests/fixtures/gnu-names/*.ts", "!../../tests/fixtures/gnu-names/types.ts"],
      { eager: true, import: "gnuNames" },
    ),
  ),
);

/** GNU's spelling of a base dimension: it counts the radian as a number; the bit it keeps. */
const GNU_BASES: Readonly<Record<(typeof BASES)[number], string>> = {
  m: "m",
  kg: "kg",
  s: "s",
  A: "A",
  K: "K",
  mol: "mol",
  cd: "cd",
  bit: "bit",
  rad: "radian",
  "¤": "US$",
};

const algebraic = categories.filter((c) => dimensionOfCategory(c) !== undefined);

describe("the dimension of each catalog category", () => {
  it("is stated for every category of the catalog, and for no other", () => {
    expect(categories.map((c) => c.id).filter((id) => !(id in CATEGORY_DIMENSIONS))).toEqual([]);
    const ids = new Set(categories.map((c) => c.id));
    expect(Object.keys(CATEGORY_DIMENSIONS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("leaves out only the bare prefixes and the logarithmic sound levels", () => {
    expect(categories.filter((c) => !dimensionOfCategory(c)).map((c) => c.id)).toEqual([
      "prefixes",
      "sound",
    ]);
  });

  it("makes each base unit 1 of its dimension in SI, as GNU units says", () => {
    const queries = algebraic.map((c) => {
      const dimension = dimensionOfCategory(c) ?? [];
      const want = dimension
        .map((n, i) => (n === 0 ? "" : `${GNU_BASES[BASES[i] as (typeof BASES)[number]]}^${n}`))
        .filter((t) => t !== "")
        .join(" ");
      return { have: fixtures[c.id]?.base ?? `missing GNU base of ${c.id}`, want: want || "1" };
    });
    const answers = askGnuUnits(queries);
    const wrong = algebraic.flatMap((c, i) => {
      const answer = answers[i];
      const ok = typeof answer === "number" && Math.abs(answer - 1) < 1e-12;
      return ok ? [] : [`${c.id}: ${queries[i]?.have} in ${queries[i]?.want} is ${answer}`];
    });
    expect(wrong).toEqual([]);
  });

  it("gives a unit the same size in every category of its dimension that lists it (same code)", () => {
    const conflicts: string[] = [];
    let shared = 0;
    for (const a of algebraic) {
      for (const b of algebraic) {
        if (a.id >= b.id) continue;
        if (!sameDimension(dimensionOfCategory(a) ?? [], dimensionOfCategory(b) ?? [])) continue;
        for (const unit of a.units) {
          if (unit.relation !== undefined && unit.relation !== "linear") continue;
          const twin = b.units.find(
            (u) => u.code === unit.code && (u.relation ?? "linear") === "linear",
          );
          if (twin) shared++;
          if (twin && Math.abs(twin.factor - unit.factor) > 1e-12 * unit.factor) {
            conflicts.push(
              `${a.id}/${unit.code} ${unit.factor} ≠ ${b.id}/${twin.code} ${twin.factor}`,
            );
          }
        }
      }
    }
    expect(conflicts).toEqual([]);
    // m² in area and permeability, m³ in both volumes, K in both temperatures, N·m in energy and torque...
    expect(shared).toBeGreaterThan(10);
  });

  it("writes the SI unit of a dimension with its exponents", () => {
    expect(siSymbol([2, 1, -3, 0, 0, 0, 0, 0, 0])).toBe("m²·kg/s³");
    expect(siSymbol([0, 0, -1, 0, 0, 0, 0, 1, 0])).toBe("bit/s");
    expect(siSymbol([-1, 0, 1, 0, 0, 0, 0, 0, 0])).toBe("s/m");
    expect(siSymbol([0, 0, -1, 0, 0, 0, 0, 0, 0])).toBe("1/s");
  });
});
