import { expect, openHydrated, test } from "./console.ts";

const views = (page: import("@playwright/test").Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("url_analytics") ?? "{}"));

test("the page-view counter counts per day and path, and forgets days older than 30", async ({
  page,
  consoleErrors: _,
}) => {
  await page.clock.setFixedTime(new Date("2026-11-21T12:00:00Z"));
  await openHydrated(page, "/length");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Weight" })
    .click();
  await expect(page).toHaveURL(/\/weight$/);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Length" })
    .click();
  await expect(page).toHaveURL(/\/length$/);
  await expect.poll(() => views(page)).toEqual({ "2026-11-21": { "/length": 2, "/weight": 1 } });

  await page.clock.setFixedTime(new Date("2026-12-23T12:00:00Z"));
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect.poll(() => views(page)).toEqual({ "2026-12-23": { "/length": 1 } });
});
