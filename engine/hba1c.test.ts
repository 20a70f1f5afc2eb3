import { describe, expect, it } from "vitest";
import { MGDL_PER_MMOLL } from "./glucose.ts";
import {
  EAG_MGDL_OFFSET,
  EAG_MGDL_PER_NGSP,
  eagMgdl,
  eagMmoll,
  hba1cDisplay,
  hba1cUnits,
  IFCC_PER_NGSP,
  ifccToNgsp,
  isPlausibleHba1c,
  NGSP_AT_IFCC_ZERO,
  ngspToIfcc,
} from "./hba1c.ts";

describe("HbA1c NGSP % ↔ IFCC mmol/mol (master equation)", () => {
  it("uses IFCC = (NGSP − 2.15) × 10.929", () => {
    expect([IFCC_PER_NGSP, NGSP_AT_IFCC_ZERO]).toEqual([10.929, 2.15]);
    expect(ngspToIfcc(2.15)).toBe(0);
    expect(ngspToIfcc(7)).toBe(53.00565);
    expect(ngspToIfcc(5)).toBe(31.14765);
    expect(ifccToNgsp(0)).toBe(2.15);
    expect(ifccToNgsp(10.929)).toBe(3.15);
  });

  // Published equivalents (IFCC/NGSP tables, ADA Standards of Care: 6.5 % = 48, 7 % = 53).
  it.each([
    [5.0, "31"],
    [5.7, "39"],
    [6.0, "42"],
    [6.5, "48"],
    [7.0, "53"],
    [8.0, "64"],
    [9.0, "75"],
    [10.0, "86"],
  ])("%d %% is %s mmol/mol", (ngsp, ifcc) => {
    expect(hba1cDisplay(ngsp, "ngsp")?.ifcc).toBe(ifcc);
  });

  it.each([
    [31, "5.0"],
    [42, "6.0"],
    [48, "6.5"],
    [53, "7.0"],
    [64, "8.0"],
    [75, "9.0"],
    [86, "10.0"],
  ])("%d mmol/mol is %s %%", (ifcc, ngsp) => {
    expect(hba1cDisplay(ifcc, "ifcc")?.ngsp).toBe(ngsp);
  });

  it("round-trips without drift", () => {
    for (let tenths = 30; tenths <= 200; tenths += 1) {
      const ngsp = tenths / 10;
      expect(ifccToNgsp(ngspToIfcc(ngsp))).toBeCloseTo(ngsp, 12);
    }
    for (let ifcc = 9; ifcc <= 195; ifcc += 1) {
      expect(ngspToIfcc(ifccToNgsp(ifcc))).toBeCloseTo(ifcc, 11);
    }
  });

  it("round-trips what it shows: a % typed back from its mmol/mol shows the same %", () => {
    for (let tenths = 30; tenths <= 200; tenths += 1) {
      const ngsp = (tenths / 10).toFixed(1);
      const ifcc = hba1cDisplay(Number(ngsp), "ngsp")?.ifcc;
      expect(hba1cDisplay(Number(ifcc), "ifcc")?.ngsp).toBe(ngsp);
    }
    // mmol/mol is the finer unit: its 1-decimal % can come back 1 mmol/mol away, never more.
    for (let ifcc = 9; ifcc <= 195; ifcc += 1) {
      const ngsp = hba1cDisplay(ifcc, "ifcc")?.ngsp;
      const back = Number(hba1cDisplay(Number(ngsp), "ngsp")?.ifcc);
      expect(Math.abs(back - ifcc)).toBeLessThanOrEqual(1);
    }
  });

  it("gives NaN for what is not a finite number", () => {
    expect(ngspToIfcc(Number.NaN)).toBeNaN();
    expect(ifccToNgsp(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(eagMgdl(Number.NaN)).toBeNaN();
    expect(eagMmoll(Number.NEGATIVE_INFINITY)).toBeNaN();
  });
});

describe("estimated average glucose (ADAG)", () => {
  it("uses eAG mg/dL = 28.7 × A1c − 46.7, and ÷ 18.0156 for mmol/L", () => {
    expect([EAG_MGDL_PER_NGSP, EAG_MGDL_OFFSET]).toEqual([28.7, 46.7]);
    expect(eagMgdl(7)).toBe(154.2);
    expect(eagMgdl(6)).toBe(125.5);
    expect(eagMmoll(7)).toBeCloseTo(154.2 / MGDL_PER_MMOLL, 14);
    // Not ADAG's rounded 1.59 × A1c − 2.59 (8.54 at 7 %).
    expect(eagMmoll(7)).toBeCloseTo(8.55925, 5);
  });

  // ADA / ADAG table (Nathan et al. 2008). Its mmol/L column divides by 18, so at 9 % and 10 %
  // it prints 11.8 and 13.4; ÷ 18.0156 gives 11.745 and 13.338.
  it.each([
    [5, "97", "5.4"],
    [6, "126", "7.0"],
    [7, "154", "8.6"],
    [8, "183", "10.2"],
    [9, "212", "11.7"],
    [10, "240", "13.3"],
    [11, "269", "14.9"],
    [12, "298", "16.5"],
  ])("%d %% → %s mg/dL (%s mmol/L)", (ngsp, mgdl, mmoll) => {
    const shown = hba1cDisplay(ngsp, "ngsp");
    expect(shown?.eagMgdl).toBe(mgdl);
    expect(shown?.eagMmoll).toBe(mmoll);
  });

  it("rounds each figure once, from full precision", () => {
    // 6 % is exactly 125.5 mg/dL: the half rounds up, with no floating-point noise in the way.
    expect(hba1cDisplay(6, "ngsp")?.eagMgdl).toBe("126");
    // 86 mmol/mol is 10.019 %: shown as 10.0 % but its eAG is 240.8 mg/dL.
    expect(hba1cDisplay(86, "ifcc")).toEqual({
      ngsp: "10.0",
      ifcc: "86",
      eagMgdl: "241",
      eagMmoll: "13.4",
    });
  });
});

describe("HbA1c display and plausible range", () => {
  it("shows NGSP with 1 decimal, IFCC whole, eAG mg/dL whole and mmol/L with 1 decimal", () => {
    expect(hba1cDisplay(7, "ngsp")).toEqual({
      ngsp: "7.0",
      ifcc: "53",
      eagMgdl: "154",
      eagMmoll: "8.6",
    });
    expect(hba1cDisplay(53, "ifcc")).toEqual({
      ngsp: "7.0",
      ifcc: "53",
      eagMgdl: "154",
      eagMmoll: "8.6",
    });
  });

  it("accepts 3–20 % and 9–195 mmol/mol, both ends included", () => {
    expect(hba1cUnits.map((u) => [u.code, u.label, u.decimals, u.min, u.max])).toEqual([
      ["ngsp", "%", 1, 3, 20],
      ["ifcc", "mmol/mol", 0, 9, 195],
    ]);
    expect(hba1cDisplay(3, "ngsp")).toEqual({
      ngsp: "3.0",
      ifcc: "9",
      eagMgdl: "39",
      eagMmoll: "2.2",
    });
    expect(hba1cDisplay(20, "ngsp")?.ifcc).toBe("195");
    expect(hba1cDisplay(9, "ifcc")?.ngsp).toBe("3.0");
    expect(hba1cDisplay(195, "ifcc")?.ngsp).toBe("20.0");
  });

  it.each([
    [2.99, "ngsp"],
    [20.01, "ngsp"],
    [0, "ngsp"],
    [-7, "ngsp"],
    [53, "ngsp"],
    [8.99, "ifcc"],
    [195.01, "ifcc"],
    [7, "ifcc"],
    [Number.NaN, "ngsp"],
    [Number.POSITIVE_INFINITY, "ifcc"],
  ] as const)("gives no result for %d (%s)", (value, unit) => {
    expect(isPlausibleHba1c(value, unit)).toBe(false);
    expect(hba1cDisplay(value, unit)).toBeUndefined();
  });
});
