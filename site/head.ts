import { canonicalPath, isPairPage } from "./catalog/catalog.ts";
import type { Page } from "./catalog/page.ts";
import { absoluteUrl, site } from "./config.ts";

const ROBOTS = "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1";
const PREVIEW_ROBOTS = "noindex, nofollow, noarchive, nosnippet";

/** The head of a page (docs/spec/site.md §2.5) as plain data, computed where the catalog lives. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly canonical: string;
  readonly robots: string;
  readonly image: string;
  readonly jsonLd: Record<string, unknown>;
}

/** What the head of a path the catalog does not know says: its title, and not to index it. */
export type NotFoundHead = Pick<PageHead, "title" | "robots">;

export function notFoundHead(): NotFoundHead {
  return { title: `Page Not Found | ${site.name}`, robots: "noindex" };
}

/** A page's questions and answers as schema.org FAQPage data, for search engines. */
export function faqJsonLd(
  faqs: readonly { readonly question: string; readonly answer: string }[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

function documentTitle(page: Page): string {
  return isPairPage(page)
    ? `${page.title} converter | ${site.name}`
    : `${page.title} | ${site.name} - Fast & Accurate Unit Converter`;
}

export function pageHead(page: Page): PageHead {
  const canonical = absoluteUrl(canonicalPath(page));
  const structured = {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: page.title,
    description: page.description,
    url: canonical,
    applicationCategory: page.appCategory,
    operatingSystem: "Any",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
  return {
    title: documentTitle(page),
    description: page.description,
    keywords: page.keywords,
    canonical,
    robots: site.preview ? PREVIEW_ROBOTS : ROBOTS,
    image: absoluteUrl("/favicon.png"),
    jsonLd: structured,
  };
}
