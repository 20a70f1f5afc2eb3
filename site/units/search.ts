/**
 * How the unit picker matches what a visitor types (issue 14): by name, symbol, code, plural or a
 * common alias, whatever the case, accents, separators or way of writing micro. The server writes
 * each unit's words once into its option (`data-terms`); the browser normalises the query the same
 * way and looks for it in them.
 */

const MICRO = /[\u00b5\u03bc]/g;
const SUPERSCRIPTS: Readonly<Record<string, string>> = { "²": "2", "³": "3", "⁻": "-", "¹": "1" };

/**
 * Lower case, without accents, separators or spaces, micro as "u": "Pound-force Foot", "lbf·ft",
 * "pound force foot" and "lbf ft" all read "poundforcefoot" or "lbfft"; "µm" and "um" read "um".
 */
export function searchable(text: string): string {
  return text
    .replace(MICRO, "u")
    .replace(/[²³⁻¹]/g, (c) => SUPERSCRIPTS[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s·⋅•*×_\-./()'’,]+/g, "");
}

const IRREGULAR: Readonly<Record<string, string>> = {
  foot: "feet",
  Foot: "Feet",
  man: "men",
  tooth: "teeth",
};

function pluralWord(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/**
 * The plural a reader would type of a unit's name: its head noun in the plural ("Meters per
 * Second", "Pounds-force", "Feet of Water", "Centuries"); a convention in parentheses is kept.
 */
export function pluralOf(label: string): string {
  const [name = "", ...rest] = label.split(" (");
  const convention = rest.length > 0 ? ` (${rest.join(" (")}` : "";
  const words = name.split(" ");
  // The head noun is the word before "per" or "of", else the last word.
  const joint = words.findIndex((w, i) => i > 0 && (w === "per" || w === "of"));
  const head = joint > 0 ? joint - 1 : words.length - 1;
  const word = words[head] ?? "";
  // "Pound-force" → "Pounds-force", "Kilogram-force Meter" → "... Meters".
  const [stem = "", ...suffix] = word.split("-");
  const plural =
    suffix.length > 0 && /^(force|mass)$/i.test(suffix.join("-"))
      ? [pluralWord(stem), ...suffix].join("-")
      : pluralWord(word);
  return [...words.slice(0, head), plural, ...words.slice(head + 1)].join(" ") + convention;
}

/** Everything a unit may be found by, as one searchable string. */
export function unitSearchWords(unit: {
  readonly code: string;
  readonly label: string;
  readonly symbol: string;
  readonly terms?: readonly string[];
}): string {
  const words = [unit.label, pluralOf(unit.label), unit.symbol, unit.code, ...(unit.terms ?? [])];
  return [...new Set(words.map(searchable))].join(" ");
}
