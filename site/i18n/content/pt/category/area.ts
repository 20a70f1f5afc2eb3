import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/area.ts. */
export const texts: UnitTranslations = {
  "/area": {
    about: [
      "Área é o tamanho de uma superfície. Sua unidade SI é o metro quadrado (m²). Como área é comprimento vezes comprimento, todo fator de área é o quadrado de um fator de comprimento: um metro tem 100 cm, então um metro quadrado tem {{1 m2 cm2}} cm²; um pé mede exatamente 0,3048 m, então um pé quadrado tem exatamente {{1 ft2 cm2}} cm². Para terrenos, o sistema métrico acrescenta o are ({{1 are m2}} m²) e o hectare ({{1 ha m2}} m²), e um quilômetro quadrado equivale a {{1 km2 ha}} hectares.",
      "As unidades de área do sistema usual dos EUA e do sistema imperial são os quadrados da polegada, do pé, da jarda e da milha internacionais: {{1 ft2 in2}} in² por pé quadrado, {{1 yd2 ft2}} ft² por jarda quadrada. O acre, unidade usual para terrenos nos EUA e no Reino Unido, tem {{1 ac ft2}} ft² ou {{1 ac m2}} m², e uma milha quadrada tem {{1 mi2 ac}} acres. Um hectare equivale a {{1 ha ac}} acres.",
      "Os registros fundiários dos EUA acrescentam unidades de levantamento. O township ({{1 township section}} seções), a seção ({{1 section ac}} acres, uma milha quadrada) e o homestead ({{1 homestead ac}} acres) são calculados aqui na medida internacional; o US Public Land Survey os define pelo pé de levantamento dos EUA (1200/3937 m), o que os torna cerca de 4 partes por milhão maiores. O pé quadrado e o acre de levantamento são oferecidos à parte, para escrituras e plantas antigas; o pé de levantamento dos EUA deixou de ser usado em trabalhos novos no fim de 2022. A página traz também unidades tradicionais (rood, cadeia quadrada, rod quadrado, o arpent francês), o mil circular usado para seções de fios e o barn da física nuclear ({{1 barn m2}} m²).",
    ],
    useCases: [
      "Comparar tamanhos de apartamentos e casas anunciados em metros quadrados ou pés quadrados: 80 m² equivalem a {{80 m2 ft2}} ft², e 1.500 ft² a {{1500 ft2 m2}} m².",
      "Comprar pisos, tinta ou azulejos vendidos por pé quadrado, jarda quadrada ou metro quadrado: um cômodo de 12 × 15 ft, com 180 ft², tem {{180 ft2 m2}} m² ou {{180 ft2 yd2}} yd².",
      "Ler anúncios de terrenos em acres ou hectares: um lote de 40 acres tem {{40 ac ha}} ha.",
      "Comparar áreas de cidades, parques ou países dadas em km² ou mi²: 100 km² equivalem a {{100 km2 mi2}} mi².",
      "Dimensionar fios elétricos, cuja seção as tabelas dos EUA dão em mils circulares: 1 mil circular equivale a {{1 circ_mil mil2}} mil quadrado.",
      "Ler descrições de terrenos dos EUA: um quarto de seção tem {{0.25 section ac}} acres, o tamanho de um homestead.",
    ],
    guides: [
      {
        title: "Como converter áreas à mão",
        content: [
          "Eleve o fator de comprimento ao quadrado; nunca o use como está. Como 1 ft = 0,3048 m exatamente, 1 ft² = 0,3048 × 0,3048 m², exatamente {{1 ft2 cm2}} cm². Assim, passar de pés quadrados para metros quadrados é multiplicar por 0,3048², que dá {{1 ft2 m2}} com seis casas decimais, e passar de metros quadrados para pés quadrados é multiplicar por {{1 m2 ft2}}. A mesma lógica dá {{1 in2 cm2}} cm² por polegada quadrada (2,54 × 2,54).",
          "Usar por engano o fator de comprimento simples é o erro de área mais comum: 100 m² equivalem a {{100 m2 ft2}} ft², e não aos 328 que você obteria multiplicando por 3,28. Para um cômodo, meça os dois lados, converta cada comprimento e multiplique; ou multiplique em um só sistema e converta a área uma única vez.",
          "Para terrenos, lembre que um hectare é um quadrado de 100 m de lado e um acre tem {{1 ac m2}} m²; assim, de acres para hectares se multiplica por {{1 ac ha}}, e de hectares para acres por {{1 ha ac}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Converta uma vez só, no final",
        content: [
          "Calcule a área nas unidades em que você mediu e depois converta o total. Arredondar cada lado antes de multiplicar acrescenta um erro evitável.",
        ],
      },
      {
        title: "Acre de levantamento ou internacional",
        content: [
          "O acre de levantamento dos EUA tem {{1 ac_survey m2}} m²; o acre internacional, {{1 ac m2}} m². A diferença só importa em grandes áreas levantadas e em descrições legais.",
        ],
      },
      {
        title: "Mil quadrado versus mil circular",
        content: [
          "As tabelas de fios em mils circulares dão o diâmetro em mils ao quadrado; para obter a área real, multiplique por π/4 (1 mil circular = {{1 circ_mil mil2}} mil²).",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pés quadrados há em um metro quadrado?",
        answer:
          "Um metro quadrado equivale a {{1 m2 ft2}} ft². Um pé quadrado tem exatamente {{1 ft2 cm2}} cm² (0,3048 m ao quadrado), e dividir 10.000 cm² por esse valor dá o número de pés quadrados.",
      },
      {
        question: "Quantos pés quadrados há em um acre?",
        answer:
          "Um acre tem {{1 ac ft2}} ft², ou {{1 ac m2}} m². Uma milha quadrada contém {{1 mi2 ac}} acres.",
      },
      {
        question: "Qual é a diferença entre um acre e um hectare?",
        answer:
          "Um hectare tem {{1 ha m2}} m², um quadrado de 100 m de lado; um acre tem {{1 ac m2}} m². Um hectare equivale a {{1 ha ac}} acres, e um acre a {{1 ac ha}} ha.",
      },
      {
        question: "Como converto quilômetros quadrados em milhas quadradas?",
        answer:
          "Multiplique por {{1 km2 mi2}}. Uma milha quadrada tem {{1 mi2 km2}} km², porque uma milha mede exatamente 1,609344 km e 1,609344² dá {{1 mi2 km2}} com seis casas decimais.",
      },
      {
        question:
          "Por que não posso simplesmente multiplicar metros quadrados por 3,28 para obter pés quadrados?",
        answer:
          "Porque 3,28 converte comprimentos. Uma área é o produto de dois comprimentos, então seu fator é o quadrado: {{1 m2 ft2}} ft² por m². Multiplicar pelo fator de comprimento dá um resultado cerca de 3,3 vezes pequeno demais.",
      },
      {
        question: "O que é uma seção de terra?",
        answer:
          "No US Public Land Survey, uma seção é uma milha quadrada, {{1 section ac}} acres; {{1 township section}} seções formam um township, e um quarto de seção, com {{1 homestead ac}} acres, é o homestead clássico.",
      },
    ],
  },
};
