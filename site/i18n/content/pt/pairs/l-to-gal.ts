import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/l-to-gal.ts. */
export const texts: UnitTranslations = {
  "/l-to-gal": {
    about: [
      "O litro (L) é a unidade métrica de volume para líquidos, definida desde 1964 como exatamente um decímetro cúbico, {{1 l ml}} mililitros. O galão desta página é o galão líquido dos EUA, de {{1 gal in3}} polegadas cúbicas, o que equivale a exatamente {{1 gal ml}} mL. O galão imperial, ainda usado no Reino Unido e informalmente no Canadá, é maior, exatamente {{1 gal_uk l}} L; ele está disponível na lista de unidades como Galão imperial.",
      "Para converter litros em galões dos EUA, divida por 3,785411784, ou multiplique por {{1 l gal}} para obter o mesmo resultado com cerca de seis algarismos significativos. Um galão contém quase quatro litros; por isso, o número de galões é sempre bem menor. Para galões imperiais, divida por {{1 gal_uk l}}; o mesmo volume dá menos galões imperiais do que galões dos EUA. A conversão é necessária para tanques e preços de combustível, aquecedores e reservatórios de água, aquários, tinta e capacidades de óleo do motor ou de líquido de arrefecimento.",
    ],
    useCases: [
      "Capacidade do tanque de combustível e preços por litro comparados com preços por galão dos EUA",
      "Volumes de aquários, lagos ornamentais e caixas-d'água",
      "Quantidades de tinta, líquido de arrefecimento e óleo do motor",
      "Números de consumo de água e de armazenamento de água da chuva",
    ],
    tips: [
      {
        title: "Confira qual galão se quer dizer",
        content: [
          "Uma fonte britânica ou canadense geralmente se refere ao galão imperial; uma americana, ao galão dos EUA. 100 L equivalem a {{100 l gal}} galões dos EUA, mas a só {{100 l gal_uk}} galões imperiais, uma diferença de cerca de 20 %.",
        ],
      },
      {
        title: "De preço por litro para preço por galão",
        content: [
          "Um preço por litro se torna um preço por galão dos EUA quando multiplicado pelo número de litros em um galão, {{1 gal l}}, e não dividido. Um preço por galão segue o caminho inverso.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos galões é 1 litro?",
        answer:
          "1 L equivale a {{1 l gal}} galão dos EUA, ou {{1 l gal_uk}} galão imperial. Equivale também a {{1 l qt}} quarto dos EUA.",
      },
      {
        question: "É o galão dos EUA ou o galão imperial?",
        answer:
          "A página converte, por padrão, para o galão líquido dos EUA ({{1 gal ml}} mL). Escolha Galão imperial na lista para o galão do Reino Unido, de {{1 gal_uk l}} L.",
      },
      {
        question: "Quantos galões tem um tanque de combustível de 60 litros?",
        answer:
          "60 L equivalem a {{60 l gal}} galões dos EUA, ou {{60 l gal_uk}} galões imperiais.",
      },
      {
        question: "Um litro é maior que um quarto?",
        answer:
          "Sim, um pouco. Um litro equivale a {{1 l qt}} quarto líquido dos EUA; um quarto dos EUA, um quarto de galão, equivale a {{1 qt l}} L.",
      },
      {
        question: "Quantos galões há em 1.000 litros?",
        answer:
          "1.000 L, um metro cúbico, equivalem a {{1000 l gal}} galões dos EUA, ou {{1000 l gal_uk}} galões imperiais.",
      },
    ],
  },
  "/gal-to-l": {
    about: [
      "O galão líquido dos EUA é definido como {{1 gal in3}} polegadas cúbicas, o antigo galão inglês de vinho. Desde que a polegada passou a medir exatamente 2,54 cm, em 1959, o galão dos EUA tem exatamente 3,785411784 litros, mostrados pelo conversor com seis casas decimais como {{1 gal l}} L (exatamente {{1 gal ml}} mL). O galão imperial, definido em 1824 por um peso de água e, desde 1985, igual a exatamente {{1 gal_uk l}} L, é o usado no Reino Unido e, informalmente, no Canadá; ele é cerca de 20 % maior e está disponível na lista como Galão imperial.",
      "Para converter galões dos EUA em litros, multiplique por 3,785411784. O fator é exato; assim, o único arredondamento é o da exibição com seis casas decimais. Para galões imperiais, multiplique por {{1 gal_uk l}}. Um galão contém quase quatro litros; por isso, o número de litros é sempre maior. Converte-se galões para a economia e os preços de combustível, para a capacidade de aquecedores de água, tambores e tanques, para leite e tinta comprados por galão e para produtos químicos de piscina e pulverizadores de jardim.",
    ],
    useCases: [
      "Tamanhos de tanques de combustível e preços de combustível cotados por galão dos EUA",
      "Capacidades de aquecedores de água, tambores e tanques de armazenamento",
      "Leite, tinta e produtos de limpeza vendidos por galão",
      "Ler valores britânicos ou canadenses em galões imperiais",
    ],
    tips: [
      {
        title: "Quartos e pints também são diferentes",
        content: [
          "Nos dois sistemas, um galão tem {{1 gal qt}} quartos ou {{1 gal pt}} pints, mas as unidades dos EUA e as imperiais diferem em cada passo: um quarto dos EUA tem {{1 qt l}} L, e um quarto imperial {{1 qt_uk l}} L.",
        ],
      },
      {
        title: "Galões secos são outra coisa",
        content: [
          "Os EUA também têm um galão seco, raramente usado, para grãos e hortifrútis. Esta página converte apenas galões líquidos; as medidas para secos dos EUA (pints, quartos, pecks e bushels secos) estão no conversor de volume para secos.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos litros há em um galão?",
        answer:
          "Um galão dos EUA tem exatamente 3,785411784 L, mostrados como {{1 gal l}} L. Um galão imperial tem exatamente {{1 gal_uk l}} L.",
      },
      {
        question: "Quantos litros são 5 galões?",
        answer:
          "5 galões dos EUA equivalem a {{5 gal l}} L; 5 galões imperiais, a {{5 gal_uk l}} L.",
      },
      {
        question: "Quantos litros tem um tambor de 55 galões?",
        answer:
          "Um tambor de 55 galões comporta {{55 gal l}} L quando os galões são galões dos EUA.",
      },
      {
        question: "Por que o galão dos EUA é menor que o galão imperial?",
        answer:
          "Eles têm origens diferentes. Os EUA mantiveram o galão inglês de vinho, de {{1 gal in3}} polegadas cúbicas, enquanto a Grã-Bretanha substituiu seus galões em 1824 pelo galão imperial, o volume de 10 libras de água. Hoje eles valem exatamente {{1 gal ml}} mL e {{1 gal_uk ml}} mL.",
      },
      {
        question: "Quantos litros tem um galão de leite?",
        answer:
          "Uma embalagem de um galão dos EUA contém {{1 gal l}} L. Meio galão equivale a {{0.5 gal l}} L, e um quarto a {{1 qt l}} L.",
      },
    ],
  },
};
