import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/weight.ts. */
export const texts: UnitTranslations = {
  "/weight": {
    about: [
      "Na linguagem do dia a dia, “peso” significa massa, e as unidades desta página são unidades de massa. A unidade SI é o quilograma (kg), definido desde 2019 por um valor fixo da constante de Planck. As unidades métricas são decimais: um grama equivale a {{1 g kg}} kg, um miligrama a {{1 mg g}} g e uma tonelada métrica a {{1 t kg}} kg. A força que a gravidade exerce sobre uma massa é medida em newtons ou libras-força, no conversor de força.",
      "A libra avoirdupois, usada no sistema usual dos EUA e no sistema imperial, é definida como exatamente {{1 lb g}} g pelo acordo internacional de 1959. A onça é um dezesseis avos dela ({{1 oz g}} g), o stone tem exatamente {{1 st lb}} lb e o grão exatamente {{1 gr mg}} mg. Três “toneladas” diferentes estão em uso (em inglês, todas chamadas de “ton”): a tonelada curta dos EUA, de {{1 ton_us lb}} lb ({{1 ton_us kg}} kg), a tonelada longa britânica, de {{1 ton_uk lb}} lb ({{1 ton_uk kg}} kg), e a tonelada métrica, de {{1 t kg}} kg ({{1 t lb}} lb). Da mesma forma, o hundredweight daqui é o britânico, de {{1 cwt lb}} lb; o hundredweight dos EUA tem 100 lb.",
      "Os metais preciosos são pesados em unidades troy: uma onça troy tem {{1 oz_troy gr}} grãos ({{1 oz_troy g}} g), mais que a onça avoirdupois de {{1 oz gr}} grãos, enquanto a libra troy, de {{1 lb_troy oz_troy}} onças troy ({{1 lb_troy lb}} lb), é mais leve que a libra avoirdupois. As pedras preciosas usam o quilate métrico, de {{1 carat mg}} mg, dividido em {{1 carat point}} pontos. O tael e o catty desta página são as unidades de Hong Kong: 1 catty = {{1 catty tael}} taels = {{1 catty g}} g. O catty de Taiwan (0,6 kg) e o jin da China continental (0,5 kg) são unidades diferentes com o mesmo nome tradicional.",
    ],
    useCases: [
      "Ler o peso corporal em diferentes países: 70 kg equivalem a {{70 kg lb}} lb, ou {{70 kg st}} stones, como é comum no Reino Unido e na Irlanda.",
      "Seguir receitas que misturam gramas e onças: 250 g de farinha equivalem a {{250 g oz}} oz, e um tablete de manteiga de 1 lb a {{1 lb g}} g.",
      "Cotar ouro e prata, que são cotados por onça troy: 1 kg de metal em barra equivale a {{1 kg oz_troy}} onças troy.",
      "Comparar pesos de cargas ou de veículos dados em toneladas curtas, toneladas longas ou toneladas métricas: 20 toneladas curtas equivalem a {{20 ton_us t}} toneladas métricas.",
      "Pesar medicamentos e projéteis em grãos: 5 grãos equivalem a {{5 gr mg}} mg.",
      "Comprar alimentos ou ervas em mercados de Hong Kong com preços por catty ou tael: meio catty equivale a {{0.5 catty g}} g.",
    ],
    guides: [
      {
        title: "Como converter pesos à mão",
        content: [
          "A libra tem exatamente {{1 lb g}} g; então, para transformar libras em quilogramas, multiplique por esse número e divida por 1.000 (com seis casas decimais, dá {{1 lb kg}}). 150 lb equivalem a {{150 lb kg}} kg. No sentido inverso, multiplique os quilogramas por {{1 kg lb}}: 75 kg equivalem a {{75 kg lb}} lb. Uma verificação mental rápida: um quilograma é um pouco mais que 2 libras.",
          "Onças e gramas: 1 oz = {{1 oz g}} g, e 100 g = {{100 g oz}} oz. Para stones, converta primeiro em libras ({{1 st lb}} lb por stone) e depois em quilogramas: 11 st 4 lb são {{11 st lb}} lb + 4 lb, e 158 lb equivalem a {{158 lb kg}} kg.",
        ],
      },
      {
        title: "Troy, avoirdupois e o quilate",
        content: [
          "Os sistemas troy e avoirdupois se baseiam no mesmo grão, de {{1 gr mg}} mg. A onça troy tem {{1 oz_troy gr}} grãos, e a onça avoirdupois {{1 oz gr}}; assim, uma onça troy equivale a {{1 oz_troy oz}} onças comuns. O pennyweight, de {{1 dwt gr}} grãos, é um vinte avos de onça troy.",
          "Quando um preço de ouro, prata ou platina é dado por onça, trata-se da onça troy. O quilate ({{1 carat g}} g) pesa pedras preciosas e pérolas; o quilate das joias de ouro (em inglês “karat”, distinto do “carat” das gemas) não é uma massa, mas uma pureza, em 24 avos de ouro puro.",
        ],
      },
    ],
    tips: [
      {
        title: "Diga qual tonelada",
        content: [
          "Escreva “tonelada curta”, “tonelada longa” ou “tonelada métrica” (em inglês, “short ton”, “long ton” ou “tonne”) em vez de só “tonelada” (“ton”): uma tonelada longa equivale a {{1 ton_uk ton_us}} toneladas curtas, e uma tonelada métrica a {{1 t ton_us}} toneladas curtas.",
        ],
      },
      {
        title: "Troy só para metais preciosos",
        content: [
          "Use a onça avoirdupois ({{1 oz g}} g) para alimentos, correspondência e todo o resto; a onça troy ({{1 oz_troy g}} g), só para metais preciosos.",
        ],
      },
      {
        title: "Confira o catty da região",
        content: [
          "Um catty de Hong Kong, de Taiwan ou da China continental não corresponde à mesma quantidade. Esta página usa o catty de Hong Kong, de {{1 catty g}} g.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas libras há em um quilograma?",
        answer:
          "Um quilograma equivale a {{1 kg lb}} libras. A libra é definida como exatamente {{1 lb g}} g; logo, um quilograma tem 1.000 ÷ {{1 lb g}} libras, um número com infinitas casas decimais.",
      },
      {
        question: "Quantos gramas há em uma onça?",
        answer:
          "Uma onça avoirdupois tem {{1 oz g}} g (exatamente {{1 oz mg}} mg). Uma onça troy, usada para metais preciosos, tem {{1 oz_troy g}} g.",
      },
      {
        question: "Qual é a diferença entre tonelada curta, tonelada longa e tonelada métrica?",
        answer:
          "Uma tonelada curta (EUA) tem {{1 ton_us lb}} lb ou {{1 ton_us kg}} kg; uma tonelada longa (Reino Unido) tem {{1 ton_uk lb}} lb ou {{1 ton_uk kg}} kg; uma tonelada métrica tem {{1 t kg}} kg ou {{1 t lb}} lb.",
      },
      {
        question: "A onça troy é mais pesada que a onça comum?",
        answer:
          "Sim. Uma onça troy tem {{1 oz_troy g}} g, e uma onça avoirdupois {{1 oz g}} g; assim, uma onça troy equivale a {{1 oz_troy oz}} onças comuns. Já a libra troy tem só {{1 lb_troy oz_troy}} onças troy e equivale a {{1 lb_troy lb}} de uma libra comum.",
      },
      {
        question: "Quantas libras há em um stone?",
        answer:
          "Um stone tem {{1 st lb}} lb, o que equivale a {{1 st kg}} kg. 10 stones equivalem a {{10 st kg}} kg.",
      },
      {
        question: "Que tael e que catty este conversor usa?",
        answer:
          "As unidades de Hong Kong: 1 catty = {{1 catty tael}} taels = {{1 catty g}} g; assim, 1 tael = {{1 tael g}} g. O catty de Taiwan (0,6 kg) e o jin da China continental (0,5 kg) não são iguais; por isso, verifique a qual deles um preço se refere.",
      },
    ],
  },
};
