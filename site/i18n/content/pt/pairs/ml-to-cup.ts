import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/ml-to-cup.ts. */
export const texts: UnitTranslations = {
  "/ml-to-cup": {
    about: [
      "O mililitro (mL) é a milésima parte do litro, o mesmo volume de um centímetro cúbico, e a unidade das jarras medidoras métricas, das garrafas e das doses de remédio. A xícara desta página é a xícara usual dos EUA: {{1 cup fl_oz}} onças fluidas americanas, um dezesseis avos do galão americano, o que dá exatamente 236,5882365 mL ({{1 cup ml}} mL com seis casas decimais). Ela não é a xícara métrica de 250 mL das receitas da Austrália e da Nova Zelândia, nem a xícara imperial ({{1 cup_uk ml}} mL).",
      "Para converter mililitros em xícaras americanas, divida por 236,5882365. A xícara é uma medida razoavelmente grande, então o número de xícaras é sempre bem menor que o de mililitros: um litro inteiro dá só {{1 l cup}} xícaras. A conversão é necessária quando uma receita métrica precisa ser medida com xícaras americanas, quando se compara o tamanho de uma bebida ou de uma garrafa com medidas em xícaras, e para fórmula infantil, smoothies e sopas preparados em recipientes marcados em xícaras.",
    ],
    useCases: [
      "Medir os líquidos de receitas métricas com xícaras medidoras americanas",
      "Comparar tamanhos de garrafas e latas em mililitros com xícaras",
      "Ajustar bebidas, sopas e molhos entre jarras métricas e xícaras",
      "Verificar quantas xícaras cabem em um recipiente ou uma forma métrica",
    ],
    tips: [
      {
        title: "Qual xícara a receita quer dizer?",
        content: [
          "Uma receita da Austrália ou da Nova Zelândia que diz “1 xícara” quer dizer 250 mL, cerca de 6 % mais que uma xícara americana. Uma receita dos Estados Unidos quer dizer {{1 cup ml}} mL. Na dúvida, meça os mililitros diretamente.",
        ],
      },
      {
        title: "Volume não é peso",
        content: [
          "Esta página converte volumes. Uma xícara de farinha, açúcar ou manteiga tem um peso diferente para cada ingrediente, então uma receita dada em gramas não pode ser passada para xícaras com um único fator.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas xícaras são 250 ml?",
        answer:
          "250 mL são {{250 ml cup}} xícaras americanas, um pouco mais que uma xícara americana. Numa receita australiana ou neozelandesa, 250 mL são exatamente uma xícara métrica.",
      },
      {
        question: "Quantas xícaras são 500 ml?",
        answer: "500 mL são {{500 ml cup}} xícaras americanas, um pouco mais que duas xícaras.",
      },
      {
        question: "Quantas xícaras cabem em um litro?",
        answer: "Um litro são {{1 l cup}} xícaras americanas, um pouco mais que quatro.",
      },
      {
        question: "Qual xícara este conversor usa?",
        answer:
          "A xícara usual dos EUA, de {{1 cup fl_oz}} onças fluidas americanas, {{1 cup ml}} mL. A xícara métrica (250 mL) não está na lista; para ela, divida os mililitros por 250. A xícara imperial, de {{1 cup_uk ml}} mL, está no conversor de volume.",
      },
      {
        question: "Quantas xícaras são 100 ml?",
        answer: "100 mL são {{100 ml cup}} xícaras americanas, um pouco menos que meia xícara.",
      },
    ],
  },
  "/cup-to-ml": {
    about: [
      "A xícara americana é uma unidade do sistema usual dos EUA, usada sobretudo na cozinha: meio pint americano, {{1 cup fl_oz}} onças fluidas americanas ou {{1 cup tbsp}} colheres de sopa. O seu tamanho decorre do galão americano de {{1 gal in3}} polegadas cúbicas: a xícara é um dezesseis avos dele, exatamente 236,5882365 mL, que o conversor mostra como {{1 cup ml}} mL. Os rótulos nutricionais dos alimentos dos EUA usam uma xícara arredondada de 240 mL, e as receitas da Austrália e da Nova Zelândia usam uma xícara métrica de 250 mL; nenhuma das duas é a unidade convertida aqui.",
      "Para converter xícaras americanas em mililitros, multiplique por 236,5882365. O fator é exato, então o único arredondamento é o da exibição com seis casas decimais; na cozinha, arredonde a resposta para o que a sua jarra ou colher consegue medir. A conversão é usada para seguir receitas americanas com jarras medidoras e balanças métricas, para ler tamanhos de bebidas e porções, e para encher garrafas, recipientes e mamadeiras marcados em mililitros.",
    ],
    useCases: [
      "Seguir receitas americanas com uma jarra medidora métrica",
      "Converter ingredientes líquidos como leite, caldo, água ou óleo",
      "Ler tamanhos de porção dados em xícaras",
      "Encher garrafas e recipientes marcados em mililitros",
    ],
    tips: [
      {
        title: "Colheres para pequenas quantidades",
        content: [
          "Uma xícara americana são {{1 cup tbsp}} colheres de sopa, e uma colher de sopa são {{1 tbsp ml}} mL. Para um quarto de xícara ou menos, muitas vezes é mais fácil medir com colheres de sopa do que com uma jarra.",
        ],
      },
      {
        title: "Ingredientes secos",
        content: [
          "Para farinha, açúcar e outros ingredientes secos, a xícara continua sendo um volume. Convertê-la em mililitros é exato, mas convertê-la em gramas exige a densidade do ingrediente e o quanto ele está compactado.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos ml tem 1 xícara?",
        answer:
          "Uma xícara americana tem exatamente 236,5882365 mL, mostrados aqui como {{1 cup ml}} mL. Uma xícara métrica tem 250 mL.",
      },
      {
        question: "Quantos ml tem meia xícara?",
        answer:
          "Meia xícara americana tem {{0.5 cup ml}} mL, e um quarto de xícara {{0.25 cup ml}} mL.",
      },
      {
        question: "Uma xícara tem 250 ml?",
        answer:
          "Só a xícara métrica, usada por exemplo na Austrália e na Nova Zelândia, tem 250 mL. A xícara americana é menor, {{1 cup ml}} mL, e a xícara imperial é maior, {{1 cup_uk ml}} mL.",
      },
      {
        question: "Por que os rótulos nutricionais dos EUA dizem que uma xícara tem 240 ml?",
        answer:
          "As normas de rotulagem de alimentos dos EUA definem uma xícara arredondada de 240 mL para os tamanhos de porção. A xícara usual das receitas e das xícaras medidoras tem {{1 cup ml}} mL; a diferença é de cerca de 1,4 %.",
      },
      {
        question: "Quantos ml são 2 xícaras?",
        answer: "2 xícaras americanas, um pint americano, são {{2 cup ml}} mL.",
      },
      {
        question: "Quantas onças fluidas tem uma xícara?",
        answer:
          "Uma xícara americana tem {{1 cup fl_oz}} onças fluidas americanas, cada uma de {{1 fl_oz ml}} mL. Isso é volume; não diz nada sobre o peso em onças.",
      },
    ],
  },
};
