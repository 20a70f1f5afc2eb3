import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/volume-lumber.ts. */
export const texts: UnitTranslations = {
  "/volume-lumber": {
    about: [
      "Madeira serrada e lenha são vendidas por volume, em unidades próprias. O pé de tábua (bf, ou FBM, de “foot board measure”), unidade do comércio de madeira serrada da América do Norte, é o volume de uma tábua de um pé de comprimento, um pé de largura e uma polegada de espessura: {{1 bf in3}} polegadas cúbicas, ou um doze avos de pé cúbico ({{1 cf bf}} pés de tábua por pé cúbico). Grandes quantidades são cotadas por milhar de pés de tábua, escrito MBF, com o M romano significando mil.",
      "O pé cúbico (cf) equivale a {{1 cf m3}} m³, e o metro cúbico, a unidade usada para madeira na maior parte do mundo, a {{1 m3 cf}} pés cúbicos ou {{1 m3 bf}} pés de tábua. A corda mede lenha e madeira para celulose empilhadas: uma pilha de 4 ft de altura, 4 ft de largura e 8 ft de comprimento, {{1 cord cf}} pés cúbicos ({{1 cord m3}} m³), incluindo o ar entre as peças. Todas essas relações são exatas por definição, porque se baseiam na polegada internacional de exatamente 25,4 mm.",
      "O pé de tábua é calculado a partir das dimensões de uma tábua, e, para a madeira de coníferas nos EUA, essas são normalmente as dimensões nominais, e não as reais: uma peça nominal de 2 × 4 é aplainada para cerca de 1½ × 3½ polegadas, mas é contada como 2 × 4. Um número em pés de tábua descreve, portanto, a quantidade vendida, e não o volume exato de madeira. Da mesma forma, o conteúdo de madeira sólida de uma corda fica bem abaixo do seu volume empilhado, e uma “face cord” ou “rick” (uma fileira única de lenha) não é uma unidade padronizada.",
    ],
    useCases: [
      "Estimar o pedido para um deck ou uma estrutura: vinte tábuas de 2 × 6 com 10 ft de comprimento somam 20 × 10 = 200 pés de tábua, ou seja, {{200 bf cf}} ft³.",
      "Comparar preços de madeira da América do Norte por MBF com preços europeus por metro cúbico: 1.000 pés de tábua equivalem a {{1000 bf m3}} m³.",
      "Converter a produção de uma serraria ou um inventário florestal de metros cúbicos para pés de tábua: 50 m³ equivalem a {{50 m3 bf}} bf.",
      "Comprar lenha por corda e comparar com ofertas em metros cúbicos: meia corda equivale a {{0.5 cord m3}} m³.",
      "Conferir quanto cabe em uma caçamba de caminhonete ou em um galpão: um espaço de 64 ft³ comporta {{64 cf cord}} corda de madeira empilhada.",
    ],
    guides: [
      {
        title: "Como calcular pés de tábua",
        content: [
          "Pés de tábua = espessura em polegadas × largura em polegadas × comprimento em pés ÷ 12. Uma tábua de 2 in de espessura, 6 in de largura e 10 ft de comprimento tem 2 × 6 × 10 ÷ 12 = 10 pés de tábua, ou seja, {{10 bf cf}} ft³ ou {{10 bf m3}} m³.",
          "Se as três dimensões estiverem em polegadas, divida por {{1 bf in3}}, já que um pé de tábua tem {{1 bf in3}} in³. Para um pedido inteiro, some os pés de tábua de cada medida e converta o total uma única vez: 1.000 bf equivalem a {{1000 bf cf}} ft³.",
        ],
      },
      {
        title: "Cordas e lenha empilhada",
        content: [
          "Uma corda completa é uma pilha bem arrumada de 4 × 4 × 8 ft, {{1 cord cf}} ft³. Para medir uma pilha, multiplique a altura, a largura e o comprimento em pés e divida por {{1 cord cf}}: uma pilha de 4 ft de altura, 2 ft de profundidade e 8 ft de comprimento tem 64 ft³, ou seja, {{64 cf cord}} corda.",
          "Os vendedores muitas vezes oferecem uma “face cord” ou “rick”: uma fileira de toras de 4 ft de altura e 8 ft de comprimento, cuja profundidade é o comprimento das toras. Seu volume depende desse comprimento; por isso, peça as dimensões e converta os pés cúbicos reais.",
        ],
      },
    ],
    tips: [
      {
        title: "Nominal ou real",
        content: [
          "Os preços por pé de tábua no comércio de madeira dos EUA usam medidas nominais. Para o volume real de madeira, meça as dimensões reais e converta essas.",
        ],
      },
      {
        title: "Aqui, M significa mil",
        content: ["Um preço por MBF é por milhar de pés de tábua, {{1000 bf m3}} m³."],
      },
    ],
    faqs: [
      {
        question: "Quantos pés de tábua há em um pé cúbico?",
        answer:
          "Um pé cúbico equivale a {{1 cf bf}} pés de tábua, porque um pé de tábua é uma fatia de 1 polegada de espessura de um pé cúbico ({{1 bf in3}} in³ contra {{1 cf in3}} in³).",
      },
      {
        question: "Quantos pés de tábua há em um metro cúbico?",
        answer:
          "Um metro cúbico equivale a {{1 m3 bf}} pés de tábua, e 1.000 pés de tábua equivalem a {{1000 bf m3}} m³.",
      },
      {
        question: "Como se calculam pés de tábua?",
        answer:
          "Multiplique espessura (in) × largura (in) × comprimento (ft) e divida por 12. Por exemplo, uma tábua de 1 × 12 com 8 ft de comprimento tem 1 × 12 × 8 ÷ 12 = 8 pés de tábua, ou {{8 bf cf}} ft³.",
      },
      {
        question: "Qual é o tamanho de uma corda de lenha?",
        answer:
          "Uma corda é uma pilha de 4 ft × 4 ft × 8 ft: {{1 cord cf}} ft³, {{1 cord m3}} m³, ou {{1 cord bf}} pés de tábua de volume empilhado, espaços de ar incluídos.",
      },
      {
        question: "O que significa MBF?",
        answer:
          "MBF é um milhar de pés de tábua, a unidade usual de preço da madeira serrada na América do Norte; o M é o numeral romano para 1.000. 1 MBF equivale a {{1000 bf cf}} ft³ ou {{1000 bf m3}} m³.",
      },
    ],
  },
};
