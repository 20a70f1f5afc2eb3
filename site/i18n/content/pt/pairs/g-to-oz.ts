import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/g-to-oz.ts. */
export const texts: UnitTranslations = {
  "/g-to-oz": {
    about: [
      "O grama (g) é um milésimo do quilograma, a unidade SI de massa, e a unidade usual para alimentos, ingredientes, cartas e pequenos pacotes fora dos Estados Unidos. A onça (oz) desta página é a onça avoirdupois, um dezesseis avos da libra internacional: como a libra tem exatamente {{1 lb g}} g, a onça tem exatamente 28,349523125 g (453,59237 ÷ 16), mostrada com seis casas decimais como {{1 oz g}} g. Ela não é a onça troy usada para ouro e prata, nem a onça fluida, que mede volume.",
      "Para converter gramas em onças, divida por 28,349523125, ou multiplique por {{1 g oz}} para obter o mesmo resultado com cerca de seis algarismos significativos. Uma onça é muito maior que um grama; por isso, o número de onças é sempre menor, aproximadamente um trinta avos dos gramas. A conversão aparece em receitas métricas preparadas em cozinhas americanas, rótulos de alimentos e tamanhos de porção, pesos postais e de envio, doses de café e chá e balanças de cozinha ajustadas para a outra unidade.",
    ],
    useCases: [
      "Preparar receitas americanas com uma balança de cozinha métrica, e vice-versa",
      "Ler rótulos nutricionais e tamanhos de porção",
      "Tarifas postais e de envio para cartas e pequenos pacotes",
      "Doses de café, chá e especiarias pesadas em gramas",
    ],
    tips: [
      {
        title: "Pese, não adivinhe o volume",
        content: [
          "Gramas e onças, aqui, são ambos pesos. Uma receita que dá a farinha em gramas se converte em onças pelo peso; convertê-la em xícaras exige a densidade do ingrediente, que varia conforme ele está compactado.",
        ],
      },
      {
        title: "Uma regra aproximada",
        content: [
          "Para uma estimativa, divida os gramas por 30: 300 g dão 10 oz, contra {{300 g oz}} oz. O atalho fica cerca de 5,5 % abaixo.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas onças são 100 gramas?",
        answer: "100 g equivalem a {{100 g oz}} oz, um pouco mais que três onças e meia.",
      },
      {
        question: "Quantas onças é 1 grama?",
        answer: "1 g equivale a {{1 g oz}} oz. São necessários {{1 oz g}} g para formar uma onça.",
      },
      {
        question: "Quantas onças são 500 g?",
        answer:
          "500 g equivalem a {{500 g oz}} oz, ou {{500 g lb}} lb, um pouco mais que uma libra ({{1 lb g}} g).",
      },
      {
        question: "Esta é a onça troy usada para o ouro?",
        answer:
          "Não. Esta página usa a onça avoirdupois dos produtos do dia a dia, {{1 oz g}} g. Ouro, prata e platina são cotados em onças troy de {{1 oz_troy g}} g, que o conversor de peso oferece.",
      },
      {
        question: "Qual é a diferença entre uma onça e uma onça fluida?",
        answer:
          "A onça é uma unidade de peso (massa); a onça fluida é uma unidade de volume. Uma onça fluida dos EUA de água pesa um pouco mais que uma onça, e óleos ou mel pesam quantidades diferentes; por isso, não se pode transformar uma na outra sem a densidade.",
      },
    ],
  },
  "/oz-to-g": {
    about: [
      "A onça é a pequena unidade de peso do sistema usual dos EUA e do sistema imperial: um dezesseis avos de libra. A onça avoirdupois, usada para alimentos e produtos do dia a dia, tem exatamente 28,349523125 gramas, porque a libra foi definida em 1959 como exatamente {{1 lb g}} g. O conversor a mostra como {{1 oz g}} g, arredondada para seis casas decimais; mil onças equivalem a exatamente {{1000 oz g}} g.",
      "Para converter onças em gramas, multiplique por 28,349523125. O fator é exato; assim, o único arredondamento é o da exibição com seis casas decimais do conversor. Um grama é muito menor; por isso, o número de gramas é sempre maior, quase trinta vezes. Essa conversão é usada em receitas americanas (manteiga, queijo, carne e chocolate em onças), pesos de embalagens, tarifas postais cobradas por onça e materiais de hobby e artesanato. Os metais preciosos são pesados em onças troy, uma unidade diferente.",
    ],
    useCases: [
      "Seguir receitas americanas com uma balança de cozinha métrica",
      "Converter pesos de embalagens rotulados em onças",
      "Correio e envios cobrados por onça",
      "Tamanhos de porção de carne, queijo e petiscos",
    ],
    tips: [
      {
        title: "Onças de peso líquido, não onças fluidas",
        content: [
          "“Net wt 12 oz” (peso líquido de 12 oz) em uma embalagem é um peso e se converte aqui. “12 fl oz” em uma bebida é um volume; converta-o com o conversor de volume.",
        ],
      },
      {
        title: "Arredonde para a cozinha",
        content: [
          "As balanças de cozinha geralmente marcam gramas inteiros; assim, 4 oz ({{4 oz g}} g) se pesam com precisão de um grama. Mantenha as casas decimais apenas para ingredientes pequenos e fortes, como fermento ou sal.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos gramas há em uma onça?",
        answer:
          "Uma onça avoirdupois tem exatamente 28,349523125 g, mostrada aqui como {{1 oz g}} g. Uma onça troy tem {{1 oz_troy g}} g.",
      },
      {
        question: "Quantos gramas são 8 oz?",
        answer:
          "8 oz, meia libra, equivalem a {{8 oz g}} g. Se uma receita diz 8 fl oz, trata-se de um volume, e não de um peso, e é preciso usar o conversor de volume.",
      },
      {
        question: "Quantos gramas tem um tablete de manteiga americano?",
        answer:
          "Um tablete de manteiga dos EUA (“stick”) pesa 4 oz, um quarto de libra, o que equivale a {{4 oz g}} g. Quatro tabletes formam uma libra, {{1 lb g}} g.",
      },
      {
        question: "Por que os rótulos de alimentos dizem que 1 oz tem 28 g?",
        answer:
          "As regras de rotulagem nutricional dos EUA arredondam a onça para 28 g. O valor exato é 28,349523125 g; assim, o número do rótulo fica cerca de 1,2 % abaixo.",
      },
      {
        question: "Quantos gramas são 16 oz?",
        answer: "16 oz são uma libra, exatamente {{16 oz g}} g.",
      },
    ],
  },
};
