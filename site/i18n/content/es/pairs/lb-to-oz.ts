import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/lb-to-oz.ts. */
export const texts: UnitTranslations = {
  "/lb-to-oz": {
    about: [
      "La libra y la onza son los dos pesos de uso diario del sistema avoirdupois, que se emplea en Estados Unidos y, junto a las unidades métricas, en el Reino Unido. Una libra son exactamente {{1 lb oz}} onzas; desde 1959 ambas están ligadas al kilogramo: la libra vale exactamente {{1 lb g}} g y la onza {{1 oz g}} g (con seis decimales). Para pasar de una a otra nunca hacen falta los gramos.",
      "Para convertir libras a onzas, multiplique por {{1 lb oz}}. El resultado es exacto para cualquier número decimal de libras: 0,1 lb son {{0.1 lb oz}} oz. Las libras se escriben a menudo con las onzas sobrantes (7 lb 4 oz), y esta conversión da esas onzas: tome la parte decimal de las libras y multiplíquela por 16. Se usa para el peso de los bebés al nacer, la carne y la fruta y verdura que se venden por libras, las cantidades de las recetas, el franqueo y los pesos en pesca y caza.",
    ],
    useCases: [
      "Escribir el peso de un bebé al nacer en libras y onzas",
      "Repartir en porciones de onzas la carne, el queso o la fruta y verdura compradas por libras",
      "Ajustar recetas estadounidenses que mezclan libras y onzas",
      "Pesos de cartas y paquetes cuyo franqueo se cobra por onza",
    ],
    tips: [
      {
        title: "De libras decimales a libras y onzas",
        content: [
          "Conserve las libras enteras y convierta solo la parte decimal: en 7,25 lb, 0,25 lb son {{0.25 lb oz}} oz, así que 7,25 lb son 7 lb 4 oz.",
        ],
      },
      {
        title: "La libra troy es otra",
        content: [
          "La libra troy de los metales preciosos tiene {{1 lb_troy oz_troy}} onzas troy y pesa {{1 lb_troy g}} g, menos que la libra avoirdupois de {{1 lb g}} g. No mezcle los dos sistemas.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas onzas tiene una libra?",
        answer:
          "Una libra avoirdupois son exactamente {{1 lb oz}} oz. Es la libra de los alimentos, del peso corporal y del franqueo en Estados Unidos y el Reino Unido.",
      },
      {
        question: "¿Cuántas onzas son 1,5 libras?",
        answer: "1,5 lb son {{1.5 lb oz}} oz, libra y media.",
      },
      {
        question: "¿Cuántas onzas son media libra?",
        answer: "Media libra son {{0.5 lb oz}} oz, y un cuarto de libra {{0.25 lb oz}} oz.",
      },
      {
        question: "¿Cómo escribo 7,4 lb en libras y onzas?",
        answer:
          "Conserve las 7 lb y convierta 0,4 lb: {{0.4 lb oz}} oz. Así, 7,4 lb son 7 lb y {{0.4 lb oz}} oz, no 7 lb 4 oz.",
      },
      {
        question: "¿Cuántas onzas son 5 lb?",
        answer: "5 lb son {{5 lb oz}} oz, es decir, {{5 lb kg}} kg.",
      },
    ],
  },
  "/oz-to-lb": {
    about: [
      "La onza es la unidad pequeña de los envases de alimentos, los paquetes y las básculas de cocina en Estados Unidos; la libra es la unidad mayor, de {{1 lb oz}} onzas, que se usa para el peso corporal, la carne y los productos a granel. Ambas pertenecen al sistema avoirdupois, definido desde 1959 a partir del kilogramo, con la libra en exactamente {{1 lb g}} g. La relación entre ellas es exacta: una onza es {{1 oz lb}} lb.",
      "Para convertir onzas a libras, divida entre {{1 lb oz}}. El resultado es un número decimal de libras; para escribirlo en libras y onzas, tome las libras enteras y deje las onzas restantes tal cual (38 oz son 2 lb y 6 oz). Todo número entero de onzas da un resultado exacto con cuatro decimales como máximo, que el conversor muestra completo. Se usa para comparar tamaños de envase y precios por unidad, sumar los pesos de los ingredientes y leer pesos de envíos y de equipaje.",
    ],
    useCases: [
      "Comparar precios por unidad de envases etiquetados en onzas y en libras",
      "Sumar ingredientes de recetas dados en onzas",
      "Pesos de paquetes y de franqueo",
      "Capturas de pesca y pesos de animales pequeños",
    ],
    tips: [
      {
        title: "El resto se queda en onzas",
        content: [
          "Para obtener libras y onzas, divida entre 16 y deje el resto en onzas: 50 oz son 3 lb (48 oz) más 2 oz. La forma decimal, {{50 oz lb}} lb, es el mismo peso escrito de otra manera.",
        ],
      },
      {
        title: "El peso neto de las etiquetas",
        content: [
          "Las etiquetas de alimentos de Estados Unidos suelen indicar el peso neto en onzas, otra vez en libras y onzas, y además en gramos. «Net wt 24 oz (1 lb 8 oz)» es un solo peso escrito de dos maneras; en gramos son {{24 oz g}} g, que la etiqueta redondea.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas libras son 16 onzas?",
        answer:
          "16 oz son exactamente {{16 oz lb}} lb, la definición de la libra avoirdupois: {{16 oz g}} g.",
      },
      {
        question: "¿Cuántas libras son 8 oz?",
        answer:
          "8 oz son {{8 oz lb}} lb, media libra, y 4 oz son {{4 oz lb}} lb, un cuarto de libra.",
      },
      {
        question: "¿Cuántas libras son 24 oz?",
        answer: "24 oz son {{24 oz lb}} lb, es decir, 1 lb 8 oz.",
      },
      {
        question: "¿Cuántas libras es 1 onza?",
        answer: "1 oz es {{1 oz lb}} lb, la dieciseisava parte de una libra.",
      },
      {
        question: "¿Una onza líquida es la dieciseisava parte de una libra?",
        answer:
          "No. La onza líquida mide volumen, no peso. Una onza líquida estadounidense de agua pesa algo más de una onza, pero otros líquidos pesan más o menos.",
      },
    ],
  },
};
