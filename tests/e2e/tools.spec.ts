import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";

test.describe("case converter", () => {
  test("every case follows the input as you type", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/case");
    await page.getByLabel("Input Text").fill("hello straße WORLD");
    const output = (name: string) => page.getByLabel(name, { exact: true });
    await expect(output("UPPER CASE")).toHaveText("HELLO STRASSE WORLD");
    await expect(output("lower case")).toHaveText("hello straße world");
    await expect(output("Title Case")).toHaveText("Hello Straße World");
    await expect(output("camelCase")).toHaveText("helloStraßeWorld");
    await expect(output("snake_case")).toHaveText("hello_straße_world");
    await expect(output("kebab-case")).toHaveText("hello-straße-world");
    await expect(output("CONSTANT_CASE")).toHaveText("HELLO_STRASSE_WORLD");
    await expect(output("Sentence case")).toHaveText("Hello straße world");
  });
});

test.describe("number base converter", () => {
  test("converts both ways at any length and names a digit that does not belong", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/number-base");
    const from = page.getByLabel("From", { exact: true });
    const to = page.getByLabel("To", { exact: true });
    await expect(to).toHaveValue("11111111");
    await page.getByLabel("From base").selectOption("16");
    await from.fill("ffff ffff ffff ffff");
    await expect(to).toHaveValue("1".repeat(64));
    await page.getByLabel("To base").selectOption("10");
    await expect(to).toHaveValue("18446744073709551615");
    await to.fill("-35");
    await expect(from).toHaveValue("-23");
    await from.fill("1G");
    await expect(
      page.getByRole("alert").filter({ hasText: "'G' is not a digit in base 16" }),
    ).toBeVisible();
    await expect(to).toHaveValue("");
  });

  test("a shared address opens showing its conversion", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/number-base?v=777&from=8&to=2");
    await expect(page.getByLabel("To", { exact: true })).toHaveValue("111111111");
  });
});

test.describe("ring size converter", () => {
  const row = (page: import("@playwright/test").Page, name: string) =>
    page
      .getByRole("region", { name: "Ring size converter" })
      .getByRole("row", { name: new RegExp(`^${name}`) })
      .getByRole("cell");

  test("a size in any system, or a measure, gives every other system", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/ring-size-converter");
    // US 7 by default: 54.2 mm around the inside.
    await expect(row(page, "UK & Australia")).toHaveText("N½");
    await expect(row(page, "ISO 8653")).toHaveText("54");
    await expect(row(page, "Japan & China")).toHaveText("14");
    await expect(row(page, "Inner diameter \\(mm\\)")).toHaveText("17.3");
    await page.getByLabel("System", { exact: true }).selectOption({ label: "UK & Australia" });
    await page.getByLabel("Size", { exact: true }).fill("P");
    await expect(row(page, "US & Canada")).toHaveText("7¾");
    await page.getByLabel("System", { exact: true }).selectOption({ label: "Inner diameter (mm)" });
    await page.getByLabel("Size", { exact: true }).fill("18");
    await expect(row(page, "US & Canada")).toHaveText("8");
    await page.getByLabel("Size", { exact: true }).fill("eighteen");
    await expect(
      page.getByRole("alert").filter({ hasText: "Not a size in Inner diameter (mm): “eighteen”." }),
    ).toBeVisible();
  });
});

test.describe("ring size chart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its chart and rules are in the page", async ({ page }) => {
    await page.goto("/ring-size-converter");
    const chart = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "UK & Australia" }) });
    await expect(chart.getByRole("row")).toHaveCount(23);
    await expect(chart.getByRole("row", { name: /^7 / })).toContainText("N½");
    await expect(page.getByText(/UK & Australia: letters from A = 37\.5 mm/)).toBeVisible();
  });
});

test.describe("home express converter", () => {
  test("units start unselected; a result appears once both are chosen; switching tab clears", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    const tabs = page.getByRole("tablist");
    await expect(tabs.getByRole("tab")).toHaveText([
      "Length",
      "Temperature",
      "Area",
      "Volume",
      "Weight",
      "Time",
      "Currency",
    ]);
    await expect(tabs.getByRole("tab", { name: "Length" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    const from = panel.getByLabel("From", { exact: true });
    const to = panel.getByLabel("To", { exact: true });
    await expect(from).toHaveAttribute("placeholder", "Enter value");
    await expect(panel.getByLabel("From unit")).toHaveValue("");
    await from.fill("5");
    await expect(to).toHaveValue("");
    await panel.getByLabel("From unit").selectOption("km");
    await panel.getByLabel("To unit").selectOption("mi");
    await expect(to).toHaveValue(engineDisplay("length", 5, "km", "mi"));
    await to.fill("1");
    await expect(from).toHaveValue("1.609344");
    await panel.getByRole("button", { name: "Swap units" }).click();
    await expect(panel.getByLabel("From unit")).toHaveValue("mi");
    await tabs.getByRole("tab", { name: "Temperature" }).click();
    await expect(from).toHaveValue("");
    await expect(panel.getByLabel("From unit")).toHaveValue("");
  });

  test("tabs move with the arrow keys", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/");
    await page.getByRole("tab", { name: "Length" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Temperature" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Temperature" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Currency" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("common conversions sit in two columns, the first holding the larger half", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    const lists = page.getByRole("region", { name: "Common Conversions" }).getByRole("list");
    await expect(lists).toHaveCount(2);
    const [first, second] = [
      await lists.nth(0).getByRole("listitem").count(),
      await lists.nth(1).getByRole("listitem").count(),
    ];
    expect(first - second).toBeGreaterThanOrEqual(0);
    expect(first - second).toBeLessThanOrEqual(1);
    await expect(lists.nth(0).getByRole("link").first()).toHaveAttribute(
      "href",
      "/blood-sugar-converter",
    );
  });
});

const ONE_OF_EACH = [
  "/",
  "/length",
  "/temperature",
  "/torque",
  "/cm-to-in",
  "/c-to-f",
  "/case",
  "/number-base",
  "/ring-size-converter",
  "/about",
];

test.describe("a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ONE_OF_EACH) {
    test(`${path} fits without sideways scrolling`, async ({ page, consoleErrors: _ }) => {
      await openHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  }
});

test.describe("accessibility (axe-core)", () => {
  for (const path of ONE_OF_EACH) {
    test(`${path} has no violations`, async ({ page, consoleErrors: _ }) => {
      await openHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
