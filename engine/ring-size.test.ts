import { describe, expect, it } from "vitest";
import { askGnuUnits } from "../tests/gnu-units.ts";
import {
  circumferenceOf,
  nearestSize,
  RING_SYSTEMS,
  type RingSystem,
  sizeIn,
} from "./ring-size.ts";

/** Each system's rule against GNU units' own definitions (definitions.units, "Ring size"). */
const GNU: readonly { system: RingSystem; size: string; gnu: string }[] = [
  { system: "us", size: "7", gnu: "ringsize(7)" },
  { system: "us", size: "2", gnu: "ringsize(2)" },
  { system: "us", size: "13.5", gnu: "ringsize(13.5)" },
  { system: "uk", size: "N", gnu: "sizeNring" },
  { system: "uk", size: "A", gnu: "sizeAring" },
  { system: "uk", size: "Z", gnu: "sizeZring" },
  { system: "ch", size: "14", gnu: "euringsize(14)" },
  { system: "jp", size: "13", gnu: "jpringsize(13)" },
  { system: "jp", size: "1", gnu: "jpringsize(1)" },
];

describe("ring sizes", () => {
  const truths = askGnuUnits(GNU.map((c) => ({ have: c.gnu, want: "mm" })));

  it.each(GNU.map((c, i) => [`${c.system} ${c.size}`, c, i] as const))(
    "%s is GNU units' circumference",
    (_, c, i) => {
      expect(typeof truths[i], String(truths[i])).toBe("number");
      expect(circumferenceOf(c.system, c.size)).toBeCloseTo(truths[i] as number, 9);
    },
  );

  it("reads half sizes and sizes beyond Z, as people write them", () => {
    expect(circumferenceOf("uk", "N½")).toBeCloseTo(54.375, 12);
    expect(circumferenceOf("uk", "n 1/2")).toBeCloseTo(54.375, 12);
    expect(circumferenceOf("uk", "Z+2")).toBeCloseTo(71.25, 12);
    expect(circumferenceOf("us", "7½")).toBe(circumferenceOf("us", "7.5"));
    expect(circumferenceOf("us", "7,5")).toBe(circumferenceOf("us", "7.5"));
    // As the converter writes US sizes: a quarter is read back.
    expect(circumferenceOf("us", "7¼")).toBe(circumferenceOf("us", "7.25"));
    expect(circumferenceOf("us", "7 3/4")).toBe(circumferenceOf("us", "7.75"));
    expect(circumferenceOf("us", "¾")).toBe(circumferenceOf("us", "0.75"));
    expect(circumferenceOf("iso", "54")).toBe(54);
    expect(circumferenceOf("diameter-mm", "17.3")).toBeCloseTo(17.3 * Math.PI, 12);
  });

  it("refuses what is not a size", () => {
    for (const [system, text] of [
      ["uk", "AA"],
      ["uk", "A+1"],
      ["us", "seven"],
      ["us", "-3"],
      ["us", "7.5½"],
      ["us", "1/3"],
      ["iso", ""],
      ["iso", "500"],
    ] as const) {
      expect(circumferenceOf(system, text), `${system} ${text}`).toBeUndefined();
    }
  });

  it("goes round the systems and back to the same size", () => {
    for (const { id } of RING_SYSTEMS) {
      for (const mm of [44, 49.3, 54.4, 61.6, 70]) {
        const size = sizeIn(id, mm);
        const back =
          id === "uk" ? 37.5 + 0.625 * size : (circumferenceOf(id, String(size)) ?? Number.NaN);
        expect(back, `${id} ${mm}`).toBeCloseTo(mm, 9);
      }
    }
  });

  it("names the nearest size a ring is sold in", () => {
    const us7 = circumferenceOf("us", "7") as number;
    expect(nearestSize("us", us7)).toBe("7");
    expect(nearestSize("uk", us7)).toBe("N½");
    expect(nearestSize("iso", us7)).toBe("54");
    expect(nearestSize("ch", us7)).toBe("14");
    expect(nearestSize("jp", us7)).toBe("14");
    expect(nearestSize("diameter-mm", us7)).toBe("17.3");
    expect(nearestSize("us", circumferenceOf("us", "7.25") as number)).toBe("7¼");
    // Below the smallest size: none.
    expect(nearestSize("jp", 30)).toBeUndefined();
    expect(nearestSize("uk", 30)).toBeUndefined();
  });
});
