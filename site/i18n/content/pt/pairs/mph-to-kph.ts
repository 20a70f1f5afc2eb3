import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/mph-to-kph.ts. */
export const texts: UnitTranslations = {
  "/mph-to-kph": {
    about: [
      "Milhas por hora (mph) é a unidade de velocidade das estradas dos Estados Unidos e do Reino Unido; quilômetros por hora (km/h, muitas vezes escrito kph) é usada nas estradas de quase todo o resto do mundo. As duas contam distância por hora, então a conversão é a razão entre as duas distâncias: a milha internacional tem exatamente 1,609344 km, o que faz 1 mph valer exatamente {{1 mph kph}} km/h.",
      "Para converter mph em km/h, multiplique por {{1 mph kph}}. O fator é exato, então os resultados são exatos até as seis casas decimais mostradas. Uma milha é mais longa que um quilômetro, então o número em km/h é sempre maior, em cerca de 60 %. A conversão é usada ao dirigir no exterior ou num carro cujo velocímetro mostra a outra unidade, para limites de velocidade, para velocidades do vento em boletins meteorológicos americanos, para velocidades de ciclismo e corrida e para as velocidades de arremessos e saques nas transmissões esportivas.",
    ],
    useCases: [
      "Limites de velocidade e velocímetros ao dirigir entre os EUA ou o Reino Unido e países métricos",
      "Velocidades do vento nas previsões do tempo dos EUA",
      "Velocidades de corrida, ciclismo e esteira",
      "Velocidades da bola nas transmissões de beisebol, tênis e críquete",
    ],
    tips: [
      {
        title: "Multiplique por 1,6",
        content: [
          "Para uma estimativa rápida, multiplique por 1,6 (ou some seis décimos): 50 mph dão 80 km/h, contra {{50 mph kph}} km/h. A estimativa fica cerca de 0,6 % abaixo.",
        ],
      },
      {
        title: "A física quer metros por segundo",
        content: [
          "Para cálculos, converta em metros por segundo: 1 mph são {{1 mph mps}} m/s. A segunda tabela dá velocidades comuns em m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 60 mph em km/h?",
        answer: "60 mph são {{60 mph kph}} km/h, ou seja, uma milha por minuto.",
      },
      {
        question: "Quanto são 70 mph em km/h?",
        answer:
          "70 mph, o limite de velocidade para carros nas autoestradas (motorways) da Grã-Bretanha, são {{70 mph kph}} km/h.",
      },
      {
        question: "Quanto são 100 mph em km/h?",
        answer:
          "100 mph são {{100 mph kph}} km/h. No sentido inverso, 100 km/h são só {{100 kph mph}} mph.",
      },
      {
        question: "O fator de mph para km/h é exato?",
        answer:
          "Sim. Uma milha tem exatamente 1.609,344 m, então 1 mph vale exatamente {{1 mph kph}} km/h. Os resultados do conversor são exatos até as seis casas decimais que ele mostra.",
      },
      {
        question: "Quanto são 30 mph em km/h?",
        answer:
          "30 mph, um limite de velocidade urbano comum no Reino Unido e nos EUA, são {{30 mph kph}} km/h, perto do limite de 50 km/h usado em muitas cidades europeias.",
      },
    ],
  },
  "/kph-to-mph": {
    about: [
      "Quilômetros por hora (km/h) é a unidade de velocidade nas estradas dos países métricos; o símbolo correto, no estilo do SI, é km/h, e “kph” é uma abreviação informal da mesma unidade. Milhas por hora é usada nos Estados Unidos e no Reino Unido. Um km/h equivale a {{1 kph mph}} mph, um valor arredondado, porque a milha tem exatamente 1,609344 km e a divisão por esse número nunca termina.",
      "Para converter km/h em mph, divida por {{1 mph kph}}. O número em mph é sempre menor, cerca de cinco oitavos do valor em km/h. A conversão é usada para os limites de velocidade europeus e de outros lugares quando o seu velocímetro mostra mph, para carros alugados no exterior, para velocidades do vento e boletins de tempestades em km/h, para ciclocomputadores e ritmos de corrida e para velocidades máximas em avaliações de carros. A física e a engenharia geralmente trabalham em metros por segundo; 1 m/s são exatamente {{1 mps kph}} km/h.",
    ],
    useCases: [
      "Limites de velocidade nas placas de trânsito de países métricos",
      "Carros alugados e velocímetros configurados na outra unidade",
      "Velocidades do vento em boletins meteorológicos e de tempestades dadas em km/h",
      "Velocidades de ciclismo e corrida e velocidades máximas de carros",
    ],
    tips: [
      {
        title: "Multiplique por 5/8",
        content: [
          "Para uma estimativa rápida, multiplique por 5 e divida por 8: 80 km/h dão 50 mph, contra {{80 kph mph}} mph. A estimativa fica cerca de 0,6 % acima.",
        ],
      },
      {
        title: "De km/h para m/s",
        content: [
          "Um metro por segundo são exatamente {{1 mps kph}} km/h, então divida os km/h por {{1 mps kph}} para obter m/s: 90 km/h são {{90 kph mps}} m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 km/h em mph?",
        answer:
          "100 km/h são {{100 kph mph}} mph. No sentido inverso, 60 mph são {{60 mph kph}} km/h, um pouco menos que 100 km/h.",
      },
      {
        question: "Quanto são 120 km/h em mph?",
        answer:
          "120 km/h são {{120 kph mph}} mph, perto do limite de 75 mph de algumas interestaduais dos EUA ({{75 mph kph}} km/h).",
      },
      {
        question: "Quanto são 130 km/h em mph?",
        answer:
          "130 km/h, um limite comum em autoestradas de vários países europeus, são {{130 kph mph}} mph.",
      },
      {
        question: "kph é o mesmo que km/h?",
        answer:
          "Sim. Os dois significam quilômetros por hora. km/h é a forma que o SI recomenda; kph é uma abreviação informal comum, que o endereço da versão em inglês desta página também usa.",
      },
      {
        question: "Quanto são 50 km/h em mph?",
        answer:
          "50 km/h, um limite de velocidade urbano habitual na Europa, são {{50 kph mph}} mph.",
      },
    ],
  },
};
