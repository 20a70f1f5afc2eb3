import type { Page } from "@playwright/test";
import { formatNumber } from "../../engine/format.ts";
import { convertGlucose, formatGlucose } from "../../engine/glucose.ts";
import { hba1cDisplay } from "../../engine/hba1c.ts";
import { withMarks } from "../../engine/number-marks.ts";
import { pageAt } from "../../site/catalog/catalog.ts";
import { site } from "../../site/config.ts";
import { pathIn, versionsOf } from "../../site/i18n/addresses.ts";
import { LANGUAGE_TAGS, OTHER_LANGUAGES } from "../../site/i18n/languages.ts";
import { SEARCH_PATHS } from "../../site/query/search-path.ts";
import { axeViolations } from "./axe.ts";
import { expect, openHydrated, test } from "./console.ts";
import { engineDisplay } from "./engine-display.ts";

/**
 * The unit pages in Spanish, German, French and Portuguese (issue 25): every word on them in their
 * language once hydrated, their numbers in its marks, each naming all its versions, and a language
 * switch that keeps the conversion.
 */

/**
 * One page of each kind a language has so far: a category, a pair, a temperature pair, a generic
 * category, the home page, the site's own pages (the privacy policy's text is English, marked
 * so, under a note in the language), the blood-sugar converter, each tool written in every
 * language, and each kind of money page: the currency and crypto converters, a
 * pair written by hand and a world pair, with their live rates and rate history loaded.
 */
const KINDS = [
  "/length",
  "/kg-to-lb",
  "/c-to-f",
  "/torque",
  "/",
  "/about",
  "/contact",
  "/guides",
  "/sitemap",
  "/privacy",
  "/blood-sugar-converter",
  "/case",
  "/number-base",
  "/currency-converter",
  "/crypto-currency",
  "/usd-to-eur",
  "/usd-to-ngn",
  // The time zone converter.
  "/time-zone-converter",
  // The ring size converter
  "/ring-size-converter",
  // The shoe size converter
  "/shoe-size-converter",
  // The date calculator.
  "/date-calculator",
  // The Unix timestamp converter.
  "/unix-timestamp-converter",
  // The cooking converter and one of its ingredient pages.
  "/cooking-converter",
  "/flour-cups-to-grams",
];

/**
 * A money page once its rates have arrived and its rate history (loaded as it scrolls into view)
 * has drawn its chart: what a reader then reads. Other pages are read as they open.
 */
async function settle(page: Page): Promise<void> {
  const rate = page.getByTestId("rate");
  if ((await page.locator("[data-amount]").count()) === 0) return;
  await expect(rate).toBeVisible();
  if ((await page.locator("#rate-history-title").count()) === 0) return;
  await page.evaluate(() => document.getElementById("rate-history-title")?.scrollIntoView());
  await expect(page.getByTestId("history-readout")).not.toBeEmpty();
}

function addressOf(path: string, language: (typeof OTHER_LANGUAGES)[number]): string {
  const page = pageAt(path);
  const address = page && pathIn(page, language);
  if (!address) throw new Error(`${path} has no address in ${language}`);
  return address;
}

/**
 * What a reader sees or hears on the page: its text, line by line, and the names controls are
 * given (aria-label, placeholder, title); without the unit names of its pickers, which are names.
 */
async function wordsOf(page: Page): Promise<{ texts: string[]; names: string[] }> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, option, optgroup")) continue;
      // Text marked as English inside a page (a legal text, the operator's address) is English.
      if (parent.closest("body [lang]")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title]")) {
      for (const attribute of ["aria-label", "placeholder", "title"]) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    for (const group of document.querySelectorAll("optgroup")) texts.push(group.label);
    const names = [...document.querySelectorAll("option")].map((o) => o.text.trim());
    return { texts, names };
  });
}

/**
 * What only names zones and offsets, as the tz database and every language write them:
 * "America/New_York, UTC−4", "America/Los Angeles", "UTC−8, UTC−7".
 */
const isZoneText = (text: string) =>
  text
    .replace(/[A-Z][A-Za-z_-]*\/[A-Za-z_/ -]+|UTC(?:[+−]\d{1,2}(?::\d\d)?)?/g, "")
    .replace(/[\s,()]/g, "") === "";

/**
 * Two or more words apart: a phrase, not a symbol, a number, "1 lbf·ft = 12 lbf·in" or an address
 * ("hello@unitpilot.app", "sitemap.xml").
 */
