/**
 * The words of the pages, in English: the shell, the headings and the sentences every converter
 * page shares, and the templates of another language's titles and descriptions. Rendered on the
 * server only: none of it travels in the browser's code. Every other language's file translates
 * this one; a `{name}` is filled by site/i18n/messages/fill.ts.
 */
export const en = {
  "shell.home": "Home",
  "shell.nav-footer": "Footer",
  "shell.breadcrumb": "Breadcrumb",
  "shell.languages": "Languages",
  "shell.popular-pairs": "Popular Pairs",
  "shell.currency": "Currency",
  "shell.search-label": "Convert or search units",
  "shell.search-placeholder": "5 ft 3 in to cm, psi…",
  // The page the service worker shows for a page never saved, offline (scripts/offline-page.ts).
  "offline.title": "You are offline",
  "offline.text":
    "This page has not been saved for offline use yet. Pages you have opened before, and every unit converter, work without a connection.",
  "offline.home": "Go to the home page",
  // The answer page (/search?q=, site/views/search.server.ts).
  "search.title": "Search",
  "search.heading": "Convert and calculate",
  "search.answer": "Answer",
  "search.answer-label": "Answer",
  "search.read-as": "Read as",
  "search.open": "Open in the {title}",
  "search.prompt": "Type a quantity, a conversion or a calculation",
  "search.again": "Ask again",
  "search.converters": "Converters",
  "search.examples": "Examples",
  "search.too-long": "The question is {length} characters long; at most {limit} are read.",
  // Titles and descriptions of a page in another language (English pages have their catalog's).
  "head.title": "{title} | {site} - Fast & Accurate Unit Converter",
  "head.pair-title": "{title} converter | {site}",
  "page.category-title": "{name} Converter",
  "page.category-description":
    "Convert {name} units: {examples} and {count} units in all. Exact results as you type, free.",
  "page.category-keywords": "{name} converter, {name} units, convert {name}",
  "page.pair-title": "{from} to {to}",
  "page.pair-label": "{title} Converter",
  "page.pair-description":
    "Convert {from} to {to}: 1 {fromSymbol} = {value} {toSymbol}. Formula, table and examples, exact to the last digit.",
  "page.pair-keywords": "{from} to {to}, {fromSymbol} to {toSymbol}, convert {from} to {to}",
  "converter.popular": "Popular {quantity} Conversions",
  "converter.related": "Related Conversions",
  "converter.other-way": "Convert the other way",
  "converter.more": "More {quantity} Conversions",
  "converter.explore": "Explore all {quantity} conversion tools",
  "converter.also-need": "You might also need:",
  "content.about": "About {title}",
  "content.common": "Common Conversions",
  "content.common-sub": "Quick reference for popular {title} conversions",
  "content.from": "From",
  "content.to": "To",
  "content.result": "Result",
  "content.formulas": "Conversion Formulas",
  "content.formula-title": "{from} to {to}",
  "content.example": "Example:",
  "content.use-cases": "Common Use Cases",
  "content.guides": "Complete Guides",
  "content.guides-sub": "In-depth educational content and tutorials",
  "content.tips": "Tips & Best Practices",
  "content.tips-sub": "Expert advice for better conversions",
  "content.faq": "Frequently Asked Questions",
  "units.title": "Units on this page",
  "units.caption": "One of each unit, expressed in {base} ({symbol}).",
  "units.unit": "Unit",
  "units.symbol": "Symbol",
  "units.in": "In {symbol}",
  // The two questions every unit page asks first (site/content/faq-templates.ts).
  "faq.usage-question": "How do I use the {name}?",
  "faq.usage-answer":
    "Type a value in either field and choose the units; the other field shows the converted value as you type. The swap button exchanges the units, Copy result copies the number, and the page address ({address}) keeps the conversion to share. Example: {example}",
  "faq.example": "{value}{context} is {result}",
  "faq.example-context": ", {context},",
  "faq.example-or": ", or {result}",
  "faq.accuracy-question": "Is this {name} accurate?",
  "faq.yes": "Yes.",
  "faq.tested": "Automated tests check every factor against GNU units.",
  // The home page, the link sections (site/links.ts) and the site's own pages
  "home.common": "Common Conversions",
  "home.common-sub": "Click any conversion to open its dedicated converter page",
  "home.directory": "Unit Converters — Full Versions",
  "home.all": "All Converters",
  "group.Common": "Common",
  "group.Popular": "Popular",
  "group.Engineering": "Engineering",
  "group.Heat": "Heat",
  "group.Fluids": "Fluids",
  "group.Light": "Light",
  "group.Electricity": "Electricity",
  "group.Magnetism": "Magnetism",
  "group.Radiology": "Radiology",
  "group.Other": "Other",
  "group.Medical": "Medical",
  "group.Currency": "Currency",
  "group.Crypto": "Crypto",
  "links.crypto-currency": "Crypto Currency",
  "links.all": "All Converters",
  "links.common": "Common Converters",
  "links.popular": "Popular Converters",
  "info.sidebar": "Converters",
  "sitemap.main": "Main Pages",
  "sitemap.pairs": "Popular Conversion Pairs",
  "sitemap.engineering": "Engineering & Technical",
  "sitemap.specialized": "Specialized Converters",
  "sitemap.for-engines": "For search engines:",
  // The blood-sugar page (site/views/medical.server.ts, app/routes/blood-sugar.tsx)
  "medical.disclaimer":
    "These ranges are for fasting blood sugar. Always consult your healthcare provider for medical advice.",
  "medical.reference": "Blood Sugar Reference Ranges",
  "medical.range": "Range",
  "medical.range-normal": "Normal",
  "medical.range-prediabetic": "Pre-diabetic",
  "medical.range-diabetic": "Diabetic",
  "medical.range-low": "Low",
  "medical.below": "below {value}",
  "medical.common": "Common Conversions",
  "medical.reading": "Reading",
  "medical.converted": "Converted",
  "medical.meaning": "Meaning",
  "medical.normal-fasting": "Normal fasting",
  "medical.diabetes-threshold": "Diabetes threshold (fasting)",
  "medical.high-after-meal": "High after a meal",
  "medical.low-end": "Low end of normal",
  "medical.normal": "Normal",
  "medical.elevated": "Elevated",
  "medical.hba1c": "HbA1c and Average Glucose",
  "medical.related": "Related Converters",
  "medical.formula":
    "Formula: mmol/L = mg/dL ÷ {factor} (glucose, {molarMass} g/mol); mg/dL = mmol/L × {factor}.",
  "legal.note":
    "This page is available in English only. The English text below is the one that applies.",
} as const;

export type TextKey = keyof typeof en;
/** A language's words of the pages: every key of the English file, none other. */
export type SiteText = Readonly<Record<TextKey, string>>;

/**
 * The pages of no units that every language has: written per language, not made from names. A twin
 * (`/blood-sugar`, `/glucose-converter`) takes the words of the page it is the twin of.
 */
export type WrittenPath =
  | "/"
  | "/about"
  | "/contact"
  | "/terms"
  | "/privacy"
  | "/sitemap"
  | "/guides"
  | "/blood-sugar-converter"
  // The tools written in every language (LOCALIZED_TOOLS, site/i18n/addresses.ts).
  | "/case"
  | "/number-base"
  // The cooking converter (its ingredient pages' words are a template: site/i18n/cooking/).
  | "/cooking-converter";
/** A written page's words in a language beside English (English's are its catalog entry's). */
export interface WrittenPage {
  /** The heading and the title: "Conversor de unidades online gratis". */
  readonly title: string;
  /** Menus and link lists, as the English catalog's navLabel ("sobre nosotros" in the footer). */
  readonly navLabel: string;
  readonly description: string;
  readonly keywords: string;
}
