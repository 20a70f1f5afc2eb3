import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/c-to-f.ts. */
export const texts: UnitTranslations = {
  "/c-to-f": {
    about: [
      "Celsius (°C) es la escala de temperatura de la vida cotidiana en casi todos los países y la de la ciencia en todo el mundo; Fahrenheit (°F) es la escala cotidiana de Estados Unidos. Hoy ambas se definen a partir del kelvin, la unidad de temperatura del SI: una temperatura en °C es el valor en kelvin menos 273,15, y un grado Fahrenheit es exactamente 5/9 de kelvin. Las dos escalas tienen ceros distintos y grados de distinto tamaño, así que la conversión no es una simple multiplicación: el agua se congela a {{0 c f}} °F, no a 0 °F.",
      "Para convertir Celsius a Fahrenheit, multiplique por 9/5 (1,8) y sume después 32: °F = °C × 9/5 + 32. El orden importa; sumar primero da un resultado erróneo. Cada grado Celsius son 1,8 grados Fahrenheit, así que las cifras en Fahrenheit cambian más deprisa, y las dos escalas se cruzan en un punto: −40 °C son {{-40 c f}} °F. Los dos campos del conversor son editables, y la página muestra los resultados con dos decimales. Esta conversión hace falta para previsiones del tiempo, temperaturas del horno, temperatura corporal e instrucciones científicas o de cocina escritas para la otra escala.",
    ],
    useCases: [
      "Previsiones del tiempo y datos climáticos de países que usan la otra escala",
      "Temperaturas del horno en recetas europeas y estadounidenses",
      "Lecturas de temperatura corporal de un termómetro en grados Celsius",
      "Temperaturas de laboratorio, de ingeniería y de acuarios",
    ],
    tips: [
      {
        title: "Duplique y sume 30",
        content: [
          "Para el tiempo, duplicar el valor en Celsius y sumar 30 da una estimación rápida. Es exacta a 10 °C ({{10 c f}} °F) y se desvía más cuanto más se aleja de 10 °C: a 30 °C da 90, frente a {{30 c f}} °F.",
        ],
      },
      {
        title: "Las diferencias no son temperaturas",
        content: [
          "Un cambio de temperatura se convierte sin el 32: una subida de 10 °C es una subida de 18 °F, no de 50 °F. Para las diferencias, use el conversor de intervalos de temperatura.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la fórmula para convertir Celsius a Fahrenheit?",
        answer:
          "°F = °C × 9/5 + 32. Multiplique primero y sume después: 25 °C × 1,8 = 45, y sumando 32 se obtienen {{25 c f}} °F.",
      },
      {
        question: "¿−40 es lo mismo en Celsius y en Fahrenheit?",
        answer:
          "Sí. −40 °C son {{-40 c f}} °F: es la única temperatura en la que las dos escalas muestran el mismo número.",
      },
      {
        question: "¿Cuánto son 37 °C en Fahrenheit?",
        answer:
          "37 °C son {{37 c f}} °F, la cifra que suele citarse como temperatura corporal normal. Una lectura de 38 °C son {{38 c f}} °F.",
      },
      {
        question: "¿Cuánto son 180 °C en Fahrenheit para hornear?",
        answer:
          "180 °C son {{180 c f}} °F. Las recetas estadounidenses redondean las temperaturas del horno de 25 en 25 °F, así que 180 °C corresponden a la temperatura habitual de 350 °F ({{350 f c}} °C). 200 °C son {{200 c f}} °F.",
      },
      {
        question: "¿Cuánto son 0 °C en Fahrenheit?",
        answer:
          "0 °C, el punto de congelación del agua, son {{0 c f}} °F. El agua hierve a unos 100 °C a la presión atmosférica estándar, es decir, a {{100 c f}} °F.",
      },
      {
        question: "¿Por qué el conversor muestra dos decimales?",
        answer:
          "Las temperaturas se muestran con dos decimales, suficientes para cualquier termómetro de uso cotidiano. Los resultados que terminan en ceros se acortan, así que 20 °C muestra {{20 c f}} °F y 21 °C muestra {{21 c f}} °F.",
      },
    ],
  },
  "/f-to-c": {
    about: [
      "Fahrenheit (°F) es la escala de temperatura que usa Estados Unidos para el tiempo, la cocina y la medicina; Celsius (°C) se usa en casi todo el resto del mundo. Según las definiciones actuales, un grado Fahrenheit es exactamente 5/9 de kelvin y 0 °F está {{0 f r}} grados Fahrenheit por encima del cero absoluto (es decir, {{0 f r}} °R en la escala Rankine), mientras que 0 °C son {{0 c k}} K. El agua se congela a 32 °F y hierve a unos 212 °F a la presión estándar, es decir, a {{32 f c}} °C y {{212 f c}} °C.",
      "Para convertir Fahrenheit a Celsius, reste primero 32 y multiplique después por 5/9: °C = (°F − 32) × 5/9. La resta elimina el desfase entre los dos ceros, y la multiplicación tiene en cuenta que el grado Fahrenheit es más pequeño. Como 5/9 es un decimal periódico, muchos resultados se redondean; la página muestra dos decimales, y los dos campos son editables, así que puede escribir en cualquiera de las dos escalas. Las escalas se cruzan en −40: −40 °F son {{-40 f c}} °C. Esta conversión se usa para las previsiones del tiempo de EE. UU., las recetas y los mandos de horno estadounidenses, la temperatura corporal y la fiebre, y los ajustes del termostato.",
    ],
    useCases: [
      "Previsiones del tiempo y registros de temperatura de EE. UU.",
      "Temperaturas del horno en recetas estadounidenses (325, 350, 375, 400 °F)",
      "Lecturas de fiebre y temperatura corporal en °F",
      "Temperaturas de termostatos, piscinas y acuarios",
    ],
    tips: [
      {
        title: "Reste 30 y divida entre dos",
        content: [
          "Para una estimación rápida, reste 30 al valor en Fahrenheit y divida el resto entre dos. A 50 °F la estimación es exacta ({{50 f c}} °C); a 80 °F da 25, frente a {{80 f c}} °C.",
        ],
      },
      {
        title: "Redondee con sentido las temperaturas del horno",
        content: [
          "Los mandos del horno no tienen una precisión de un grado. Los {{350 f c}} °C de 350 °F suelen ajustarse como 180 °C, y los {{400 f c}} °C de 400 °F, como 200 °C.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la fórmula para convertir Fahrenheit a Celsius?",
        answer:
          "°C = (°F − 32) × 5/9. Reste primero 32: para 68 °F, 68 − 32 = 36, y 36 × 5/9 = {{68 f c}} °C.",
      },
      {
        question: "¿A qué temperatura coinciden Fahrenheit y Celsius?",
        answer:
          "A −40. El conversor da −40 °F = {{-40 f c}} °C; ninguna otra temperatura tiene el mismo número en las dos escalas.",
      },
      {
        question: "¿Cuánto son 98,6 °F en Celsius?",
        answer:
          "98,6 °F son {{98.6 f c}} °C, la cifra tradicional de la temperatura corporal normal. 100,4 °F, un umbral de fiebre habitual, son {{100.4 f c}} °C.",
      },
      {
        question: "¿Cuánto son 350 °F en Celsius?",
        answer:
          "350 °F son {{350 f c}} °C. Las recetas métricas suelen redondearlo a 180 °C, la temperatura de horno habitual más próxima.",
      },
      {
        question: "¿Cuánto son 0 °F en Celsius?",
        answer:
          "0 °F son {{0 f c}} °C, muy por debajo del punto de congelación del agua. Los congeladores suelen ajustarse a más o menos esta temperatura.",
      },
      {
        question: "¿Cuánto son 72 °F en Celsius?",
        answer: "72 °F, una temperatura habitual del termostato en interiores, son {{72 f c}} °C.",
      },
    ],
  },
};
