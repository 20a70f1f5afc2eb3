import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";

const PATH = "/shoe-size-converter";

test.describe("shoe size converter", () => {
  const row = (page: import("@playwright/test").Page, name: string) =>
    page
      .getByRole("region", { name: "Shoe size converter" })
      .getByRole("row", { name: new RegExp(`^${name}`) })
      .getByRole("cell");

  test("a size for any wearer in any system gives every other system", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, PATH);
    // US men's 9 by default: a last of 285.75 mm.
    await expect(row(page, "EU")).toHaveText("43");
    await expect(row(page, "UK adult")).toHaveText("9");
    await expect(row(page, "Mondopoint")).toHaveText("270");
    await expect(row(page, "Foot length \\(cm\\)")).toHaveText("27.1");
    await page.getByLabel("System", { exact: true }).selectOption({ label: "EU (Paris points)" });
    await page.getByLabel("Size", { exact: true }).fill("38");
    await expect(row(page, "US men's")).toHaveText("5");
    await page.getByRole("radio", { name: "Women" }).check();
    await expect(page.getByLabel("System", { exact: true })).toHaveValue("eu");
    await expect(row(page, "US women's")).toHaveText("6");
    await page.getByRole("radio", { name: "Children" }).check();
    await page.getByLabel("System", { exact: true }).selectOption({ label: "UK children's" });
    await page.getByLabel("Size", { exact: true }).fill("13½");
    await expect(row(page, "US boys'")).toHaveText("over 13½");
    await expect(row(page, "EU")).toHaveText("32½");
    await page.getByLabel("Size", { exact: true }).fill("14");
    await expect(
      page.getByRole("alert").filter({ hasText: "Not a size in UK children's: “14”." }),
    ).toBeVisible();
  });

  test("measure your foot, from the keyboard: a foot length gives every size", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, PATH);
    await page.getByLabel("A size").focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByLabel("Measure your foot")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Foot length", { exact: true })).toBeFocused();
    await page.keyboard.type("26");
    await expect(row(page, "US men's")).toHaveText("7½");
    await expect(row(page, "EU")).toHaveText("41½");
    await expect(row(page, "Mondopoint")).toHaveText("260");
    await expect(row(page, "Foot length \\(in\\)")).toHaveText("10.24");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Unit", { exact: true })).toBeFocused();
    await page.getByLabel("Unit", { exact: true }).selectOption("foot-in");
    // Read as 26 in, the foot is past every size.
    await expect(row(page, "US men's")).toHaveText("over 14");
    await expect(row(page, "Foot length \\(cm\\)")).toHaveText("over 32");
    await page.getByLabel("Foot length", { exact: true }).fill("10 5/8");
    await expect(row(page, "US men's")).toHaveText("9");
    await expect(row(page, "Foot length \\(cm\\)")).toHaveText("27");
  });
});

test.describe("shoe size chart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its charts and rules are in the page", async ({ page }) => {
    await page.goto(PATH);
    const men = page.getByRole("table", { name: "Men's shoe sizes", exact: true });
    await expect(men.getByRole("row")).toHaveCount(22);
    await expect(men.getByRole("row", { name: /^9 / })).toContainText("43");
    await expect(
      page.getByRole("table", { name: "Women's shoe sizes", exact: true }).getByRole("row"),
    ).toHaveCount(20);
    await expect(
      page.getByRole("table", { name: "Children's shoe sizes", exact: true }).getByRole("row"),
    ).toHaveCount(29);
    await expect(
      page.getByText(/EU \(Paris points\): the last length in Paris points/),
    ).toBeVisible();
    await expect(page.getByText("Measure your foot", { exact: true }).first()).toBeVisible();
  });
});

test.describe("shoe size page at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("fits without sideways scrolling and has no axe violations", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, PATH);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
