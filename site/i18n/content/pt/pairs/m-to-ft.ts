import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/m-to-ft.ts. */
export const texts: UnitTranslations = {
  "/m-to-ft": {
    about: [
      "O metro (m) é a unidade de base de comprimento do SI. Desde 1983 ele é definido como a distância que a luz percorre no vácuo em 1/299.792.458 de segundo. O pé (ft) é o pé internacional de 12 polegadas, fixado em 1959 em exatamente {{1 ft m}} m. Um metro equivale, portanto, a {{1 m ft}} ft, um valor arredondado: 1/0,3048 não tem forma decimal finita.",
      "Para converter metros em pés, divida por {{1 ft m}}, ou multiplique por {{1 m ft}} para obter o mesmo resultado com cerca de seis algarismos significativos. Um metro é um pouco mais que três pés, então o número de pés é sempre maior que o de metros. A conversão é necessária para alturas de edifícios e dimensões de cômodos, pé-direito, a altura de uma pessoa em metros, elevações em mapas e altitudes na aviação, que a maior parte do mundo expressa em pés.",
    ],
    useCases: [
      "Dimensões de cômodos, pé-direito e edifícios em plantas métricas",
      "A altura de uma pessoa dada em metros, como 1,75 m",
      "Altitudes de montanhas e na aviação, geralmente expressas em pés",
      "Comprimentos de piscinas, profundidades de mergulho e distâncias esportivas",
      "Anúncios de imóveis e plantas de propriedades de outro país",
    ],
    tips: [
      {
        title: "Pés e polegadas a partir de metros",
        content: [
          "A parte decimal de um resultado em pés não são polegadas. Para pés e polegadas, converta em polegadas: 1,8 m são {{1.8 m in}} in, e cada 12 polegadas formam um pé.",
        ],
      },
      {
        title: "Atalho para fazer de cabeça",
        content: [
          "Multiplique os metros por 3 e some um décimo do resultado: 10 m dão 33 ft, contra {{10 m ft}} ft. O atalho fica cerca de 0,6 % acima.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pés tem um metro?",
        answer:
          "Um metro tem {{1 m ft}} ft, ou {{1 m in}} in. O pé é definido como exatamente {{1 ft m}} m.",
      },
      {
        question: "Quanto dá 1,8 m de altura em pés?",
        answer:
          "1,8 m são {{1.8 m ft}} ft, ou seja, {{1.8 m in}} in: um pouco menos de 5 ft 11 in, já que 5 ft 11 in (71 in) são {{71 in m}} m.",
      },
      {
        question: "Quantos pés são 100 metros?",
        answer:
          "100 m são {{100 m ft}} ft. Uma prova de 100 m rasos é, portanto, mais longa que uma corrida de 100 jardas, que tem {{100 yd m}} m.",
      },
      {
        question: "Um metro é maior que uma jarda?",
        answer:
          "Sim. Um metro é {{1 m yd}} yd: mede {{1 m in}} in, e uma jarda {{1 yd in}} in. Uma jarda é {{1 yd m}} m.",
      },
      {
        question: "Por que a conversão de metros em pés não dá um número exato?",
        answer:
          "O pé vale exatamente {{1 ft m}} m, mas o seu inverso é uma dízima infinita. O conversor divide pelo valor exato e mostra seis casas decimais, então 3,048 m aparecem exatamente como {{3.048 m ft}} ft.",
      },
    ],
  },
  "/ft-to-m": {
    about: [
      "O pé é a unidade usual de comprimento dos Estados Unidos e ainda é usado no Reino Unido para alturas e na aviação no mundo todo. Trata-se do pé internacional de 12 polegadas, definido em 1959 como exatamente {{1 ft m}} m. Até 2022 os Estados Unidos também usavam, na agrimensura, um pé de levantamento (US survey foot) de 1200/3937 m; ele é cerca de duas partes por milhão mais longo, e esta página usa o pé internacional.",
      "Para converter pés em metros, multiplique por {{1 ft m}}. O fator é exato, então o resultado também é: um número inteiro de pés dá no máximo quatro casas decimais em metros, e o conversor mostra todas. Um pé é um pouco menos que um terço de metro, então o número de metros é sempre menor. A conversão é usada para tamanhos de edifícios e cômodos em plantas americanas, pé-direito, altitudes de voo, elevações, comprimentos de barcos e alturas de ondas.",
    ],
    useCases: [
      "Dimensões de cômodos e pé-direito em plantas de casas dos EUA e do Reino Unido",
      "Altitudes de aeronaves e níveis de voo dados em pés",
      "Elevações de montanhas e do terreno em mapas dos EUA",
      "Comprimentos de barcos, alturas de mastros e profundidades da água",
      "Alturas dadas em pés e polegadas",
    ],
    tips: [
      {
        title: "Pés e polegadas juntos",
        content: [
          "Converta os pés e as polegadas separadamente e some: 5 ft 10 in são {{5 ft m}} m + {{10 in m}} m. Não digite 5,10 ft, que significa cinco pés e um décimo.",
        ],
      },
      {
        title: "Pés de levantamento em registros de terras antigos dos EUA",
        content: [
          "Escrituras e coordenadas do sistema State Plane dos EUA feitas antes de 2023 podem estar em pés de levantamento (US survey feet). A diferença é de duas partes por milhão, cerca de 2 mm por quilômetro ({{2 mm in}} in), o que só importa em distâncias longas de levantamento e em coordenadas grandes.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos metros tem 1 pé?",
        answer: "Um pé tem exatamente {{1 ft m}} m, ou {{1 ft cm}} cm.",
      },
      {
        question: "Quanto são 6 pés de altura em metros?",
        answer: "6 ft são {{6 ft m}} m. Seis pés e duas polegadas (74 in) são {{74 in m}} m.",
      },
      {
        question: "Quanto são 35.000 pés em metros?",
        answer:
          "35.000 ft, uma altitude típica de cruzeiro de aviões comerciais, são {{35000 ft m}} m, ou {{35000 ft km}} km.",
      },
      {
        question: "Qual é a altura de um pé-direito de 8 pés em metros?",
        answer: "Um pé-direito de 8 ft tem {{8 ft m}} m de altura; um de 10 ft tem {{10 ft m}} m.",
      },
      {
        question: "Qual é a diferença entre o pé internacional e o pé de levantamento dos EUA?",
        answer:
          "O pé internacional vale exatamente {{1 ft m}} m. O pé de levantamento dos EUA (US survey foot) vale 1200/3937 m, cerca de duas partes por milhão a mais; o NIST o aposentou no fim de 2022. As medidas do dia a dia, e esta página, usam o pé internacional.",
      },
    ],
  },
};
