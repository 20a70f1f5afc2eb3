import { sitemapXml } from "../../site/sitemap-xml";

/** The real XML sitemap (docs/spec/decisions.md): prerendered to build/client/sitemap.xml. */
export function loader() {
  return new Response(sitemapXml(), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
