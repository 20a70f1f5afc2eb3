/** The plural of a unit's name, as people type it ("feet", "meters per second", "pounds-force"). */

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
