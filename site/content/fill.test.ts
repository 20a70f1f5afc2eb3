import { describe, expect, it } from "vitest";
import { category as length } from "../../engine/catalog/length.ts";
import { category as temperature } from "../../engine/catalog/temperature.ts";
import { fill } from "./fill.ts";

describe("conversions written into content", () => {
  it("are replaced by the engine's display", () => {
    expect(fill("1 inch is exactly {{1 in cm}} cm.", length)).toBe("1 inch is exactly 2.54 cm.");
    expect(fill("{{ 1 mi km }} km and {{5 ft in}} in", length)).toBe("1.609344 km and 60 in");
    expect(fill("Water boils at {{100 c f}} °F", temperature)).toBe("Water boils at 212 °F");
    expect(fill("no template here", length)).toBe("no template here");
  });

  it("stop the build when malformed or naming an unknown unit", () => {
    expect(() => fill("{{1 in}}", length)).toThrow("Malformed");
    expect(() => fill("{{one in cm}}", length)).toThrow("Malformed");
    expect(() => fill("{{1 in furlongs}}", length)).toThrow("lacks");
  });
});
