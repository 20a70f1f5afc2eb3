import type { CookingText } from "./text.ts";

/** A name inside a sentence: "Farinha de trigo comum" → "farinha de trigo comum". */
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The cooking pages' text in Portuguese as written in Brazil (text.ts says what each part is). */
export const pt: CookingText = {
  converter: ({ count, usda, gnu, cup }) => ({
    about: [
      `Uma xícara de farinha e uma xícara de mel enchem a mesma medida, mas pesam muito diferente: para passar para gramas as xícaras de uma receita, é preciso o peso de uma xícara daquele ingrediente. Este conversor conhece ${count} ingredientes: ${usda} das medidas caseiras do banco de dados nacional de nutrientes do USDA (SR28, a última edição do SR Legacy, em domínio público) e ${gnu} que o USDA não mede (farinha e cacau peneirados, colocados com colher ou retirados com a xícara, açúcar mascavo escuro, sal kosher), de The Cake Bible, de Rose Levy Beranbaum, como o GNU units traz seus números. A tabela abaixo indica a fonte de cada número.`,
      "Os volumes são os exatos: a xícara americana tem 236,5882365 ml, a xícara legal americana dos rótulos nutricionais 240 ml, a xícara métrica da Austrália, do Canadá e da Nova Zelândia 250 ml e a xícara imperial 284,130625 ml; uma colher de sopa americana é 1/16 de xícara, uma colher de chá 1/48, uma onça líquida 1/8, e um tablete de manteiga um quarto de libra (113,4 g). Os resultados são arredondados como se mede na cozinha: gramas inteiros (com 0,1 g abaixo de 10 g), xícaras até a xícara medidora e o resto em colheres de sopa e de chá, como “⅔ xícara + 1 colher de sopa”.",
    ],
    useCases: [
      "Pesar na balança de cozinha as xícaras de uma receita americana",
      "Passar os gramas de uma receita europeia para xícaras e colheres",
      "Aumentar ou diminuir uma receita",
      "Saber quanto pesa um tablete de manteiga ou uma xícara de mel",
    ],
    tips: [
      {
        title: "A farinha depende de como você enche a xícara",
        content: [
          `A farinha peneirada é aerada, e a retirada com a xícara, compactada: uma xícara de farinha de trigo comum pesa ${cup("flour-sifted")} peneirada, ${cup("flour-spooned")} colocada com colher na xícara e nivelada, e ${cup("flour-scooped")} retirada do pacote com a xícara (The Cake Bible). O número do USDA, ${cup("flour")}, é o padrão; quando uma receita disser como medir, escolha essa linha.`,
        ],
      },
      {
        title: "Pese quando fizer diferença",
        content: [
          "Uma xícara de um ingrediente em pó varia dez por cento ou mais de uma pessoa para outra; os gramas, não. Para pães e bolos, pese a farinha e o açúcar.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos gramas tem uma xícara?",
        answer: `Depende do ingrediente: uma xícara americana de água pesa cerca de ${cup("water")}, de farinha de trigo comum ${cup("flour")}, de açúcar refinado ${cup("sugar")}, de manteiga ${cup("butter")} e de mel ${cup("honey")}. Escolha o ingrediente acima para converter qualquer quantidade.`,
      },
      {
        question: "A xícara é a mesma em todos os países?",
        answer:
          "Não. Uma xícara americana tem 236,6 ml, a xícara legal americana dos rótulos nutricionais 240 ml, a xícara métrica da Austrália, do Canadá e da Nova Zelândia 250 ml e a antiga xícara imperial 284,1 ml. Uma xícara métrica de farinha é cerca de 6% a mais que uma xícara americana.",
      },
      {
        question: "De onde vêm os números?",
        answer:
          "Do banco de dados nacional de nutrientes do USDA (Standard Reference, edição 28), que pesa cada alimento em medidas caseiras (uma xícara, uma colher de sopa, uma colher de chá), e, para o que o USDA não mede, de The Cake Bible como o GNU units a traz. Um número medido por colher de sopa é multiplicado por 16, por colher de chá por 48 e por onça líquida por 8. A fonte de cada ingrediente está na tabela desta página.",
      },
    ],
  }),
  ingredient: ({ name, cup, hundred, tbsp, source, usda, variants }) => ({
    about: [
      `Uma xícara americana de ${lower(name)} pesa ${cup}: ${source}.${variants.length > 0 ? ` Medida de outras formas, uma xícara pesa: ${variants.map((v) => `${lower(v.name)} ${v.cup}`).join("; ")} (fontes na tabela abaixo).` : ""} O conversor acima começa com esse ingrediente; qualquer outro está a uma escolha de distância.`,
      "A tabela dá o peso de ¼ a 4 xícaras americanas, arredondado a gramas inteiros, e as onças com três algarismos significativos. Ela cabe em uma página impressa.",
    ],
    useCases: [
      `Pesar ${lower(name)} para uma receita americana`,
      `Passar gramas de ${lower(name)} para xícaras e colheres`,
    ],
    faqs: [
      {
        question: `Quantos gramas tem uma xícara de ${lower(name)}?`,
        answer: `${cup} em uma xícara americana (236,6 ml), pelo número ${usda ? "da SR28 do USDA" : "de The Cake Bible"}. Uma colher de sopa contém ${tbsp}.`,
      },
      {
        question: `Quantas xícaras são 100 gramas de ${lower(name)}?`,
        answer: `${hundred}, medido com xícaras e colheres americanas.`,
      },
    ],
  }),
  source: (s) =>
    s.from === "gnu"
      ? `The Cake Bible (Rose Levy Beranbaum), como o GNU units a traz: ${s.name} = ${s.definition}`
      : `USDA SR28 (SR Legacy), NDB ${s.ndb} “${s.food}”: ${String(s.grams).replace(".", ",")} g por “${s.portion}”`,
  table: {
    title: "Tabela de xícaras para gramas",
    cups: "Xícaras americanas",
    sources: "Fontes",
    allSources: "Gramas por xícara de cada ingrediente e suas fontes",
    ingredient: "Ingrediente",
    perCup: "1 xícara americana",
    source: "Fonte",
  },
  pageNames: {
    "/flour-cups-to-grams": "Farinha",
    "/sugar-cups-to-grams": "Açúcar",
    "/butter-cups-to-grams": "Manteiga",
    "/rice-cups-to-grams": "Arroz",
    "/honey-cups-to-grams": "Mel",
    "/milk-cups-to-grams": "Leite",
    "/oats-cups-to-grams": "Aveia",
    "/cocoa-cups-to-grams": "Cacau",
    "/brown-sugar-cups-to-grams": "Açúcar mascavo",
    "/powdered-sugar-cups-to-grams": "Açúcar de confeiteiro",
  },
  page: (name) => ({
    title: `${name}: de xícaras para gramas`,
    label: `Conversor de xícaras para gramas (${lower(name)})`,
    navLabel: `${name}: xícaras para gramas`,
    description: `Quantos gramas tem uma xícara de ${lower(name)}: converta xícaras, colheres, gramas e onças, com tabela de ¼ a 4 xícaras e a fonte de cada número.`,
    keywords: `${lower(name)} xícaras para gramas, xícara de ${lower(name)} em gramas, gramas de ${lower(name)} para xícaras, conversão de ${lower(name)}`,
  }),
};
