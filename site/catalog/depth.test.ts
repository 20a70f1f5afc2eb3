import { describe, expect, it } from "vitest";
import { pageAt, unitPages } from "./catalog.ts";

/**
 * Issue 14: at least as many units as the best peer (unitconverters.net, counted from clones of
 * it) on the pages it compares, and at least 8 on every other category page.
 */
const PEER_COUNTS: Readonly<Record<string, number>> = {
  "/length": 92,
  "/weight": 69,
  "/volume": 76,
  "/area": 39,
  "/pressure": 52,
  "/energy": 54,
  "/power": 76,
  "/force": 33,
  "/speed": 32,
  "/time": 33,
  "/torque": 17,
  "/density": 42,
  "/viscosity-dynamic": 29,
  "/viscosity-kinematic": 24,
  "/flow": 58,
  "/data-storage": 41,
  "/angle": 13,
  "/acceleration": 19,
  "/electrostatic-capacitance": 22,
  "/inductance": 22,
};
const AT_LEAST = 8;

describe("the depth of the catalog", () => {
  it.each(Object.entries(PEER_COUNTS))("%s offers at least the peer's %i units", (path, count) => {
    const page = pageAt(path);
    expect(page && "offer" in page ? page.offer.units.length : 0).toBeGreaterThanOrEqual(count);
  });

  it(`gives every other category page at least ${AT_LEAST} units`, () => {
    const short = unitPages
      .filter((p) => p.kind === "category" && !(p.path in PEER_COUNTS))
      .filter((p) => p.offer.units.length < AT_LEAST)
      .map((p) => `${p.path} (${p.offer.units.length})`);
    expect(short).toEqual([]);
  });
});
