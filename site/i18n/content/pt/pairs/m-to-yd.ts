import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/m-to-yd.ts. */
export const texts: UnitTranslations = {
  "/m-to-yd": {
    about: [
      "O metro é a unidade SI de comprimento; a jarda é a unidade imperial e usual dos EUA de {{1 yd ft}} pés, ou {{1 yd in}} polegadas. O acordo internacional da jarda e da libra de 1959 definiu a jarda como exatamente {{1 yd m}} m, e todos os outros comprimentos imperiais (polegada, pé, milha) decorrem dela. Um metro equivale, portanto, a {{1 m yd}} yd, arredondado a seis casas decimais.",
      "Para converter metros em jardas, divida por {{1 yd m}}. A jarda é um pouco mais curta que o metro, então o número de jardas é sempre um pouco maior, em cerca de 9 %. A conversão é necessária quando um dos lados da comparação usa jardas: tecidos e fitas vendidos por jarda nos Estados Unidos, distâncias em campos de golfe, futebol americano, piscinas construídas com 25 jardas e placas de trânsito do Reino Unido, que dão as distâncias curtas em jardas.",
    ],
    useCases: [
      "Comprar tecido, fita ou fio vendido por jarda",
      "Distâncias de golfe em campos e telêmetros configurados em metros ou jardas",
      "Comparar distâncias de atletismo e natação em metros com provas em jardas",
      "Distâncias curtas nas placas de trânsito do Reino Unido, dadas em jardas",
    ],
    tips: [
      {
        title: "Some um décimo, mais ou menos",
        content: [
          "Para uma estimativa rápida, some 10 % aos metros: 100 m dão 110 yd, contra {{100 m yd}} yd. O atalho fica cerca de 0,6 % acima.",
        ],
      },
      {
        title: "Jardas, pés e polegadas",
        content: [
          "A parte decimal de um resultado em jardas é uma fração de jarda, não pés. Multiplique-a por 3 para ter pés ou por 36 para ter polegadas.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas jardas são 100 metros?",
        answer:
          "100 m são {{100 m yd}} yd. Uma corrida de 100 m tem, portanto, quase 110 jardas, enquanto um campo de 100 jardas tem {{100 yd m}} m.",
      },
      {
        question: "Quantas jardas tem um metro?",
        answer:
          "Um metro tem {{1 m yd}} yd, ou {{1 m in}} in, contra {{1 yd in}} in da jarda. A jarda em si tem exatamente {{1 yd m}} m.",
      },
      {
        question: "Quantas jardas de tecido são 2 metros?",
        answer:
          "2 m são {{2 m yd}} yd. Comprar 2 1/4 yd ({{2.25 yd m}} m) cobriria essa medida com uma pequena sobra.",
      },
      {
        question: "Um metro é o mesmo que uma jarda?",
        answer:
          "Não. Eles são próximos, mas o metro é mais longo: {{1 m yd}} yd. A diferença cresce com a distância: 1.000 m são {{1000 m yd}} yd.",
      },
      {
        question: "Quantas jardas são 400 m?",
        answer:
          "400 m, uma volta numa pista de atletismo padrão, são {{400 m yd}} yd. O antigo quarto de milha imperial tem 440 yd, o que dá {{440 yd m}} m.",
      },
    ],
  },
  "/yd-to-m": {
    about: [
      "A jarda era a base do sistema imperial de comprimento: a polegada, o pé e a milha são frações e múltiplos dela. Desde o acordo internacional da jarda e da libra de 1959, ela vale exatamente {{1 yd m}} m, a mesma nos Estados Unidos, no Reino Unido e nos outros países signatários. Uma jarda tem {{1 yd ft}} ft ou {{1 yd in}} in.",
      "Para converter jardas em metros, multiplique por {{1 yd m}}. O fator é exato, então jardas inteiras dão no máximo quatro casas decimais em metros e o conversor mostra o resultado por completo. O número de metros é sempre um pouco menor, em cerca de 8,6 %. As pessoas convertem jardas para tecidos e carpetes comprados por jarda, distâncias do futebol americano e do golfe, piscinas medidas em jardas e registros britânicos mais antigos de esporte e engenharia.",
    ],
    useCases: [
      "Tecido, carpete e fio comprados por jarda",
      "Distâncias do futebol americano: o campo de 100 jardas, as 10 jardas para um first down",
      "Comprimentos de buracos de golfe e distâncias de tacadas dados em jardas",
      "Nadar em piscinas de 25 jardas e comparar tempos com piscinas de 25 m e 50 m",
    ],
    tips: [
      {
        title: "Tire um décimo, mais ou menos",
        content: [
          "Para uma estimativa rápida, tire um décimo das jardas: 200 yd dão 180 m, contra {{200 yd m}} m. A estimativa fica cerca de 1,6 % abaixo.",
        ],
      },
      {
        title: "Jardas quadradas não são jardas",
        content: [
          "Carpetes e grama costumam ter preço por jarda quadrada, uma área. Uma jarda quadrada é {{1 yd m}} × {{1 yd m}} m², e não {{1 yd m}} m²; use o conversor de área para ela.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos metros tem uma jarda?",
        answer: "Uma jarda tem exatamente {{1 yd m}} m, o que dá {{1 yd cm}} cm.",
      },
      {
        question: "Quantos metros são 100 jardas?",
        answer:
          "100 yd são {{100 yd m}} m, o comprimento de um campo de futebol americano entre as linhas de gol.",
      },
      {
        question: "Uma jarda é mais longa que um metro?",
        answer:
          "Não. Uma jarda tem {{1 yd m}} m, então é mais curta que um metro: uma jarda tem {{1 yd in}} in, um metro {{1 m in}} in.",
      },
      {
        question: "Quantos metros tem um buraco de golfe de 400 jardas?",
        answer:
          "400 yd são {{400 yd m}} m. Um buraco marcado com 400 m num campo métrico é mais longo: {{400 m yd}} yd.",
      },
      {
        question: "Qual é o comprimento de uma piscina de 25 jardas em metros?",
        answer:
          "Uma piscina de 25 jardas tem {{25 yd m}} m de comprimento, então uma piscina de 25 m é mais longa, e os tempos nadados nas duas não são diretamente comparáveis.",
      },
    ],
  },
};
