import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";

test.describe("cooking converter", () => {
  test("converts an ingredient found by typing, from and to any unit, by label", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/cooking-converter");
    const result = page.getByRole("status", { name: "Result" });
    // All-purpose flour, 1 US cup: USDA's 125 g.
    await expect(result).toHaveText("125 g");
    await page.getByLabel("Find an ingredient").fill("honey");
    await expect(page.getByLabel("Ingredient", { exact: true })).toHaveValue("honey");
    await expect(result).toHaveText("339 g");
    await page.getByLabel("Find an ingredient").fill("granulated");
    await page.getByLabel("From", { exact: true }).selectOption({ label: "Gram" });
    await page.getByLabel("To", { exact: true }).selectOption({ label: "US cup" });
    await page.getByLabel("Amount").fill("150");
    // 150 g of sugar at 201.6 g a cup is 35.71 tsp: ⅔ cup, 1 tbsp and ¾ tsp.
    await expect(result).toHaveText("⅔ cup + 1 tbsp + ¾ tsp");
    await page.getByLabel("Find an ingredient").fill("unobtainium");
    await expect(
      page.getByRole("alert").filter({ hasText: "No ingredient matches “unobtainium”." }),
    ).toBeVisible();
    await expect(result).toHaveText("⅔ cup + 1 tbsp + ¾ tsp");
    // A fraction and a group mark wait for the full number reader, which the first edit loaded.
    await page.getByLabel("Amount").fill("1 1/2");
    await expect(result).toHaveText("⅜ tsp");
    await page.getByLabel("Amount").fill("1,050");
    await expect(result).toHaveText("5 ⅛ cups + 1 tbsp + 1 tsp");
    await page.getByLabel("Amount").fill("lots");
    await expect(
      page.getByRole("alert").filter({ hasText: "Not an amount: “lots”." }),
    ).toBeVisible();
  });

  test("works from the keyboard alone", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/cooking-converter");
    await page.getByLabel("Find an ingredient").focus();
    await page.keyboard.type("cocoa");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Ingredient", { exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Amount")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("2");
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("172 g");
  });

  test("an ingredient page opens on its ingredient, a stick of butter included", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/butter-cups-to-grams");
    await expect(page.getByLabel("Ingredient", { exact: true })).toHaveValue("butter");
    await page
      .getByLabel("From", { exact: true })
      .selectOption({ label: "Stick of butter (¼ lb)" });
    await expect(page.getByRole("status", { name: "Result" })).toHaveText("113 g");
  });
});

test.describe("cooking pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an ingredient page's table and sources are in the page", async ({ page }) => {
    await page.goto("/flour-cups-to-grams");
    const table = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Sifted (g)" }) });
    await expect(table.getByRole("row")).toHaveCount(14);
    await expect(table.getByRole("row", { name: /^1 cup / })).toContainText("125 g");
    await expect(table.getByRole("row", { name: /^4 cups / })).toContainText("500 g");
    const sources = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Source" }) });
    await expect(sources.getByRole("row", { name: /^All-purpose flour 125 g / })).toContainText(
      "USDA SR28 (SR Legacy), NDB 20081 “Wheat flour, white, all-purpose",
    );
    await expect(sources.getByRole("row", { name: /^All-purpose flour, scooped / })).toContainText(
      "flour_scooped = 5 oz/uscup",
    );
  });

  test("the converter's page lists every ingredient with its source", async ({ page }) => {
    await page.goto("/cooking-converter");
    const sources = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Source" }) });
    await expect(sources.getByRole("row", { name: /^Honey / })).toContainText("NDB 19296");
    expect(await sources.getByRole("row").count()).toBeGreaterThan(100);
  });
});

const PAGES = ["/cooking-converter", "/flour-cups-to-grams"];

test.describe("cooking pages on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of PAGES) {
    test(`${path} fits without sideways scrolling`, async ({ page, consoleErrors: _ }) => {
      await openHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  }
});

test.describe("cooking pages' accessibility (axe-core)", () => {
  for (const path of PAGES) {
    test(`${path} has no violations`, async ({ page, consoleErrors: _ }) => {
      await openHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
