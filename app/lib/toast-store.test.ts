import { describe, expect, it } from "vitest";
import { type Toast, toastReducer } from "./toast-store.ts";

const t = (id: string, title = id): Toast => ({ id, title, variant: "default", open: true });

describe("toast store (docs/spec/site.md §4.8)", () => {
  it("keeps one toast, the newest first", () => {
    expect(toastReducer([t("1")], { type: "add", toast: t("2") })).toEqual([t("2")]);
  });

  it("merges an update into the toast with the same id", () => {
    expect(toastReducer([t("1")], { type: "update", toast: { id: "1", title: "new" } })).toEqual([
      t("1", "new"),
    ]);
    expect(toastReducer([t("1")], { type: "update", toast: { id: "9", title: "x" } })).toEqual([
      t("1"),
    ]);
  });

  it("closes one toast, or all when no id is given", () => {
    expect(toastReducer([t("1")], { type: "dismiss", id: "1" })[0]?.open).toBe(false);
    expect(toastReducer([t("1")], { type: "dismiss" })[0]?.open).toBe(false);
    expect(toastReducer([t("1")], { type: "dismiss", id: "2" })[0]?.open).toBe(true);
  });

  it("removes one toast, or all when no id is given", () => {
    expect(toastReducer([t("1")], { type: "remove", id: "1" })).toEqual([]);
    expect(toastReducer([t("1")], { type: "remove" })).toEqual([]);
  });
});
