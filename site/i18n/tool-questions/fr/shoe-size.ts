import {
  SHOE_SIZE_TEXT,
  type ShoeSizeQuestionWords,
} from "../../../../engine/shoe-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { fr as ui } from "../../ui/fr.ts";
import { shoeLabels } from "../size-labels.ts";

/**
 * Shoe sizes asked in French (issue 25): "pointure 42 en US", "pointure femme 38 en UK",
 * "pointure US 9 homme en EU", "EU 42 en US". Its sentences put a no-break space before a
 * colon and a narrow one before a semicolon, as the site's French text does.
 * The systems' names are the converter's (site/i18n/ui/fr.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/fr.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

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
  labels: shoeLabels(ui),
  rules: {
    "us-men": "la pointure 0 est une forme de 8¼ in, ⅓ in par pointure",
    "us-women":
      "la pointure 0 est une forme de 7 11/12 in, ⅓ in par pointure\u00a0: une pointure au-dessus de l’homme",
    "us-boys":
      "la pointure 0 est une forme de 3 11/12 in, ⅓ in par pointure\u00a0: le 13 garçon est le 0 homme",
    "us-girls":
      "la pointure 0 est une forme de 3 7/12 in, ⅓ in par pointure\u00a0: le 13 fille est le 0 femme",
    "uk-adult":
      "la pointure 1 est une forme de 8 2/3 in, un grain d’orge (⅓ in) par pointure, après le 13½ enfant",
    "uk-child":
      "la pointure 0 est une forme de 4 in, un grain d’orge (⅓ in) par pointure, jusqu’à 13½",
    eu: "la longueur de la forme en points de Paris de ⅔ cm",
    mondopoint:
      "la longueur du pied en millimètres, par pas de 5 mm (ISO 9407\u202f; Japon et Chine)",
    "foot-cm": "du talon au bout de l’orteil le plus long, debout",
    "foot-in": "du talon au bout de l’orteil le plus long, debout",
  },
  ruleOf: "{system}\u00a0: {rule}",
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
  brands: "Les tableaux des marques peuvent différer jusqu’à une pointure.",
  marks: marksOf(LANGUAGE_TAGS.fr),
};
