import type { Page } from "@playwright/test";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";

/**
 * Issue 14: the unit picker of a converter page. A native select, and for a long list a filter
 * beside it that finds units by name, plural, symbol, code or alias.
 */

const filterOf = (page: Page, side: "from" | "to") =>
  page.getByRole("searchbox", { name: `Find a unit to convert ${side}` });
const selectOf = (page: Page, side: "From" | "To") =>
  page.getByRole("combobox", { name: `${side} unit` });

/** The values of the options the select offers now. */
const offered = (page: Page, side: "From" | "To") =>
  selectOf(page, side).evaluate((s: HTMLSelectElement) => [...s.options].map((o) => o.value));

test("the filter narrows the list by symbol, and Enter chooses the first match", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/length");
  const all = await offered(page, "From");
  expect(all.length).toBeGreaterThan(20);
  await filterOf(page, "from").fill("nmi");
  // The chosen unit stays in the list; the matches join it, each found by what was typed.
  await expect
    .poll(() => offered(page, "From").then((list) => list.slice(0, 2)))
    .toEqual(["m", "nmi"]);
  const narrowed = await offered(page, "From");
  expect(narrowed.length).toBeLessThan(all.length / 4);
  const words = await selectOf(page, "From").evaluate((s: HTMLSelectElement) =>
    [...s.options].slice(1).map((o) => o.dataset.terms ?? ""),
  );
  for (const w of words) expect(w).toContain("nmi");
  await expect(page.locator("#units-from-matches")).toHaveText(
    `${narrowed.length - 1} of ${all.length} units match · Enter: Nautical Mile (nmi)`,
  );
  await filterOf(page, "from").press("Enter");
  await expect(selectOf(page, "From")).toHaveValue("nmi");
  await expect(filterOf(page, "from")).toHaveValue("");
  await expect.poll(() => offered(page, "From")).toEqual(all);
  await expect(page).toHaveURL(/[?&]from=nmi\b/);
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(
    engineDisplay("length", 1, "nmi", "ft"),
  );
});

test("the filter finds units by plural, by name in other words, and µ typed as u", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/length");
  for (const [query, code] of [
    ["feet", "ft"],
    ["nautical mile", "nmi"],
    ["light-years", "ly"],
    ["um", "µm"],
    ["µm", "µm"],
  ] as const) {
    await filterOf(page, "to").fill(query);
    await expect.poll(() => offered(page, "To"), query).toContain(code);
  }
  await filterOf(page, "to").fill("no such unit");
  await expect.poll(() => offered(page, "To")).toEqual(["ft"]);
  await filterOf(page, "to").press("Escape");
  await expect(filterOf(page, "to")).toHaveValue("");
});

test("a unit is chosen with the keyboard alone, through the filter and through the select", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/length");
  await selectOf(page, "From").focus();
  await page.keyboard.press("Tab");
  await expect(filterOf(page, "from")).toBeFocused();
  await page.keyboard.type("furlong");
  await page.keyboard.press("Enter");
  await expect(selectOf(page, "From")).toHaveValue("furlong");
  // The down arrow moves into the select at the first match; its own keys go on from there.
  await page.keyboard.type("mile");
  await page.keyboard.press("ArrowDown");
  await expect(selectOf(page, "From")).toBeFocused();
  await expect(selectOf(page, "From")).toHaveValue("mi");
  const matches = await offered(page, "From");
  expect(matches.slice(0, 2)).toEqual(["mi", "nmi"]);
  await page.keyboard.press("ArrowDown");
  await expect(selectOf(page, "From")).toHaveValue("nmi");
  await expect(page).toHaveURL(/[?&]from=nmi\b/);
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the select and its filter fit, and a choice converts", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/length");
    await expect(filterOf(page, "from")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const box = await filterOf(page, "from").boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    await filterOf(page, "from").fill("mile");
    await filterOf(page, "from").press("Enter");
    await expect(selectOf(page, "From")).toHaveValue("mi");
    await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(
      engineDisplay("length", 1, "mi", "ft"),
    );
  });
});

test("before the page hydrates, the select is a working native control with every unit", async ({
  page,
  consoleErrors,
}) => {
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/length", { waitUntil: "domcontentloaded" });
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  expect((await offered(page, "To")).length).toBeGreaterThan(20);
  await selectOf(page, "To").selectOption("nmi");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(selectOf(page, "To")).toHaveValue("nmi");
  await expect(page).toHaveURL(/[?&]to=nmi\b/);
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(
    engineDisplay("length", 1, "m", "nmi"),
  );
  expect(consoleErrors).toEqual([]);
});

test("a short list has no filter; a choice stays in the address", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/mm-to-in?v=3");
  await expect(page.getByRole("searchbox")).toHaveCount(0);
  await selectOf(page, "To").selectOption("ft");
  await expect(page).toHaveURL(/[?&]to=ft\b/);
  await expect(page).toHaveURL(/[?&]v=3\b/);
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(selectOf(page, "To")).toHaveValue("ft");
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(
    engineDisplay("mm-to-in", 3, "mm", "ft"),
  );
});

test("the filter finds units by the other names people type: ft-lb, pound-foot, kNm", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/torque");
  for (const [query, code] of [
    ["ft-lb", "lbf_ft"],
    ["pound-foot", "lbf_ft"],
    ["lbf ft", "lbf_ft"],
    ["kNm", "kn_m"],
  ] as const) {
    await filterOf(page, "to").fill(query);
    await expect.poll(() => offered(page, "To"), query).toContain(code);
  }
  await filterOf(page, "from").fill("ft-lb");
  await filterOf(page, "from").press("Enter");
  await expect(selectOf(page, "From")).toHaveValue("lbf_ft");
  await expect(page).toHaveURL(/[?&]from=lbf_ft\b/);
});