const isPhrase = (text: string) => /\s/.test(text) && (text.match(/\p{L}{3,}/gu) ?? []).length >= 2;

for (const language of OTHER_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    for (const path of KINDS) {
      test(`${path} has no English sentence left outside names`, async ({ page }) => {
        await openHydrated(page, path);
        await settle(page);
        const english = new Set((await wordsOf(page)).texts.filter(isPhrase));
        const address = addressOf(path, language);
        await openHydrated(page, address);
        await settle(page);
        const { texts, names } = await wordsOf(page);
        // A unit's name as its table or its picker writes it ("Parsec", "Vara (Texas, 33⅓ in)").
        const isName = (text: string) => names.some((n) => n.startsWith(text));
        const left = texts.filter(
          (t) => english.has(t) && !isName(t) && !isZoneText(t) && !t.includes(site.name),
        );
        expect(left, address).toEqual([]);
        // The site's own name, and the language names of the switch, are the only words kept.
        expect(await page.locator("html").getAttribute("lang")).toBe(LANGUAGE_TAGS[language]);
      });
    }

    test("its answer page has no English sentence left, empty or refusing", async ({ page }) => {
      for (const q of ["", "5 kg + 3 m", "sqrt(3 m)"]) {
        const query = q === "" ? "" : `?${new URLSearchParams({ q })}`;
        await openHydrated(page, `${SEARCH_PATHS.en}${query}`);
        const english = new Set((await wordsOf(page)).texts.filter(isPhrase));
        const address = `${SEARCH_PATHS[language]}${query}`;
        await openHydrated(page, address);
        const { texts } = await wordsOf(page);
        const left = texts.filter((t) => english.has(t) && !t.includes(site.name));
        expect(left, address).toEqual([]);
        expect(await page.locator("html").getAttribute("lang")).toBe(LANGUAGE_TAGS[language]);
      }
    });

    test("its pages name every version of themselves, and themselves as canonical", async ({
      request,
    }) => {
      for (const path of KINDS) {
        const page = pageAt(path);
        if (!page) throw new Error(path);
        const expected = [
          ...versionsOf(page).map((v) => `${LANGUAGE_TAGS[v.language]} ${site.url}${v.path}`),
          `x-default ${site.url}${path}`,
        ];
        for (const version of [path, addressOf(path, language)]) {
          const html = await (await request.get(version)).text();
          const links = [
            ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g),
          ];
          expect(
            links.map(([, tag, href]) => `${tag} ${href}`),
            version,
          ).toEqual(expected);
          expect(html).toContain(`<link rel="canonical" href="${site.url}${version}"/>`);
        }
      }
    });
  });
}

test("a German page converts as German writes numbers, both ways", async ({ page }) => {
  await openHydrated(page, "/de/laenge");
  const region = page.getByRole("region", { name: "Umrechner" });
  await region.getByLabel("Ausgangseinheit", { exact: true }).selectOption("m");
  await region.getByLabel("Zieleinheit", { exact: true }).selectOption("ft");
  await region.getByLabel("Von", { exact: true }).fill("1,5");
  const german = (text: string) => withMarks(text, { decimal: ",", group: ".", groupFrom: 4 });
  const feet = german(engineDisplay("length", 1.5, "m", "ft"));
  await expect(region.getByLabel("In", { exact: true })).toHaveValue(feet);
  await expect(region.getByTestId("conversion-result")).toHaveText(`1,5 m = ${feet} ft`);
  // Typed with German grouping: 1.500 is fifteen hundred.
  await region.getByLabel("Von", { exact: true }).fill("1.500");
  await expect(region.getByLabel("In", { exact: true })).toHaveValue(
    german(engineDisplay("length", 1500, "m", "ft")),
  );
});

