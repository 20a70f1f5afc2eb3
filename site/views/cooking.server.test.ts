import { describe, expect, it } from "vitest";
import { cookingConverter, ingredientPages } from "../catalog/pages/cooking.ts";
import { INGREDIENTS } from "../cooking/ingredients.ts";
import { cookingView } from "./cooking.server.ts";

describe("the cooking pages' view", () => {
  it("gives an ingredient page its table from ¼ to 4 cups, every method a column", () => {
    const flour = ingredientPages.find((p) => p.path === "/flour-cups-to-grams");
    const view = cookingView(flour as NonNullable<typeof flour>);
    expect(view.table?.columns).toEqual([
      "All-purpose flour (g)",
      "All-purpose flour (oz)",
      "Sifted (g)",
      "Spooned (g)",
      "Scooped (g)",
    ]);
    expect(view.table?.rows[0]).toEqual({
      cups: "¼ cup",
      cells: ["31 g", "1.1 oz", "28 g", "30 g", "35 g"],
    });
    expect(view.table?.rows.find((r) => r.cups === "1 cup")?.cells[0]).toBe("125 g");
    expect(view.table?.rows.at(-1)?.cups).toBe("4 cups");
    expect(view.sources.map((s) => s.source)).toEqual([
      "USDA SR28 (SR Legacy), NDB 20081 “Wheat flour, white, all-purpose, enriched, bleached”: 125 g per “1 cup”",
      "The Cake Bible (Rose Levy Beranbaum) as GNU units carries it: flour_sifted = 4 oz/uscup",
      "The Cake Bible (Rose Levy Beranbaum) as GNU units carries it: flour_spooned = 4.25 oz/uscup",
      "The Cake Bible (Rose Levy Beranbaum) as GNU units carries it: flour_scooped = 5 oz/uscup",
    ]);
  });

  it("names every ingredient of every page, and all of them on the converter", () => {
    for (const page of ingredientPages) expect(() => cookingView(page), page.path).not.toThrow();
    const view = cookingView(cookingConverter);
    expect(view.table).toBeUndefined();
    expect(view.sources).toHaveLength(INGREDIENTS.length);
  });
});
