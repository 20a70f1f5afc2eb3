import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh copy of the module: the full reader is loaded once per page, so once per test here. */
const fresh = () => import("./number-reader.ts");

describe("a converter field's reader", () => {
  it("reads JavaScript syntax at once, and the rest once the full reader has arrived", async () => {
    vi.stubGlobal("navigator", { language: "en-US" });
    const { readField, afterNumberReader } = await fresh();
    expect(readField("1.5", true)).toBe(1.5);
    expect(readField("1,5", true)).toBeUndefined();
    expect(readField("1 3/16", true)).toBeUndefined();
    await new Promise<void>((resolve) => afterNumberReader(resolve));
    expect(readField("1,5", true)).toBe(1.5);
    expect(readField("1 3/16", true)).toBe(1.1875);
    expect(readField("1,234", true)).toBe(1234);
  });

  it("reads what the visitor typed the visitor's way, and its own texts with the point", async () => {
    vi.stubGlobal("navigator", { language: "de-DE" });
    const { readField, afterNumberReader } = await fresh();
    // Before the full reader: a point might be a German thousands separator, so it waits.
    expect(readField("1.234", true)).toBeUndefined();
    expect(readField("1.234", false)).toBe(1.234);
    expect(readField("12", true)).toBe(12);
    await new Promise<void>((resolve) => afterNumberReader(resolve));
    expect(readField("1.234", true)).toBe(1234);
    expect(readField("1,234", true)).toBe(1.234);
    expect(readField("1.234", false)).toBe(1.234);
  });

  it("calls back once the reader arrives, and not again once it is there", async () => {
    vi.stubGlobal("navigator", { language: "en" });
    const { afterNumberReader } = await fresh();
    const first = vi.fn();
    await new Promise<void>((resolve) =>
      afterNumberReader(() => {
        first();
        resolve();
      }),
    );
    expect(first).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterNumberReader(later);
    await Promise.resolve();
    expect(later).not.toHaveBeenCalled();
  });

  it("without a browser, reads with the point", async () => {
    vi.stubGlobal("navigator", undefined);
    const { readField } = await fresh();
    expect(readField("1.234", true)).toBe(1.234);
  });
});