test("a German blood-sugar page converts as German writes numbers, and labels in German", async ({
  page,
}) => {
  await openHydrated(page, addressOf("/blood-sugar-converter", "de"));
  const german = (text: string) => withMarks(text, { decimal: ",", group: ".", groupFrom: 4 });
  const region = page.getByRole("region", { name: "Blutzucker-Umrechner", exact: true });
  await region.getByLabel("Ausgangseinheit", { exact: true }).selectOption("mmoll");
  await region.getByLabel("Zieleinheit", { exact: true }).selectOption("mgdl");
  await region.getByLabel("Blutzuckerwert", { exact: true }).fill("5,5");
  const mgdl = german(formatGlucose(convertGlucose(5.5, "mmoll", "mgdl"), "mgdl"));
  expect(mgdl).toMatch(/^\d+,\d$/);
  await expect(region.getByLabel("Umgerechneter Wert", { exact: true })).toHaveValue(mgdl);
  // Both fields are read as German writes them: each is labelled with its band, in German.
  await expect(region.getByText("Normal (nüchtern)")).toHaveCount(2);
  // HbA1c typed with a decimal comma: the other unit and the estimate, in German marks.
  const hba1c = page.getByRole("region", { name: "HbA1c-Umrechner", exact: true });
  await hba1c.getByLabel("HbA1c-Wert in % (NGSP)").fill("6,5");
  const shown = hba1cDisplay(6.5, "ngsp");
  if (!shown) throw new Error("6.5 % is a plausible HbA1c");
  await expect(hba1c.getByLabel("HbA1c-Wert in mmol/mol (IFCC)")).toHaveValue(shown.ifcc);
  await expect(hba1c.getByTestId("eag")).toHaveText(
    `Geschätzter mittlerer Blutzucker: ${shown.eagMgdl} mg/dL (${german(shown.eagMmoll)} mmol/L)`,
  );
});

test("the German number base converter speaks German, refusals too", async ({ page }) => {
  await openHydrated(page, "/de/zahlensysteme");
  const region = page.getByRole("region", { name: "Zahlensysteme umrechnen" });
  const from = region.getByLabel("Von", { exact: true });
  const to = region.getByLabel("In", { exact: true });
  await expect(to).toHaveValue("11111111");
  await region.getByLabel("Ausgangsbasis").selectOption("16");
  await expect(region.getByLabel("Ausgangsbasis")).toHaveValue("16");
  await expect(region.locator("option:checked").first()).toHaveText("Hexadezimal (Basis 16)");
  await region.getByLabel("Zielbasis").selectOption("10");
  await from.fill("ff");
  await expect(to).toHaveValue("255");
  await expect(region.getByRole("row", { name: "Binär" })).toContainText("11111111");
  await from.fill("1G");
  // Each side has its alert; the one under Von names the digit.
  await expect(region.getByRole("alert").first()).toHaveText("„G“ ist keine Ziffer zur Basis 16.");
  await expect(to).toHaveValue("");
});

test("a German currency page converts as German writes numbers, in German words", async ({
  page,
}) => {
  const answer = await page.request.post("/api/get-exchange-rates", { data: { base: "USD" } });
  const rate = ((await answer.json()) as { rates: Record<string, number> }).rates.NGN;
  if (rate === undefined) throw new Error("no USD to NGN rate");
  await openHydrated(page, "/de/usd-in-ngn");
  const widget = page.getByRole("region", { name: "USD in NGN umrechnen" });
  await expect(widget.getByTestId("rate")).toBeVisible();
  await expect(widget).toContainText("Zuletzt aktualisiert:");
  const german = (text: string) => withMarks(text, { decimal: ",", group: ".", groupFrom: 4 });
  await widget.getByLabel("Betrag", { exact: true }).fill("1.234,5");
  await expect(widget.getByLabel("Umgerechneter Betrag")).toHaveValue(
    german(formatNumber(1234.5 * rate)),
  );
  // The address keeps the amount as plain digits, whatever the page's marks.
  await expect(page).toHaveURL(/[?&]v=1234\.5(&|$)/);
  await widget.getByRole("button", { name: "Währungen tauschen" }).click();
  await expect(widget.getByLabel("Ausgangswährung", { exact: true })).toHaveValue("NGN");
  // The rate history, in German words and marks; its CSV keeps a point and says so.
  await widget.getByRole("button", { name: "Währungen tauschen" }).click();
  await page.evaluate(() => document.getElementById("rate-history-title")?.scrollIntoView());
  const history = page.getByRole("region", { name: "Kursverlauf USD/NGN" });
  await expect(history.getByTestId("history-readout")).toContainText(
    /^\S+, \d+\. \S+ \d{4}: 1 USD = [\d.]+,\d+ NGN/,
  );
  await expect(history.getByRole("link", { name: /\(CSV, mit Dezimalpunkt\)$/ })).toBeVisible();
});

