import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/typography.ts. */
export const texts: UnitTranslations = {
  "/typography": {
    about: [
      "Las unidades tipográficas miden tamaños de letra, interlineados, márgenes y anchos de columna. Son longitudes, definidas aquí a partir de la pulgada, que mide exactamente {{1 in mm}} mm. El punto de esta página es el punto de autoedición (DTP, o PostScript) de exactamente 1/72 de pulgada, {{1 pt mm}} mm, que usan los procesadores de texto, los programas de maquetación, el PDF y el CSS. La pica son {{1 pica pt}} puntos, la sexta parte de una pulgada ({{1 pica mm}} mm), y una pulgada son {{1 in pt}} puntos o {{1 in pica}} picas.",
      "El píxel de esta página es el píxel CSS del diseño web, definido como 1/96 de pulgada: {{1 in px}} px por pulgada, así que 1 pt = {{1 pt px}} px y 1 px = {{1 px pt}} pt. Un píxel CSS es una unidad de referencia, no un punto de una pantalla concreta: en una pantalla de alta densidad, un píxel CSS abarca varios píxeles del dispositivo, y los navegadores pueden escalar toda la página. La relación de 1/96 de pulgada se cumple exactamente al convertir unas longitudes CSS en otras, y en la impresión a escala del 100 %.",
      "El punto DTP no es el único punto. El punto de imprenta estadounidense tradicional, de unos 0,3515 mm (el «pt» de TeX es 1/72,27 de pulgada), y el punto Didot de la Europa continental, de unos 0,376 mm, son unidades algo distintas que aparecen en muestrarios tipográficos antiguos y en documentos de TeX; TeX llama al punto DTP «big point» (bp). Ambos se ofrecen aquí: el punto de imprenta de 0,013837 pulgadas ({{1 pt_printer mm}} mm), con su pica, y el punto Didot de {{1 didot mm}} mm, con el cícero de 12 puntos Didot. El tamaño en puntos de una fuente es la altura de su caja eme, no la de sus mayúsculas, así que dos fuentes del mismo tamaño pueden verse bastante distintas.",
    ],
    useCases: [
      "Igualar tamaños de letra entre un procesador de texto y una página web: un texto de 12 pt son {{12 pt px}} px en CSS, y 14 px son {{14 px pt}} pt.",
      "Fijar márgenes de impresión y anchos de columna en picas: una columna de 30 picas mide {{30 pica in}} in, o {{30 pica mm}} mm.",
      "Convertir una página US Letter (8,5 × 11 in) a píxeles CSS para hojas de estilo de impresión: {{8.5 in px}} × {{11 in px}} px.",
      "Convertir coordenadas de PDF, que están en puntos: una página A4, de 210 mm de ancho, mide {{210 mm pt}} pt de ancho.",
      "Indicar grosores de filete e interlineados: un filete fino de 0,5 pt mide {{0.5 pt mm}} mm.",
    ],
    guides: [
      {
        title: "Puntos, picas y píxeles a mano",
        content: [
          "Todo se deduce de 1 in = {{1 in pt}} pt = {{1 in px}} px = {{1 in pica}} pc. De puntos a píxeles CSS: multiplique por 96/72, es decir, 4/3 ({{1 pt px}}). De píxeles a puntos: multiplique por 3/4 ({{1 px pt}}). Así, 12 pt son {{12 pt px}} px, y 16 px, el tamaño de texto predeterminado de la mayoría de los navegadores, son {{16 px pt}} pt.",
          "De picas a puntos: multiplique por {{1 pica pt}}. De puntos a milímetros: multiplique por {{1 pt mm}}. De picas a pulgadas: divida entre {{1 in pica}}.",
        ],
      },
      {
        title: "Píxeles de pantalla y píxeles CSS",
        content: [
          "Un píxel CSS se define por la relación de 1/96 de pulgada, pero una pantalla no muestra necesariamente una pulgada CSS como una pulgada física. Los teléfonos y los monitores de alta densidad suelen usar dos o tres píxeles del dispositivo por cada píxel CSS, y el escalado del sistema operativo vuelve a cambiar el tamaño físico.",
          "Use las conversiones entre píxeles y puntos para la maquetación y la impresión, donde son exactas; para prever el tamaño físico del texto en una pantalla determinada, necesita además la densidad de píxeles y el factor de escala de esa pantalla.",
        ],
      },
    ],
    tips: [
      {
        title: "De píxeles a puntos",
        content: [
          "Multiplique los píxeles por {{1 px pt}} para obtener puntos: 24 px son {{24 px pt}} pt.",
        ],
      },
      {
        title: "Indique qué punto",
        content: [
          "El software moderno usa el punto DTP de 1/72 de pulgada. Los muestrarios antiguos de tipos de metal y el «pt» de TeX no lo usan: para ellos, elija el punto de imprenta o el punto Didot.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos píxeles son 12 pt?",
        answer:
          "En CSS, 12 pt son {{12 pt px}} px, porque un punto es 1/72 de pulgada y un píxel CSS 1/96 de pulgada, así que 1 pt = {{1 pt px}} px.",
      },
      {
        question: "¿Cómo se convierten px a pt?",
        answer:
          "Multiplique por 3/4: 1 px = {{1 px pt}} pt. Así, 16 px son {{16 px pt}} pt y 20 px son {{20 px pt}} pt.",
      },
      {
        question: "¿Cuántos puntos tiene una pulgada?",
        answer:
          "El punto DTP que usa el software moderno es exactamente 1/72 de pulgada, así que una pulgada tiene {{1 in pt}} puntos. Un punto mide {{1 pt mm}} mm.",
      },
      {
        question: "¿Qué es una pica?",
        answer:
          "Una pica son {{1 pica pt}} puntos, la sexta parte de una pulgada: {{1 pica in}} in o {{1 pica mm}} mm. Los diseñadores la usan para anchos de columna y márgenes.",
      },
      {
        question: "¿Cuántos píxeles tiene una pulgada?",
        answer:
          "En CSS, exactamente {{1 in px}} px. El número de píxeles físicos por pulgada de una pantalla (su PPI) es otra cifra, que depende del dispositivo.",
      },
    ],
  },
};
