import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/volume.ts. */
export const texts: UnitTranslations = {
  "/volume": {
    about: [
      "Volume é a quantidade de espaço tridimensional que uma substância ocupa. Sua unidade SI é o metro cúbico (m³). O litro é exatamente um decímetro cúbico; assim, 1 m³ = {{1 m3 l}} L, e um mililitro é exatamente um centímetro cúbico, o “cc” da medicina e dos motores ({{1 cc ml}} mL). As unidades métricas desta página, do femtolitro ao quilômetro cúbico, diferem por potências de dez; as colheres e xícaras métricas de cozinha correspondem a números redondos de mililitros.",
      "As unidades do sistema usual dos EUA e do sistema imperial têm os mesmos nomes, mas não os mesmos tamanhos. O galão dos EUA é definido como exatamente {{1 gal in3}} polegadas cúbicas, ou seja, {{1 gal ml}} mL; o galão imperial, usado no Reino Unido, tem exatamente {{1 gal_uk l}} L, cerca de {{1 gal_uk gal}} galões dos EUA. Já as onças fluidas diferem no sentido oposto: a onça fluida dos EUA ({{1 fl-oz ml}} mL) é maior que a imperial ({{1 fl-oz_uk ml}} mL). Como um pint dos EUA contém {{1 pt fl-oz}} onças fluidas dos EUA e um pint imperial {{1 pt_uk fl-oz_uk}} onças imperiais, o pint imperial ({{1 pt_uk ml}} mL) continua maior que o pint dos EUA ({{1 pt ml}} mL).",
      "As medidas de cozinha seguem a mesma divisão. A xícara dos EUA tem {{1 cup fl-oz}} fl oz dos EUA ({{1 cup ml}} mL), a colher de sopa dos EUA {{1 tbsp ml}} mL e a colher de chá {{1 tsp ml}} mL. As colheres imperiais desta página são as tradicionais ({{1 tbsp_uk ml}} mL e {{1 tsp_uk ml}} mL); as receitas modernas do Reino Unido e da Commonwealth usam, em vez delas, colheres métricas de 15 mL e 5 mL, também oferecidas aqui, junto com a colher de sopa australiana de 20 mL. A página também oferece as medidas para secos dos EUA (pint seco, quarto seco, peck, bushel), o barril de petróleo de {{1 bbl gal}} galões dos EUA, o barril líquido dos EUA de {{1 bbl_us gal}} galões e o acre-pé, usado para o abastecimento de água.",
    ],
    useCases: [
      "Comparar preços de combustível entre países: um preço por galão dos EUA se refere a {{1 gal l}} L; um preço por galão imperial, a {{1 gal_uk l}} L.",
      "Seguir uma receita americana com utensílios métricos: 1 xícara equivale a {{1 cup ml}} mL, e 2 colheres de sopa a {{2 tbsp ml}} mL.",
      "Ler rótulos de bebidas: uma lata de 12 fl oz contém {{12 fl-oz ml}} mL, e uma garrafa de 750 mL contém {{750 ml fl-oz}} fl oz dos EUA.",
      "Dimensionar aquários, tanques e piscinas: 100 galões dos EUA equivalem a {{100 gal l}} L, e 1 m³ de água a {{1 m3 gal}} galões dos EUA.",
      "Ler números do mercado de petróleo, que contam barris de {{1 bbl gal}} galões dos EUA: um barril equivale a {{1 bbl l}} L.",
      "Planejar irrigação e reservatórios em acres-pés: 1 acre-pé equivale a {{1 acre_ft m3}} m³.",
    ],
    guides: [
      {
        title: "Como converter volumes à mão",
        content: [
          "De litros para galões dos EUA: multiplique por {{1 l gal}} (ou divida por {{1 gal l}}). 20 L equivalem a {{20 l gal}} gal. Para galões imperiais, divida por {{1 gal_uk l}}: 20 L equivalem a {{20 l gal_uk}} galões imperiais.",
          "De mililitros para onças fluidas dos EUA: divida por {{1 fl-oz ml}}; assim, 500 mL equivalem a {{500 ml fl-oz}} fl oz. As onças fluidas imperiais são menores; por isso, os mesmos 500 mL equivalem a {{500 ml fl-oz_uk}} fl oz imperiais.",
          "A cadeia do sistema usual dos EUA é binária: um galão tem {{1 gal qt}} quartos, um quarto {{1 qt pt}} pints, um pint {{1 pt cup}} xícaras, uma xícara {{1 cup fl-oz}} onças fluidas e uma onça fluida {{1 fl-oz tbsp}} colheres de sopa. Um galão tem, portanto, {{1 gal fl-oz}} fl oz dos EUA, enquanto o galão imperial tem {{1 gal_uk fl-oz_uk}} fl oz imperiais.",
        ],
      },
      {
        title: "Medidas de cozinha americanas, imperiais e métricas",
        content: [
          "A “xícara” de uma receita depende de onde ela foi escrita: a xícara dos EUA tem {{1 cup ml}} mL, a xícara métrica usada na Austrália e em outros lugares tem 250 mL, e a xícara imperial desta página, meio pint imperial, tem {{1 cup_uk ml}} mL. Os rótulos nutricionais dos EUA usam uma xícara arredondada de 240 mL.",
          "Quanto às colheres, uma colher de sopa dos EUA tem {{1 tbsp ml}} mL e uma colher de chá dos EUA {{1 tsp ml}} mL, valores próximos das colheres métricas de 15 mL e 5 mL. A colher de sopa imperial tradicional ({{1 tbsp_uk ml}} mL) é visivelmente maior; as receitas impressas hoje no Reino Unido quase sempre se referem às colheres métricas.",
        ],
      },
    ],
    tips: [
      {
        title: "Pergunte qual galão",
        content: [
          "Um valor em galões do Reino Unido ou do Canadá antigo geralmente é imperial; um valor dos EUA é americano. Um galão imperial equivale a {{1 gal_uk gal}} galões dos EUA.",
        ],
      },
      {
        title: "mL e cc são a mesma coisa",
        content: [
          "Um centímetro cúbico (cc) é exatamente um mililitro; assim, 250 cc equivalem a {{250 cc ml}} mL.",
        ],
      },
      {
        title: "Pints secos e líquidos são diferentes",
        content: [
          "O pint seco dos EUA ({{1 pt_dry ml}} mL) é maior que o pint líquido dos EUA ({{1 pt ml}} mL). Use as unidades para secos apenas para grãos, frutas e outros produtos secos.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos litros há em um galão?",
        answer:
          "Um galão dos EUA tem {{1 gal l}} L (exatamente {{1 gal ml}} mL); um galão imperial (do Reino Unido) tem exatamente {{1 gal_uk l}} L. Um litro equivale a {{1 l gal}} galões dos EUA.",
      },
      {
        question: "O galão do Reino Unido é maior que o dos EUA?",
        answer:
          "Sim. O galão imperial tem {{1 gal_uk l}} L, e o galão dos EUA {{1 gal l}} L; assim, um galão imperial equivale a {{1 gal_uk gal}} galões dos EUA.",
      },
      {
        question: "Quantos mililitros há em uma onça fluida?",
        answer:
          "Uma onça fluida dos EUA tem {{1 fl-oz ml}} mL, e uma onça fluida imperial {{1 fl-oz_uk ml}} mL. Os rótulos de bebidas nos EUA usam a onça fluida dos EUA.",
      },
      {
        question: "Quantas onças há em um litro?",
        answer:
          "Um litro equivale a {{1 l fl-oz}} onças fluidas dos EUA, ou {{1 l fl-oz_uk}} onças fluidas imperiais. São onças fluidas de volume, e não onças de peso.",
      },
      {
        question: "Quantos mililitros há em uma xícara?",
        answer:
          "Uma xícara dos EUA tem {{1 cup ml}} mL. A xícara métrica usada na Austrália e em vários outros países tem 250 mL, e a xícara imperial oferecida aqui tem {{1 cup_uk ml}} mL.",
      },
      {
        question: "Que colher de chá e que colher de sopa o conversor usa para o Reino Unido?",
        answer:
          "As colheres “imperiais” são as tradicionais: colher de chá de {{1 tsp_uk ml}} mL e colher de sopa de {{1 tbsp_uk ml}} mL. As receitas modernas do Reino Unido usam colheres métricas de 5 mL e 15 mL; para essas, converta diretamente a partir dos mililitros.",
      },
    ],
  },
};
