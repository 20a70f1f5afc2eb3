/**
 * Writes site/i18n/unit-names.ts: the name of every catalogue unit that is a Unicode CLDR unit, in
 * each language of the site, from the cldr-units-full package (pinned in package.json, the same
 * CLDR as cldr-core). A catalogue unit is a CLDR unit when
 * - CLDR's own conversion data (cldr-core's supplemental/units.json, read by
 *   scripts/cldr-unit-conversion.ts) gives it the same size in SI base units, within a relative
 *   1e-12, and the same offset (temperatures); and
 * - CLDR's English name agrees with our label (scripts/unit-name-words.ts says how),
 * and exactly one CLDR unit does both; or when scripts/unit-name-pairs.ts pairs them by hand, and
 * the sizes agree.
 *
 *   npx tsx scripts/generate-unit-names.ts
 *
 * prints what it matched and the near misses (same size, other name; same name, other size), for a
 * human to review. scripts/generate-unit-names.test.ts fails while the committed file differs from
 * what this writes.
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { categories } from "../engine/catalog/index.ts";
import type { Category, Unit } from "../engine/types.ts";
import { LANGUAGES, type Language } from "../site/i18n/languages.ts";
import { cldrLocale } from "./cldr-locale.ts";
import { type CldrValue, cldrValue } from "./cldr-unit-conversion.ts";
import { CATEGORY_BASES, HAND_PAIRS, MISNAMED } from "./unit-name-pairs.ts";
import { cldrName, namesAgree, ourNames } from "./unit-name-words.ts";

const require = createRequire(import.meta.url);

export const OUTPUT = fileURLToPath(new URL("../site/i18n/unit-names.ts", import.meta.url));

/** How close two sizes must be, relatively, for the units to be one. */
const TOLERANCE = 1e-12;

type Pattern = Readonly<Record<string, string>>;
type LongUnits = Readonly<Record<string, Pattern>>;

/** CLDR's long unit names in a locale. */
function longUnits(locale: string): LongUnits {
  const file = require(`cldr-units-full/main/${locale}/units.json`) as {
    main: Record<string, { units: { long: LongUnits } }>;
  };
  const units = file.main[locale]?.units.long;
  if (!units) throw new Error(`cldr-units-full has no long units for ${locale}`);
  return units;
}

/** The plural categories in CLDR's order; the forms a unit has are those CLDR gives. */
const COUNTS = ["zero", "one", "two", "few", "many", "other"] as const;

/**
 * A unit's name and its forms by plural category in one language, "{0}" taken out; undefined where
 * the language has only what it inherits from CLDR's root (`und`: "{0} fw" for a fortnight, the
 * symbol or the English word), which is no translation.
 */
function forms(
  pattern: Pattern | undefined,
  root: Pattern | undefined,
  key: string,
  language: string,
) {
  const other = pattern?.["unitPattern-count-other"];
  if (!pattern?.displayName || !other) {
    throw new Error(`CLDR ${language} has no long name for ${key}`);
  }
  if (language !== "en" && other === root?.["unitPattern-count-other"]) return undefined;
  if (!pattern["unitPattern-count-one"]) {
    throw new Error(`CLDR ${language} ${key} has no “one” form`);
  }
  const fields = [`name: ${JSON.stringify(pattern.displayName)}`];
  for (const count of COUNTS) {
    const text = pattern[`unitPattern-count-${count}`];
    if (text === undefined) continue;
    const word = text.replace(/\s*\{0\}\s*/, " ").trim();
    fields.push(`${count}: ${JSON.stringify(word)}`);
  }
  return `{ ${fields.join(", ")} }`;
}

const close = (a: number, b: number) =>
  Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));

function samePowers(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>, sign: number) {
  return a.size === b.size && [...a].every(([unit, power]) => b.get(unit) === power * sign);
}

/** Whether a catalogue unit, in a category whose base is `base`, is the size of a CLDR unit. */
export function sameSize(unit: Unit, base: CldrValue, cldr: CldrValue): boolean {
  if (unit.relation === "reciprocal") {
    // base = factor ÷ value: the CLDR unit is of the inverse quantity (miles per gallon).
    return (
      samePowers(base.powers, cldr.powers, -1) && close(cldr.factor * unit.factor * base.factor, 1)
    );
  }
  const offset = (unit.offset ?? 0) * unit.factor * base.factor;
  return (
    samePowers(base.powers, cldr.powers, 1) &&
    close(cldr.factor, unit.factor * base.factor) &&
    (offset === 0 ? cldr.offset === 0 : close(cldr.offset, offset))
  );
}

