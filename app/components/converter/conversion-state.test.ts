import { describe, expect, it } from "vitest";
import { type Compute, type ConversionState, nextState } from "./conversion-state.ts";

/**
 * A toy compute: units are powers of ten named by their exponent ("0" = 1, "3" = 1000). A text the
 * visitor typed may have a decimal comma; the converter's own texts never do.
 */
const compute: Compute = (text, from, to, typed) => {
  const value = Number(typed ? text.replace(",", ".") : text);
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

  it("reads what the visitor typed as the visitor writes it, and its own texts as it wrote them", () => {
    const typed = run(start, { type: "editFrom", text: "1,5" });
    expect(typed).toMatchObject({ fromText: "1,5", toText: "1500", typed: "from" });
    // A unit change reads the visitor's text again, the visitor's way.
    expect(run(typed, { type: "toUnit", code: "2" })).toMatchObject({
      toText: "15",
      typed: "from",
    });
    // Typed in To: From is the converter's text; a unit change reads it as it was written.
    const back = run(start, { type: "editTo", text: "2,5" });
    expect(back).toMatchObject({ fromText: "0.0025", toText: "2,5", typed: "to" });
    expect(run(back, { type: "toUnit", code: "1" })).toMatchObject({
      toText: "0.25",
      typed: undefined,
    });
    // A swap moves the typed text to the other side; a swap of values reads it from there.
    expect(run(back, { type: "swap" })).toMatchObject({ fromText: "2,5", typed: "from" });
    expect(run(back, { type: "swapValues" })).toMatchObject({
      fromText: "2,5",
      toText: "2500",
      typed: "from",
    });
    expect(run(typed, { type: "swapValues" })).toMatchObject({
      fromText: "1500",
      typed: undefined,
    });
  });

  it("on fixed-unit pages moves the value across and keeps the fields in agreement", () => {
    expect(run(start, { type: "swapValues" })).toEqual({
      from: "3",
      to: "0",
      fromText: "2000",
      toText: "2000000",
    });
  });

  it("converts the typed text again on a refresh, whichever side it is on", () => {
    // A reader that cannot read commas yet, then one that can: the refresh reads with the latter.
    let commas = false;
    const later: Compute = (text, from, to, typed) =>
      !commas && text.includes(",") ? "" : compute(text, from, to, typed);
    const step = (s: ConversionState, e: Parameters<typeof nextState>[1]) => nextState(s, e, later);
    const fromSide = step(start, { type: "editFrom", text: "1,5" });
    const toSide = step(start, { type: "editTo", text: "2,5" });
    expect(fromSide.toText).toBe("");
    expect(toSide.fromText).toBe("");
    commas = true;
    expect(step(fromSide, { type: "refresh" })).toMatchObject({ fromText: "1,5", toText: "1500" });
    expect(step(toSide, { type: "refresh" })).toMatchObject({
      fromText: "0.0025",
      toText: "2,5",
      typed: "to",
    });
    expect(step(start, { type: "refresh" })).toEqual(start);
  });

  it("computes nothing until both units are chosen (express converter)", () => {
    const blank: ConversionState = { from: "", to: "", fromText: "", toText: "" };
    const typed = run(blank, { type: "editFrom", text: "7" }, { type: "fromUnit", code: "3" });
    expect(typed).toMatchObject({ fromText: "7", toText: "" });
    expect(run(typed, { type: "toUnit", code: "0" })).toMatchObject({ toText: "7000" });
    expect(run(blank, { type: "editTo", text: "7" })).toMatchObject({ fromText: "", toText: "7" });
  });
});