test("a German currency page's shared address shows its amount in German marks", async ({
  page,
}) => {
  await openHydrated(page, "/de/usd-in-ngn?v=1234.5&from=USD&to=NGN");
  const widget = page.getByRole("region", { name: "USD in NGN umrechnen" });
  await expect(widget.getByLabel("Betrag", { exact: true })).toHaveValue("1.234,5");
  await expect(widget.getByTestId("rate")).toBeVisible();
});

test("the French home page's Currency tab converts in French, names included", async ({ page }) => {
  await openHydrated(page, "/fr");
  await page.getByRole("tab", { name: "Devises" }).click();
  const widget = page.getByRole("region", { name: "Convertisseur de devises en direct" });
  await expect(widget.getByTestId("rate")).toHaveText(/^1 USD = 0,\d+ EUR$/);
  await expect(widget.getByLabel("Devise de départ")).toHaveValue("USD");
  await expect(widget.getByLabel("Devise de départ").locator("option:checked")).toHaveText(
    /^USD — dollar des États-Unis/,
  );
  await widget.getByLabel("Montant", { exact: true }).fill("1500,5");
  await expect(widget.getByLabel("Montant converti")).toHaveValue(/^1\u202f\d{3},\d+$/);
});

test("the French case converter names its cases in French", async ({ page }) => {
  await openHydrated(page, "/fr/majuscules-minuscules");
  const region = page.getByRole("region", { name: "Convertisseur de casse" });
  await region.getByLabel("Texte à convertir").fill("été à paris");
  await expect(region.getByLabel("MAJUSCULES", { exact: true })).toHaveText("ÉTÉ À PARIS");
  await expect(region.getByLabel("Casse Du Titre", { exact: true })).toHaveText("Été À Paris");
  await expect(region.getByRole("button", { name: "Copier" }).first()).toBeEnabled();
});

test("the Spanish time zone converter answers in Spanish and finds zones by their Spanish names", async ({
  page,
  consoleErrors: _,
}) => {
  await openHydrated(
    page,
    `${addressOf("/time-zone-converter", "es")}?t=2026-07-01T15:00&from=America/New_York&to=Europe/Paris`,
  );
  const region = page.getByRole("region", { name: "Conversor de zonas horarias" });
  const output = region.locator("output");
  expect(await axeViolations(page)).toEqual([]);
  // 15:00 in New York (UTC−4) is 19:00 UTC, 21:00 in Paris (UTC+2): dates and lengths as CLDR
  // writes them in Spanish.
  await expect(output).toContainText("miércoles, 1 de julio de 2026, 21:00");
  await expect(output).toContainText(
    "En ese momento Europe/Paris va 6 horas por delante de America/New_York (UTC−4).",
  );
  // A zone by its Spanish name: Japón is Asia/Tokyo, 04:00 the next day, named in Spanish.
  const to = region.getByLabel("Zona horaria de destino");
  await to.fill("Japón");
  await expect(output).toContainText("jueves, 2 de julio de 2026");
  await expect(output).toContainText("en Asia/Tokyo (UTC+9)");
  await expect(region.getByText("hora estándar de Japón")).toBeVisible();
  // An abbreviation of several zones asks which, each described in Spanish.
  await to.fill("IST");
  await expect(
    region.getByText("«IST» puede designar varias zonas: ¿cuál de ellas?"),
  ).toBeVisible();
  await region
    .getByRole("button", { name: "India — hora estándar de la India (Asia/Kolkata)" })
    .click();
  await expect(to).toHaveValue("Asia/Kolkata");
  await expect(output).toContainText("en Asia/Kolkata (UTC+5:30)");
  // A time the clocks skip, said in a Spanish sentence (which opens with a capital).
  await region.getByLabel("Fecha y hora").fill("2026-03-29T02:30");
  await region.getByLabel("Zona horaria de origen").fill("Europe/Paris");
  await expect(output).toContainText(
    /Domingo, 29 de marzo de 2026, 0?2:30 no existe en Europe\/Paris: esa noche los relojes se adelantan 1 hora\./,
  );
});

test("a French page groups with a narrow no-break space, even before it hydrates", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/fr/longueur?v=1500&from=mi&to=m");
  // 1500 mi × 1609.344 m = 2 414 016 m.
  await expect(page.getByTestId("conversion-result")).toHaveText(
    "1\u202f500 mi = 2\u202f414\u202f016 m",
  );
  await context.close();
});

