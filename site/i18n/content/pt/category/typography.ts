import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/typography.ts. */
export const texts: UnitTranslations = {
  "/typography": {
    about: [
      "As unidades tipográficas medem tamanhos de fonte, entrelinhas, margens e larguras de coluna. São comprimentos, definidos aqui a partir da polegada, que mede exatamente {{1 in mm}} mm. O ponto desta página é o ponto da editoração eletrônica (DTP, ou PostScript), de exatamente 1/72 de polegada, {{1 pt mm}} mm, usado por processadores de texto, programas de diagramação, PDF e CSS. A paica tem {{1 pica pt}} pontos, um sexto de polegada ({{1 pica mm}} mm), e uma polegada tem {{1 in pt}} pontos ou {{1 in pica}} paicas.",
      "O pixel desta página é o pixel CSS do web design, definido como 1/96 de polegada: {{1 in px}} px por polegada; assim, 1 pt = {{1 pt px}} px e 1 px = {{1 px pt}} pt. Um pixel CSS é uma unidade de referência, e não um ponto de uma tela específica: em uma tela de alta densidade, um pixel CSS cobre vários pixels do dispositivo, e os navegadores podem redimensionar a página inteira. A razão de 1/96 de polegada vale exatamente quando comprimentos CSS são convertidos entre si, e na impressão em escala de 100 %.",
      "O ponto DTP não é o único ponto. O ponto tradicional do impressor americano, de cerca de 0,3515 mm (o “pt” do TeX é 1/72,27 de polegada), e o ponto Didot da Europa continental, de cerca de 0,376 mm, são unidades ligeiramente diferentes, encontradas em mostruários de tipos antigos e em documentos TeX; o TeX chama o ponto DTP de “big point” (bp), ou seja, “ponto grande”. Ambos são oferecidos aqui: o ponto de impressor, de 0,013837 polegada ({{1 pt_printer mm}} mm), com sua paica, e o ponto Didot, de {{1 didot mm}} mm, com o cícero de 12 pontos Didot. O tamanho em pontos de uma fonte é a altura do seu quadratim (em box), e não a altura das suas letras maiúsculas; por isso, duas fontes do mesmo tamanho podem parecer bem diferentes.",
    ],
    useCases: [
      "Igualar tamanhos de fonte entre um processador de texto e uma página web: um texto de 12 pt tem {{12 pt px}} px em CSS, e 14 px equivalem a {{14 px pt}} pt.",
      "Definir margens de impressão e larguras de coluna em paicas: uma coluna de 30 paicas mede {{30 pica in}} in, ou {{30 pica mm}} mm.",
      "Converter uma página US Letter (8,5 × 11 in) em pixels CSS para folhas de estilo de impressão: {{8.5 in px}} × {{11 in px}} px.",
      "Converter coordenadas de PDF, que são dadas em pontos: uma página A4, com 210 mm de largura, tem {{210 mm pt}} pt de largura.",
      "Especificar espessuras de fios e entrelinhas: um fio finíssimo de 0,5 pt mede {{0.5 pt mm}} mm.",
    ],
    guides: [
      {
        title: "Pontos, paicas e pixels à mão",
        content: [
          "Tudo decorre de 1 in = {{1 in pt}} pt = {{1 in px}} px = {{1 in pica}} pc. De pontos para pixels CSS: multiplique por 96/72, ou seja, 4/3 ({{1 pt px}}). De pixels para pontos: multiplique por 3/4 ({{1 px pt}}). Assim, 12 pt equivalem a {{12 pt px}} px, e 16 px, o tamanho de texto padrão da maioria dos navegadores, a {{16 px pt}} pt.",
          "De paicas para pontos: multiplique por {{1 pica pt}}. De pontos para milímetros: multiplique por {{1 pt mm}}. De paicas para polegadas: divida por {{1 in pica}}.",
        ],
      },
      {
        title: "Pixels de tela e pixels CSS",
        content: [
          "Um pixel CSS é definido pela razão de 1/96 de polegada, mas uma tela não mostra necessariamente uma polegada CSS como uma polegada física. Celulares e monitores de alta densidade costumam usar dois ou três pixels do dispositivo por pixel CSS, e o redimensionamento do sistema operacional altera de novo o tamanho físico.",
          "Use as conversões entre pixels e pontos para a diagramação e para a impressão, em que elas são exatas; para prever o tamanho físico de um texto em determinada tela, você também precisa da densidade de pixels e do fator de escala dessa tela.",
        ],
      },
    ],
    tips: [
      {
        title: "De pixels para pontos",
        content: [
          "Multiplique os pixels por {{1 px pt}} para obter pontos: 24 px equivalem a {{24 px pt}} pt.",
        ],
      },
      {
        title: "Indique qual ponto",
        content: [
          "Os programas modernos usam o ponto DTP de 1/72 de polegada. Os antigos mostruários de tipos de metal e o “pt” do TeX não o usam: para esses casos, escolha o ponto de impressor ou o ponto Didot.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pixels tem 12 pt?",
        answer:
          "Em CSS, 12 pt equivalem a {{12 pt px}} px, porque um ponto é 1/72 de polegada e um pixel CSS é 1/96 de polegada; logo, 1 pt = {{1 pt px}} px.",
      },
      {
        question: "Como converto px em pt?",
        answer:
          "Multiplique por 3/4: 1 px = {{1 px pt}} pt. Assim, 16 px equivalem a {{16 px pt}} pt, e 20 px a {{20 px pt}} pt.",
      },
      {
        question: "Quantos pontos há em uma polegada?",
        answer:
          "O ponto DTP usado pelos programas modernos é exatamente 1/72 de polegada; portanto, uma polegada tem {{1 in pt}} pontos. Um ponto mede {{1 pt mm}} mm.",
      },
      {
        question: "O que é uma paica?",
        answer:
          "Uma paica tem {{1 pica pt}} pontos, um sexto de polegada: {{1 pica in}} in ou {{1 pica mm}} mm. Os designers a usam para larguras de coluna e margens.",
      },
      {
        question: "Quantos pixels há em uma polegada?",
        answer:
          "Em CSS, exatamente {{1 in px}} px. O número de pixels físicos por polegada de uma tela (seu PPI) é outro valor, que depende do dispositivo.",
      },
    ],
  },
};
