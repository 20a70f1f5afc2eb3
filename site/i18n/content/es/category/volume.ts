import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/volume.ts. */
export const texts: UnitTranslations = {
  "/volume": {
    about: [
      "El volumen es la cantidad de espacio tridimensional que ocupa una sustancia. Su unidad del SI es el metro cúbico (m³). El litro es exactamente un decímetro cúbico, así que 1 m³ = {{1 m3 l}} L, y un mililitro es exactamente un centímetro cúbico, el «cc» de la medicina y de los motores ({{1 cc ml}} mL). Las unidades métricas de esta página, desde el femtolitro hasta el kilómetro cúbico, se diferencian en potencias de diez; las cucharas y tazas métricas de cocina son cifras redondas de mililitros.",
      "Las unidades del sistema usual de EE. UU. y las imperiales comparten nombres, pero no tamaños. El galón estadounidense se define como exactamente {{1 gal in3}} pulgadas cúbicas, es decir, {{1 gal ml}} mL; el galón imperial, usado en el Reino Unido, mide exactamente {{1 gal_uk l}} L, unos {{1 gal_uk gal}} galones estadounidenses. Sus onzas líquidas difieren en sentido contrario: la onza líquida estadounidense ({{1 fl-oz ml}} mL) es mayor que la imperial ({{1 fl-oz_uk ml}} mL). Como una pinta estadounidense contiene {{1 pt fl-oz}} onzas líquidas estadounidenses y una pinta imperial {{1 pt_uk fl-oz_uk}} onzas imperiales, la pinta imperial ({{1 pt_uk ml}} mL) sigue siendo mayor que la estadounidense ({{1 pt ml}} mL).",
      "Las medidas de cocina siguen la misma división. La taza estadounidense son {{1 cup fl-oz}} fl oz de EE. UU. ({{1 cup ml}} mL); la cucharada estadounidense, {{1 tbsp ml}} mL, y la cucharadita, {{1 tsp ml}} mL. Las cucharas imperiales de esta página son las tradicionales ({{1 tbsp_uk ml}} mL y {{1 tsp_uk ml}} mL); las recetas británicas y de la Commonwealth actuales usan en su lugar cucharas métricas de 15 mL y 5 mL, que también se ofrecen aquí, junto con la cucharada australiana de 20 mL. La página incluye además las medidas para áridos de EE. UU. (pinta y cuarto para áridos, peck, bushel), el barril de petróleo de {{1 bbl gal}} galones estadounidenses, el barril para líquidos de EE. UU. de {{1 bbl_us gal}} galones y el acre-pie que se usa para el suministro de agua.",
    ],
    useCases: [
      "Comparar precios del combustible entre países: un precio por galón estadounidense corresponde a {{1 gal l}} L, y un precio por galón imperial, a {{1 gal_uk l}} L.",
      "Seguir una receta estadounidense con utensilios métricos: 1 taza son {{1 cup ml}} mL, y 2 cucharadas, {{2 tbsp ml}} mL.",
      "Leer etiquetas de bebidas: una lata de 12 fl oz contiene {{12 fl-oz ml}} mL, y una botella de 750 mL contiene {{750 ml fl-oz}} fl oz de EE. UU.",
      "Dimensionar acuarios, depósitos y piscinas: 100 galones estadounidenses son {{100 gal l}} L, y 1 m³ de agua son {{1 m3 gal}} galones estadounidenses.",
      "Leer cifras del mercado del petróleo, que cuenta en barriles de {{1 bbl gal}} galones estadounidenses: un barril son {{1 bbl l}} L.",
      "Planificar riegos y embalses en acres-pies: 1 acre-pie son {{1 acre_ft m3}} m³.",
    ],
    guides: [
      {
        title: "Convertir volúmenes a mano",
        content: [
          "De litros a galones estadounidenses: multiplique por {{1 l gal}} (o divida entre {{1 gal l}}). 20 L son {{20 l gal}} gal. Para galones imperiales, divida entre {{1 gal_uk l}}: 20 L son {{20 l gal_uk}} galones imperiales.",
          "De mililitros a onzas líquidas estadounidenses: divida entre {{1 fl-oz ml}}, así que 500 mL son {{500 ml fl-oz}} fl oz. Las onzas líquidas imperiales son menores, así que esos mismos 500 mL son {{500 ml fl-oz_uk}} fl oz imperiales.",
          "La cadena del sistema usual de EE. UU. es binaria: un galón son {{1 gal qt}} cuartos; un cuarto, {{1 qt pt}} pintas; una pinta, {{1 pt cup}} tazas; una taza, {{1 cup fl-oz}} onzas líquidas, y una onza líquida, {{1 fl-oz tbsp}} cucharadas. Por tanto, un galón son {{1 gal fl-oz}} fl oz de EE. UU., mientras que el galón imperial tiene {{1 gal_uk fl-oz_uk}} fl oz imperiales.",
        ],
      },
      {
        title: "Medidas de cocina estadounidenses, imperiales y métricas",
        content: [
          "La «taza» de una receta depende de dónde se escribió: la taza estadounidense son {{1 cup ml}} mL, la taza métrica que se usa en Australia y otros lugares son 250 mL, y la taza imperial de esta página, media pinta imperial, son {{1 cup_uk ml}} mL. Las etiquetas nutricionales de EE. UU. usan una taza redondeada de 240 mL.",
          "En cuanto a las cucharas, una cucharada estadounidense son {{1 tbsp ml}} mL y una cucharadita estadounidense, {{1 tsp ml}} mL, cerca de las cucharas métricas de 15 mL y 5 mL. La cucharada imperial tradicional ({{1 tbsp_uk ml}} mL) es claramente mayor; las recetas que se publican hoy en el Reino Unido se refieren casi siempre a las cucharas métricas.",
        ],
      },
    ],
    tips: [
      {
        title: "Pregunte qué galón",
        content: [
          "Una cifra en galones del Reino Unido, o canadiense antigua, suele ser imperial; una cifra de EE. UU. es estadounidense. Un galón imperial son {{1 gal_uk gal}} galones estadounidenses.",
        ],
      },
      {
        title: "mL y cc son lo mismo",
        content: [
          "Un centímetro cúbico (cc) es exactamente un mililitro, así que 250 cc son {{250 cc ml}} mL.",
        ],
      },
      {
        title: "Las pintas para áridos y para líquidos son distintas",
        content: [
          "La pinta para áridos de EE. UU. ({{1 pt_dry ml}} mL) es mayor que la pinta para líquidos de EE. UU. ({{1 pt ml}} mL). Use las unidades para áridos solo para cereales, fruta y otros productos secos.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos litros tiene un galón?",
        answer:
          "Un galón estadounidense son {{1 gal l}} L (exactamente {{1 gal ml}} mL); un galón imperial (británico) son exactamente {{1 gal_uk l}} L. Un litro son {{1 l gal}} galones estadounidenses.",
      },
      {
        question: "¿El galón británico es mayor que el estadounidense?",
        answer:
          "Sí. El galón imperial son {{1 gal_uk l}} L y el estadounidense, {{1 gal l}} L, así que un galón imperial son {{1 gal_uk gal}} galones estadounidenses.",
      },
      {
        question: "¿Cuántos mililitros tiene una onza líquida?",
        answer:
          "Una onza líquida estadounidense son {{1 fl-oz ml}} mL, y una onza líquida imperial, {{1 fl-oz_uk ml}} mL. Las etiquetas de bebidas de EE. UU. usan la onza líquida estadounidense.",
      },
      {
        question: "¿Cuántas onzas tiene un litro?",
        answer:
          "Un litro son {{1 l fl-oz}} onzas líquidas estadounidenses, o {{1 l fl-oz_uk}} onzas líquidas imperiales. Se trata de onzas líquidas de volumen, no de onzas de peso.",
      },
      {
        question: "¿Cuántos mililitros tiene una taza?",
        answer:
          "Una taza estadounidense son {{1 cup ml}} mL. La taza métrica que se usa en Australia y en otros países son 250 mL, y la taza imperial que se ofrece aquí, {{1 cup_uk ml}} mL.",
      },
      {
        question: "¿Qué cucharadita y qué cucharada usa el conversor para el Reino Unido?",
        answer:
          "Las cucharas «imperiales» son las tradicionales: cucharadita de {{1 tsp_uk ml}} mL y cucharada de {{1 tbsp_uk ml}} mL. Las recetas británicas actuales usan cucharas métricas de 5 mL y 15 mL; para ellas, convierta directamente desde mililitros.",
      },
    ],
  },
};
