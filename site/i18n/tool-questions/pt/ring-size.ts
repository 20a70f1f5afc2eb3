import {
  RING_SIZE_TEXT,
  type RingSizeQuestionWords,
} from "../../../../engine/ring-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { pt as ui } from "../../ui/pt.ts";
import { ringLabels } from "../size-labels.ts";

/**
 * Ring sizes asked in Portuguese, as written in Brazil (issue 25): "aro 16 em mm", "tamanho de
 * anel 7 em mm", "tamanho de anel 54 para EUA", "qual aro tem 17 mm?".
 * The systems' names are the converter's (site/i18n/ui/pt.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/pt.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 */

const SIZE = RING_SIZE_TEXT;
const MEASURE = String.raw`\d+(?:[.,]\d+)?`;
const SYSTEM = "[a-z.&/ -]+?";
const RING = `(?:(?:tamanho|numero|numeracao|medida)s? (?:de |do |da )?(?:anel|aneis)|anel (?:tamanho|numero))`;
/** Brazil's word for a ring's size, which names its numbering too. */
const ARO = "(?<named>aros?(?: brasileiros?)?)";
/** "qual é o", "converter", "quanto mede o": what may open a question. */
const OPENING = `(?:(?:qual e|qual|converter|conversao de|equivalencia de|quanto mede|quantos mm tem)(?: (?:o|a|um|uma|meu))? )?`;
/** The size, the system after it ("7 dos EUA"), and what it is asked in ("em mm", "para EUA"). */
const TAIL = String.raw` (?<size>${SIZE})(?: (?:dos |do |da |de )?(?<after>[a-z.&/-]+(?: [a-z.&/-]+)?))??(?: (?:em|para|pra|no|na|=|como) (?<target>.+?))? ?\??$`;
const KIND = `(?:diametro|circunferencia)(?: intern[oa])?`;

/**
 * Brazil's "aro": no standard fixes it and engine/ring-size.ts has no system of its own for it;
 * jewellers' charts count the inner circumference in millimetres less 40, within 1 mm, as
 * Switzerland's does, so it is read as the Swiss size and the basis says so.
 */
const BRAZIL = {
  system: "ch",
  sized: "aro {size}",
  label: "aro brasileiro",
  note: "O aro brasileiro não tem norma única: aqui é lido pela numeração suíça, da qual as tabelas de aro diferem em até 1 mm.",
} as const;

export const RING_SIZE_QUESTION: RingSizeQuestionWords = {
  questions: [
    // "tamanho de anel 7 em mm", "aro 16 para EUA", "tamanho de anel dos EUA 7 em aro"
    new RegExp(
      `^${OPENING}(?:${RING}|${ARO})(?: (?:dos |do |da |de )?(?<before>${SYSTEM}))?${TAIL}`,
    ),
    // "qual aro tem 17 mm?", "qual o tamanho de anel dos EUA para 54 mm de circunferência?"
    new RegExp(
      String.raw`^(?:qual|que) (?:e )?(?:o )?(?:${RING}|${ARO})(?: (?:dos |do |da |de )?(?<target>${SYSTEM}))? (?:e|tem|para|de|corresponde a|equivale a) (?:um |uma )?(?<measure>${MEASURE}) ?(?:mm|milimetros?)(?: de (?<kind>${KIND}))? ?\??$`,
    ),
    // "17 mm em aro", "54 mm de circunferência em tamanho de anel dos EUA"
    new RegExp(
      String.raw`^(?<measure>${MEASURE}) ?(?:mm|milimetros?)(?: de (?<kind>${KIND}))? (?:em|para|e qual) (?:${RING}|${ARO})(?: (?:dos |do |da |de )?(?<target>${SYSTEM}))? ?\??$`,
    ),
  ],
  systems: [
    [
      /^(?:us|usa|eua|e\.u\.a\.?|estados unidos|americano|americana|norte-americano|norte-americana|canada|canadense|eua e canada)$/,
      { system: "us" },
    ],
    [
      /^(?:uk|reino unido|britanico|britanica|ingles|inglesa|inglaterra|australia|australiano|australiana|reino unido e australia)$/,
      { system: "uk" },
    ],
    [/^(?:iso|iso 8653|eu|europa|europeu|europeia)$/, { system: "iso" }],
    [/^(?:ch|suica|suico|suica)$/, { system: "ch" }],
    [/^(?:jp|japao|japones|japonesa|china|chines|chinesa|japao e china)$/, { system: "jp" }],
    [/^(?:aros?(?: brasileiros?)?|brasil|brasileiro|brasileira)$/, BRAZIL],
  ],
  measures: [
    [/^(?:mm|milimetros?)$/, "mm"],
    [/^(?:in|polegadas?|")$/, "diameter-in"],
    [/^diametro(?: interno)?(?: em (?:mm|milimetros))?$/, "diameter-mm"],
    [/^circunferencia(?: interna)?(?: em (?:mm|milimetros))?$/, "circumference-mm"],
  ],
  kinds: [
    [/^diametro/, "diameter-mm"],
    [/^circunferencia/, "circumference-mm"],
  ],
  // "para o tamanho dos EUA", "em numeração europeia"
  filler:
    /\b(?:tamanhos?|numeros?|numeracao|medidas?|anel|aneis|sistema|o|a|os|as|um|uma|de|do|da|dos|das)\b/g,
  labels: ringLabels(ui),
  rules: {
    us: "(1,4216 + 0,1018 × tamanho) in de circunferência interna",
    uk: "letras a partir de A = 37,5 mm de circunferência interna, 1,25 mm por letra (BS 6820)",
    iso: "a circunferência interna em milímetros",
    ch: "a circunferência interna em milímetros menos 40",
    jp: "o tamanho 1 tem 13 mm de diâmetro interno, cada tamanho 1/3 mm a mais",
  },
  ruleOf: "{system}: {rule}",
  rulesJoin: "; ",
  reading: "tamanho de anel {system} {size}",
  measureReading: {
    "diameter-mm": "um anel de {size} mm de diâmetro interno",
    "circumference-mm": "um anel de {size} mm de circunferência interna",
  },
  notSize: ui["ring.not-size"],
  smaller: ui["ring.smaller"],
  inner: "{across} mm de diâmetro, {around} mm de circunferência interna",
  inches: "{size} in de diâmetro interno",
  assumed: "Um tamanho sem sistema é lido como dos EUA e do Canadá.",
  isoFrom: {
    size: 40,
    assumed:
      "Um tamanho sem sistema a partir de 40 é lido pela ISO 8653: nenhum outro sistema chega tão longe.",
  },
  measureAssumed:
    "Uma medida de até 30 mm é lida como o diâmetro interno; uma maior, como a circunferência interna.",
  nearest: "Cada resultado é o tamanho mais próximo em que um anel é vendido.",
  marks: marksOf(LANGUAGE_TAGS.pt),
};
