import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/angle.ts. */
export const texts: UnitTranslations = {
  "/angle": {
    about: [
      "Un ángulo plano mide cuánto gira una línea respecto de otra con la que se corta en un punto. La unidad del SI es el radián (rad): el ángulo central de una circunferencia que abarca un arco tan largo como el radio. Un radián es el cociente de dos longitudes, por lo que es adimensional, y una vuelta completa, cuya circunferencia mide 2π veces el radio, equivale a 2π rad. Un radián son {{1 rad deg}} grados, y un grado es π/180 rad, es decir, {{1 deg rad}} rad.",
      "El grado divide una vuelta completa en 360 partes ({{1 turn deg}}° por vuelta). Cada grado tiene {{1 deg arcmin}} minutos de arco (′) y cada minuto {{1 arcmin arcsec}} segundos de arco (″), así que un grado son {{1 deg arcsec}} segundos de arco. Los minutos y segundos de arco se usan para la latitud y la longitud, en astronomía, en topografía y en óptica. El grado centesimal, también llamado gon o grad, divide la vuelta en {{1 turn grad}} partes, de modo que un ángulo recto mide {{90 deg grad}} grados centesimales; se usa en topografía, sobre todo en Europa continental.",
      "La vuelta (una revolución, {{1 turn rad}} rad) es la unidad natural para la maquinaria rotativa y para contar giros. Todos los factores de esta página se deducen de la relación exacta 1 vuelta = 2π rad = 360° = 400 gon; como π es irracional, cualquier conversión entre radianes y las demás unidades tiene infinitos decimales, y el conversor la muestra con seis decimales o en notación científica.",
    ],
    useCases: [
      "Pasar de un modo de la calculadora a otro, o de un lenguaje de programación a otro, cuyas funciones trigonométricas suelen esperar radianes: 30° son {{30 deg rad}} rad.",
      "Convertir coordenadas entre grados, minutos y segundos y grados decimales: 30′ son {{30 arcmin deg}}°, y 45″ son {{45 arcsec arcmin}}′.",
      "Leer instrumentos topográficos y mapas graduados en gon: 50 gon son {{50 grad deg}}°.",
      "Describir tamaños aparentes en astronomía: la Luna llena abarca unos 31 minutos de arco, {{31 arcmin deg}}°.",
      "Indicar rotaciones en mecánica y en animación: 2,5 vueltas son {{2.5 turn deg}}° o {{2.5 turn rad}} rad.",
    ],
    guides: [
      {
        title: "Convertir ángulos a mano",
        content: [
          "De grados a radianes: multiplique por π/180, aproximadamente {{1 deg rad}}. De radianes a grados: multiplique por 180/π, aproximadamente {{1 rad deg}}. Conserve π en el resultado cuando pueda: 90° son π/2 rad, {{90 deg rad}} con seis decimales.",
          "De grados centesimales a grados: multiplique por {{1 grad deg}}; de grados a grados centesimales: multiplique por {{1 deg grad}}. De vueltas a grados: multiplique por {{1 turn deg}}.",
        ],
      },
      {
        title: "Grados, minutos y segundos",
        content: [
          "Una posición como 40° 26′ 46″ se lee como 40 grados más 26 minutos más 46 segundos de arco. Para escribirla en grados decimales, convierta los minutos y los segundos a grados y súmelos: 26′ son {{26 arcmin deg}}° y 46″ son {{46 arcsec deg}}°.",
          "Para volver, tome los grados enteros, multiplique la parte decimal restante por {{1 deg arcmin}} para obtener los minutos y multiplique la parte decimal de esos minutos por {{1 arcmin arcsec}} para obtener los segundos. Un segundo de arco es pequeño: un radián contiene {{1 rad arcsec}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Compruebe el modo de la calculadora",
        content: [
          "sin(30) vale 0,5 solo en modo de grados. En modo de radianes, la calculadora toma 30 como 30 rad, unos {{30 rad deg}}°, y da otro resultado.",
        ],
      },
      {
        title: "Una pendiente en porcentaje no es un ángulo",
        content: [
          "Una pendiente del 100 % sube 1 m por cada metro de avance horizontal, lo que equivale a 45°, no a 90°. Calcule la arcotangente de la pendiente para obtener el ángulo.",
        ],
      },
      {
        title: "Los grados centesimales no son pendientes («grades»)",
        content: [
          "El «grad» de una calculadora es el grado centesimal ({{1 grad deg}}°), que no tiene nada que ver con la pendiente en porcentaje de una carretera (en inglés, «grade»).",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos grados tiene un radián?",
        answer:
          "Un radián son 180/π grados, {{1 rad deg}}°. A la inversa, un grado es π/180 rad, {{1 deg rad}} rad.",
      },
      {
        question: "¿Cómo se convierten grados a radianes?",
        answer:
          "Multiplique por π y divida entre 180. Por ejemplo, 45° son π/4 rad, es decir, {{45 deg rad}} rad, y 180° son π rad, {{180 deg rad}} rad.",
      },
      {
        question: "¿Qué es un grado centesimal?",
        answer:
          "Un grado centesimal (gon, grad) es 1/400 de vuelta completa, {{1 grad deg}}°, de modo que un ángulo recto mide {{90 deg grad}} grados centesimales. Se usa sobre todo en topografía.",
      },
      {
        question: "¿Cuántos segundos de arco tiene un grado?",
        answer:
          "Un grado tiene {{1 deg arcmin}} minutos de arco y cada minuto de arco {{1 arcmin arcsec}} segundos de arco, así que un grado tiene {{1 deg arcsec}} segundos de arco.",
      },
      {
        question: "¿Por qué los científicos usan radianes?",
        answer:
          "Porque en radianes la longitud de un arco es simplemente radio × ángulo, y las derivadas del seno y del coseno adoptan su forma más sencilla. Por eso la mayoría de los lenguajes de programación y de las fórmulas de física esperan los ángulos en radianes; una vuelta completa es 2π, es decir, {{1 turn rad}} rad.",
      },
    ],
  },
};
