import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/km-to-mi.ts. */
export const texts: UnitTranslations = {
  "/km-to-mi": {
    about: [
      "O quilômetro (km) tem {{1 km m}} metros e é a unidade das distâncias rodoviárias e dos mapas em quase todos os países. A milha (mi), aqui, é a milha terrestre internacional de {{1 mi ft}} pés, que o acordo da jarda e da libra de 1959 fixou em exatamente {{1 mi km}} km. Um quilômetro equivale, portanto, a {{1 km mi}} mi, um valor arredondado.",
      "Para converter quilômetros em milhas, divida por {{1 mi km}}. A milha é a unidade mais longa; por isso, a distância em milhas é sempre menor, cerca de cinco oitavos do número de quilômetros. A conversão é usada para placas de trânsito e hodômetros de carros nos Estados Unidos e no Reino Unido, distâncias de corrida e ciclismo (5K, 10K, maratona), trilhas e planos de viagem. A navegação marítima e aérea usa outra milha, a milha náutica de exatamente {{1 nmi m}} m, que o conversor também oferece.",
    ],
    useCases: [
      "Distâncias de provas: 5K, 10K, meia maratona e maratona em milhas",
      "Distâncias de direção e placas de trânsito ao viajar entre países métricos e imperiais",
      "Rotas de caminhada e ciclismo planejadas em mapas métricos",
      "Leituras do hodômetro e computadores de bordo configurados na outra unidade",
    ],
    tips: [
      {
        title: "O atalho de Fibonacci",
        content: [
          "Números de Fibonacci consecutivos (2, 3, 5, 8, 13, 21, 34...) se aproximam da razão áurea, cerca de 1,618, valor próximo do número de quilômetros em uma milha. Assim, 8 km são aproximadamente 5 mi ({{8 km mi}} mi), 13 km aproximadamente 8 mi ({{13 km mi}} mi) e 21 km aproximadamente 13 mi ({{21 km mi}} mi).",
        ],
      },
      {
        title: "Multiplique por 0,6 para um valor rápido",
        content: [
          "Multiplicar os quilômetros por 0,6 dá uma resposta cerca de 3,4 % abaixo; multiplicar por 5/8 dá uma cerca de 0,6 % acima. Para uma resposta exata, divida por {{1 mi km}}.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas milhas tem uma prova de 5K?",
        answer:
          "Uma prova de 5K, 5 km, tem {{5 km mi}} mi. Uma de 10K tem {{10 km mi}} mi, um pouco mais de seis milhas.",
      },
      {
        question: "Quantas milhas tem uma maratona?",
        answer:
          "A maratona tem 42,195 km, o que equivale a {{42.195 km mi}} mi, valor geralmente citado como 26,2 milhas. Uma meia maratona, de 21,0975 km, tem {{21.0975 km mi}} mi.",
      },
      {
        question: "Quantas milhas são 100 km?",
        answer:
          "100 km equivalem a {{100 km mi}} mi. Inversamente, 100 milhas equivalem a {{100 mi km}} km.",
      },
      {
        question: "Um quilômetro é mais longo que uma milha?",
        answer:
          "Não. O quilômetro é mais curto: um quilômetro equivale a {{1 km mi}} mi, enquanto uma milha equivale a {{1 mi km}} km.",
      },
      {
        question: "Uma milha náutica é o mesmo que uma milha?",
        answer:
          "Não. A milha náutica, usada no mar e na aviação, tem exatamente {{1 nmi m}} m, o que equivale a {{1 nmi mi}} milhas terrestres. Esta página converte para a milha terrestre, a menos que você escolha milhas náuticas na lista.",
      },
    ],
  },
  "/mi-to-km": {
    about: [
      "A milha é a unidade de distância rodoviária dos Estados Unidos e do Reino Unido: {{1 mi ft}} pés, ou {{1 mi yd}} jardas. Os dois países usam a milha internacional, definida por meio da jarda de 1959 (exatamente {{1 yd m}} m); assim, uma milha tem exatamente {{1 mi m}} m, ou seja, {{1 mi km}} km. A antiga milha de levantamento dos EUA, baseada no pé de levantamento, é alguns milímetros mais longa e só importa em levantamentos de terras.",
      "Para converter milhas em quilômetros, multiplique por {{1 mi km}}. O fator é exato; assim, o resultado é exato até onde seis casas decimais conseguem mostrar. Uma milha tem cerca de 1,6 km; por isso, o número de quilômetros é sempre maior que o número de milhas. Essa conversão é usada para distâncias de direção e placas de velocidade no exterior, para distâncias de corrida e ciclismo medidas em milhas, para planejar voos e viagens e para ler distâncias em livros e notícias americanos e britânicos.",
    ],
    useCases: [
      "Distâncias de direção nos Estados Unidos e no Reino Unido",
      "Distâncias de corrida: a milha e os registros de treino mantidos em milhas",
      "Planejamento de viagens com mapas ou aplicativos configurados em milhas",
      "Ler distâncias em livros, notícias e guias americanos e britânicos",
    ],
    tips: [
      {
        title: "Some seis décimos",
        content: [
          "Para uma estimativa rápida, some 60 % às milhas: 50 mi dão 80 km, contra {{50 mi km}} km. O atalho fica cerca de 0,6 % abaixo.",
        ],
      },
      {
        title: "Uma milha na pista",
        content: [
          "Uma pista de atletismo de 400 m não tem um quarto de milha: quatro voltas são 1.600 m, enquanto uma milha tem {{1 mi m}} m. A prova de 1.500 m é muitas vezes chamada de milha métrica; ela equivale a {{1500 m mi}} mi.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos km tem uma milha?",
        answer: "Uma milha tem exatamente {{1 mi km}} km, o que equivale a {{1 mi m}} m.",
      },
      {
        question: "Quantos km são 26,2 milhas?",
        answer:
          "26,2 mi equivalem a {{26.2 mi km}} km. A distância oficial da maratona é 42,195 km; 26,2 mi é o seu valor arredondado habitual.",
      },
      {
        question: "Por que uma milha tem exatamente {{1 mi km}} km?",
        answer:
          "Uma milha tem {{1 mi ft}} pés e, desde 1959, um pé mede exatamente {{1 ft m}} m. A multiplicação dá exatamente {{1 mi m}} m. O valor não foi medido; ele decorre da definição do pé.",
      },
      {
        question: "As milhas do Reino Unido e dos EUA são iguais?",
        answer:
          "Sim. Os dois países usam a milha internacional de {{1 mi m}} m para estradas e distâncias do dia a dia. Só a antiga milha de levantamento dos EUA, usada em alguns registros de terras, é diferente, por alguns milímetros.",
      },
      {
        question: "Quanto são 60 milhas em km?",
        answer: "60 mi equivalem a {{60 mi km}} km, a distância percorrida em uma hora a 60 mph.",
      },
    ],
  },
};
