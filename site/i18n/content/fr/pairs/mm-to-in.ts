import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/mm-to-in.ts. */
export const texts: UnitTranslations = {
  "/mm-to-in": {
    about: [
      "Le millimètre (mm) est un millième de mètre, l’unité des dessins techniques, de l’usinage, de la quincaillerie et des précipitations dans la plupart des pays. Le pouce vaut exactement {{1 in mm}} mm, en vertu de l’accord international sur le yard et la livre de 1959. Un millimètre vaut donc {{1 mm in}} in, et mille millimètres, un mètre, font {{1000 mm in}} in.",
      "Pour convertir des millimètres en pouces, divisez par {{1 in mm}}. La division ne tombe presque jamais sur une décimale courte : le convertisseur affiche donc le résultat à six décimales, ce qui est plus fin qu’un millième de pouce (un mil, {{1 mil mm}} mm). En atelier, le pouce décimal est souvent arrondi à la fraction la plus proche par pas de 1/16, 1/32 ou 1/64. La conversion sert à associer des pièces métriques à des outils en pouces, à comparer des cumuls de pluie publiés en millimètres à des relevés en pouces, et à comparer d’un système à l’autre les tailles de forets, de vis, de fils, de filaments et de bijoux.",
    ],
    useCases: [
      "Associer boulons, écrous, forets et clés métriques à leurs tailles en pouces les plus proches",
      "Lire des dessins techniques et des réglages d’impression 3D dans l’autre système",
      "Comparer des cumuls de pluie publiés en millimètres à des relevés tenus en pouces",
      "Convertir l’épaisseur de tôles, de verre, de contreplaqué ou de fil de bijouterie",
    ],
    tips: [
      {
        title: "Des pouces décimaux à une fraction",
        content: [
          "Multipliez la partie décimale des pouces par 64 (ou 32, ou 16) et arrondissez à l’entier : c’est le numérateur de la fraction la plus proche. 10 mm font {{10 mm in}} in ; 0,393701 × 64 s’arrondit à 25, donc 10 mm font environ 25/64 in.",
        ],
      },
      {
        title: "Proche ne veut pas dire égal",
        content: [
          "Plusieurs tailles d’outils métriques et en pouces sont proches sans être égales. Une clé de 13 mm fait {{13 mm in}} in, un peu plus que 1/2 in : elle prend une tête de 1/2 pouce avec du jeu ; une clé de 19 mm fait {{19 mm in}} in, un peu moins que 3/4 in : elle n’entre pas sur une tête de 3/4 de pouce. Un serrage avec du jeu peut arrondir une tête de boulon.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pouces fait 1 mm ?",
        answer:
          "1 mm fait {{1 mm in}} in, environ 1/25 de pouce. Il faut exactement {{1 in mm}} mm pour faire un pouce.",
      },
      {
        question: "Combien de pouces font 10 mm ?",
        answer:
          "10 mm (1 cm) font {{10 mm in}} in, un peu plus de 3/8 in, qui font {{0.375 in mm}} mm.",
      },
      {
        question: "25 mm, est-ce la même chose qu’un pouce ?",
        answer:
          "Non, mais c’est proche : 25 mm font {{25 mm in}} in, et un pouce fait exactement {{1 in mm}} mm. Sur de courtes longueurs, l’écart passe facilement inaperçu ; sur un mètre, il dépasse un demi-pouce.",
      },
      {
        question: "Combien de pouces de pluie font 25 mm ?",
        answer:
          "25 mm de pluie font {{25 mm in}} in. Les précipitations sont une hauteur d’eau : elles se convertissent comme n’importe quelle autre longueur ; 100 mm font {{100 mm in}} in.",
      },
      {
        question: "Qu’est-ce qu’un mil (ou thou) ?",
        answer:
          "Un mil (ou thou) est un millième de pouce, {{1 mil mm}} mm. Il mesure des choses minces comme les films plastiques, les revêtements et l’isolant des fils ; ce n’est pas un millimètre.",
      },
    ],
  },
  "/in-to-mm": {
    about: [
      "Aux États-Unis, les machinistes, les ingénieurs et les bricoleurs spécifient encore les pièces en pouces, tandis que le reste du monde travaille en millimètres. Le lien entre les deux est exact : un pouce vaut {{1 in mm}} mm, la valeur fixée en 1959 quand les pays anglophones se sont accordés sur un yard commun de {{1 yd m}} m, et donc sur un pouce commun.",
      "Pour convertir des pouces en millimètres, multipliez par {{1 in mm}}. Comme le facteur n’a qu’une décimale, toute valeur en pouces que vous pouvez écrire en décimales donne une valeur exacte en millimètres, avec au plus une décimale de plus : 1/64 in fait exactement {{0.015625 in mm}} mm, et le convertisseur l’affiche en entier. Les pouces fractionnaires se saisissent en décimales (3/8 = 0,375). La conversion sert à trouver l’équivalent métrique des forets et des fixations, à lire des dessins et des fiches techniques américains, à dimensionner des tuyaux, des flexibles et des roues, et à convertir le pas de composants électroniques donné en mils ou en pouces.",
    ],
    useCases: [
      "Trouver la taille en millimètres de forets, de douilles et de fixations en fractions de pouce",
      "Lire des dessins techniques, des fiches techniques et des tolérances d’usinage américains",
      "Convertir des dimensions de roues, de pneus, de flexibles et de raccords données en pouces",
      "Vérifier le pas et la taille de composants électroniques indiqués en pouces",
    ],
    tips: [
      {
        title: "Les tailles nominales sont des noms, pas des mesures",
        content: [
          "Un tuyau « 1/2 pouce » ou un bois « 2 × 4 » est une taille commerciale. Le diamètre extérieur ou l’épaisseur réels diffèrent du nom : convertissez la dimension mesurée tirée du tableau de la norme, pas le nom.",
        ],
      },
      {
        title: "Les tolérances se convertissent aussi",
        content: [
          "Une tolérance de ±0,005 in fait ±{{0.005 in mm}} mm. Convertissez la tolérance avec le même facteur que la cote, et n’arrondissez pas le résultat plus grossièrement que la tolérance elle-même.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de mm fait 1 pouce ?",
        answer:
          "Un pouce fait exactement {{1 in mm}} mm. Cette valeur est une définition, pas une mesure.",
      },
      {
        question: "Combien de mm fait 1/4 de pouce ?",
        answer:
          "1/4 in (0,25 in) fait {{0.25 in mm}} mm. Un huitième de pouce fait {{0.125 in mm}} mm et un seizième {{0.0625 in mm}} mm.",
      },
      {
        question: "Combien font 3/8 de pouce en mm ?",
        answer: "3/8 in, c’est 0,375 in, soit exactement {{0.375 in mm}} mm.",
      },
      {
        question: "Une clé de 1/2 pouce est-elle la même chose qu’une clé de 13 mm ?",
        answer:
          "Non. 1/2 in fait {{0.5 in mm}} mm : une clé de 13 mm est donc un peu plus grande. Elle peut tourner un écrou de 1/2 pouce, mais avec du jeu ; sur un écrou serré, elle peut glisser et arrondir les angles.",
      },
      {
        question: "Le résultat est-il exact ?",
        answer:
          "Oui. Le facteur {{1 in mm}} est exact, et toute valeur décimale en pouces multipliée par lui donne un résultat décimal fini. Le convertisseur affiche jusqu’à six décimales, assez pour toute valeur ayant jusqu’à cinq décimales en pouces.",
      },
    ],
  },
};
