import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/area.ts. */
export const texts: UnitTranslations = {
  "/area": {
    about: [
      "La superficie, o área, es el tamaño de una extensión plana. Su unidad del SI es el metro cuadrado (m²). Como una superficie es una longitud por otra, cada factor de superficie es el cuadrado de un factor de longitud: un metro tiene 100 cm, así que un metro cuadrado tiene {{1 m2 cm2}} cm²; un pie mide exactamente 0,3048 m, así que un pie cuadrado mide exactamente {{1 ft2 cm2}} cm². Para los terrenos, el sistema métrico añade el área ({{1 are m2}} m²) y la hectárea ({{1 ha m2}} m²), y un kilómetro cuadrado son {{1 km2 ha}} hectáreas.",
      "Las unidades de superficie del sistema usual de EE. UU. y del imperial son los cuadrados de la pulgada, el pie, la yarda y la milla internacionales: {{1 ft2 in2}} in² por pie cuadrado y {{1 yd2 ft2}} ft² por yarda cuadrada. El acre, la unidad habitual para terrenos en EE. UU. y el Reino Unido, mide {{1 ac ft2}} ft² o {{1 ac m2}} m², y una milla cuadrada son {{1 mi2 ac}} acres. Una hectárea son {{1 ha ac}} acres.",
      "Los registros de tierras de EE. UU. añaden unidades de agrimensura. El township ({{1 township section}} secciones), la sección ({{1 section ac}} acres, una milla cuadrada) y el homestead ({{1 homestead ac}} acres) se calculan aquí con la medida internacional; el sistema público de agrimensura de tierras de EE. UU. (Public Land Survey) los define con el pie de agrimensura (1200/3937 m), lo que los hace unas 4 partes por millón mayores. El pie cuadrado y el acre de agrimensura se ofrecen aparte para escrituras y planos antiguos; el pie de agrimensura de EE. UU. dejó de usarse para trabajos nuevos a finales de 2022. La página incluye también unidades tradicionales (rood, cadena cuadrada, pértiga cuadrada, el arpende francés), el mil circular, usado para la sección de los cables, y el barn de la física nuclear ({{1 barn m2}} m²).",
    ],
    useCases: [
      "Comparar el tamaño de pisos y casas anunciados en metros cuadrados o en pies cuadrados: 80 m² son {{80 m2 ft2}} ft², y 1500 ft² son {{1500 ft2 m2}} m².",
      "Comprar suelos, pintura o baldosas que se venden por pie cuadrado, yarda cuadrada o metro cuadrado: una habitación de 12 × 15 ft, con 180 ft², mide {{180 ft2 m2}} m² o {{180 ft2 yd2}} yd².",
      "Leer anuncios de terrenos en acres o en hectáreas: una parcela de 40 acres tiene {{40 ac ha}} ha.",
      "Comparar la superficie de ciudades, parques o países dada en km² o en mi²: 100 km² son {{100 km2 mi2}} mi².",
      "Dimensionar cables eléctricos, cuya sección dan las tablas de EE. UU. en mils circulares: 1 mil circular son {{1 circ_mil mil2}} mils cuadrados.",
      "Leer descripciones de tierras de EE. UU.: un cuarto de sección son {{0.25 section ac}} acres, el tamaño de un homestead.",
    ],
    guides: [
      {
        title: "Convertir superficies a mano",
        content: [
          "Eleve al cuadrado el factor de longitud; nunca lo use tal cual. Como 1 ft = 0,3048 m exactamente, 1 ft² = 0,3048 × 0,3048 m², exactamente {{1 ft2 cm2}} cm². Por tanto, pasar de pies cuadrados a metros cuadrados es multiplicar por 0,3048², que es {{1 ft2 m2}} con seis decimales, y pasar de metros cuadrados a pies cuadrados es multiplicar por {{1 m2 ft2}}. El mismo razonamiento da {{1 in2 cm2}} cm² por pulgada cuadrada (2,54 × 2,54).",
          "Usar por error el factor de longitud sin más es el fallo más común con las superficies: 100 m² son {{100 m2 ft2}} ft², no los 328 que saldrían al multiplicar por 3,28. Para una habitación, mida los dos lados, convierta cada longitud y multiplique; o multiplique en un sistema y convierta la superficie una sola vez.",
          "Para terrenos, recuerde que una hectárea es un cuadrado de 100 m de lado y que un acre mide {{1 ac m2}} m², así que pasar de acres a hectáreas es multiplicar por {{1 ac ha}}, y de hectáreas a acres, por {{1 ha ac}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Convierta una sola vez, al final",
        content: [
          "Calcule la superficie en las unidades en que midió y convierta después el total. Redondear cada lado antes de multiplicar añade un error evitable.",
        ],
      },
      {
        title: "Acre de agrimensura o acre internacional",
        content: [
          "El acre de agrimensura de EE. UU. mide {{1 ac_survey m2}} m², y el acre internacional, {{1 ac m2}} m². La diferencia solo importa en grandes extensiones medidas y en descripciones legales.",
        ],
      },
      {
        title: "Mil cuadrado frente a mil circular",
        content: [
          "Las tablas de cables en mils circulares dan el diámetro en mils al cuadrado; para obtener la superficie real, multiplique por π/4 (1 mil circular = {{1 circ_mil mil2}} mil²).",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos pies cuadrados tiene un metro cuadrado?",
        answer:
          "Un metro cuadrado son {{1 m2 ft2}} ft². Un pie cuadrado mide exactamente {{1 ft2 cm2}} cm² (0,3048 m al cuadrado), y al dividir 10.000 cm² entre esa cifra se obtiene el número de pies cuadrados.",
      },
      {
        question: "¿Cuántos pies cuadrados tiene un acre?",
        answer:
          "Un acre son {{1 ac ft2}} ft², o {{1 ac m2}} m². Una milla cuadrada contiene {{1 mi2 ac}} acres.",
      },
      {
        question: "¿Qué diferencia hay entre un acre y una hectárea?",
        answer:
          "Una hectárea son {{1 ha m2}} m², un cuadrado de 100 m de lado; un acre son {{1 ac m2}} m². Una hectárea son {{1 ha ac}} acres, y un acre, {{1 ac ha}} ha.",
      },
      {
        question: "¿Cómo se convierten kilómetros cuadrados a millas cuadradas?",
        answer:
          "Multiplique por {{1 km2 mi2}}. Una milla cuadrada son {{1 mi2 km2}} km², porque una milla mide exactamente 1,609344 km y 1,609344² es {{1 mi2 km2}} con seis decimales.",
      },
      {
        question:
          "¿Por qué no basta con multiplicar los metros cuadrados por 3,28 para obtener pies cuadrados?",
        answer:
          "Porque 3,28 convierte longitudes. Una superficie es el producto de dos longitudes, así que su factor es el cuadrado: {{1 m2 ft2}} ft² por m². Multiplicar por el factor de longitud da un resultado unas 3,3 veces menor de lo debido.",
      },
      {
        question: "¿Qué es una sección de tierra?",
        answer:
          "En el sistema público de agrimensura de tierras de EE. UU., una sección es una milla cuadrada, {{1 section ac}} acres; {{1 township section}} secciones forman un township, y un cuarto de sección de {{1 homestead ac}} acres es el homestead clásico.",
      },
    ],
  },
};
