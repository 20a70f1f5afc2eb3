import { describe, expect, it } from "vitest";
import { searchable, unitSearchWords } from "./search.ts";

describe("what the unit picker finds a unit by", () => {
  it("reads names and symbols alike whatever their case, separators or micro sign", () => {
    expect(searchable("Pound-force Foot")).toBe(searchable("pound force foot"));
    expect(searchable("lbf·ft")).toBe(searchable("LBF ft"));
    expect(searchable("µm")).toBe("um");
    expect(searchable("μm")).toBe("um");
    expect(searchable("m²")).toBe("m2");
    expect(searchable("Réaumur")).toBe("reaumur");
  });

  it("finds a unit by its label, plural, symbol, code or terms", () => {
    const words = unitSearchWords({
      code: "lbf_ft",
      label: "Pound-force Foot",
      symbol: "lbf·ft",
      terms: ["ft-lb", "foot-pound"],
    });
    for (const query of ["pound-force feet", "lbf ft", "LBF_FT", "ft-lb", "foot pound"]) {
      expect(words).toContain(searchable(query));
    }
    expect(words).not.toContain(searchable("newton"));
  });
});
