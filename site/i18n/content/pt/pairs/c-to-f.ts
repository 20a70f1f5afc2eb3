import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/c-to-f.ts. */
export const texts: UnitTranslations = {
  "/c-to-f": {
    about: [
      "Celsius (°C) é a escala de temperatura do dia a dia em quase todos os países e a da ciência no mundo todo; Fahrenheit (°F) é a escala do dia a dia dos Estados Unidos. Hoje as duas são definidas a partir do kelvin, a unidade SI de temperatura: uma temperatura em °C é o valor em kelvin menos 273,15, e um grau Fahrenheit é exatamente 5/9 de um kelvin. As duas escalas têm zeros diferentes e graus de tamanhos diferentes; por isso, a conversão não é uma simples multiplicação: a água congela a {{0 c f}} °F, e não a 0 °F.",
      "Para converter Celsius em Fahrenheit, multiplique por 9/5 (1,8) e depois some 32: °F = °C × 9/5 + 32. A ordem importa; somar primeiro dá uma resposta errada. Cada grau Celsius vale 1,8 grau Fahrenheit; por isso, os números em Fahrenheit variam mais depressa, e as duas escalas se encontram em um único ponto: -40 °C equivalem a {{-40 c f}} °F. Os dois campos do conversor são editáveis, e a página mostra os resultados com duas casas decimais. Essa conversão é necessária para previsões do tempo, temperaturas de forno, temperatura corporal e instruções científicas ou culinárias escritas para a outra escala.",
    ],
    useCases: [
      "Previsões do tempo e dados climáticos de países que usam a outra escala",
      "Temperaturas de forno em receitas europeias e americanas",
      "Leituras da temperatura corporal em um termômetro Celsius",
      "Temperaturas de laboratório, de engenharia e de aquários",
    ],
    tips: [
      {
        title: "Dobre e some 30",
        content: [
          "Para o clima, dobrar o valor em Celsius e somar 30 dá uma estimativa rápida. Ela é exata a 10 °C ({{10 c f}} °F) e se afasta mais quanto mais longe você estiver de 10 °C: a 30 °C, dá 90 contra {{30 c f}} °F.",
        ],
      },
      {
        title: "Diferenças não são temperaturas",
        content: [
          "Uma variação de temperatura se converte sem o 32: um aumento de 10 °C é um aumento de 18 °F, e não de 50 °F. Para diferenças, use o conversor de intervalos de temperatura.",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é a fórmula para converter Celsius em Fahrenheit?",
        answer:
          "°F = °C × 9/5 + 32. Primeiro multiplique, depois some: 25 °C × 1,8 = 45, e mais 32 dá {{25 c f}} °F.",
      },
      {
        question: "-40 é igual em Celsius e em Fahrenheit?",
        answer:
          "Sim. -40 °C equivalem a {{-40 c f}} °F: é a única temperatura em que as duas escalas mostram o mesmo número.",
      },
      {
        question: "Quanto é 37 °C em Fahrenheit?",
        answer:
          "37 °C equivalem a {{37 c f}} °F, o valor comumente citado para a temperatura normal do corpo humano. Uma leitura de 38 °C equivale a {{38 c f}} °F.",
      },
      {
        question: "Quanto é 180 °C em Fahrenheit para assar?",
        answer:
          "180 °C equivalem a {{180 c f}} °F. As receitas americanas arredondam as temperaturas de forno em passos de 25 °F; assim, 180 °C correspondem à temperatura comum de 350 °F ({{350 f c}} °C). 200 °C equivalem a {{200 c f}} °F.",
      },
      {
        question: "Quanto é 0 °C em Fahrenheit?",
        answer:
          "0 °C, o ponto de congelamento da água, equivale a {{0 c f}} °F. A água ferve a cerca de 100 °C sob a pressão atmosférica padrão, o que equivale a {{100 c f}} °F.",
      },
      {
        question: "Por que o conversor mostra duas casas decimais?",
        answer:
          "As temperaturas são mostradas com duas casas decimais, o suficiente para qualquer termômetro de uso cotidiano. Os resultados que terminam em zeros são encurtados; assim, 20 °C mostra {{20 c f}} °F, e 21 °C mostra {{21 c f}} °F.",
      },
    ],
  },
  "/f-to-c": {
    about: [
      "Fahrenheit (°F) é a escala de temperatura usada nos Estados Unidos para o clima, a culinária e a medicina; Celsius (°C) é usada em quase todos os outros lugares. Pelas definições atuais, um grau Fahrenheit é exatamente 5/9 de um kelvin, e 0 °F fica {{0 f r}} graus Fahrenheit acima do zero absoluto (ou seja, {{0 f r}} °R na escala Rankine), enquanto 0 °C corresponde a {{0 c k}} K. A água congela a 32 °F e ferve a cerca de 212 °F sob pressão padrão, o que corresponde a {{32 f c}} °C e {{212 f c}} °C.",
      "Para converter Fahrenheit em Celsius, primeiro subtraia 32 e depois multiplique por 5/9: °C = (°F − 32) × 5/9. A subtração remove a diferença entre os dois pontos zero, e a multiplicação leva em conta o grau Fahrenheit, que é menor. Como 5/9 é uma dízima periódica, muitos resultados são arredondados; a página mostra duas casas decimais, e os dois campos são editáveis, de modo que você pode digitar em qualquer uma das escalas. As escalas se cruzam em -40: -40 °F equivalem a {{-40 f c}} °C. A conversão é usada para previsões do tempo dos EUA, receitas americanas e botões de forno, temperaturas corporais e de febre e ajustes de termostato.",
    ],
    useCases: [
      "Previsões do tempo e registros de temperatura dos EUA",
      "Temperaturas de forno em receitas americanas (325, 350, 375, 400 °F)",
      "Leituras de febre e de temperatura corporal em °F",
      "Temperaturas de termostatos, piscinas e aquários",
    ],
    tips: [
      {
        title: "Subtraia 30 e divida por dois",
        content: [
          "Para uma estimativa rápida, tire 30 do valor em Fahrenheit e divida o resto por dois. A 50 °F, a estimativa é exata ({{50 f c}} °C); a 80 °F, dá 25 contra {{80 f c}} °C.",
        ],
      },
      {
        title: "Arredonde as temperaturas de forno com bom senso",
        content: [
          "Os botões de forno não têm precisão de um grau. Os {{350 f c}} °C de 350 °F costumam ser ajustados como 180 °C, e os {{400 f c}} °C de 400 °F como 200 °C.",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é a fórmula para converter Fahrenheit em Celsius?",
        answer:
          "°C = (°F − 32) × 5/9. Primeiro subtraia 32: para 68 °F, 68 − 32 = 36, e 36 × 5/9 = {{68 f c}} °C.",
      },
      {
        question: "Em que temperatura Fahrenheit e Celsius são iguais?",
        answer:
          "Em -40. O conversor dá -40 °F = {{-40 f c}} °C; nenhuma outra temperatura tem o mesmo número nas duas escalas.",
      },
      {
        question: "Quanto é 98,6 °F em Celsius?",
        answer:
          "98,6 °F equivalem a {{98.6 f c}} °C, o valor tradicional da temperatura corporal normal. 100,4 °F, um limite comum para febre, equivalem a {{100.4 f c}} °C.",
      },
      {
        question: "Quanto é 350 °F em Celsius?",
        answer:
          "350 °F equivalem a {{350 f c}} °C. As receitas métricas costumam arredondar para 180 °C, a temperatura de forno comum mais próxima.",
      },
      {
        question: "Quanto é 0 °F em Celsius?",
        answer:
          "0 °F equivale a {{0 f c}} °C, bem abaixo do ponto de congelamento da água. Os freezers costumam ser ajustados para mais ou menos essa temperatura.",
      },
      {
        question: "Quanto é 72 °F em Celsius?",
        answer:
          "72 °F, um ajuste comum de termostato em ambientes internos, equivalem a {{72 f c}} °C.",
      },
    ],
  },
};