interface Candidate {
  readonly key: string;
  readonly value: CldrValue;
  readonly english: readonly string[];
}

/** Every unit CLDR names and can convert: "length-foot" → foot. */
function candidates(english: LongUnits): Candidate[] {
  return Object.entries(english).flatMap(([key, pattern]) => {
    const one = pattern["unitPattern-count-one"];
    const other = pattern["unitPattern-count-other"];
    const value = one && other ? cldrValue(key.slice(key.indexOf("-") + 1)) : undefined;
    return value && one && other ? [{ key, value, english: [one, other] }] : [];
  });
}

export interface UnitMatch {
  readonly id: string;
  readonly cldr: string;
}

/** The catalogue's units that are CLDR units, in catalogue order, and what a human should review. */
export function matchUnits(): { readonly matches: UnitMatch[]; readonly review: string[] } {
  const all = candidates(longUnits("en"));
  const byKey = new Map(all.map((c) => [c.key, c]));
  const hand = new Map(HAND_PAIRS.map(([id, cldr]) => [id, cldr]));
  const matches: UnitMatch[] = [];
  const review: string[] = [];
  const show = (c: Candidate) => `${c.key} (“${cldrName(c.english[0] ?? "")}”)`;
  const found = new Set<string>();

  const pairs = categories.flatMap((category: Category) => {
    const spelled = CATEGORY_BASES[category.id];
    const base = spelled === undefined ? undefined : cldrValue(spelled);
    if (spelled !== undefined && !base) {
      throw new Error(`${category.id}: CLDR can't read ${spelled}`);
    }
    return base ? category.units.map((unit) => ({ category, unit, base })) : [];
  });
  for (const { category, unit, base } of pairs) {
    const id = `${category.id}:${unit.code}`;
    const names = ourNames(unit.label);
    const sized = all.filter((c) => sameSize(unit, base, c.value));
    const named = all.filter((c) => namesAgree(names, unit.label, c.english));
    const both = sized.filter((c) => named.includes(c));
    const handKey = hand.get(id);
    if (handKey !== undefined) {
      const cldr = byKey.get(handKey);
      if (!cldr || !sized.includes(cldr)) throw new Error(`${id} is not the size of ${handKey}`);
      if (both.length > 0) throw new Error(`${id}: the name rule matches it, drop its hand pair`);
      matches.push({ id, cldr: handKey });
      found.add(id);
      continue;
    }
    if (both.length === 1 && both[0]) {
      matches.push({ id, cldr: both[0].key });
      found.add(id);
      continue;
    }
    const label = `${id} “${unit.label}”`;
    if (both.length > 1) review.push(`ambiguous: ${label} is ${both.map(show).join(" and ")}`);
    // A size match to a CLDR unit that another unit of the category is by name is a definition
    // ("Watt Second" is a joule), not a near miss.
    const taken = (c: Candidate) =>
      category.units.some(
        (other) =>
          other !== unit &&
          namesAgree(ourNames(other.label), other.label, c.english) &&
          sameSize(other, base, c.value),
      );
    for (const c of sized.filter((c) => !named.includes(c) && !taken(c))) {
      review.push(`same size, other name: ${label} ≈ ${show(c)}`);
    }
    for (const c of named.filter(
      (c) => !sized.includes(c) && samePowers(c.value.powers, base.powers, 1),
    )) {
      const ours = unit.factor * base.factor;
      review.push(`same name, other size: ${label} (${ours}) ≠ ${show(c)} (${c.value.factor})`);
    }
  }
  const unused = HAND_PAIRS.filter(([id]) => !found.has(id)).map(([id]) => id);
  if (unused.length > 0) throw new Error(`hand pairs for units not in the catalogue: ${unused}`);
  return { matches, review };
}

