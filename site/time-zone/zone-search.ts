import { zoneId } from "../../engine/time-zone.ts";
import { meaningsOf } from "../../engine/time-zone-abbreviations.ts";
import { CITIES, type City } from "./cities.ts";

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

/** A city as the zone field's list offers it: `Paris, France (Europe/Paris)`. */
const cityOption = ([city, country, zone]: City): string => `${city}, ${country} (${zone})`;

/** The city list's options, in the list's order (by city name). */
export const CITY_OPTIONS: readonly string[] = CITIES.map(cityOption);

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
 * or by the words its name begins with (`new york` for New York City).
 */
export function findZone(text: string): ZoneAnswer {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "none" };
  const inList = /\(([^()]+)\)$/.exec(trimmed)?.[1];
  const zone = zoneId(inList ?? trimmed);
  if (zone) return { kind: "zone", zone };
  const meanings = meaningsOf(trimmed);
  if (meanings) return answerOf(meanings);
  const key = fold(trimmed);
  // A city by its whole name, else by the words it begins with: "new york" is New York City.
  const cities =
    byName.get(key) ??
    FOLDED.filter(([name]) => name.startsWith(`${key} `)).map(([, city]) => city);
  return answerOf(cities.map(([city, country, zone]) => ({ zone, where: `${city}, ${country}` })));
}

function answerOf(candidates: readonly ZoneCandidate[]): ZoneAnswer {
  const zones = new Set(candidates.map((c) => c.zone));
  const [only] = zones;
  if (zones.size === 1 && only !== undefined) return { kind: "zone", zone: only };
  return zones.size === 0 ? { kind: "none" } : { kind: "choose", candidates };
}
