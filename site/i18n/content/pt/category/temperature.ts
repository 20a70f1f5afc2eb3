import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/temperature.ts. */
export const texts: UnitTranslations = {
  "/temperature": {
    about: [
      "A temperatura mede o quanto algo está quente ou frio. Sua unidade SI é o kelvin (K), definido desde 2019 por um valor fixo da constante de Boltzmann; a escala kelvin começa no zero absoluto, a menor temperatura possível, e é escrita sem o símbolo de grau. A escala Celsius usa graus do mesmo tamanho que o kelvin, deslocados de modo que 0 °C = {{0 c k}} K. Nela, a água congela a cerca de 0 °C e ferve a cerca de 100 °C sob a pressão do nível do mar.",
      "A escala Fahrenheit, usada para o clima e a culinária nos Estados Unidos, tem graus de 5/9 do tamanho de um kelvin; nela, a água congela a {{0 c f}} °F e ferve a {{100 c f}} °F. A escala Rankine, também oferecida aqui, é a escala absoluta com graus do tamanho dos graus Fahrenheit: 0 °R é o zero absoluto, que corresponde a {{0 k c}} °C e {{0 k f}} °F. Ela aparece em parte da termodinâmica de engenharia dos EUA.",
      "Ao contrário da maioria das conversões, as escalas de temperatura não têm o mesmo zero; por isso, converter uma temperatura significa multiplicar e somar: °F = °C × 9/5 + 32, K = °C + 273,15 e °R = °F + 459,67. Essas fórmulas são exatas. O conversor mostra as temperaturas com 2 casas decimais; assim, 350 °F aparecem como {{350 f c}} °C. Uma diferença de temperatura é outra história: uma variação de 1 °C é uma variação de 1,8 °F, e não de {{1 c f}} °F. As diferenças têm seu próprio conversor, o conversor de intervalos de temperatura.",
    ],
    useCases: [
      "Ler a previsão do tempo de outro país: 30 °C equivalem a {{30 c f}} °F, e 50 °F a {{50 f c}} °C.",
      "Regular o forno seguindo uma receita: 350 °F equivalem a {{350 f c}} °C, e 200 °C a {{200 c f}} °F.",
      "Verificar a temperatura corporal: 38 °C, um limite comum para febre, equivalem a {{38 c f}} °F.",
      "Inserir temperaturas em fórmulas de física e química, que exigem kelvin: 25 °C equivalem a {{25 c k}} K.",
      "Trabalhar com dados criogênicos: o nitrogênio líquido ferve a cerca de 77 K, ou seja, {{77 k c}} °C ou {{77 k f}} °F.",
      "Usar tabelas de engenharia dos EUA em Rankine: 500 °R equivalem a {{500 r f}} °F.",
    ],
    guides: [
      {
        title: "Como converter temperaturas à mão",
        content: [
          "De Celsius para Fahrenheit: multiplique por 9/5 (ou seja, 1,8) e depois some 32. Para 25 °C: 25 × 1,8 = 45, e 45 + 32 dá {{25 c f}} °F. De Fahrenheit para Celsius: primeiro subtraia 32 e depois multiplique por 5/9. Para 98,6 °F: 98,6 − 32 = 66,6, e 66,6 × 5/9 dá {{98.6 f c}} °C. A ordem importa: multiplicar antes de subtrair dá uma resposta errada.",
          "De Celsius para kelvin: some 273,15; assim, 20 °C equivalem a {{20 c k}} K. De Fahrenheit para Rankine: some 459,67; assim, 70 °F equivalem a {{70 f r}} °R. Kelvin e Rankine se relacionam apenas por um fator: K = °R × 5/9.",
          "Uma estimativa mental rápida de °F a partir de °C é “dobre e some 30”; ela só fica próxima perto da temperatura ambiente (20 °C dá 70 em vez de {{20 c f}}) e se afasta do valor verdadeiro à medida que a temperatura se distancia disso. A fórmula exata é sempre melhor para qualquer coisa que importe.",
        ],
      },
      {
        title: "Temperaturas e diferenças de temperatura",
        content: [
          "Uma leitura como 20 °C é um ponto em uma escala; um aumento de 20 °C é uma diferença. Converter o ponto usa a fórmula completa ({{20 c f}} °F), enquanto converter a diferença usa apenas o fator 9/5 (20 × 9/5, um aumento de 36 °F). Confundir os dois é um erro comum ao converter dados climáticos ou de engenharia.",
          "Os valores em kelvin são as duas coisas: como a escala kelvin começa no zero absoluto, uma temperatura em kelvin é também a sua diferença em relação ao zero absoluto. É por isso que as leis dos gases e as fórmulas de radiação exigem temperaturas absolutas, em kelvin ou Rankine, e nunca em °C ou °F.",
        ],
      },
    ],
    tips: [
      {
        title: "Lembre-se dos pontos fixos",
        content: [
          "0 °C = {{0 c f}} °F, 100 °C = {{100 c f}} °F e -40 °C = {{-40 c f}} °F, o único valor em que as duas escalas coincidem.",
        ],
      },
      {
        title: "Não existem kelvins negativos",
        content: [
          "Nada pode ser mais frio que 0 K ({{0 k c}} °C). Um valor negativo em kelvin ou Rankine em um cálculo indica um erro, muitas vezes um 273,15 esquecido.",
        ],
      },
      {
        title: "Duas casas decimais",
        content: [
          "Os resultados são mostrados com 2 casas decimais, o suficiente para termômetros e fornos: 1 °R aparece como {{1 r k}} K.",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é a fórmula para converter Celsius em Fahrenheit?",
        answer:
          "°F = °C × 9/5 + 32. Por exemplo, 37 °C × 9/5 + 32 = {{37 c f}} °F. O inverso é °C = (°F − 32) × 5/9.",
      },
      {
        question: "Em que temperatura Celsius e Fahrenheit são iguais?",
        answer:
          "Em -40: -40 °C equivalem a {{-40 c f}} °F. Resolver C = C × 9/5 + 32 dá C = -40, o único ponto em que as duas escalas mostram o mesmo número.",
      },
      {
        question: "Como se converte Celsius em kelvin?",
        answer:
          "Some 273,15: K = °C + 273,15. Assim, 0 °C equivalem a {{0 c k}} K, e 100 °C a {{100 c k}} K. O kelvin é escrito sem o símbolo de grau.",
      },
      {
        question: "Quanto é o zero absoluto em Celsius e em Fahrenheit?",
        answer:
          "O zero absoluto é 0 K, que corresponde a {{0 k c}} °C, {{0 k f}} °F e {{0 k r}} °R. Nenhuma temperatura pode ser mais baixa.",
      },
      {
        question: "Para que serve a escala Rankine?",
        answer:
          "A Rankine é uma escala absoluta com graus do tamanho dos graus Fahrenheit (°R = °F + 459,67), usada em parte da termodinâmica de engenharia dos EUA quando são necessárias temperaturas absolutas. Uma temperatura ambiente de 70 °F equivale a {{70 f r}} °R.",
      },
      {
        question: "Por que um aumento de 1 °C não é de {{1 c f}} °F?",
        answer:
          "Porque 1 °C como temperatura equivale a {{1 c f}} °F, mas um aumento de 1 °C é um aumento de 1,8 °F: o acréscimo de 32 vale para leituras, e não para diferenças. Use o conversor de intervalos de temperatura para diferenças.",
      },
    ],
  },
};
