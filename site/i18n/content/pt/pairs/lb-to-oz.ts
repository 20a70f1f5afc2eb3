import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/lb-to-oz.ts. */
export const texts: UnitTranslations = {
  "/lb-to-oz": {
    about: [
      "A libra e a onça são os dois pesos do dia a dia do sistema avoirdupois, usados nos Estados Unidos e, ao lado das unidades métricas, no Reino Unido. Uma libra tem exatamente {{1 lb oz}} onças; desde 1959 as duas estão atreladas ao quilograma: a libra vale exatamente {{1 lb g}} g e a onça {{1 oz g}} g (com seis casas decimais). A conversão entre elas nunca passa pelos gramas.",
      "Para converter libras em onças, multiplique por {{1 lb oz}}. O resultado é exato para qualquer número decimal de libras: 0,1 lb são {{0.1 lb oz}} oz. Muitas vezes as libras vêm acompanhadas das onças que sobram (7 lb 4 oz), e é esta conversão que encontra essas onças: pegue a parte decimal das libras e multiplique por 16. Ela é usada para o peso de bebês ao nascer, carnes e hortifrútis vendidos por libra, quantidades de receitas, postagem e pesos de pesca e caça.",
    ],
    useCases: [
      "Escrever o peso de um bebê ao nascer em libras e onças",
      "Dividir em porções de onças a carne, o queijo ou os hortifrútis comprados por libra",
      "Ajustar receitas americanas que misturam libras e onças",
      "Pesos de correspondências e encomendas cobradas por onça",
    ],
    tips: [
      {
        title: "De libras decimais para libras e onças",
        content: [
          "Mantenha as libras inteiras e converta só a parte decimal: em 7,25 lb, 0,25 lb são {{0.25 lb oz}} oz, então 7,25 lb são 7 lb 4 oz.",
        ],
      },
      {
        title: "A libra troy é outra",
        content: [
          "A libra troy dos metais preciosos tem {{1 lb_troy oz_troy}} onças troy e pesa {{1 lb_troy g}} g, menos que a libra avoirdupois de {{1 lb g}} g. Não misture os dois sistemas.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas onças tem uma libra?",
        answer:
          "Uma libra avoirdupois tem exatamente {{1 lb oz}} oz. É a libra dos alimentos, do peso corporal e da postagem nos EUA e no Reino Unido.",
      },
      {
        question: "Quantas onças são 1,5 libra?",
        answer: "1,5 lb são {{1.5 lb oz}} oz, uma libra e meia.",
      },
      {
        question: "Quantas onças são meia libra?",
        answer: "Meia libra são {{0.5 lb oz}} oz; um quarto de libra, {{0.25 lb oz}} oz.",
      },
      {
        question: "Como escrevo 7,4 lb em libras e onças?",
        answer:
          "Mantenha as 7 lb e converta 0,4 lb: {{0.4 lb oz}} oz. Assim, 7,4 lb são 7 lb e {{0.4 lb oz}} oz, e não 7 lb 4 oz.",
      },
      {
        question: "Quantas onças são 5 lb?",
        answer: "5 lb são {{5 lb oz}} oz, o que equivale a {{5 lb kg}} kg.",
      },
    ],
  },
  "/oz-to-lb": {
    about: [
      "A onça é a unidade pequena das embalagens de alimentos, das encomendas e das balanças de cozinha americanas; a libra é a unidade maior, de {{1 lb oz}} onças, usada para o peso corporal, carnes e mercadorias a granel. As duas pertencem ao sistema avoirdupois, definido desde 1959 a partir do quilograma, com a libra valendo exatamente {{1 lb g}} g. A razão entre elas é exata: uma onça é {{1 oz lb}} lb.",
      "Para converter onças em libras, divida por {{1 lb oz}}. A resposta é um número decimal de libras; para escrevê-la em libras e onças, pegue as libras inteiras e deixe as onças restantes como estão (38 oz são 2 lb e 6 oz). Todo número inteiro de onças dá um resultado exato com no máximo quatro casas decimais, que o conversor mostra por completo. A conversão serve para comparar tamanhos de embalagem e preços por unidade, somar os pesos dos ingredientes e ler pesos de remessas e de bagagem.",
    ],
    useCases: [
      "Comparar preços por unidade de embalagens rotuladas em onças e em libras",
      "Somar ingredientes de receitas dados em onças",
      "Pesos de encomendas e de postagem",
      "Peixes pescados e pesos de animais pequenos",
    ],
    tips: [
      {
        title: "O resto fica em onças",
        content: [
          "Para libras e onças, divida por 16 e deixe o resto em onças: 50 oz são 3 lb (48 oz) mais 2 oz. A forma decimal, {{50 oz lb}} lb, é o mesmo peso escrito de outro jeito.",
        ],
      },
      {
        title: "Peso líquido nos rótulos",
        content: [
          "Os rótulos de alimentos dos EUA costumam mostrar o peso líquido em onças e de novo em libras e onças, além de gramas. “Net wt 24 oz (1 lb 8 oz)” é um único peso escrito de duas formas; em gramas são {{24 oz g}} g, valor que o rótulo arredonda.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas libras são 16 onças?",
        answer:
          "16 oz são exatamente {{16 oz lb}} lb, a definição da libra avoirdupois: {{16 oz g}} g.",
      },
      {
        question: "Quantas libras são 8 oz?",
        answer:
          "8 oz são {{8 oz lb}} lb, meia libra, e 4 oz são {{4 oz lb}} lb, um quarto de libra.",
      },
      {
        question: "Quantas libras são 24 oz?",
        answer: "24 oz são {{24 oz lb}} lb, ou seja, 1 lb 8 oz.",
      },
      {
        question: "Quanto é 1 onça em libras?",
        answer: "1 oz é {{1 oz lb}} lb, um dezesseis avos de libra.",
      },
      {
        question: "Uma onça fluida é um dezesseis avos de libra?",
        answer:
          "Não. A onça fluida mede volume, não peso. Uma onça fluida americana de água pesa um pouco mais de uma onça, mas outros líquidos pesam mais ou menos.",
      },
    ],
  },
};
