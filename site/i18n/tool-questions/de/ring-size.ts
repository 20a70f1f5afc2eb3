import {
  RING_SIZE_TEXT,
  type RingSizeQuestionWords,
} from "../../../../engine/ring-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { de as ui } from "../../ui/de.ts";
import { ringLabels } from "../size-labels.ts";

/**
 * Ring sizes asked in German (issue 25): "Ringgröße 7 in mm", "US-Ringgröße 7 nach UK",
 * "Ringgröße 54 in US umrechnen", "welche Ringgröße hat 17 mm?". Questions are read folded
 * (engine/question-text.ts): "Größe" as "große", and people type "groesse" and "grosse".
 * The systems' names are the converter's (site/i18n/ui/de.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/de.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

const SIZE = RING_SIZE_TEXT;
const MEASURE = String.raw`\d+(?:[.,]\d+)?`;
const SYSTEM = "[a-z.&/ ]+?";
const RING = `ring ?(?:gro(?:e)?(?:ss|ß)e|weite|ma(?:ss|ß))n?`;
/** "was ist", "Umrechnung", "wie viel mm hat": what may open a question. */
const OPENING = `(?:(?:was ist|was sind|umrechnung|umrechnen|wie viel mm (?:ist|sind|hat)|wie gro(?:ss|ß) ist)(?: (?:die|eine|der))? )?`;
/** The size, the system after it ("7 US"), what it is asked in ("in mm", "nach UK"), "umrechnen". */
const TAIL = String.raw` (?<size>${SIZE})(?: (?<after>[a-z.&/-]+(?: [a-z.&/-]+)?))??(?: (?:in|nach|zu|auf|als|=) (?<target>.+?))?(?: (?:umrechnen|umwandeln|konvertieren))? ?\??$`;
const KIND = "(?:innen)?(?:durchmesser|umfang)";

export const RING_SIZE_QUESTION: RingSizeQuestionWords = {
  questions: [
    // "Ringgröße 7 in mm", "US-Ringgröße 7 nach UK", "amerikanische Ringgröße 7"
    new RegExp(`^${OPENING}(?:(?<before>${SYSTEM})[ -])?${RING}${TAIL}`),
    // "Ringgröße US 7 in mm"
    new RegExp(`^${OPENING}${RING} (?<before>${SYSTEM})${TAIL}`),
    // "welche Ringgröße hat 17 mm?", "welche US-Ringgröße entspricht 54 mm Innenumfang?"
    new RegExp(
      String.raw`^welche (?:(?<target>${SYSTEM})[ -])?${RING} (?:ist|sind|hat|entspricht|bei|fur|passt zu) (?:einem |einer )?(?<measure>${MEASURE}) ?(?:mm|millimetern?)(?: (?<kind>${KIND}))? ?\??$`,
    ),
    // "17 mm in Ringgröße", "54 mm Innenumfang in US-Ringgröße"
    new RegExp(
      String.raw`^(?<measure>${MEASURE}) ?(?:mm|millimetern?)(?: (?<kind>${KIND}))? (?:in|als|zu|nach) (?:(?<target>${SYSTEM})[ -])?${RING}(?: (?:umrechnen|umwandeln))? ?\??$`,
    ),
  ],
  systems: [
    [
      /^(?:us|usa|amerikanisch\w*|us-amerikanisch\w*|vereinigte staaten|kanada|kanadisch\w*|usa (?:&|und) kanada)$/,
      { system: "us" },
    ],
    [
      /^(?:uk|gb|britisch\w*|englisch\w*|england|gro(?:ss|ß)britannien|australien|australisch\w*|uk (?:&|und) australien)$/,
      { system: "uk" },
    ],
    [
      /^(?:iso|iso 8653|eu|europa|europa(?:e)?isch\w*|deutsch\w*|deutschland|o(?:e)?sterreich\w*|franzo(?:e)?sisch\w*|frankreich)$/,
      { system: "iso" },
    ],
    [/^(?:ch|schweiz|schweizer\w*)$/, { system: "ch" }],
    [/^(?:jp|japan|japanisch\w*|china|chinesisch\w*|japan (?:&|und) china)$/, { system: "jp" }],
  ],
  measures: [
    [/^(?:mm|millimetern?)$/, "mm"],
    [/^(?:in|zoll|inch|")$/, "diameter-in"],
    [/^(?:innen)?durchmesser(?: in (?:mm|millimetern?))?$/, "diameter-mm"],
    [/^(?:innen)?umfang(?: in (?:mm|millimetern?))?$/, "circumference-mm"],
  ],
  kinds: [
    [/durchmesser$/, "diameter-mm"],
    [/umfang$/, "circumference-mm"],
  ],
  // "in US-Größe", "in die britische Größe", "nach Ringgröße Schweiz"
  filler:
    /(?:^|[ -])(?:ring)?(?:gro(?:e)?(?:ss|ß)en?|weite|ma(?:ss|ß))(?= |$)|\b(?:die|der|das|eine?|einer|system)\b/g,
  labels: ringLabels(ui),
  rules: {
    us: "(1,4216 + 0,1018 × Größe) in Innenumfang",
    uk: "Buchstaben ab A = 37,5 mm Innenumfang, 1,25 mm je Buchstabe (BS 6820)",
    iso: "der Innenumfang in Millimetern",
    ch: "der Innenumfang in Millimetern minus 40",
    jp: "Größe 1 hat 13 mm Innendurchmesser, jede weitere Größe 1/3 mm mehr",
  },
  ruleOf: "{system}: {rule}",
  rulesJoin: "; ",
  reading: "Ringgröße {system} {size}",
  measureReading: {
    "diameter-mm": "ein Ring mit {size} mm Innendurchmesser",
    "circumference-mm": "ein Ring mit {size} mm Innenumfang",
  },
  notSize: ui["ring.not-size"],
  smaller: ui["ring.smaller"],
  inner: "{across} mm Innendurchmesser, {around} mm Innenumfang",
  inches: "{size} in Innendurchmesser",
  assumed: "Eine Größe ohne System wird als US-Größe gelesen.",
  isoFrom: {
    size: 40,
    assumed:
      "Eine Größe ohne System ab 40 wird nach ISO 8653 gelesen: Kein anderes System zählt so weit.",
  },
  measureAssumed:
    "Ein Maß bis 30 mm wird als Innendurchmesser gelesen, ein größeres als Innenumfang.",
  nearest: "Jedes Ergebnis ist die nächstgelegene Größe, in der Ringe verkauft werden.",
  marks: marksOf(LANGUAGE_TAGS.de),
};
