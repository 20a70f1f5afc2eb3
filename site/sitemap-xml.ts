import { pages } from "./catalog/catalog.ts";
import type { ChangeFrequency } from "./catalog/page.ts";
import { absoluteUrl, site } from "./config.ts";

export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod: string;
  readonly changefreq: ChangeFrequency;
  readonly priority: number;
}

/** Canonical pages only: no twin, no alias, not the XML sitemap itself (docs/spec/decisions.md). */
export function sitemapEntries(): SitemapEntry[] {
  return pages
    .filter((p) => p.canonical === undefined && p.kind !== "sitemap-xml")
    .map((p) => ({
      loc: absoluteUrl(p.path),
      lastmod: site.buildDate,
      changefreq: p.changefreq,
      priority: p.priority,
    }));
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemaps.org urlset document. */
export function sitemapXml(): string {
  const urls = sitemapEntries()
    .map(
      (e) =>
        `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority></url>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const rules = site.preview ? "Disallow: /" : "Allow: /";
  return `User-agent: *\n${rules}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
