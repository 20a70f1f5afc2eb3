import {
  RING_SIZE_TEXT,
  type RingSizeQuestionWords,
} from "../../../../engine/ring-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { fr as ui } from "../../ui/fr.ts";
import { ringLabels } from "../size-labels.ts";

/**
 * Ring sizes asked in French (issue 25): "taille de bague 54 en US", "taille de bague US 7 en
 * mm", "tour de doigt 54 en taille UK", "quelle taille de bague pour 17 mm ?". Its sentences
 * put a no-break space before a colon, as the site's French text does.
 * The systems' names are the converter's (site/i18n/ui/fr.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/fr.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

const SIZE = RING_SIZE_TEXT;
const MEASURE = String.raw`\d+(?:[.,]\d+)?`;
const SYSTEM = "[a-z.&/' -]+?";
const RING = `(?:(?:taille|numero|mesure)s? (?:de |d'une |d')?bagues?|bagues? (?:en )?taille)`;
/** "convertir une", "équivalence de", "quelle est la": what may open a question. */
const OPENING = `(?:(?:convertir|conversion|equivalence|correspondance|quelle est|c'est quoi)(?: (?:de|la|une|ma))? (?:d')?)?`;
/** The size, the system after it ("7 US"), and what it is asked in ("en mm", "vers UK"). */
const TAIL = String.raw` (?<size>${SIZE})(?: (?:de |d')?(?<after>[a-z.&/-]+(?: [a-z.&/-]+)?))??(?: (?:en|vers|a|au|=|pour) (?<target>.+?))? ?\??$`;
const KIND = `(?:tour de doigt|diametre|circonference|tour)(?: interieur)?`;

export const RING_SIZE_QUESTION: RingSizeQuestionWords = {
  questions: [
    // "taille de bague 54 en US", "taille de bague américaine 7 en mm"
    new RegExp(`^${OPENING}${RING}(?: (?:de |d'|des |du )?(?<before>${SYSTEM}))?${TAIL}`),
    // "tour de doigt 54 en taille US": the tour de doigt is ISO 8653's size.
    new RegExp(`^${OPENING}(?<named>tour de doigt)${TAIL}`),
    // "quelle taille de bague pour 17 mm ?", "quelle taille de bague US pour un tour de doigt de 54 mm ?"
    new RegExp(
      String.raw`^(?:a )?quelle ${RING}(?: (?:de |d'|des |du )?(?<target>${SYSTEM}))? (?:pour|fait|correspond a|est|avec) (?:un |une )?(?:(?<kind>${KIND}) (?:de )?)?(?<measure>${MEASURE}) ?(?:mm|millimetres?) ?\??$`,
    ),
    // "17 mm de diamètre en taille de bague", "54 mm en taille de bague US"
    new RegExp(
      String.raw`^(?<measure>${MEASURE}) ?(?:mm|millimetres?)(?: de (?<kind>${KIND}))? (?:en|vers) ${RING}(?: (?:de |d'|des |du )?(?<target>${SYSTEM}))? ?\??$`,
    ),
  ],
  systems: [
    [
      /^(?:us|usa|etats-unis|etats unis|americaine?|amerique|canada|canadienne?|etats-unis et canada)$/,
      { system: "us" },
    ],
    [
      /^(?:uk|gb|royaume-uni|royaume uni|britannique|anglaise?|angleterre|australie|australienne?|royaume-uni et australie)$/,
      { system: "uk" },
    ],
    [
      /^(?:iso|iso 8653|eu|europe|europeenne?|francaise?|france|fr|allemande?|belge|tour de doigt)$/,
      { system: "iso" },
    ],
    [/^(?:ch|suisse)$/, { system: "ch" }],
    [/^(?:jp|japon|japonaise?|chine|chinoise?|japon et chine)$/, { system: "jp" }],
  ],
  measures: [
    [/^(?:mm|millimetres?)$/, "mm"],
    [/^(?:in|pouces?|")$/, "diameter-in"],
    [/^diametre(?: interieur)?(?: en (?:mm|millimetres))?$/, "diameter-mm"],
    [/^(?:circonference|tour)(?: interieur)?(?: en (?:mm|millimetres))?$/, "circumference-mm"],
  ],
  kinds: [
    [/^diametre/, "diameter-mm"],
    [/^(?:tour|circonference)/, "circumference-mm"],
  ],
  // "en taille US", "vers la taille britannique", "au système suisse"
  filler: /\b(?:tailles?|bagues?|systeme|la|le|les|une?|de|des|du)\b|\bd'/g,
  labels: ringLabels(ui),
  rules: {
    us: "(1,4216 + 0,1018 × taille) in de tour intérieur",
    uk: "des lettres à partir de A = 37,5 mm de tour intérieur, 1,25 mm par lettre (BS 6820)",
    iso: "le tour intérieur en millimètres",
    ch: "le tour intérieur en millimètres moins 40",
    jp: "la taille 1 mesure 13 mm de diamètre intérieur, chaque taille 1/3 mm de plus",
  },
  ruleOf: "{system}\u00a0: {rule}",
  rulesJoin: "\u202f; ",
  reading: "taille de bague {system} {size}",
  measureReading: {
    "diameter-mm": "une bague de {size} mm de diamètre intérieur",
    "circumference-mm": "une bague de {size} mm de tour intérieur",
  },
  notSize: "Ce n’est pas une taille du système {system}\u00a0: «\u00a0{size}\u00a0».",
  smaller: ui["ring.smaller"],
  inner: "{across} mm de diamètre, {around} mm de tour intérieur",
  inches: "{size} in de diamètre intérieur",
  assumed: "Une taille sans système est lue comme une taille des États-Unis et du Canada.",
  isoFrom: {
    size: 40,
    assumed:
      "Une taille sans système de 40 ou plus est lue selon l’ISO 8653\u00a0: aucun autre système ne compte aussi loin.",
  },
  measureAssumed:
    "Une mesure jusqu’à 30 mm est lue comme le diamètre intérieur\u202f; au-delà, comme le tour intérieur.",
  nearest: "Chaque résultat est la taille la plus proche dans laquelle une bague est vendue.",
  marks: marksOf(LANGUAGE_TAGS.fr),
};
