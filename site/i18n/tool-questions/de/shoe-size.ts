import {
  SHOE_SIZE_TEXT,
  type ShoeSizeQuestionWords,
} from "../../../../engine/shoe-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { de as ui } from "../../ui/de.ts";
import { shoeLabels } from "../size-labels.ts";

/**
 * Shoe sizes asked in German (issue 25): "Schuhgröße 42 in US", "Damenschuhgröße 38 in UK",
 * "US Herren Schuhgröße 9 in EU umrechnen", "EU 42 in US". Questions are read folded
 * (engine/question-text.ts): "Größe" as "große", and people type "groesse" and "grosse".
 * The systems' names are the converter's (site/i18n/ui/de.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/de.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

const WORD = "[a-zß'/-]+";
const SIZE_WORD = "gro(?:e)?(?:ss|ß)en?";
/** "Schuhgröße", "Herrenschuhgröße", "Kinder-Schuhgröße", "Sneakergröße". */
const SHOE = `(?:(?<who>herren|damen|kinder|jungen|ma(?:e)?dchen)[ -]?)?(?:schuh|turnschuh|sneaker|stiefel)[ -]?${SIZE_WORD}`;
/** "was ist", "Umrechnung": what may open a question. */
const OPENING = "(?:(?:was ist|umrechnung|wie viel ist)(?: (?:die|eine|der))? )?";

export const SHOE_SIZE_QUESTION: ShoeSizeQuestionWords = {
  questions: [
    // "[US] [Herren] [Schuhgröße] [US] 9 [Herren] [in EU] [umrechnen]", and "EU 42 in US".
    new RegExp(
      `^${OPENING}(?<words>(?:${WORD} ){0,3}?)(?<shoe>${SHOE})?(?<more>(?: ${WORD}){0,3}?) ?(?<size>${SHOE_SIZE_TEXT})(?<after>(?: ${WORD}){0,3}?)(?: (?:in|nach|zu|auf|als|=) (?<target>${WORD}(?: ${WORD}){0,2}?))?(?: (?:umrechnen|umwandeln|konvertieren))? ?\\??$`,
    ),
  ],
  phrases: [
    [/\bvereinigte(?:n)? staaten\b/g, "usa"],
    // "in US-Größe": the system, without the word for a size.
    [new RegExp(`\\b(us|usa|uk|eu)-${SIZE_WORD}\\b`, "g"), "$1"],
  ],
  named: [
    [/^(?:us|usa|amerikanisch\w*|us-amerikanisch\w*|kanada|kanadisch\w*)$/, "us"],
    [/^(?:uk|gb|britisch\w*|englisch\w*|england|gro(?:ss|ß)britannien)$/, "uk"],
    [
      /^(?:eu|euro|europa|europa(?:e)?isch\w*|deutsch\w*|deutschland|o(?:e)?sterreich\w*|franzo(?:e)?sisch\w*|frankreich|italienisch\w*|italien)$/,
      "eu",
    ],
    [
      /^(?:mondopoint|japan|japanisch\w*|jp|china|chinesisch\w*|korea|koreanisch\w*)$/,
      "mondopoint",
    ],
    [/^(?:cm|zentimetern?)$/, "foot-cm"],
    [/^(?:zoll|inch)$/, "foot-in"],
  ],
  who: [
    [/^(?:herren|herrn|mann|ma(?:e)?nner|ma(?:e)?nnlich)$/, "men"],
    [/^(?:damen|frau|frauen|weiblich)$/, "women"],
    [/^(?:kinder|kind|kids)$/, "children"],
    [/^(?:jungen|junge)$/, "boys"],
    [/^ma(?:e)?dchen$/, "girls"],
  ],
  ignored: new RegExp(`^(?:die|der|das|eine?|fur|schuhe?|${SIZE_WORD}|schuh${SIZE_WORD})$`),
  targetIgnored: new RegExp(`^(?:die|der|das|eine?|system|${SIZE_WORD}|schuh${SIZE_WORD})$`),
  labels: shoeLabels(ui),
  rules: {
    "us-men": "Größe 0 ist ein Leisten von 8¼ in, ⅓ in je Größe",
    "us-women":
      "Größe 0 ist ein Leisten von 7 11/12 in, ⅓ in je Größe: eine Größe über der Herrengröße",
    "us-boys": "Größe 0 ist ein Leisten von 3 11/12 in, ⅓ in je Größe: Jungen 13 ist Herren 0",
    "us-girls": "Größe 0 ist ein Leisten von 3 7/12 in, ⅓ in je Größe: Mädchen 13 ist Damen 0",
    "uk-adult":
      "Größe 1 ist ein Leisten von 8 2/3 in, ein Gerstenkorn (⅓ in) je Größe, nach Kindergröße 13½",
    "uk-child": "Größe 0 ist ein Leisten von 4 in, ein Gerstenkorn (⅓ in) je Größe, bis 13½",
    eu: "die Leistenlänge in Pariser Stich zu ⅔ cm",
    mondopoint: "die Fußlänge in Millimetern, in Schritten von 5 mm (ISO 9407; Japan und China)",
    "foot-cm": "von der Ferse bis zur Spitze des längsten Zehs, im Stehen",
    "foot-in": "von der Ferse bis zur Spitze des längsten Zehs, im Stehen",
  },
  ruleOf: "{system}: {rule}",
  reading: "Schuhgröße {system} {size}",
  notSize: ui["shoe.not-size"],
  below: ui["shoe.under"],
  above: ui["shoe.over"],
  footCm: "Fußlänge {size} cm",
  footIn: "Fußlänge {size} in",
  mondopoint: "Mondopoint {size}",
  assumedSystem: "Eine Größe ohne System wird als US-Größe gelesen.",
  assumedWho: "Größen werden als Herrengrößen gelesen.",
  euFrom: {
    size: 16,
    assumed:
      "Eine Größe ohne System ab 16 wird als EU-Größe gelesen: Keine US- oder UK-Größe reicht so weit.",
  },
  foot: "Der Fuß wird als {cm} cm kürzer angenommen als der Leisten, der ihm passt.",
  brands: "Die Tabellen der Marken können um bis zu eine Größe abweichen.",
  marks: marksOf(LANGUAGE_TAGS.de),
};
