import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/fuel-consumption.ts. */
export const texts: UnitTranslations = {
  "/fuel-consumption": {
    about: [
      "O uso de combustível é informado de duas maneiras opostas. O consumo de combustível é o combustível gasto por distância: litros por 100 quilômetros (L/100 km) na maior parte da Europa, no Canadá, na Austrália e em muitos outros países, e também litros ou mililitros por quilômetro e galões (EUA) por 100 milhas. Nessas unidades, quanto menor o número, melhor. A economia de combustível é a distância por unidade de combustível: milhas por galão (mpg) nos Estados Unidos e no Reino Unido, quilômetros por litro (km/L) no Japão, na Índia e em outros lugares. Nessas, quanto maior o número, melhor.",
      "Os dois tipos são inversos um do outro; por isso, converter entre eles é uma divisão, e não uma multiplicação: L/100 km = {{1 mpg_us l_100km}} ÷ mpg (EUA) = {{1 mpg_uk l_100km}} ÷ mpg (Reino Unido) = 100 ÷ km/L. Dobrar o mpg reduz o L/100 km à metade: 20 mpg (EUA) equivalem a {{20 mpg_us l_100km}} L/100 km, e 40 mpg a {{40 mpg_us l_100km}} L/100 km. Dentro de cada tipo, a conversão é um fator comum: 1 L/100 km equivale a {{1 l_100km ml_km}} mL/km ou {{1 l_100km l_km}} L/km.",
      "As milhas por galão dependem de qual galão. O galão dos EUA tem 3,785411784 litros, e o galão imperial usado no Reino Unido, 4,54609 litros; por isso, o mesmo carro mostra um mpg maior no Reino Unido: 1 mpg (EUA) equivale a {{1 mpg_us mpg_uk}} mpg (Reino Unido). O conversor os mantém separados, como mpg (EUA) e mpg (Reino Unido). Em termos do SI, volume por distância é uma área, e é por isso que a unidade de base da categoria é o metro cúbico por metro: 1 L/100 km equivale a {{1 l_100km m3_m}} m³/m.",
    ],
    useCases: [
      "Comparar um carro americano homologado com 30 mpg com um europeu homologado com 6 L/100 km: 30 mpg (EUA) equivalem a {{30 mpg_us l_100km}} L/100 km; portanto, o carro europeu gasta menos combustível.",
      "Ler testes de estrada britânicos em mpg imperial: 50 mpg (Reino Unido) equivalem a {{50 mpg_uk l_100km}} L/100 km e a {{50 mpg_uk mpg_us}} mpg (EUA).",
      "Estimar o combustível de uma viagem: a 7 L/100 km, um carro gasta {{7 l_100km l_km}} L por quilômetro; assim, 450 km consomem 31,5 L.",
      "Comparar a economia de combustível do Japão ou da Índia dada em km/L: 18 km/L equivalem a {{18 km_l l_100km}} L/100 km ou {{18 km_l mpg_us}} mpg (EUA).",
      "Ler os galões por 100 milhas mostrados nas etiquetas de economia de combustível dos EUA: 4 gal/100 mi equivalem a {{4 gal_100mi mpg_us}} mpg (EUA).",
    ],
    guides: [
      {
        title: "Como converter mpg e L/100 km à mão",
        content: [
          "Como as unidades são inversas, divida uma constante pelo valor. Para galões dos EUA: L/100 km = {{1 mpg_us l_100km}} ÷ mpg, e mpg = {{1 mpg_us l_100km}} ÷ L/100 km. Para galões imperiais, use {{1 mpg_uk l_100km}}. Assim, 25 mpg (EUA) equivalem a {{25 mpg_us l_100km}} L/100 km, e 8 L/100 km a {{8 l_100km mpg_uk}} mpg (Reino Unido).",
          "Para km/L, a constante é 100: 12,5 km/L equivalem a {{12.5 km_l l_100km}} L/100 km. Nunca multiplique mpg por um fator para obter L/100 km; uma multiplicação só funciona entre duas unidades do mesmo tipo, como mpg (EUA) e mpg (Reino Unido), ou L/100 km e mL/km.",
        ],
      },
      {
        title: "Por que a economia é mais fácil de ver em L/100 km",
        content: [
          "O combustível gasto em uma distância fixa é proporcional a L/100 km ou gal/100 mi, e não a mpg. Passar de 10 para 20 mpg (EUA) reduz o combustível por 100 milhas de {{10 mpg_us gal_100mi}} para {{20 mpg_us gal_100mi}} galões; passar de 30 para 50 mpg só o reduz de {{30 mpg_us gal_100mi}} para {{50 mpg_us gal_100mi}} galões.",
          "Assim, substituir um veículo muito beberrão economiza mais combustível do que um grande ganho de mpg em um veículo que já é econômico. Compare veículos em L/100 km ou gal/100 mi quando quiser comparar custos com combustível.",
        ],
      },
    ],
    tips: [
      {
        title: "Menor ou maior?",
        content: [
          "L/100 km, L/km, mL/km e gal/100 mi: quanto menor, melhor. mpg e km/L: quanto maior, melhor.",
        ],
      },
      {
        title: "Qual galão?",
        content: [
          "Um valor de mpg britânico está em galões imperiais e é maior que o valor americano para o mesmo carro: 40 mpg (Reino Unido) equivalem a {{40 mpg_uk mpg_us}} mpg (EUA).",
        ],
      },
      {
        title: "Confira o ciclo de teste",
        content: [
          "Valores oficiais obtidos por procedimentos de teste diferentes, como os testes da EPA dos EUA e o WLTP, diferem mesmo após uma conversão de unidades correta, porque as condições de condução são diferentes.",
        ],
      },
    ],
    faqs: [
      {
        question: "Como converto mpg em L/100 km?",
        answer:
          "Divida {{1 mpg_us l_100km}} pelo mpg (EUA); para mpg do Reino Unido, divida {{1 mpg_uk l_100km}} por ele. Por exemplo, 30 mpg (EUA) equivalem a {{30 mpg_us l_100km}} L/100 km, e 30 mpg (Reino Unido) a {{30 mpg_uk l_100km}} L/100 km.",
      },
      {
        question: "Como converto L/100 km em mpg?",
        answer:
          "Divida {{1 mpg_us l_100km}} pelo valor em L/100 km para obter mpg dos EUA, ou {{1 mpg_uk l_100km}} para obter mpg do Reino Unido. Assim, 6 L/100 km equivalem a {{6 l_100km mpg_us}} mpg (EUA) ou {{6 l_100km mpg_uk}} mpg (Reino Unido).",
      },
      {
        question: "Um L/100 km menor é melhor?",
        answer:
          "Sim. L/100 km é o combustível gasto por distância; portanto, um número menor significa menos combustível. Para mpg e km/L, que medem distância por combustível, um número maior é melhor.",
      },
      {
        question: "Por que o mpg do Reino Unido é maior que o dos EUA para o mesmo carro?",
        answer:
          "Porque o galão imperial (4,54609 L) é maior que o galão dos EUA (3,785411784 L), e assim o carro vai mais longe com um galão. 1 mpg (Reino Unido) equivale a {{1 mpg_uk mpg_us}} mpg (EUA), e 1 mpg (EUA) a {{1 mpg_us mpg_uk}} mpg (Reino Unido).",
      },
      {
        question: "Como converto km/L em L/100 km?",
        answer:
          "Divida 100 pelo valor em km/L: 20 km/L equivalem a {{20 km_l l_100km}} L/100 km. O inverso funciona do mesmo jeito: 100 ÷ L/100 km dá km/L; assim, 5 L/100 km equivalem a {{5 l_100km km_l}} km/L.",
      },
    ],
  },
};
