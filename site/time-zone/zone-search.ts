import { zoneId } from "../../engine/time-zone.ts";
import { meaningsOf } from "../../engine/time-zone-abbreviations.ts";
import { CITIES, type City, COUNTRY_CODES } from "./cities.ts";
import { zoneNameIn } from "./words.ts";

/** A zone a visitor may mean, and who or where it is: "India Standard Time", "Paris, France". */
interface ZoneCandidate {
  readonly zone: string;
  readonly where: string;
}

/**
 * What a zone field's text names: one zone; several, for the visitor to pick from (an abbreviation
 * or a city name that means more than one); or nothing.
 */
export type ZoneAnswer =
  | { readonly kind: "zone"; readonly zone: string }
  | { readonly kind: "choose"; readonly candidates: readonly ZoneCandidate[] }
  | { readonly kind: "none" };

/**
 * A country's name in a page's language (`Francia` on a Spanish page), as CLDR writes it
 * (Intl.DisplayNames); the cities' own English name on an English page, or where CLDR has none.
 */
function countryIn(tag: string, country: string): string {
  const code = COUNTRY_CODES[country];
  if (tag === "en" || code === undefined) return country;
  return new Intl.DisplayNames(tag, { type: "region", fallback: "none" }).of(code) ?? country;
}

/**
 * The city list's options in a page's language, in the list's order (by city name): a city as the
 * zone field's list offers it, `Paris, France (Europe/Paris)`, `Paris, Francia (Europe/Paris)`.
 * City names are GeoNames' (CLDR names only a zone's main city); the country is the language's.
 */
export function cityOptions(tag = "en"): readonly string[] {
  const names = new Map<string, string>();
  return CITIES.map(([city, country, zone]) => {
    let name = names.get(country);
    if (name === undefined) {
      name = countryIn(tag, country);
      names.set(country, name);
    }
    return `${city}, ${name} (${zone})`;
  });
}

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Each city with its name folded, to find it by the words the name begins with. */
const FOLDED = CITIES.map((city) => [fold(city[0]), city] as const);

const byName = new Map<string, City[]>();
for (const city of CITIES) {
  for (const key of [fold(city[0]), fold(`${city[0]} ${city[1]}`)]) {
    const known = byName.get(key);
    if (known) known.push(city);
    else byName.set(key, [city]);
  }
}

/**
 * The zone a text names: a zone (`Europe/Paris`, in any case), a line of the city list
 * (`Paris, France (Europe/Paris)`), an abbreviation (`JST`; `IST` asks which), or a city by its
 * name, with or without its country and accents (`sao paulo`; a name two zones share asks which),
 * or by the words its name begins with (`new york` for New York City). On a page in another
 * language (`tag`), also by the names that language gives (namesIn), and the zones to choose from
 * are described in it.
 */
export function findZone(text: string, tag = "en"): ZoneAnswer {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "none" };
  const inList = /\(([^()]+)\)$/.exec(trimmed)?.[1];
  const zone = zoneId(inList ?? trimmed);
  if (zone) return { kind: "zone", zone };
  const meanings = meaningsOf(trimmed);
  if (meanings) {
    if (tag === "en") return answerOf(meanings);
    return answerOf(meanings.map(({ zone }) => ({ zone, where: whereIn(tag, zone) })));
  }
  const key = fold(trimmed);
  // A city by its whole name, else by the words it begins with: "new york" is New York City.
  const cities =
    byName.get(key) ??
    FOLDED.filter(([name]) => name.startsWith(`${key} `)).map(([, city]) => city);
  if (cities.length > 0 || tag === "en") {
    return answerOf(
      cities.map(([city, country, zone]) => ({
        zone,
        where: `${city}, ${countryIn(tag, country)}`,
      })),
    );
  }
  return answerOf(localMatches(tag, key).map((zone) => ({ zone, where: whereIn(tag, zone) })));
}

