import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/m-to-ft.ts. */
export const texts: UnitTranslations = {
  "/m-to-ft": {
    about: [
      "El metro (m) es la unidad básica de longitud del SI. Desde 1983 se define como la distancia que recorre la luz en el vacío en 1/299.792.458 de segundo. El pie (ft) es el pie internacional de 12 pulgadas, fijado en 1959 en exactamente {{1 ft m}} m. Un metro son, por tanto, {{1 m ft}} ft, una cifra redondeada: 1/0,3048 no tiene una expresión decimal finita.",
      "Para convertir metros a pies, divida entre {{1 ft m}}, o multiplique por {{1 m ft}} para obtener el mismo resultado con unas seis cifras significativas. Un metro es algo más de tres pies, así que el número de pies siempre es mayor que el de metros. La conversión hace falta para alturas de edificios y medidas de habitaciones, alturas de techo, la estatura de una persona en metros, las cotas de los mapas y las altitudes en aviación, que en casi todo el mundo se dan en pies.",
    ],
    useCases: [
      "Medidas de habitaciones, techos y edificios en planos métricos",
      "La estatura de una persona en metros, como 1,75 m",
      "Altitudes de montañas y de vuelo, que suelen darse en pies",
      "Longitudes de piscinas, profundidades de buceo y distancias deportivas",
      "Anuncios inmobiliarios y planos de viviendas de otro país",
    ],
    tips: [
      {
        title: "Pies y pulgadas a partir de metros",
        content: [
          "La parte decimal de un resultado en pies no son pulgadas. Para obtener pies y pulgadas, convierta a pulgadas: 1,8 m son {{1.8 m in}} in, y cada 12 pulgadas forman un pie.",
        ],
      },
      {
        title: "Atajo para el cálculo mental",
        content: [
          "Multiplique los metros por 3 y sume una décima parte del resultado: 10 m dan 33 ft, frente a {{10 m ft}} ft. El atajo se pasa en torno a un 0,6 %.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos pies tiene un metro?",
        answer:
          "Un metro son {{1 m ft}} ft, o {{1 m in}} in. El pie se define como exactamente {{1 ft m}} m.",
      },
      {
        question: "¿Cuánto es 1,8 m de estatura en pies?",
        answer:
          "1,8 m son {{1.8 m ft}} ft, es decir, {{1.8 m in}} in: algo menos de 5 ft 11 in, ya que 5 ft 11 in (71 in) son {{71 in m}} m.",
      },
      {
        question: "¿Cuántos pies son 100 metros?",
        answer:
          "100 m son {{100 m ft}} ft. Una carrera de 100 m es, por tanto, más larga que una de 100 yardas, que mide {{100 yd m}} m.",
      },
      {
        question: "¿Es el metro más largo que la yarda?",
        answer:
          "Sí. Un metro son {{1 m yd}} yd: mide {{1 m in}} in, y una yarda {{1 yd in}} in. Una yarda son {{1 yd m}} m.",
      },
      {
        question: "¿Por qué la conversión de metros a pies no da un número exacto?",
        answer:
          "El pie mide exactamente {{1 ft m}} m, pero su inverso es un decimal infinito. El conversor divide entre el valor exacto y muestra seis decimales, de modo que 3,048 m dan exactamente {{3.048 m ft}} ft.",
      },
    ],
  },
  "/ft-to-m": {
    about: [
      "El pie es la unidad de longitud del sistema usual de Estados Unidos; en el Reino Unido se sigue usando para estaturas, y en aviación en todo el mundo. Es el pie internacional de 12 pulgadas, definido en 1959 como exactamente {{1 ft m}} m. Hasta 2022, Estados Unidos usó además para la topografía un pie topográfico (US survey foot) de 1200/3937 m; es unas dos partes por millón más largo, y esta página usa el pie internacional.",
      "Para convertir pies a metros, multiplique por {{1 ft m}}. El factor es exacto, así que el resultado también lo es: un número entero de pies da como máximo cuatro decimales en metros, y el conversor los muestra todos. Un pie es algo menos de un tercio de metro, así que el número de metros siempre es menor. La conversión se usa para medidas de edificios y habitaciones en planos estadounidenses, alturas de techo, altitudes de vuelo, cotas, esloras de barcos y alturas de ola.",
    ],
    useCases: [
      "Medidas de habitaciones y techos en planos de viviendas de EE. UU. y el Reino Unido",
      "Altitudes de aviones y niveles de vuelo dados en pies",
      "Cotas de montañas y del terreno en mapas de EE. UU.",
      "Esloras de barcos, alturas de mástil y profundidades del agua",
      "Estaturas dadas en pies y pulgadas",
    ],
    tips: [
      {
        title: "Pies y pulgadas juntos",
        content: [
          "Convierta por separado los pies y las pulgadas y sume: 5 ft 10 in son {{5 ft m}} m + {{10 in m}} m. No escriba 5,10 ft, que significa cinco pies y una décima.",
        ],
      },
      {
        title: "Pies topográficos en registros de tierras antiguos de EE. UU.",
        content: [
          "Las escrituras y las coordenadas planas estatales (State Plane) de EE. UU. anteriores a 2023 pueden estar en pies topográficos. La diferencia es de dos partes por millón, unos 2 mm por kilómetro ({{2 mm in}} in), lo que solo importa en distancias topográficas largas y coordenadas grandes.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos metros es 1 pie?",
        answer: "Un pie son exactamente {{1 ft m}} m, o {{1 ft cm}} cm.",
      },
      {
        question: "¿Cuánto son 6 pies de estatura en metros?",
        answer: "6 ft son {{6 ft m}} m. Seis pies y dos pulgadas (74 in) son {{74 in m}} m.",
      },
      {
        question: "¿Cuánto son 35.000 pies en metros?",
        answer:
          "35.000 ft, una altitud de crucero habitual de los aviones comerciales, son {{35000 ft m}} m, o {{35000 ft km}} km.",
      },
      {
        question: "¿Qué altura tiene en metros un techo de 8 pies?",
        answer: "Un techo de 8 ft mide {{8 ft m}} m de alto; uno de 10 ft, {{10 ft m}} m.",
      },
      {
        question: "¿Qué diferencia hay entre el pie internacional y el pie topográfico de EE. UU.?",
        answer:
          "El pie internacional mide exactamente {{1 ft m}} m. El pie topográfico de EE. UU. (US survey foot) mide 1200/3937 m, unas dos partes por millón más; el NIST lo retiró a finales de 2022. Las medidas cotidianas, y esta página, usan el pie internacional.",
      },
    ],
  },
};
