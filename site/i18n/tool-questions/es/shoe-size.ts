import {
  SHOE_SIZE_TEXT,
  type ShoeSizeQuestionWords,
} from "../../../../engine/shoe-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { es as ui } from "../../ui/es.ts";
import { shoeLabels } from "../size-labels.ts";

/**
 * Shoe sizes asked in Spanish (issue 25): "talla de zapato 42 a EE. UU.", "número de calzado de
 * mujer 38 en Reino Unido", "EU 42 a US".
 * The systems' names are the converter's (site/i18n/ui/es.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/es.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

const WORD = "[a-z'/-]+";
const SHOE =
  "(?:(?:talla|numero|medida|tamano)s? (?:de |del )?(?:zapatos?|calzado|zapatillas?|botas?|deportivas?|tenis)|calzado)";
/** "equivalencia de", "convertir una", "qué es la": what may open a question. */
const OPENING =
  "(?:(?:equivalencia|conversion|convertir|pasar|que es|cual es)(?: (?:de|del|la|una|mi))? )?";

export const SHOE_SIZE_QUESTION: ShoeSizeQuestionWords = {
  questions: [
    // "[EE. UU.] [talla de zapato] [de hombre] 10 [de EE. UU.] [a europea]", and "EU 42 a US".
    new RegExp(
      `^${OPENING}(?<words>(?:${WORD} ){0,3}?)(?<shoe>${SHOE})?(?<more>(?: ${WORD}){0,3}?) ?(?<size>${SHOE_SIZE_TEXT})(?<after>(?: ${WORD}){0,3}?)(?: (?:en|a|al|para|=|como) (?<target>${WORD}(?: ${WORD}){0,2}?))? ?\\??$`,
    ),
  ],
  phrases: [
    [/\bee\.? ?uu\.?/g, "eeuu"],
    [/\bestados unidos\b/g, "eeuu"],
    [/\breino unido\b/g, "reinounido"],
    [/\bpuntos de paris\b/g, "eu"],
  ],
  named: [
    [
      /^(?:us|usa|eeuu|americanos?|americanas?|estadounidenses?|norteamericanos?|norteamericanas?|canada)$/,
      "us",
    ],
    [/^(?:uk|reinounido|britanicos?|britanicas?|ingles|ingleses|inglesas?|inglaterra)$/, "uk"],
    [
      /^(?:eu|euro|europa|europeos?|europeas?|espanol|espanoles|espanolas?|espana|frances|franceses|francesas?|italianos?|italianas?|aleman|alemanes|alemanas?)$/,
      "eu",
    ],
    [
      /^(?:mondopoint|japon|japones|japoneses|japonesas?|jp|china|chinos?|chinas?|corea|coreanos?)$/,
      "mondopoint",
    ],
    [/^(?:cm|centimetros?)$/, "foot-cm"],
    [/^(?:in|pulgadas?)$/, "foot-in"],
  ],
  who: [
    [/^(?:hombres?|caballeros?|masculinos?|masculinas?|varon|varones)$/, "men"],
    [/^(?:mujer|mujeres|damas?|senoras?|femeninos?|femeninas?)$/, "women"],
    [/^(?:ninos|infantil|infantiles|bebes?|junior)$/, "children"],
    [/^nino$/, "boys"],
    [/^ninas?$/, "girls"],
  ],
  ignored: /^(?:de|del|la|el|los|las|una?|mi|para|talla|tallas|numero|medida|zapatos?|calzado)$/,
  targetIgnored: /^(?:de|del|la|el|los|las|talla|tallas|numero|numeracion|medida|sistema)$/,
  labels: shoeLabels(ui),
  rules: {
    "us-men": "la talla 0 es una horma de 8¼ in, ⅓ in por talla",
    "us-women":
      "la talla 0 es una horma de 7 11/12 in, ⅓ in por talla: una talla más que la de hombre",
    "us-boys":
      "la talla 0 es una horma de 3 11/12 in, ⅓ in por talla: la 13 de niño es la 0 de hombre",
    "us-girls":
      "la talla 0 es una horma de 3 7/12 in, ⅓ in por talla: la 13 de niña es la 0 de mujer",
    "uk-adult":
      "la talla 1 es una horma de 8 2/3 in, un grano de cebada (⅓ in) por talla, tras la 13½ infantil",
    "uk-child":
      "la talla 0 es una horma de 4 in, un grano de cebada (⅓ in) por talla, hasta la 13½",
    eu: "la longitud de la horma en puntos de París de ⅔ cm",
    mondopoint: "la longitud del pie en milímetros, en pasos de 5 mm (ISO 9407; Japón y China)",
    "foot-cm": "del talón a la punta del dedo más largo, de pie",
    "foot-in": "del talón a la punta del dedo más largo, de pie",
  },
  ruleOf: "{system}: {rule}",
  reading: "talla de zapato {system} {size}",
  notSize: ui["shoe.not-size"],
  below: ui["shoe.under"],
  above: ui["shoe.over"],
  footCm: "un pie de {size} cm",
  footIn: "un pie de {size} in",
  mondopoint: "Mondopoint {size}",
  assumedSystem: "Una talla sin sistema se lee como de EE. UU.",
  assumedWho: "Las tallas se leen como de hombre.",
  euFrom: {
    size: 16,
    assumed:
      "Una talla sin sistema de 16 o más se lee como europea (EU): ninguna talla de EE. UU. ni del Reino Unido llega tan alto.",
  },
  foot: "Se toma el pie {cm} cm más corto que la horma que le queda bien.",
  brands: "Las tablas de cada marca pueden diferir hasta en una talla.",
  marks: marksOf(LANGUAGE_TAGS.es),
};
