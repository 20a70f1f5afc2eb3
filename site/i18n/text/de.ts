import type { SiteText, WrittenPage, WrittenPath } from "./en.ts";

/** The words of the pages in German (en.ts says what each is). */
export const de: SiteText = {
  "shell.home": "Startseite",
  "shell.nav-footer": "Fußzeile",
  "shell.breadcrumb": "Navigationspfad",
  "shell.languages": "Sprachen",
  "shell.popular-pairs": "Beliebte Paare",
  "shell.currency": "Währungen",
  "shell.search-label": "Einheiten umrechnen oder suchen",
  "shell.search-placeholder": "5 Fuß 3 Zoll in cm, psi…",
  "offline.title": "Sie sind offline",
  "offline.text":
    "Diese Seite wurde noch nicht für die Offline-Nutzung gespeichert. Seiten, die Sie schon einmal geöffnet haben, funktionieren ohne Verbindung.",
  "offline.home": "Zur Startseite",
  "search.title": "Suche",
  "search.heading": "Umrechnen und berechnen",
  "search.answer": "Antworten",
  "search.answer-label": "Antwort",
  "search.read-as": "Gelesen als",
  "search.open": "Seite öffnen: {title}",
  "search.prompt": "Geben Sie eine Größe, eine Umrechnung oder eine Rechnung ein",
  "search.again": "Erneut fragen",
  "search.converters": "Umrechner",
  "search.examples": "Beispiele",
  "search.too-long": "Die Frage ist {length} Zeichen lang; gelesen werden höchstens {limit}.",
  "head.title": "{title} | {site} - Schneller, genauer Einheitenrechner",
  "head.pair-title": "{title} umrechnen | {site}",
  "page.category-title": "{name} umrechnen",
  "page.category-description":
    "Einheiten der Größe {name} umrechnen: {examples} und insgesamt {count} Einheiten. Genaue Ergebnisse schon beim Tippen, kostenlos.",
  "page.category-keywords": "{name} umrechnen, Einheiten {name}, {name} Umrechner",
  "page.pair-title": "{from} in {to}",
  "page.pair-label": "{title} umrechnen",
  "page.pair-description":
    "{from} in {to} umrechnen: 1 {fromSymbol} = {value} {toSymbol}. Formel, Tabelle und Beispiele, genau bis zur letzten Stelle.",
  "page.pair-keywords": "{from} in {to}, {fromSymbol} in {toSymbol}, {from} in {to} umrechnen",
  "converter.popular": "Beliebte Umrechnungen: {quantity}",
  "converter.related": "Verwandte Umrechnungen",
  "converter.other-way": "In die andere Richtung umrechnen",
  "converter.more": "Weitere Umrechnungen: {quantity}",
  "converter.explore": "Alle Umrechner für {quantity}",
  "converter.also-need": "Das könnte Sie auch interessieren:",
  "content.about": "{title}: Wissenswertes",
  "content.common": "Häufige Umrechnungen",
  "content.common-sub": "Schnellübersicht der gefragtesten Umrechnungen",
  "content.from": "Von",
  "content.to": "In",
  "content.result": "Ergebnis",
  "content.formulas": "Umrechnungsformeln",
  "content.formula-title": "{from} in {to}",
  "content.example": "Beispiel:",
  "content.use-cases": "Typische Anwendungen",
  "content.guides": "Ausführliche Anleitungen",
  "content.guides-sub": "Hintergründe und Erklärungen",
  "content.tips": "Tipps und bewährte Praxis",
  "content.tips-sub": "Für bessere Umrechnungen",
  "content.faq": "Häufig gestellte Fragen",
  "units.title": "Einheiten auf dieser Seite",
  "units.caption": "Je eine Einheit, ausgedrückt in {base} ({symbol}).",
  "units.unit": "Einheit",
  "units.symbol": "Symbol",
  "units.in": "In {symbol}",
  "faq.usage-question": "Wie benutze ich diesen Umrechner?",
  "faq.usage-answer":
    "Geben Sie einen Wert in eines der beiden Felder ein und wählen Sie die Einheiten; das andere Feld zeigt schon beim Tippen den umgerechneten Wert. Die Tausch-Schaltfläche vertauscht die Einheiten, „Ergebnis kopieren“ kopiert die Zahl, und die Adresse der Seite ({address}) hält die Umrechnung zum Teilen fest. Beispiel: {example}",
  "faq.example": "{value}{context} sind {result}",
  "faq.example-context": ", {context},",
  "faq.example-or": " oder {result}",
  "faq.accuracy-question": "Ist dieser Umrechner genau?",
  "faq.yes": "Ja.",
  "faq.tested": "Automatische Tests prüfen jeden Faktor gegen GNU units.",
  "home.common": "Häufige Umrechnungen",
  "home.common-sub": "Klicken Sie auf eine Umrechnung, um ihre eigene Umrechnerseite zu öffnen",
  "home.directory": "Einheitenrechner – Vollversionen",
  "home.all": "Alle Umrechner",
  "group.Common": "Allgemein",
  "group.Popular": "Beliebt",
  "group.Engineering": "Technik",
  "group.Heat": "Wärme",
  "group.Fluids": "Fluide",
  "group.Light": "Licht",
  "group.Electricity": "Elektrizität",
  "group.Magnetism": "Magnetismus",
  "group.Radiology": "Radiologie",
  "group.Other": "Sonstige",
  "group.Medical": "Medizin",
  "group.Currency": "Währungen",
  "group.Crypto": "Krypto",
  "links.crypto-currency": "Kryptowährungen",
  "links.all": "Alle Umrechner",
  "links.common": "Gängige Umrechner",
  "links.popular": "Beliebte Umrechner",
  "info.sidebar": "Umrechner",
  "sitemap.main": "Hauptseiten",
  "sitemap.pairs": "Beliebte Umrechnungspaare",
  "sitemap.engineering": "Technik & Wissenschaft",
  "sitemap.specialized": "Spezielle Umrechner",
  "sitemap.for-engines": "Für Suchmaschinen:",
  "medical.disclaimer":
    "Diese Bereiche gelten für den Nüchternblutzucker. Wenden Sie sich für medizinischen Rat immer an Ihre Ärztin oder Ihren Arzt.",
  "medical.reference": "Referenzbereiche für den Blutzucker",
  "medical.range": "Bereich",
  "medical.range-normal": "Normal",
  "medical.range-prediabetic": "Prädiabetes",
  "medical.range-diabetic": "Diabetes",
  "medical.range-low": "Niedrig",
  "medical.below": "unter {value}",
  "medical.common": "Häufige Umrechnungen",
  "medical.reading": "Messwert",
  "medical.converted": "Umgerechnet",
  "medical.meaning": "Bedeutung",
  "medical.normal-fasting": "Normal (nüchtern)",
  "medical.diabetes-threshold": "Diabetes-Schwelle (nüchtern)",
  "medical.high-after-meal": "Hoch nach einer Mahlzeit",
  "medical.low-end": "Untere Grenze des Normalbereichs",
  "medical.normal": "Normal",
  "medical.elevated": "Erhöht",
  "medical.hba1c": "HbA1c und mittlerer Blutzucker",
  "medical.related": "Verwandte Umrechner",
  "medical.formula":
    "Formel: mmol/L = mg/dL ÷ {factor} (Glukose, {molarMass} g/mol); mg/dL = mmol/L × {factor}.",
  "legal.note": "Diese Seite gibt es nur auf Englisch. Maßgeblich ist der folgende englische Text.",
  "money.noscript": "Live-Kurse benötigen JavaScript; der Rest dieser Seite ist auch ohne lesbar.",
  "money.history-coming":
    "Hier erscheinen ein Diagramm des Kurses {from}/{to} über 1 Monat, 1 Jahr, 5 Jahre oder den gesamten Zeitraum, seine Werte als Tabelle und als CSV-Datei sowie der Kurs an jedem Datum, das seine Quelle veröffentlicht hat.",
  "money.history-noscript":
    "Dafür wird JavaScript benötigt. Alle Kurse stehen auch in unserer API, als JSON:",
  "money.history-api": "die Referenzkurse {from}/{to} seit 1999",
  "money.pair-title": "{from} in {to}",
  "money.pair-label": "{title} umrechnen",
  "money.pair-description":
    "Rechnen Sie {from} ({fromPlural}) zum aktuellen Referenzkurs in {to} ({toPlural}) um, mit dem Kurs in Gegenrichtung und einer Tabelle gängiger Beträge.",
  "money.pair-keywords":
    "{from} in {to}, {fromName} in {toName}, Wechselkurs {from} {to}, {from} {to} Rechner",
  // The time zone converter's table of the year's clock changes.
  "tz-rules.title": "Zeitumstellungen {year}",
  "tz-rules.intro":
    "Die Abweichung jeder Zone von UTC im Jahr {year} und wann ihre Uhren vor- und zurückgestellt werden, in ihrer eigenen Ortszeit, nach der tz-Datenbank der IANA.",
  "tz-rules.zone": "Zone",
  "tz-rules.offset": "Abweichung",
  "tz-rules.forward": "Uhren vorgestellt",
  "tz-rules.back": "Uhren zurückgestellt",
  "tz-rules.none": "Keine Umstellung",
  // The ring size chart (app/components/ring-size-chart.tsx)
  "ring.rule-of": "{system}: {rule}",
  "ring.chart": "Ringgrößentabelle",
  "ring.chart-intro":
    "Jede Zeile ist eine Größe aus USA & Kanada mit der nächstgelegenen Größe jedes anderen Systems.",
  "ring.rule.us": "(1,4216 + 0,1018 × Größe) in Innenumfang",
  "ring.rule.uk": "Buchstaben ab A = 37,5 mm Innenumfang, 1,25 mm je Buchstabe (BS 6820)",
  "ring.rule.iso": "der Innenumfang in Millimetern",
  "ring.rule.ch": "der Innenumfang in Millimetern minus 40",
  "ring.rule.jp": "Größe 1 hat 13 mm Innendurchmesser, jede weitere Größe 1/3 mm mehr",
  "ring.rule.diameter-in": "innen quer gemessen",
  // The shoe size chart (app/components/shoe-size-chart.tsx)
  "shoe.rule-of": "{system}: {rule}",
  "shoe.chart": "Schuhgrößentabelle",
  "shoe.chart-intro":
    "Jede Zeile ist eine Leistenlänge mit der nächstgelegenen Größe jedes Systems; die Fußlängen sind {allowance} cm kürzer als der Leisten. Ein Strich: außerhalb des Bereichs dieses Systems.",
  "shoe.chart-men": "Herrenschuhgrößen",
  "shoe.chart-women": "Damenschuhgrößen",
  "shoe.chart-children": "Kinderschuhgrößen",
  "shoe.rule.us-men": "Größe 0 ist ein Leisten von 8¼ in, ⅓ in je Größe",
  "shoe.rule.us-women":
    "Größe 0 ist ein Leisten von 7 11/12 in, ⅓ in je Größe: eine Größe über der Herrengröße",
  "shoe.rule.us-boys":
    "Größe 0 ist ein Leisten von 3 11/12 in, ⅓ in je Größe: Jungen 13 ist Herren 0",
  "shoe.rule.us-girls":
    "Größe 0 ist ein Leisten von 3 7/12 in, ⅓ in je Größe: Mädchen 13 ist Damen 0",
  "shoe.rule.uk-adult":
    "Größe 1 ist ein Leisten von 8 2/3 in, ein Gerstenkorn (⅓ in) je Größe, nach Kindergröße 13½",
  "shoe.rule.uk-child":
    "Größe 0 ist ein Leisten von 4 in, ein Gerstenkorn (⅓ in) je Größe, bis 13½",
  "shoe.rule.eu": "die Leistenlänge in Pariser Stich zu ⅔ cm",
  "shoe.rule.mondopoint":
    "die Fußlänge in Millimetern, in Schritten von 5 mm (ISO 9407; Japan und China)",
  // The date calculator's ISO week chart.
  "date.chart-title": "ISO-Wochen, Jahr für Jahr",
  "date.chart-text":
    "Eine ISO-8601-Woche läuft von Montag bis Sonntag, und Woche 1 ist die Woche mit dem ersten Donnerstag des Jahres; sie beginnt also zwischen dem 29. Dezember und dem 4. Januar. Ein Jahr hat 53 Wochen, wenn es an einem Donnerstag beginnt oder, in einem Schaltjahr, an einem Mittwoch; sonst 52. Der Rechner zählt ganze Tage im gregorianischen Kalender: Ein Datum ist eine Tagesnummer, und die Tage zwischen zwei Daten sind die Differenz ihrer Nummern.",
  "date.chart-year": "Jahr",
  "date.chart-jan1": "1. Januar",
  "date.chart-week1": "Beginn von Woche 1",
  "date.chart-weeks": "ISO-Wochen",
  // The Unix timestamp converter's examples.
  "unix.examples": "Wissenswerte Unix-Zeitstempel",
  "unix.examples-text":
    "Ein Zeitstempel sind Sekunden seit 1970-01-01T00:00:00Z, 86.400 pro Tag und ohne Schaltsekunden; ein Datum ist die Tagesnummer, die diese Sekunden ergeben, im gregorianischen Kalender, und die Uhrzeit ist der Rest. Millisekunden sind diese Sekunden mal 1.000, Mikrosekunden mal eine Million. Die Seite rechnet mit ganzen Zahlen beliebiger Größe, daher bleibt auch die letzte Ziffer eines Mikrosekunden-Zeitstempels erhalten.",
  "unix.examples-instant": "Zeitpunkt und Sekunden",
  "unix.examples-utc": "UTC, in ISO 8601 und RFC 2822",
  "unix.ex-epoch": "Die Epoche",
  "unix.ex-before": "Eine Sekunde vor der Epoche",
  "unix.ex-billion": "Eine Milliarde Sekunden",
  "unix.ex-int32": "Die letzte Sekunde der vorzeichenbehafteten 32-Bit-Zeit",
  "unix.ex-wrap": "Wohin die vorzeichenbehaftete 32-Bit-Zeit überläuft",
  "unix.ex-two-billion": "Zwei Milliarden Sekunden",
  "unix.ex-uint32": "Die letzte Sekunde der vorzeichenlosen 32-Bit-Zeit",
  "unix.ex-9999": "Die letzte Sekunde des Jahres 9999",
};

