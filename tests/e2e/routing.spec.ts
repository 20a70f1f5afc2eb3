import { expect, test } from "@playwright/test";
import { redirects } from "../../site/catalog/catalog.ts";
import { site } from "../../site/config.ts";

test.describe("routing rules of docs/spec/decisions.md", () => {
  for (const [alias, target] of redirects) {
    test(`${alias} answers 301 to ${target}, query kept`, async ({ request }) => {
      const response = await request.get(`${alias}?v=2&from=km`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${target}?v=2&from=km`);
    });
  }

  test("an alias opened in the browser lands on its short form with no history entry of its own", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.goto("/kg-to-lbs");
    await expect(page).toHaveURL(/\/kg-to-lb$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("an unknown path answers a real 404 with the not-found page, and logs the path", async ({
    page,
    request,
  }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");

    const logged: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") logged.push(m.text());
    });
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "No-such-page",
    );
    await expect.poll(() => logged.join("\n")).toContain("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a trailing slash answers 301 to the path without it", async ({ request }) => {
    const response = await request.get("/length/?v=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/length?v=1");
  });

  test("/sitemap.xml is XML listing canonical URLs; robots.txt names it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(xml).toContain(`<loc>${site.url}/cm-to-in</loc>`);
    expect(xml).not.toContain(`<loc>${site.url}/cm-to-inches</loc>`);
    expect(xml).not.toContain(`<loc>${site.url}/currency</loc>`);

    const robots = await request.get("/robots.txt");
    expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test("prerendered pages come compressed, hashed assets cached for a year", async ({
    request,
  }) => {
    const page = await request.get("/length", { headers: { "Accept-Encoding": "br" } });
    expect(page.headers()["content-encoding"]).toBe("br");
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const js = await request.get(asset as string);
    expect(js.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});

test("the public API answers through the production server", async ({ request }) => {
  const convert = await request.get("/api/convert?page=kg-to-lb&from=kg&to=lb&value=1");
  expect(convert.status()).toBe(200);
  expect(await convert.json()).toMatchObject({ display: "2.204623" });
  const bad = await request.get("/api/convert?page=kg-to-lb&from=kg&to=parsec&value=1");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toContain("parsec");
});

test("an in-app navigation to an alias lands on its short form, without a reload or a history entry", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
    // The client router of React Router's framework mode: what a <Link> to the alias would call.
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
    ).__reactRouterDataRouter;
    router.navigate("/cm-to-inches?v=2");
  });
  await expect(page).toHaveURL(/\/cm-to-in\?v=2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Centimeters to Inches");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});
