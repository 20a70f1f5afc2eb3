import type { Page } from "@playwright/test";
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
 * so, under a note in the language), the blood-sugar converter, and each tool written in every
 * language (LOCALIZED_TOOLS).
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
  // The cooking converter and one of its ingredient pages.
  "/cooking-converter",
  "/flour-cups-to-grams",
];

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
 * Two or more words apart: a phrase, not a symbol, a number, "1 lbf·ft = 12 lbf·in" or an address
 * ("hello@unitpilot.app", "sitemap.xml").
 */
const isPhrase = (text: string) => /\s/.test(text) && (text.match(/\p{L}{3,}/gu) ?? []).length >= 2;

for (const language of OTHER_LANGUAGES) {
  test.describe(`in ${language}`, () => {
    for (const path of KINDS) {
      test(`${path} has no English sentence left outside names`, async ({ page }) => {
        await openHydrated(page, path);
        const english = new Set((await wordsOf(page)).texts.filter(isPhrase));
        const address = addressOf(path, language);
        await openHydrated(page, address);
        const { texts, names } = await wordsOf(page);
        // A unit's name as its table or its picker writes it ("Parsec", "Vara (Texas, 33⅓ in)").
        const isName = (text: string) => names.some((n) => n.startsWith(text));
        const left = texts.filter((t) => english.has(t) && !isName(t) && !t.includes(site.name));
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

test("the French case converter names its cases in French", async ({ page }) => {
  await openHydrated(page, "/fr/majuscules-minuscules");
  const region = page.getByRole("region", { name: "Convertisseur de casse" });
  await region.getByLabel("Texte à convertir").fill("été à paris");
  await expect(region.getByLabel("MAJUSCULES", { exact: true })).toHaveText("ÉTÉ À PARIS");
  await expect(region.getByLabel("Casse Du Titre", { exact: true })).toHaveText("Été À Paris");
  await expect(region.getByRole("button", { name: "Copier" }).first()).toBeEnabled();
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

test("a link to a page in English only opens its document in English", async ({ page }) => {
  await openHydrated(page, "/es/longitud");
  await page
    .getByRole("navigation", { name: "Ruta de navegación" })
    .getByRole("link", { name: "Inicio" })
    .click();
  await expect(page).toHaveURL(/\/es$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // The home directory names the tools still English only (the ring size converter) in Spanish.
  await page.locator('main a[hreflang="en"][href="/ring-size-converter"]').first().click();
  await expect(page).toHaveURL(/\/ring-size-converter$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
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
