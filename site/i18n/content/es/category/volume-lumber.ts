import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/volume-lumber.ts. */
export const texts: UnitTranslations = {
  "/volume-lumber": {
    about: [
      "La madera aserrada y la leña se venden por volumen, en unidades propias. El pie tablar (bf, o FBM, de «foot board measure»), la unidad del comercio de madera de Norteamérica, es el volumen de una tabla de un pie de largo, un pie de ancho y una pulgada de grosor: {{1 bf in3}} pulgadas cúbicas, o la doceava parte de un pie cúbico ({{1 cf bf}} pies tablares por pie cúbico). Las cantidades grandes se cotizan por cada mil pies tablares, lo que se escribe MBF, con la M romana de mil.",
      "El pie cúbico (cf) son {{1 cf m3}} m³, y el metro cúbico, la unidad que se usa para la madera en casi todo el mundo, son {{1 m3 cf}} pies cúbicos o {{1 m3 bf}} pies tablares. La cuerda mide leña y madera para pasta apiladas: una pila de 4 ft de alto, 4 ft de ancho y 8 ft de largo, {{1 cord cf}} pies cúbicos ({{1 cord m3}} m³) incluido el aire entre las piezas. Todas estas relaciones son exactas por definición, porque se basan en la pulgada internacional de exactamente 25,4 mm.",
      "El pie tablar se calcula a partir de las dimensiones de una tabla, y en la madera blanda de EE. UU. se trata normalmente de sus dimensiones nominales, no de las reales: una pieza nominal de 2 × 4 se cepilla hasta unas 1½ × 3½ pulgadas, pero se cuenta como 2 × 4. Por eso una cifra en pies tablares describe la cantidad vendida más que el volumen exacto de madera. Del mismo modo, el contenido de madera maciza de una cuerda es bastante inferior a su volumen apilado, y la «face cord» o «rick» no es una unidad estándar en absoluto.",
    ],
    useCases: [
      "Calcular un pedido para una terraza o una estructura: veinte tablas de 2 × 6 de 10 ft de largo son 20 × 10 = 200 pies tablares, es decir, {{200 bf cf}} ft³.",
      "Comparar los precios de la madera de Norteamérica por MBF con los precios europeos por metro cúbico: 1000 pies tablares son {{1000 bf m3}} m³.",
      "Convertir de metros cúbicos a pies tablares la producción de un aserradero o un inventario forestal: 50 m³ son {{50 m3 bf}} bf.",
      "Comprar leña por cuerdas y compararla con ofertas en metros cúbicos: media cuerda son {{0.5 cord m3}} m³.",
      "Comprobar cuánto cabe en la caja de una camioneta o en un cobertizo: un espacio de 64 ft³ contiene {{64 cf cord}} cuerdas de madera apilada.",
    ],
    guides: [
      {
        title: "Calcular pies tablares",
        content: [
          "Pies tablares = grosor en pulgadas × ancho en pulgadas × largo en pies ÷ 12. Una tabla de 2 in de grosor, 6 in de ancho y 10 ft de largo son 2 × 6 × 10 ÷ 12 = 10 pies tablares, es decir, {{10 bf cf}} ft³ o {{10 bf m3}} m³.",
          "Si las tres dimensiones están en pulgadas, divida entre {{1 bf in3}}, ya que un pie tablar son {{1 bf in3}} in³. Para un pedido completo, sume los pies tablares de cada medida y convierta el total una sola vez: 1000 bf son {{1000 bf cf}} ft³.",
        ],
      },
      {
        title: "Cuerdas y leña apilada",
        content: [
          "Una cuerda completa es una pila bien ordenada de 4 × 4 × 8 ft, {{1 cord cf}} ft³. Para medir una pila, multiplique su alto, su ancho y su largo en pies y divida entre {{1 cord cf}}: una pila de 4 ft de alto, 2 ft de fondo y 8 ft de largo son 64 ft³, es decir, {{64 cf cord}} cuerdas.",
          "Los vendedores suelen ofrecer una «face cord» o «rick»: una sola hilera de troncos de 4 ft de alto y 8 ft de largo, cuyo fondo es la longitud de los troncos. Su volumen depende de esa longitud, así que pida las dimensiones y convierta los pies cúbicos reales.",
        ],
      },
    ],
    tips: [
      {
        title: "Nominal o real",
        content: [
          "Los precios por pie tablar del comercio de madera de EE. UU. usan medidas nominales. Para el volumen real de madera, mida las dimensiones reales y convierta esas.",
        ],
      },
      {
        title: "Aquí la M significa mil",
        content: ["Un precio por MBF es por cada mil pies tablares, {{1000 bf m3}} m³."],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos pies tablares tiene un pie cúbico?",
        answer:
          "Un pie cúbico son {{1 cf bf}} pies tablares, porque un pie tablar es una lámina de una pulgada de grosor de un pie cúbico ({{1 bf in3}} in³ frente a {{1 cf in3}} in³).",
      },
      {
        question: "¿Cuántos pies tablares tiene un metro cúbico?",
        answer:
          "Un metro cúbico son {{1 m3 bf}} pies tablares, y 1000 pies tablares son {{1000 bf m3}} m³.",
      },
      {
        question: "¿Cómo se calculan los pies tablares?",
        answer:
          "Multiplique grosor (in) × ancho (in) × largo (ft) y divida entre 12. Por ejemplo, una tabla de 1 × 12 de 8 ft de largo son 1 × 12 × 8 ÷ 12 = 8 pies tablares, o {{8 bf cf}} ft³.",
      },
      {
        question: "¿Qué tamaño tiene una cuerda de leña?",
        answer:
          "Una cuerda es una pila de 4 ft × 4 ft × 8 ft: {{1 cord cf}} ft³, {{1 cord m3}} m³ o {{1 cord bf}} pies tablares de volumen apilado, huecos de aire incluidos.",
      },
      {
        question: "¿Qué significa MBF?",
        answer:
          "MBF son mil pies tablares, la unidad habitual para cotizar la madera en Norteamérica; la M es el número romano que vale 1000. 1 MBF son {{1000 bf cf}} ft³ o {{1000 bf m3}} m³.",
      },
    ],
  },
};
