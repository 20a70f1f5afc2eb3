import {
  RING_SIZE_TEXT,
  type RingSizeQuestionWords,
} from "../../../../engine/ring-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { es as ui } from "../../ui/es.ts";
import { ringLabels } from "../size-labels.ts";

/**
 * Ring sizes asked in Spanish (issue 25): "talla de anillo 7 en mm", "medida de anillo 54 a EE.
 * UU.", "¿qué talla de anillo es 17 mm?".
 * The systems' names are the converter's (site/i18n/ui/es.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/es.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

const SIZE = RING_SIZE_TEXT;
const MEASURE = String.raw`\d+(?:[.,]\d+)?`;
const SYSTEM = "[a-z.&/ ]+?";
/** "equivalencia de", "convertir una", "cuánto mide la": what may open a question. */
const OPENING = `(?:(?:equivalencia|conversion|convertir|pasar|calcular|cual es|que es|cuanto mide|cuanto es|cuantos mm (?:mide|tiene|es|son))(?: (?:de|del|la|una|mi))? )?`;
const RING = `(?:(?:talla|medida|numero|tamano)s? (?:de |del )?anillos?|anillos? (?:de )?(?:talla|medida|numero))`;
/** The size, the system after it ("7 de EE. UU."), and what it is asked in ("en mm", "a Reino Unido"). */
const TAIL = String.raw` (?<size>${SIZE})(?: (?:de |del )?(?<after>[a-z.&/]+(?: [a-z.&/]+)?))??(?: (?:en|a|al|para|=|como) (?<target>.+?))? ?\??$`;
const KIND = `(?:diametro|circunferencia|contorno|perimetro)(?: interior)?`;

/** "Española": Spain's sizes count the inner circumference less 40 mm, as Switzerland's do. */
const SPAIN = {
  system: "ch",
  sized: "talla española {size}",
  label: "talla española",
  note: "La talla española se cuenta como la suiza.",
} as const;

export const RING_SIZE_QUESTION: RingSizeQuestionWords = {
  questions: [
    new RegExp(`^${OPENING}${RING}(?: (?:de |del )?(?<before>${SYSTEM}))?${TAIL}`),
    // "talla americana de anillo 7"
    new RegExp(
      `^${OPENING}(?:talla|medida|numero) (?<before>${SYSTEM}) (?:de |del )?anillos?${TAIL}`,
    ),
    // "¿qué talla de anillo es 17 mm?", "¿qué talla de anillo de EE. UU. corresponde a 54 mm de contorno?"
    new RegExp(
      String.raw`^(?:que|cual(?: es)?(?: la)?) ${RING}(?: (?:de |del )?(?<target>${SYSTEM}))? (?:es|son|corresponde a|equivale a|tiene|mide|para) (?:un |una |el |la )?(?<measure>${MEASURE}) ?(?:mm|milimetros?)(?: de (?<kind>${KIND}))? ?\??$`,
    ),
    // "17 mm en talla de anillo", "54 mm de contorno a talla de anillo de EE. UU."
    new RegExp(
      String.raw`^(?<measure>${MEASURE}) ?(?:mm|milimetros?)(?: de (?<kind>${KIND}))? (?:en|a|como) ${RING}(?: (?:de |del )?(?<target>${SYSTEM}))? ?\??$`,
    ),
  ],
  systems: [
    [
      /^(?:us|usa|ee\.? ?uu\.?|eeuu|estados unidos|estadounidense|americana?|norteamericana?|canada|canadiense|ee\.? ?uu\.? y canada)$/,
      { system: "us" },
    ],
    [
      /^(?:uk|gb|reino unido|britanica?|inglesa?|inglaterra|australia|australiana?|reino unido y australia)$/,
      { system: "uk" },
    ],
    [
      /^(?:iso|iso 8653|eu|europa|europea?|francesa?|francia|alemana?|alemania)$/,
      { system: "iso" },
    ],
    [/^(?:ch|suiza|suizo)$/, { system: "ch" }],
    [/^(?:espanola?|espana)$/, SPAIN],
    [/^(?:jp|japon|japonesa?|china|chinas?|japon y china)$/, { system: "jp" }],
  ],
  measures: [
    [/^(?:mm|milimetros?)$/, "mm"],
    [/^(?:in|pulgadas?|")$/, "diameter-in"],
    [/^diametro(?: interior)?(?: en (?:mm|milimetros))?$/, "diameter-mm"],
    [
      /^(?:circunferencia|contorno|perimetro)(?: interior)?(?: en (?:mm|milimetros))?$/,
      "circumference-mm",
    ],
  ],
  kinds: [
    [/^diametro/, "diameter-mm"],
    [/^(?:circunferencia|contorno|perimetro)/, "circumference-mm"],
  ],
  filler: /\b(?:tallas?|medidas?|numeros?|sistema|anillos?|la|las|el|los|una?|de|del)\b/g,
  labels: ringLabels(ui),
  rules: {
    us: "(1,4216 + 0,1018 × talla) in de circunferencia interior",
    uk: "letras desde A = 37,5 mm de circunferencia interior, 1,25 mm por letra (BS 6820)",
    iso: "la circunferencia interior en milímetros",
    ch: "la circunferencia interior en milímetros menos 40",
    jp: "la talla 1 mide 13 mm de diámetro interior y cada talla, 1/3 mm más",
  },
  ruleOf: "{system}: {rule}",
  rulesJoin: "; ",
  reading: "talla de anillo {system} {size}",
  measureReading: {
    "diameter-mm": "un anillo de {size} mm de diámetro interior",
    "circumference-mm": "un anillo de {size} mm de circunferencia interior",
  },
  notSize: ui["ring.not-size"],
  smaller: ui["ring.smaller"],
  inner: "{across} mm de diámetro y {around} mm de circunferencia interior",
  inches: "{size} in de diámetro interior",
  assumed: "Una talla sin sistema se lee como de EE. UU. y Canadá.",
  isoFrom: {
    size: 40,
    assumed:
      "Una talla sin sistema de 40 o más se lee como ISO 8653: ningún otro sistema llega tan alto.",
  },
  measureAssumed:
    "Una medida de hasta 30 mm se lee como el diámetro interior; una mayor, como la circunferencia interior.",
  nearest: "Cada resultado es la talla más cercana en que se vende un anillo.",
  marks: marksOf(LANGUAGE_TAGS.es),
};
