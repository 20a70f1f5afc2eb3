import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/area.ts. */
export const texts: UnitTranslations = {
  "/area": {
    about: [
      "La superficie est la taille d’une surface. Son unité SI est le mètre carré (m²). Comme une aire est le produit de deux longueurs, chaque facteur de superficie est le carré d’un facteur de longueur : un mètre fait 100 cm, donc un mètre carré fait {{1 m2 cm2}} cm² ; un pied fait exactement 0,3048 m, donc un pied carré fait exactement {{1 ft2 cm2}} cm². Pour les terrains, le système métrique ajoute l’are ({{1 are m2}} m²) et l’hectare ({{1 ha m2}} m²), et un kilomètre carré vaut {{1 km2 ha}} hectares.",
      "Les unités de superficie américaines et impériales sont les carrés du pouce, du pied, du yard et du mile internationaux : {{1 ft2 in2}} in² dans un pied carré, {{1 yd2 ft2}} ft² dans un yard carré. L’acre, unité usuelle des terrains aux États-Unis et au Royaume-Uni, vaut {{1 ac ft2}} ft² ou {{1 ac m2}} m², et un mille carré vaut {{1 mi2 ac}} acres. Un hectare vaut {{1 ha ac}} acres.",
      "Les registres fonciers américains ajoutent des unités d’arpentage. Le township ({{1 township section}} sections), la section ({{1 section ac}} acres, un mille carré) et le homestead ({{1 homestead ac}} acres) sont calculés ici en mesure internationale ; le Public Land Survey des États-Unis les définit avec le pied d’arpentage américain (1200/3937 m), ce qui les rend plus grands d’environ 4 parties par million. Le pied carré et l’acre d’arpentage sont proposés à part pour les anciens actes et plans cadastraux ; le pied d’arpentage américain a été abandonné pour les nouveaux travaux à la fin de 2022. La page propose aussi des unités traditionnelles (rood, chaîne carrée, rod carré, arpent français), le mil circulaire utilisé pour les sections de fils électriques, et le barn de la physique nucléaire ({{1 barn m2}} m²).",
    ],
    useCases: [
      "Comparer des surfaces d’appartements et de maisons annoncées en mètres carrés ou en pieds carrés : 80 m² font {{80 m2 ft2}} ft², et 1 500 ft² font {{1500 ft2 m2}} m².",
      "Acheter un revêtement de sol, de la peinture ou du carrelage vendus au pied carré, au yard carré ou au mètre carré : une pièce de 12 × 15 ft, soit 180 ft², fait {{180 ft2 m2}} m² ou {{180 ft2 yd2}} yd².",
      "Lire des annonces de terrains en acres ou en hectares : une parcelle de 40 acres fait {{40 ac ha}} ha.",
      "Comparer les superficies de villes, de parcs ou de pays données en km² ou en mi² : 100 km² font {{100 km2 mi2}} mi².",
      "Dimensionner des fils électriques, dont les tableaux américains donnent la section en mils circulaires : 1 mil circulaire vaut {{1 circ_mil mil2}} mil carré.",
      "Lire des descriptions foncières américaines : un quart de section fait {{0.25 section ac}} acres, la taille d’un homestead.",
    ],
    guides: [
      {
        title: "Convertir des superficies à la main",
        content: [
          "Élevez le facteur de longueur au carré, ne l’utilisez jamais tel quel. Comme 1 ft = 0,3048 m exactement, 1 ft² = 0,3048 × 0,3048 m², soit exactement {{1 ft2 cm2}} cm². Passer des pieds carrés aux mètres carrés revient donc à multiplier par 0,3048², soit {{1 ft2 m2}} à six décimales, et des mètres carrés aux pieds carrés à multiplier par {{1 m2 ft2}}. Le même raisonnement donne {{1 in2 cm2}} cm² par pouce carré (2,54 × 2,54).",
          "Employer par erreur le simple facteur de longueur est l’erreur la plus courante sur les superficies : 100 m² font {{100 m2 ft2}} ft², et non les 328 qu’on obtiendrait en multipliant par 3,28. Pour une pièce, mesurez les deux côtés, convertissez chaque longueur, puis multipliez ; ou bien multipliez dans un seul système et convertissez la superficie une seule fois.",
          "Pour les terrains, retenez qu’un hectare est un carré de 100 m de côté et qu’une acre fait {{1 ac m2}} m² : passer des acres aux hectares revient à multiplier par {{1 ac ha}}, et des hectares aux acres à multiplier par {{1 ha ac}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Convertissez une seule fois, à la fin",
        content: [
          "Calculez la superficie dans les unités de vos mesures, puis convertissez le total. Arrondir chaque côté avant de multiplier ajoute une erreur évitable.",
        ],
      },
      {
        title: "Acre d’arpentage ou acre internationale",
        content: [
          "L’acre d’arpentage américaine vaut {{1 ac_survey m2}} m², l’acre internationale {{1 ac m2}} m². La différence ne compte que pour les grandes parcelles arpentées et les descriptions juridiques.",
        ],
      },
      {
        title: "Mil carré ou mil circulaire",
        content: [
          "Les tableaux de fils en mils circulaires donnent le carré du diamètre en mils ; pour obtenir une vraie aire, multipliez par π/4 (1 mil circulaire = {{1 circ_mil mil2}} mil²).",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pieds carrés y a-t-il dans un mètre carré ?",
        answer:
          "Un mètre carré vaut {{1 m2 ft2}} ft². Un pied carré fait exactement {{1 ft2 cm2}} cm² (0,3048 m au carré), et diviser 10 000 cm² par cette valeur donne le nombre de pieds carrés.",
      },
      {
        question: "Combien de pieds carrés y a-t-il dans une acre ?",
        answer:
          "Une acre vaut {{1 ac ft2}} ft², soit {{1 ac m2}} m². Un mille carré contient {{1 mi2 ac}} acres.",
      },
      {
        question: "Quelle est la différence entre une acre et un hectare ?",
        answer:
          "Un hectare vaut {{1 ha m2}} m², soit un carré de 100 m de côté ; une acre vaut {{1 ac m2}} m². Un hectare vaut {{1 ha ac}} acres, et une acre {{1 ac ha}} ha.",
      },
      {
        question: "Comment convertir des kilomètres carrés en milles carrés ?",
        answer:
          "Multipliez par {{1 km2 mi2}}. Un mille carré vaut {{1 mi2 km2}} km², car un mile fait exactement 1,609344 km et 1,609344² vaut {{1 mi2 km2}} à six décimales.",
      },
      {
        question:
          "Pourquoi ne puis-je pas simplement multiplier des mètres carrés par 3,28 pour obtenir des pieds carrés ?",
        answer:
          "Parce que 3,28 convertit des longueurs. Une superficie est le produit de deux longueurs, son facteur est donc le carré : {{1 m2 ft2}} ft² par m². Multiplier par le facteur de longueur donne un résultat environ 3,3 fois trop petit.",
      },
      {
        question: "Qu’est-ce qu’une section de terrain ?",
        answer:
          "Dans le Public Land Survey des États-Unis, une section est un mille carré, soit {{1 section ac}} acres ; {{1 township section}} sections forment un township, et un quart de section de {{1 homestead ac}} acres est le homestead classique.",
      },
    ],
  },
};
