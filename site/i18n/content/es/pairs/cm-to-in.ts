import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/cm-to-in.ts. */
export const texts: UnitTranslations = {
  "/cm-to-in": {
    about: [
      "Un centímetro (cm) es la centésima parte de un metro, la unidad de longitud del SI. La pulgada (in) pertenece al sistema imperial y al sistema usual de EE. UU. Desde el acuerdo internacional sobre la yarda y la libra de 1959, la pulgada se define a partir del metro: una pulgada mide exactamente {{1 in cm}} cm ({{1 in mm}} mm). En sentido contrario, un centímetro son {{1 cm in}} in, una cifra redondeada a seis decimales, porque 1/2,54 no tiene una expresión decimal finita.",
      "Para pasar de centímetros a pulgadas, divida entre {{1 in cm}}. La pulgada es la unidad mayor, así que el número de pulgadas siempre es menor que el de centímetros. Multiplicar por {{1 cm in}} da el mismo resultado con unas seis cifras significativas; dividir entre el valor exacto {{1 in cm}} no añade ningún redondeo propio. Esta conversión aparece con las tablas de tallas de ropa, las medidas corporales, las pantallas que se venden por pulgadas y las instrucciones de costura, carpintería o impresión escritas en pulgadas cuando la cinta métrica que tiene a mano es métrica.",
    ],
    useCases: [
      "Leer tablas de tallas de ropa y calzado que dan la cintura, el pecho, la entrepierna o la longitud del pie en pulgadas",
      "Convertir una estatura o una medida corporal tomada con una cinta métrica",
      "Averiguar en pulgadas el tamaño de una pantalla, un monitor o un marco medido en centímetros",
      "Seguir patrones de costura, punto y carpintería escritos en pulgadas",
      "Comparar medidas de productos entre catálogos métricos y de EE. UU.",
    ],
    tips: [
      {
        title: "Divida, no multiplique",
        content: [
          "Un despiste habitual es multiplicar los centímetros por 2,54, lo que da un número 6,45 veces mayor de lo debido. Una comprobación: el resultado en pulgadas debe ser menor que el número de centímetros de partida.",
        ],
      },
      {
        title: "Redondee una sola vez, al final",
        content: [
          "Convierta la longitud total y redondee el resultado, en lugar de convertir partes y sumar sus valores redondeados: cada parte redondeada arrastra un pequeño error, y los errores se acumulan.",
        ],
      },
      {
        title: "Estimación rápida",
        content: [
          "Para una cifra aproximada de cabeza, multiplique los centímetros por 4 y divida entre 10. La estimación sale alrededor de un 1,6 % alta: 50 cm dan 20 in, frente a {{50 cm in}} in exactas.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas pulgadas son 170 cm?",
        answer:
          "170 cm son {{170 cm in}} in. En pies y pulgadas, algo menos de 5 ft 7 in, ya que 5 ft 7 in (67 in) son {{67 in cm}} cm.",
      },
      {
        question: "¿Cuántas pulgadas es 1 cm?",
        answer:
          "1 cm son {{1 cm in}} in, algo más de 3/8 in (3/8 in son {{0.375 in cm}} cm). En una regla graduada en dieciseisavos, un centímetro cae justo después de la sexta marca.",
      },
      {
        question: "¿Una pulgada mide exactamente 2,54 cm?",
        answer:
          "Sí. El acuerdo internacional sobre la yarda y la libra de 1959 fijó la pulgada en exactamente {{1 in cm}} cm, así que cualquier conversión entre ambas es una simple división en la que no interviene ninguna constante medida.",
      },
      {
        question: "¿Cuántas pulgadas mide una regla de 30 cm?",
        answer:
          "30 cm son {{30 cm in}} in, algo menos de un pie: una regla de 12 pulgadas mide {{12 in cm}} cm.",
      },
      {
        question: "¿Cuánto son 100 cm en pulgadas?",
        answer: "100 cm, un metro, son {{100 cm in}} in, algo más de una yarda de {{1 yd in}} in.",
      },
      {
        question: "¿Por qué el resultado tiene tantos decimales?",
        answer:
          "Dividir entre 2,54 rara vez da un decimal corto. El conversor muestra hasta seis decimales y suprime los ceros finales, así que 127 cm dan exactamente {{127 cm in}} in, mientras que 1 cm da {{1 cm in}} in.",
      },
    ],
  },
  "/in-to-cm": {
    about: [
      "La pulgada es la longitud pequeña de uso cotidiano en Estados Unidos y se sigue usando en el Reino Unido y Canadá para estaturas, pantallas y herramientas. Se define como exactamente {{1 in cm}} centímetros por el acuerdo internacional sobre la yarda y la libra de 1959. Antes, las pulgadas estadounidense y británica se diferenciaban en unas pocas partes por millón; la antigua definición estadounidense pervive en el pie de agrimensura de EE. UU. (1200/3937 m), que el NIST retiró para los nuevos trabajos de agrimensura a finales de 2022.",
      "Para convertir pulgadas a centímetros, multiplique por {{1 in cm}}. Como el factor es exacto y tiene solo dos decimales, el resultado también es exacto: un valor con dos decimales en pulgadas da como mucho cuatro decimales en centímetros, y el conversor lo muestra completo. Esta conversión hace falta para las diagonales de televisores y monitores, las medidas de llantas y neumáticos, los tamaños de papel de EE. UU., las tablas de calzado y ropa, y cualquier plano o receta para un molde de repostería hechos en Estados Unidos.",
    ],
    useCases: [
      "Tamaños de pantalla: televisores, monitores, portátiles y teléfonos se venden por su diagonal en pulgadas",
      "Llantas y neumáticos, cuyos diámetros se dan en pulgadas",
      "US Letter (8,5 × 11 in) y otros tamaños de papel y de copias fotográficas de EE. UU.",
      "Moldes de repostería y tamaños de pizzas y tartas en recetas estadounidenses",
      "Estaturas y medidas corporales dadas en pulgadas",
    ],
    tips: [
      {
        title: "Pase primero las fracciones a decimales",
        content: [
          "Las medidas en pulgadas suelen ser fracciones: 5 3/8 in son 5,375 in. Escriba la forma decimal; el resultado, {{5.375 in cm}} cm, es exacto.",
        ],
      },
      {
        title: "Pies y pulgadas",
        content: [
          "Para una medida como 5 ft 9 in, convierta toda la longitud en pulgadas (69 in dan {{69 in cm}} cm), o convierta los pies y las pulgadas por separado y súmelos: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos centímetros tiene una pulgada?",
        answer:
          "Una pulgada tiene exactamente {{1 in cm}} cm, por definición. Es decir, {{1 in mm}} mm.",
      },
      {
        question: "¿Cuántos cm mide un televisor de 55 pulgadas?",
        answer:
          "Una pantalla de 55 pulgadas mide {{55 in cm}} cm de diagonal, de una esquina de la imagen visible a la esquina opuesta. El ancho y el alto dependen de la relación de aspecto.",
      },
      {
        question: "¿Cuánto son 12 pulgadas en cm?",
        answer: "12 pulgadas, un pie, son {{12 in cm}} cm, algo más que una regla de 30 cm.",
      },
      {
        question: "¿Qué tamaño tiene el papel US Letter en centímetros?",
        answer:
          "El US Letter mide 8,5 × 11 in, es decir, {{8.5 in cm}} × {{11 in cm}} cm. La hoja A4 que se usa en otros lugares mide 21 × 29,7 cm: es más estrecha y más larga.",
      },
      {
        question: "¿La pulgada siempre ha medido 2,54 cm?",
        answer:
          "No. Antes de 1959, la pulgada estadounidense era 1/39,37 de metro y la británica estaba ligada a una yarda patrón física; ambas se diferenciaban en unas pocas partes por millón. El acuerdo de 1959 fijó las dos en exactamente {{1 in cm}} cm.",
      },
    ],
  },
};
