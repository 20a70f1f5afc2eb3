import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/fuel-consumption.ts. */
export const texts: UnitTranslations = {
  "/fuel-consumption": {
    about: [
      "El uso de combustible se expresa de dos maneras opuestas. El consumo de combustible es el combustible gastado por distancia: litros por 100 kilómetros (L/100 km) en la mayor parte de Europa, Canadá, Australia y muchos otros países, y también litros o mililitros por kilómetro y galones estadounidenses por 100 millas. En estas unidades, cuanto menor es la cifra, mejor. El rendimiento de combustible es la distancia por unidad de combustible: millas por galón (mpg) en Estados Unidos y el Reino Unido, kilómetros por litro (km/L) en Japón, la India y otros lugares. En estas, cuanto mayor es la cifra, mejor.",
      "Los dos tipos son inversos entre sí, así que pasar de uno a otro es una división, no una multiplicación: L/100 km = {{1 mpg_us l_100km}} ÷ mpg (EE. UU.) = {{1 mpg_uk l_100km}} ÷ mpg (R. U.) = 100 ÷ km/L. Duplicar las mpg reduce a la mitad los L/100 km: 20 mpg (EE. UU.) son {{20 mpg_us l_100km}} L/100 km, y 40 mpg, {{40 mpg_us l_100km}} L/100 km. Dentro de cada tipo, la conversión es un factor corriente: 1 L/100 km son {{1 l_100km ml_km}} mL/km o {{1 l_100km l_km}} L/km.",
      "Las millas por galón dependen de qué galón se use. El galón estadounidense mide 3,785411784 litros y el galón imperial que se usa en el Reino Unido, 4,54609 litros, así que el mismo coche marca más mpg en el Reino Unido: 1 mpg (EE. UU.) son {{1 mpg_us mpg_uk}} mpg (R. U.). El conversor las mantiene separadas como mpg (EE. UU.) y mpg (R. U.). En términos del SI, un volumen por distancia es una superficie, y por eso la unidad base de la categoría es el metro cúbico por metro: 1 L/100 km son {{1 l_100km m3_m}} m³/m.",
    ],
    useCases: [
      "Comparar un coche estadounidense homologado con 30 mpg con uno europeo homologado con 6 L/100 km: 30 mpg (EE. UU.) son {{30 mpg_us l_100km}} L/100 km, así que el coche europeo gasta menos combustible.",
      "Leer pruebas de carretera británicas en mpg imperiales: 50 mpg (R. U.) son {{50 mpg_uk l_100km}} L/100 km y {{50 mpg_uk mpg_us}} mpg (EE. UU.).",
      "Calcular el combustible de un viaje: a 7 L/100 km, un coche gasta {{7 l_100km l_km}} L por kilómetro, así que 450 km requieren 31,5 L.",
      "Comparar rendimientos de Japón o la India dados en km/L: 18 km/L son {{18 km_l l_100km}} L/100 km o {{18 km_l mpg_us}} mpg (EE. UU.).",
      "Leer los galones por 100 millas que muestran las etiquetas de eficiencia de combustible de EE. UU.: 4 gal/100 mi son {{4 gal_100mi mpg_us}} mpg (EE. UU.).",
    ],
    guides: [
      {
        title: "Convertir entre mpg y L/100 km a mano",
        content: [
          "Como las unidades son inversas, divida una constante entre el valor. Con galones estadounidenses: L/100 km = {{1 mpg_us l_100km}} ÷ mpg, y mpg = {{1 mpg_us l_100km}} ÷ L/100 km. Con galones imperiales, use {{1 mpg_uk l_100km}}. Así, 25 mpg (EE. UU.) son {{25 mpg_us l_100km}} L/100 km, y 8 L/100 km son {{8 l_100km mpg_uk}} mpg (R. U.).",
          "Para km/L, la constante es 100: 12,5 km/L son {{12.5 km_l l_100km}} L/100 km. Nunca multiplique las mpg por un factor para obtener L/100 km; una multiplicación solo sirve entre dos unidades del mismo tipo, como mpg (EE. UU.) y mpg (R. U.), o L/100 km y mL/km.",
        ],
      },
      {
        title: "Por qué el ahorro se ve mejor en L/100 km",
        content: [
          "El combustible gastado en una distancia fija es proporcional a los L/100 km o a los gal/100 mi, no a las mpg. Pasar de 10 a 20 mpg (EE. UU.) reduce el combustible por cada 100 millas de {{10 mpg_us gal_100mi}} a {{20 mpg_us gal_100mi}} galones; pasar de 30 a 50 mpg solo lo reduce de {{30 mpg_us gal_100mi}} a {{50 mpg_us gal_100mi}} galones.",
          "Por eso sustituir un vehículo que gasta muchísimo ahorra más combustible que una gran mejora de mpg en uno que ya es económico. Compare los vehículos en L/100 km o en gal/100 mi cuando quiera comparar el coste del combustible.",
        ],
      },
    ],
    tips: [
      {
        title: "¿Menos o más?",
        content: [
          "L/100 km, L/km, mL/km y gal/100 mi: cuanto menos, mejor. mpg y km/L: cuanto más, mejor.",
        ],
      },
      {
        title: "¿Qué galón?",
        content: [
          "Una cifra de mpg británica está en galones imperiales y es mayor que la estadounidense para el mismo coche: 40 mpg (R. U.) son {{40 mpg_uk mpg_us}} mpg (EE. UU.).",
        ],
      },
      {
        title: "Compruebe el ciclo de prueba",
        content: [
          "Las cifras oficiales obtenidas con procedimientos de prueba distintos, como las pruebas de la EPA de EE. UU. y el WLTP, difieren incluso tras una conversión de unidades correcta, porque las condiciones de conducción son distintas.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cómo se convierten mpg a L/100 km?",
        answer:
          "Divida {{1 mpg_us l_100km}} entre las mpg (EE. UU.); para mpg británicas, divida {{1 mpg_uk l_100km}} entre ellas. Por ejemplo, 30 mpg (EE. UU.) son {{30 mpg_us l_100km}} L/100 km, y 30 mpg (R. U.), {{30 mpg_uk l_100km}} L/100 km.",
      },
      {
        question: "¿Cómo se convierten L/100 km a mpg?",
        answer:
          "Divida {{1 mpg_us l_100km}} entre la cifra de L/100 km para obtener mpg estadounidenses, o {{1 mpg_uk l_100km}} para obtener mpg británicas. Así, 6 L/100 km son {{6 l_100km mpg_us}} mpg (EE. UU.) o {{6 l_100km mpg_uk}} mpg (R. U.).",
      },
      {
        question: "¿Es mejor un valor de L/100 km más bajo?",
        answer:
          "Sí. Los L/100 km son combustible gastado por distancia, así que una cifra menor significa menos combustible. En mpg y km/L, que miden distancia por combustible, cuanto mayor es la cifra, mejor.",
      },
      {
        question:
          "¿Por qué las mpg británicas son más altas que las estadounidenses para el mismo coche?",
        answer:
          "Porque el galón imperial (4,54609 L) es mayor que el estadounidense (3,785411784 L), así que un coche recorre más distancia con uno. 1 mpg (R. U.) son {{1 mpg_uk mpg_us}} mpg (EE. UU.), y 1 mpg (EE. UU.), {{1 mpg_us mpg_uk}} mpg (R. U.).",
      },
      {
        question: "¿Cómo se convierten km/L a L/100 km?",
        answer:
          "Divida 100 entre el valor en km/L: 20 km/L son {{20 km_l l_100km}} L/100 km. A la inversa es igual: 100 ÷ L/100 km da km/L, así que 5 L/100 km son {{5 l_100km km_l}} km/L.",
      },
    ],
  },
};
