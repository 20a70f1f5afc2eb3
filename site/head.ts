import { canonicalPath, isPairPage, pageAt } from "./catalog/catalog.ts";
import type { Page } from "./catalog/page.ts";
import { absoluteUrl, site } from "./config.ts";
import { isLocalized, pathIn, versionsOf } from "./i18n/addresses.ts";
import { inSentence, LANGUAGE_TAGS, type Language } from "./i18n/languages.ts";
import { type PageWords, pageWords } from "./i18n/page-words.ts";
import { translator } from "./i18n/text/index.ts";
import { UI } from "./i18n/ui/index.ts";

const ROBOTS = "index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1";
const PREVIEW_ROBOTS = "noindex, nofollow, noarchive, nosnippet";

/** The head of a page (docs/spec/site.md §2.5) as plain data, computed where the catalog lives. */
export interface PageHead {
  /** The page's address in its language. */
  readonly path: string;
  readonly language: Language;
  readonly title: string;
  readonly description: string;
  readonly keywords: string;
  readonly canonical: string;
  readonly robots: string;
  readonly image: string;
  /**
   * Every language's version of the page, reciprocal (each version lists all, itself included),
   * and `x-default` for the English one; none for a page in English only.
   */
  readonly alternates: readonly { readonly hreflang: string; readonly href: string }[];
  readonly jsonLd: Record<string, unknown>;
}

/** What the head of a path the catalog does not know says: its title, and not to index it. */
export type NotFoundHead = Pick<PageHead, "title" | "robots">;

export function notFoundHead(language: Language = "en"): NotFoundHead {
  const words = language === "en" ? "Page Not Found" : UI[language]["not-found.title"];
  return { title: `${words} | ${site.name}`, robots: "noindex" };
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

function documentTitle(page: Page, words: PageWords, language: Language): string {
  if (language === "en") {
    return isPairPage(page)
      ? `${page.title} converter | ${site.name}`
      : `${page.title} | ${site.name} - Fast & Accurate Unit Converter`;
  }
  const t = translator(language);
  return isPairPage(page)
    ? t("head.pair-title", { title: inSentence(words.title, language), site: site.name })
    : t("head.title", { title: words.title, site: site.name });
}

function alternates(page: Page): PageHead["alternates"] {
  if (!isLocalized(page) || page.canonical !== undefined) return [];
  const versions = versionsOf(page).map((v) => ({
    hreflang: LANGUAGE_TAGS[v.language],
    href: absoluteUrl(v.path),
  }));
  return [...versions, { hreflang: "x-default", href: absoluteUrl(page.path) }];
}

/** A page's canonical address in another language: its twin's there (`/de/blutzucker`), or its own. */
function canonicalIn(page: Page, language: Language): string {
  const canonical = page.canonical === undefined ? page : pageAt(page.canonical);
  const path = canonical && pathIn(canonical, language);
  if (!path) throw new Error(`${page.canonical ?? page.path} has no address in '${language}'`);
  return path;
}

export function pageHead(page: Page, language: Language = "en"): PageHead {
  const path = pathIn(page, language);
  if (!path) throw new Error(`${page.path} has no address in '${language}'`);
  const words = pageWords(page, language);
  const canonical = absoluteUrl(
    language === "en" ? canonicalPath(page) : canonicalIn(page, language),
  );
  const structured = {
    "@context": "https://schema.org",
    "@type": "WebApplication",
    name: words.title,
    description: words.description,
    ...(language !== "en" && { inLanguage: LANGUAGE_TAGS[language] }),
    url: canonical,
    applicationCategory: page.appCategory,
    operatingSystem: "Any",
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
  };
  return {
    path,
    language,
    title: documentTitle(page, words, language),
    description: words.description,
    keywords: words.keywords,
    canonical,
    robots: site.preview ? PREVIEW_ROBOTS : ROBOTS,
    image: absoluteUrl("/favicon.png"),
    alternates: alternates(page),
    jsonLd: structured,
  };
}