test("the language switch keeps the conversion in the address", async ({ page }) => {
  await openHydrated(page, "/length?v=5.5&from=ft&to=cm");
  await page
    .getByRole("navigation", { name: "Languages" })
    .getByRole("link", { name: "Deutsch" })
    .click();
  await expect(page).toHaveURL(/\/de\/laenge\?v=5\.5&from=ft&to=cm$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  // 5.5 ft × 30.48 cm/ft = 167.64 cm, exactly.
  await expect(page.getByTestId("conversion-result")).toHaveText("5,5 ft = 167,64 cm");
  await expect(
    page.getByRole("navigation", { name: "Sprachen" }).getByRole("link", { name: "Deutsch" }),
  ).toHaveAttribute("aria-current", "page");
});

test("a path of no page under a language's prefix is answered in that language", async ({
  page,
}) => {
  const response = await page.goto("/fr/pas-une-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Oops! Page not found");
  await expect(page.getByRole("main").getByRole("link").last()).toHaveAttribute("href", "/fr");
});

test("the contact form speaks the page's language, and so does the server's answer", async ({
  page,
}) => {
  await openHydrated(page, addressOf("/contact", "de"));
  const form = page.getByRole("form");
  await form.getByRole("button").click();
  // Empty fields: the form's own message, in German.
  const toast = page.getByRole("status").or(page.getByRole("alert")).first();
  await expect(toast).toBeVisible();
  await expect(toast).not.toContainText("Missing Information");
  // The server's answer: a name over its limit is refused with German words.
  await page.route("**/api/send-contact-email", async (route) => {
    expect(route.request().headers()["accept-language"]).toBe("de");
    await route.continue();
  });
  const fields = form.getByRole("textbox");
  await fields.nth(0).fill("Ada");
  await fields.nth(1).fill("ada@example.com");
  await fields.nth(2).fill("Frage");
  await fields.nth(3).fill("Wie viele Fuß hat eine Meile?\u0007");
  await form.getByRole("button").click();
  await expect(page.getByText(/Zeichen|enthält|kann nicht/).first()).toBeVisible();
});

test("a localized page has no accessibility violation", async ({ page }) => {
  for (const path of [
    "/es/longitud",
    "/pt/kg-para-lb",
    "/de",
    "/fr/contact",
    "/fr/convertisseur-de-glycemie",
  ]) {
    await openHydrated(page, path);
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("the box on a Spanish page reads Spanish and opens the Spanish page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/es/sobre-nosotros");
  const box = page.getByRole("banner").getByRole("search");
  await box.getByRole("combobox").fill("5 pies y 3 pulgadas a cm");
  const answer = `5 ft 3 in = ${withMarks(engineDisplay("length", 5.25, "ft", "cm"), {
    decimal: ",",
    group: ".",
    groupFrom: 5,
  })} cm`;
  await expect(box.getByRole("option", { name: answer })).toBeVisible();
  // The live region counts the lines in Spanish, and names the pages in Spanish.
  await expect(box.getByRole("status")).toContainText("resultados");
  await expect(box.getByRole("option", { name: /Conversor de longitud/ }).first()).toBeVisible();
  await box.getByRole("option", { name: answer }).click();
  await expect(page).toHaveURL(/\/es\/longitud\?(?=.*\bv=5\.25\b)(?=.*\bfrom=ft\b)(?=.*\bto=cm\b)/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByTestId("conversion-result")).toContainText(answer.split(" = ")[1] ?? "");
});

test("the box on a German page answers the tools' questions in German and opens them in German", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHydrated(page, "/de/ueber-uns");
  const box = page.getByRole("banner").getByRole("search");
  const field = box.getByRole("combobox");
  // The tools' readers load on the question's words ("Ringgröße"), in the page's language only.
  await field.fill("Ringgröße 7 in mm");
  const ring = box.getByRole("option", {
    name: /^Ringgröße USA & Kanada 7 = 17,3 mm Innendurchmesser, 54,2 mm Innenumfang/,
  });
  await expect(ring).toBeVisible();
  await expect(ring).toContainText("(1,4216 + 0,1018 × Größe) in Innenumfang");
  await field.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${addressOf("/ring-size-converter", "de")}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // A time opens the time zone converter in German, on its address.
  await field.fill("15 Uhr New York nach Berlin am 1.7.2026");
  await expect(box.getByRole("option", { name: /um 21:00 in Berlin/ })).toBeVisible();
  await field.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(
      `${addressOf("/time-zone-converter", "de")}\\?t=2026-07-01T15%3A00&from=America%2FNew_York&to=Europe%2FBerlin$`,
    ),
  );
});

