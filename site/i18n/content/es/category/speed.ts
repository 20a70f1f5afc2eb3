import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/speed.ts. */
export const texts: UnitTranslations = {
  "/speed": {
    about: [
      "La velocidad es la distancia recorrida por unidad de tiempo. Su unidad del SI es el metro por segundo (m/s). El tráfico rodado de la mayor parte del mundo usa el kilómetro por hora: como una hora tiene 3600 segundos, 1 m/s son exactamente {{1 m_s km_h}} km/h y 1 km/h son {{1 km_h m_s}} m/s. La página combina también milímetros, centímetros y metros con segundos, minutos y horas para procesos lentos, como los avances de mecanizado o la intensidad de la lluvia.",
      "Estados Unidos y el Reino Unido señalizan las velocidades en carretera en millas por hora. Como la milla mide exactamente {{1 mi_h km_h}} km, 1 mph son exactamente {{1 mi_h km_h}} km/h o {{1 mi_h m_s}} m/s, y 100 km/h son {{100 km_h mi_h}} mph. El pie por segundo (exactamente {{1 ft_s m_s}} m/s) es habitual en la ingeniería y la balística de EE. UU. En el mar y en el aire, la unidad es el nudo, una milla náutica por hora, exactamente {{1 knot km_h}} km/h; el antiguo nudo del Almirantazgo británico ({{1 knot_uk ft_h}} pies por hora) son {{1 knot_uk knot}} nudos internacionales.",
      "Algunas entradas son magnitudes físicas más que unidades. Mach 1 es la velocidad local del sonido, que depende de la temperatura del aire; la página la ofrece para aire seco a 20 °C ({{1 mach_20c km_h}} km/h) y para la estratosfera estándar a −56,5 °C ({{1 mach_si km_h}} km/h), cada una con su etiqueta. La velocidad de la luz en el vacío es exacta por definición ({{1 c km_s}} km/s), mientras que las velocidades del sonido en agua dulce y en agua de mar y las velocidades cósmicas son valores típicos indicados en sus etiquetas.",
    ],
    useCases: [
      "Conducir en el extranjero: un límite urbano de 50 km/h son {{50 km_h mi_h}} mph, y un límite de 70 mph en autopista son {{70 mi_h km_h}} km/h.",
      "Leer la velocidad del viento, que las previsiones dan en km/h, m/s, mph o nudos: 15 m/s son {{15 m_s km_h}} km/h o {{15 m_s knot}} nudos.",
      "Comparar ritmos de carrera y de ciclismo: 12 km/h son {{12 km_h m_s}} m/s o {{12 km_h mi_h}} mph.",
      "Convertir velocidades de barcos y aviones: 450 nudos son {{450 knot km_h}} km/h o {{450 knot mi_h}} mph.",
      "Ajustar avances de máquinas dados en mm/min o in/min: 500 mm/min son {{500 mm_min in_min}} in/min.",
      "Comprobar datos de proyectiles y de balística en pies por segundo: 1000 ft/s son {{1000 ft_s m_s}} m/s.",
    ],
    guides: [
      {
        title: "Convertir velocidades a mano",
        content: [
          "De km/h a mph: multiplique por {{1 km_h mi_h}}, o divida entre {{1 mi_h km_h}}. De mph a km/h: multiplique por {{1 mi_h km_h}}. Por ejemplo, 60 mph son {{60 mi_h km_h}} km/h, y 120 km/h son {{120 km_h mi_h}} mph.",
          "De m/s a km/h: multiplique por {{1 m_s km_h}}; de km/h a m/s: divida entre {{1 m_s km_h}}. Así, 10 m/s son {{10 m_s km_h}} km/h y 90 km/h son {{90 km_h m_s}} m/s. De nudos a km/h: multiplique por {{1 knot km_h}}; de nudos a mph: multiplique por {{1 knot mi_h}}.",
        ],
      },
      {
        title: "Números de Mach",
        content: [
          "Un número de Mach es una velocidad dividida entre la velocidad local del sonido, y la velocidad del sonido en el aire aumenta con la temperatura. Mach 1 en aire seco a 20 °C son {{1 mach_20c m_s}} m/s, pero por encima de 11 km, donde la atmósfera estándar está a −56,5 °C, son solo {{1 mach_si m_s}} m/s.",
          "Use la entrada de Mach cuya temperatura corresponda a su caso o, mejor aún, calcule la velocidad del sonido para la temperatura real del aire. Un factor «Mach» único y fijo es solo una aproximación.",
        ],
      },
    ],
    tips: [
      {
        title: "Los nudos son náuticos",
        content: [
          "Un nudo son {{1 knot mi_h}} mph, no 1 mph. Las velocidades en aviación y navegación marítima se dan casi siempre en nudos.",
        ],
      },
      {
        title: "m/s y km/h",
        content: [
          "El factor entre m/s y km/h es exactamente {{1 m_s km_h}}: divida los km/h entre él para obtener m/s, y multiplique los m/s por él para obtener km/h.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cómo se convierten km/h a mph?",
        answer:
          "Multiplique por {{1 km_h mi_h}}. Por ejemplo, 100 km/h son {{100 km_h mi_h}} mph. El factor inverso exacto es {{1 mi_h km_h}}, la longitud de una milla en kilómetros.",
      },
      {
        question: "¿Cuántos km/h es 1 mph?",
        answer:
          "Exactamente {{1 mi_h km_h}} km/h, porque la milla internacional se define como {{1 mi_h km_h}} km. 60 mph son {{60 mi_h km_h}} km/h.",
      },
      {
        question: "¿Cómo se convierten m/s a km/h?",
        answer:
          "Multiplique por {{1 m_s km_h}}: un kilómetro son 1000 m y una hora son 3600 s, y 3600/1000 = 3,6. Así, 25 m/s son {{25 m_s km_h}} km/h.",
      },
      {
        question: "¿Qué velocidad es un nudo?",
        answer:
          "Un nudo es una milla náutica por hora: exactamente {{1 knot km_h}} km/h, o {{1 knot mi_h}} mph, o {{1 knot m_s}} m/s.",
      },
      {
        question: "¿Qué velocidad es Mach 1?",
        answer:
          "Depende de la temperatura del aire. En aire seco a 20 °C, Mach 1 son {{1 mach_20c km_h}} km/h ({{1 mach_20c mi_h}} mph); a −56,5 °C, en la estratosfera, son {{1 mach_si km_h}} km/h.",
      },
      {
        question: "¿Cuál es la velocidad de la luz en km/s y en mph?",
        answer:
          "La velocidad de la luz en el vacío es exactamente {{1 c m_s}} m/s, un valor fijado por la definición del metro: {{1 c km_s}} km/s, o {{1 c mi_h}} mph.",
      },
    ],
  },
};
