import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/ac-to-sqft.ts. */
export const texts: UnitTranslations = {
  "/ac-to-sqft": {
    about: [
      "O acre é a unidade tradicional de área de terra dos Estados Unidos e do Reino Unido, onde ainda é usado para imóveis e terras agrícolas. Ele é definido como exatamente {{1 ac sqft}} pés quadrados: a área de uma faixa de um furlong (660 ft) de comprimento por uma cadeia (66 ft) de largura, embora um acre possa ter qualquer forma. Com o pé internacional de 1959, de exatamente 0,3048 m, um acre tem {{1 ac sqm}} m², cerca de 40 % de um hectare. Esta página usa o acre internacional; o acre de levantamento dos EUA, baseado no pé de levantamento, é cerca de 4 partes por milhão maior.",
      "Para converter acres em pés quadrados, multiplique por {{1 ac sqft}}. O fator é um número inteiro; assim, qualquer área em acres escrita com até seis casas decimais é convertida exatamente. A conversão é usada para tamanhos de lotes e terrenos em anúncios imobiliários, em regras de zoneamento e de construção escritas em pés quadrados, para fazendas e ranchos, parques e áreas esportivas, e para comparar um terreno com a área construída de uma casa.",
    ],
    useCases: [
      "Tamanhos de lotes e terrenos em anúncios imobiliários",
      "Regras de zoneamento e de recuo que fixam tamanhos mínimos de lote em pés quadrados",
      "Áreas de fazendas, ranchos e matas",
      "Parques, campi e áreas esportivas",
    ],
    tips: [
      {
        title: "Tamanho do lote não é área construída",
        content: [
          "Um lote de um quarto de acre, {{0.25 ac sqft}} ft², abriga a casa, o jardim e a entrada de carros. A área construída de uma casa em pés quadrados conta cada andar; por isso, pode ser maior que a projeção da casa sobre o lote.",
        ],
      },
      {
        title: "Pés quadrados de um retângulo",
        content: [
          "Para um terreno retangular, multiplique o comprimento pela largura em pés para obter pés quadrados e depois divida por {{1 ac sqft}} para obter acres. Um terreno de 100 ft por 200 ft tem 20.000 ft², o que equivale a {{20000 sqft ac}} ac.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pés quadrados há em um acre?",
        answer:
          "Um acre tem exatamente {{1 ac sqft}} ft². Isso equivale também a {{1 ac sqyd}} jardas quadradas e {{1 ac sqm}} m².",
      },
      {
        question: "Quantos pés quadrados tem meio acre?",
        answer: "Meio acre tem {{0.5 ac sqft}} ft², e um quarto de acre {{0.25 ac sqft}} ft².",
      },
      {
        question: "Quanto mede cada lado de um acre quadrado?",
        answer:
          "Um quadrado com área de um acre tem lados de cerca de 208,7 ft, a raiz quadrada de {{1 ac sqft}}, o que dá cerca de 63,6 m.",
      },
      {
        question: "Qual é o tamanho de um acre comparado a um campo de futebol americano?",
        answer:
          "Um campo de futebol americano, incluindo as end zones, mede 360 ft por 160 ft, 57.600 ft², o que equivale a {{57600 sqft ac}} ac. Um acre corresponde a cerca de três quartos dele.",
      },
      {
        question: "Um acre é maior que um hectare?",
        answer:
          "Não. Um hectare tem {{1 ha sqm}} m², o que equivale a {{1 ha ac}} acres; um acre equivale a {{1 ac ha}} ha.",
      },
    ],
  },
  "/sqft-to-ac": {
    about: [
      "Os pés quadrados (sq ft, ft²) medem áreas construídas, cômodos e pequenos lotes nos Estados Unidos; os acres medem terrenos. Um acre tem exatamente {{1 ac sqft}} ft²; assim, um pé quadrado é uma parte muito pequena de um acre: {{1 sqft ac}} ac. Ambos se baseiam no pé internacional de exatamente 0,3048 m, o que faz um pé quadrado ter {{1 sqft sqm}} m².",
      "Para converter pés quadrados em acres, divida por {{1 ac sqft}}. O resultado geralmente é uma fração de acre, mostrada com seis casas decimais; uma área muito pequena aparece em notação científica, e não como 0. A conversão é usada para expressar em acres um lote ou quintal medido em pés quadrados, para comparar áreas construídas de casas com terrenos, para estimar quantidades de grama, sementes e fertilizantes vendidas por acre e para ler plantas de implantação e registros do imposto predial.",
    ],
    useCases: [
      "Expressar em acres um lote residencial medido em pés quadrados",
      "Taxas de cobertura de grama, sementes e fertilizantes dadas por acre",
      "Plantas de implantação e registros do imposto predial",
      "Comparar a área construída de um edifício com o terreno em que ele está",
    ],
    tips: [
      {
        title: "Frações de acre",
        content: [
          "Alguns números redondos ajudam: {{10890 sqft ac}} ac são 10.890 ft², {{21780 sqft ac}} ac são 21.780 ft², e um acre inteiro {{1 ac sqft}} ft².",
        ],
      },
      {
        title: "Pés quadrados, e não pés",
        content: [
          "Uma área precisa estar em pés quadrados antes da conversão. Um lote de 50 ft de largura e 100 ft de profundidade tem 5.000 ft² ({{5000 sqft ac}} ac), e não 150 ft.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos acres são 10.000 pés quadrados?",
        answer:
          "10.000 ft² equivalem a {{10000 sqft ac}} ac, um pouco menos que um quarto de acre.",
      },
      {
        question: "Que fração de um acre são 5.000 pés quadrados?",
        answer: "5.000 ft² equivalem a {{5000 sqft ac}} ac, um pouco mais que um nono de acre.",
      },
      {
        question: "Quantos acres tem uma casa de 2.000 pés quadrados?",
        answer:
          "2.000 ft² de área construída equivalem a {{2000 sqft ac}} ac. O lote em que a casa está costuma ser maior e é medido à parte.",
      },
      {
        question: "Quantos metros quadrados são 1.000 pés quadrados?",
        answer:
          "1.000 ft² equivalem a {{1000 sqft sqm}} m². Um pé quadrado tem {{1 sqft sqm}} m², e um metro quadrado {{1 sqm sqft}} ft².",
      },
      {
        question: "Quantos pés quadrados formam um acre?",
        answer:
          "Exatamente {{1 ac sqft}} ft². Assim, 1 ft² equivale a {{1 sqft ac}} ac, e um milhão de pés quadrados a {{1000000 sqft ac}} ac.",
      },
    ],
  },
};
