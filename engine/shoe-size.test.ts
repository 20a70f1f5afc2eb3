import { describe, expect, it } from "vitest";
import { askGnuUnits } from "../tests/gnu-units.ts";
import {
  ALLOWANCE_MM,
  lastLengthOf,
  nearestSize,
  SHOE_SYSTEMS,
  type ShoeSystem,
  SYSTEMS_OF,
  sizeIn,
  sizesOf,
} from "./shoe-size.ts";

/**
 * Each size system's rule against GNU units' own definitions (definitions.units, "Shoe
 * measures"): the last length of a size. GNU's `barleycorn` is a third of the old UK inch
 * (8.4666519 mm), so the UK sizes are asked as GNU's `shoesize_delta`, a third of the inch.
 */
const GNU: readonly { system: ShoeSystem; size: string; gnu: string }[] = [
  { system: "us-men", size: "9", gnu: "shoesize_men(9)" },
  { system: "us-men", size: "4", gnu: "shoesize_men(4)" },
  { system: "us-men", size: "13½", gnu: "shoesize_men(13.5)" },
  { system: "us-women", size: "7", gnu: "shoesize_women(7)" },
  { system: "us-women", size: "10.5", gnu: "shoesize_women(10.5)" },
  { system: "us-boys", size: "1", gnu: "shoesize_boys(1)" },
  { system: "us-boys", size: "12½", gnu: "shoesize_boys(12.5)" },
  { system: "us-girls", size: "3", gnu: "shoesize_girls(3)" },
  { system: "us-girls", size: "13.5", gnu: "shoesize_girls(13.5)" },
  { system: "eu", size: "42", gnu: "42 europeshoesize" },
  { system: "eu", size: "15", gnu: "15 europeshoesize" },
  { system: "eu", size: "37½", gnu: "37.5 europeshoesize" },
  { system: "uk-child", size: "0", gnu: "4 in" },
  { system: "uk-child", size: "7", gnu: "4 in + 7 shoesize_delta" },
  { system: "uk-adult", size: "1", gnu: "4 in + 14 shoesize_delta" },
  { system: "uk-adult", size: "9½", gnu: "4 in + 22.5 shoesize_delta" },
  { system: "mondopoint", size: "270", gnu: `270 mm + ${ALLOWANCE_MM} mm` },
  { system: "foot-in", size: "10 5/8", gnu: `10.625 in + ${ALLOWANCE_MM} mm` },
];

/** GNU's inverse functions: a last length in mm back to a US size. */
const INVERSE: readonly { system: ShoeSystem; gnu: string; mm: number }[] = [
  { system: "us-men", gnu: "shoesize_men", mm: 285.75 },
  { system: "us-men", gnu: "shoesize_men", mm: 301.2 },
  { system: "us-women", gnu: "shoesize_women", mm: 251.7 },
  { system: "us-boys", gnu: "shoesize_boys", mm: 160 },
  { system: "us-girls", gnu: "shoesize_girls", mm: 190.5 },
];

