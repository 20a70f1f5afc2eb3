import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/ac-to-sqft.ts. */
export const texts: UnitTranslations = {
  "/ac-to-sqft": {
    about: [
      "El acre es la unidad tradicional de superficie de terrenos en Estados Unidos y el Reino Unido, donde se sigue usando para propiedades y tierras de cultivo. Se define como exactamente {{1 ac sqft}} pies cuadrados: la superficie de una franja de un furlong (660 ft) de largo y una cadena (66 ft) de ancho, aunque un acre puede tener cualquier forma. Con el pie internacional de 1959, de exactamente 0,3048 m, un acre son {{1 ac sqm}} m², alrededor del 40 % de una hectárea. Esta página usa el acre internacional; el acre de agrimensura de EE. UU., basado en el pie de agrimensura, es unas 4 partes por millón mayor.",
      "Para convertir acres a pies cuadrados, multiplique por {{1 ac sqft}}. El factor es un número entero, así que cualquier superficie en acres escrita con hasta seis decimales se convierte exactamente. Esta conversión se usa para el tamaño de solares y parcelas en los anuncios inmobiliarios, para las normas urbanísticas y de edificación expresadas en pies cuadrados, para fincas agrícolas y ganaderas, parques y recintos deportivos, y para comparar un terreno con la superficie construida de una casa.",
    ],
    useCases: [
      "Tamaño de solares y parcelas en los anuncios inmobiliarios",
      "Normas urbanísticas y de retranqueo que fijan superficies mínimas de parcela en pies cuadrados",
      "Superficies de fincas agrícolas, ranchos y bosques",
      "Parques, campus y recintos deportivos",
    ],
    tips: [
      {
        title: "El tamaño de la parcela no es la superficie construida",
        content: [
          "Una parcela de un cuarto de acre, {{0.25 ac sqft}} ft², alberga la casa, el jardín y el acceso para coches. La superficie construida de una casa en pies cuadrados cuenta cada planta, así que puede ser mayor que lo que ocupa la casa en la parcela.",
        ],
      },
      {
        title: "Pies cuadrados de un rectángulo",
        content: [
          "Para una parcela rectangular, multiplique el largo por el ancho en pies para obtener pies cuadrados y divida después entre {{1 ac sqft}} para obtener acres. Una parcela de 100 ft por 200 ft tiene 20.000 ft², es decir, {{20000 sqft ac}} ac.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos pies cuadrados tiene un acre?",
        answer:
          "Un acre son exactamente {{1 ac sqft}} ft². Eso equivale también a {{1 ac sqyd}} yardas cuadradas y a {{1 ac sqm}} m².",
      },
      {
        question: "¿Cuántos pies cuadrados son medio acre?",
        answer: "Medio acre son {{0.5 ac sqft}} ft², y un cuarto de acre, {{0.25 ac sqft}} ft².",
      },
      {
        question: "¿Cuánto mide cada lado de un acre cuadrado?",
        answer:
          "Un cuadrado con una superficie de un acre tiene lados de unos 208,7 ft, la raíz cuadrada de {{1 ac sqft}}, es decir, unos 63,6 m.",
      },
      {
        question: "¿Qué tamaño tiene un acre comparado con un campo de fútbol americano?",
        answer:
          "Un campo de fútbol americano, zonas de anotación incluidas, mide 360 ft por 160 ft, 57.600 ft², es decir, {{57600 sqft ac}} ac. Un acre es alrededor de tres cuartas partes de él.",
      },
      {
        question: "¿Es un acre mayor que una hectárea?",
        answer:
          "No. Una hectárea son {{1 ha sqm}} m², es decir, {{1 ha ac}} acres; un acre son {{1 ac ha}} ha.",
      },
    ],
  },
  "/sqft-to-ac": {
    about: [
      "Los pies cuadrados (sq ft, ft²) miden superficies construidas, habitaciones y parcelas pequeñas en Estados Unidos; los acres miden terrenos. Un acre son exactamente {{1 ac sqft}} ft², así que un pie cuadrado es una parte muy pequeña de un acre: {{1 sqft ac}} ac. Ambos se basan en el pie internacional de exactamente 0,3048 m, con lo que un pie cuadrado son {{1 sqft sqm}} m².",
      "Para convertir pies cuadrados a acres, divida entre {{1 ac sqft}}. El resultado suele ser una fracción de acre, que se muestra con seis decimales; una superficie muy pequeña aparece en notación científica en lugar de como 0. Esta conversión se usa para expresar en acres un solar o un jardín medido en pies cuadrados, para comparar la superficie construida de una casa con el terreno, para calcular las cantidades de césped, semillas y abono que se venden por acre, y para leer planos de emplazamiento y registros del impuesto sobre bienes inmuebles.",
    ],
    useCases: [
      "Expresar en acres un solar residencial medido en pies cuadrados",
      "Dosis de césped, semillas y abono indicadas por acre",
      "Planos de emplazamiento y registros del impuesto sobre bienes inmuebles",
      "Comparar la superficie construida de un edificio con el terreno que ocupa",
    ],
    tips: [
      {
        title: "Fracciones de acre",
        content: [
          "Algunas cifras redondas ayudan: {{10890 sqft ac}} ac son 10.890 ft², {{21780 sqft ac}} ac son 21.780 ft², y un acre entero, {{1 ac sqft}} ft².",
        ],
      },
      {
        title: "Pies cuadrados, no pies",
        content: [
          "Una superficie debe estar en pies cuadrados antes de convertirla. Un solar de 50 ft de ancho y 100 ft de fondo tiene 5000 ft² ({{5000 sqft ac}} ac), no 150 ft.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos acres son 10.000 pies cuadrados?",
        answer: "10.000 ft² son {{10000 sqft ac}} ac, algo menos de un cuarto de acre.",
      },
      {
        question: "¿Qué fracción de acre son 5000 pies cuadrados?",
        answer: "5000 ft² son {{5000 sqft ac}} ac, algo más de una novena parte de un acre.",
      },
      {
        question: "¿Cuántos acres tiene una casa de 2000 pies cuadrados?",
        answer:
          "2000 ft² de superficie construida son {{2000 sqft ac}} ac. El solar sobre el que se levanta la casa suele ser mayor y se mide aparte.",
      },
      {
        question: "¿Cuántos metros cuadrados son 1000 pies cuadrados?",
        answer:
          "1000 ft² son {{1000 sqft sqm}} m². Un pie cuadrado son {{1 sqft sqm}} m², y un metro cuadrado, {{1 sqm sqft}} ft².",
      },
      {
        question: "¿Cuántos pies cuadrados forman un acre?",
        answer:
          "Exactamente {{1 ac sqft}} ft². Así, 1 ft² son {{1 sqft ac}} ac, y un millón de pies cuadrados son {{1000000 sqft ac}} ac.",
      },
    ],
  },
};
