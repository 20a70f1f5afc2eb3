import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/volume-dry.ts. */
export const texts: UnitTranslations = {
  "/volume-dry": {
    about: [
      "As unidades de volume para secos medem sólidos soltos, como grãos, frutas, legumes e castanhas. A maioria das unidades desta página são as medidas para secos dos EUA, um sistema separado das medidas para líquidos dos EUA. Ele se baseia no bushel de Winchester, de exatamente 2.150,42 polegadas cúbicas: um bushel tem {{1 bu pk}} pecks, um peck {{1 pk qt_dry}} quartos secos e um quarto seco {{1 qt_dry pt_dry}} pints secos; assim, um bushel contém {{1 bu pt_dry}} pints secos. Em termos do SI, um bushel equivale a {{1 bu m3}} m³ (cerca de 35,24 litros), e um pint seco a {{1 pt_dry m3}} m³ (cerca de 0,551 litro).",
      "As unidades dos EUA para secos e para líquidos que têm o mesmo nome são de tamanhos diferentes. Um pint seco tem exatamente 33,6003125 polegadas cúbicas, enquanto um pint líquido tem exatamente 28,875 polegadas cúbicas (473,176473 mL); assim, o pint seco é cerca de 16 % maior. Os quartos secos e líquidos diferem da mesma forma. O barril seco dos EUA, definido por lei federal como 7.056 polegadas cúbicas para frutas, legumes e outros produtos secos, equivale a {{1 bbl_dry bu}} bushels ou {{1 bbl_dry qt_dry}} quartos secos; ele não é o mesmo que o barril de petróleo de 42 galões nem o barril líquido de 31,5 galões.",
      "O sistema imperial britânico não tem medidas separadas para secos: seu bushel é de 8 galões imperiais ({{1 bu_uk l}} litros), {{1 bu_uk bu}} bushels dos EUA, e ele é oferecido aqui como bushel e peck imperiais, cada um rotulado como tal, ao lado de litros, hectolitros, metros cúbicos e pés cúbicos. Para medidas de líquidos, litros e galões, use o conversor de volume, que também lista o pint seco, o quarto seco, o peck e o bushel.",
    ],
    useCases: [
      "Comprar produtos vendidos por pint seco ou quarto seco em bancas de fazenda dos EUA, como frutas vermelhas e tomates-cereja: 2 pints secos equivalem a {{2 pt_dry qt_dry}} quarto seco.",
      "Dimensionar colheitas de pomares e hortas medidas em pecks e bushels: meio bushel equivale a {{0.5 bu pk}} pecks.",
      "Dimensionar silos e depósitos de grãos, cuja capacidade é dada em bushels: um depósito de 10.000 bushels comporta {{10000 bu m3}} m³.",
      "Converter volumes de safras dos EUA para o sistema métrico em relatórios: 1.000 m³ de armazenagem comportam {{1000 m3 bu}} bushels dos EUA.",
      "Ler registros históricos de transporte e comércio que contam produtos em barris: 20 barris secos equivalem a {{20 bbl_dry bu}} bushels.",
    ],
    guides: [
      {
        title: "A cadeia de medidas para secos dos EUA",
        content: [
          "As medidas para secos dobram e quadruplicam como as de líquidos: {{1 qt_dry pt_dry}} pints secos por quarto seco, {{1 pk qt_dry}} quartos secos por peck e {{1 bu pk}} pecks por bushel. Para converter pints em bushels, divida por {{1 bu pt_dry}}; para converter bushels em quartos secos, multiplique por {{1 bu qt_dry}}.",
          "Para valores métricos, o bushel equivale a {{1 bu m3}} m³; assim, 1 m³ equivale a {{1 m3 bu}} bushels. Multiplique os metros cúbicos por 1.000 para obter litros.",
        ],
      },
      {
        title: "Bushels de volume e bushels de peso",
        content: [
          "Nos mercados de grãos, um “bushel” de trigo, milho ou soja geralmente é um peso padrão, e não um volume: o USDA usa 60 lb para um bushel de trigo ou de soja e 56 lb para o milho debulhado. Este conversor converte apenas o bushel de volume; quanto pesa um bushel de volume de uma safra depende do produto e da sua umidade.",
        ],
      },
    ],
    tips: [
      {
        title: "Seco ou líquido?",
        content: [
          "Uma receita dos EUA ou o rótulo de uma bebida em pints ou quartos usa medidas para líquidos; as medidas para secos são para hortifrútis e grãos. O pint seco é o maior dos dois.",
        ],
      },
      {
        title: "Qual barril",
        content: [
          "O barril seco daqui equivale a {{1 bbl_dry m3}} m³. O petróleo é contado em barris de 42 galões dos EUA, uma unidade diferente, que está no conversor de volume.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pints secos há em um quarto seco?",
        answer:
          "Há {{1 qt_dry pt_dry}} pints secos em um quarto seco, e {{1 pk qt_dry}} quartos secos em um peck. Um bushel contém {{1 bu qt_dry}} quartos secos.",
      },
      {
        question: "Quantos pecks há em um bushel?",
        answer:
          "Um bushel dos EUA tem {{1 bu pk}} pecks, e um peck tem {{1 pk qt_dry}} quartos secos. Em metros cúbicos, um peck equivale a {{1 pk m3}} m³, e um bushel a {{1 bu m3}} m³.",
      },
      {
        question: "Um pint seco é o mesmo que um pint líquido?",
        answer:
          "Não. O pint seco dos EUA tem 33,6003125 polegadas cúbicas (cerca de 551 mL), e o pint líquido dos EUA 28,875 polegadas cúbicas (cerca de 473 mL). O pint seco é cerca de 16 % maior.",
      },
      {
        question: "Qual é o tamanho de um bushel em metros cúbicos e em litros?",
        answer:
          "Um bushel dos EUA (de Winchester) tem exatamente 2.150,42 polegadas cúbicas, {{1 bu m3}} m³ ou cerca de 35,24 litros. O bushel imperial usado no Reino Unido é maior: 36,36872 litros.",
      },
      {
        question: "O que é um barril seco dos EUA?",
        answer:
          "Um barril para frutas, legumes e outros produtos secos, definido na lei dos EUA como 7.056 polegadas cúbicas: {{1 bbl_dry bu}} bushels, ou {{1 bbl_dry m3}} m³. O cranberry tem seu próprio barril, menor.",
      },
    ],
  },
};
