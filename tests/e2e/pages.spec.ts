import { expect, test } from "@playwright/test";
import { canonicalPath, pages } from "../../site/catalog/catalog.ts";
import { site } from "../../site/config.ts";
import { canonicalLink, firstHeading, metaContent } from "./html.ts";

const htmlPages = pages.filter((p) => p.kind !== "sitemap-xml");

test.describe("every page of the catalog, as served", () => {
  for (const page of htmlPages) {
    test(`${page.path} answers 200 with its heading, canonical link and head`, async ({
      request,
    }) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(firstHeading(html)).toBe(page.title);
      const canonical = `${site.url}${canonicalPath(page) === "/" ? "/" : canonicalPath(page)}`;
      expect(canonicalLink(html)).toBe(canonical);
      expect(metaContent(html, "property", "og:url")).toBe(canonical);
      expect(metaContent(html, "name", "description")).toBe(page.description);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toContain(`© 2024 - ${site.buildDate.slice(0, 4)} ${site.name}`);
    });
  }
});

test.describe("every page of the catalog, in the browser", () => {
  for (const page of htmlPages) {
    test(`${page.path} hydrates without a console error`, async ({ page: tab }) => {
      const errors: string[] = [];
      tab.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      tab.on("pageerror", (e) => errors.push(e.message));
      await tab.goto(page.path);
      await expect(tab.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(tab.getByRole("heading", { level: 1 })).toHaveText(page.title);
      expect(errors).toEqual([]);
    });
  }
});

test("a converter page carries its own category's units and no other's, in neither HTML nor code", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  await page.goto("/weight");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  const weightHtml = await (await request.get("/weight")).text();
  expect(weightHtml).toContain("Troy Ounce");
  expect(weightHtml).not.toContain("Furlong");
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).not.toContain("Furlong");
    expect(script).not.toContain("Troy Ounce");
  }
  expect(await (await request.get("/length")).text()).toContain("Furlong");
});
