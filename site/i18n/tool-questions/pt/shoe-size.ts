import {
  SHOE_SIZE_TEXT,
  type ShoeSizeQuestionWords,
} from "../../../../engine/shoe-size-question.ts";
import { marksOf } from "../../intl-marks.ts";
import { LANGUAGE_TAGS } from "../../languages.ts";
import { pt as ui } from "../../ui/pt.ts";
import { shoeLabels } from "../size-labels.ts";

/**
 * Shoe sizes asked in Portuguese, as written in Brazil (issue 25): "numeração de sapato 40 para
 * EUA", "tamanho de tênis feminino 38 em UK", "EU 42 para US".
 * The systems' names are the converter's (site/i18n/ui/pt.ts). Their rules are written here as
 * the page's chart says them: site/i18n/text/pt.ts is the server's only (6 KB gzip more for
 * the box), and site/i18n/tool-questions/*-size.test.ts checks they are the same.
 *
 * Brazil numbers shoes its own way, which engine/shoe-size.ts does not have: a size without a
 * system is read as European and the basis says how Brazil's differs; a size said to be Brazilian
 * is a problem that says so, not a European size.
 */

const WORD = "[a-z'/-]+";
const SHOE =
  "(?:(?:tamanho|numero|numeracao|medida)s? (?:de |do |da |dos )?(?:sapatos?|calcados?|tenis|sandalias?|botas?|chuteiras?|chinelos?)|calcado|numeracao)";
/** "qual é o", "converter", "equivalência de": what may open a question. */
const OPENING =
  "(?:(?:qual e|qual|converter|conversao|equivalencia)(?: (?:de|do|o|a|um|uma|meu|minha))? )?";

export const SHOE_SIZE_QUESTION: ShoeSizeQuestionWords = {
  questions: [
    // "[EUA] [tamanho de sapato] [masculino] 9 [dos EUA] [para EU]", and "EU 42 para US".
    new RegExp(
      `^${OPENING}(?<words>(?:${WORD} ){0,3}?)(?<shoe>${SHOE})?(?<more>(?: ${WORD}){0,3}?) ?(?<size>${SHOE_SIZE_TEXT})(?<after>(?: ${WORD}){0,3}?)(?: (?:em|para|pra|no|na|=|como) (?<target>${WORD}(?: ${WORD}){0,2}?))? ?\\??$`,
    ),
  ],
  phrases: [
    [/\bestados unidos\b/g, "eua"],
    [/\be\.u\.a\.?/g, "eua"],
    [/\breino unido\b/g, "reinounido"],
    [/\bpontos de paris\b/g, "eu"],
  ],
  named: [
    [/^(?:us|usa|eua|americanos?|americanas?|norte-americanos?|norte-americanas?|canada)$/, "us"],
    [/^(?:uk|reinounido|britanicos?|britanicas?|ingles|ingleses|inglesas?|inglaterra)$/, "uk"],
    [
      /^(?:eu|euro|europa|europeus?|europeias?|franca|frances|franceses|italia|italianos?|alemanha|alemao|alemaes)$/,
      "eu",
    ],
    [
      /^(?:mondopoint|japao|japones|japoneses|japonesas?|jp|china|chineses?|chinesas?|coreia|coreanos?)$/,
      "mondopoint",
    ],
    [/^(?:cm|centimetros?)$/, "foot-cm"],
    [/^(?:in|polegadas?)$/, "foot-in"],
  ],
  who: [
    [/^(?:masculinos?|masculinas?|homem|homens|masc)$/, "men"],
    [/^(?:femininos?|femininas?|mulher|mulheres|fem)$/, "women"],
    [/^(?:infantil|infantis|criancas?|kids|bebes?)$/, "children"],
    [/^meninos?$/, "boys"],
    [/^meninas?$/, "girls"],
  ],
  unknown: [
    [
      /^(?:br|brasil|brasileiros?|brasileiras?)$/,
      {
        label: "numeração brasileira",
        problem:
          "O conversor não tem a numeração brasileira, que costuma ficar 1 a 2 números abaixo da europeia: consulte a tabela da marca ou pergunte pelo tamanho europeu (EU).",
      },
    ],
  ],
  ignored:
    /^(?:de|do|da|dos|das|o|a|um|uma|meu|minha|para|tamanho|numero|numeracao|sapatos?|calcados?|tenis)$/,
  targetIgnored: /^(?:de|do|da|dos|das|o|a|tamanho|numero|numeracao|sistema)$/,
  labels: shoeLabels(ui),
  rules: {
    "us-men": "o tamanho 0 é uma forma de 8¼ in, ⅓ in por tamanho",
    "us-women":
      "o tamanho 0 é uma forma de 7 11/12 in, ⅓ in por tamanho: um tamanho acima do masculino",
    "us-boys":
      "o tamanho 0 é uma forma de 3 11/12 in, ⅓ in por tamanho: o 13 de meninos é o 0 masculino",
    "us-girls":
      "o tamanho 0 é uma forma de 3 7/12 in, ⅓ in por tamanho: o 13 de meninas é o 0 feminino",
    "uk-adult":
      "o tamanho 1 é uma forma de 8 2/3 in, um grão de cevada (⅓ in) por tamanho, depois do 13½ infantil",
    "uk-child": "o tamanho 0 é uma forma de 4 in, um grão de cevada (⅓ in) por tamanho, até 13½",
    eu: "o comprimento da forma em pontos de Paris de ⅔ cm",
    mondopoint: "o comprimento do pé em milímetros, em passos de 5 mm (ISO 9407; Japão e China)",
    "foot-cm": "do calcanhar à ponta do dedo mais longo, em pé",
    "foot-in": "do calcanhar à ponta do dedo mais longo, em pé",
  },
  ruleOf: "{system}: {rule}",
  reading: "tamanho de calçado {system} {size}",
  notSize: ui["shoe.not-size"],
  below: ui["shoe.under"],
  above: ui["shoe.over"],
  footCm: "um pé de {size} cm",
  footIn: "um pé de {size} in",
  mondopoint: "Mondopoint {size}",
  assumedSystem: "Um tamanho sem sistema é lido como dos EUA.",
  assumedWho: "Os tamanhos são lidos como masculinos.",
  euFrom: {
    size: 16,
    assumed:
      "Um tamanho sem sistema a partir de 16 é lido como europeu (EU): nenhum tamanho dos EUA ou do Reino Unido chega tão longe. A numeração brasileira, que o conversor não tem, costuma ficar 1 a 2 números abaixo da europeia.",
  },
  foot: "O pé é considerado {cm} cm mais curto que a forma que lhe serve.",
  brands: "As tabelas de cada marca podem diferir em até um tamanho.",
  marks: marksOf(LANGUAGE_TAGS.pt),
};
