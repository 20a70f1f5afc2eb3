import { describe, expect, it } from "vitest";
import { isUnitPage, pages } from "../../site/catalog/catalog.ts";
import { convertRequest } from "./convert-request.ts";
import { apiPages, unitsListing } from "./converter-pages.ts";

const ok = (query: Record<string, string>) => {
  const answer = convertRequest(query);
  if (answer.status !== 200) throw new Error(`expected 200, got ${JSON.stringify(answer.body)}`);
  return answer.body;
};
const error = (query: Record<string, string>) => {
  const answer = convertRequest(query);
  expect(answer.status).toBe(400);
  return "error" in answer.body ? answer.body.error : "";
};

describe("GET /api/convert", () => {
  it("answers every converter page of the catalog, with its default pair", () => {
    const converterPaths = pages
      .filter(
        (p) =>
          !p.canonical &&
          (isUnitPage(p) ||
            (p.kind === "tool" && p.tool === "number-base") ||
            p.kind === "medical"),
      )
      .map((p) => p.path.slice(1));
    expect([...apiPages.keys()].sort()).toEqual(converterPaths.sort());
    for (const listing of unitsListing.pages) {
      const [from, to] = listing.units;
      const body = ok({
        page: listing.slug,
        from: from?.code ?? "",
        to: to?.code ?? "",
        value: "1",
      });
      expect(body.display, listing.slug).not.toBe("");
    }
  });

  it("converts exactly, and displays as the page does", () => {
    expect(ok({ page: "length", from: "km", to: "mi", value: "2" })).toEqual({
      page: "length",
      from: "km",
      to: "mi",
      value: 2,
      result: 1.24274238447467,
      display: "1.242742",
    });
    expect(ok({ page: "mm-to-in", from: "mm", to: "in", value: "25.4" }).result).toBe(1);
    expect(ok({ page: "c-to-f", from: "f", to: "c", value: "32" }).result).toBe(0);
    expect(ok({ page: "temperature", from: "c", to: "f", value: "36.6" }).display).toBe("97.88");
    expect(
      ok({ page: "fuel-consumption", from: "mpg_us", to: "l_100km", value: "30" }).display,
    ).toBe("7.840486");
    expect(ok({ page: "length", from: "m", to: "ly", value: "1" }).display).toBe("1.057001e-16");
  });

  it("takes the page's own spellings: aliases, µ or μ, fl-oz or fl_oz, and pc as pica on /typography", () => {
    expect(ok({ page: "ac-to-sqft", from: "ac", to: "sqft", value: "1" }).result).toBe(43560);
    expect(ok({ page: "length", from: "\u03bcm", to: "mm", value: "1000" }).result).toBe(1);
    expect(ok({ page: "ml-to-cup", from: "fl-oz", to: "ml", value: "1" }).display).toBe("29.57353");
    expect(ok({ page: "typography", from: "pc", to: "pt", value: "1" }).result).toBe(12);
  });

  it("converts number bases at any length, and blood sugar with the true factor", () => {
    expect(ok({ page: "number-base", from: "hex", to: "bin", value: "ff" }).result).toBe(
      "11111111",
    );
    expect(ok({ page: "number-base", from: "10", to: "36", value: "-35" }).result).toBe("-Z");
    const big = ok({ page: "number-base", from: "dec", to: "hex", value: "18446744073709551616" });
    expect(big.result).toBe("10000000000000000");
    expect(
      ok({ page: "blood-sugar-converter", from: "mgdl", to: "mmoll", value: "99" }).display,
    ).toBe("5.50");
    expect(
      ok({ page: "blood-sugar-converter", from: "mmoll", to: "mgdl", value: "3" }).display,
    ).toBe("54.0");
  });

  it("names what is missing", () => {
    expect(error({})).toBe("Missing parameters: page, from, to, value.");
    expect(error({ page: "length", from: "m", to: "ft" })).toBe("Missing parameter: value.");
    expect(error({ page: "length", from: "m", to: " ", value: "1" })).toBe(
      "Missing parameter: to.",
    );
  });

  it("names an unknown page, an unknown unit and a unit the page does not offer", () => {
    expect(error({ page: "lenght", from: "m", to: "ft", value: "1" })).toContain(
      "Unknown page 'lenght'",
    );
    expect(error({ page: "case", from: "a", to: "b", value: "1" })).toContain(
      "Unknown page 'case'",
    );
    expect(error({ page: "currency", from: "USD", to: "EUR", value: "1" })).toContain(
      "Unknown page",
    );
    expect(error({ page: "length", from: "m", to: "furlongs", value: "1" })).toContain(
      "Unknown unit 'furlongs'",
    );
    expect(error({ page: "mm-to-in", from: "mm", to: "ly", value: "1" })).toContain(
      "Unknown unit 'ly'",
    );
    expect(error({ page: "number-base", from: "hex", to: "37", value: "1" })).toContain(
      "Unknown unit '37'",
    );
    expect(error({ page: "blood-sugar-converter", from: "mg", to: "mmoll", value: "1" })).toContain(
      "'mg'",
    );
  });

  it("answers 400, not a crash, for units and pages named like Object's own properties", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      for (const page of ["typography", "length", "number-base", "blood-sugar-converter"]) {
        expect(error({ page, from: name, to: "pt", value: "1" })).toContain(
          `Unknown unit '${name}'`,
        );
      }
      expect(error({ page: name, from: "m", to: "ft", value: "1" })).toContain("Unknown page");
    }
  });

  it("reads the numbers people type: decimal commas, groups, fractions, scientific notation", () => {
    const value = (v: string) => ok({ page: "length", from: "km", to: "mi", value: v }).value;
    expect(value("1,5")).toBe(1.5);
    expect(value("1.234,5")).toBe(1234.5);
    expect(value("1 234,5")).toBe(1234.5);
    expect(value("3/8")).toBe(0.375);
    expect(value("6.02×10^3")).toBe(6020);
    const inches = ok({ page: "in-to-cm", from: "in", to: "cm", value: "1 3/16" });
    expect(inches).toEqual({
      page: "in-to-cm",
      from: "in",
      to: "cm",
      value: 1.1875,
      // 1.1875 × 2.54 = 3.01625, exactly.
      result: 3.01625,
      display: "3.01625",
    });
    const glucose = ok({ page: "blood-sugar-converter", from: "mmoll", to: "mgdl", value: "5,5" });
    expect(glucose.value).toBe(5.5);
  });

  it("reads an ambiguous comma by the request's first language, says how, and says it varies", () => {
    const query = { page: "length", from: "km", to: "mi", value: "1,234" };
    const english = convertRequest(query, "en-US,en;q=0.9");
    expect(english).toMatchObject({ status: 200, byLanguage: true });
    expect(english.body).toMatchObject({
      value: 1234,
      note: "Read 1,234 as 1234 (comma as thousands separator)",
    });
    const german = convertRequest(query, "de-DE,de;q=0.9,en;q=0.8");
    expect(german).toMatchObject({ status: 200, byLanguage: true });
    expect(german.body).toMatchObject({
      value: 1.234,
      note: "Read 1,234 as 1.234 (comma as decimal mark)",
    });
    // No language, or one that is not a tag: the decimal point.
    expect(convertRequest(query).body).toMatchObject({ value: 1234 });
    expect(convertRequest(query, "*").body).toMatchObject({ value: 1234 });
    // A point followed by three digits is a decimal point unless the reader writes a comma.
    const point = { ...query, value: "1.234" };
    expect(convertRequest(point, "en").body).toEqual(expect.objectContaining({ value: 1.234 }));
    expect(convertRequest(point, "fr-FR").body).toMatchObject({ value: 1234 });
  });

  it("answers a value that reads the same in every language the same for everyone", () => {
    for (const value of ["1,5", "2", "1.5", "1,234.5", "1 3/16"]) {
      const answer = convertRequest({ page: "length", from: "km", to: "mi", value }, "de");
      expect(answer.status, value).toBe(200);
      expect("byLanguage" in answer, value).toBe(false);
      expect("note" in answer.body, value).toBe(false);
    }
  });

  it("refuses a value that is not a number, and says why a result cannot exist", () => {
    expect(error({ page: "length", from: "m", to: "ft", value: "abc" })).toBe(
      "The value 'abc' is not a number.",
    );
    expect(error({ page: "length", from: "m", to: "ft", value: "1e999" })).toContain(
      "not a number",
    );
    expect(
      error({ page: "fuel-consumption", from: "mpg_us", to: "l_100km", value: "0" }),
    ).toContain("no finite value");
    expect(error({ page: "number-base", from: "oct", to: "dec", value: "19" })).toContain("'9'");
    expect(
      error({ page: "blood-sugar-converter", from: "mgdl", to: "mmoll", value: "-5" }),
    ).toContain("negative");
    expect(error({ page: "length", from: "m", to: "ft", value: "9".repeat(1001) })).toContain(
      "at most 1000",
    );
  });
});

describe("GET /api/units", () => {
  it("lists every converter page with its title and units", () => {
    const length = unitsListing.pages.find((p) => p.slug === "length");
    expect(length?.title).toBe("Length Converter");
    expect(length?.units).toContainEqual({ code: "m", label: "Meter", symbol: "m" });
    const typography = unitsListing.pages.find((p) => p.slug === "typography");
    expect(typography?.units.map((u) => u.code)).toEqual(
      expect.arrayContaining(["pt", "px", "pc", "in", "didot", "cicero", "twip"]),
    );
    const glucose = unitsListing.pages.find((p) => p.slug === "blood-sugar-converter");
    expect(glucose?.units).toEqual([
      { code: "mgdl", label: "mg/dL", symbol: "mg/dL" },
      { code: "mmoll", label: "mmol/L", symbol: "mmol/L" },
    ]);
  });
});