interface UnitNames {
  /** The module's entries, one line each. */
  readonly rows: readonly string[];
  /** Matched units CLDR names in English only (length:chain, its root has "{0} chain"). */
  readonly untranslated: readonly UnitMatch[];
  /** Matched units CLDR translates in some of our languages only, and which it leaves out. */
  readonly partly: readonly string[];
}

function unitNames(matches: readonly UnitMatch[]): UnitNames {
  const names = new Map(LANGUAGES.map((language) => [language, longUnits(cldrLocale(language))]));
  const root = longUnits("und");
  const untranslated: UnitMatch[] = [];
  const partly: string[] = [];
  const rows = matches.flatMap((match) => {
    const { id, cldr } = match;
    const missing: Language[] = [];
    const perLanguage = LANGUAGES.flatMap((language) => {
      const wrong = MISNAMED.some(
        ([unit, languages]) => unit === id && languages.includes(language),
      );
      const text = wrong
        ? undefined
        : forms(names.get(language)?.[cldr], root[cldr], cldr, language);
      if (text === undefined) missing.push(language);
      return text === undefined ? [] : [`${language}: ${text}`];
    });
    if (perLanguage.length === 1) {
      untranslated.push(match);
      return [];
    }
    if (missing.length > 0) partly.push(`${id} (${cldr}): not in ${missing.join(", ")}`);
    return [
      `  ${JSON.stringify(id)}: { cldr: ${JSON.stringify(cldr)}, names: { ${perLanguage.join(", ")} } },`,
    ];
  });
  return { rows, untranslated, partly };
}

function unformatted(rows: readonly string[]): string {
  const version = (require("cldr-units-full/package.json") as { version: string }).version;
  return `// Generated by scripts/generate-unit-names.ts from Unicode CLDR ${version} (cldr-core,
// cldr-units-full): do not edit; run the script after upgrading them.

import type { OtherLanguage } from "./languages.ts";

/**
 * A unit's name in one language: CLDR's long display name ("pies") and the words after a number in
 * each plural category the language has ("pie", "pies"), as CLDR writes them.
 */
interface UnitNameForms {
  readonly name: string;
  readonly zero?: string;
  readonly one: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/**
 * The CLDR unit a catalogue unit is ("length-foot"), its English names (what was matched) and its
 * names in each other language CLDR translates it into (CLDR's root data, "{0} fw", is left out).
 */
interface CldrUnitNames {
  readonly cldr: string;
  readonly names: Readonly<Record<"en", UnitNameForms> & Partial<Record<OtherLanguage, UnitNameForms>>>;
}

/**
 * Every catalogue unit that is a CLDR unit translated into a language of the site, by
 * "<category id>:<unit code>" (docs/decisions/037-cldr-unit-names.md). The other units, and the
 * languages an entry lacks, are the catalogue's own to translate.
 */
// biome-ignore format: one line per unit
export const UNIT_NAMES: Readonly<Record<string, CldrUnitNames>> = {
${rows.join("\n")}
};
`;
}

/** The module's text from the CLDR packages installed, formatted as Biome formats the code. */
export function unitNamesModule(): string {
  return format(unformatted(unitNames(matchUnits().matches).rows));
}

function format(input: string): string {
  return execFileSync(
    fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url)),
    ["format", `--stdin-file-path=${OUTPUT}`],
    { input, encoding: "utf8" },
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { matches, review } = matchUnits();
  const { rows, untranslated, partly } = unitNames(matches);
  await writeFile(OUTPUT, format(unformatted(rows)));
  const perCategory = new Map<string, number>();
  for (const { id } of matches.filter((m) => !untranslated.includes(m))) {
    const category = id.slice(0, id.indexOf(":"));
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  }
  console.log(
    `${matches.length} catalogue units are CLDR units; ${rows.length} written to ${OUTPUT}`,
  );
  for (const [category, count] of perCategory) console.log(`  ${category}: ${count}`);
  const list = (title: string, lines: readonly string[]) =>
    console.log(`\n${title} (${lines.length}):\n${lines.map((l) => `  ${l}`).join("\n")}`);
  list(
    "untranslated by CLDR, left out",
    untranslated.map(({ id, cldr }) => `${id} (${cldr})`),
  );
  list("translated in some languages only", partly);
  list("to review", review);
}
