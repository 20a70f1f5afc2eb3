import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/ml-to-cup.ts. */
export const texts: UnitTranslations = {
  "/ml-to-cup": {
    about: [
      "El mililitro (mL) es la milésima parte de un litro, el mismo volumen que un centímetro cúbico, y la unidad de las jarras medidoras métricas, las botellas y las dosis de medicamentos. La taza de esta página es la taza del sistema usual de EE. UU.: {{1 cup fl_oz}} onzas líquidas de EE. UU., la dieciseisava parte de un galón de EE. UU., lo que la deja en exactamente 236,5882365 mL ({{1 cup ml}} mL con seis decimales). No es la taza métrica de 250 mL de las recetas de Australia y Nueva Zelanda, ni la taza imperial ({{1 cup_uk ml}} mL).",
      "Para convertir mililitros a tazas de EE. UU., divida entre 236,5882365. La taza es una medida bastante grande, así que el número de tazas siempre es mucho menor que el de mililitros: un litro entero son solo {{1 l cup}} tazas. La conversión hace falta cuando una receta métrica se mide con tazas estadounidenses, cuando se compara el tamaño de una bebida o de una botella con medidas en tazas, y para leche de fórmula, batidos y sopas preparados en recipientes graduados en tazas.",
    ],
    useCases: [
      "Medir los líquidos de una receta métrica con tazas medidoras de EE. UU.",
      "Comparar con tazas los tamaños de botellas y latas en mililitros",
      "Ajustar bebidas, sopas y salsas entre jarras métricas y tazas",
      "Comprobar cuántas tazas caben en un recipiente o una cazuela métricos",
    ],
    tips: [
      {
        title: "¿A qué taza se refiere la receta?",
        content: [
          "Una receta de Australia o Nueva Zelanda que dice «1 taza» se refiere a 250 mL, en torno a un 6 % más que una taza de EE. UU. Una receta de Estados Unidos se refiere a {{1 cup ml}} mL. En caso de duda, mida directamente los mililitros.",
        ],
      },
      {
        title: "El volumen no es el peso",
        content: [
          "Esta página convierte volúmenes. Una taza de harina, azúcar o mantequilla pesa distinto según el ingrediente, así que una receta dada en gramos no puede pasarse a tazas con un único factor.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas tazas son 250 ml?",
        answer:
          "250 mL son {{250 ml cup}} tazas de EE. UU., algo más de una taza de EE. UU. En una receta australiana o neozelandesa, 250 mL son exactamente una taza métrica.",
      },
      {
        question: "¿Cuántas tazas son 500 ml?",
        answer: "500 mL son {{500 ml cup}} tazas de EE. UU., algo más de dos tazas.",
      },
      {
        question: "¿Cuántas tazas tiene un litro?",
        answer: "Un litro son {{1 l cup}} tazas de EE. UU., algo más de cuatro.",
      },
      {
        question: "¿Qué taza usa este conversor?",
        answer:
          "La taza del sistema usual de EE. UU., de {{1 cup fl_oz}} onzas líquidas de EE. UU., es decir, {{1 cup ml}} mL. La taza métrica (250 mL) no está en la lista; para ella, divida los mililitros entre 250. La taza imperial, {{1 cup_uk ml}} mL, está en el conversor de volumen.",
      },
      {
        question: "¿Cuántas tazas son 100 ml?",
        answer: "100 mL son {{100 ml cup}} tazas de EE. UU., algo menos de media taza.",
      },
    ],
  },
  "/cup-to-ml": {
    about: [
      "La taza de EE. UU. es una unidad del sistema usual estadounidense que se usa sobre todo en la cocina: media pinta de EE. UU., {{1 cup fl_oz}} onzas líquidas de EE. UU. o {{1 cup tbsp}} cucharadas. Su tamaño se deriva del galón de EE. UU., de {{1 gal in3}} pulgadas cúbicas: una taza es la dieciseisava parte de él, exactamente 236,5882365 mL, que el conversor muestra como {{1 cup ml}} mL. Las etiquetas nutricionales de los alimentos de EE. UU. usan una taza redondeada de 240 mL, y las recetas de Australia y Nueva Zelanda una taza métrica de 250 mL; ninguna de las dos es la unidad que se convierte aquí.",
      "Para convertir tazas de EE. UU. a mililitros, multiplique por 236,5882365. El factor es exacto, así que el único redondeo es el de los seis decimales que se muestran; en la cocina, redondee el resultado a lo que su jarra o su cuchara puedan medir. La conversión se usa para seguir recetas estadounidenses con jarras medidoras y básculas métricas, para leer tamaños de bebidas y raciones, y para llenar botellas, recipientes y biberones graduados en mililitros.",
    ],
    useCases: [
      "Seguir recetas estadounidenses con una jarra medidora métrica",
      "Convertir ingredientes líquidos como leche, caldo, agua o aceite",
      "Leer tamaños de ración dados en tazas",
      "Llenar botellas y recipientes graduados en mililitros",
    ],
    tips: [
      {
        title: "Cucharas para cantidades pequeñas",
        content: [
          "Una taza de EE. UU. son {{1 cup tbsp}} cucharadas, y una cucharada son {{1 tbsp ml}} mL. Para un cuarto de taza o menos, suele ser más fácil medir con cucharadas que con una jarra.",
        ],
      },
      {
        title: "Ingredientes secos",
        content: [
          "Para la harina, el azúcar y otros ingredientes secos, la taza sigue siendo un volumen. Pasarla a mililitros es exacto, pero pasarla a gramos requiere la densidad del ingrediente y saber lo apretado que está.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos ml es 1 taza?",
        answer:
          "Una taza de EE. UU. son exactamente 236,5882365 mL, que aquí se muestran como {{1 cup ml}} mL. Una taza métrica son 250 mL.",
      },
      {
        question: "¿Cuántos ml es media taza?",
        answer:
          "Media taza de EE. UU. son {{0.5 cup ml}} mL, y un cuarto de taza {{0.25 cup ml}} mL.",
      },
      {
        question: "¿Una taza son 250 ml?",
        answer:
          "Solo la taza métrica, que se usa por ejemplo en Australia y Nueva Zelanda, tiene 250 mL. La taza de EE. UU. es más pequeña, {{1 cup ml}} mL, y la taza imperial más grande, {{1 cup_uk ml}} mL.",
      },
      {
        question: "¿Por qué las etiquetas nutricionales de EE. UU. dicen que una taza son 240 ml?",
        answer:
          "Las normas de etiquetado de alimentos de EE. UU. definen una taza redondeada de 240 mL para los tamaños de ración. La taza usual de las recetas y de las tazas medidoras es de {{1 cup ml}} mL; la diferencia es de un 1,4 % aproximadamente.",
      },
      {
        question: "¿Cuántos ml son 2 tazas?",
        answer: "2 tazas de EE. UU., una pinta de EE. UU., son {{2 cup ml}} mL.",
      },
      {
        question: "¿Cuántas onzas líquidas tiene una taza?",
        answer:
          "Una taza de EE. UU. son {{1 cup fl_oz}} onzas líquidas de EE. UU., de {{1 fl_oz ml}} mL cada una. Esto es volumen; no dice nada del peso en onzas.",
      },
    ],
  },
};
