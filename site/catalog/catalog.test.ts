import { describe, expect, it } from "vitest";
import {
  canonicalPath,
  isUnitPage,
  isUnitPair,
  pageAt,
  pages,
  pairsOf,
  redirects,
  reverseOf,
} from "./catalog.ts";
import { offered } from "./offers.ts";
import { WORLD_PAIRS } from "./pages/money.ts";

/** The route map of docs/spec/site.md §2.1, as written there. */
const ROUTE_MAP = `
/
/about /contact /terms /privacy /sitemap /sitemap.xml /guides
/length /weight /volume /temperature /area /pressure /energy /volume-dry
/case /power /force /time /speed /angle /fuel-consumption /data-storage
/number-base
/velocity-angular /acceleration /acceleration-angular /density /specific-volume /moment-inertia /moment-force /torque
/fuel-efficiency-mass /fuel-efficiency-volume /temperature-interval /thermal-expansion /thermal-resistance /thermal-conductivity /specific-heat-capacity /heat-density /heat-flux-density /heat-transfer-coefficient
/flow /flow-mass /flow-molar /mass-flux-density /concentration-molar /concentration-solution /viscosity-dynamic /viscosity-kinematic /surface-tension /permeability
/luminance /luminous-intensity /illumination /digital-image-resolution /frequency-wavelength
/charge /linear-charge-density /surface-charge-density /volume-charge-density /current /linear-current-density /surface-current-density /electric-field-strength /electric-potential /electric-resistance /electric-resistivity /electric-conductance /electric-conductivity /electrostatic-capacitance /inductance
/magnetomotive-force /magnetic-field-strength /magnetic-flux /magnetic-flux-density
/radiation /radiation-activity /radiation-exposure /radiation-absorbed-dose
/prefixes /data-transfer /sound /typography /volume-lumber
/blood-sugar-converter /blood-sugar /glucose-converter
/currency /currency-converter /usd-to-eur /eur-to-usd /usd-to-gbp /gbp-to-usd /usd-to-jpy /usd-to-aud /aud-to-usd /usd-to-cad /cad-to-usd
/crypto-currency /usd-to-btc /btc-to-usd /eth-to-usd
/cm-to-in /in-to-cm /mm-to-in /in-to-mm /m-to-ft /ft-to-m /km-to-mi /mi-to-km /cm-to-ft /ft-to-cm /in-to-ft /ft-to-in /m-to-yd /yd-to-m /kg-to-lb /lb-to-kg /g-to-oz /oz-to-g /lb-to-oz /oz-to-lb /c-to-f /f-to-c /l-to-gal /gal-to-l /ml-to-cup /cup-to-ml /mph-to-kph /kph-to-mph /ac-to-sqft /sqft-to-ac /rad-to-deg /deg-to-rad /hp-to-kw /kw-to-hp
`
  .trim()
  .split(/\s+/);

/**
 * Pages added since: the pairs of currencies the ECB does not publish (issue 21), the tools of
 * issue 24.
 */
const ADDED = [
  ...WORLD_PAIRS.map(([from, to]) => `/${from.toLowerCase()}-to-${to.toLowerCase()}`),
  "/ring-size-converter",
  "/shoe-size-converter",
  "/time-zone-converter",
  "/unix-timestamp-converter",
  "/date-calculator",
  "/cooking-converter",
  ...["flour", "sugar", "butter", "rice", "honey", "milk", "oats", "cocoa"].map(
    (name) => `/${name}-cups-to-grams`,
  ),
  "/brown-sugar-cups-to-grams",
  "/powdered-sugar-cups-to-grams",
];

