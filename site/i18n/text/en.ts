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
  // The money pages (app/routes/money.tsx, app/components/history/history-placeholder.tsx)
  "money.noscript": "Live rates need JavaScript; the rest of this page reads without it.",
  "money.history-coming":
    "A chart of the {from} to {to} rate over 1 month, 1 year, 5 years or all of it, its figures as a table and a CSV file, and the rate on any date its source has published appear here.",
  "money.history-noscript": "They need JavaScript. Every rate is also in our API, as JSON:",
  "money.history-api": "the {from} to {to} reference rates since 1999",
  // Titles and descriptions of the money pages in another language (English's are the catalog's)
  "money.pair-title": "{from} to {to}",
  "money.pair-label": "{title} converter",
  "money.pair-description":
    "Convert {fromPlural} ({from}) to {toPlural} ({to}) at the latest reference rate, with the rate the other way and a table of common amounts.",
  "money.pair-keywords": "{from} to {to}, {fromName} to {toName}, {from} {to} exchange rate",
  // The time zone converter's table of the year's clock changes (time-zone-rules.tsx)
  "tz-rules.title": "Clock changes in {year}",
  "tz-rules.intro":
    "Each zone's offset from UTC in {year}, and when its clocks go forward and back, in its own local time, from the IANA tz database.",
  "tz-rules.zone": "Zone",
  "tz-rules.offset": "Offset",
  "tz-rules.forward": "Clocks go forward",
  "tz-rules.back": "Clocks go back",
  "tz-rules.none": "No change",
  // The ring size chart (app/components/ring-size-chart.tsx): how each system counts.
  "ring.rule-of": "{system}: {rule}",
  "ring.chart": "Ring size chart",
  "ring.chart-intro": "Each row is a US & Canada size and the nearest size of each other system.",
  "ring.rule.us": "(1.4216 + 0.1018 × size) in inner circumference",
  "ring.rule.uk": "letters from A = 37.5 mm inner circumference, 1.25 mm a letter (BS 6820)",
  "ring.rule.iso": "the inner circumference in millimetres",
  "ring.rule.ch": "the inner circumference in millimetres less 40",
  "ring.rule.jp": "size 1 is 13 mm across inside, each size 1/3 mm more",
  "ring.rule.diameter-in": "measured across the inside",
  // The shoe size chart (app/components/shoe-size-chart.tsx): how each system counts.
  "shoe.rule-of": "{system}: {rule}",
  "shoe.chart": "Shoe size chart",
  "shoe.chart-intro":
    "Each row is one last length and the nearest size of each system; the foot lengths are {allowance} cm shorter than the last. A dash: past that system's range.",
  "shoe.chart-men": "Men's shoe sizes",
  "shoe.chart-women": "Women's shoe sizes",
  "shoe.chart-children": "Children's shoe sizes",
  "shoe.rule.us-men": "size 0 is a last of 8¼ in, ⅓ in a size",
  "shoe.rule.us-women": "size 0 is a last of 7 11/12 in, ⅓ in a size: one size above men's",
  "shoe.rule.us-boys": "size 0 is a last of 3 11/12 in, ⅓ in a size: boys' 13 is men's 0",
  "shoe.rule.us-girls": "size 0 is a last of 3 7/12 in, ⅓ in a size: girls' 13 is women's 0",
  "shoe.rule.uk-adult":
    "size 1 is a last of 8 2/3 in, a barleycorn (⅓ in) a size, after children's 13½",
  "shoe.rule.uk-child": "size 0 is a last of 4 in, a barleycorn (⅓ in) a size, up to 13½",
  "shoe.rule.eu": "the last length in Paris points of ⅔ cm",
  "shoe.rule.mondopoint":
    "the foot length in millimetres, in 5 mm steps (ISO 9407; Japan and China)",
  // The date calculator's ISO week chart (app/components/date-calculator-chart.tsx).
  "date.chart-title": "ISO weeks, year by year",
  "date.chart-text":
    "An ISO 8601 week runs Monday to Sunday, and week 1 is the one holding the year's first Thursday, so it starts between 29 December and 4 January. A year has 53 weeks when it starts on a Thursday, or on a Wednesday in a leap year; otherwise 52. The calculator counts whole days on the Gregorian calendar: a date is a day number, and days between two dates are the difference of their numbers.",
  "date.chart-year": "Year",
  "date.chart-jan1": "1 January",
  "date.chart-week1": "Week 1 starts",
  "date.chart-weeks": "ISO weeks",
  // The Unix timestamp converter's examples (app/components/unix-timestamp-examples.tsx).
  "unix.examples": "Unix timestamps worth knowing",
  "unix.examples-text":
    "A timestamp is seconds since 1970-01-01T00:00:00Z, 86 400 to a day and no leap seconds; a date is the day number those seconds give, on the Gregorian calendar, and the time of day the rest. Milliseconds are the seconds below times 1000, microseconds times a million. The page counts with integers of any size, so the last digit of a microsecond timestamp is kept.",
  "unix.examples-instant": "Instant and seconds",
  "unix.examples-utc": "UTC, in ISO 8601 and RFC 2822",
  "unix.ex-epoch": "The epoch",
  "unix.ex-before": "One second before the epoch",
  "unix.ex-billion": "One billion seconds",
  "unix.ex-int32": "The last second of signed 32-bit time",
  "unix.ex-wrap": "Where signed 32-bit time wraps to",
  "unix.ex-two-billion": "Two billion seconds",
  "unix.ex-uint32": "The last second of unsigned 32-bit time",
  "unix.ex-9999": "The last second of the year 9999",
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
  // The tools.
  | "/case"
  | "/number-base"
  // The money pages written in every language (their pairs are made from their currencies' names).
  | "/currency-converter"
  | "/crypto-currency"
  // The time zone converter.
  | "/time-zone-converter"
  // The ring size converter
  | "/ring-size-converter"
  // The shoe size converter
  | "/shoe-size-converter"
  // The date calculator.
  | "/date-calculator"
  // The Unix timestamp converter.
  | "/unix-timestamp-converter"
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
