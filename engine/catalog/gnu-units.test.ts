import { describe, expect, it } from "vitest";
import type { GnuEntry, GnuNames } from "../../tests/fixtures/gnu-names/types.ts";
import { askGnuUnits } from "../../tests/gnu-units.ts";
import type { Category, Unit } from "../types.ts";

/**
 * Every unit of every category against GNU units, to a relative 1e-9. Category files and fixture
 * files are discovered, so a new category is checked as soon as it exists and a unit without a
 * GNU spelling fails the completeness test.
 */
const categories = Object.values(
  import.meta.glob<Category>(["./*.ts", "!./*.test.ts", "!./index.ts", "!./lazy.ts"], {
    eager: true,
    import: "category",
  }),
);
const fixtures: GnuNames = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<GnuNames>(
      ["../../tests/fixtures/gnu-names/*.ts", "!../../tests/fixtures/gnu-names/types.ts"],
      {
        eager: true,
        import: "gnuNames",
      },
    ),
  ),
);

const TOLERANCE = 1e-9;
/** Sample points for units that are not linear: the relation must hold at each. */
const SAMPLES = [1, 2, 37.5];

/** Value of x of `unit` in the category's base unit, straight from the catalog's definition. */
function inBase(unit: Unit, x: number): number {
  switch (unit.relation ?? "linear") {
    case "affine":
      return (x + (unit.offset ?? 0)) * unit.factor;
    case "reciprocal":
      return unit.factor / x;
    default:
      return x * unit.factor;
  }
}

interface Query {
  readonly name: string;
  readonly have: string;
  readonly want: string;
  readonly ours: number;
}

function queriesFor(category: Category, unit: Unit, entry: GnuEntry, base: string): Query[] {
  const gnu = typeof entry === "string" ? entry : entry.gnu;
  if (gnu === undefined) return [];
  if (typeof gnu === "string") {
    return [{ name: `${category.id}/${unit.code}`, have: gnu, want: base, ours: inBase(unit, 1) }];
  }
  return SAMPLES.map((x) => ({
    name: `${category.id}/${unit.code} at ${x}`,
    have: gnu(x),
    want: base,
    ours: inBase(unit, x),
  }));
}

describe("unit catalog against GNU units", () => {
  it("has categories and fixtures to check", () => {
    expect(categories.length).toBeGreaterThan(0);
  });

  it("gives every unit of every category a GNU units spelling or a stated convention", () => {
    const missing = categories.flatMap((c) =>
      c.units
        .filter((u) => fixtures[c.id]?.units[u.code] === undefined)
        .map((u) => `${c.id}/${u.code}`),
    );
    expect(missing).toEqual([]);
  });

  it("names no unit in the fixtures that the catalog lacks", () => {
    const known = new Set(categories.flatMap((c) => c.units.map((u) => `${c.id}/${u.code}`)));
    const stray = Object.entries(fixtures).flatMap(([id, f]) =>
      Object.keys(f.units)
        .map((code) => `${id}/${code}`)
        .filter((key) => !known.has(key)),
    );
    expect(stray).toEqual([]);
  });

  const queries = categories.flatMap((c) => {
    const fixture = fixtures[c.id];
    if (!fixture) return [];
    return c.units.flatMap((u) => {
      const entry = fixture.units[u.code];
      return entry === undefined ? [] : queriesFor(c, u, entry, fixture.base);
    });
  });
  const answers = queries.length > 0 ? askGnuUnits(queries) : [];

  it.each(queries.map((q, i) => [q.name, q, answers[i]] as const))(
    "%s agrees with GNU units to 1e-9",
    (_name, q, gnu) => {
      expect(typeof gnu, `GNU units could not evaluate '${q.have}' in '${q.want}': ${gnu}`).toBe(
        "number",
      );
      const truth = gnu as number;
      const error = truth === 0 ? Math.abs(q.ours) : Math.abs(q.ours - truth) / Math.abs(truth);
      expect(error, `ours ${q.ours}, GNU units ${truth}`).toBeLessThanOrEqual(TOLERANCE);
    },
  );

  const conventions = categories.flatMap((c) =>
    c.units.flatMap((u) => {
      const entry = fixtures[c.id]?.units[u.code];
      return typeof entry === "object" && entry.convention
        ? [[`${c.id}/${u.code}`, entry.convention, u, entry] as const]
        : [];
    }),
  );
  it.each(conventions)("%s follows the convention: %s", (_name, _why, unit, entry) => {
    // A convention is checked either through its GNU spelling (above) or by its exact factor.
    expect(entry.gnu !== undefined || entry.exact !== undefined).toBe(true);
    if (entry.exact !== undefined) expect(unit.factor).toBe(entry.exact);
  });
});
