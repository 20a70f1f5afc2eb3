/**
 * Writes two modules from the Unicode CLDR (the cldr-core, cldr-numbers-full and
 * cldr-localenames-full packages, pinned in package.json):
 * - site/money/cldr-currencies.ts: every currency CLDR says is legal tender today in some country
 *   or territory, with its English name, plural and symbols; and the currencies retired since 1999
 *   (the span of the ECB's history), each with what replaced it. Small: the browser may load it.
 * - site/money/cldr-currency-places.ts: for each, the countries that use it and its names in their
 *   official languages: the words a money converter's filter finds it by (server-rendered only).
 *
 *   npx tsx scripts/generate-currencies.ts
 *
 * Run it after upgrading the CLDR packages; scripts/generate-currencies.test.ts fails while the
 * committed files differ from what this writes.
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

type Tender = Readonly<Record<string, { _from?: string; _to?: string; _tender?: string }>>;
interface CurrencyNames {
  readonly displayName?: string;
  readonly "displayName-count-one"?: string;
  readonly "displayName-count-other"?: string;
  readonly symbol?: string;
  readonly "symbol-alt-narrow"?: string;
}

/** The first day of the ECB's history: currencies retired before it are of no use to anyone here. */
const RETIRED_SINCE = "1999-01-01";
/** At most this many names in other languages per currency (the euro has a dozen). */
const MAX_LOCAL_NAMES = 6;

export const OUTPUT = fileURLToPath(new URL("../site/money/cldr-currencies.ts", import.meta.url));
export const PLACES = fileURLToPath(
  new URL("../site/money/cldr-currency-places.ts", import.meta.url),
);

function cldr<T>(path: string): T {
  return require(path) as T;
}

function currencyNames(locale: string): Readonly<Record<string, CurrencyNames>> | undefined {
  try {
    const file = cldr<{ main: Record<string, { numbers: { currencies: never } }> }>(
      `cldr-numbers-full/main/${locale}/currencies.json`,
    );
    return Object.values(file.main)[0]?.numbers.currencies;
  } catch {
    return undefined;
  }
}

const quote = (text: string) => JSON.stringify(text);
const list = (items: readonly string[]) => `[${items.map(quote).join(", ")}]`;

/** Both modules' texts, from the CLDR packages installed, formatted as Biome formats the code. */
export function currenciesModules(): { readonly currencies: string; readonly places: string } {
  const { currencies, places } = unformattedModules();
  const format = (path: string, input: string) =>
    execFileSync(
      fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url)),
      ["format", `--stdin-file-path=${path}`],
      { input, encoding: "utf8" },
    );
  return { currencies: format(OUTPUT, currencies), places: format(PLACES, places) };
}

