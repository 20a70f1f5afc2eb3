import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/cm-to-in.ts. */
export const texts: UnitTranslations = {
  "/cm-to-in": {
    about: [
      "Um centímetro (cm) é um centésimo do metro, a unidade SI de comprimento. A polegada (in) pertence ao sistema imperial e ao sistema usual dos EUA. Desde o acordo internacional da jarda e da libra de 1959, a polegada é definida a partir do metro: uma polegada mede exatamente {{1 in cm}} cm ({{1 in mm}} mm). No sentido inverso, um centímetro equivale a {{1 cm in}} in, valor arredondado para seis casas decimais, porque 1/2,54 não tem representação decimal finita.",
      "Para transformar centímetros em polegadas, divida por {{1 in cm}}. A polegada é a unidade maior; por isso, o número de polegadas é sempre menor que o número de centímetros. Multiplicar por {{1 cm in}} dá a mesma resposta com cerca de seis algarismos significativos; dividir pelo valor exato {{1 in cm}} não acrescenta nenhum arredondamento próprio. A conversão aparece em tabelas de tamanhos de roupas, medidas do corpo, tamanhos de telas vendidas por polegada e instruções de costura, marcenaria ou impressão escritas em polegadas quando a fita métrica que você tem em mãos é métrica.",
    ],
    useCases: [
      "Ler tabelas de tamanhos de roupas e calçados que dão cintura, busto, entreperna ou comprimento do pé em polegadas",
      "Converter uma altura ou uma medida do corpo tirada com uma fita métrica",
      "Descobrir o tamanho em polegadas de uma tela, monitor ou moldura medida em centímetros",
      "Seguir moldes de costura e tricô e projetos de marcenaria escritos em polegadas",
      "Comparar dimensões de produtos entre catálogos métricos e dos EUA",
    ],
    tips: [
      {
        title: "Divida, não multiplique",
        content: [
          "Um deslize comum é multiplicar os centímetros por 2,54, o que dá um número 6,45 vezes grande demais. Uma verificação: a resposta em polegadas tem de ser menor que o número de centímetros de partida.",
        ],
      },
      {
        title: "Arredonde uma vez só, no final",
        content: [
          "Converta o comprimento total e arredonde o resultado, em vez de converter partes e somar seus valores arredondados: cada parte arredondada carrega um pequeno erro, e os erros se somam.",
        ],
      },
      {
        title: "Estimativa rápida",
        content: [
          "Para um valor aproximado de cabeça, multiplique os centímetros por 4 e divida por 10. A estimativa sai cerca de 1,6 % alta: 50 cm dão 20 in, contra exatos {{50 cm in}} in.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas polegadas são 170 cm?",
        answer:
          "170 cm equivalem a {{170 cm in}} in. Em pés e polegadas, isso fica um pouco abaixo de 5 ft 7 in, já que 5 ft 7 in (67 in) equivalem a {{67 in cm}} cm.",
      },
      {
        question: "Quantas polegadas é 1 cm?",
        answer:
          "1 cm equivale a {{1 cm in}} in, um pouco mais que 3/8 in (3/8 in equivalem a {{0.375 in cm}} cm). Em uma régua marcada em dezesseis avos, um centímetro fica logo depois da sexta marca.",
      },
      {
        question: "Uma polegada tem exatamente 2,54 cm?",
        answer:
          "Sim. O acordo internacional da jarda e da libra de 1959 fixou a polegada em exatamente {{1 in cm}} cm; por isso, toda conversão entre as duas é uma simples divisão, sem nenhuma constante medida envolvida.",
      },
      {
        question: "Quantas polegadas tem uma régua de 30 cm?",
        answer:
          "30 cm equivalem a {{30 cm in}} in, um pouco menos que um pé: uma régua de 12 polegadas tem {{12 in cm}} cm de comprimento.",
      },
      {
        question: "Quanto é 100 cm em polegadas?",
        answer:
          "100 cm, um metro, equivalem a {{100 cm in}} in, um pouco mais que uma jarda, de {{1 yd in}} in.",
      },
      {
        question: "Por que o resultado tem tantas casas decimais?",
        answer:
          "Dividir por 2,54 raramente dá um decimal curto. O conversor mostra até seis casas decimais e elimina os zeros à direita; assim, 127 cm mostram exatamente {{127 cm in}} in, enquanto 1 cm mostra {{1 cm in}} in.",
      },
    ],
  },
  "/in-to-cm": {
    about: [
      "A polegada é a unidade de comprimento pequeno do dia a dia nos Estados Unidos e ainda é usada no Reino Unido e no Canadá para alturas, telas e ferramentas. Ela é definida como exatamente {{1 in cm}} centímetros pelo acordo internacional da jarda e da libra de 1959. Antes disso, as polegadas americana e britânica diferiam em algumas partes por milhão; a antiga definição americana sobrevive no pé de levantamento dos EUA (1200/3937 m), que o NIST aposentou para novos trabalhos de levantamento no fim de 2022.",
      "Para converter polegadas em centímetros, multiplique por {{1 in cm}}. Como o fator é exato e tem só duas casas decimais, a resposta também é exata: um valor com duas casas decimais em polegadas dá no máximo quatro casas decimais em centímetros, e o conversor o mostra por inteiro. Essa conversão é necessária para diagonais de TVs e monitores, tamanhos de rodas e pneus, tamanhos de papel dos EUA, tabelas de calçados e roupas e qualquer desenho ou receita para uma forma de assar feita nos Estados Unidos.",
    ],
    useCases: [
      "Tamanhos de telas: TVs, monitores, notebooks e celulares são vendidos pela diagonal em polegadas",
      "Aros de rodas e pneus, cujos diâmetros são dados em polegadas",
      "O formato US Letter (8,5 × 11 in) e outros tamanhos de papel e de cópias fotográficas dos EUA",
      "Formas de assar e tamanhos de pizzas e bolos em receitas americanas",
      "Alturas e medidas do corpo dadas em polegadas",
    ],
    tips: [
      {
        title: "Transforme primeiro as frações em decimais",
        content: [
          "As medidas em polegadas muitas vezes são frações: 5 3/8 in são 5,375 in. Digite a forma decimal; o resultado, {{5.375 in cm}} cm, é exato.",
        ],
      },
      {
        title: "Pés e polegadas",
        content: [
          "Para uma medida como 5 ft 9 in, converta o comprimento inteiro em polegadas (69 in dão {{69 in cm}} cm), ou converta os pés e as polegadas separadamente e some: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos centímetros há em uma polegada?",
        answer:
          "Há exatamente {{1 in cm}} cm em uma polegada, por definição. Isso equivale a {{1 in mm}} mm.",
      },
      {
        question: "Quantos cm tem uma TV de 55 polegadas?",
        answer:
          "Uma tela de 55 polegadas mede {{55 in cm}} cm na diagonal, de um canto da imagem visível ao canto oposto. A largura e a altura dependem da proporção da tela.",
      },
      {
        question: "Quanto é 12 polegadas em cm?",
        answer:
          "12 polegadas, um pé, equivalem a {{12 in cm}} cm, um pouco mais que uma régua de 30 cm.",
      },
      {
        question: "Qual é o tamanho do papel US Letter em centímetros?",
        answer:
          "O US Letter mede 8,5 × 11 in, o que equivale a {{8.5 in cm}} × {{11 in cm}} cm. A folha A4, usada nos outros lugares, mede 21 × 29,7 cm: é mais estreita e mais comprida.",
      },
      {
        question: "A polegada sempre teve 2,54 cm?",
        answer:
          "Não. Antes de 1959, a polegada dos EUA era 1/39,37 de metro, e a polegada britânica estava ligada a uma jarda padrão física; as duas diferiam em algumas partes por milhão. O acordo de 1959 tornou ambas exatamente {{1 in cm}} cm.",
      },
    ],
  },
};