/** docs/spec/site.md §2.2, plus /numbers (docs/spec/decisions.md). */
const ALIASES: Record<string, string[]> = {
  "/cm-to-in": ["/centimeters-to-inches", "/cm-to-inches"],
  "/in-to-cm": ["/inches-to-centimeters", "/inches-to-cm"],
  "/km-to-mi": ["/kilometers-to-miles", "/km-to-miles"],
  "/mi-to-km": ["/miles-to-kilometers", "/miles-to-km"],
  "/c-to-f": ["/celsius-to-fahrenheit"],
  "/f-to-c": ["/fahrenheit-to-celsius"],
  "/kg-to-lb": ["/kilograms-to-pounds", "/kg-to-lbs", "/kg-to-pounds"],
  "/lb-to-kg": ["/pounds-to-kilograms", "/lbs-to-kg", "/pounds-to-kg"],
  "/l-to-gal": ["/liters-to-gallons"],
  "/gal-to-l": ["/gallons-to-liters"],
  "/mm-to-in": ["/millimeters-to-inches"],
  "/in-to-mm": ["/inches-to-millimeters"],
  "/m-to-ft": ["/meters-to-feet"],
  "/ft-to-m": ["/feet-to-meters"],
  "/cm-to-ft": ["/centimeters-to-feet"],
  "/ft-to-cm": ["/feet-to-centimeters"],
  "/in-to-ft": ["/inches-to-feet"],
  "/ft-to-in": ["/feet-to-inches"],
  "/m-to-yd": ["/meters-to-yards"],
  "/yd-to-m": ["/yards-to-meters"],
  "/g-to-oz": ["/grams-to-ounces"],
  "/oz-to-g": ["/ounces-to-grams"],
  "/lb-to-oz": ["/pounds-to-ounces"],
  "/oz-to-lb": ["/ounces-to-pounds"],
  "/ml-to-cup": ["/milliliters-to-cups"],
  "/cup-to-ml": ["/cups-to-milliliters"],
  "/mph-to-kph": ["/miles-per-hour-to-kilometers-per-hour"],
  "/kph-to-mph": ["/kilometers-per-hour-to-miles-per-hour"],
  "/ac-to-sqft": ["/acres-to-square-feet"],
  "/sqft-to-ac": ["/square-feet-to-acres"],
  "/rad-to-deg": ["/radians-to-degrees"],
  "/deg-to-rad": ["/degrees-to-radians"],
  "/hp-to-kw": ["/horsepower-to-kilowatts"],
  "/kw-to-hp": ["/kilowatts-to-horsepower"],
  "/number-base": ["/numbers"],
};

function page(path: string) {
  const found = pageAt(path);
  if (!found) throw new Error(`${path} is not in the catalog`);
  return found;
}

describe("page catalog", () => {
  it("holds every path of the route map exactly once, and the pages added since", () => {
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...ROUTE_MAP, ...ADDED].sort());
  });

  it("answers the 42 long pair paths and /numbers with 301 targets of spec 2.2", () => {
    const expected = Object.entries(ALIASES).flatMap(([target, aliases]) =>
      aliases.map((a) => [a, target]),
    );
    expect(expected).toHaveLength(43);
    expect([...redirects].sort()).toEqual(expected.sort());
  });

  it("never lets an alias shadow a page", () => {
    for (const alias of redirects.keys()) expect(pageAt(alias)).toBeUndefined();
  });

  it("points the twin pages' canonical link at their twin", () => {
    expect(canonicalPath(page("/currency"))).toBe("/currency-converter");
    expect(canonicalPath(page("/blood-sugar"))).toBe("/blood-sugar-converter");
    expect(canonicalPath(page("/glucose-converter"))).toBe("/blood-sugar-converter");
    expect(canonicalPath(page("/currency-converter"))).toBe("/currency-converter");
    for (const p of pages) {
      if (p.canonical) expect(pageAt(p.canonical)?.canonical).toBeUndefined();
    }
  });

  it("gives every page a title, label, description and keywords", () => {
    for (const p of pages) {
      expect(p.title, p.path).not.toBe("");
      expect(p.label, p.path).not.toBe("");
      expect(p.description.length, p.path).toBeGreaterThan(20);
      expect(p.keywords, p.path).not.toBe("");
      expect(p.priority).toBeGreaterThanOrEqual(0);
      expect(p.priority).toBeLessThanOrEqual(1);
    }
  });

  it("links every pair page to its reverse and to the category page of its units", () => {
    const pairs = pages.filter(isUnitPair);
    expect(pairs).toHaveLength(34);
    for (const pair of pairs) {
      const reverse = reverseOf(pair);
      expect(reverse?.path, pair.path).toBe(`/${pair.offer.to}-to-${pair.offer.from}`);
      expect(reverse && reverseOf(reverse)).toBe(pair);
      expect(pair.categoryPage.offer.category).toBe(pair.offer.category);
      expect(pairsOf(pair.categoryPage)).toContain(pair);
    }
  });

  it("shows fixed scales on exactly the temperature pairs", () => {
    const fixed = pages.filter((p) => p.kind === "temperature-pair").map((p) => p.path);
    expect(fixed).toEqual(["/c-to-f", "/f-to-c"]);
  });

  it("gives every unit page an offer its engine category can answer", () => {
    const units = pages.filter(isUnitPage);
    expect(units.length).toBeGreaterThan(100);
    for (const p of units) expect(() => offered(p.offer), p.path).not.toThrow();
  });
});