function unformattedModules(): { readonly currencies: string; readonly places: string } {
  const version = cldr<{ version: string }>("cldr-core/package.json").version;
  const regions = cldr<{ supplemental: { currencyData: { region: Record<string, Tender[]> } } }>(
    "cldr-core/supplemental/currencyData.json",
  ).supplemental.currencyData.region;
  const territoryInfo = cldr<{
    supplemental: {
      territoryInfo: Record<
        string,
        { languagePopulation?: Record<string, { _officialStatus?: string }> }
      >;
    };
  }>("cldr-core/supplemental/territoryInfo.json").supplemental.territoryInfo;
  const territories = cldr<{
    main: { en: { localeDisplayNames: { territories: Record<string, string> } } };
  }>("cldr-localenames-full/main/en/territories.json").main.en.localeDisplayNames.territories;
  const english = currencyNames("en") ?? {};

  // Where each currency is tender now, and where it was until when.
  const current = new Map<string, string[]>();
  const retired = new Map<string, { until: string; regions: string[] }>();
  for (const [region, entries] of Object.entries(regions)) {
    if (!/^[A-Z]{2}$/.test(region)) continue; // 001, 150...: groups of territories
    for (const entry of entries) {
      for (const [code, tender] of Object.entries(entry)) {
        if (tender._tender === "false") continue;
        if (tender._to === undefined) {
          current.set(code, [...(current.get(code) ?? []), region]);
        } else if (tender._to >= RETIRED_SINCE) {
          const known = retired.get(code) ?? { until: tender._to, regions: [] };
          retired.set(code, {
            until: [known.until, tender._to].sort()[1] ?? tender._to,
            regions: [...known.regions, region],
          });
        }
      }
    }
  }
  for (const code of current.keys()) retired.delete(code);

  const name = (region: string) =>
    territories[`${region}-alt-short`] ?? territories[region] ?? region;

  /** Its names in the official languages of the countries that use it, other than English's. */
  function localNames(code: string, where: readonly string[]): string[] {
    const own = new Set(
      [english[code]?.displayName, english[code]?.["displayName-count-one"]].map((n) =>
        n?.toLocaleLowerCase("en"),
      ),
    );
    const names: string[] = [];
    for (const region of where) {
      const languages = territoryInfo[region]?.languagePopulation ?? {};
      for (const [tag, info] of Object.entries(languages)) {
        // territoryInfo writes scripts with an underscore (zh_Hant); locales with a hyphen.
        const language = tag.replace("_", "-");
        if (info._officialStatus !== "official" && info._officialStatus !== "de_facto_official") {
          continue;
        }
        const local =
          currencyNames(`${language}-${region}`)?.[code] ?? currencyNames(language)?.[code];
        const text = local?.displayName?.toLocaleLowerCase(language);
        if (text && !own.has(text) && !names.includes(text) && !/^[A-Z]{3}$/i.test(text)) {
          names.push(text);
        }
      }
    }
    return names.slice(0, MAX_LOCAL_NAMES);
  }

  const sorted = [...current.entries()].sort(([a], [b]) => a.localeCompare(b));
  const currentRows = sorted.map(([code]) => {
    const names = english[code] ?? {};
    const fields = [
      `code: ${quote(code)}`,
      `name: ${quote(names.displayName ?? code)}`,
      `one: ${quote(names["displayName-count-one"] ?? names.displayName ?? code)}`,
      `other: ${quote(names["displayName-count-other"] ?? names.displayName ?? code)}`,
      `symbol: ${quote(names.symbol ?? code)}`,
      ...(names["symbol-alt-narrow"] ? [`narrow: ${quote(names["symbol-alt-narrow"])}`] : []),
    ];
    return `  { ${fields.join(", ")} },`;
  });
  const placeRows = sorted.map(([code, where]) => {
    const countries = list([...new Set(where.map(name))].sort());
    const regions = list([...where].sort());
    return `  ${code}: { regions: ${regions}, countries: ${countries}, local: ${list(localNames(code, where))} },`;
  });

  const retiredRows = [...retired.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, { until, regions: where }]) => {
      // What the countries that used it took on after it, if they all took on the same.
      const successors = new Set(
        where.map((region) => {
          const next = (regions[region] ?? [])
            .flatMap((entry) => Object.entries(entry))
            .filter(([, t]) => t._tender !== "false" && t._from !== undefined && t._from <= until)
            .filter(([other, t]) => other !== code && t._to === undefined)
            .map(([other]) => other);
          return next[0] ?? "";
        }),
      );
      const [successor] = successors;
      const fields = [
        `code: ${quote(code)}`,
        `name: ${quote(english[code]?.displayName ?? code)}`,
        `until: ${quote(until)}`,
        ...(successors.size === 1 && successor ? [`replacedBy: ${quote(successor)}`] : []),
        `countries: ${list([...new Set(where.map(name))].sort())}`,
      ];
      return `  { ${fields.join(", ")} },`;
    });

  const header = `// Generated by scripts/generate-currencies.ts from Unicode CLDR ${version} (cldr-core,
// cldr-numbers-full, cldr-localenames-full): do not edit; run the script after upgrading them.
`;
  const places = `${header}
/** Where a currency in use is used, and what it is called there. */
export interface CldrPlaces {
  /** The countries and territories that use it, by their ISO 3166 codes ("EU": the euro area). */
  readonly regions: readonly string[];
  /** The countries and territories that use it, by their English short names. */
  readonly countries: readonly string[];
  /** Its names in their official languages, where they differ from the English one. */
  readonly local: readonly string[];
}

/** Every currency of CLDR_CURRENT (cldr-currencies.ts), by code. */
export const CLDR_PLACES: Readonly<Record<string, CldrPlaces>> = {
${placeRows.join("\n")}
};
`;
  const currencies = `${header}
/** A currency that CLDR lists as legal tender today in at least one country or territory. */
export interface CldrCurrency {
  readonly code: string;
  /** Its English name ("Nigerian Naira"), singular ("Nigerian naira") and plural ("Nigerian nairas"). */
  readonly name: string;
  readonly one: string;
  readonly other: string;
  /** Its English symbol (the code when it has none: "NGN") and its narrow symbol ("₦"). */
  readonly symbol: string;
  readonly narrow?: string;
}

/** A currency retired since 1999, and the one its countries use instead when they agree on one. */
export interface CldrRetired {
  readonly code: string;
  readonly name: string;
  /** Its last day as legal tender. */
  readonly until: string;
  readonly replacedBy?: string;
  readonly countries: readonly string[];
}

export const CLDR_CURRENT: readonly CldrCurrency[] = [
${currentRows.join("\n")}
];

export const CLDR_RETIRED: readonly CldrRetired[] = [
${retiredRows.join("\n")}
];
`;
  return { currencies, places };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { currencies, places } = currenciesModules();
  await writeFile(OUTPUT, currencies);
  await writeFile(PLACES, places);
  console.log(`wrote ${OUTPUT} and ${PLACES}`);
}
