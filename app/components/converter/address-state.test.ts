import { describe, expect, it } from "vitest";
import { isUnitPage, pageAt } from "../../../site/catalog/catalog";
import { converterData } from "../../../site/views/converter-data.server";
import { DEFAULT_VALUE, resultLine, stateAt } from "./address-state";
import { computeWith } from "./converter-data";

function dataOf(path: string) {
  const page = pageAt(path);
  if (!page || !isUnitPage(page)) throw new Error(`${path} is not a unit converter page`);
  return converterData(page);
}

const length = dataOf("/length");
const compute = computeWith(length.units, length.display);

describe("the state a converter shows for an address", () => {
  it("converts the address's value between its units, as the browser does", () => {
    const state = stateAt(length, { value: "5.5", from: "ft", to: "cm" }, compute);
    // 5.5 ft × 0.3048 m/ft = 1.6764 m = 167.64 cm.
    expect(state).toEqual({ from: "ft", to: "cm", fromText: "5.5", toText: "167.64" });
    expect(state.toText).toBe(compute("5.5", "ft", "cm"));
  });

  it("takes the page's defaults for what the address leaves out", () => {
    expect(stateAt(length, undefined, compute)).toEqual({
      from: length.from,
      to: length.to,
      fromText: DEFAULT_VALUE,
      toText: compute(DEFAULT_VALUE, length.from, length.to),
    });
    const onlyValue = stateAt(length, { value: "2" }, compute);
    expect([onlyValue.from, onlyValue.to]).toEqual([length.from, length.to]);
    expect(stateAt(length, { to: "in" }, compute).fromText).toBe(DEFAULT_VALUE);
  });

  it("shows a value it cannot read as typed, with an empty result", () => {
    expect(stateAt(length, { value: "abc" }, compute).toText).toBe("");
  });
});

describe("the answer in words", () => {
  it("names both values with their units' symbols", () => {
    const state = stateAt(length, { value: " 5.5 ", from: "ft", to: "cm" }, compute);
    expect(resultLine(state, length.units)).toBe("5.5 ft = 167.64 cm");
  });

  it("is nothing while a field is empty or unreadable", () => {
    expect(resultLine(stateAt(length, { value: "" }, compute), length.units)).toBeUndefined();
    expect(resultLine(stateAt(length, { value: "abc" }, compute), length.units)).toBeUndefined();
  });
});