test("/api/query and the answer page read a tool's question in the asker's language", async ({
  page,
  request,
}) => {
  const api = await request.get(
    `/api/query?${new URLSearchParams({ q: "taille de bague 54 en US" })}`,
    {
      headers: { "Accept-Language": "fr-FR,fr;q=0.9" },
    },
  );
  expect(api.status()).toBe(200);
  const json = (await api.json()) as { tool?: { display: string; path: string }; message: string };
  expect(json.tool?.display).toBe("taille de bague ISO 8653 (Europe) 54 = États-Unis et Canada 7");
  expect(json.tool?.path).toBe(addressOf("/ring-size-converter", "fr"));
  expect(json.message).toContain("ISO 8653");

  await openHydrated(
    page,
    `${SEARCH_PATHS.pt}?${new URLSearchParams({ q: "1 xícara de farinha em gramas" })}`,
  );
  await expect(page.getByText("1 xícara de farinha de trigo comum = 125 g")).toBeVisible();
  await expect(page.getByText(/Fonte: USDA SR28/)).toBeVisible();
});

test("a tool reached in the app from another page has its own words", async ({ page }) => {
  // A tool's own words are in its documents only: the navigation takes them from its document.
  await openHydrated(page, "/es");
  const path = addressOf("/number-base", "es");
  await page.locator(`main a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
  // Switched after the navigation: the select is React's, and so are its words.
  await page.getByLabel("Base de origen", { exact: true }).selectOption("16");
  await expect(page.getByRole("option", { name: "Hexadecimal (base 16)" }).first()).toBeAttached();
  await expect(page.getByRole("button", { name: "Intercambiar bases" })).toBeVisible();
});

// The ring size converter
test("the German ring size converter reads and writes a decimal comma, and refuses in German", async ({
  page,
}) => {
  await openHydrated(page, "/de/ringgroessen-umrechner");
  const region = page.getByRole("region", { name: "Ringgrößen umrechnen" });
  const row = (name: string) =>
    region.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
  // US 7,5 is 55,5 mm around the inside: 17,7 mm across, O½ in the UK.
  await region.getByLabel("Größe", { exact: true }).fill("7,5");
  await expect(row("UK & Australien")).toHaveText("O½");
  await expect(row("ISO 8653")).toHaveText("55,5");
  await expect(row("Innendurchmesser \\(mm\\)")).toHaveText("17,7");
  await region
    .getByLabel("System", { exact: true })
    .selectOption({ label: "Innendurchmesser (mm)" });
  await region.getByLabel("Größe", { exact: true }).fill("18,5");
  await expect(row("USA & Kanada")).toHaveText("8½");
  await region.getByLabel("Größe", { exact: true }).fill("achtzehn");
  await expect(region.getByRole("alert")).toHaveText(
    "Keine Größe im System Innendurchmesser (mm): „achtzehn“.",
  );
});

// The shoe size converter
test("the French shoe size converter measures a foot with a decimal comma, and refuses in French", async ({
  page,
}) => {
  await openHydrated(page, "/fr/convertisseur-de-pointures");
  const region = page.getByRole("region", { name: "Convertisseur de pointures" });
  const row = (name: string) =>
    region.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
  await region.getByLabel("Mesurer le pied").check();
  // A foot of 26,5 cm is a last of 28 cm: EU 42, US men's 8½, 10,43 inches of foot.
  await region.getByLabel("Longueur du pied", { exact: true }).fill("26,5");
  await expect(row("EU \\(points de Paris\\)")).toHaveText("42");
  await expect(row("États-Unis homme")).toHaveText("8½");
  await expect(row("Longueur du pied \\(in\\)")).toHaveText("10,43");
  // A foot past every size: the UK's largest, said in French.
  await region.getByLabel("Longueur du pied", { exact: true }).fill("40");
  await expect(row("Royaume-Uni adulte")).toHaveText("plus de 15");
  await region.getByLabel("Longueur du pied", { exact: true }).fill("abc");
  await expect(region.getByRole("alert")).toHaveText(
    "Ce n’est pas une longueur de pied en centimètres : « abc ».",
  );
});

// The date calculator.
test("the German date calculator counts in German, with German marks and weekdays", async ({
  page,
}) => {
  await openHydrated(page, addressOf("/date-calculator", "de"));
  const between = page.getByRole("region", { name: "Tage zwischen zwei Daten" });
  await between.getByLabel("Startdatum").fill("2000-01-01");
  await between.getByLabel("Enddatum").fill("2026-01-01");
  // 2000-01-01 to 2026-01-01: 26 years of 365 days and 7 leap days, 9 497 days.
  await expect(between.getByRole("row", { name: /^Tage / }).getByRole("cell")).toHaveText(
    "9.497 Tage",
  );
  await expect(between.getByText("Samstag, ISO-Woche 1999-W52-6")).toBeVisible();
  await expect(between.getByText("Donnerstag, ISO-Woche 2026-W01-4")).toBeVisible();
  const shift = page.getByRole("region", { name: "Zu einem Datum addieren oder davon abziehen" });
  await shift.getByLabel("Einheit", { exact: true }).selectOption({ label: "Tage" });
  await shift.getByLabel("Anzahl").fill("zehn");
  await expect(shift.getByRole("alert")).toHaveText("Keine ganze Zahl: „zehn“.");
});

// The Unix timestamp converter.
test.describe("the French Unix timestamp converter", () => {
  test.use({ timezoneId: "America/New_York" });

  test("reads a decimal comma, answers in French and says a wrong weekday in French", async ({
    page,
  }) => {
    await openHydrated(page, addressOf("/unix-timestamp-converter", "fr"));
    const region = page.getByRole("region", { name: "Convertisseur de timestamp Unix" });
    const row = (name: string) =>
      region.getByRole("row", { name: new RegExp(`^${name}`) }).getByRole("cell");
    await region.getByLabel("Timestamp", { exact: true }).fill("1700000000,5");
    await expect(region.getByText("Lu en secondes, deviné d’après ses 10 chiffres.")).toBeVisible();
    await expect(row("Secondes")).toHaveText("1700000000,5");
    await expect(row("Millisecondes")).toHaveText("1700000000500");
    await expect(row("ISO 8601, heure UTC")).toHaveText("2023-11-14T22:13:20.500Z");
    await expect(row("ISO 8601, heure America/New_York")).toHaveText(
      "2023-11-14T17:13:20.500-05:00",
    );
    await region
      .getByLabel("Date et heure (ISO 8601 ou RFC 2822)")
      .fill("Mon, 14 Nov 2023 22:13:20 +0000");
    await expect(region.getByRole("alert")).toHaveText(
      "Le 2023-11-14 est un mardi, pas «\u00a0Mon\u00a0».",
    );
  });
});

test("the Spanish cooking converter finds ingredients in Spanish and English, and measures in Spanish", async ({
  page,
}) => {
  await openHydrated(page, "/es/conversor-de-medidas-de-cocina");
  const region = page.getByRole("region", { name: "Conversor de cocina" });
  const result = region.getByRole("status", { name: "Resultado" });
  await expect(result).toHaveText("125 g");
  const find = region.getByLabel("Buscar un ingrediente");
  // Accents aside, by its Spanish name.
  await find.fill("azucar blanco");
  await expect(region.getByLabel("Ingrediente", { exact: true })).toHaveValue("sugar");
  await region.getByLabel("De", { exact: true }).selectOption({ label: "Gramo" });
  await region.getByLabel("A", { exact: true }).selectOption({ label: "Taza de EE. UU." });
  await region.getByLabel("Cantidad").fill("150");
  await expect(result).toHaveText("⅔ taza + 1 cucharada + ¾ cucharadita");
  // By its English name, with a decimal comma: half a cup of honey (339 g a cup) in kilograms.
  await find.fill("honey");
  await expect(region.getByLabel("Ingrediente", { exact: true })).toHaveValue("honey");
  await region.getByLabel("De", { exact: true }).selectOption({ label: "Taza de EE. UU." });
  await region.getByLabel("A", { exact: true }).selectOption({ label: "Kilogramo" });
  await region.getByLabel("Cantidad").fill("0,5");
  await expect(result).toHaveText("0,17 kg");
  await expect(region).toContainText("Miel: 339 g por taza de EE. UU.");
  await find.fill("unobtainium");
  await expect(region.getByRole("alert")).toHaveText(
    "Ningún ingrediente coincide con «unobtainium».",
  );
});
