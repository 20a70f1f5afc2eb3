import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/time.ts. */
export const texts: UnitTranslations = {
  "/time": {
    about: [
      "El tiempo se mide en segundos (s), la unidad básica del SI, definida desde 1967 mediante la física atómica: un segundo son 9.192.631.770 periodos de la radiación de una transición del cesio 133. Los intervalos más cortos usan los prefijos del SI, desde el milisegundo ({{1 ms s}} s) hasta el attosegundo, además del shake de la física nuclear ({{1 shake ns}} ns) y el tiempo de Planck. Los más largos usan las unidades del reloj y del calendario: {{1 min s}} segundos por minuto, {{1 h min}} minutos por hora y {{1 d h}} horas por día, así que un día son {{1 d s}} s y una semana, {{1 week h}} horas.",
      "Los meses y los años no tienen una duración fija en el calendario, así que el conversor usa promedios y los identifica como tales. Su año es el año gregoriano medio de {{1 year d}} días ({{1 year s}} s), el promedio del ciclo de 400 años de los años bisiestos; su mes es la doceava parte de ese año, {{1 month d}} días. Las décadas, los siglos y los milenios, así como las unidades de varios años, se construyen a partir de ese mismo año medio. El año común de 365 días y el año bisiesto de {{1 year_leap d}} días son unidades aparte, y el año juliano de exactamente {{1 year_julian d}} días es el que usan los astrónomos, por ejemplo en el año luz.",
      "Las unidades astronómicas de tiempo siguen a la Tierra y a la Luna. El año trópico, el ciclo medio de las estaciones, dura {{1 year_tropical d}} días; el año sidéreo, una órbita medida respecto de las estrellas, dura {{1 year_sidereal d}} días. El día sidéreo, una rotación medida respecto de las estrellas (en rigor, respecto del punto del equinoccio de marzo), dura {{1 day_sidereal h}} horas, algo menos que el día solar, y el mes sinódico, de luna nueva a luna nueva, dura {{1 month_synodic d}} días. El día de esta página son exactamente {{1 d s}} s; en UTC, un día con segundo intercalar tiene un segundo más.",
    ],
    useCases: [
      "Pasar a minutos las horas decimales de las hojas de horas: 7,75 h son {{7.75 h min}} minutos, y 45 minutos son {{45 min h}} h.",
      "Planificar proyectos y permisos en semanas y días: 6 semanas son {{6 week d}} días, y 90 días son {{90 d week}} semanas.",
      "Calcular ritmos por segundo a partir de cifras diarias o anuales: un día tiene {{1 d s}} s, y un año medio, {{1 year s}} s.",
      "Leer especificaciones de tiempos en electrónica e informática: 1 ms son {{1 ms μs}} µs, y 1 ns son {{1 ns ps}} ps.",
      "Trabajar con datos astronómicos en tiempo sidéreo: un día sidéreo son {{1 day_sidereal s}} s.",
      "Convertir a días duraciones dadas en meses o años: 18 meses son, de media, {{18 month d}} días.",
    ],
    guides: [
      {
        title: "Convertir tiempos a mano",
        content: [
          "De horas a minutos: multiplique por {{1 h min}}; de minutos a horas: divida entre {{1 h min}}. 2,5 h son {{2.5 h min}} min, y 90 min son {{90 min h}} h. Tenga en cuenta que 1,5 h es 1 h y {{0.5 h min}} min, no 1 h 50 min: la parte decimal es una fracción de hora, no un número de minutos.",
          "De días a segundos: multiplique por {{1 d s}}. De semanas a horas: multiplique por {{1 week h}}. Para los años, multiplique por {{1 year d}} días si se trata del año gregoriano medio, o por 365 si es un año natural corriente; en cuatro años, la diferencia suma aproximadamente el día bisiesto.",
        ],
      },
      {
        title: "¿Qué año y qué mes?",
        content: [
          "Un «año» puede ser un año natural (365 o 366 días), el año gregoriano medio ({{1 year d}} días, el «Año» de esta página), el año juliano ({{1 year_julian d}} días, usado en astronomía) o el año trópico ({{1 year_tropical d}} días, el ciclo de las estaciones). La regla de los años bisiestos del calendario gregoriano (uno de cada cuatro años, salvo los años seculares no divisibles entre 400) mantiene el año natural cerca del año trópico.",
          "Los meses del calendario tienen de 28 a 31 días, así que «un mes» en una conversión es un promedio: {{1 month d}} días, o {{1 month week}} semanas. Para periodos de facturación o contratos, cuente los días naturales reales.",
        ],
      },
    ],
    tips: [
      {
        title: "Las horas decimales no son minutos",
        content: [
          "0,2 h son {{0.2 h min}} minutos, no 20. Convierta la parte decimal antes de escribir un tiempo en horas y minutos.",
        ],
      },
      {
        title: "Tenga claro qué promedio usa",
        content: [
          "Los ritmos anuales y mensuales dependen del año y del mes elegidos. El año de esta página son {{1 year d}} días, y su mes, {{1 month d}} días.",
        ],
      },
      {
        title: "Horario de verano",
        content: [
          "Un día natural local en el que se cambia la hora dura 23 o 25 horas. El día del conversor dura siempre {{1 d h}} horas.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos segundos tiene un día?",
        answer:
          "Un día son {{1 d h}} horas × {{1 h min}} minutos × {{1 min s}} segundos = {{1 d s}} segundos. Un día UTC que incluye un segundo intercalar tiene uno más.",
      },
      {
        question: "¿Cuántos días tiene un año?",
        answer:
          "Un año natural común tiene 365 días, y un año bisiesto, {{1 year_leap d}}. Como promedio del ciclo gregoriano de 400 años, un año son {{1 year d}} días, el valor que usa esta página; el año juliano de la astronomía son {{1 year_julian d}} días.",
      },
      {
        question: "¿Cuántas semanas tiene un año?",
        answer:
          "Un año gregoriano medio son {{1 year week}} semanas. Un año común de 365 días son 52 semanas y 1 día, y un año bisiesto, 52 semanas y 2 días.",
      },
      {
        question: "¿Cuántas horas tiene un año?",
        answer:
          "Un año gregoriano medio tiene {{1 year h}} horas. Un año común de 365 días tiene {{365 d h}} horas, y un año bisiesto, {{1 year_leap h}}.",
      },
      {
        question: "¿Cuántos días tiene un mes?",
        answer:
          "El mes de este conversor es el mes medio, la doceava parte de un año gregoriano medio: {{1 month d}} días. El mes lunar (sinódico), de luna nueva a luna nueva, dura {{1 month_synodic d}} días.",
      },
      {
        question: "¿Qué es un día sidéreo?",
        answer:
          "El tiempo que tarda la Tierra en dar una vuelta respecto de las estrellas (en rigor, respecto del punto del equinoccio de marzo): {{1 day_sidereal h}} horas, o {{1 day_sidereal s}} s. El día solar de {{1 d h}} horas es más largo porque la Tierra también avanza en su órbita.",
      },
    ],
  },
};
