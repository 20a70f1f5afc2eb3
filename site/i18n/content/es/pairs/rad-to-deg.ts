import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/rad-to-deg.ts. */
export const texts: UnitTranslations = {
  "/rad-to-deg": {
    about: [
      "El radián (rad) es la unidad de ángulo plano del SI: el ángulo con vértice en el centro de una circunferencia que abarca un arco tan largo como el radio. Una vuelta completa es, por tanto, 2π rad, la longitud de la circunferencia dividida entre el radio, y esa misma vuelta son 360 grados. De π rad = 180° se sigue la relación exacta 1 rad = 180/π grados, que son {{1 rad deg}}° con seis decimales.",
      "Para convertir radianes a grados, multiplique por 180/π. El factor es irracional, así que, salvo en los múltiplos de π, los resultados en grados están redondeados, y el conversor muestra seis decimales. Un radián es un ángulo mucho mayor que un grado, así que el número de grados siempre es unas 57 veces el número de radianes. El radián es la unidad natural del cálculo, la física y la programación (las funciones trigonométricas de la mayoría de los lenguajes de programación reciben y devuelven radianes), mientras que los grados son la forma en que la gente lee y expresa los ángulos; la conversión convierte un ángulo calculado en uno que se puede imaginar.",
    ],
    useCases: [
      "Cálculos matemáticos",
      "Aplicaciones de ingeniería",
      "Investigación científica",
      "Programación: pasar a grados el resultado de atan2, asin o acos para mostrarlo",
    ],
    tips: [
      {
        title: "Múltiplos de π",
        content: [
          "Cuando un ángulo se escribe como múltiplo de π, sustituya π por 180°: π/6 rad pasa a ser 180°/6, y 3π/4 rad pasa a ser 3 × 180°/4. Escribir el valor decimal da lo mismo: 3π/4 = 2,356194490192345 rad son {{2.356194490192345 rad deg}}°.",
        ],
      },
      {
        title: "Compruebe el modo de la calculadora",
        content: [
          "Una calculadora en modo grados da sen(1) = 0,017452…, el seno de un grado; en modo radianes da 0,841470…, el seno de un radián. Un resultado que parece erróneo se debe a menudo a un modo equivocado.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos grados es 1 radián?",
        answer:
          "1 rad son 180/π grados, {{1 rad deg}}° con seis decimales, o {{1 rad arcmin}} minutos de arco.",
      },
      {
        question: "¿Cómo se convierten radianes a grados?",
        answer: "Multiplique por 180 y divida entre π. Para 2 rad: 2 × 180 / π = {{2 rad deg}}°.",
      },
      {
        question: "¿Cuánto son π radianes en grados?",
        answer:
          "π rad son exactamente 180°: escribir π con la precisión de un double (3,141592653589793) da {{3.141592653589793 rad deg}}°. Del mismo modo, π/2 rad son {{1.5707963267948966 rad deg}}° y 2π rad son {{6.283185307179586 rad deg}}°.",
      },
      {
        question: "¿Por qué los matemáticos usan radianes en lugar de grados?",
        answer:
          "Con radianes, la longitud de un arco es simplemente radio × ángulo, y la derivada de sen x es cos x sin ningún factor adicional. Con grados, aparece un factor π/180 en todas esas fórmulas.",
      },
      {
        question: "¿El radián es una unidad de verdad?",
        answer:
          "Sí. Es la unidad coherente del SI para el ángulo plano, un cociente de dos longitudes (metro por metro), por lo que a menudo se omite en productos como rad/s, escrito s⁻¹. Indicarlo evita confusiones con los grados.",
      },
    ],
  },
  "/deg-to-rad": {
    about: [
      "El grado (°) divide una vuelta completa en 360 partes iguales y es la unidad de ángulo de uso diario en geometría, navegación, topografía y construcción; cada grado se divide en 60 minutos de arco y cada minuto en 60 segundos. El radián, la unidad del SI, mide un ángulo por el arco que abarca dividido entre el radio, así que una vuelta completa es 2π rad. Por tanto, 1° = π/180 rad, que son {{1 deg rad}} rad con seis decimales.",
      "Para convertir grados a radianes, multiplique por π/180. Los ángulos habituales tienen valores sencillos en función de π: 180° = π rad ({{180 deg rad}} rad), 90° = π/2 rad ({{90 deg rad}}), 45° = π/4 rad ({{45 deg rad}}) y 360° = 2π rad ({{360 deg rad}}). Los grados se pasan a radianes antes de usar las funciones trigonométricas en la mayoría de los lenguajes de programación y hojas de cálculo, para la velocidad angular en rad/s, para las fórmulas de la longitud de arco y del área de un sector, y en los cálculos de física e ingeniería.",
    ],
    useCases: [
      "Pasar ángulos a sin, cos y tan en lenguajes de programación y hojas de cálculo",
      "Fórmulas de la longitud de arco (radio × ángulo) y del área de un sector",
      "Velocidad angular y rotación en física e ingeniería",
      "Convertir para los cálculos ángulos de topografía, navegación y dibujo",
    ],
    tips: [
      {
        title: "Conserve π siempre que pueda",
        content: [
          "En matemáticas, los resultados suelen dejarse como múltiplos de π: 60° son π/3 rad, no {{60 deg rad}} rad. Pase a decimal solo al final, para obtener un resultado numérico.",
        ],
      },
      {
        title: "Primero los minutos y segundos",
        content: [
          "Un ángulo como 30° 15′ tiene que pasarse a grados decimales antes de convertirlo: 15′ son {{15 arcmin deg}}°, así que 30° 15′ son 30,25°, que son {{30.25 deg rad}} rad.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 180 grados en radianes?",
        answer:
          "180° son exactamente π rad, que el conversor muestra como {{180 deg rad}} rad. Media vuelta son π radianes.",
      },
      {
        question: "¿Cuáles son los valores más habituales de grados a radianes?",
        answer:
          "180° = π rad ({{180 deg rad}}), 90° = π/2 ({{90 deg rad}}), 45° = π/4 ({{45 deg rad}}), 360° = 2π ({{360 deg rad}}). Además, 30° = π/6 ({{30 deg rad}}) y 60° = π/3 ({{60 deg rad}}).",
      },
      {
        question: "¿Cuántos radianes es 1 grado?",
        answer: "1° son π/180 rad, {{1 deg rad}} rad con seis decimales.",
      },
      {
        question: "¿Cuántos radianes tiene una circunferencia completa?",
        answer: "Una vuelta completa, 360°, son 2π rad, {{360 deg rad}} rad.",
      },
      {
        question: "¿Cómo convierto grados a radianes en Excel o en código?",
        answer:
          "Multiplique por π/180: en una hoja de cálculo, RADIANES(A1) o A1*PI()/180 (RADIANS en inglés); en JavaScript, x * Math.PI / 180; en Python, math.radians(x). Las funciones trigonométricas de los tres esperan radianes.",
      },
    ],
  },
};