/** The zones of the city list, each with the country of its first city. */
const ZONE_COUNTRIES = new Map<string, string>();
for (const [, country, zone] of CITIES) {
  if (!ZONE_COUNTRIES.has(zone)) ZONE_COUNTRIES.set(zone, country);
}

/** A zone as a language describes it among others to choose from: `India — hora estándar de la India`. */
function whereIn(tag: string, zone: string): string {
  const name = zoneNameIn(tag, zone, Date.now(), "longGeneric");
  const country = ZONE_COUNTRIES.get(zone);
  return country === undefined ? name : `${countryIn(tag, country)} — ${name}`;
}

/**
 * The words a language adds around a place in a zone's location name ("hora de …", "… (Ortszeit)",
 * "heure : …", "Horário …"), found as what two such names share.
 */
function locationPattern(tag: string): readonly [prefix: string, suffix: string] {
  const [a, b] = ["America/Los_Angeles", "America/New_York"].map((zone) =>
    fold(zoneNameIn(tag, zone, Date.now(), "shortGeneric")),
  ) as [string, string];
  const wordsA = a.split(" ");
  const wordsB = b.split(" ");
  let head = 0;
  while (head < wordsA.length && wordsA[head] === wordsB[head]) head++;
  let tail = 0;
  while (tail < wordsA.length - head && wordsA.at(-1 - tail) === wordsB.at(-1 - tail)) tail++;
  return [wordsA.slice(0, head).join(" "), wordsA.slice(wordsA.length - tail).join(" ")];
}

const localNames = new Map<string, Map<string, Set<string>>>();

/**
 * Every name a language gives the zones of the city list, folded, with the zones it names: the
 * zone's time (`hora de Europa central`), its place (`Nueva York`, from `hora de Nueva York`), its
 * country (`Alemania`), and each city with the country (`Paris Francia`). Made on the first search
 * that needs it, from the runtime's CLDR.
 */
function namesIn(tag: string): Map<string, Set<string>> {
  let names = localNames.get(tag);
  if (names) return names;
  names = new Map();
  const add = (name: string, zone: string) => {
    const key = fold(name);
    if (key === "") return;
    const zones = names?.get(key);
    if (zones) zones.add(zone);
    else names?.set(key, new Set([zone]));
  };
  const [prefix, suffix] = locationPattern(tag);
  const now = Date.now();
  for (const [zone, country] of ZONE_COUNTRIES) {
    add(zoneNameIn(tag, zone, now, "longGeneric"), zone);
    add(zoneNameIn(tag, zone, now), zone);
    const place = fold(zoneNameIn(tag, zone, now, "shortGeneric"));
    add(place, zone);
    if (prefix !== "" || suffix !== "") {
      const words = place.split(" ");
      const head = prefix === "" ? 0 : prefix.split(" ").length;
      const tail = suffix === "" ? 0 : suffix.split(" ").length;
      const inner = words.slice(head, words.length - tail).join(" ");
      const framed = `${prefix} ${inner} ${suffix}`.trim();
      if (inner !== "" && framed === place) add(inner, zone);
    }
    add(countryIn(tag, country), zone);
  }
  for (const [city, country, zone] of CITIES) add(`${city} ${countryIn(tag, country)}`, zone);
  localNames.set(tag, names);
  return names;
}

/**
 * The zones a folded text names in a language: a name whole, else the names it ends
 * (`pacifico` for `hora del Pacífico`, `europa central` for `hora de Europa central`).
 */
function localMatches(tag: string, key: string): string[] {
  const names = namesIn(tag);
  const whole = names.get(key);
  if (whole) return [...whole];
  const zones = new Set<string>();
  for (const [name, named] of names) {
    if (name.endsWith(` ${key}`)) for (const zone of named) zones.add(zone);
  }
  return [...zones];
}

function answerOf(candidates: readonly ZoneCandidate[]): ZoneAnswer {
  const zones = new Set(candidates.map((c) => c.zone));
  const [only] = zones;
  if (zones.size === 1 && only !== undefined) return { kind: "zone", zone: only };
  return zones.size === 0 ? { kind: "none" } : { kind: "choose", candidates };
}
