import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/volume-dry.ts. */
export const texts: UnitTranslations = {
  "/volume-dry": {
    about: [
      "Las unidades de volumen para áridos miden sólidos sueltos como cereales, fruta, verdura y frutos secos. La mayoría de las unidades de esta página son las medidas para áridos de EE. UU., un sistema distinto de las medidas para líquidos de EE. UU. Se basa en el bushel de Winchester, de exactamente 2150,42 pulgadas cúbicas: un bushel son {{1 bu pk}} pecks; un peck, {{1 pk qt_dry}} cuartos para áridos, y un cuarto para áridos, {{1 qt_dry pt_dry}} pintas para áridos, así que un bushel contiene {{1 bu pt_dry}} pintas para áridos. En términos del SI, un bushel son {{1 bu m3}} m³ (unos 35,24 litros), y una pinta para áridos, {{1 pt_dry m3}} m³ (unos 0,551 litros).",
      "En EE. UU., las unidades para áridos y para líquidos que llevan el mismo nombre tienen tamaños distintos. Una pinta para áridos mide exactamente 33,6003125 pulgadas cúbicas, mientras que una pinta para líquidos mide exactamente 28,875 pulgadas cúbicas (473,176473 mL), así que la pinta para áridos es alrededor de un 16 % mayor; con los cuartos para áridos y para líquidos ocurre lo mismo. El barril para áridos de EE. UU., definido por la ley federal como 7056 pulgadas cúbicas para fruta, verdura y otros productos secos, equivale a {{1 bbl_dry bu}} bushels o {{1 bbl_dry qt_dry}} cuartos para áridos; no es lo mismo que el barril de petróleo de 42 galones ni que el barril para líquidos de 31,5 galones.",
      "El sistema imperial británico no tiene una medida aparte para áridos: su bushel son 8 galones imperiales ({{1 bu_uk l}} litros), {{1 bu_uk bu}} bushels de EE. UU., y aquí se ofrece como bushel y peck imperiales, cada uno con su etiqueta, junto a los litros, los hectolitros, los metros cúbicos y los pies cúbicos. Para medidas de líquidos, litros y galones, use el conversor de volumen, que también incluye la pinta para áridos, el cuarto para áridos, el peck y el bushel.",
    ],
    useCases: [
      "Comprar productos que se venden por pinta o por cuarto para áridos en los puestos de granja de EE. UU., como bayas o tomates cherry: 2 pintas para áridos son {{2 pt_dry qt_dry}} cuarto para áridos.",
      "Calcular cosechas de huertos y jardines medidas en pecks y bushels: medio bushel son {{0.5 bu pk}} pecks.",
      "Dimensionar silos y depósitos de grano, cuya capacidad se da en bushels: un depósito de 10.000 bushels contiene {{10000 bu m3}} m³.",
      "Convertir a unidades métricas los volúmenes de cosecha de EE. UU. para informes: 1000 m³ de almacenamiento contienen {{1000 m3 bu}} bushels de EE. UU.",
      "Leer registros históricos de transporte y comercio que cuentan los productos en barriles: 20 barriles para áridos son {{20 bbl_dry bu}} bushels.",
    ],
    guides: [
      {
        title: "La cadena de medidas para áridos de EE. UU.",
        content: [
          "Las medidas para áridos se duplican y se cuadruplican como las de líquidos: {{1 qt_dry pt_dry}} pintas para áridos por cuarto para áridos, {{1 pk qt_dry}} cuartos para áridos por peck y {{1 bu pk}} pecks por bushel. Para convertir pintas en bushels, divida entre {{1 bu pt_dry}}; para convertir bushels en cuartos para áridos, multiplique por {{1 bu qt_dry}}.",
          "Para cifras métricas, el bushel son {{1 bu m3}} m³, así que 1 m³ son {{1 m3 bu}} bushels. Multiplique los metros cúbicos por 1000 para obtener litros.",
        ],
      },
      {
        title: "Bushels de volumen y bushels de peso",
        content: [
          "En los mercados de cereales, un «bushel» de trigo, maíz o soja suele ser un peso estándar, no un volumen: el USDA usa 60 lb para un bushel de trigo o de soja y 56 lb para el maíz desgranado. Este conversor solo convierte el bushel de volumen; cuánto pesa un bushel de volumen de un cultivo depende del cultivo y de su humedad.",
        ],
      },
    ],
    tips: [
      {
        title: "¿Para áridos o para líquidos?",
        content: [
          "Una receta o la etiqueta de una bebida de EE. UU. en pintas o cuartos usa medidas para líquidos; las medidas para áridos son para productos agrícolas y cereales. La pinta para áridos es la mayor.",
        ],
      },
      {
        title: "Qué barril",
        content: [
          "El barril para áridos de esta página son {{1 bbl_dry m3}} m³. El petróleo se cuenta en barriles de 42 galones de EE. UU., una unidad distinta que está en el conversor de volumen.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas pintas para áridos tiene un cuarto para áridos?",
        answer:
          "Un cuarto para áridos tiene {{1 qt_dry pt_dry}} pintas para áridos, y un peck, {{1 pk qt_dry}} cuartos para áridos. Un bushel contiene {{1 bu qt_dry}} cuartos para áridos.",
      },
      {
        question: "¿Cuántos pecks tiene un bushel?",
        answer:
          "Un bushel de EE. UU. son {{1 bu pk}} pecks, y un peck, {{1 pk qt_dry}} cuartos para áridos. En metros cúbicos, un peck son {{1 pk m3}} m³, y un bushel, {{1 bu m3}} m³.",
      },
      {
        question: "¿Una pinta para áridos es lo mismo que una pinta para líquidos?",
        answer:
          "No. La pinta para áridos de EE. UU. mide 33,6003125 pulgadas cúbicas (unos 551 mL), y la pinta para líquidos de EE. UU., 28,875 pulgadas cúbicas (unos 473 mL). La pinta para áridos es alrededor de un 16 % mayor.",
      },
      {
        question: "¿Cuánto mide un bushel en metros cúbicos y en litros?",
        answer:
          "Un bushel de EE. UU. (de Winchester) mide exactamente 2150,42 pulgadas cúbicas, {{1 bu m3}} m³, o unos 35,24 litros. El bushel imperial que se usa en el Reino Unido es mayor: 36,36872 litros.",
      },
      {
        question: "¿Qué es un barril para áridos de EE. UU.?",
        answer:
          "Un barril para fruta, verdura y otros productos secos, definido por la ley de EE. UU. como 7056 pulgadas cúbicas: {{1 bbl_dry bu}} bushels, o {{1 bbl_dry m3}} m³. Los arándanos rojos tienen su propio barril, más pequeño.",
      },
    ],
  },
};
