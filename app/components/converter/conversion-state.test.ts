import { describe, expect, it } from "vitest";
import { type Compute, type ConversionState, nextState } from "./conversion-state.ts";

/** A toy compute: units are powers of ten named by their exponent ("0" = 1, "3" = 1000). */
const compute: Compute = (text, from, to) => {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value)) return "";
  return String(value * 10 ** (Number(from) - Number(to)));
};
const start: ConversionState = { from: "3", to: "0", fromText: "2", toText: "2000" };
const run = (state: ConversionState, ...events: Parameters<typeof nextState>[1][]) =>
  events.reduce((s, e) => nextState(s, e, compute), state);

describe("two-way converter state", () => {
  it("computes To from From, and From from To", () => {
    expect(run(start, { type: "editFrom", text: "5" })).toMatchObject({
      fromText: "5",
      toText: "5000",
    });
    expect(run(start, { type: "editTo", text: "500" })).toMatchObject({
      fromText: "0.5",
      toText: "500",
    });
  });

  it("clears the other field when one is cleared, and leaves it empty for unreadable input", () => {
    expect(run(start, { type: "editFrom", text: "" })).toMatchObject({ fromText: "", toText: "" });
    expect(run(start, { type: "editTo", text: "" })).toMatchObject({ fromText: "", toText: "" });
    expect(run(start, { type: "editFrom", text: "abc" })).toMatchObject({
      fromText: "abc",
      toText: "",
    });
  });

  it("recomputes To when either unit changes", () => {
    expect(run(start, { type: "fromUnit", code: "6" })).toMatchObject({ toText: "2000000" });
    expect(run(start, { type: "toUnit", code: "1" })).toMatchObject({ toText: "200" });
  });

  it("swaps units and values together", () => {
    expect(run(start, { type: "swap" })).toEqual({
      from: "0",
      to: "3",
      fromText: "2000",
      toText: "2",
    });
    expect(run(start, { type: "swap" }, { type: "swap" })).toEqual(start);
  });

  it("on fixed-unit pages moves the value across and keeps the fields in agreement", () => {
    expect(run(start, { type: "swapValues" })).toEqual({
      from: "3",
      to: "0",
      fromText: "2000",
      toText: "2000000",
    });
  });

  it("computes nothing until both units are chosen (express converter)", () => {
    const blank: ConversionState = { from: "", to: "", fromText: "", toText: "" };
    const typed = run(blank, { type: "editFrom", text: "7" }, { type: "fromUnit", code: "3" });
    expect(typed).toMatchObject({ fromText: "7", toText: "" });
    expect(run(typed, { type: "toUnit", code: "0" })).toMatchObject({ toText: "7000" });
    expect(run(blank, { type: "editTo", text: "7" })).toMatchObject({ fromText: "", toText: "7" });
  });
});
