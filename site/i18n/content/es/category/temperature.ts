import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/temperature.ts. */
export const texts: UnitTranslations = {
  "/temperature": {
    about: [
      "La temperatura mide lo caliente o lo frío que está algo. Su unidad del SI es el kelvin (K), definido desde 2019 mediante un valor fijo de la constante de Boltzmann; la escala kelvin empieza en el cero absoluto, la temperatura más baja posible, y se escribe sin signo de grado. La escala Celsius usa grados del mismo tamaño que el kelvin, desplazados de modo que 0 °C = {{0 c k}} K. En ella, el agua se congela a unos 0 °C y hierve a unos 100 °C a la presión del nivel del mar.",
      "La escala Fahrenheit, que se usa para el tiempo y la cocina en Estados Unidos, tiene grados de 5/9 del tamaño de un kelvin; en ella el agua se congela a {{0 c f}} °F y hierve a {{100 c f}} °F. La escala Rankine, que también se ofrece aquí, es la escala absoluta con grados del tamaño de los Fahrenheit: 0 °R es el cero absoluto, es decir, {{0 k c}} °C y {{0 k f}} °F. Aparece en parte de la termodinámica técnica de EE. UU.",
      "A diferencia de la mayoría de las conversiones, las escalas de temperatura no comparten el cero, así que convertir una temperatura exige multiplicar y sumar: °F = °C × 9/5 + 32, K = °C + 273,15 y °R = °F + 459,67. Estas fórmulas son exactas. El conversor muestra las temperaturas con 2 decimales, así que 350 °F aparece como {{350 f c}} °C. Una diferencia de temperatura es otra cosa: un cambio de 1 °C es un cambio de 1,8 °F, no de {{1 c f}} °F. Las diferencias tienen su propio conversor, el de intervalos de temperatura.",
    ],
    useCases: [
      "Leer la previsión del tiempo de otro país: 30 °C son {{30 c f}} °F, y 50 °F son {{50 f c}} °C.",
      "Ajustar el horno según una receta: 350 °F son {{350 f c}} °C, y 200 °C son {{200 c f}} °F.",
      "Comprobar la temperatura corporal: 38 °C, un umbral de fiebre habitual, son {{38 c f}} °F.",
      "Introducir temperaturas en fórmulas de física y química, que necesitan kelvin: 25 °C son {{25 c k}} K.",
      "Trabajar con datos criogénicos: el nitrógeno líquido hierve a unos 77 K, es decir, {{77 k c}} °C o {{77 k f}} °F.",
      "Usar tablas técnicas de EE. UU. en grados Rankine: 500 °R son {{500 r f}} °F.",
    ],
    guides: [
      {
        title: "Convertir temperaturas a mano",
        content: [
          "De Celsius a Fahrenheit: multiplique por 9/5 (es decir, 1,8) y sume 32. Para 25 °C: 25 × 1,8 = 45, y 45 + 32 da {{25 c f}} °F. De Fahrenheit a Celsius: reste primero 32 y multiplique después por 5/9. Para 98,6 °F: 98,6 − 32 = 66,6, y 66,6 × 5/9 da {{98.6 f c}} °C. El orden importa: multiplicar antes de restar da un resultado erróneo.",
          "De Celsius a kelvin: sume 273,15, así que 20 °C son {{20 c k}} K. De Fahrenheit a Rankine: sume 459,67, así que 70 °F son {{70 f r}} °R. El kelvin y el Rankine se relacionan solo por un factor: K = °R × 5/9.",
          "Un cálculo mental rápido de °F a partir de °C es «multiplicar por dos y sumar 30»; solo se aproxima al valor real en torno a la temperatura ambiente (20 °C dan 70 en lugar de {{20 c f}}) y se aleja de él a medida que uno se aparta de ella. La fórmula exacta siempre es mejor para cualquier cosa importante.",
        ],
      },
      {
        title: "Temperaturas y diferencias de temperatura",
        content: [
          "Una lectura como 20 °C es un punto de una escala; una subida de 20 °C es una diferencia. Para convertir el punto se usa la fórmula completa ({{20 c f}} °F), mientras que para convertir la diferencia se usa solo el factor 9/5 (20 × 9/5, una subida de 36 °F). Confundir ambas cosas es un error frecuente al convertir datos climáticos o técnicos.",
          "Los valores en kelvin son las dos cosas: como la escala kelvin empieza en el cero absoluto, una temperatura en kelvin es también su diferencia respecto del cero absoluto. Por eso las leyes de los gases y las fórmulas de radiación necesitan temperaturas absolutas en kelvin o en grados Rankine, nunca en °C ni en °F.",
        ],
      },
    ],
    tips: [
      {
        title: "Recuerde los puntos fijos",
        content: [
          "0 °C = {{0 c f}} °F, 100 °C = {{100 c f}} °F y −40 °C = {{-40 c f}} °F, el único valor en que coinciden las dos escalas.",
        ],
      },
      {
        title: "No hay kelvin negativos",
        content: [
          "Nada puede estar más frío que 0 K ({{0 k c}} °C). Un valor negativo en kelvin o en grados Rankine en un cálculo indica un error, a menudo un 273,15 olvidado.",
        ],
      },
      {
        title: "Dos decimales",
        content: [
          "Los resultados se muestran con 2 decimales, suficientes para termómetros y hornos: 1 °R aparece como {{1 r k}} K.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuál es la fórmula para convertir Celsius a Fahrenheit?",
        answer:
          "°F = °C × 9/5 + 32. Por ejemplo, 37 °C × 9/5 + 32 = {{37 c f}} °F. La inversa es °C = (°F − 32) × 5/9.",
      },
      {
        question: "¿A qué temperatura coinciden Celsius y Fahrenheit?",
        answer:
          "A −40: −40 °C son {{-40 c f}} °F. Al resolver C = C × 9/5 + 32 se obtiene C = −40, el único punto en que las dos escalas marcan el mismo número.",
      },
      {
        question: "¿Cómo se convierten grados Celsius a kelvin?",
        answer:
          "Sume 273,15: K = °C + 273,15. Así, 0 °C son {{0 c k}} K y 100 °C son {{100 c k}} K. El kelvin se escribe sin signo de grado.",
      },
      {
        question: "¿Cuánto es el cero absoluto en grados Celsius y Fahrenheit?",
        answer:
          "El cero absoluto es 0 K, es decir, {{0 k c}} °C, {{0 k f}} °F y {{0 k r}} °R. Ninguna temperatura puede ser más baja.",
      },
      {
        question: "¿Para qué se usa la escala Rankine?",
        answer:
          "La Rankine es una escala absoluta con grados del tamaño de los Fahrenheit (°R = °F + 459,67), que se usa en parte de la termodinámica técnica de EE. UU., donde hacen falta temperaturas absolutas. Una temperatura ambiente de 70 °F son {{70 f r}} °R.",
      },
      {
        question: "¿Por qué una subida de 1 °C no son {{1 c f}} °F?",
        answer:
          "Porque 1 °C como temperatura son {{1 c f}} °F, pero una subida de 1 °C es una subida de 1,8 °F: el desplazamiento de +32 se aplica a las lecturas, no a las diferencias. Para las diferencias, use el conversor de intervalos de temperatura.",
      },
    ],
  },
};
