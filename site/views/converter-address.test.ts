import { describe, expect, it } from "vitest";
import { isUnitPage, pageAt } from "../catalog/catalog.ts";
import {
  ADDRESS_VALUE_MAX,
  addressQuery,
  appliedAddress,
  converterAddress,
} from "./converter-address.ts";
import { converterData } from "./converter-data.server.ts";

function dataOf(path: string) {
  const page = pageAt(path);
  if (!page || !isUnitPage(page)) throw new Error(`${path} is not a unit converter page`);
  return converterData(page);
}

const length = dataOf("/length");
const cToF = dataOf("/c-to-f");
const read = (query: string, data = length) => converterAddress(new URLSearchParams(query), data);

describe("a shared converter address (?v=&from=&to=)", () => {
  it("applies a value and two units the page offers", () => {
    expect(read("v=5.5&from=ft&to=cm")).toEqual({ value: "5.5", from: "ft", to: "cm" });
  });

  it("applies each part alone; the others stay the page's defaults", () => {
    expect(read("v=3")).toEqual({ value: "3" });
    expect(read("to=in")).toEqual({ to: "in" });
  });

  it("applies only codes the page offers, exactly as it spells them", () => {
    expect(read("v=2&from=parsecs&to=FT")).toEqual({ value: "2" });
    // µm is a code of /length; mm2 is an area, not offered here.
    expect(read("from=%C2%B5m&to=mm2")).toEqual({ from: "µm" });
    // Object's own keys are not codes.
    expect(read("from=constructor&to=__proto__")).toBeUndefined();
  });

  it(`applies a value of at most ${ADDRESS_VALUE_MAX} characters, whatever it says`, () => {
    const longest = "9".repeat(ADDRESS_VALUE_MAX);
    expect(read(`v=${longest}`)).toEqual({ value: longest });
    expect(read(`v=${longest}9&from=ft`)).toEqual({ from: "ft" });
    // Text that is no number is shown as typed; the result is then empty, as when it is typed.
    expect(read("v=abc")).toEqual({ value: "abc" });
    expect(read("v=")).toEqual({ value: "" });
  });

  it("keeps the units of a page whose units are fixed", () => {
    expect(read("v=100&from=f&to=c", cToF)).toEqual({ value: "100" });
    expect(read("from=f&to=c", cToF)).toBeUndefined();
  });

  it("is nothing when the query has none of its parts, or only parts the page cannot apply", () => {
    expect(read("")).toBeUndefined();
    expect(read("utm_source=newsletter&ref=x")).toBeUndefined();
    expect(read(`from=nope&v=${"1".repeat(ADDRESS_VALUE_MAX + 1)}`)).toBeUndefined();
  });

  it("reads the first of a repeated part, as the browser's URLSearchParams does", () => {
    expect(read("v=1&v=2&from=ft&from=m")).toEqual({ value: "1", from: "ft" });
  });

  it("checks parts already taken apart by the same rule", () => {
    expect(appliedAddress({ value: "7", from: "zz", to: "m" }, length)).toEqual({
      value: "7",
      to: "m",
    });
  });
});

describe("the one query string of an address", () => {
  it("names its parts in a fixed order, whatever order they came in, and nothing else", () => {
    const address = read("utm_source=x&to=cm&v=5.5&from=ft");
    expect(address && addressQuery(address)).toBe("from=ft&to=cm&v=5.5");
    expect(addressQuery({ value: "3" })).toBe("v=3");
  });

  it("encodes what a query must encode, and reads back as the same address", () => {
    const address = { value: "1 3/16", from: "µm", to: "in" };
    const query = addressQuery(address);
    expect(query).toBe("from=%C2%B5m&to=in&v=1+3%2F16");
    expect(read(query)).toEqual(address);
  });
});