/**
 * Names of category pages that share their quantity with another page, so cannot take its name.
 */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  "/moment-force": "Kraftmoment",
  "/fuel-efficiency-volume": "Kraftstoffeffizienz (Volumen)",
  "/concentration-solution": "Konzentration von Lösungen",
  "/radiation": "Strahlung",
  "/volume-dry": "Trockenvolumen",
  "/typography": "Typografie",
  "/volume-lumber": "Holzvolumen",
};

/** The words of the home page and the site's own pages in German (en.ts says what each is). */
export const PAGE_WORDS: Readonly<Record<WrittenPath, WrittenPage>> = {
  "/": {
    title: "Kostenloser Online-Einheitenrechner",
    navLabel: "Startseite",
    description:
      "Länge, Gewicht, Temperatur, Volumen, Fläche und über 70 weitere Größen exakt umrechnen, dazu Währungen und Blutzuckerwerte. Kostenlos, schnell, ohne Anmeldung.",
    keywords:
      "Einheitenrechner, Einheiten umrechnen, metrisch in imperial, Länge, Gewicht, Temperatur",
  },
  "/about": {
    title: "Über uns",
    navLabel: "über uns",
    description: "Was {site} ist, für wen es gedacht ist und wie jede Umrechnung exakt bleibt.",
    keywords: "über {site}, Einheitenrechner, genaue Umrechnungen",
  },
  "/contact": {
    title: "Kontakt",
    navLabel: "Kontakt",
    description:
      "Fragen, Korrekturen oder Ideen für {site}? Schreiben Sie uns; wir antworten in der Regel innerhalb von 24 Stunden.",
    keywords: "{site} Kontakt, Feedback, Support",
  },
  "/terms": {
    title: "Nutzungsbedingungen",
    navLabel: "Nutzungsbedingungen",
    description:
      "Die Bedingungen, unter denen die kostenlosen Umrechner von {site} genutzt werden dürfen.",
    keywords: "{site} Nutzungsbedingungen, AGB",
  },
  "/privacy": {
    title: "Datenschutzerklärung",
    navLabel: "Datenschutz",
    description: "Was {site} über Sie speichert und was nicht – genau aufgeschlüsselt.",
    keywords: "{site} Datenschutzerklärung, Datenschutz",
  },
  "/sitemap": {
    title: "Sitemap",
    navLabel: "Sitemap",
    description:
      "Alle Seiten von {site}: Einheitenrechner, Umrechnungspaare, Währungs- und Medizinrechner.",
    keywords: "{site} Sitemap, alle Umrechner",
  },
  "/guides": {
    title: "Einheiten umrechnen: Anleitungen und Erklärungen",
    navLabel: "Anleitungen",
    description:
      "Länge, Gewicht, Temperatur, Fläche, Volumen und Energie von Hand umrechnen, mit den exakten Faktoren und den Fehlern, die Sie vermeiden sollten.",
    keywords:
      "Einheiten umrechnen Anleitung, Umrechnung erklärt, metrisches System, imperiale Einheiten",
  },
  "/blood-sugar-converter": {
    title: "Blutzucker-Umrechner",
    navLabel: "Blutzucker",
    description:
      "Blutzucker zwischen mg/dL und mmol/L mit dem exakten Faktor umrechnen und sehen, in welchen Bereich ein Messwert fällt. Mit HbA1c und mittlerem Blutzucker.",
    keywords:
      "Blutzucker umrechnen, Glukose Umrechner, mg/dl in mmol/l, mmol/l in mg/dl, HbA1c, Diabetes",
  },
  "/case": {
    title: "Groß- und Kleinschreibung umwandeln",
    navLabel: "Groß-/Kleinschreibung",
    description:
      "Text in GROSSBUCHSTABEN, kleinbuchstaben, Wortanfänge Groß, Satzanfang groß, camelCase, snake_case, kebab-case oder CONSTANT_CASE umwandeln, schon beim Tippen.",
    keywords:
      "Groß- und Kleinschreibung umwandeln, Großbuchstaben, Kleinbuchstaben, camelCase, snake_case",
  },
  "/number-base": {
    title: "Zahlensysteme umrechnen",
    navLabel: "Zahlensysteme",
    description:
      "Zahlen zwischen Binär-, Oktal-, Dezimal- und Hexadezimalsystem und jeder Basis von 2 bis 36 umrechnen, exakt und in beliebiger Länge.",
    keywords:
      "Zahlensysteme umrechnen, binär in dezimal, hexadezimal in dezimal, Oktalsystem, Basis 36",
  },
  "/currency-converter": {
    title: "Währungsrechner",
    navLabel: "Währungsrechner",
    description:
      "Rechnen Sie zwischen über {fiat} Währungen der Welt um, jede zum Kurs der Bank, die ihn festlegt, und den {coins} größten Kryptowährungen.",
    keywords: "Währungsrechner, Wechselkurse, Devisenrechner, USD, EUR, GBP, JPY",
  },
  "/crypto-currency": {
    title: "Kryptowährungsrechner",
    navLabel: "Kryptowährungsrechner",
    description:
      "Rechnen Sie Bitcoin, Ethereum und die {others} weiteren größten Kryptowährungen ineinander und in über {fiat} Währungen der Welt um.",
    keywords: "Kryptowährungsrechner, Krypto-Rechner, Bitcoin, Ethereum, BTC in USD",
  },
  // The time zone converter.
  "/time-zone-converter": {
    title: "Zeitzonen-Umrechner",
    navLabel: "Zeitzonen",
    description:
      "Datum und Uhrzeit zwischen IANA-Zeitzonen oder 1.000 Städten umrechnen, mit der Sommerzeit jedes Datums und Abkürzungen wie IST oder CST erklärt.",
    keywords:
      "Zeitzonen-Umrechner, Zeitverschiebung, Uhrzeit umrechnen, MEZ in EST, Sommerzeit, UTC-Abweichung",
  },
  // The ring size converter
  "/ring-size-converter": {
    title: "Ringgrößen umrechnen",
    navLabel: "Ringgrößen",
    description:
      "Ringgrößen umrechnen: USA & Kanada, UK & Australien, ISO 8653 (Europa), Schweiz und Japan sowie Innendurchmesser und Innenumfang in mm und Zoll.",
    keywords:
      "Ringgrößen umrechnen, Ringgrößentabelle, Ringgröße in mm, US-Ringgröße in deutsche Größe, Innendurchmesser Ring",
  },
  // The shoe size converter
  "/shoe-size-converter": {
    title: "Schuhgrößen umrechnen",
    navLabel: "Schuhgrößen",
    description:
      "Schuhgrößen für Herren, Damen und Kinder umrechnen: US, UK, EU (Pariser Stich) und Mondopoint, auch aus einer gemessenen Fußlänge in cm oder Zoll.",
    keywords:
      "Schuhgrößen umrechnen, Schuhgrößentabelle, US-Größe in EU-Größe, UK-Größe in US-Größe, Fußlänge in Schuhgröße, Mondopoint",
  },
  // The date calculator.
  "/date-calculator": {
    title: "Datumsrechner",
    navLabel: "Datumsrechner",
    description:
      "Tage und Werktage zwischen zwei Daten zählen, Tage, Wochen oder Monate addieren oder abziehen, mit Wochentag und ISO-Kalenderwoche jedes Datums.",
    keywords:
      "Datumsrechner, Tage zwischen zwei Daten, Tage zählen, Werktage berechnen, Tage addieren, Kalenderwoche",
  },
  // The Unix timestamp converter.
  "/unix-timestamp-converter": {
    title: "Unix-Zeitstempel umrechnen",
    navLabel: "Unix-Zeitstempel",
    description:
      "Unix-Zeitstempel in Sekunden, Millisekunden oder Mikrosekunden in Datum und Uhrzeit umrechnen, in UTC und Ortszeit, als ISO 8601 und RFC 2822, und zurück.",
    keywords:
      "Unix-Zeitstempel umrechnen, Unixzeit, Epoch, Zeitstempel in Datum, Datum in Zeitstempel, Millisekunden, ISO 8601",
  },
  // The cooking converter.
  "/cooking-converter": {
    title: "Küchenrechner für Cups, Löffel und Gramm",
    navLabel: "Küchenmaße",
    description:
      "Rechnen Sie Cups, Esslöffel und Teelöffel in Gramm und Unzen um, für 160 Zutaten, jede mit der Quelle ihrer Dichte (USDA, The Cake Bible).",
    keywords:
      "Küchenrechner, Cups in Gramm, Gramm in Cups, Backen umrechnen, Zutaten Gewicht umrechnen",
  },
};
