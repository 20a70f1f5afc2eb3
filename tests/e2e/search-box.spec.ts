import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";
import { controlledByWorker } from "./service-worker.ts";

/**
 * Issue 15: the search and quick-convert box, in the header of every page and on the home page. Its
 * answers are GET /api/query's (app/components/search/load-query.ts); what these tests check is the box: the
 * combobox, its keys, the shortcut, the phone and the installed app offline.
 */

const LABEL = "Convert or search units";
/** The header's box ("Site"), or the home page's ("Quick convert"). */
const boxOf = (page: Page, name = "Site") => page.getByRole("search", { name });
const fieldOf = (box: Locator) => box.getByRole("combobox", { name: LABEL });
// Options are looked for in the box: a page's unit selects have options too.

/** 5 ft 3 in is 63 in, 5.25 ft; the site shows 63 × 2.54 cm as its display rules write it. */
const FIVE_FT_THREE_IN = {
  question: "5 ft 3 in to cm",
  answer: `5 ft 3 in = ${engineDisplay("length", 5.25, "ft", "cm")} cm`,
  address: /\/length\?(?=.*\bv=5\.25\b)(?=.*\bfrom=ft\b)(?=.*\bto=cm\b)/,
};

/** The option the combobox says is active (aria-activedescendant), as its text. */
async function activeOption(page: Page, field: Locator): Promise<string | null> {
  const id = await field.getAttribute("aria-activedescendant");
  return id === null ? null : page.locator(`[id="${id}"]`).textContent();
}

