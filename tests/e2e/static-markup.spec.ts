import type { Page } from "@playwright/test";
import { textTravel } from "../../bench/hydration-data.ts";
import { readHydrationData } from "../../bench/hydration-payload.ts";
import { site } from "../../site/config.ts";
import { expect, openHydrated, test } from "./console.ts";
import { canonicalLink } from "./html.ts";

/**
 * docs/decisions/016-static-markup.md: what a visitor reads but does not touch is rendered once, on
 * the server. Hydration neither renders it again nor finds its text in the hydration data, and a
 * navigation in the app takes it from the target page's document.
 */

for (const path of [
  "/",
  "/length",
  "/cm-to-in",
  "/usd-to-eur",
  "/blood-sugar-converter",
  "/about",
]) {
  test(`${path}: its text travels in its HTML, not again in the hydration data`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(readHydrationData(html).scripts).toBeGreaterThan(0);
    const travel = textTravel(html);
    expect(travel.onScreen).toEqual([]);
    expect(travel.inJsonLd).toEqual([]);
  });
}

test("the FAQ is in the page twice, on screen and as FAQPage data, and in no script", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/length")).text();
  const faq = /"@type":"FAQPage".*?"text":"((?:[^"\\]|\\.)*)"/.exec(html);
  const answer = JSON.parse(`"${faq?.[1] ?? ""}"`) as string;
  expect(answer.length).toBeGreaterThan(40);
  expect(html.split('"@type":"FAQPage"').length - 1).toBe(1);
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text());
  });
  await openHydrated(page, "/length");
  await expect(page.getByText(answer)).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script).not.toContain(answer.slice(0, 40));
});

/** Records every change made inside a static block from the end of parsing on. */
async function watchStaticBlocks(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as unknown as { staticChanges: string[] }).staticChanges = changes;
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver((records) => {
        for (const record of records) {
          const target =
            record.target instanceof Element ? record.target : record.target.parentElement;
          const block = target?.closest("[data-static]");
          if (block) changes.push(`${block.getAttribute("data-static")}: ${record.type}`);
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  });
}

for (const path of ["/", "/length", "/contact"]) {
  test(`${path}: hydration leaves every static block as the server rendered it`, async ({
    page,
    consoleErrors: _,
  }) => {
    await watchStaticBlocks(page);
    await openHydrated(page, path);
    expect(await page.locator("[data-static]").count()).toBeGreaterThan(4);
    const changes = await page.evaluate(
      () => (window as unknown as { staticChanges: string[] }).staticChanges,
    );
    expect(changes).toEqual([]);
  });
}

/** The page's own head, as the served document has it and as the browser now shows it. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) =>
      l.getAttribute("href"),
    ),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
  }));
}

test("a navigation in the app shows the target's text and head, as its own document has them", async ({
  page,
  request,
  consoleErrors: _,
}) => {
  const served = await (await request.get("/weight")).text();
  await openHydrated(page, "/length");
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Weight" })
    .click();
  await expect(page).toHaveURL(/\/weight$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weight Converter");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveText(
    /Home\s*>\s*Weight Converter/,
  );
  const expected = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, "text/html");
    return {
      body: doc.querySelector('[data-static="body"]')?.textContent,
      title: doc.title,
    };
  }, served);
  expect(await page.locator('[data-static="body"]').textContent()).toBe(expected.body);
  const head = await headOf(page);
  expect(head.title).toBe(expected.title);
  expect(head.canonical).toEqual([canonicalLink(served)]);
  expect(head.canonical).toEqual([`${site.url}/weight`]);
  expect(head.descriptions).toBe(1);
  // The page's WebApplication data in the head, its FAQPage data in the body.
  expect(head.jsonLd).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Length Converter");
  expect((await headOf(page)).canonical).toEqual([`${site.url}/length`]);
});

test("a link in static markup navigates in the app, and the new page converts", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(page, "/");
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.getByRole("link", { name: "Torque", exact: true }).first().click();
  await expect(page).toHaveURL(/\/torque$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Torque Converter");
  const converter = page.getByRole("region", { name: "Converter" });
  await converter.getByLabel("From", { exact: true }).fill("2");
  await expect(converter.getByLabel("To", { exact: true })).not.toHaveValue("");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(
    true,
  );
});
