import type { Category, Unit } from "../types.ts";
import { exactKey, looseKey } from "./names.ts";
import { pluralOf } from "./plural.ts";

/**
 * Every name of every unit, for reading what a person typed. A name may belong to several units
 * (`nm`: nanometer, newton meter; `'`: foot, minute of arc); all of them are candidates, ranked by
 * how the name matched, then by the order of the categories given (the most used first), then by
 * the unit's place in its category (the most used first).
 */

/** How strongly a name points to a unit: a symbol typed with its case beats a lower-cased label. */
const SYMBOL = 4;
const ALIAS = 3;
const CODE = 2;
const LOOSE = 1;
/** A name without its convention: "gallon" for "Gallon (US)" and "Gallon (imperial)" alike. */
const PLAIN = 0.5;
/** Added to every name of the unit whose code is its symbol, the one a shared symbol means. */
const CANONICAL = 0.25;
/**
 * An SI prefix's symbol alone ("f", "c", "k") names the prefix only where nothing else reads the
 * text: just under a unit's code typed in another case, so "72 f to c" is Fahrenheit to Celsius
 * (issue 23) while "5 k to M", which no unit reads, stays kilo to mega.
 */
const PREFIX_ALONE = CODE - 0.1;
const PREFIXES = "prefixes";

export interface Candidate {
  readonly category: Category;
  readonly unit: Unit;
  readonly strength: number;
  /** Category order, then unit order: lower is more common. */
  readonly order: number;
}

export interface Lexicon {
  /** The units `text` may name, best first; empty when none. */
  readonly lookup: (text: string) => readonly Candidate[];
  readonly categories: readonly Category[];
}

type Index = Map<string, Candidate[]>;

function add(index: Index, key: string, candidate: Candidate): void {
  if (key === "") return;
  const list = index.get(key);
  if (!list) index.set(key, [candidate]);
  else if (!list.some((c) => c.unit === candidate.unit && c.category === candidate.category)) {
    list.push(candidate);
  }
}

const UNITS_PER_CATEGORY = 10_000;

function better(a: Candidate, b: Candidate): number {
  return b.strength - a.strength || a.order - b.order;
}

/** Merges two ranked lists, each unit once at its strongest. */
function merge(...lists: readonly (readonly Candidate[] | undefined)[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const list of lists) {
    for (const candidate of list ?? []) {
      const id = `${candidate.category.id}\u0000${candidate.unit.code}`;
      const known = best.get(id);
      if (!known || candidate.strength > known.strength) best.set(id, candidate);
    }
  }
  return [...best.values()].sort(better);
}

/** "degrees Celsius", "deg F", "° C": the temperature scales are also typed with a degree word. */
const DEGREE_WORD = /^(?:degrees?|deg|°)\s*(?=\S)/i;
/** A term with a run of three letters is a word, read in the plural too ("umol" → "umols"). */
export const WORDLIKE = /\p{L}{3}/u;
/** "lbs", "kgs", "hrs", "mins": a plural s on a symbol. */
const PLURAL_S = /^(.{2,})s$/i;

export function createLexicon(categories: readonly Category[]): Lexicon {
  const exact: Index = new Map();
  const loose: Index = new Map();
  categories.forEach((category, c) => {
    category.units.forEach((unit, u) => {
      const order = c * UNITS_PER_CATEGORY + u;
      // The unit a symbol stands for when several share it: `cup` is the US cup, whose code is
      // its symbol, rather than the metric or Japanese cup.
      const canonical = exactKey(unit.code) === exactKey(unit.symbol) ? CANONICAL : 0;
      const at = (strength: number): Candidate => ({
        category,
        unit,
        strength: strength + canonical,
        order,
      });
      const symbol = category.id === PREFIXES ? PREFIX_ALONE : SYMBOL;
      add(exact, exactKey(unit.symbol), at(symbol));
      for (const term of unit.terms ?? []) add(exact, exactKey(term), at(symbol));
      for (const alias of unit.aliases ?? []) add(exact, exactKey(alias), at(ALIAS));
      add(exact, exactKey(unit.code), at(CODE));
      const terms = unit.terms ?? [];
      const names = [
        unit.label,
        pluralOf(unit.label),
        unit.symbol,
        unit.code,
        ...terms,
        ...terms.filter((t) => WORDLIKE.test(t)).map(pluralOf),
        ...(unit.aliases ?? []),
      ];
      for (const name of [...names, ...(unit.names ?? [])]) add(loose, looseKey(name), at(LOOSE));
      // "Galón (EE. UU.)" is typed "galón", as weakly as a label without its convention.
      for (const name of unit.names ?? []) {
        const plain = name.replace(/\s*\([^)]*\)/g, "");
        if (plain !== name) add(loose, looseKey(plain), at(PLAIN));
      }
      // "Gallon (US) per Minute" is typed "gallons per minute" and "US gallons per minute".
      const plain = unit.label.replace(/\s*\([^)]*\)/g, "");
      if (plain !== unit.label) {
        add(loose, looseKey(plain), at(PLAIN));
        add(loose, looseKey(pluralOf(plain)), at(PLAIN));
        const convention = /^(.+) \((.+)\)$/.exec(unit.label);
        if (convention?.[1] && convention[2]) {
          add(loose, looseKey(`${convention[2]} ${convention[1]}`), at(LOOSE));
          add(loose, looseKey(`${convention[2]} ${pluralOf(convention[1])}`), at(LOOSE));
        }
      }
    });
  });
  for (const list of [...exact.values(), ...loose.values()]) list.sort(better);

  function direct(text: string): Candidate[] {
    return merge(exact.get(exactKey(text)), loose.get(looseKey(text)));
  }

  function lookup(text: string): readonly Candidate[] {
    const trimmed = text.trim();
    if (trimmed === "") return [];
    const found = direct(trimmed);
    if (found.length > 0) return found;
    const degree = DEGREE_WORD.exec(trimmed);
    if (degree) {
      const rest = trimmed.slice(degree[0].length);
      const scale = merge(direct(`°${rest}`), direct(rest));
      if (scale.length > 0) return scale;
    }
    const plural = /\s/.test(trimmed) ? null : PLURAL_S.exec(trimmed);
    if (plural?.[1]) return direct(plural[1]);
    return [];
  }

  return { lookup, categories };
}