test.describe("the search box on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("is a named search landmark holding an ARIA 1.2 combobox and its listbox", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    const field = fieldOf(boxOf(page));
    await expect(field).toBeVisible();
    await expect(field).toHaveAttribute("aria-autocomplete", "list");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveAttribute("aria-keyshortcuts", "/");
    // The list is in the document before it has anything to show, as aria-controls says.
    const listbox = page.locator(`[id="${await field.getAttribute("aria-controls")}"]`);
    await expect(listbox).toHaveAttribute("role", "listbox");
    await expect(listbox).toBeHidden();

    // The home page has a box of its own, which the shortcut goes to; the header's keeps its place.
    await openHydrated(page, "/");
    await expect(fieldOf(boxOf(page, "Quick convert"))).toHaveAttribute("aria-keyshortcuts", "/");
    await expect(fieldOf(boxOf(page))).not.toHaveAttribute("aria-keyshortcuts", /./);
    await expect(page.getByRole("search")).toHaveCount(2);
  });

  test("what answers loads on first use, not with the page", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/length");
    const fetched = () =>
      page.evaluate(() =>
        performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
      );
    const lazy = (paths: string[]) =>
      paths.filter((p) => /^\/assets\/search-popup-/.test(p) || p === "/query-index.json");
    expect(lazy(await fetched())).toEqual([]);
    await fieldOf(boxOf(page)).focus();
    await expect.poll(async () => lazy(await fetched()).length).toBe(2);
  });

  test("typing a question shows its answer at once; Enter opens it on its converter", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    const field = fieldOf(boxOf(page));
    await field.fill(FIVE_FT_THREE_IN.question);
    const answer = boxOf(page).getByRole("option").first();
    await expect(answer).toHaveText(FIVE_FT_THREE_IN.answer);
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(boxOf(page).getByRole("listbox", { name: LABEL })).toBeVisible();
    // Said politely to a screen reader, without moving into the list.
    await expect(boxOf(page).getByRole("status")).toContainText(FIVE_FT_THREE_IN.answer);
    expect(await axeViolations(page)).toEqual([]);

    // No option active: Enter opens the answer, here on the page already open.
    expect(await activeOption(page, field)).toBeNull();
    await field.press("Enter");
    await expect(page).toHaveURL(FIVE_FT_THREE_IN.address);
    const converter = page.getByRole("region", { name: "Converter" });
    await expect(converter.getByLabel("From unit")).toHaveValue("ft");
    await expect(converter.getByLabel("To unit")).toHaveValue("cm");
    await expect(converter.getByRole("textbox", { name: "From" })).toHaveValue("5.25");
    await expect(converter.getByRole("textbox", { name: "To" })).toHaveValue(
      engineDisplay("length", 5.25, "ft", "cm"),
    );
    await expect(field).toHaveAttribute("aria-expanded", "false");
  });

  test("without an answer, the box says why, and never shows a number", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    const field = fieldOf(boxOf(page));
    await field.fill("1 m to kg");
    const why = boxOf(page)
      .getByRole("paragraph")
      .filter({ hasText: /length.*mass/i });
    await expect(why).toBeVisible();
    await expect(boxOf(page).getByRole("option")).toHaveCount(0);
    await expect(boxOf(page).getByRole("status")).toContainText(/length.*mass/i);
    // Enter has nothing to open: the answer page says why (decision 030).
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=1\+m\+to\+kg$/);
    await expect(page.getByRole("main").getByText(/length.*mass/i)).toBeVisible();
  });

  test("a calculation shows how it was read, its result, and the converter of its unit", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    await fieldOf(boxOf(page)).fill("15 km/h * 30 min");
    const reading = "(15 km/h) × (30 min) = 7.5 km";
    await expect(boxOf(page).getByRole("option", { name: reading })).toBeVisible();
    await expect(boxOf(page).getByRole("status")).toContainText(reading);
    await expect(
      boxOf(page)
        .getByRole("option", { name: /Length/ })
        .first(),
    ).toBeVisible();
  });

  test("a click opens an option", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/about");
    await fieldOf(boxOf(page)).fill(FIVE_FT_THREE_IN.question);
    await boxOf(page).getByRole("option", { name: FIVE_FT_THREE_IN.answer }).click();
    await expect(page).toHaveURL(FIVE_FT_THREE_IN.address);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Length");
  });

  test("keyboard only: '/', a unit's name, the arrows to its page, Enter", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    const field = fieldOf(boxOf(page));
    await page.keyboard.press("/");
    await expect(field).toBeFocused();
    await page.keyboard.type("newton meter");
    // "Newton Meter (N·m) — Torque Converter", among the other pages that offer N·m.
    const torque = boxOf(page).getByRole("option", { name: /\bTorque Converter$/ });
    await expect(torque).toBeVisible();
    const count = await boxOf(page).getByRole("option").count();

    // Down from the field goes to the first option, on to the last, and wraps to the first.
    await page.keyboard.press("ArrowDown");
    const first = await activeOption(page, field);
    expect(first).not.toBeNull();
    for (let i = 1; i < count; i++) await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await activeOption(page, field)).toBe(first);
    // Up from the first wraps to the last.
    await page.keyboard.press("ArrowUp");
    await expect(boxOf(page).getByRole("option").last()).toHaveAttribute("aria-selected", "true");

    const torqueId = await torque.getAttribute("id");
    for (let i = 0; i < count; i++) {
      if ((await field.getAttribute("aria-activedescendant")) === torqueId) break;
      await page.keyboard.press("ArrowDown");
    }
    await expect(torque).toHaveAttribute("aria-selected", "true");
    await expect(field).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/torque\?(.*&)?from=nm\b/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Torque");
    await expect(
      page.getByRole("region", { name: "Converter" }).getByLabel("From unit"),
    ).toHaveValue("nm");
  });

  test("Escape closes the list, then clears the field", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/about");
    const field = fieldOf(boxOf(page));
    await field.fill(FIVE_FT_THREE_IN.question);
    await expect(boxOf(page).getByRole("option").first()).toBeVisible();
    await field.press("ArrowDown");
    await field.press("Escape");
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).not.toHaveAttribute("aria-activedescendant", /./);
    await expect(boxOf(page).getByRole("option")).toHaveCount(0);
    await expect(field).toHaveValue(FIVE_FT_THREE_IN.question);
    await field.press("Escape");
    await expect(field).toHaveValue("");
    // Down opens the list again once there is something to list.
    await field.fill(FIVE_FT_THREE_IN.question);
    await field.press("Escape");
    await field.press("ArrowDown");
    await expect(field).toHaveAttribute("aria-expanded", "true");
    expect(await activeOption(page, field)).toBe(FIVE_FT_THREE_IN.answer);
  });

  test("'/' is typed where text is typed: in the box, in a converter field, in a select", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    const field = fieldOf(boxOf(page));
    const from = page.getByRole("region", { name: "Converter" }).getByRole("textbox", {
      name: "From",
    });
    await from.fill("");
    await from.press("1");
    await from.press("/");
    await from.press("2");
    await expect(from).toHaveValue("1/2");
    await expect(from).toBeFocused();

    const select = page.getByRole("region", { name: "Converter" }).getByLabel("From unit");
    await select.focus();
    await page.keyboard.press("/");
    await expect(select).toBeFocused();

    // With Ctrl held it is the browser's, not the page's.
    await page.getByRole("heading", { level: 1 }).click();
    await page.keyboard.press("Control+/");
    await expect(field).not.toBeFocused();

    await page.keyboard.press("/");
    await expect(field).toBeFocused();
    await page.keyboard.type("3/8 in to mm");
    await expect(field).toHaveValue("3/8 in to mm");
  });
});

