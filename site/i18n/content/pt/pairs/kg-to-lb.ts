import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/kg-to-lb.ts. */
export const texts: UnitTranslations = {
  "/kg-to-lb": {
    about: [
      "O quilograma (kg) é a unidade de base de massa do SI, definida desde 2019 pela fixação do valor da constante de Planck. A libra (lb) desta página é a libra avoirdupois internacional, a libra do dia a dia dos Estados Unidos e do Reino Unido, definida pelo acordo da jarda e da libra de 1959 como exatamente {{1 lb g}} gramas. Um quilograma equivale, portanto, a {{1 kg lb}} lb, valor arredondado para seis casas decimais.",
      "Para converter quilogramas em libras, divida por 0,45359237, o número exato de quilogramas em uma libra, ou multiplique por {{1 kg lb}} para obter o mesmo resultado com cerca de seis algarismos significativos. Um quilograma é mais que o dobro de uma libra; por isso, o número de libras é sempre maior. A conversão aparece no peso corporal (libras nos EUA, stones e libras no Reino Unido), em anilhas e halteres de academia, em franquias de bagagem, em pesos de alimentos e encomendas e em doses de medicamentos que dependem da massa corporal.",
    ],
    useCases: [
      "Peso corporal em balanças, formulários médicos e aplicativos de exercício configurados na outra unidade",
      "Equipamentos de academia: anilhas e halteres em quilogramas comparados aos em libras",
      "Franquias de bagagem das companhias aéreas dadas em quilogramas",
      "Pesos de envios e encomendas para tarifas postais e de transportadoras",
      "Embalagens de alimentos e ingredientes rotuladas em quilogramas",
    ],
    tips: [
      {
        title: "Dobre e some um décimo",
        content: [
          "Para uma estimativa rápida, dobre os quilogramas e some um décimo do resultado: 70 kg dão 154 lb, contra {{70 kg lb}} lb. O atalho fica cerca de 0,2 % abaixo.",
        ],
      },
      {
        title: "Stones no Reino Unido",
        content: [
          "Os pesos corporais britânicos muitas vezes são dados em stones e libras. Um stone tem {{1 st lb}} lb; assim, 70 kg equivalem a {{70 kg st}} st. A segunda tabela dá os stones diretamente.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantas libras é 1 kg?",
        answer:
          "1 kg equivale a {{1 kg lb}} lb. A relação exata vai no outro sentido: uma libra tem exatamente {{1 lb g}} g.",
      },
      {
        question: "Quantas libras são 70 kg?",
        answer: "70 kg equivalem a {{70 kg lb}} lb, ou {{70 kg st}} stones.",
      },
      {
        question: "Quantas libras são 23 kg de bagagem?",
        answer:
          "23 kg equivalem a {{23 kg lb}} lb. Uma franquia de 23 kg muitas vezes é informada como 50 lb, o que equivale a {{50 lb kg}} kg, um pouco menos que 23 kg.",
      },
      {
        question: "Quantas libras tem uma barra de 20 kg?",
        answer:
          "Uma barra de 20 kg equivale a {{20 kg lb}} lb. Uma barra de 45 lb, comum nas academias dos EUA, tem {{45 lb kg}} kg; assim, as duas são parecidas, mas não iguais.",
      },
      {
        question: "Quilogramas e libras são unidades de peso ou de massa?",
        answer:
          "Ambos são unidades de massa. Na linguagem do dia a dia, “peso” significa massa, e as balanças são calibradas para mostrá-la. A força da gravidade sobre uma massa é medida em newtons ou libras-força, uma grandeza diferente.",
      },
    ],
  },
  "/lb-to-kg": {
    about: [
      "A libra (lb, do latim libra) usada no comércio e no dia a dia dos Estados Unidos e do Reino Unido é a libra avoirdupois de {{1 lb oz}} onças. Desde o acordo internacional da jarda e da libra de 1959, ela é definida a partir do quilograma: uma libra tem exatamente 0,45359237 kg, ou seja, {{1 lb g}} g. Ela não é a libra troy dos metais preciosos, que é menor.",
      "Para converter libras em quilogramas, multiplique por 0,45359237. O fator é exato; assim, o único arredondamento é o da exibição com seis casas decimais do conversor: uma libra aparece como {{1 lb kg}} kg, enquanto cem libras aparecem exatamente como {{100 lb kg}} kg. Uma libra é um pouco menos que meio quilograma; por isso, o número de quilogramas é sempre menor. A conversão é necessária para o peso corporal em formulários médicos e esportivos, receitas e pesos de compras dos EUA, cargas de academia e pesos de encomendas, animais de estimação e bebês.",
    ],
    useCases: [
      "Peso corporal em libras informado em um formulário ou aplicativo que pede quilogramas",
      "Receitas e pesos de compras dos EUA, como 1 lb de carne moída",
      "Cargas de academia: converter anilhas e halteres em libras para quilogramas",
      "Pesos de bebês, animais de estimação e encomendas dados em libras",
    ],
    tips: [
      {
        title: "Divida por dois e tire um décimo",
        content: [
          "Para uma estimativa rápida, divida as libras por dois e subtraia um décimo do resultado: 150 lb dão 67,5 kg, contra {{150 lb kg}} kg. O atalho fica cerca de 0,8 % abaixo.",
        ],
      },
      {
        title: "Libras e onças",
        content: [
          "Um peso como 7 lb 8 oz são 7,5 lb, porque uma libra tem {{1 lb oz}} onças, e não 10. Converta primeiro as onças (8 oz = {{8 oz lb}} lb) e some-as às libras antes de converter em quilogramas.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos kg são 150 lbs?",
        answer:
          "150 lb equivalem a {{150 lb kg}} kg. Como verificação, o número de quilogramas é sempre um pouco menor que a metade do número de libras.",
      },
      {
        question: "O que significa lbs?",
        answer:
          "“lb” vem do latim libra, uma unidade de peso romana; “lbs” é um plural informal, à maneira inglesa. Normas como a NIST SP 811 escrevem o símbolo lb tanto no singular quanto no plural.",
      },
      {
        question: "Uma libra tem exatamente 0,45359237 kg?",
        answer:
          "Sim, por definição, desde 1959. Uma libra tem exatamente {{1 lb g}} gramas; por isso, converter libras em quilogramas não envolve nenhuma constante medida.",
      },
      {
        question: "Quantos kg são 200 libras?",
        answer: "200 lb equivalem a {{200 lb kg}} kg; 90 kg redondos equivalem a {{90 kg lb}} lb.",
      },
      {
        question: "A libra do Reino Unido é igual à dos EUA?",
        answer:
          "Sim. Ambos usam a libra avoirdupois internacional de {{1 lb g}} g. Só a libra troy ({{1 lb_troy g}} g), usada para metais preciosos, é diferente.",
      },
    ],
  },
};
