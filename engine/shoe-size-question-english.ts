import { labelOf, SHOE_SYSTEMS, type ShoeSystem } from "./shoe-size.ts";
import type { ShoeSizeQuestionWords } from "./shoe-size-question.ts";

/**
 * Shoe sizes asked in English (issue 24), as the box has always read and answered them: a module
 * of its own, passed to the reader as the other languages' words are
 * (site/i18n/tool-questions/<lang>/shoe-size.ts). The names and rules are the converter's
 * (engine/shoe-size.ts).
 */

const WORD = "[a-z'’/]+";

/** Each system's own words, from engine/shoe-size.ts. */
function each(part: (system: ShoeSystem) => string): Readonly<Record<ShoeSystem, string>> {
  return Object.fromEntries(SHOE_SYSTEMS.map((s) => [s.id, part(s.id)])) as Record<
    ShoeSystem,
    string
  >;
}

export const SHOE_SIZE_QUESTION_ENGLISH: ShoeSizeQuestionWords = {
  questions: [
    // "[US] [men's] [shoe] size 10 [US] [men's] [to EU]", and "UK 8 to US".
    new RegExp(
      String.raw`^(?:what is (?:an? )?)?(?<words>(?:${WORD}\s+){0,3}?)(?<shoe>(?:shoe|shoes|sneaker|boot)\s+size|size)?\s*(?<size>\d{1,3}(?:[.,]\d+)?(?:\s*(?:½|1\/2))?)(?<after>(?:\s+${WORD}){0,2}?)(?:\s+(?:to|in|into|as|=)\s+(?<target>${WORD}(?:\s+${WORD}){0,2}?))?(?:\s+(?:size|sizes|shoe size))?\s*\??$`,
      "i",
    ),
  ],
  phrases: [],
  named: [
    [/^(us|usa|american|us\/canada|canada|canadian)$/, "us"],
    [/^(uk|british|britain|england)$/, "uk"],
    [/^(eu|euro|europe|european|france|french|germany|german|italy|italian)$/, "eu"],
    [/^(mondopoint|japan|japanese|jp|china|chinese|cn|korea|korean)$/, "mondopoint"],
    [/^(cm|centimet(er|re)s?)$/, "foot-cm"],
    [/^(in|inch|inches)$/, "foot-in"],
  ],
  // A wearer is said as "men", "men's" or "mens'": the possessive is not part of the word.
  who: [
    [/^(men|man|mens|male)(['’]s?)?$/, "men"],
    [/^(women|woman|womens|ladies|lady|female)(['’]s?)?$/, "women"],
    [/^(kids|kid|children|child|childrens|toddler|youth)(['’]s?)?$/, "children"],
    [/^(boys?|boy)(['’]s?)?$/, "boys"],
    [/^(girls?)(['’]s?)?$/, "girls"],
  ],
  ignored: /^(shoe|shoes|size)$/,
  targetIgnored: /^$/,
  labels: each(labelOf),
  rules: each((id) => SHOE_SYSTEMS.find((s) => s.id === id)?.rule ?? ""),
  ruleOf: "{system}: {rule}",
  reading: "{system} shoe size {size}",
  notSize: "{size} is not a size in {system}.",
  below: "below the range ({limit})",
  above: "above the range ({limit})",
  footCm: "a foot of {size} cm",
  footIn: "a foot of {size} in",
  mondopoint: "Mondopoint {size}",
  assumedSystem: "A size without a system is read as US.",
  assumedWho: "Sizes are read as men's.",
  foot: "A foot is taken as {cm} cm shorter than the last it fits.",
  brands: "Brands' own charts may differ by up to a size.",
  marks: { decimal: ".", group: ",", groupFrom: 4 },
};
