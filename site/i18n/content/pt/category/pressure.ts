import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/pressure.ts. */
export const texts: UnitTranslations = {
  "/pressure": {
    about: [
      "Pressão é força por unidade de área. Sua unidade SI é o pascal (Pa), um newton por metro quadrado, uma unidade pequena: a pressão atmosférica ao nível do mar é de cerca de 100.000 Pa. Por isso, a engenharia usa o quilopascal, o megapascal (1 MPa = {{1 mpa n_mm2}} N/mm²) e o bar, que vale exatamente {{1 bar kpa}} kPa. A meteorologia usa o hectopascal, que é o mesmo que o milibar (1 hPa = {{1 hpa mbar}} mbar).",
      "A atmosfera padrão (atm) é definida como exatamente {{1 atm pa}} Pa, ou seja, {{1 atm bar}} bar. A atmosfera técnica (at), um quilograma-força por centímetro quadrado, vale {{1 at kpa}} kPa. Nos EUA, as pressões são dadas em libras-força por polegada quadrada (psi, o mesmo que lbf/in²): 1 psi equivale a {{1 psi kpa}} kPa, e 1 bar a {{1 bar psi}} psi. As resistências de materiais usam o ksi, mil psi ({{1 ksi mpa}} MPa).",
      "As unidades manométricas expressam a pressão como a altura de uma coluna de líquido. O milímetro de mercúrio (mmHg), ainda a unidade da pressão arterial, vale {{1 mmhg pa}} Pa; o torr, definido como 1/760 de atmosfera, vale {{1 torr pa}} Pa, menos de uma parte por milhão a menos. A polegada de mercúrio a 32 °F é usada nos ajustes de altímetro e nos boletins meteorológicos dos EUA ({{1 atm inhg_32}} inHg por atmosfera), e polegadas ou milímetros de coluna d'água medem pequenas pressões em dutos, chaminés e tubulações de gás. Cada unidade de coluna indica sua temperatura de referência (0 °C, 4 °C, 32 °F ou 60 °F) porque a densidade do líquido, e portanto a pressão da coluna, depende dela.",
    ],
    useCases: [
      "Calibrar pneus: os 2,3 bar recomendados equivalem a {{2.3 bar psi}} psi, e 35 psi a {{35 psi bar}} bar ou {{35 psi kpa}} kPa.",
      "Ler as especificações de cilindros de mergulho e de gás: 200 bar equivalem a {{200 bar psi}} psi, e 3.000 psi a {{3000 psi bar}} bar.",
      "Comparar pressões meteorológicas: 1.013,25 hPa, o valor padrão ao nível do mar, equivalem a {{1013.25 hpa inhg_32}} inHg.",
      "Converter medições de pressão arterial: 120 mmHg equivalem a {{120 mmhg kpa}} kPa.",
      "Trabalhar com resistências de materiais: um limite de escoamento de aço de 250 MPa equivale a {{250 mpa ksi}} ksi.",
      "Ajustar pressões de climatização (HVAC) e de aparelhos a gás medidas em polegadas de coluna d'água: 1 inH₂O (4 °C) equivale a {{1 inh2o_4 pa}} Pa.",
    ],
    guides: [
      {
        title: "Como converter pressão à mão",
        content: [
          "De bar para psi: multiplique por {{1 bar psi}}; de psi para bar: multiplique por {{1 psi bar}}. 2,5 bar equivalem a {{2.5 bar psi}} psi. Em quilopascais, 1 psi equivale a {{1 psi kpa}} kPa; assim, 32 psi são {{32 psi kpa}} kPa, e, como 1 bar tem {{1 bar kpa}} kPa, bar e kPa diferem apenas por um fator de 100.",
          "Muitas unidades métricas diferem entre si por potências de dez: {{1 mpa bar}} bar por megapascal, {{1 bar hpa}} hPa por bar, {{1 kpa hpa}} hPa por quilopascal. O quilograma-força por centímetro quadrado é próximo de um bar, mas não igual a ele ({{1 kgf_cm2 bar}} bar), diferença que importa ao ler manômetros antigos.",
        ],
      },
      {
        title: "Pressão manométrica e pressão absoluta",
        content: [
          "A maioria dos manômetros, como os de pneus e de compressores, mede a pressão manométrica: a pressão acima da atmosfera ao redor. A pressão absoluta soma a atmosfera, cerca de {{1 atm psi}} psi ou {{1 atm bar}} bar ao nível do mar. As unidades psig e psia, ou bar(g) e bar(a), indicam qual delas se quer dizer.",
          "Este conversor só muda as unidades: 30 psi manométricos se tornam {{30 psi bar}} bar manométricos. Para passar de manométrica a absoluta, some a pressão atmosférica real na mesma unidade depois de converter.",
        ],
      },
    ],
    tips: [
      {
        title: "hPa e mbar são iguais",
        content: [
          "Mapas meteorológicos em hectopascais e em milibares mostram números idênticos: {{1 hpa pa}} Pa cada um.",
        ],
      },
      {
        title: "Indique a temperatura da coluna",
        content: [
          "Polegadas de mercúrio a 32 °F e a 60 °F são diferentes ({{1 inhg_32 pa}} Pa contra {{1 inhg_60 pa}} Pa). Os ajustes de altímetro usam 32 °F.",
        ],
      },
      {
        title: "psi e lbf/in² são uma só unidade",
        content: [
          "A página lista os dois nomes; eles se convertem de forma idêntica: 1 psi = {{1 psi lbf_in2}} lbf/in² = {{1 psi psf}} lbf/ft².",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos psi há em um bar?",
        answer:
          "Um bar equivale a {{1 bar psi}} psi, e um psi a {{1 psi bar}} bar. O bar vale exatamente {{1 bar pa}} Pa; o psi é uma libra-força por polegada quadrada, {{1 psi pa}} Pa.",
      },
      {
        question: "Qual é a pressão atmosférica padrão em psi, bar e kPa?",
        answer:
          "Uma atmosfera padrão vale exatamente {{1 atm pa}} Pa: {{1 atm kpa}} kPa, {{1 atm bar}} bar, {{1 atm psi}} psi, {{1 atm mmhg}} mmHg ou {{1 atm torr}} torr.",
      },
      {
        question: "mmHg e torr são a mesma coisa?",
        answer:
          "Quase. O torr é exatamente 1/760 atm ({{1 torr pa}} Pa); o milímetro de mercúrio convencional vale {{1 mmhg pa}} Pa. A diferença é menor que uma parte por milhão, o que só importa em trabalhos de vácuo de precisão.",
      },
      {
        question: "Como converto psi em kPa?",
        answer:
          "Multiplique por {{1 psi kpa}}. Por exemplo, uma pressão de pneu de 35 psi equivale a {{35 psi kpa}} kPa. No sentido inverso, 1 kPa equivale a {{1 kpa psi}} psi.",
      },
      {
        question: "hPa é o mesmo que milibar?",
        answer:
          "Sim. Um hectopascal vale {{1 hpa pa}} Pa, e um milibar, um milésimo de bar, também vale {{1 mbar pa}} Pa; assim, 1.013,25 hPa equivalem a {{1013.25 hpa mbar}} mbar.",
      },
      {
        question: "O conversor soma a pressão atmosférica para psia ou psig?",
        answer:
          "Não. Ele converte o número na unidade que você informa; manométrica continua manométrica e absoluta continua absoluta. Quando precisar da pressão absoluta, some você mesmo a atmosfera, cerca de {{1 atm psi}} psi ao nível do mar.",
      },
    ],
  },
};
