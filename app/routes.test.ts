import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pages, redirects } from "../site/catalog/catalog.ts";
import routes, { moduleOf } from "./routes.ts";

const byPath = new Map(routes.map((r) => [r.index ? "/" : r.path, r]));

describe("routes derived from the page catalog", () => {
  it("give every page one route, drawn by the module of its kind, which exists", () => {
    for (const page of pages) {
      const route = byPath.get(page.path);
      expect(route?.file, page.path).toBe(moduleOf(page));
      expect(existsSync(new URL(moduleOf(page), import.meta.url)), moduleOf(page)).toBe(true);
    }
    const paths = routes.map((r) => (r.index ? "/" : r.path));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("answer every alias, and anything else with the not-found page", () => {
    for (const alias of redirects.keys()) expect(byPath.get(alias)?.file).toBe("routes/alias.tsx");
    expect(byPath.get("*")?.file).toBe("routes/not-found.tsx");
  });

  it("draw unit pages of every kind with the one converter module", () => {
    const kinds = new Set(
      pages.filter((p) => moduleOf(p) === "routes/converter.tsx").map((p) => p.kind),
    );
    expect([...kinds].sort()).toEqual(["category", "pair", "temperature-pair"]);
  });
});
