import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/hp-to-kw.ts. */
export const texts: UnitTranslations = {
  "/hp-to-kw": {
    about: [
      "El caballo de fuerza (hp) de esta página es el caballo de fuerza mecánico, o imperial: exactamente {{1 hp ft_lbf_s}} pies libra-fuerza por segundo (ft·lbf/s). Con el pie y la libra internacionales y la gravedad estándar, eso equivale a 745,69987158227 W, que con seis decimales se muestran como {{1 hp w}} W, o {{1 hp kw}} kW. Es el caballo de fuerza de las potencias de motores de EE. UU. y del Reino Unido. El caballo de vapor métrico (PS, CV), que se usa para los coches en gran parte de Europa, es menor, y el caballo de fuerza eléctrico de las placas de características de los motores mide exactamente {{1 hp_electric w}} W.",
      "Para convertir caballos de fuerza a kilovatios, multiplique por {{1 hp kw}}, el número de kilovatios que tiene un caballo de fuerza; el conversor usa el factor con toda su precisión, no la cifra redondeada. Un caballo de fuerza es aproximadamente tres cuartos de kilovatio, así que el número de kilovatios siempre es menor. Esta conversión aparece al comparar potencias de motores en las fichas técnicas de coches, al dimensionar motores eléctricos, bombas y generadores, al leer la potencia nominal de máquinas industriales y al sustituir un motor clasificado en una unidad por otro clasificado en la otra.",
    ],
    useCases: [
      "Fichas técnicas de automóviles",
      "Maquinaria industrial",
      "Instalaciones eléctricas",
      "Dimensionar bombas, compresores y generadores clasificados en caballos de fuerza",
    ],
    tips: [
      {
        title: "Tenga claro qué caballo de fuerza",
        content: [
          "Un folleto europeo de coches en PS o CV usa el caballo de vapor métrico de {{1 hp_metric w}} W; un folleto estadounidense en hp usa el caballo de fuerza mecánico. 100 PS son {{100 hp_metric kw}} kW, mientras que 100 hp son {{100 hp kw}} kW.",
        ],
      },
      {
        title: "La potencia nominal de salida no es la de entrada",
        content: [
          "Un motor de 1 hp está clasificado para entregar {{1 hp kw}} kW en el eje; consume más potencia eléctrica que eso, porque ningún motor tiene un rendimiento del 100 %.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos kW es 1 hp?",
        answer:
          "Un caballo de fuerza mecánico son {{1 hp kw}} kW, o {{1 hp w}} W. Cinco hp son {{5 hp kw}} kW, y diez hp, {{10 hp kw}} kW.",
      },
      {
        question: "¿Cuántos kW son 100 hp?",
        answer: "100 hp son {{100 hp kw}} kW. Un motor de 150 hp son {{150 hp kw}} kW.",
      },
      {
        question: "¿Qué diferencia hay entre hp y PS (caballo de vapor métrico)?",
        answer:
          "El caballo de fuerza mecánico (hp) son {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W. El caballo de vapor métrico (PS en alemán; CV en francés, italiano y español) son {{1 hp_metric kg_m_s}} kilogramos-fuerza metro por segundo, exactamente {{1 hp_metric w}} W, alrededor de un 1,4 % menos. Esta página usa el caballo de fuerza mecánico.",
      },
      {
        question: "¿El caballo de fuerza al freno (bhp) es la misma unidad?",
        answer:
          "Sí. El caballo de fuerza al freno es la potencia medida en el eje de salida del motor, antes de las pérdidas de la transmisión, expresada en el mismo caballo de fuerza mecánico. Para convertir bhp a kW se usa el mismo factor.",
      },
      {
        question: "¿Qué es el caballo de fuerza eléctrico?",
        answer:
          "El caballo de fuerza eléctrico, que se usa para clasificar motores eléctricos, mide exactamente {{1 hp_electric w}} W, algo más que los {{1 hp w}} W del caballo de fuerza mecánico. El conversor de potencia lo ofrece como «Caballo de fuerza (eléctrico)».",
      },
    ],
  },
  "/kw-to-hp": {
    about: [
      "El kilovatio (kW) son {{1 kw w}} vatios, y el vatio es la unidad de potencia del SI. En kilovatios expresan la potencia del motor los documentos de los vehículos europeos, y en kilovatios se clasifican los coches eléctricos, los motores, los calefactores y los generadores. El caballo de fuerza de esta página es el caballo de fuerza mecánico (imperial) de {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W (745,69987158227 W completos), que es lo que significa hp en Estados Unidos y el Reino Unido. Por tanto, un kilovatio son {{1 kw hp}} hp.",
      "Para convertir kilovatios a caballos de fuerza, divida entre {{1 hp kw}}, o multiplique por {{1 kw hp}}. Un kilovatio es aproximadamente un tercio mayor que un caballo de fuerza, así que la cifra en hp siempre es mayor que la cifra en kW. Tenga en cuenta que el caballo de vapor métrico (PS o CV) de los anuncios de coches europeos es una unidad distinta: 1 kW son {{1 kw hp_metric}} PS. Esta conversión se usa para comparar vehículos eléctricos y de combustión, para leer potencias de motor expresadas en kW, para dimensionar motores y generadores y para comparar equipos de calefacción y refrigeración.",
    ],
    useCases: [
      "Leer la potencia del motor en documentos de vehículos que la dan en kW",
      "Comparar la potencia de los motores de coches eléctricos con la de los motores de combustión",
      "Dimensionar motores eléctricos, bombas y generadores",
      "Potencias de calefacción y aire acondicionado en kW y en BTU/h",
    ],
    tips: [
      {
        title: "kW no es kWh",
        content: [
          "Un kilovatio es potencia, un ritmo; un kilovatio hora es energía, la cantidad que consume 1 kW funcionando durante una hora. Las capacidades de las baterías se dan en kWh y no se convierten a caballos de fuerza.",
        ],
      },
      {
        title: "De kW a PS",
        content: [
          "Para un coche europeo clasificado en PS, use 1 kW = {{1 kw hp_metric}} PS. El mismo motor de 100 kW son {{100 kw hp}} hp, pero {{100 kw hp_metric}} PS.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos hp es 1 kW?",
        answer:
          "1 kW son {{1 kw hp}} caballos de fuerza mecánicos. Cinco kW son {{5 kw hp}} hp, y diez kW, {{10 kw hp}} hp.",
      },
      {
        question: "¿Cuántos caballos de fuerza son 75 kW?",
        answer: "75 kW son {{75 kw hp}} hp, algo más de 100 hp.",
      },
      {
        question: "¿Cuántos hp son 100 kW?",
        answer:
          "100 kW son {{100 kw hp}} hp, o {{100 kw hp_metric}} caballos de vapor métricos (PS).",
      },
      {
        question: "¿Es el caballo de fuerza mecánico o el caballo de vapor métrico?",
        answer:
          "El caballo de fuerza mecánico (imperial), {{1 hp w}} W. El caballo de vapor métrico (PS, CV) mide exactamente {{1 hp_metric w}} W, así que una misma potencia da una cifra mayor en PS que en hp. El conversor de potencia ofrece los dos.",
      },
      {
        question: "¿Por qué los documentos de los coches dan la potencia en kW?",
        answer:
          "El kilovatio es la unidad de potencia del SI, y los documentos de matriculación europeos indican la potencia del motor en kW. La publicidad suele añadir PS o hp, que son conversiones de esa misma cifra.",
      },
    ],
  },
};
