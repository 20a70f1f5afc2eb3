import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/m-to-yd.ts. */
export const texts: UnitTranslations = {
  "/m-to-yd": {
    about: [
      "El metro es la unidad de longitud del SI; la yarda es la unidad imperial y del sistema usual de EE. UU. que vale {{1 yd ft}} pies o {{1 yd in}} pulgadas. El acuerdo internacional sobre la yarda y la libra de 1959 definió la yarda como exactamente {{1 yd m}} m, y todas las demás longitudes imperiales (pulgada, pie, milla) se derivan de ella. Un metro son, por tanto, {{1 m yd}} yd, redondeado a seis decimales.",
      "Para convertir metros a yardas, divida entre {{1 yd m}}. La yarda es algo más corta que el metro, así que el número de yardas siempre es un poco mayor, en torno a un 9 %. La conversión hace falta cuando uno de los lados de una comparación usa yardas: telas y cintas que se venden por yardas en Estados Unidos, distancias en campos de golf, el fútbol americano, piscinas construidas de 25 yardas y las señales de tráfico del Reino Unido que dan las distancias cortas en yardas.",
    ],
    useCases: [
      "Comprar tela, cinta o hilo con precio por yarda",
      "Distancias de golf en campos y telémetros configurados en metros o en yardas",
      "Comparar distancias de atletismo y natación en metros con pruebas en yardas",
      "Distancias cortas en las señales de tráfico del Reino Unido, que se dan en yardas",
    ],
    tips: [
      {
        title: "Sume una décima parte, más o menos",
        content: [
          "Para una estimación rápida, sume un 10 % a los metros: 100 m dan 110 yd, frente a {{100 m yd}} yd. El atajo se pasa en torno a un 0,6 %.",
        ],
      },
      {
        title: "Yardas, pies y pulgadas",
        content: [
          "La parte decimal de un resultado en yardas es una fracción de yarda, no pies. Multiplíquela por 3 para obtener pies o por 36 para obtener pulgadas.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas yardas son 100 metros?",
        answer:
          "100 m son {{100 m yd}} yd. Una carrera de 100 m tiene, por tanto, casi 110 yardas, mientras que un campo de 100 yardas mide {{100 yd m}} m.",
      },
      {
        question: "¿Cuántas yardas tiene un metro?",
        answer:
          "Un metro son {{1 m yd}} yd, o {{1 m in}} in frente a las {{1 yd in}} in de la yarda. La yarda mide exactamente {{1 yd m}} m.",
      },
      {
        question: "¿Cuántas yardas de tela son 2 metros?",
        answer:
          "2 m son {{2 m yd}} yd. Comprando 2 1/4 yd ({{2.25 yd m}} m) le alcanzaría, con un poco de margen.",
      },
      {
        question: "¿Un metro es lo mismo que una yarda?",
        answer:
          "No. Son parecidos, pero el metro es más largo: {{1 m yd}} yd. La diferencia crece con la distancia: 1000 m son {{1000 m yd}} yd.",
      },
      {
        question: "¿Cuántas yardas son 400 m?",
        answer:
          "400 m, una vuelta a una pista de atletismo estándar, son {{400 m yd}} yd. El antiguo cuarto de milla imperial tiene 440 yd, que son {{440 yd m}} m.",
      },
    ],
  },
  "/yd-to-m": {
    about: [
      "La yarda era la base del sistema imperial de longitudes: la pulgada, el pie y la milla son fracciones y múltiplos de ella. Desde el acuerdo internacional sobre la yarda y la libra de 1959 mide exactamente {{1 yd m}} m, igual en Estados Unidos, el Reino Unido y los demás países firmantes. Una yarda son {{1 yd ft}} ft o {{1 yd in}} in.",
      "Para convertir yardas a metros, multiplique por {{1 yd m}}. El factor es exacto, así que las yardas enteras dan como máximo cuatro decimales en metros y el conversor muestra el resultado completo. El número de metros siempre es algo menor, en torno a un 8,6 %. Se convierten yardas para telas y moquetas compradas por yardas, distancias de fútbol americano y de golf, piscinas medidas en yardas y registros antiguos británicos de deporte e ingeniería.",
    ],
    useCases: [
      "Tela, moqueta e hilo comprados por yardas",
      "Distancias del fútbol americano: el campo de 100 yardas, 10 yardas para un primer down",
      "Longitudes de hoyos de golf y distancias de los palos dadas en yardas",
      "Nadar en piscinas de 25 yardas y comparar tiempos con piscinas de 25 m y 50 m",
    ],
    tips: [
      {
        title: "Reste una décima parte, más o menos",
        content: [
          "Para una estimación rápida, quite una décima parte de las yardas: 200 yd dan 180 m, frente a {{200 yd m}} m. La estimación se queda corta en torno a un 1,6 %.",
        ],
      },
      {
        title: "Las yardas cuadradas no son yardas",
        content: [
          "La moqueta y el césped se venden a menudo por yarda cuadrada, que es una superficie. Una yarda cuadrada son {{1 yd m}} × {{1 yd m}} m², no {{1 yd m}} m²; para eso usa el conversor de superficie.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos metros tiene una yarda?",
        answer: "Una yarda son exactamente {{1 yd m}} m, es decir, {{1 yd cm}} cm.",
      },
      {
        question: "¿Cuántos metros son 100 yardas?",
        answer:
          "100 yd son {{100 yd m}} m, la longitud de un campo de fútbol americano entre las líneas de gol.",
      },
      {
        question: "¿Es la yarda más larga que el metro?",
        answer:
          "No. Una yarda son {{1 yd m}} m, así que es más corta que un metro: una yarda mide {{1 yd in}} in, y un metro {{1 m in}} in.",
      },
      {
        question: "¿Cuántos metros tiene un hoyo de golf de 400 yardas?",
        answer:
          "400 yd son {{400 yd m}} m. Un hoyo marcado con 400 m en un campo métrico es más largo: {{400 m yd}} yd.",
      },
      {
        question: "¿Cuánto mide en metros una piscina de 25 yardas?",
        answer:
          "Una piscina de 25 yardas mide {{25 yd m}} m de largo, así que una de 25 m es más larga y los tiempos nadados en una y otra no son directamente comparables.",
      },
    ],
  },
};
