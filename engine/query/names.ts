/**
 * How a unit's name is compared with what a person typed. One function turns both into a key, so
 * "N·m", "N m", "N-m" and "Nm" meet, as do "m²", "m^2", "m2", "sq m" and "square meter", and "km/h",
 * "km per h" and "kilometers per hour" ("kilometer/hour"). Case is kept: `exactKey` tells mm from
 * Mm and b from B; `looseKey` is its lower case, for everything typed without care.
 */

const POWER_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:square|sq\.?)\s+([\p{L}]+)/giu, "$12"],
  [/\b(?:cubic|cu\.?)\s+([\p{L}]+)/giu, "$13"],
  [/([\p{L}]+)\s+(?:squared)\b/giu, "$12"],
  [/([\p{L}]+)\s+(?:cubed)\b/giu, "$13"],
];

/** Separators inside a unit's name that carry no meaning: "N·m", "ft-lb", "lbf ft", "N.m". */
const JOINERS = /[\s·⋅•*×\-_.,()[\]{}]+/g;

export function exactKey(text: string): string {
  let key = text
    .normalize("NFKC")
    .replace(/[µμ]/g, "u")
    .replace(/\^/g, "")
    // NFKC spells the double prime as two primes; a typed ' and " mean the same as the primes.
    .replace(/′′|″|[“”]/g, '"')
    .replace(/[′’‘`´]/g, "'")
    .trim();
  for (const [pattern, replacement] of POWER_WORDS) key = key.replace(pattern, replacement);
  return key
    .replace(/\s+per\s+/gi, "/")
    .replace(/\s*\/\s*/g, "/")
    .replace(JOINERS, "");
}

export function looseKey(text: string): string {
  return exactKey(text).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Letters as they are typed without a keyboard's accents: "kilómetros" → "kilometros", "Fuß" →
 * "Fuss", "nœuds" → "noeuds".
 */
export function unaccented(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae");
}
