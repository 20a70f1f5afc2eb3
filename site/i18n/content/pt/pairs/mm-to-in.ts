import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/mm-to-in.ts. */
export const texts: UnitTranslations = {
  "/mm-to-in": {
    about: [
      "O milímetro (mm) é a milésima parte do metro, a unidade dos desenhos técnicos, da usinagem, das ferragens e da chuva na maior parte do mundo. A polegada vale exatamente {{1 in mm}} mm, pelo acordo internacional da jarda e da libra de 1959. Um milímetro é, portanto, {{1 mm in}} in, e mil deles, um metro, são {{1000 mm in}} in.",
      "Para converter milímetros em polegadas, divida por {{1 in mm}}. A divisão quase nunca termina num decimal curto, então o conversor mostra o resultado com seis casas decimais, o que é mais fino que um milésimo de polegada (um mil, {{1 mil mm}} mm). Nas oficinas, a polegada decimal costuma ser transformada na fração mais próxima, em passos de 1/16, 1/32 ou 1/64. A conversão é necessária para casar peças métricas com ferramentas em polegadas, para comparar totais de chuva informados em milímetros com registros em polegadas e para comparar brocas, parafusos, fios, filamentos e medidas de joias entre os dois sistemas.",
    ],
    useCases: [
      "Encontrar a medida em polegadas mais próxima de parafusos, porcas, brocas e chaves métricas",
      "Ler desenhos técnicos e configurações de impressão 3D no outro sistema",
      "Comparar totais de chuva informados em milímetros com registros mantidos em polegadas",
      "Converter a espessura de chapas, vidro, compensado ou fio de joalheria",
    ],
    tips: [
      {
        title: "De polegadas decimais para uma fração",
        content: [
          "Multiplique a parte decimal das polegadas por 64 (ou 32, ou 16) e arredonde para um número inteiro: esse é o numerador da fração mais próxima. 10 mm são {{10 mm in}} in; 0,393701 × 64 arredondado dá 25, então 10 mm são cerca de 25/64 in.",
        ],
      },
      {
        title: "Próximo não é igual",
        content: [
          "Várias medidas de ferramentas métricas e em polegadas são próximas, mas não iguais. Uma chave de 13 mm tem {{13 mm in}} in, um pouco mais que 1/2 in, então ela fica folgada numa cabeça de 1/2 polegada; uma chave de 19 mm tem {{19 mm in}} in, um pouco menos que 3/4 in, então ela não entra numa cabeça de 3/4 de polegada. Uma chave folgada pode espanar a cabeça do parafuso.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas polegadas é 1 mm?",
        answer:
          "1 mm é {{1 mm in}} in, cerca de 1/25 de polegada. São necessários exatamente {{1 in mm}} mm para formar uma polegada.",
      },
      {
        question: "Quantas polegadas são 10 mm?",
        answer:
          "10 mm (1 cm) são {{10 mm in}} in, um pouco mais que 3/8 in, que equivale a {{0.375 in mm}} mm.",
      },
      {
        question: "25 mm são o mesmo que 1 polegada?",
        answer:
          "Não, mas é perto: 25 mm são {{25 mm in}} in, e uma polegada tem exatamente {{1 in mm}} mm. Em comprimentos curtos a diferença passa despercebida com facilidade; ao longo de um metro ela soma mais de meia polegada.",
      },
      {
        question: "Quantas polegadas de chuva são 25 mm?",
        answer:
          "25 mm de chuva são {{25 mm in}} in. A chuva é uma altura de água, então se converte como qualquer outro comprimento; 100 mm são {{100 mm in}} in.",
      },
      {
        question: "O que é um mil, ou thou?",
        answer:
          "Um mil (ou thou) é um milésimo de polegada, {{1 mil mm}} mm. Ele mede coisas finas, como filmes plásticos, revestimentos e o isolamento de fios; não é um milímetro.",
      },
    ],
  },
  "/in-to-mm": {
    about: [
      "Mecânicos, engenheiros e makers nos Estados Unidos ainda especificam peças em polegadas, enquanto o resto do mundo trabalha em milímetros. A ligação entre os dois é exata: uma polegada tem {{1 in mm}} mm, valor fixado em 1959, quando os países de língua inglesa adotaram uma jarda comum de {{1 yd m}} m e, portanto, uma polegada comum.",
      "Para converter polegadas em milímetros, multiplique por {{1 in mm}}. Como o fator tem uma única casa decimal, todo valor em polegadas que você consegue escrever em decimais dá um valor exato em milímetros com no máximo uma casa decimal a mais: 1/64 in são exatamente {{0.015625 in mm}} mm, e o conversor mostra esse valor por completo. Polegadas fracionárias devem ser digitadas como decimais (3/8 = 0,375). A conversão é usada para achar o equivalente métrico de brocas e fixadores, ler desenhos e folhas de dados americanos, dimensionar tubos, mangueiras e rodas e converter o passo de componentes eletrônicos dado em mils ou polegadas.",
    ],
    useCases: [
      "Encontrar a medida em milímetros de brocas, soquetes e fixadores em polegadas fracionárias",
      "Ler desenhos técnicos, folhas de dados e tolerâncias de usinagem americanos",
      "Converter medidas de rodas, pneus, mangueiras e conexões dadas em polegadas",
      "Verificar o passo e o tamanho de peças eletrônicas cotadas em polegadas",
    ],
    tips: [
      {
        title: "Medidas nominais são nomes, não medições",
        content: [
          "Um cano de “1/2 polegada” ou uma tábua “2 × 4” são medidas comerciais. O diâmetro externo ou a espessura reais diferem do nome, então converta a dimensão medida tirada da tabela da norma, e não o nome.",
        ],
      },
      {
        title: "As tolerâncias também se convertem",
        content: [
          "Uma tolerância de ±0,005 in é de ±{{0.005 in mm}} mm. Converta a tolerância com o mesmo fator da dimensão e não arredonde o resultado de forma mais grosseira que a própria tolerância.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos mm tem 1 polegada?",
        answer:
          "Uma polegada tem exatamente {{1 in mm}} mm. Esse valor é uma definição, não uma medição.",
      },
      {
        question: "Quantos mm tem 1/4 de polegada?",
        answer:
          "1/4 in (0,25 in) são {{0.25 in mm}} mm. Um oitavo de polegada são {{0.125 in mm}} mm e um dezesseis avos, {{0.0625 in mm}} mm.",
      },
      {
        question: "Quanto é 3/8 de polegada em mm?",
        answer: "3/8 in são 0,375 in, o que dá exatamente {{0.375 in mm}} mm.",
      },
      {
        question: "Uma chave de 1/2 polegada é o mesmo que uma de 13 mm?",
        answer:
          "Não. 1/2 in são {{0.5 in mm}} mm, então uma chave de 13 mm é um pouco maior. Ela pode girar uma porca de 1/2 polegada, mas com folga; numa porca muito apertada ela pode escorregar e arredondar os cantos.",
      },
      {
        question: "O resultado é exato?",
        answer:
          "Sim. O fator {{1 in mm}} é exato, e qualquer valor decimal em polegadas multiplicado por ele tem um resultado decimal finito. O conversor mostra até seis casas decimais, o suficiente para todo valor com até cinco casas decimais em polegadas.",
      },
    ],
  },
};
