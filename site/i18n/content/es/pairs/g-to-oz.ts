import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/g-to-oz.ts. */
export const texts: UnitTranslations = {
  "/g-to-oz": {
    about: [
      "El gramo (g) es la milésima parte de un kilogramo, la unidad de masa del SI, y la unidad habitual fuera de Estados Unidos para alimentos, ingredientes, cartas y paquetes pequeños. La onza (oz) de esta página es la onza avoirdupois, la dieciseisava parte de la libra internacional: como la libra mide exactamente {{1 lb g}} g, la onza mide exactamente 28,349523125 g (453,59237 ÷ 16), que con seis decimales se muestra como {{1 oz g}} g. No es la onza troy que se usa para el oro y la plata, ni la onza líquida, que mide volumen.",
      "Para convertir gramos a onzas, divida entre 28,349523125, o multiplique por {{1 g oz}} para obtener el mismo resultado con unas seis cifras significativas. Una onza es mucho mayor que un gramo, así que el número de onzas siempre es menor, aproximadamente la trigésima parte de los gramos. Esta conversión aparece con recetas métricas cocinadas en cocinas estadounidenses, etiquetas de alimentos y tamaños de ración, pesos de envíos postales y de mensajería, dosis de café y té, y básculas de cocina cambiadas a la otra unidad.",
    ],
    useCases: [
      "Cocinar recetas estadounidenses con una báscula de cocina métrica, y al revés",
      "Leer etiquetas nutricionales y tamaños de ración",
      "Tarifas postales y de envío de cartas y paquetes pequeños",
      "Dosis de café, té y especias pesadas en gramos",
    ],
    tips: [
      {
        title: "Pese, no calcule el volumen a ojo",
        content: [
          "Aquí tanto los gramos como las onzas son pesos. Una receta que da la harina en gramos se convierte a onzas por peso; convertirla a tazas requiere la densidad del ingrediente, que varía según lo compactado que esté.",
        ],
      },
      {
        title: "Una regla aproximada",
        content: [
          "Para una estimación, divida los gramos entre 30: 300 g dan 10 oz, frente a {{300 g oz}} oz. El atajo se queda alrededor de un 5,5 % corto.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas onzas son 100 gramos?",
        answer: "100 g son {{100 g oz}} oz, algo más de tres onzas y media.",
      },
      {
        question: "¿Cuántas onzas es 1 gramo?",
        answer: "1 g son {{1 g oz}} oz. Hacen falta {{1 oz g}} g para formar una onza.",
      },
      {
        question: "¿Cuántas onzas son 500 g?",
        answer:
          "500 g son {{500 g oz}} oz, o {{500 g lb}} lb, algo más de una libra ({{1 lb g}} g).",
      },
      {
        question: "¿Es la onza troy que se usa para el oro?",
        answer:
          "No. Esta página usa la onza avoirdupois de los productos cotidianos, {{1 oz g}} g. El oro, la plata y el platino se cotizan en onzas troy de {{1 oz_troy g}} g, que ofrece el conversor de peso.",
      },
      {
        question: "¿Qué diferencia hay entre una onza y una onza líquida?",
        answer:
          "Una onza es una unidad de peso (masa); una onza líquida es una unidad de volumen. Una onza líquida estadounidense de agua pesa algo más de una onza, y los aceites o la miel pesan cantidades distintas, así que no se puede pasar de una a otra sin la densidad.",
      },
    ],
  },
  "/oz-to-g": {
    about: [
      "La onza es la unidad pequeña de peso del sistema usual de EE. UU. y del imperial: la dieciseisava parte de una libra. La onza avoirdupois que se usa para los alimentos y los productos cotidianos mide exactamente 28,349523125 gramos, porque la libra se definió en 1959 como exactamente {{1 lb g}} g. El conversor la muestra como {{1 oz g}} g, redondeada a seis decimales; mil onzas son exactamente {{1000 oz g}} g.",
      "Para convertir onzas a gramos, multiplique por 28,349523125. El factor es exacto, así que el único redondeo es el de la presentación con seis decimales del conversor. Un gramo es mucho más pequeño, así que el número de gramos siempre es mayor, casi treinta veces. Esta conversión se usa para recetas estadounidenses (mantequilla, queso, carne y chocolate en onzas), pesos de envases, tarifas postales que se cobran por onza y materiales para manualidades y aficiones. Los metales preciosos se pesan en onzas troy, una unidad distinta.",
    ],
    useCases: [
      "Seguir recetas estadounidenses con una báscula de cocina métrica",
      "Convertir pesos de envases etiquetados en onzas",
      "Envíos postales y de mensajería que se cobran por onza",
      "Tamaños de ración de carne, queso y aperitivos",
    ],
    tips: [
      {
        title: "Onzas de peso neto, no onzas líquidas",
        content: [
          "«Net wt 12 oz» (peso neto) en un envase es un peso y se convierte aquí. «12 fl oz» en una bebida es un volumen; conviértalo con el conversor de volumen.",
        ],
      },
      {
        title: "Redondee para la cocina",
        content: [
          "Las básculas de cocina suelen marcar gramos enteros, así que 4 oz ({{4 oz g}} g) se pesan al gramo más próximo; conserve los decimales solo para ingredientes pequeños y potentes, como la levadura o la sal.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos gramos tiene una onza?",
        answer:
          "Una onza avoirdupois son exactamente 28,349523125 g, que aquí se muestran como {{1 oz g}} g. Una onza troy son {{1 oz_troy g}} g.",
      },
      {
        question: "¿Cuántos gramos son 8 oz?",
        answer:
          "8 oz, media libra, son {{8 oz g}} g. Si una receta dice 8 fl oz, se refiere a un volumen, no a un peso, y requiere el conversor de volumen.",
      },
      {
        question: "¿Cuántos gramos pesa una barra de mantequilla?",
        answer:
          "Una barra de mantequilla estadounidense pesa 4 oz, un cuarto de libra, es decir, {{4 oz g}} g. Cuatro barras forman una libra, {{1 lb g}} g.",
      },
      {
        question: "¿Por qué las etiquetas de alimentos dicen que 1 oz son 28 g?",
        answer:
          "Las normas de etiquetado nutricional de EE. UU. redondean la onza a 28 g. El valor exacto es 28,349523125 g, así que la cifra de la etiqueta se queda alrededor de un 1,2 % corta.",
      },
      {
        question: "¿Cuántos gramos son 16 oz?",
        answer: "16 oz son una libra, exactamente {{16 oz g}} g.",
      },
    ],
  },
};
