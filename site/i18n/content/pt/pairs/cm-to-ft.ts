import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/cm-to-ft.ts. */
export const texts: UnitTranslations = {
  "/cm-to-ft": {
    about: [
      "A maior parte do mundo informa a altura de uma pessoa em centímetros, e os Estados Unidos e o Reino Unido a informam em pés (com polegadas). O pé mede exatamente {{1 ft cm}} cm: é o pé internacional de {{1 ft in}} polegadas, cada polegada com exatamente {{1 in cm}} cm desde o acordo da jarda e da libra de 1959. Um centímetro equivale a {{1 cm ft}} ft, arredondado para seis casas decimais.",
      "Para converter centímetros em pés, divida por {{1 ft cm}}. O resultado fica em pés decimais: 0,5 ft é meio pé, seis polegadas, e não cinco. Para expressar uma altura em pés e polegadas, converta os centímetros em polegadas (divida por {{1 in cm}}) e separe um pé a cada 12 polegadas. A conversão aparece em alturas de passaportes, formulários médicos, perfis de aplicativos de namoro e listas de atletas, no comprimento de móveis ou de uma cama e em alturas de tetos e portas.",
    ],
    useCases: [
      "A altura de uma pessoa em centímetros, expressa em pés e polegadas",
      "Medidas de móveis, camas e portas de catálogos métricos",
      "Pés-direitos e dimensões de cômodos",
      "Alturas de plantas, crianças e animais de estimação em gráficos de crescimento",
    ],
    tips: [
      {
        title: "Pés decimais não são pés e polegadas",
        content: [
          "Um resultado como {{170 cm ft}} ft são cinco pés mais uma fração de pé: os algarismos depois da vírgula não são polegadas. Multiplique a fração por 12 para obter polegadas, ou use as linhas de centímetros para polegadas da tabela.",
        ],
      },
      {
        title: "Confira com uma altura conhecida",
        content: [
          "Cinco pés equivalem a {{5 ft cm}} cm, e seis pés a {{6 ft cm}} cm. Uma altura em centímetros entre esses dois valores tem de dar entre 5 e 6 em pés, o que revela um deslize como multiplicar em vez de dividir.",
        ],
      },
    ],
    faqs: [
      {
        question: "Como converto cm em pés e polegadas?",
        answer:
          "Divida os centímetros por {{1 in cm}} para obter polegadas e depois separe 12 polegadas para cada pé inteiro; o que sobrar são as polegadas. Para 170 cm: {{170 cm in}} in. Cinco pés usam 60 dessas polegadas, e o resto fica um pouco abaixo de 7, já que 5 ft 7 in (67 in) equivalem a {{67 in cm}} cm.",
      },
      {
        question: "Quantos pés são 180 cm?",
        answer:
          "180 cm equivalem a {{180 cm ft}} ft, ou {{180 cm in}} in: um pouco menos que 5 ft 11 in, que equivalem a {{71 in cm}} cm.",
      },
      {
        question: "Quanto é 160 cm de altura em pés?",
        answer:
          "160 cm equivalem a {{160 cm ft}} ft, ou {{160 cm in}} in: um pouco menos que 5 ft 3 in, que equivalem a {{63 in cm}} cm.",
      },
      {
        question: "Quantos pés são 100 cm?",
        answer: "100 cm (um metro) equivalem a {{100 cm ft}} ft, um pouco mais que três pés.",
      },
      {
        question: "Por que 5,5 ft não significa 5 pés e 5 polegadas?",
        answer:
          "Um pé tem 12 polegadas, e não 10; assim, meio pé são {{0.5 ft in}} polegadas. 5,5 ft são 5 ft 6 in, o que equivale a {{5.5 ft cm}} cm.",
      },
    ],
  },
  "/ft-to-cm": {
    about: [
      "O pé é uma unidade do sistema imperial e do sistema usual dos EUA, dividida em {{1 ft in}} polegadas. Desde 1959, ele é definido como exatamente {{1 ft m}} m, o que faz um pé medir exatamente {{1 ft cm}} cm. Alturas, dimensões de cômodos e comprimentos curtos dados em pés se convertem, portanto, em centímetros sem nenhum arredondamento.",
      "Para converter pés em centímetros, multiplique por {{1 ft cm}}. O resultado é exato: um número inteiro de pés dá no máximo duas casas decimais em centímetros. As alturas geralmente são dadas em pés e polegadas; então converta as duas partes e some-as (5 ft 8 in são {{5 ft cm}} cm + {{8 in cm}} cm), ou transforme primeiro a altura inteira em polegadas. Essa conversão é necessária para informar a altura em formulários que pedem centímetros, para tabelas de tamanhos de roupas e bicicletas e para dimensões de móveis e construções dos Estados Unidos.",
    ],
    useCases: [
      "Informar uma altura dada em pés e polegadas em um formulário que pede centímetros",
      "Tabelas de tamanhos de bicicletas, esquis e roupas em centímetros",
      "Dimensões de móveis e cômodos em catálogos e plantas dos EUA",
      "Comprimentos de tábuas, tapetes e tecidos dados em pés",
    ],
    tips: [
      {
        title: "Use as duas tabelas juntas",
        content: [
          "Para uma altura como 5 ft 9 in, pegue a linha de 5 ft da primeira tabela e a linha de 9 in da segunda e some-as: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
      {
        title: "Não digite pés e polegadas como decimal",
        content: [
          "5 ft 9 in não são 5,9 ft. Digite 5,75 ft (9 polegadas são três quartos de pé), ou converta as polegadas separadamente.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 6 pés de altura em cm?",
        answer:
          "6 ft equivalem a exatamente {{6 ft cm}} cm. 6 ft 1 in (73 in) equivalem a {{73 in cm}} cm.",
      },
      {
        question: "Quanto são 5 ft 8 in de altura em cm?",
        answer: "5 ft 8 in são 68 polegadas, o que equivale a exatamente {{68 in cm}} cm.",
      },
      {
        question: "Quantos cm são 5 pés?",
        answer: "5 ft equivalem a {{5 ft cm}} cm. Cada polegada a mais acrescenta {{1 in cm}} cm.",
      },
      {
        question: "Um pé tem exatamente 30 cm?",
        answer:
          "Não. Um pé mede exatamente {{1 ft cm}} cm. Uma régua de 30 cm tem {{30 cm in}} in de comprimento, um pouco menos que um pé.",
      },
      {
        question: "Quantos cm são 5 ft 5 in?",
        answer: "5 ft 5 in são 65 polegadas, o que equivale a {{65 in cm}} cm.",
      },
    ],
  },
};
