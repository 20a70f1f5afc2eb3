import type { CookingText } from "./text.ts";

/** Sentence case inside a sentence: "Harina de trigo común" → "harina de trigo común". */
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The cooking pages' text in Spanish (text.ts says what each part is). */
export const es: CookingText = {
  converter: ({ count, usda, gnu, cup }) => ({
    about: [
      `Una taza de harina y una taza de miel llenan la misma medida, pero pesan muy distinto: para pasar a gramos las tazas de una receta hace falta el peso de una taza de ese ingrediente. Este conversor conoce ${count} ingredientes: ${usda} de las medidas caseras de la base de datos nacional de nutrientes del USDA (SR28, la última edición de SR Legacy, de dominio público) y ${gnu} que el USDA no mide (harina y cacao tamizados, echados con cuchara o cogidos con la taza, azúcar morena oscura, sal kosher), de The Cake Bible de Rose Levy Beranbaum, tal como GNU units recoge sus cifras. La tabla de abajo indica la fuente de cada cifra.`,
      "Los volúmenes son los exactos: la taza de EE. UU. mide 236,5882365 ml, la taza legal de EE. UU. de las etiquetas nutricionales 240 ml, la taza métrica de Australia, Canadá y Nueva Zelanda 250 ml y la taza imperial 284,130625 ml; una cucharada de EE. UU. es 1/16 de taza, una cucharadita 1/48, una onza líquida 1/8, y una barra de mantequilla un cuarto de libra (113,4 g). Los resultados se redondean como se mide en la cocina: gramos enteros (a 0,1 g por debajo de 10 g), tazas hasta la taza medidora y el resto en cucharadas y cucharaditas, como «⅔ taza + 1 cucharada».",
    ],
    useCases: [
      "Pesar en una báscula de cocina las tazas de una receta estadounidense",
      "Pasar los gramos de una receta europea a tazas y cucharas",
      "Aumentar o reducir una receta",
      "Saber cuánto pesa una barra de mantequilla o una taza de miel",
    ],
    tips: [
      {
        title: "La harina depende de cómo se llena la taza",
        content: [
          `La harina tamizada es aireada y la cogida con la taza, compacta: una taza de harina de trigo común pesa ${cup("flour-sifted")} tamizada, ${cup("flour-spooned")} echada con cuchara en la taza y enrasada, y ${cup("flour-scooped")} cogida del paquete con la taza (The Cake Bible). La cifra del USDA, ${cup("flour")}, es la predeterminada; cuando una receta indique cómo medir, elija esa línea.`,
        ],
      },
      {
        title: "Pese cuando importa",
        content: [
          "Una taza de un ingrediente en polvo varía un diez por ciento o más de una persona a otra; los gramos no. Para el pan y los pasteles, pese la harina y el azúcar.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos gramos hay en una taza?",
        answer: `Depende del ingrediente: una taza de EE. UU. de agua pesa unos ${cup("water")}, de harina de trigo común ${cup("flour")}, de azúcar blanco granulado ${cup("sugar")}, de mantequilla ${cup("butter")} y de miel ${cup("honey")}. Elija el ingrediente arriba para convertir cualquier cantidad.`,
      },
      {
        question: "¿Una taza es igual en todos los países?",
        answer:
          "No. Una taza de EE. UU. mide 236,6 ml, la taza legal de EE. UU. de las etiquetas nutricionales 240 ml, la taza métrica de Australia, Canadá y Nueva Zelanda 250 ml y la antigua taza imperial 284,1 ml. Una taza métrica de harina es alrededor de un 6 % más que una taza de EE. UU.",
      },
      {
        question: "¿De dónde salen las cifras?",
        answer:
          "De la base de datos nacional de nutrientes del USDA (Standard Reference, edición 28), que pesa cada alimento en medidas caseras (una taza, una cucharada, una cucharadita), y, para lo que el USDA no mide, de The Cake Bible tal como la recoge GNU units. Una cifra medida por cucharada se multiplica por 16, por cucharadita por 48 y por onza líquida por 8. La fuente de cada ingrediente está en la tabla de esta página.",
      },
    ],
  }),
  ingredient: ({ name, cup, hundred, tbsp, source, usda, variants }) => ({
    about: [
      `Una taza de EE. UU. de ${lower(name)} pesa ${cup}: ${source}.${variants.length > 0 ? ` Medida de otras formas, una taza pesa: ${variants.map((v) => `${lower(v.name)} ${v.cup}`).join("; ")} (fuentes en la tabla de abajo).` : ""} El conversor de arriba empieza con ${lower(name)}; cualquier otro de sus ingredientes está a una elección.`,
      "La tabla da el peso de ¼ a 4 tazas de EE. UU., redondeado a gramos enteros y las onzas a tres cifras significativas. Cabe en una página impresa.",
    ],
    useCases: [
      `Pesar ${lower(name)} para una receta estadounidense`,
      `Pasar gramos de ${lower(name)} a tazas y cucharas`,
    ],
    faqs: [
      {
        question: `¿Cuántos gramos hay en una taza de ${lower(name)}?`,
        answer: `${cup} en una taza de EE. UU. (236,6 ml), según la cifra de ${usda ? "la SR28 del USDA" : "The Cake Bible"}. Una cucharada contiene ${tbsp}.`,
      },
      {
        question: `¿Cuántas tazas son 100 gramos de ${lower(name)}?`,
        answer: `${hundred}, medido con tazas y cucharas de EE. UU.`,
      },
    ],
  }),
  source: (s) =>
    s.from === "gnu"
      ? `The Cake Bible (Rose Levy Beranbaum), tal como la recoge GNU units: ${s.name} = ${s.definition}`
      : `USDA SR28 (SR Legacy), NDB ${s.ndb} “${s.food}”: ${String(s.grams).replace(".", ",")} g por “${s.portion}”`,
  table: {
    title: "Tabla de tazas a gramos",
    cups: "Tazas de EE. UU.",
    sources: "Fuentes",
    allSources: "Gramos por taza de cada ingrediente y sus fuentes",
    ingredient: "Ingrediente",
    perCup: "1 taza de EE. UU.",
    source: "Fuente",
  },
  pageNames: {
    "/flour-cups-to-grams": "Harina",
    "/sugar-cups-to-grams": "Azúcar",
    "/butter-cups-to-grams": "Mantequilla",
    "/rice-cups-to-grams": "Arroz",
    "/honey-cups-to-grams": "Miel",
    "/milk-cups-to-grams": "Leche",
    "/oats-cups-to-grams": "Avena",
    "/cocoa-cups-to-grams": "Cacao",
    "/brown-sugar-cups-to-grams": "Azúcar morena",
    "/powdered-sugar-cups-to-grams": "Azúcar glas",
  },
  page: (name) => ({
    title: `${name}: de tazas a gramos`,
    label: `Conversor de tazas a gramos (${lower(name)})`,
    navLabel: `${name}: tazas a gramos`,
    description: `Cuántos gramos hay en una taza de ${lower(name)}: convierta tazas, cucharas, gramos y onzas, con una tabla imprimible de ¼ a 4 tazas y la fuente de cada cifra.`,
    keywords: `${lower(name)} tazas a gramos, taza de ${lower(name)} en gramos, gramos de ${lower(name)} a tazas, equivalencias de ${lower(name)}`,
  }),
};
