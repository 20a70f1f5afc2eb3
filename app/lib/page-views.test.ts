import { describe, expect, it } from "vitest";
import { countView } from "./page-views.ts";

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("the local page-view counter", () => {
  it("counts views per ISO date and path", () => {
    let views = countView({}, "/length", at("2026-11-21"));
    views = countView(views, "/length", at("2026-11-21"));
    views = countView(views, "/weight", at("2026-11-21"));
    views = countView(views, "/length", at("2026-11-22"));
    expect(views).toEqual({
      "2026-11-21": { "/length": 2, "/weight": 1 },
      "2026-11-22": { "/length": 1 },
    });
  });

  it("drops dates older than 30 days", () => {
    const views = { "2026-10-21": { "/": 4 }, "2026-10-22": { "/": 1 }, "2026-11-20": { "/": 2 } };
    expect(Object.keys(countView(views, "/", at("2026-11-21")))).toEqual([
      "2026-10-22",
      "2026-11-20",
      "2026-11-21",
    ]);
  });
});
