import { expect, openHydrated, test } from "./console.ts";

/**
 * Decision 013: a page paints from its HTML alone; its modules are requested only once the first
 * frame is out, and the page then hydrates as before (no console error, nothing blocked). A shared
 * address, rendered by the server per request (decision 020), paints the same way.
 */
for (const path of ["/", "/length", "/usd-to-eur", "/length?v=5.5&from=ft&to=cm"]) {
  test(`${path}: modules are requested after the first frame, and the page hydrates`, async ({
    page,
    consoleErrors,
  }) => {
    // The first animation frame of the document: its callback runs as the first frame is made.
    await page.addInitScript(() => {
      requestAnimationFrame((time) => {
        (window as unknown as { firstFrame: number }).firstFrame = time;
      });
    });
    await openHydrated(page, path);
    const { firstFrame, modules } = await page.evaluate(() => ({
      firstFrame: (window as unknown as { firstFrame: number }).firstFrame,
      modules: performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.startsWith("/assets/") && e.name.endsWith(".js"))
        .map((e) => ({ url: e.name, start: e.startTime })),
    }));
    expect(modules.length).toBeGreaterThan(3);
    for (const module of modules) expect(module.start, module.url).toBeGreaterThan(firstFrame);
    expect(consoleErrors).toEqual([]);
  });
}

test("what is typed and chosen before the page hydrates is kept and converted", async ({
  page,
  consoleErrors,
}) => {
  // The modules arrive late, as on a slow network: the visitor acts on the painted page first.
  await page.route("**/assets/*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto("/length", { waitUntil: "domcontentloaded" });
  const from = page.getByRole("textbox", { name: "From" });
  await from.fill("25");
  await page.getByRole("combobox", { name: "To unit" }).selectOption("in");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]v=25\b/);
  await expect(page).toHaveURL(/[?&]to=in\b/);
  await expect(from).toHaveValue("25");
  const shown = await page.getByRole("textbox", { name: "To" }).inputValue();

  // The same conversion asked for by its address, on a page that hydrated first.
  // Modules still on their way (the reader loaded for the replayed edit) may finish unrouted.
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await openHydrated(page, "/length?v=25&from=m&to=in");
  await expect(page.getByRole("textbox", { name: "To" })).toHaveValue(shown);
  expect(shown).not.toBe("");
  expect(consoleErrors).toEqual([]);
});
