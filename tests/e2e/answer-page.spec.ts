import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";

/**
 * Issue 23: the answer page, `/search?q=`. The box's form asks it with GET, so Enter answers
 * without JavaScript too; with JavaScript, Enter on a calculation opens it. The server renders it
 * for each question: never indexed, kept by caches like /api/query's answers.
 */

const LABEL = "Convert or search units";
const headerField = (page: Page) =>
  page.getByRole("search", { name: "Site" }).getByRole("combobox", { name: LABEL });
const answerOf = (page: Page) => page.getByRole("region", { name: "Answer" });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter in the header's box asks the answer page; its form asks again", async ({ page }) => {
    await page.goto("/about");
    await headerField(page).fill("15 km/h * 30 min");
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=15\+km%2Fh\+\*\+30\+min$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("15 km/h * 30 min");
    await expect(answerOf(page)).toContainText("Read as (15 km/h) × (30 min)");
    await expect(answerOf(page)).toContainText("7.5 km");
    await expect(
      page.getByRole("link", { name: "Kilometer (km) — Length Converter" }),
    ).toHaveAttribute("href", "/length?v=7.5&from=km");

    // Money, at the server's live rates, with their source.
    const again = page.getByRole("textbox", { name: "Ask again" });
    await expect(again).toHaveValue("15 km/h * 30 min");
    await again.fill("100 usd to eur");
    await again.press("Enter");
    await expect(answerOf(page)).toContainText(/^100 USD = [\d,]+\.\d\d EUR/);
    await expect(page.getByText(/^Source: European Central Bank/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Open in the Currency Converter" })).toBeVisible();

    // What has no answer says why.
    await page.getByRole("textbox", { name: "Ask again" }).fill("5 kg + 3 m");
    await page.getByRole("textbox", { name: "Ask again" }).press("Enter");
    await expect(page.getByText("5 kg + 3 m: mass and length cannot be added.")).toBeVisible();
    await expect(answerOf(page)).toHaveCount(0);

    // A ring size, by its standard, with the tool to open.
    await page.getByRole("textbox", { name: "Ask again" }).fill("UK ring size N to US");
    await page.getByRole("textbox", { name: "Ask again" }).press("Enter");
    await expect(answerOf(page)).toContainText("UK & Australia ring size N = US & Canada 6¾");
    await expect(page.getByText(/^UK & Australia: letters from A = 37\.5 mm/)).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Open in the Ring Size Converter" }),
    ).toHaveAttribute("href", "/ring-size-converter");
  });
});

test.describe("in another language, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Enter in a German page's box asks the German answer page, which answers in German", async ({
    page,
  }) => {
    await page.goto("/de/ueber-uns");
    const field = page
      .getByRole("search", { name: "Website" })
      .getByRole("combobox", { name: "Einheiten umrechnen oder suchen" });
    await field.fill("5 Fuß 3 Zoll in cm");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/de\/suche\?q=5\+Fu%C3%9F\+3\+Zoll\+in\+cm$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveTitle(/^5 Fuß 3 Zoll in cm \| UnitPilot$/);
    const answer = page.getByRole("region", { name: "Antwort" });
    await expect(answer).toContainText("5 ft 3 in = 160,02 cm");
    await expect(answer.getByRole("link", { name: /^Seite öffnen: / })).toHaveAttribute(
      "href",
      "/de/laenge?v=5.25&from=ft&to=cm",
    );

    // Its own form asks again, in German, and a refusal says why in German.
    const again = page.getByRole("textbox", { name: "Erneut fragen" });
    await again.fill("5 kg + 3 m");
    await again.press("Enter");
    await expect(page).toHaveURL(/\/de\/suche\?q=/);
    await expect(page.getByRole("region", { name: "Antwort" })).toHaveCount(0);
    await expect(page.getByText(/^5 kg \+ 3 m: /)).not.toContainText("cannot");
  });

  test("the empty Spanish answer page lists Spanish examples that it answers", async ({ page }) => {
    await page.goto("/es/buscar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Convertir y calcular");
    await page.getByRole("link", { name: "5 pies 3 pulgadas a cm" }).click();
    await expect(page.getByRole("region", { name: "Respuesta" })).toContainText("160,02 cm");
  });
});

test.describe("with JavaScript", () => {
  test("Enter on a calculation opens its answer page; the page passes axe", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    await headerField(page).fill("3 kW * 2 h");
    await expect(page.getByRole("option", { name: "(3 kW) × (2 h) = 6 kWh" })).toBeVisible();
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=3\+kW\+\*\+2\+h$/);
    await expect(answerOf(page)).toContainText("6 kWh");
    await expect(page).toHaveTitle(/^3 kW \* 2 h \| UnitPilot$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a tool's question is answered by its standard, and Enter opens the tool", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    await headerField(page).fill("US ring size 7 in mm");
    const answer = page.getByRole("option", {
      name: /^US & Canada ring size 7 = 17\.3 mm across, 54\.2 mm around the inside/,
    });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText("(1.4216 + 0.1018 × size) in inner circumference");
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(/\/ring-size-converter$/);

    // The tools' readers are loaded by then; a cooking question, and a time opening its address.
    await headerField(page).fill("1 cup flour in grams");
    await expect(
      page.getByRole("option", { name: /^1 cup of all-purpose flour = 125 g/ }),
    ).toBeVisible();
    await headerField(page).fill("2026-07-01 15:00 New York to Paris");
    await expect(page.getByRole("option", { name: /21:00 in Paris/ })).toBeVisible();
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(
      /\/time-zone-converter\?t=2026-07-01T15%3A00&from=America%2FNew_York&to=Europe%2FParis$/,
    );
  });

  test("Enter with nothing to open shows why, on the answer page", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/about");
    await headerField(page).fill("xyzzy");
    await headerField(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?q=xyzzy$/);
    await expect(page.getByText("No unit, currency or converter matches “xyzzy”.")).toBeVisible();
  });
});

test("the answer page is never indexed, is cached like /api/query, and refuses a long text", async ({
  request,
}) => {
  const answer = await request.get("/search?q=5%20ft%203%20in%20to%20cm");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=300");
  expect(answer.headers().vary).toContain("Accept-Language");
  expect(await answer.text()).toContain('<meta name="robots" content="noindex"/>');
  const money = await request.get("/search?q=100%20usd%20to%20eur");
  expect(money.headers()["cache-control"]).toBe("public, max-age=60");
  // Money in a calculation, at the server's rates, each named.
  const sum = await (await request.get("/search?q=100%20USD%20%2B%2050%20EUR%20in%20GBP")).text();
  expect(sum).toMatch(/\d GBP</);
  expect(sum).toContain("Rates: 1 USD = ");
  const long = await request.get(`/search?q=${"1".repeat(201)}`);
  expect(long.status()).toBe(400);
  expect(await long.text()).toContain("The question is 201 characters long; at most 200 are read.");
  // A decimal comma, read by the reader's language.
  const german = await request.get("/search?q=1,5%20km%20%2B%20300%20m", {
    headers: { "Accept-Language": "de-DE" },
  });
  expect(await german.text()).toContain("1.8 km");
});
