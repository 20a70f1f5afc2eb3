import { describe, expect, it } from "vitest";
import { redirects } from "./catalog/catalog.ts";
import { site } from "./config.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap-xml.ts";

const at = (path: string) =>
  sitemapEntries().find((e) => e.loc === `${site.url}${path === "/" ? "/" : path}`);

describe("XML sitemap", () => {
  it("lists canonical pages only: no twin, no alias, not itself", () => {
    const locs = sitemapEntries().map((e) => e.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      "/currency",
      "/es/divisas",
      "/blood-sugar",
      "/glucose-converter",
      "/es/azucar-en-sangre",
      "/de/blutzucker",
      "/fr/convertisseur-de-glucose",
      "/pt/glicemia",
      "/sitemap.xml",
      "/numbers",
    ]) {
      expect(at(path), path).toBeUndefined();
    }
    for (const alias of redirects.keys()) expect(at(alias)).toBeUndefined();
    // The route map has 138 paths; 20 currency pairs, five tools and 11 cooking pages (issue 24)
    // were added since; minus three twins and the XML sitemap itself. Then the 110 unit pages,
    // home, the six pages of the site's own, the blood-sugar converter (not its two twins), the
    // 18 tools and the 34 money pages (not the currency converter's twin) in four more languages
    // (issue 25).
    expect(locs).toHaveLength(170 + (110 + 1 + 6 + 1 + 18 + 34) * 4);
  });

  it("lists every language's version of a page, each naming all of them (hreflang)", () => {
    const versions = ["/length", "/es/longitud", "/de/laenge", "/fr/longueur", "/pt/comprimento"];
    for (const path of versions) {
      const links = at(path)?.alternates.map((a) => `${a.hreflang} ${a.href}`);
      expect(links, path).toEqual([
        `en ${site.url}/length`,
        `es ${site.url}/es/longitud`,
        `de ${site.url}/de/laenge`,
        `fr ${site.url}/fr/longueur`,
        `pt-BR ${site.url}/pt/comprimento`,
        `x-default ${site.url}/length`,
      ]);
    }
    expect(at("/fr/convertisseur-de-glycemie")?.alternates.map((a) => a.href)).toEqual([
      `${site.url}/blood-sugar-converter`,
      `${site.url}/es/conversor-de-azucar-en-sangre`,
      `${site.url}/de/blutzucker-umrechner`,
      `${site.url}/fr/convertisseur-de-glycemie`,
      `${site.url}/pt/conversor-de-glicemia`,
      `${site.url}/blood-sugar-converter`,
    ]);
    expect(at("/de/waehrungs-umrechner")?.alternates).toHaveLength(6);
  });

  it("uses the priorities and change frequencies of docs/spec/site.md §9.5", () => {
    expect(at("/")).toMatchObject({ priority: 1, changefreq: "weekly" });
    expect(at("/length")?.priority).toBe(0.8);
    expect(at("/torque")?.priority).toBe(0.7);
    expect(at("/volume-dry")?.priority).toBe(0.6);
    expect(at("/case")?.priority).toBe(0.6);
    expect(at("/cm-to-in")?.priority).toBe(0.9);
    expect(at("/usd-to-eur")?.priority).toBe(0.9);
    expect(at("/about")?.priority).toBe(0.4);
    expect(at("/contact")?.priority).toBe(0.4);
    expect(at("/privacy")).toMatchObject({ priority: 0.3, changefreq: "yearly" });
    expect(at("/terms")).toMatchObject({ priority: 0.3, changefreq: "yearly" });
    expect(at("/sitemap")?.priority).toBe(0.3);
  });

  it("dates every entry with the build date", () => {
    for (const e of sitemapEntries()) expect(e.lastmod).toBe(site.buildDate);
    expect(site.buildDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("is a sitemaps.org urlset document", () => {
    const xml = sitemapXml();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(sitemapEntries().length);
    expect(xml).toContain(
      `<url><loc>${site.url}/case</loc><lastmod>${site.buildDate}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority><xhtml:link rel="alternate" hreflang="en" href="${site.url}/case"/>`,
    );
    expect(xml).toContain(
      `<url><loc>${site.url}/es/longitud</loc><lastmod>${site.buildDate}</lastmod><changefreq>monthly</changefreq><priority>0.8</priority><xhtml:link rel="alternate" hreflang="en" href="${site.url}/length"/>`,
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("is named by robots.txt", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });
});