test.describe("the search box on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test("the header's icon opens the box over the whole bar; nothing overflows", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    const box = boxOf(page);
    const field = fieldOf(box);
    const closed = await box.boundingBox();
    expect(closed?.width).toBeLessThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    await field.tap();
    await expect(field).toBeFocused();
    await expect.poll(async () => (await box.boundingBox())?.width).toBe(360);
    await page.keyboard.type(FIVE_FT_THREE_IN.question);
    const answer = boxOf(page).getByRole("option", { name: FIVE_FT_THREE_IN.answer });
    await expect(answer).toBeVisible();
    const shown = await answer.boundingBox();
    expect(shown?.x).toBeGreaterThanOrEqual(0);
    expect((shown?.x ?? 0) + (shown?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await answer.tap();
    await expect(page).toHaveURL(FIVE_FT_THREE_IN.address);
  });

  test("the home page's box is full width", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/");
    const field = fieldOf(boxOf(page, "Quick convert"));
    await expect(field).toBeVisible();
    // The page's padding aside (16 px each side).
    expect((await field.boundingBox())?.width).toBeGreaterThanOrEqual(360 - 2 * 16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});

test.describe("the search box in the installed app", () => {
  test.use({ serviceWorkers: "allow" });

  test("answers without a network, money at the last rates it received", async ({
    page,
    context,
  }) => {
    // Offline, the request for fresh rates fails, as it must, and the browser logs it; nothing else
    // may go wrong.
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(`${m.text()} (${m.location().url})`);
    });
    page.on("pageerror", (e) => errors.push(e.message));

    await openHydrated(page, "/");
    await controlledByWorker(page);
    const field = fieldOf(boxOf(page, "Quick convert"));
    const answer = boxOf(page, "Quick convert").getByRole("option").first();
    // Once online, as a visitor would have used the box before: it keeps the rates it received.
    await field.fill("100 usd to eur");
    await expect(answer).toHaveText(/^100 USD = \S+ EUR/);
    const online = await answer.textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await field.fill("100 usd to eur");
    await expect(answer).toHaveText(online ?? "");
    await field.fill(FIVE_FT_THREE_IN.question);
    await expect(answer).toHaveText(FIVE_FT_THREE_IN.answer);
    await field.press("Enter");
    await expect(page).toHaveURL(FIVE_FT_THREE_IN.address);
    await expect(
      page.getByRole("region", { name: "Converter" }).getByRole("textbox", { name: "To" }),
    ).toHaveValue(engineDisplay("length", 5.25, "ft", "cm"));
    expect(errors.filter((e) => !e.includes("/api/get-exchange-rates"))).toEqual([]);
  });
});