describe("shoe sizes", () => {
  const truths = askGnuUnits(GNU.map((c) => ({ have: c.gnu, want: "mm" })));
  const inverses = askGnuUnits(INVERSE.map((c) => ({ have: `${c.mm} mm`, want: c.gnu })));

  it("starts the US sizes where GNU units does", () => {
    const [men, women, boys, girls, delta] = askGnuUnits(
      ["shoe_men0", "shoe_women0", "shoe_boys0", "shoe_girls0", "shoesize_delta"].map((have) => ({
        have,
        want: "in",
      })),
    );
    expect(men).toBe(8.25);
    expect(delta).toBeCloseTo(1 / 3, 12);
    for (const [system, zero] of [
      ["us-men", men],
      ["us-women", women],
      ["us-boys", boys],
      ["us-girls", girls],
    ] as const) {
      expect(sizeIn(system, (zero as number) * 25.4), system).toBeCloseTo(0, 12);
    }
  });

  it.each(GNU.map((c, i) => [`${c.system} ${c.size}`, c, i] as const))(
    "%s is GNU units' last length",
    (_, c, i) => {
      expect(typeof truths[i], String(truths[i])).toBe("number");
      expect(lastLengthOf(c.system, c.size)).toBeCloseTo(truths[i] as number, 9);
    },
  );

  it.each(INVERSE.map((c, i) => [`${c.mm} mm in ${c.system}`, c, i] as const))(
    "%s is GNU units' size",
    (_, c, i) => {
      expect(typeof inverses[i], String(inverses[i])).toBe("number");
      expect(sizeIn(c.system, c.mm)).toBeCloseTo(inverses[i] as number, 9);
    },
  );

  it("counts UK sizes as the references do: children's 13½ is 8½ in, adult 1 is 8⅔ in", () => {
    expect(lastLengthOf("uk-child", "13½")).toBeCloseTo(8.5 * 25.4, 9);
    expect(lastLengthOf("uk-adult", "1")).toBeCloseTo((26 / 3) * 25.4, 9);
    // Adult sizes continue after children's 13: adult 1 is where a children's 14 would be.
    expect(sizeIn("uk-child", lastLengthOf("uk-adult", "1") as number)).toBeCloseTo(14, 12);
    // Boys' 13 is men's 0 and girls' 13 women's 0, in GNU's origins.
    expect(sizeIn("us-men", lastLengthOf("us-boys", "13") as number)).toBeCloseTo(0, 12);
    expect(sizeIn("us-women", lastLengthOf("us-girls", "13") as number)).toBeCloseTo(0, 12);
  });

  it("goes from every size of every system to its length and back to the same size", () => {
    for (const { id } of SHOE_SYSTEMS) {
      const sizes = sizesOf(id);
      expect(sizes.length, id).toBeGreaterThan(15);
      for (const size of sizes) {
        const mm = lastLengthOf(id, size);
        expect(mm, `${id} ${size}`).toBeDefined();
        expect(nearestSize(id, mm as number), `${id} ${size}`).toEqual({ size });
      }
    }
  });

  it("names every size of every wearer's range in every other system of that wearer", () => {
    for (const systems of Object.values(SYSTEMS_OF)) {
      const [us, ...others] = systems as [ShoeSystem, ...ShoeSystem[]];
      for (const size of sizesOf(us)) {
        const mm = lastLengthOf(us, size) as number;
        for (const other of others) {
          // Girls' sizes run a size above boys': boys' 13 and 13½ are past girls' 13½.
          if (other === "us-girls") continue;
          expect(nearestSize(other, mm), `${us} ${size} in ${other}`).toHaveProperty("size");
        }
      }
    }
  });

  it("names the nearest size a shoe is sold in, the larger when exactly between two", () => {
    const men9 = lastLengthOf("us-men", "9") as number;
    expect(men9).toBeCloseTo(285.75, 9);
    expect(nearestSize("eu", men9)).toEqual({ size: "43" });
    // 8¾ in UK sizes: between 8½ and 9, the larger.
    expect(sizeIn("uk-adult", men9)).toBeCloseTo(8.75, 12);
    expect(nearestSize("uk-adult", men9)).toEqual({ size: "9" });
    expect(nearestSize("mondopoint", men9)).toEqual({ size: "270" });
    expect(nearestSize("foot-cm", men9)).toEqual({ size: "27.1" });
    expect(nearestSize("foot-in", men9)).toEqual({ size: "10.66" });
    expect(nearestSize("us-women", men9)).toEqual({ size: "10" });
    expect(nearestSize("uk-child", lastLengthOf("us-boys", "1") as number)).toEqual({
      size: "1",
    });
    expect(nearestSize("us-men", lastLengthOf("uk-adult", "1") as number)).toEqual({
      outside: "below",
      limit: "4",
    });
    expect(nearestSize("uk-child", men9)).toEqual({ outside: "above", limit: "13½" });
  });

  it("reads sizes and lengths as people write them", () => {
    const nine = lastLengthOf("us-men", "9.5");
    expect(lastLengthOf("us-men", "9½")).toBe(nine);
    expect(lastLengthOf("us-men", "9,5")).toBe(nine);
    expect(lastLengthOf("us-men", "9 1/2")).toBe(nine);
    expect(lastLengthOf("uk-child", "½")).toBeCloseTo(101.6 + 25.4 / 6, 12);
    expect(lastLengthOf("foot-cm", "26,7")).toBeCloseTo(282, 9);
    expect(lastLengthOf("foot-in", "10¾")).toBeCloseTo(10.75 * 25.4 + 15, 9);
  });

  it("refuses what is not a size of the system", () => {
    for (const [system, text] of [
      ["us-men", "nine"],
      ["us-men", "9.3"],
      ["us-men", "30"],
      ["us-men", "-9"],
      ["uk-child", "14"],
      ["eu", "12"],
      ["eu", ""],
      ["foot-cm", "0"],
      ["foot-cm", "1/0"],
      ["foot-in", "100"],
    ] as const) {
      expect(lastLengthOf(system, text), `${system} ${text}`).toBeUndefined();
    }
  });
});
