import { textTravel } from "../../bench/hydration-data.ts";
import { readHydrationData } from "../../bench/hydration-payload.ts";
import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";

const PATH = "/time-zone-converter";
const SHARED = `${PATH}?t=2026-07-01T15:00&from=America/New_York&to=Europe/Paris`;

for (const path of [PATH, SHARED]) {
  test(`${path}: its text and clock changes travel in its HTML, not again in the hydration data`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain("Clocks go forward");
    expect(readHydrationData(html).scripts).toBeGreaterThan(0);
    const travel = textTravel(html);
    expect(travel.onScreen).toEqual([]);
    expect(travel.inJsonLd).toEqual([]);
  });
}

test.describe("time zone converter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared address is rendered by the server with its answer", async ({ page }) => {
    await page.goto(SHARED);
    await expect(page.getByLabel("Date and time")).toHaveValue("2026-07-01T15:00");
    await expect(page.getByLabel("From time zone")).toHaveValue("America/New_York");
    await expect(page.locator("output")).toContainText(
      "Wednesday 1 July 2026, 21:00 in Europe/Paris (UTC+2)",
    );
    await expect(page.locator("output")).toContainText(
      "Europe/Paris is 6 hours ahead of America/New_York then (UTC−4).",
    );
  });

  test("its fields are a form the server answers", async ({ page }) => {
    await page.goto(PATH);
    await page.getByLabel("Date and time").fill("2026-01-15T09:00");
    await page.getByLabel("From time zone").fill("Asia/Tokyo");
    await page.getByLabel("To time zone").fill("america/sao_paulo");
    await page.getByRole("button", { name: /^Convert/ }).click();
    await expect(page).toHaveURL(/\?t=2026-01-15T09/);
    await expect(page.locator("output")).toContainText(
      "Wednesday 14 January 2026, 21:00 in America/Sao_Paulo (UTC−3)",
    );
  });

  test("the year's clock changes and the text are in the page", async ({ page }) => {
    await page.goto(PATH);
    const rules = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Clocks go forward" }) });
    await expect(rules.getByRole("row")).toHaveCount(13);
    await expect(rules.getByRole("row", { name: /Lord Howe/ })).toContainText("30 minutes");
    await expect(rules.getByRole("row", { name: /Kolkata/ })).toContainText("No change");
    await expect(page.getByText("Which zone does IST mean?")).toBeVisible();
  });
});

test.describe("time zone converter", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("starts at the visitor's own time and zone", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, PATH);
    await expect(page.getByLabel("From time zone")).toHaveValue("Asia/Tokyo");
    await expect(page.getByLabel("Date and time")).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    await expect(page.locator("output")).toContainText("in Europe/London");
    // The address stays bare until the visitor changes something.
    expect(new URL(page.url()).search).toBe("");
  });

  test("an abbreviation that means several zones is asked about, from the keyboard", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, SHARED);
    const from = page.getByLabel("From time zone");
    await from.fill("IST");
    await expect(page.getByText("“IST” may mean several zones: which one?")).toBeVisible();
    await expect(page.locator("output")).not.toContainText("Europe/Paris");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "India Standard Time (Asia/Kolkata)" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(from).toHaveValue("Asia/Kolkata");
    await expect(page.locator("output")).toContainText(
      "Wednesday 1 July 2026, 11:30 in Europe/Paris (UTC+2)",
    );
    await expect(page).toHaveURL(/\?t=2026-07-01T15:00&from=Asia\/Kolkata&to=Europe\/Paris$/);
    // The link under the answer is the same address, and opens the same conversion.
    await page.getByRole("link", { name: "Link to this time" }).click();
    await expect(page.getByLabel("From time zone")).toHaveValue("Asia/Kolkata");
    await expect(page.locator("output")).toContainText(
      "Wednesday 1 July 2026, 11:30 in Europe/Paris (UTC+2)",
    );
  });

  test("finds cities from a list loaded on first focus", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, SHARED);
    await expect(page.locator("datalist option")).toHaveCount(0);
    const to = page.getByLabel("To time zone");
    await to.focus();
    await expect.poll(() => page.locator("datalist option").count()).toBeGreaterThan(500);
    await to.fill("Lord Howe");
    await expect(page.getByText(/^Australia\/Lord_Howe, UTC\+10:30$/)).toBeVisible();
    await expect(page.locator("output")).toContainText(
      "Thursday 2 July 2026, 05:30 in Australia/Lord_Howe (UTC+10:30)",
    );
  });

  test("says a time the clocks skip does not exist, and shows both readings of a repeated one", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, SHARED);
    const when = page.getByLabel("Date and time");
    await when.fill("2026-03-08T02:30");
    await expect(page.locator("output")).toContainText(
      "Sunday 8 March 2026, 02:30 does not exist in America/New_York: the clocks go forward 1 hour that night. Read as Sunday 8 March 2026, 03:30 (UTC−4).",
    );
    await when.fill("2026-11-01T01:30");
    await expect(page.locator("output")).toContainText("happens twice in America/New_York");
    await expect(page.locator("output")).toContainText(
      "Sunday 1 November 2026, 06:30 in Europe/Paris",
    );
    await expect(page.locator("output")).toContainText(
      "Sunday 1 November 2026, 07:30 in Europe/Paris",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("time zone converter on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("fits without sideways scrolling, with an abbreviation's choices open", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, SHARED);
    await page.getByLabel("To time zone").fill("CST");
    await expect(page.getByRole("button", { name: /China Standard Time/ })).toBeVisible();
    await page.screenshot({ path: "test-results/time-zone-360.png", fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
