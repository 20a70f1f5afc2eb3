import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { chartLabel, onDateText, pointText } from "../../app/components/history/history-text.ts";
import { historyWordsOf } from "../../app/components/history/history-words.ts";
import { OFFLINE_PORT } from "../../playwright.config.ts";
import { en } from "../../site/i18n/ui/en.ts";
import type { HistoryBody } from "../../site/money/rate-history.ts";
import { ECB_DATE } from "../fakes/rates-data.ts";
import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";

/** The rate history's English words. */
const EN = historyWordsOf(en, "en");

// Issue 17, part 4: the rate history on the currency pages, against the fake ECB's history
// (every business day from 2019-01-02 to ECB_DATE, 2025-03-14, a Friday).

const USD_EUR = { base: "USD", quote: "EUR", baseName: "US Dollar", quoteName: "Euro" };
const BOUNDS = { first: "2019-01-02", last: ECB_DATE };

/** What the history API answers, asked from the test (the chart's numbers must be these). */
async function history(page: Page, query: string): Promise<HistoryBody> {
  const response = await page.request.get(`/api/rates/history?${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const section = (page: Page) => page.getByRole("region", { name: /rate history$/ });
const chart = (page: Page) => section(page).getByRole("img");

/** Scrolls the history into view and waits for its chart. */
async function showHistory(page: Page) {
  // By its heading, which the placeholder and the history share: the one may replace the other
  // while a locator holds it (after a reload, the restored scroll position can show it at once).
  await page.evaluate(() => document.getElementById("rate-history-title")?.scrollIntoView());
  await expect(chart(page)).toBeVisible();
}

test.describe("the rate history", () => {
  test("is not in the first view: its code loads when it scrolls into view, and draws a year", async ({
    page,
    consoleErrors: _,
  }) => {
    const requested: string[] = [];
    page.on("request", (r) => requested.push(r.url()));
    await openHydrated(page, "/usd-to-eur");
    // The server's placeholder says what will appear, below the converter.
    await expect(section(page)).toContainText("USD to EUR rate history");
    await expect(section(page)).toContainText("A chart of the USD to EUR rate");
    await page.waitForTimeout(500);
    expect(requested.filter((u) => /rate-history|\/api\/rates\/history/.test(u))).toEqual([]);

    // Where the heading is as the placeholder comes into view, before its code has loaded...
    const placed = await page.evaluate(() => {
      const heading = document.getElementById("rate-history-title");
      heading?.scrollIntoView();
      return heading?.getBoundingClientRect().top;
    });
    await expect(chart(page)).toBeVisible();
    expect(requested.some((u) => /\/assets\/rate-history-[\w-]+\.js$/.test(u))).toBe(true);
    // ...is where it stays once the history has replaced it: nothing jumps.
    expect(
      await page.evaluate(
        () => document.getElementById("rate-history-title")?.getBoundingClientRect().top,
      ),
    ).toBe(placed);
    const year = await history(page, "base=USD&quote=EUR&from=2024-03-14&to=2025-03-14");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      chartLabel(USD_EUR, "1y", BOUNDS, year.points, EN),
    );
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      /^US Dollar to Euro, last year \(14 Mar 2024 to 14 Mar 2025\): from [\d.]+ to [\d.]+, low [\d.]+, high [\d.]+$/,
    );
  });

  test("switching ranges redraws the chart, its table and its CSV", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/usd-to-eur");
    await showHistory(page);
    const ranges = section(page).getByRole("group", { name: "Range" });
    await expect(ranges.getByRole("button", { name: "1 year" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await ranges.getByRole("button", { name: "1 month" }).click();
    const month = await history(page, "base=USD&quote=EUR&from=2025-02-14&to=2025-03-14");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      chartLabel(USD_EUR, "1m", BOUNDS, month.points, EN),
    );
    await expect(section(page).getByRole("link", { name: /CSV/ })).toHaveText(
      `Download these ${month.points.length} rates (CSV)`,
    );

    await ranges.getByRole("button", { name: "5 years" }).click();
    const five = await history(page, "base=USD&quote=EUR&from=2020-03-14&to=2025-03-14");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      chartLabel(USD_EUR, "5y", BOUNDS, five.points, EN),
    );

    await ranges.getByRole("button", { name: "All" }).click();
    const all = await history(page, "base=USD&quote=EUR");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      /^US Dollar to Euro, since 2 January 2019 \(2 Jan 2019 to 14 Mar 2025\)/,
    );
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      chartLabel(USD_EUR, "all", BOUNDS, all.points, EN),
    );
    // The line is drawn with at most 600 points, however many days the range has.
    const drawn = await chart(page).locator("path").getAttribute("d");
    expect(all.points.length).toBeGreaterThan(1500);
    expect(drawn?.match(/[ML]/g)?.length).toBeLessThanOrEqual(600);
  });

  test("a pointer or the slider shows a day's rate", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/usd-to-eur");
    await showHistory(page);
    const year = await history(page, "base=USD&quote=EUR&from=2024-03-14&to=2025-03-14");
    const readout = section(page).getByTestId("history-readout");
    const last = year.points.at(-1);
    if (!last) throw new Error("no points");
    await expect(readout).toHaveText(`${pointText(USD_EUR, last, EN)} (the latest shown)`);

    // Hovering the middle of the chart reads a day near the middle of the range.
    const box = await chart(page).boundingBox();
    if (!box) throw new Error("no chart box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(section(page).getByTestId("history-marker")).toBeVisible();
    const hovered = await readout.textContent();
    expect(hovered).toMatch(/^\w+day \d+ (August|September|October) 2024: 1 USD = [\d.]+ EUR$/);
    const day = year.points.find((p) =>
      hovered?.startsWith(pointText(USD_EUR, p, EN).split(":")[0] ?? ""),
    );
    expect(hovered).toBe(day && pointText(USD_EUR, day, EN));
    await page.mouse.move(box.x + box.width / 2, box.y - 200);
    await expect(section(page).getByTestId("history-marker")).toHaveCount(0);

    // The keyboard: the slider under the chart, day by day.
    const slider = section(page).getByRole("slider");
    await slider.focus();
    await page.keyboard.press("ArrowLeft");
    const before = year.points.at(-2);
    if (!before) throw new Error("no points");
    await expect(readout).toHaveText(pointText(USD_EUR, before, EN));
    await expect(slider).toHaveAttribute("aria-valuetext", pointText(USD_EUR, before, EN));
    await page.keyboard.press("Home");
    await expect(readout).toHaveText(
      pointText(USD_EUR, year.points[0] as (typeof year.points)[0], EN),
    );
  });

  test("the table lists the points: every day of a year, one per week of everything", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/usd-to-eur");
    await showHistory(page);
    const year = await history(page, "base=USD&quote=EUR&from=2024-03-14&to=2025-03-14");
    await section(page)
      .getByText(/The rates as a table/)
      .click();
    const table = section(page).getByRole("table");
    await expect(table).toContainText("one row per day published");
    await expect(table.locator("tbody tr")).toHaveCount(year.points.length);
    await expect(table.locator("tbody tr").first()).toHaveText(
      `14 March 2025${year.points.at(-1)?.rate}`,
    );

    await section(page).getByRole("button", { name: "All" }).click();
    await expect(table).toContainText("one row per week");
    const rows = await table.locator("tbody tr").count();
    expect(rows).toBeGreaterThan(300);
    expect(rows).toBeLessThan(340);
  });

  test("the rate on a Sunday is the Friday's, and says so; a day before the history is refused", async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, "/usd-to-eur");
    await showHistory(page);
    const friday = await history(page, "base=USD&quote=EUR&on=2025-03-14");
    const field = section(page).getByLabel("Rate on a date");
    await field.fill("2025-03-16");
    const answer = section(page).getByTestId("rate-on-date");
    const point = friday.points[0];
    if (!point) throw new Error("no point");
    await expect(answer).toHaveText(onDateText(USD_EUR, "2025-03-16", point, EN));
    await expect(answer).toContainText(
      "on Friday 14 March 2025, the last day published before Sunday 16 March 2025.",
    );

    // The converter's amount is converted.
    await page.getByLabel("Amount", { exact: true }).fill("250");
    await expect(answer).toHaveText(onDateText(USD_EUR, "2025-03-16", point, EN, 250));

    await field.fill("2018-12-31");
    await expect(answer).toHaveText("2018-12-31 is before 2019-01-02, the first day kept.");
    // The browser's own line for the 400, which the page reads and shows.
    expect(consoleErrors).toEqual([
      "Failed to load resource: the server responded with a status of 400 (Bad Request)",
    ]);
    consoleErrors.length = 0;
  });

  test("the CSV link downloads the shown range", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/usd-to-eur");
    await showHistory(page);
    const year = await history(page, "base=USD&quote=EUR&from=2024-03-14&to=2025-03-14");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section(page).getByRole("link", { name: /CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("usd-eur-2024-03-14-to-2025-03-14.csv");
    const path = await download.path();
    const lines = readFileSync(path, "utf8").trimEnd().split("\n");
    expect(lines[0]).toBe("date,rate");
    expect(lines).toHaveLength(year.points.length + 1);
    expect(lines[1]).toBe(`${year.points[0]?.date},${year.points[0]?.rate}`);
    expect(lines.at(-1)).toBe(`2025-03-14,${year.points.at(-1)?.rate}`);
  });

  test("follows the general converter's pair; a coin has no history", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter");
    const converter = page.getByRole("region", { name: "Currency Converter" });
    await expect(converter.getByTestId("rate")).toBeVisible();
    await showHistory(page);
    await converter.getByLabel("To currency").selectOption("GBP");
    await expect(section(page).getByRole("heading")).toHaveText("USD to GBP rate history");
    const year = await history(page, "base=USD&quote=GBP&from=2024-03-14&to=2025-03-14");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      chartLabel(
        { ...USD_EUR, quote: "GBP", quoteName: "British Pound" },
        "1y",
        BOUNDS,
        year.points,
        EN,
      ),
    );
    await converter.getByRole("button", { name: "Swap currencies" }).click();
    await expect(section(page).getByRole("heading")).toHaveText("GBP to USD rate history");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      /^British Pound to US Dollar, last year/,
    );

    await converter.getByLabel("To currency").selectOption("BTC");
    await expect(section(page)).toContainText(
      "The history covers currencies, not coins such as BTC.",
    );
    await expect(chart(page)).toHaveCount(0);
  });

  test("a pair beyond the ECB's draws the rates its banks published, from its own first day", async ({
    page,
    consoleErrors: _,
  }) => {
    // Frankfurter's series (tests/fakes/frankfurter.ts): the naira from 2001-12-10.
    await openHydrated(page, "/usd-to-ngn");
    await showHistory(page);
    await expect(section(page).getByRole("heading")).toHaveText("USD to NGN rate history");
    await expect(section(page)).toContainText("relayed by Frankfurter");
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      /^US Dollar to Nigerian Naira, last year \(\d+ \w+ 2024 to 1[34] Mar 2025\)/,
    );
    const ranges = section(page).getByRole("group", { name: "Range" });
    await ranges.getByRole("button", { name: "All" }).click();
    await expect(chart(page)).toHaveAttribute(
      "aria-label",
      /^US Dollar to Nigerian Naira, .*10 Dec 2001/,
    );
    const all = await history(page, "base=USD&quote=NGN");
    expect(all).toMatchObject({ first: "2001-12-10", source: "Frankfurter" });
    // A pair of two ECB currencies keeps the ECB's own history.
    expect(await history(page, "base=USD&quote=EUR&on=2025-03-14")).toMatchObject({
      source: "European Central Bank",
    });
  });

  test("a navigation in the app brings the next page's history, or none", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter");
    await showHistory(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Currency" }).click();
    await nav.getByRole("link", { name: "Bitcoin to USD" }).click();
    await expect(page).toHaveURL(/\/btc-to-usd$/);
    await expect(section(page)).toHaveCount(0);
    await nav.getByRole("button", { name: "Currency" }).click();
    await nav.getByRole("link", { name: "USD to EUR" }).click();
    await expect(page).toHaveURL(/\/usd-to-eur$/);
    await expect(section(page).getByRole("heading")).toHaveText("USD to EUR rate history");
    // One converter: the pages' converter and history once shared a key, and React left a page's
    // converter in the document beside the next one's, where the history read it.
    await expect(page.getByRole("region", { name: /Converter$/ })).toHaveCount(1);
    await showHistory(page);
    await expect(chart(page)).toHaveAttribute("aria-label", /^US Dollar to Euro, last year/);
  });

  test("the crypto converter has no history", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/crypto-currency");
    await expect(page.locator("[data-static=history]")).toHaveCount(0);
    await expect(section(page)).toHaveCount(0);
  });

  test("a 360 px phone scrolls no sideways, in dark mode too, and the section has no axe violation", async ({
    page,
    consoleErrors: _,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ colorScheme: "dark" });
    await openHydrated(page, "/usd-to-eur");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await showHistory(page);
    await section(page)
      .getByText(/The rates as a table/)
      .click();
    await section(page).getByLabel("Rate on a date").fill("2025-03-16");
    await expect(section(page).getByTestId("rate-on-date")).toContainText("Friday 14 March 2025");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    // Dark: the line is drawn in the dark theme's colour, on the dark page.
    const stroke = await chart(page)
      .locator("path")
      .evaluate((p) => getComputedStyle(p).stroke);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await showHistory(page);
    const lightStroke = await chart(page)
      .locator("path")
      .evaluate((p) => getComputedStyle(p).stroke);
    expect(stroke).not.toBe(lightStroke);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await showHistory(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test("a touch on the chart shows that day's rate", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/usd-to-eur");
    await showHistory(page);
    const year = await history(page, "base=USD&quote=EUR&from=2024-03-14&to=2025-03-14");
    const box = await chart(page).boundingBox();
    if (!box) throw new Error("no chart box");
    // The first day is at the line's left end (8 px in).
    await page.touchscreen.tap(box.x + 8, box.y + box.height / 2);
    await expect(section(page).getByTestId("history-marker")).toBeVisible();
    const first = year.points[0];
    if (!first) throw new Error("no points");
    await expect(section(page).getByTestId("history-readout")).toHaveText(
      pointText(USD_EUR, first, EN),
    );
  });
});

test.describe("the rate history when it cannot be shown", () => {
  test("a range with no rates says so", async ({ page, consoleErrors: _ }) => {
    await page.route("**/api/rates/history?*from=*", async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), points: [] } });
    });
    await openHydrated(page, "/usd-to-eur");
    await page.evaluate(() => document.getElementById("rate-history-title")?.scrollIntoView());
    await expect(section(page)).toContainText("No USD to EUR rate was published in this range.");
  });

  test("a network error says so, and Try again asks again", async ({ page, consoleErrors }) => {
    await page.route("**/api/rates/history?*", (route) => route.abort());
    await openHydrated(page, "/usd-to-eur");
    await page.evaluate(() => document.getElementById("rate-history-title")?.scrollIntoView());
    await expect(section(page)).toContainText("The rate history could not be fetched.");
    await page.unroute("**/api/rates/history?*");
    await section(page).getByRole("button", { name: "Try again" }).click();
    await expect(chart(page)).toBeVisible();
    // The aborted request is the browser's own console line, not the page's error.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/ERR_FAILED/.test(e)),
    );
  });

  test("before the history is imported, the page says it is still being loaded", async ({
    page,
    consoleErrors,
  }) => {
    // The second server's ECB never answers: it has no history, and says 503.
    await openHydrated(page, `http://127.0.0.1:${OFFLINE_PORT}/usd-to-eur`);
    await page.evaluate(() => document.getElementById("rate-history-title")?.scrollIntoView());
    await expect(section(page)).toContainText(
      "The rate history is still being loaded; try again in a minute.",
    );
    await expect(section(page).getByRole("button", { name: "Try again" })).toBeVisible();
    // The browser logs the 503 and the converter's unreachable rates; the page itself throws nothing.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/503|Failed to load resource|Exchange rates/.test(e)),
    );
  });
});
