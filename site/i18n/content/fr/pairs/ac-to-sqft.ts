import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/ac-to-sqft.ts. */
export const texts: UnitTranslations = {
  "/ac-to-sqft": {
    about: [
      "L’acre est l’unité traditionnelle de superficie des terrains aux États-Unis et au Royaume-Uni, où on l’emploie encore pour les propriétés et les terres agricoles. Elle est définie comme exactement {{1 ac sqft}} pieds carrés : la superficie d’une bande d’un furlong (660 ft) de long sur une chaîne (66 ft) de large, même si une acre peut avoir n’importe quelle forme. Avec le pied international de 1959, d’exactement 0,3048 m, une acre vaut {{1 ac sqm}} m², soit environ 40 % d’un hectare. Cette page utilise l’acre internationale ; l’acre d’arpentage américaine, fondée sur le pied d’arpentage, est plus grande d’environ 4 parties par million.",
      "Pour convertir des acres en pieds carrés, multipliez par {{1 ac sqft}}. Ce facteur est un nombre entier : toute superficie en acres écrite avec au plus six décimales se convertit donc exactement. Cette conversion sert pour les surfaces de terrains et de parcelles dans les annonces immobilières, les règles d’urbanisme et de construction rédigées en pieds carrés, les terres agricoles et les ranchs, les parcs et les terrains de sport, et pour comparer un terrain avec la surface habitable d’une maison.",
    ],
    useCases: [
      "Surfaces de terrains et de parcelles dans les annonces immobilières",
      "Règles d’urbanisme et de recul qui fixent des surfaces minimales de terrain en pieds carrés",
      "Superficies de fermes, de ranchs et de bois",
      "Parcs, campus et terrains de sport",
    ],
    tips: [
      {
        title: "La surface du terrain n’est pas la surface habitable",
        content: [
          "Un terrain d’un quart d’acre, {{0.25 ac sqft}} ft², accueille la maison, le jardin et l’allée. La surface habitable d’une maison en pieds carrés compte chaque étage : elle peut donc dépasser son emprise au sol sur le terrain.",
        ],
      },
      {
        title: "Les pieds carrés d’un rectangle",
        content: [
          "Pour un terrain rectangulaire, multipliez la longueur par la largeur en pieds pour obtenir des pieds carrés, puis divisez par {{1 ac sqft}} pour obtenir des acres. Un terrain de 100 ft sur 200 ft fait 20 000 ft², soit {{20000 sqft ac}} ac.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pieds carrés y a-t-il dans une acre ?",
        answer:
          "Une acre vaut exactement {{1 ac sqft}} ft². Cela fait aussi {{1 ac sqyd}} yards carrés et {{1 ac sqm}} m².",
      },
      {
        question: "Combien de pieds carrés fait une demi-acre ?",
        answer: "Une demi-acre fait {{0.5 ac sqft}} ft², et un quart d’acre {{0.25 ac sqft}} ft².",
      },
      {
        question: "Quelle est la longueur du côté d’une acre carrée ?",
        answer:
          "Un carré d’une superficie d’une acre a des côtés d’environ 208,7 ft, la racine carrée de {{1 ac sqft}}, soit environ 63,6 m.",
      },
      {
        question:
          "Quelle est la taille d’une acre par rapport à un terrain de football américain ?",
        answer:
          "Un terrain de football américain, zones d’en-but comprises, mesure 360 ft sur 160 ft, soit 57 600 ft², c’est-à-dire {{57600 sqft ac}} ac. Une acre en représente environ les trois quarts.",
      },
      {
        question: "Une acre est-elle plus grande qu’un hectare ?",
        answer:
          "Non. Un hectare vaut {{1 ha sqm}} m², soit {{1 ha ac}} acres ; une acre vaut {{1 ac ha}} ha.",
      },
    ],
  },
  "/sqft-to-ac": {
    about: [
      "Les pieds carrés (sq ft, ft²) mesurent les surfaces habitables, les pièces et les petits terrains aux États-Unis ; les acres mesurent les terres. Une acre vaut exactement {{1 ac sqft}} ft² : un pied carré est donc une toute petite fraction d’acre, {{1 sqft ac}} ac. Les deux reposent sur le pied international d’exactement 0,3048 m, ce qui donne à un pied carré {{1 sqft sqm}} m².",
      "Pour convertir des pieds carrés en acres, divisez par {{1 ac sqft}}. Le résultat est généralement une fraction d’acre, affichée avec six décimales ; une très petite superficie apparaît en notation scientifique plutôt que comme 0. Cette conversion sert à exprimer en acres un terrain ou un jardin mesuré en pieds carrés, à comparer des surfaces habitables avec des terres, à estimer les quantités de gazon, de semences et d’engrais vendues à l’acre, et à lire des plans de masse et des registres d’impôt foncier.",
    ],
    useCases: [
      "Exprimer en acres un terrain résidentiel mesuré en pieds carrés",
      "Doses de gazon, de semences et d’engrais données par acre",
      "Plans de masse et registres d’impôt foncier",
      "Comparer la surface d’un bâtiment avec celle du terrain qu’il occupe",
    ],
    tips: [
      {
        title: "Fractions d’acre",
        content: [
          "Quelques nombres ronds aident : {{10890 sqft ac}} ac font 10 890 ft², {{21780 sqft ac}} ac font 21 780 ft², et une acre entière {{1 ac sqft}} ft².",
        ],
      },
      {
        title: "Des pieds carrés, pas des pieds",
        content: [
          "Une superficie doit être en pieds carrés avant la conversion. Un terrain de 50 ft de large et 100 ft de profondeur fait 5 000 ft² ({{5000 sqft ac}} ac), et non 150 ft.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien d’acres font 10 000 pieds carrés ?",
        answer: "10 000 ft² font {{10000 sqft ac}} ac, un peu moins d’un quart d’acre.",
      },
      {
        question: "Quelle fraction d’acre représentent 5 000 pieds carrés ?",
        answer: "5 000 ft² font {{5000 sqft ac}} ac, un peu plus d’un neuvième d’acre.",
      },
      {
        question: "Combien d’acres fait une maison de 2 000 pieds carrés ?",
        answer:
          "2 000 ft² de surface habitable font {{2000 sqft ac}} ac. Le terrain sur lequel se trouve la maison est généralement plus grand et se mesure à part.",
      },
      {
        question: "Combien de mètres carrés font 1 000 pieds carrés ?",
        answer:
          "1 000 ft² font {{1000 sqft sqm}} m². Un pied carré vaut {{1 sqft sqm}} m², et un mètre carré {{1 sqm sqft}} ft².",
      },
      {
        question: "Combien de pieds carrés faut-il pour une acre ?",
        answer:
          "Exactement {{1 ac sqft}} ft². 1 ft² vaut donc {{1 sqft ac}} ac, et un million de pieds carrés {{1000000 sqft ac}} ac.",
      },
    ],
  },
};
