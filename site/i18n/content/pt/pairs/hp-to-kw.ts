import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/hp-to-kw.ts. */
export const texts: UnitTranslations = {
  "/hp-to-kw": {
    about: [
      "O horsepower (hp) desta página é o horsepower mecânico, ou imperial: exatamente {{1 hp ft_lbf_s}} pés-libra-força por segundo (ft·lbf/s). Com o pé e a libra internacionais e a gravidade padrão, isso dá 745,69987158227 W, mostrados com seis casas decimais como {{1 hp w}} W, ou {{1 hp kw}} kW. É o horsepower das especificações de motores nos EUA e no Reino Unido. O cavalo-vapor métrico (PS, CV), usado para carros em grande parte da Europa, é menor, e o horsepower elétrico das placas de motores vale exatamente {{1 hp_electric w}} W.",
      "Para converter horsepower em quilowatts, multiplique por {{1 hp kw}}, o número de quilowatts em um horsepower; o conversor usa o fator com precisão total, e não o valor arredondado. Um horsepower equivale a cerca de três quartos de um quilowatt; por isso, o número de quilowatts é sempre menor. A conversão aparece ao comparar a potência de motores em especificações de carros, ao dimensionar motores elétricos, bombas e geradores, ao ler a potência nominal de máquinas industriais e ao substituir um motor especificado em uma unidade por outro especificado na outra.",
    ],
    useCases: [
      "Especificações automotivas",
      "Máquinas industriais",
      "Sistemas elétricos",
      "Dimensionamento de bombas, compressores e geradores especificados em horsepower",
    ],
    tips: [
      {
        title: "Saiba qual horsepower",
        content: [
          "Um catálogo de carro europeu em PS ou CV usa o cavalo-vapor métrico de {{1 hp_metric w}} W; um catálogo americano em hp usa o horsepower mecânico. 100 PS equivalem a {{100 hp_metric kw}} kW, enquanto 100 hp equivalem a {{100 hp kw}} kW.",
        ],
      },
      {
        title: "Potência nominal de saída não é potência de entrada",
        content: [
          "Um motor de 1 hp é especificado para {{1 hp kw}} kW de potência de saída no eixo; ele consome mais potência elétrica que isso, porque nenhum motor tem 100 % de eficiência.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos kW é 1 hp?",
        answer:
          "Um horsepower mecânico equivale a {{1 hp kw}} kW, ou {{1 hp w}} W. Cinco hp equivalem a {{5 hp kw}} kW, e dez hp a {{10 hp kw}} kW.",
      },
      {
        question: "Quantos kW são 100 hp?",
        answer: "100 hp equivalem a {{100 hp kw}} kW. Um motor de 150 hp tem {{150 hp kw}} kW.",
      },
      {
        question: "Qual é a diferença entre hp e PS (cavalo-vapor métrico)?",
        answer:
          "O horsepower mecânico (hp) vale {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W. O cavalo-vapor métrico (PS em alemão, CV em francês, italiano e espanhol) vale {{1 hp_metric kg_m_s}} quilogramas-força-metro por segundo, exatamente {{1 hp_metric w}} W, cerca de 1,4 % a menos. Esta página usa o horsepower mecânico.",
      },
      {
        question: "O brake horsepower (bhp) é a mesma unidade?",
        answer:
          "Sim. O brake horsepower é a potência medida no eixo de saída do motor, antes das perdas na transmissão, expressa no mesmo horsepower mecânico. A conversão de bhp para kW usa o mesmo fator.",
      },
      {
        question: "O que é o horsepower elétrico?",
        answer:
          "O horsepower elétrico, usado para especificar motores elétricos, vale exatamente {{1 hp_electric w}} W, um pouco mais que os {{1 hp w}} W do horsepower mecânico. O conversor de potência o oferece como Horsepower (elétrico).",
      },
    ],
  },
  "/kw-to-hp": {
    about: [
      "O quilowatt (kW) tem {{1 kw w}} watts, sendo o watt a unidade SI de potência. É em quilowatts que os documentos de veículos europeus informam a potência do motor e que carros elétricos, motores, aquecedores e geradores são especificados. O horsepower, aqui, é o horsepower mecânico (imperial) de {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W (745,69987158227 W por extenso), que é o que hp significa nos Estados Unidos e no Reino Unido. Um quilowatt equivale, portanto, a {{1 kw hp}} hp.",
      "Para converter quilowatts em horsepower, divida por {{1 hp kw}}, ou multiplique por {{1 kw hp}}. Um quilowatt é cerca de um terço maior que um horsepower; por isso, o número em hp é sempre maior que o número em kW. Observe que o cavalo-vapor métrico (PS ou CV) dos anúncios de carros europeus é uma unidade diferente: 1 kW equivale a {{1 kw hp_metric}} PS. Essa conversão é usada para comparar veículos elétricos e a combustão, ler potências de motores informadas em kW, dimensionar motores e geradores e comparar equipamentos de aquecimento e refrigeração.",
    ],
    useCases: [
      "Ler a potência do motor em documentos de veículos que a informam em kW",
      "Comparar a potência de motores de carros elétricos com a de motores a combustão",
      "Dimensionar motores elétricos, bombas e geradores",
      "Capacidades de aquecimento e ar-condicionado em kW e BTU/h",
    ],
    tips: [
      {
        title: "kW não é kWh",
        content: [
          "O quilowatt é potência, uma taxa; o quilowatt-hora é energia, a quantidade consumida por 1 kW funcionando durante uma hora. As capacidades de baterias são dadas em kWh e não se convertem em horsepower.",
        ],
      },
      {
        title: "PS a partir de kW",
        content: [
          "Para um carro europeu especificado em PS, use 1 kW = {{1 kw hp_metric}} PS. O mesmo motor de 100 kW tem {{100 kw hp}} hp, mas {{100 kw hp_metric}} PS.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos hp é 1 kW?",
        answer:
          "1 kW equivale a {{1 kw hp}} hp mecânicos. Cinco kW equivalem a {{5 kw hp}} hp, e dez kW a {{10 kw hp}} hp.",
      },
      {
        question: "Quantos horsepower são 75 kW?",
        answer: "75 kW equivalem a {{75 kw hp}} hp, pouco mais de 100 hp.",
      },
      {
        question: "Quantos hp são 100 kW?",
        answer:
          "100 kW equivalem a {{100 kw hp}} hp, ou {{100 kw hp_metric}} cavalos-vapor métricos (PS).",
      },
      {
        question: "É horsepower mecânico ou cavalo-vapor métrico?",
        answer:
          "Horsepower mecânico (imperial), {{1 hp w}} W. O cavalo-vapor métrico (PS, CV) vale exatamente {{1 hp_metric w}} W; assim, a mesma potência dá um número maior em PS do que em hp. O conversor de potência oferece os dois.",
      },
      {
        question: "Por que os documentos de carros informam a potência em kW?",
        answer:
          "O quilowatt é a unidade SI de potência, e os documentos de registro europeus informam a potência do motor em kW. Os anúncios muitas vezes acrescentam PS ou hp, que são conversões do mesmo valor.",
      },
    ],
  },
};
