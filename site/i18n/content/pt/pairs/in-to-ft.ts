import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/in-to-ft.ts. */
export const texts: UnitTranslations = {
  "/in-to-ft": {
    about: [
      "A polegada e o pé são ambos unidades do sistema imperial e do sistema usual dos EUA, e o pé tem exatamente {{1 ft in}} polegadas. Desde 1959, ambos também estão ligados ao metro: uma polegada mede exatamente {{1 in cm}} cm, e um pé {{1 ft cm}} cm. A conversão entre eles não passa por nenhuma etapa métrica.",
      "Para converter polegadas em pés, divida por {{1 ft in}}. Como 12 não é uma potência de dez, muitos resultados são dízimas periódicas: uma polegada equivale a {{1 in ft}} ft, mostrado arredondado para seis casas decimais. Para uma resposta de carpinteiro, em pés e polegadas, pegue o número inteiro de pés e converta o resto de volta em polegadas (a parte decimal × 12). A conversão é usada para comprimentos de madeira e tubos, racks de TV e prateleiras, alturas dadas em polegadas, totais de neve e dimensões em plantas dos EUA.",
    ],
    useCases: [
      "Comprimentos de madeira, tubos, cabos e acabamentos em obras nos EUA",
      "Dimensões de móveis e eletrodomésticos listadas em polegadas",
      "Uma altura dada em polegadas, como 70 in, expressa em pés",
      "Totais de neve acumulada e profundidade da neve informados em polegadas",
    ],
    tips: [
      {
        title: "Frações comuns de um pé",
        content: [
          "3 in equivalem a {{3 in ft}} ft, 6 in a {{6 in ft}} ft e 9 in a {{9 in ft}} ft. Qualquer outro número inteiro de polegadas abaixo de 12 dá uma dízima periódica; por isso, mantenha o resultado em polegadas se precisar de um valor exato.",
        ],
      },
      {
        title: "Pés decimais em plantas",
        content: [
          "Topógrafos e engenheiros civis escrevem pés decimais (10,25 ft), enquanto construtores escrevem pés e polegadas (10 ft 3 in). Verifique qual estilo um desenho usa antes de medir a partir dele.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pés são 60 polegadas?",
        answer:
          "60 in equivalem a exatamente {{60 in ft}} ft, já que cada 12 polegadas formam um pé. Isso equivale a {{60 in cm}} cm.",
      },
      {
        question: "Quantos pés são 70 polegadas?",
        answer:
          "70 in equivalem a {{70 in ft}} ft, ou seja, 5 ft e 10 in: cinco pés ocupam {{5 ft in}} das 70 polegadas.",
      },
      {
        question: "Quantos pés são 100 polegadas?",
        answer: "100 in equivalem a {{100 in ft}} ft: 8 ft ({{8 ft in}} in) e 4 in.",
      },
      {
        question: "Quanto é 1 polegada em pés?",
        answer:
          "1 in é 1/12 ft, que o conversor mostra como {{1 in ft}} ft. A parte decimal se repete indefinidamente; por isso, o valor exibido é arredondado.",
      },
      {
        question: "Como escrevo 40 polegadas em pés e polegadas?",
        answer:
          "Divida por 12: 40 in equivalem a {{40 in ft}} ft. A parte inteira é 3 ft ({{3 ft in}} in), e as 4 polegadas que sobram dão 3 ft 4 in.",
      },
    ],
  },
  "/ft-to-in": {
    about: [
      "O pé é tradicionalmente dividido em 12 polegadas, e o pé e a polegada internacionais de 1959 mantêm exatamente essa razão: um pé tem {{1 ft in}} in, {{1 ft cm}} cm. As duas unidades são usadas juntas nos Estados Unidos e, para alturas, no Reino Unido; é por isso que tantas medidas são escritas como pés mais polegadas (5 ft 10 in).",
      "Para converter pés em polegadas, multiplique por {{1 ft in}}. O resultado é sempre exato, inclusive para pés decimais: 2,5 ft equivalem a {{2.5 ft in}} in. Quando uma medida tem pés e polegadas, converta os pés e some as polegadas. Essa conversão é necessária para alturas, para cortar comprimentos de madeira, tubo ou tecido, para tamanhos de telas e móveis e para ler desenhos de construção dos EUA em pés decimais.",
    ],
    useCases: [
      "Transformar uma altura em pés em polegadas, a unidade que muitos formulários e tabelas de tamanhos usam",
      "Cortar tábuas, tubos, cabos ou tecidos em comprimentos medidos em polegadas",
      "Ler em polegadas os pés decimais de desenhos topográficos e de engenharia civil",
      "Comparar tamanhos de móveis e telas listados em unidades diferentes",
    ],
    tips: [
      {
        title: "De pés decimais para polegadas",
        content: [
          "Só a fração precisa ser convertida: em 10,25 ft, os 0,25 ft equivalem a {{0.25 ft in}} in; assim, 10,25 ft são 10 ft 3 in.",
        ],
      },
      {
        title: "Quartos e terços",
        content: [
          "Um quarto de pé equivale a {{0.25 ft in}} in, meio pé a {{0.5 ft in}} in, três quartos a {{0.75 ft in}} in. Um terço de pé são 4 in, mas 0,33 ft são só {{0.33 ft in}} in; por isso, digite as frações com a maior exatidão possível.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas polegadas há em um pé?",
        answer:
          "Um pé tem exatamente {{1 ft in}} in. Essa é a definição, que não mudou com o acordo de 1959, o qual fixou as duas unidades em metros.",
      },
      {
        question: "Quantas polegadas são 5 pés?",
        answer: "5 ft equivalem a {{5 ft in}} in. Cada pé a mais acrescenta {{1 ft in}} in.",
      },
      {
        question: "Quantas polegadas de altura são 5 ft 9 in?",
        answer: "5 ft equivalem a {{5 ft in}} in; some as 9 in para um total de 69 in.",
      },
      {
        question: "Quantas polegadas são 6 pés?",
        answer: "6 ft equivalem a {{6 ft in}} in, o que dá {{6 ft cm}} cm.",
      },
      {
        question: "Quantas polegadas são 1,5 pé?",
        answer: "1,5 ft equivale a {{1.5 ft in}} in, um pé e meio.",
      },
    ],
  },
};
