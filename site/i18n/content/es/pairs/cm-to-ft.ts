import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/cm-to-ft.ts. */
export const texts: UnitTranslations = {
  "/cm-to-ft": {
    about: [
      "En centímetros expresa la estatura de una persona la mayor parte del mundo, y en pies (con pulgadas) la expresan Estados Unidos y el Reino Unido. El pie mide exactamente {{1 ft cm}} cm: es el pie internacional de {{1 ft in}} pulgadas, y cada pulgada mide exactamente {{1 in cm}} cm desde el acuerdo sobre la yarda y la libra de 1959. Un centímetro son {{1 cm ft}} ft, redondeado a seis decimales.",
      "Para convertir centímetros a pies, divida entre {{1 ft cm}}. El resultado está en pies decimales: 0,5 ft es medio pie, seis pulgadas, no cinco. Para expresar una estatura en pies y pulgadas, convierta los centímetros a pulgadas (divida entre {{1 in cm}}) y separe un pie por cada 12 pulgadas. Esta conversión aparece con las estaturas de pasaportes, formularios médicos, perfiles de citas y plantillas deportivas, con la longitud de muebles o camas, y con la altura de techos y puertas.",
    ],
    useCases: [
      "La estatura de una persona en centímetros, expresada en pies y pulgadas",
      "Medidas de muebles, camas y puertas de catálogos métricos",
      "Alturas de techos y dimensiones de habitaciones",
      "Alturas de plantas, niños y mascotas en tablas de crecimiento",
    ],
    tips: [
      {
        title: "Los pies decimales no son pies y pulgadas",
        content: [
          "Un resultado como {{170 cm ft}} ft son cinco pies más una fracción de pie: las cifras tras la coma no son pulgadas. Multiplique la fracción por 12 para obtener pulgadas, o use las filas de centímetros a pulgadas de la tabla.",
        ],
      },
      {
        title: "Compruébelo con una estatura conocida",
        content: [
          "Cinco pies son {{5 ft cm}} cm y seis pies, {{6 ft cm}} cm. Una estatura en centímetros que esté entre esas dos debe dar entre 5 y 6 en pies, lo que permite detectar un despiste como multiplicar en lugar de dividir.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cómo se convierten centímetros a pies y pulgadas?",
        answer:
          "Divida los centímetros entre {{1 in cm}} para obtener pulgadas y tome 12 pulgadas por cada pie entero; lo que sobra son las pulgadas. Para 170 cm: {{170 cm in}} in. Cinco pies se llevan 60 de esas pulgadas, y el resto es algo menos de 7, ya que 5 ft 7 in (67 in) son {{67 in cm}} cm.",
      },
      {
        question: "¿Cuántos pies son 180 cm?",
        answer:
          "180 cm son {{180 cm ft}} ft, o {{180 cm in}} in: algo menos de 5 ft 11 in, que son {{71 in cm}} cm.",
      },
      {
        question: "¿Cuánto son 160 cm de estatura en pies?",
        answer:
          "160 cm son {{160 cm ft}} ft, o {{160 cm in}} in: algo menos de 5 ft 3 in, que son {{63 in cm}} cm.",
      },
      {
        question: "¿Cuántos pies son 100 cm?",
        answer: "100 cm (un metro) son {{100 cm ft}} ft, algo más de tres pies.",
      },
      {
        question: "¿Por qué 5,5 ft no significa 5 pies y 5 pulgadas?",
        answer:
          "Un pie tiene 12 pulgadas, no 10, así que medio pie son {{0.5 ft in}} pulgadas. 5,5 ft son 5 ft 6 in, es decir, {{5.5 ft cm}} cm.",
      },
    ],
  },
  "/ft-to-cm": {
    about: [
      "El pie es una unidad del sistema imperial y del sistema usual de EE. UU., dividida en {{1 ft in}} pulgadas. Desde 1959 se define como exactamente {{1 ft m}} m, lo que hace que un pie mida exactamente {{1 ft cm}} cm. Por eso las estaturas, las medidas de habitaciones y las longitudes cortas dadas en pies se convierten a centímetros sin ningún redondeo.",
      "Para convertir pies a centímetros, multiplique por {{1 ft cm}}. El resultado es exacto: un número entero de pies da como mucho dos decimales en centímetros. Las estaturas suelen darse en pies y pulgadas, así que convierta las dos partes y súmelas (5 ft 8 in son {{5 ft cm}} cm + {{8 in cm}} cm), o pase primero toda la estatura a pulgadas. Esta conversión hace falta para indicar la estatura en formularios que la piden en centímetros, para tablas de tallas de ropa y de bicicletas, y para medidas de muebles y de construcción procedentes de Estados Unidos.",
    ],
    useCases: [
      "Introducir una estatura dada en pies y pulgadas en un formulario que la pide en centímetros",
      "Tablas de tallas de bicicletas, esquís y ropa en centímetros",
      "Medidas de muebles y habitaciones de catálogos y planos de EE. UU.",
      "Longitudes de tablas, alfombras y telas indicadas en pies",
    ],
    tips: [
      {
        title: "Use las dos tablas juntas",
        content: [
          "Para una estatura como 5 ft 9 in, tome la fila de 5 ft de la primera tabla y la fila de 9 in de la segunda y súmelas: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
      {
        title: "No escriba pies y pulgadas como un decimal",
        content: [
          "5 ft 9 in no son 5,9 ft. Escriba 5,75 ft (9 pulgadas son tres cuartos de pie), o convierta las pulgadas por separado.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos cm son 6 pies de estatura?",
        answer: "6 ft son exactamente {{6 ft cm}} cm. 6 ft 1 in (73 in) son {{73 in cm}} cm.",
      },
      {
        question: "¿Cuántos cm son 5 ft 8 in de estatura?",
        answer: "5 ft 8 in son 68 pulgadas, que son exactamente {{68 in cm}} cm.",
      },
      {
        question: "¿Cuántos cm son 5 pies?",
        answer: "5 ft son {{5 ft cm}} cm. Cada pulgada de más añade {{1 in cm}} cm.",
      },
      {
        question: "¿Un pie mide exactamente 30 cm?",
        answer:
          "No. Un pie mide exactamente {{1 ft cm}} cm. Una regla de 30 cm mide {{30 cm in}} in, algo menos de un pie.",
      },
      {
        question: "¿Cuántos cm son 5 ft 5 in?",
        answer: "5 ft 5 in son 65 pulgadas, que son {{65 in cm}} cm.",
      },
    ],
  },
};
