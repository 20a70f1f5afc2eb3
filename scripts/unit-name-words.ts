/**
 * Whether a catalogue label ("Gallon (US)", "Miles per Gallon (UK)", "Turn (revolution)") and a
 * CLDR English unit pattern ("{0} Imp. gallon", "{0} degree Celsius") name the same unit, for
 * scripts/generate-unit-names.ts. The sizes decide between conventions (a US and an imperial
 * gallon); the names only have to agree:
 * - the words compare without case, hyphens or a plural's difference (CLDR's "one" and "other");
 * - a label's closing parenthesis may hold other names of the unit ("Decare (dunam, 1000 m²)"),
 *   but not a definition ("Coulomb per Volt (= 1 farad)") nor a size ("(1000 m²)");
 * - the convention a CLDR name carries ("Imp.", "metric", "US", "[IT]", "[JP]") must be named
 *   somewhere in our label, and is left out of both names before they are compared;
 * - CLDR's "degree" before a temperature scale ("degree Celsius") may be absent from ours;
 * - our "BTU" is CLDR's "British thermal unit".
 */

/** A convention CLDR writes into a name, and the words of our labels that name it. */
const CONVENTIONS: Readonly<Record<string, readonly string[]>> = {
  "imp.": ["imperial", "uk"],
  imperial: ["imperial", "uk"],
  metric: ["metric"],
  us: ["us"],
  it: ["it"],
  jp: ["japanese"],
};
const CONVENTION_WORDS = new Set(Object.values(CONVENTIONS).flat());

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\bbtu\b/g, "british thermal unit")
    .split(/[\s\-,()]+/)
    .filter((word) => word !== "");

/** A CLDR pattern without its number: "{0} Imp. gallon" → "Imp. gallon". */
export const cldrName = (pattern: string) => pattern.replace(/\s*\{0\}\s*/, " ").trim();

/** The names a label gives its unit, each as its words without conventions. */
export function ourNames(label: string): string[] {
  const main = label.replace(/\s*\([^)]*\)/g, " ");
  const closing = /\(([^)]*)\)$/.exec(label)?.[1] ?? "";
  const others = closing.split(/,\s*/).filter((name) => name !== "" && !/^[=\d]/.test(name));
  return [main, ...others].map((name) =>
    words(name)
      .filter((word) => !CONVENTION_WORDS.has(word))
      .join(" "),
  );
}

/** Whether any of our names is the CLDR unit's (its "one" or "other" form), its convention ours. */
export function namesAgree(ours: readonly string[], label: string, english: readonly string[]) {
  const labelWords = new Set(words(label));
  return english.some((pattern) => {
    const text = cldrName(pattern).toLowerCase();
    const bracketed = [...text.matchAll(/\[([^\]]*)\]/g)].flatMap((m) =>
      (m[1] ?? "").split(/,\s*/),
    );
    const plain = words(text.replace(/\[[^\]]*\]/g, " "));
    const conventions = [...bracketed, ...plain.filter((word) => word in CONVENTIONS)];
    const kept = conventions.every((c) =>
      (CONVENTIONS[c] ?? [c]).some((word) => labelWords.has(word)),
    );
    const core = plain.filter((word) => !(word in CONVENTIONS) && !CONVENTION_WORDS.has(word));
    const spellings = [core.join(" ")];
    if (core[0] === "degree" && core.length > 1) spellings.push(core.slice(1).join(" "));
    return kept && ours.some((name) => spellings.includes(name));
  });
}
