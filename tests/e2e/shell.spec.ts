import { expect, type Page, test } from "@playwright/test";

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

test.describe("desktop shell at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("header links, no menu button, breadcrumb and footer", async ({ page }) => {
    await open(page, "/about");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Length", "Temperature", "Area", "Volume", "Weight", "Blood Sugar"]) {
      await expect(main.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
      /Home\s*>\s*About Us/,
    );
    const footer = page.getByRole("contentinfo");
    for (const name of ["about us", "contact us", "terms of use", "privacy policy", "sitemap"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await page
      .getByRole("link", { name: /UnitPilot|Home/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });

  test("currency dropdown: opens, closes on an outside click and on Escape", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Currency" });
    const choice = nav.getByRole("link", { name: "Regular Currency Converter" });
    await expect(choice).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Regular Currency Converter",
      "Cryptocurrency Converter",
      "USD to EUR",
      "Bitcoin to USD",
      "Ethereum to USD",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByText("Popular Pairs")).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(choice).toBeHidden();
    await button.click();
    await expect(choice).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(choice).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("currency dropdown: closes when a link is chosen", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Currency" }).click();
    await nav.getByRole("link", { name: "Bitcoin to USD" }).click();
    await expect(page).toHaveURL(/\/btc-to-usd$/);
    await expect(nav.getByRole("link", { name: "Bitcoin to USD" })).toBeHidden();
    await expect(nav.getByRole("button", { name: "Currency" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("currency dropdown works from the keyboard", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Currency" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Regular Currency Converter" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/crypto-currency$/);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("the page scrolls to the top on a route change", async ({ page }) => {
    await open(page, "/sitemap");
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "privacy policy" }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the theme follows the system, and a chosen theme is remembered", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await open(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("static pages show three collapsible sidebar sections in their initial states", async ({
    page,
  }) => {
    await open(page, "/terms");
    const sidebar = page.getByRole("complementary", { name: "Converters" });
    const all = sidebar.locator("details", { hasText: "All Converters" });
    await expect(all).not.toHaveAttribute("open");
    await expect(sidebar.locator("details", { hasText: "Common Converters" })).toHaveAttribute(
      "open",
    );
    await expect(sidebar.locator("details", { hasText: "Popular Converters" })).not.toHaveAttribute(
      "open",
    );
    await all.locator("summary").click();
    await expect(all.getByRole("link", { name: "Torque" })).toBeVisible();
  });
});

test.describe("mobile shell at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the header links give way to a Menu button; nothing overflows sideways", async ({
    page,
  }) => {
    await open(page, "/length");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("button", { name: /Menu/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });

  test("drawer: ten unit links then six currency links; the close icon closes it", async ({
    page,
  }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Menu/ }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link")).toHaveCount(16);
    await expect(drawer.getByRole("link").nth(9)).toHaveText(/Blood Sugar/);
    await expect(drawer.getByRole("link").nth(15)).toHaveText("Ethereum to USD");
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: /Menu/ })).toBeFocused();
  });

  test("drawer: the backdrop closes it", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Menu/ }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await page.mouse.click(340, 400);
    await expect(drawer).toBeHidden();
  });

  test("drawer: a link closes it and navigates", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Menu/ }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Pressure" })
      .click();
    await expect(page).toHaveURL(/\/pressure$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pressure Converter");
  });

  test("drawer: keyboard only — focus stays inside, Escape closes", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: /Menu/ }).focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: /Menu/ })).toBeFocused();
  });
});
