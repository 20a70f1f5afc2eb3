import { describe, expect, it } from "vitest";
import { pageAt } from "./catalog/catalog.ts";
import { site } from "./config.ts";
import { pageHead } from "./head.ts";

function head(path: string) {
  const page = pageAt(path);
  if (!page) throw new Error(`${path} is not in the catalog`);
  return pageHead(page);
}

describe("page head (docs/spec/site.md §2.5)", () => {
  it("titles ordinary pages '{title} | {product} - Fast & Accurate Unit Converter'", () => {
    expect(head("/length").title).toBe(
      `Length Converter | ${site.name} - Fast & Accurate Unit Converter`,
    );
    expect(head("/about").title).toBe(`About Us | ${site.name} - Fast & Accurate Unit Converter`);
  });

  it("titles pair pages '{pair} converter | {product}' with the pair description", () => {
    const host = new URL(site.url).host;
    expect(head("/usd-to-eur").title).toBe(`USD to EUR converter | ${site.name}`);
    expect(head("/usd-to-eur").description).toBe(
      `Convert USD to EUR instantly. Accurate, distraction-free at ${host}.`,
    );
    expect(head("/cm-to-in").title).toBe(`Centimeters to Inches converter | ${site.name}`);
    expect(head("/c-to-f").description).toBe(
      `Convert Celsius to Fahrenheit instantly. Accurate, distraction-free at ${host}.`,
    );
    expect(head("/cm-to-in").description).toBe(
      `Convert centimeters to inches instantly. Accurate, distraction-free at ${host}.`,
    );
  });

  it("puts the canonical URL on the canonical origin, the twin's for a twin", () => {
    expect(head("/").canonical).toBe(`${site.url}/`);
    expect(head("/length").canonical).toBe(`${site.url}/length`);
    expect(head("/currency").canonical).toBe(`${site.url}/currency-converter`);
    expect(head("/glucose-converter").canonical).toBe(`${site.url}/blood-sugar-converter`);
  });

  it("puts a twin's canonical URL on its twin's address in the twin's language", () => {
    const twin = pageAt("/glucose-converter");
    if (!twin) throw new Error("no /glucose-converter");
    const french = pageHead(twin, "fr");
    expect(french.path).toBe("/fr/convertisseur-de-glucose");
    expect(french.canonical).toBe(`${site.url}/fr/convertisseur-de-glycemie`);
    expect(french.title).toBe(
      `Convertisseur de glycémie | ${site.name} - Convertisseur d’unités rapide et exact`,
    );
    // A twin names no versions: its canonical page does.
    expect(french.alternates).toEqual([]);
  });

  it("describes the page as a free WebApplication, FinanceApplication for money pages", () => {
    expect(head("/length").jsonLd).toMatchObject({
      "@type": "WebApplication",
      applicationCategory: "UtilityApplication",
      operatingSystem: "Any",
      offers: { price: "0", priceCurrency: "USD" },
    });
    expect(head("/currency-converter").jsonLd.applicationCategory).toBe("FinanceApplication");
    expect(head("/btc-to-usd").jsonLd.applicationCategory).toBe("FinanceApplication");
    expect(head("/blood-sugar-converter").jsonLd.applicationCategory).toBe("UtilityApplication");
  });

  it("lets search engines index the page, with the og:image on the canonical origin", () => {
    expect(head("/length").robots).toBe(
      "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1",
    );
    expect(head("/length").image).toBe(`${site.url}/favicon.png`);
  });
});
