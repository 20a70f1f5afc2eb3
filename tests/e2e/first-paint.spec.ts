import { expect, openHydrated, test } from "./console.ts";

/**
 * Decision 013: a page paints from its HTML alone; its modules are requested only once the first
 * frame is out, and the page then hydrates as before (no console error, nothing blocked).
 */
for (const path of ["/", "/length", "/usd-to-eur"]) {
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
