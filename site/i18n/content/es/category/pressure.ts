import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/pressure.ts. */
export const texts: UnitTranslations = {
  "/pressure": {
    about: [
      "La presión es fuerza por unidad de superficie. Su unidad del SI es el pascal (Pa), un newton por metro cuadrado, una unidad pequeña: la presión atmosférica al nivel del mar ronda los 100.000 Pa. Por eso la ingeniería usa el kilopascal, el megapascal (1 MPa = {{1 mpa n_mm2}} N/mm²) y el bar, que equivale exactamente a {{1 bar kpa}} kPa. La meteorología usa el hectopascal, que es lo mismo que el milibar (1 hPa = {{1 hpa mbar}} mbar).",
      "La atmósfera estándar (atm) se define como exactamente {{1 atm pa}} Pa, es decir, {{1 atm bar}} bar. La atmósfera técnica (at), un kilogramo-fuerza por centímetro cuadrado, son {{1 at kpa}} kPa. En EE. UU., las presiones se dan en libras de fuerza por pulgada cuadrada (psi, lo mismo que lbf/in²): 1 psi son {{1 psi kpa}} kPa y 1 bar son {{1 bar psi}} psi. Para la resistencia de los materiales se usa el ksi, mil psi ({{1 ksi mpa}} MPa).",
      "Las unidades manométricas expresan la presión como la altura de una columna de líquido. El milímetro de mercurio (mmHg), que sigue siendo la unidad de la presión arterial, son {{1 mmhg pa}} Pa; el torr, definido como 1/760 de atmósfera, son {{1 torr pa}} Pa, menos de una parte por millón más pequeño. La pulgada de mercurio a 32 °F se usa para el reglaje de altímetros y en los partes meteorológicos de EE. UU. ({{1 atm inhg_32}} inHg por atmósfera), y las pulgadas o milímetros de agua miden presiones pequeñas en conductos, chimeneas y tuberías de gas. Cada unidad de columna indica su temperatura de referencia (0 °C, 4 °C, 32 °F o 60 °F) porque de ella dependen la densidad del líquido y, por tanto, la presión de la columna.",
    ],
    useCases: [
      "Inflar neumáticos: una presión recomendada de 2,3 bar son {{2.3 bar psi}} psi, y 35 psi son {{35 psi bar}} bar o {{35 psi kpa}} kPa.",
      "Leer la presión nominal de botellas de buceo y de gas: 200 bar son {{200 bar psi}} psi, y 3000 psi son {{3000 psi bar}} bar.",
      "Comparar presiones meteorológicas: 1013,25 hPa, el valor estándar al nivel del mar, son {{1013.25 hpa inhg_32}} inHg.",
      "Convertir lecturas de presión arterial: 120 mmHg son {{120 mmhg kpa}} kPa.",
      "Trabajar con la resistencia de materiales: un límite elástico del acero de 250 MPa son {{250 mpa ksi}} ksi.",
      "Ajustar presiones de climatización y de aparatos de gas medidas en pulgadas de agua: 1 inH₂O (4 °C) son {{1 inh2o_4 pa}} Pa.",
    ],
    guides: [
      {
        title: "Convertir presiones a mano",
        content: [
          "De bar a psi: multiplique por {{1 bar psi}}; de psi a bar: multiplique por {{1 psi bar}}. 2,5 bar son {{2.5 bar psi}} psi. En kilopascales, 1 psi son {{1 psi kpa}} kPa, así que 32 psi son {{32 psi kpa}} kPa, y como 1 bar son {{1 bar kpa}} kPa, entre el bar y el kPa solo hay un factor 100.",
          "Muchas unidades métricas se diferencian en potencias de diez: {{1 mpa bar}} bar por megapascal, {{1 bar hpa}} hPa por bar y {{1 kpa hpa}} hPa por kilopascal. El kilogramo-fuerza por centímetro cuadrado se acerca a un bar, pero no es igual ({{1 kgf_cm2 bar}} bar), una diferencia que importa al leer manómetros antiguos.",
        ],
      },
      {
        title: "Presión manométrica y presión absoluta",
        content: [
          "La mayoría de los manómetros, como los de neumáticos y compresores, miden la presión manométrica: la presión por encima de la atmósfera circundante. La presión absoluta suma la atmósfera, unos {{1 atm psi}} psi o {{1 atm bar}} bar al nivel del mar. Las unidades psig y psia, o bar(g) y bar(a), indican cuál de las dos se usa.",
          "Este conversor solo cambia de unidad: 30 psi manométricos pasan a ser {{30 psi bar}} bar manométricos. Para pasar de presión manométrica a absoluta, sume la presión atmosférica real en la misma unidad después de convertir.",
        ],
      },
    ],
    tips: [
      {
        title: "hPa y mbar son lo mismo",
        content: [
          "Los mapas del tiempo en hectopascales y en milibares muestran cifras idénticas: {{1 hpa pa}} Pa cada uno.",
        ],
      },
      {
        title: "Indique la temperatura de la columna",
        content: [
          "Las pulgadas de mercurio a 32 °F y a 60 °F son distintas ({{1 inhg_32 pa}} Pa frente a {{1 inhg_60 pa}} Pa). El reglaje de altímetros usa 32 °F.",
        ],
      },
      {
        title: "psi y lbf/in² son una misma unidad",
        content: [
          "La página incluye los dos nombres, que se convierten igual: 1 psi = {{1 psi lbf_in2}} lbf/in² = {{1 psi psf}} lbf/ft².",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos psi tiene un bar?",
        answer:
          "Un bar son {{1 bar psi}} psi, y un psi, {{1 psi bar}} bar. El bar son exactamente {{1 bar pa}} Pa; el psi es una libra de fuerza por pulgada cuadrada, {{1 psi pa}} Pa.",
      },
      {
        question: "¿Cuánto es la presión atmosférica estándar en psi, bar y kPa?",
        answer:
          "Una atmósfera estándar son exactamente {{1 atm pa}} Pa: {{1 atm kpa}} kPa, {{1 atm bar}} bar, {{1 atm psi}} psi, {{1 atm mmhg}} mmHg o {{1 atm torr}} torr.",
      },
      {
        question: "¿Son lo mismo el mmHg y el torr?",
        answer:
          "Casi. El torr es exactamente 1/760 atm ({{1 torr pa}} Pa); el milímetro de mercurio convencional son {{1 mmhg pa}} Pa. Se diferencian en menos de una parte por millón, lo que solo importa en trabajos de vacío de precisión.",
      },
      {
        question: "¿Cómo se convierten psi a kPa?",
        answer:
          "Multiplique por {{1 psi kpa}}. Por ejemplo, una presión de neumático de 35 psi son {{35 psi kpa}} kPa. En sentido contrario, 1 kPa son {{1 kpa psi}} psi.",
      },
      {
        question: "¿El hPa es lo mismo que el milibar?",
        answer:
          "Sí. Un hectopascal son {{1 hpa pa}} Pa, y un milibar, la milésima parte de un bar, también son {{1 mbar pa}} Pa, así que 1013,25 hPa son {{1013.25 hpa mbar}} mbar.",
      },
      {
        question: "¿El conversor suma la presión atmosférica para psia o psig?",
        answer:
          "No. El conversor convierte el número en la unidad que usted le da; la presión manométrica sigue siendo manométrica y la absoluta sigue siendo absoluta. Sume usted mismo la atmósfera, unos {{1 atm psi}} psi al nivel del mar, cuando necesite la presión absoluta.",
      },
    ],
  },
};
