import type { Page } from "@playwright/test";
import { pageAt } from "../../site/catalog/catalog.ts";
import { site } from "../../site/config.ts";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";
import { canonicalLink, metaContent } from "./html.ts";

/**
 * Decision 020: a converter page asked for with a shared address (`?v=&from=&to=`) is rendered by
 * the server in that state, so its answer is in the first paint and needs no JavaScript; in the
 * browser it hydrates without a mismatch, and in-app navigations to an address land in its state.
 */

const SHARED = "/length?v=5.5&from=ft&to=cm";
// 5.5 ft × 30.48 cm/ft = 167.64 cm, exactly.
const ANSWER = "5.5 ft = 167.64 cm";

function converter(page: Page) {
  const region = page.getByRole("region", { name: "Converter" });
  return {
    from: region.getByLabel("From", { exact: true }),
    to: region.getByLabel("To", { exact: true }),
    fromUnit: region.getByLabel("From unit"),
    toUnit: region.getByLabel("To unit"),
    result: region.getByTestId("conversion-result"),
  };
}

async function expectShows(page: Page, value: string, from: string, to: string, slug = "length") {
  const c = converter(page);
  await expect(c.from).toHaveValue(value);
  await expect(c.fromUnit).toHaveValue(from);
  await expect(c.toUnit).toHaveValue(to);
  await expect(c.to).toHaveValue(engineDisplay(slug, Number(value), from, to));
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared address shows its value, its units and its answer", async ({ page }) => {
    await page.goto(SHARED);
    await expectShows(page, "5.5", "ft", "cm");
    await expect(converter(page).to).toHaveValue("167.64");
    await expect(converter(page).result).toHaveText(ANSWER);
  });

  test("a page with fixed units takes the value and keeps its units", async ({ page }) => {
    await page.goto("/c-to-f?v=100&from=k&to=k");
    await expectShows(page, "100", "c", "f", "c-to-f");
    // 100 °C × 9/5 + 32 = 212 °F.
    await expect(converter(page).result).toHaveText("100 °C = 212 °F");
  });

  test("what the page cannot apply falls back to its default, without an error", async ({
    page,
  }) => {
    const defaults = pageAt("/length");
    if (!defaults || !("offer" in defaults)) throw new Error("/length has no units");
    const { from, to } = defaults.offer;
    const response = await page.goto(`/length?v=${"9".repeat(101)}&from=nope&to=${to}`);
    expect(response?.status()).toBe(200);
    await expectShows(page, "1", from, to);
  });
});

test("the answer is also in the head's description, while the canonical link stays the bare page", async ({
  request,
}) => {
  const html = await (await request.get(SHARED)).text();
  expect(canonicalLink(html)).toBe(`${site.url}/length`);
  const bare = metaContent(await (await request.get("/length")).text(), "name", "description");
  expect(metaContent(html, "name", "description")).toBe(`${ANSWER}. ${bare}`);
  expect(metaContent(html, "property", "og:description")).toBe(`${ANSWER}. ${bare}`);
});

test("the server caches an address as it does a page; other parameters keep the prerendered file", async ({
  request,
}) => {
  const shared = await request.get(SHARED, { headers: { "Accept-Encoding": "br" } });
  expect(shared.status()).toBe(200);
  expect(shared.headers()["content-encoding"]).toBe("br");
  expect(shared.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const etag = shared.headers().etag ?? "";
  const again = await request.get(`/length?utm_source=x&to=cm&from=ft&v=5.5`, {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);

  const bare = (await request.get("/length")).headers().etag;
  expect(bare).not.toBe(etag);
  expect((await request.get("/length?utm_source=newsletter")).headers().etag).toBe(bare);
});

test("with JavaScript it hydrates without a mismatch, and editing updates the address", async ({
  page,
  consoleErrors,
}) => {
  await openHydrated(page, SHARED);
  await expectShows(page, "5.5", "ft", "cm");
  await expect(converter(page).result).toHaveText(ANSWER);
  expect(consoleErrors).toEqual([]);

  await converter(page).from.fill("10");
  await expect(converter(page).to).toHaveValue(engineDisplay("length", 10, "ft", "cm"));
  await expect(page).toHaveURL(/\/length\?v=10&from=ft&to=cm$/);
  await converter(page).toUnit.selectOption("in");
  await expect(page).toHaveURL(/\/length\?v=10&from=ft&to=in$/);
  await expect(converter(page).to).toHaveValue(engineDisplay("length", 10, "ft", "in"));
});

/** Marks the window, so that a test can tell an in-app navigation from a document load. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
}
async function stillSameWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);
}

test("an in-app link to an address, from another page, lands in its state", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/");
  await markWindow(page);
  // A plain link in the page's markup, as the search box's answers and static text hold.
  await page.evaluate((href) => {
    const link = Object.assign(document.createElement("a"), { href, textContent: "5 ft in cm" });
    document.querySelector("[data-static]")?.prepend(link);
  }, "/length?v=5&from=ft&to=cm");
  await page.getByRole("link", { name: "5 ft in cm" }).click();

  await expect(page).toHaveURL(/\/length\?v=5&from=ft&to=cm$/);
  await expectShows(page, "5", "ft", "cm");
  expect(await stillSameWindow(page)).toBe(true);
});

test("a navigation to another address of the same page starts from that address", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, SHARED);
  await converter(page).from.fill("2");
  await markWindow(page);
  await page.evaluate(() => {
    // The client router of React Router's framework mode: what a <Link> or navigate() calls.
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
    ).__reactRouterDataRouter;
    router.navigate("/length?v=12&from=in&to=mm");
  });
  await expect(page).toHaveURL(/\/length\?v=12&from=in&to=mm$/);
  await expectShows(page, "12", "in", "mm");
  expect(await stillSameWindow(page)).toBe(true);

  // Back to the shared address: its own state again, not what was typed before leaving it.
  await page.goBack();
  await expect(page).toHaveURL(/\/length\?v=2&from=ft&to=cm$/);
  await expectShows(page, "2", "ft", "cm");
});
