import { pages } from "./catalog/catalog.ts";
import type { ChangeFrequency } from "./catalog/page.ts";
import { absoluteUrl, site } from "./config.ts";
import { pageHead } from "./head.ts";
import { versionsOf } from "./i18n/addresses.ts";

export interface SitemapEntry {
  readonly loc: string;
  readonly lastmod: string;
  readonly changefreq: ChangeFrequency;
  readonly priority: number;
  /** The page's versions in every language, itself included, as its head lists them. */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
}

/**
 * Canonical pages only, in every language they are written in: no twin, no alias, not the XML
 * sitemap itself (docs/spec/decisions.md).
 */
export function sitemapEntries(): SitemapEntry[] {
  return pages
    .filter((p) => p.canonical === undefined && p.kind !== "sitemap-xml")
    .flatMap((p) => {
      const { alternates } = pageHead(p);
      return versionsOf(p).map((v) => ({
        loc: absoluteUrl(v.path),
        lastmod: site.buildDate,
        changefreq: p.changefreq,
        priority: p.priority,
        alternates,
      }));
    });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemaps.org urlset document. */
export function sitemapXml(): string {
  const urls = sitemapEntries()
    .map((e) => {
      const links = e.alternates
        .map(
          (a) =>
            `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
        )
        .join("");
      return `  <url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod><changefreq>${e.changefreq}</changefreq><priority>${e.priority.toFixed(1)}</priority>${links}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(): string {
  const rules = site.preview ? "Disallow: /" : "Allow: /";
  return `User-agent: *\n${rules}\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
