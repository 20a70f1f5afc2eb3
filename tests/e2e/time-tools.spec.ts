import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";

/**
 * Issue 24, items 5 and 6: the Unix timestamp converter and the date calculator. The browser's zone
 * is fixed to New York's so the local rows are known; expected values are GNU date's
 * (`TZ=America/New_York date -d @1700000000 --iso-8601=seconds`, `-R`).
 */
const cell = (page: Page, region: string, row: string) =>
  page
    .getByRole("region", { name: region })
    .getByRole("row", { name: new RegExp(`^${row}`) })
    .getByRole("cell");

test.describe("Unix timestamp converter", () => {
  test.use({ timezoneId: "America/New_York" });
  const TOOL = "Unix timestamp converter";

  test("a timestamp in any unit gives the date in UTC and local time, and back", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/unix-timestamp-converter");
    await expect(cell(page, TOOL, "ISO 8601, UTC")).toHaveText("2023-11-14T22:13:20Z");
    await expect(cell(page, TOOL, "RFC 2822, UTC")).toHaveText("Tue, 14 Nov 2023 22:13:20 +0000");
    await expect(cell(page, TOOL, "ISO 8601, America/New_York")).toHaveText(
      "2023-11-14T17:13:20-05:00",
    );
    await expect(cell(page, TOOL, "RFC 2822, America/New_York")).toHaveText(
      "Tue, 14 Nov 2023 17:13:20 -0500",
    );

    const stamp = page.getByLabel("Timestamp", { exact: true });
    const date = page.getByLabel("Date and time (ISO 8601 or RFC 2822)");
    await stamp.fill("1700000000123");
    await expect(page.getByText("Read as milliseconds, guessed from its 13 digits.")).toBeVisible();
    await expect(cell(page, TOOL, "ISO 8601, UTC")).toHaveText("2023-11-14T22:13:20.123Z");
    await expect(cell(page, TOOL, "Seconds")).toHaveText("1700000000.123");
    await expect(date).toHaveValue("2023-11-14T22:13:20.123Z");

    await page.getByLabel("Unit", { exact: true }).selectOption({ label: "Microseconds" });
    await expect(cell(page, TOOL, "ISO 8601, UTC")).toHaveText("1970-01-20T16:13:20.000123Z");

    // A date without a zone is local time: 09:00 in New York in winter is 14:00 UTC.
    await date.fill("2026-01-01T09:00");
    await expect(
      page.getByText("Read as ISO 8601, in your time zone (America/New_York)."),
    ).toBeVisible();
    await expect(stamp).toHaveValue("1767276000000000");
    await page.getByLabel("Unit", { exact: true }).selectOption({ label: "Seconds" });
    await expect(stamp).toHaveValue("1767276000");

    await date.fill("Wed, 14 Nov 2023 22:13:20 +0000");
    await expect(
      page.getByRole("alert").filter({ hasText: "2023-11-14 is a Tuesday, not “Wed”." }),
    ).toBeVisible();
    await date.fill("2016-12-31T23:59:60Z");
    await expect(page.getByRole("alert").filter({ hasText: "no leap second" })).toBeVisible();
  });

  test("the current time ticks after hydration and can be used from the keyboard", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/unix-timestamp-converter");
    const button = page.getByRole("button", { name: "Use the current time" });
    await button.focus();
    const before = Math.floor(Date.now() / 1000);
    await page.keyboard.press("Enter");
    const after = Math.floor(Date.now() / 1000);
    const value = Number(await page.getByLabel("Timestamp", { exact: true }).inputValue());
    expect(value).toBeGreaterThanOrEqual(before - 1);
    expect(value).toBeLessThanOrEqual(after + 1);
    const now = page.getByText(/^Now: /);
    const first = await now.textContent();
    await expect(now).not.toHaveText(first ?? "", { timeout: 3000 });
  });
});

test.describe("date calculator", () => {
  test("days, business days, and a date moved by months, driven by label", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/date-calculator");
    const BETWEEN = "Days between two dates";
    const SHIFT = "Add to or subtract from a date";
    await page.getByLabel("Start date").fill("2026-11-23");
    await page.getByLabel("End date").fill("2026-11-30");
    await expect(cell(page, BETWEEN, "Days")).toHaveText("7 days");
    await expect(cell(page, BETWEEN, "Business days")).toHaveText("5 days");
    await expect(page.getByText("Monday, ISO week 2026-W48-1")).toBeVisible();
    await expect(page.getByText("Monday, ISO week 2026-W49-1")).toBeVisible();

    // 31 January + 1 month clamps to the end of February.
    await expect(cell(page, SHIFT, "Date")).toHaveText("2026-02-28");
    const amount = page.getByLabel("Amount");
    await amount.fill("");
    await amount.pressSequentially("100");
    await page.getByLabel("Unit", { exact: true }).selectOption({ label: "Days" });
    await expect(cell(page, SHIFT, "Date")).toHaveText("2026-05-11");
    await page.getByLabel("Add or subtract", { exact: true }).selectOption({ label: "Subtract" });
    await expect(cell(page, SHIFT, "Date")).toHaveText("2025-10-23");
    await amount.fill("ten");
    await expect(page.getByRole("alert").filter({ hasText: "Not a whole number" })).toBeVisible();
  });
});

test.describe("time pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Unix time examples, the tool's first instant and the text are in the page", async ({
    page,
  }) => {
    await page.goto("/unix-timestamp-converter");
    await expect(
      page.getByRole("row", { name: /^The last second of signed 32-bit time/ }),
    ).toContainText("2038-01-19T03:14:07Z");
    await expect(cell(page, "Unix timestamp converter", "ISO 8601, UTC")).toHaveText(
      "2023-11-14T22:13:20Z",
    );
    // The server never writes a current time.
    await expect(page.getByText(/^Now: /)).toHaveCount(0);
    await expect(page.getByText(/Does Unix time count leap seconds\?/)).toBeVisible();
  });

  test("the ISO week chart and the business-day rule are in the page", async ({ page }) => {
    await page.goto("/date-calculator");
    const chart = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Week 1 starts" }) });
    await expect(chart.getByRole("row", { name: /^2026 / })).toContainText("2025-12-29");
    await expect(chart.getByRole("row", { name: /^2026 / })).toContainText("53");
    await expect(page.getByText(/no public holidays taken out/)).toBeVisible();
  });
});

for (const path of ["/unix-timestamp-converter", "/date-calculator"]) {
  test.describe(`${path} on a 360 px phone`, () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test("fits without sideways scrolling and has no axe violations", async ({
      page,
      consoleErrors: _,
    }) => {
      await openHydrated(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
