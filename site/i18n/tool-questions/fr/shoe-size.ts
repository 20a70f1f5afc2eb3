import {
  SHOE_SIZE_TEXT,
  type ShoeSizeQuestionWords,
} from "../../../../engine/shoe-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { fr as text } from "../../text/fr.ts";
import { fr as ui } from "../../ui/fr.ts";

/**
 * Shoe sizes asked in French (issue 25): "pointure 42 en US", "pointure femme 38 en UK",
 * "pointure US 9 homme en EU", "EU 42 en US". The systems' names and rules are the converter's
 * page's (site/i18n/ui/fr.ts, site/i18n/text/fr.ts), spaced before a colon or a semicolon as the
 * site's French text is (`spaced`).
 */

/** A no-break space before ":", a narrow one before ";", "?", "!": French typography. */
const spaced = (sentence: string) =>
  sentence.replace(/ :/g, "\u00a0:").replace(/ ([;?!])/g, "\u202f$1");

const WORD = "[a-z'/-]+";
const SHOE = "(?:pointure|taille (?:de |des )?(?:chaussures?|baskets?|bottes?|sneakers?))";
/** "convertir une", "équivalence", "quelle est la": what may open a question. */
const OPENING =
  "(?:(?:convertir|conversion|equivalence|correspondance|quelle est|c'est quoi)(?: (?:de|la|une|ma|d'une))? )?";

export const SHOE_SIZE_QUESTION: ShoeSizeQuestionWords = {
  questions: [
    // "[US] [pointure] [homme] 9 [US] [en EU]", and "EU 42 en US".
    new RegExp(
      `^${OPENING}(?<words>(?:${WORD} ){0,3}?)(?<shoe>${SHOE})?(?<more>(?: ${WORD}){0,3}?) ?(?<size>${SHOE_SIZE_TEXT})(?<after>(?: ${WORD}){0,3}?)(?: (?:en|vers|a|au|=|pour) (?<target>${WORD}(?: ${WORD}){0,2}?))? ?\\??$`,
    ),
  ],
  phrases: [
    [/\betats[- ]unis\b/g, "etatsunis"],
    [/\broyaume[- ]uni\b/g, "royaumeuni"],
    [/\bpoints? de paris\b/g, "eu"],
  ],
  named: [
    [/^(?:us|usa|etatsunis|americaine?s?|amerique|canada|canadienne?s?)$/, "us"],
    [/^(?:uk|gb|royaumeuni|britannique|britanniques|anglaise?s?|angleterre)$/, "uk"],
    [
      /^(?:eu|euro|europe|europeenne?s?|france|francaise?s?|fr|allemagne|allemande?s?|italie|italienne?s?)$/,
      "eu",
    ],
    [/^(?:mondopoint|japon|japonaise?s?|jp|chine|chinoise?s?|coree|coreenne?s?)$/, "mondopoint"],
    [/^(?:cm|centimetres?)$/, "foot-cm"],
    [/^(?:in|pouces?)$/, "foot-in"],
  ],
  who: [
    [/^(?:hommes?|masculine?s?)$/, "men"],
    [/^(?:femmes?|feminine?s?|dames?)$/, "women"],
    [/^(?:enfants?|junior|bebes?|kids)$/, "children"],
    [/^garcons?$/, "boys"],
    [/^filles?$/, "girls"],
  ],
  ignored: /^(?:de|des|du|d'|la|le|les|une?|ma|pour|pointures?|tailles?|chaussures?)$/,
  targetIgnored: /^(?:de|des|du|d'|la|le|les|pointures?|tailles?|systeme)$/,
  labels: {
    "us-men": ui["shoe.us-men"],
    "us-women": ui["shoe.us-women"],
    "us-boys": ui["shoe.us-boys"],
    "us-girls": ui["shoe.us-girls"],
    "uk-adult": ui["shoe.uk-adult"],
    "uk-child": ui["shoe.uk-child"],
    eu: ui["shoe.eu"],
    mondopoint: ui["shoe.mondopoint"],
    "foot-cm": ui["shoe.foot-cm"],
    "foot-in": ui["shoe.foot-in"],
  },
  rules: {
    "us-men": spaced(text["shoe.rule.us-men"]),
    "us-women": spaced(text["shoe.rule.us-women"]),
    "us-boys": spaced(text["shoe.rule.us-boys"]),
    "us-girls": spaced(text["shoe.rule.us-girls"]),
    "uk-adult": spaced(text["shoe.rule.uk-adult"]),
    "uk-child": spaced(text["shoe.rule.uk-child"]),
    eu: spaced(text["shoe.rule.eu"]),
    mondopoint: spaced(text["shoe.rule.mondopoint"]),
    "foot-cm": "du talon au bout de l’orteil le plus long, debout",
    "foot-in": "du talon au bout de l’orteil le plus long, debout",
  },
  ruleOf: spaced(text["shoe.rule-of"]),
  reading: "pointure {system} {size}",
  notSize: "Ce n’est pas une pointure du système {system}\u00a0: «\u00a0{size}\u00a0».",
  below: ui["shoe.under"],
  above: ui["shoe.over"],
  footCm: "un pied de {size} cm",
  footIn: "un pied de {size} in",
  mondopoint: "Mondopoint {size}",
  assumedSystem: "Une pointure sans système est lue comme une pointure des États-Unis.",
  assumedWho: "Les pointures sont lues comme des pointures homme.",
  euFrom: {
    size: 16,
    assumed:
      "Une pointure sans système de 16 ou plus est lue comme européenne (EU)\u00a0: aucune pointure des États-Unis ou du Royaume-Uni ne va aussi loin.",
  },
  foot: "Le pied est supposé plus court de {cm} cm que la forme qui lui va.",
  brands: "Les tableaux des marques peuvent différer d’une pointure.",
  marks: marksOf(LANGUAGE_TAGS.fr),
};
