/**
 * How the translation tests (info, medical and tools .test.ts) compare a text with its English:
 * string by string, number by number, whatever marks a language writes them with.
 */

/** Every string of a words object, by where it is ("about.offers.items.2", "faqs.2.answer"). */
export function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${at}.${i}`));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => strings(v, at ? `${at}.${k}` : k));
  }
  throw new Error(`${at} is neither words nor a list nor an object`);
}

/** Its numbers, whatever marks group or divide them ("5,280", "5.280", "5 280"; "2.54", "2,54"). */
export const numbers = (text: string) =>
  (text.replace(/(\d)[.,\s\u202f\u00a0](?=\d{3}\b)/g, "$1").match(/\d+/g) ?? []).sort().join(" ");

/** Two or more words: a sentence to translate, not "°C = K − 273.15" or "camelCase (userName)". */
export const isPhrase = (text: string) => (text.match(/\p{L}{3,}/gu) ?? []).length >= 2;
