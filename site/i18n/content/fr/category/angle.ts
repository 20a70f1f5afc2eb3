import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/angle.ts. */
export const texts: UnitTranslations = {
  "/angle": {
    about: [
      "Un angle plan mesure l’écart de rotation entre deux droites qui se coupent en un point. Son unité SI est le radian (rad) : l’angle au centre d’un cercle qui intercepte un arc de même longueur que le rayon. Un radian est le rapport de deux longueurs, il est donc sans dimension, et un tour complet, dont la circonférence vaut 2π fois le rayon, fait 2π rad. Un radian vaut {{1 rad deg}} degrés, et un degré vaut π/180 rad, soit {{1 deg rad}} rad.",
      "Le degré divise un tour complet en 360 parties ({{1 turn deg}}° par tour). Chaque degré compte {{1 deg arcmin}} minutes d’arc (′), et chaque minute {{1 arcmin arcsec}} secondes d’arc (″) : un degré vaut donc {{1 deg arcsec}} secondes d’arc. Les minutes et secondes d’arc servent pour la latitude et la longitude, en astronomie, en topographie et en optique. Le grade, aussi appelé gon ou grad, divise un tour en {{1 turn grad}} parties, si bien qu’un angle droit mesure {{90 deg grad}} grades ; on l’emploie en topographie, surtout en Europe continentale.",
      "Le tour (une révolution, {{1 turn rad}} rad) est l’unité naturelle des machines tournantes et des comptages de rotations. Tous les facteurs de cette page découlent de la relation exacte 1 tour = 2π rad = 360° = 400 gon ; comme π est irrationnel, toute conversion entre les radians et les autres unités a un développement décimal infini, que le convertisseur affiche avec six décimales ou en notation scientifique.",
    ],
    useCases: [
      "Passer d’un mode de calculatrice ou d’un langage de programmation à l’autre, leurs fonctions trigonométriques attendant le plus souvent des radians : 30° valent {{30 deg rad}} rad.",
      "Convertir des coordonnées entre degrés-minutes-secondes et degrés décimaux : 30′ valent {{30 arcmin deg}}°, et 45″ valent {{45 arcsec arcmin}}′.",
      "Lire des instruments de topographie et des cartes gradués en gon : 50 gon valent {{50 grad deg}}°.",
      "Décrire des tailles apparentes en astronomie : la pleine Lune couvre environ 31 minutes d’arc, soit {{31 arcmin deg}}°.",
      "Indiquer des rotations en mécanique et en animation : 2,5 tours font {{2.5 turn deg}}° ou {{2.5 turn rad}} rad.",
    ],
    guides: [
      {
        title: "Convertir des angles à la main",
        content: [
          "Des degrés aux radians : multipliez par π/180, soit environ {{1 deg rad}}. Des radians aux degrés : multipliez par 180/π, soit environ {{1 rad deg}}. Gardez π dans le résultat quand c’est possible : 90° valent π/2 rad, soit {{90 deg rad}} à six décimales.",
          "Des grades aux degrés : multipliez par {{1 grad deg}} ; des degrés aux grades : multipliez par {{1 deg grad}}. Des tours aux degrés : multipliez par {{1 turn deg}}.",
        ],
      },
      {
        title: "Degrés, minutes et secondes",
        content: [
          "Une position comme 40° 26′ 46″ se lit 40 degrés plus 26 minutes plus 46 secondes d’arc. Pour l’écrire en degrés décimaux, convertissez les minutes et les secondes en degrés, puis additionnez : 26′ valent {{26 arcmin deg}}° et 46″ valent {{46 arcsec deg}}°.",
          "Pour revenir en arrière, prenez les degrés entiers, multipliez le reste décimal par {{1 deg arcmin}} pour obtenir les minutes, puis le reste de ce résultat par {{1 arcmin arcsec}} pour obtenir les secondes. Une seconde d’arc est petite : un radian en contient {{1 rad arcsec}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Vérifiez le mode de la calculatrice",
        content: [
          "sin(30) ne vaut 0,5 qu’en mode degrés. En mode radians, la calculatrice prend 30 pour 30 rad, soit environ {{30 rad deg}}°, et donne un autre résultat.",
        ],
      },
      {
        title: "Un pourcentage de pente n’est pas un angle",
        content: [
          "Une pente de 100 % monte de 1 m pour 1 m de distance horizontale, ce qui fait 45°, et non 90°. Prenez l’arc tangente de la pente pour obtenir l’angle.",
        ],
      },
      {
        title: "Le grade n’est pas une pente",
        content: [
          "Le « grad » d’une calculatrice est le grade ({{1 grad deg}}°), sans rapport avec la pente d’une route en pourcentage, que l’anglais appelle « grade ».",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de degrés y a-t-il dans un radian ?",
        answer:
          "Un radian vaut 180/π degrés, soit {{1 rad deg}}°. Inversement, un degré vaut π/180 rad, soit {{1 deg rad}} rad.",
      },
      {
        question: "Comment convertir des degrés en radians ?",
        answer:
          "Multipliez par π et divisez par 180. Par exemple, 45° valent π/4 rad, soit {{45 deg rad}} rad, et 180° valent π rad, soit {{180 deg rad}} rad.",
      },
      {
        question: "Qu’est-ce qu’un grade ?",
        answer:
          "Un grade (gon, grad) est 1/400 de tour complet, soit {{1 grad deg}}° ; un angle droit mesure donc {{90 deg grad}} grades. On l’emploie surtout en topographie.",
      },
      {
        question: "Combien de secondes d’arc y a-t-il dans un degré ?",
        answer:
          "Un degré compte {{1 deg arcmin}} minutes d’arc et chaque minute d’arc {{1 arcmin arcsec}} secondes d’arc : un degré compte donc {{1 deg arcsec}} secondes d’arc.",
      },
      {
        question: "Pourquoi les scientifiques utilisent-ils les radians ?",
        answer:
          "Parce qu’en radians, la longueur d’un arc vaut simplement rayon × angle, et les dérivées du sinus et du cosinus prennent leur forme la plus simple. La plupart des langages de programmation et des formules de physique attendent donc des angles en radians ; un tour complet vaut 2π, soit {{1 turn rad}} rad.",
      },
    ],
  },
};
