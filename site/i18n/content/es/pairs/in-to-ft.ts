import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/in-to-ft.ts. */
export const texts: UnitTranslations = {
  "/in-to-ft": {
    about: [
      "La pulgada y el pie son unidades del sistema imperial y del sistema usual de EE. UU., y el pie tiene exactamente {{1 ft in}} pulgadas. Desde 1959, ambas están ligadas también al metro: una pulgada mide exactamente {{1 in cm}} cm, y un pie, {{1 ft cm}} cm. Convertir entre ellas no requiere ningún paso por el sistema métrico.",
      "Para convertir pulgadas a pies, divida entre {{1 ft in}}. Como 12 no es una potencia de diez, muchos resultados son decimales periódicos: una pulgada son {{1 in ft}} ft, redondeado a seis decimales. Para dar el resultado en pies y pulgadas, como lo daría un carpintero, tome el número entero de pies y vuelva a convertir el resto en pulgadas (la parte decimal × 12). Esta conversión se usa para longitudes de madera y tuberías, muebles de televisión y estanterías, estaturas dadas en pulgadas, totales de nieve caída y medidas de planos de EE. UU.",
    ],
    useCases: [
      "Longitudes de madera, tuberías, cables y molduras en obras de EE. UU.",
      "Medidas de muebles y electrodomésticos indicadas en pulgadas",
      "Una estatura dada en pulgadas, como 70 in, expresada en pies",
      "Totales de nieve caída y espesor de nieve indicados en pulgadas",
    ],
    tips: [
      {
        title: "Fracciones de pie habituales",
        content: [
          "3 in son {{3 in ft}} ft, 6 in son {{6 in ft}} ft y 9 in son {{9 in ft}} ft. Cualquier otro número entero de pulgadas inferior a 12 da un decimal periódico, así que conserve el resultado en pulgadas si necesita una cifra exacta.",
        ],
      },
      {
        title: "Pies decimales en los planos",
        content: [
          "Los topógrafos y los ingenieros civiles escriben pies decimales (10,25 ft), mientras que los constructores escriben pies y pulgadas (10 ft 3 in). Compruebe qué estilo usa un plano antes de tomar medidas de él.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos pies son 60 pulgadas?",
        answer:
          "60 in son exactamente {{60 in ft}} ft, ya que cada 12 pulgadas forman un pie. Eso son {{60 in cm}} cm.",
      },
      {
        question: "¿Cuántos pies son 70 pulgadas?",
        answer:
          "70 in son {{70 in ft}} ft, es decir, 5 ft y 10 in: cinco pies ocupan {{5 ft in}} de las 70 pulgadas.",
      },
      {
        question: "¿Cuántos pies son 100 pulgadas?",
        answer: "100 in son {{100 in ft}} ft: 8 ft ({{8 ft in}} in) y 4 in.",
      },
      {
        question: "¿Cuánto es 1 pulgada en pies?",
        answer:
          "1 in es 1/12 ft, que el conversor muestra como {{1 in ft}} ft. El decimal se repite indefinidamente, así que lo que se muestra está redondeado.",
      },
      {
        question: "¿Cómo se escriben 40 pulgadas en pies y pulgadas?",
        answer:
          "Divida entre 12: 40 in son {{40 in ft}} ft. La parte entera son 3 ft ({{3 ft in}} in), y las 4 pulgadas que sobran dan 3 ft 4 in.",
      },
    ],
  },
  "/ft-to-in": {
    about: [
      "El pie se divide tradicionalmente en 12 pulgadas, y el pie y la pulgada internacionales de 1959 mantienen exactamente esa relación: un pie son {{1 ft in}} in, {{1 ft cm}} cm. Las dos unidades se usan juntas en Estados Unidos y, para las estaturas, en el Reino Unido; por eso tantas medidas se escriben como pies más pulgadas (5 ft 10 in).",
      "Para convertir pies a pulgadas, multiplique por {{1 ft in}}. El resultado siempre es exacto, también con pies decimales: 2,5 ft son {{2.5 ft in}} in. Cuando una medida tiene pies y pulgadas, convierta los pies y sume las pulgadas. Esta conversión hace falta para las estaturas, para cortar piezas de madera, tubería o tela, para los tamaños de pantallas y muebles y para leer en pulgadas los planos de construcción de EE. UU. en pies decimales.",
    ],
    useCases: [
      "Pasar a pulgadas una estatura en pies, la unidad que usan muchos formularios y tablas de tallas",
      "Cortar tablas, tuberías, cables o telas a longitudes medidas en pulgadas",
      "Leer en pulgadas los pies decimales de planos topográficos y de obra civil",
      "Comparar medidas de muebles y pantallas indicadas en unidades distintas",
    ],
    tips: [
      {
        title: "De pies decimales a pulgadas",
        content: [
          "Solo hay que convertir la fracción: en 10,25 ft, los 0,25 ft son {{0.25 ft in}} in, así que 10,25 ft son 10 ft 3 in.",
        ],
      },
      {
        title: "Cuartos y tercios",
        content: [
          "Un cuarto de pie son {{0.25 ft in}} in; medio pie, {{0.5 ft in}} in, y tres cuartos, {{0.75 ft in}} in. Un tercio de pie son 4 in, pero 0,33 ft son solo {{0.33 ft in}} in, así que escriba las fracciones con la mayor exactitud posible.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas pulgadas tiene un pie?",
        answer:
          "Un pie tiene exactamente {{1 ft in}} in. Esa es la definición, que no cambió con el acuerdo de 1959, el cual fijó ambas unidades en metros.",
      },
      {
        question: "¿Cuántas pulgadas son 5 pies?",
        answer: "5 ft son {{5 ft in}} in. Cada pie más añade {{1 ft in}} in.",
      },
      {
        question: "¿Cuántas pulgadas de estatura son 5 ft 9 in?",
        answer: "5 ft son {{5 ft in}} in; sume las 9 in y tendrá 69 in en total.",
      },
      {
        question: "¿Cuántas pulgadas son 6 pies?",
        answer: "6 ft son {{6 ft in}} in, es decir, {{6 ft cm}} cm.",
      },
      {
        question: "¿Cuántas pulgadas son 1,5 pies?",
        answer: "1,5 ft son {{1.5 ft in}} in, un pie y medio.",
      },
    ],
  },
};
