import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/km-to-mi.ts. */
export const texts: UnitTranslations = {
  "/km-to-mi": {
    about: [
      "Le kilomètre (km) vaut {{1 km m}} mètres ; c’est l’unité des distances routières et des cartes dans presque tous les pays. Le mile (mi) de cette page est le mile terrestre international de {{1 mi ft}} pieds, que l’accord sur le yard et la livre de 1959 a fixé à exactement {{1 mi km}} km. Un kilomètre vaut donc {{1 km mi}} mi, une valeur arrondie.",
      "Pour convertir des kilomètres en miles, divisez par {{1 mi km}}. Le mile est la plus longue des deux unités : la distance en miles est donc toujours plus petite, environ les cinq huitièmes du nombre de kilomètres. Cette conversion sert pour les panneaux routiers et les compteurs kilométriques aux États-Unis et au Royaume-Uni, les distances de course à pied et de vélo (5 km, 10 km, marathon), les sentiers de randonnée et les projets de voyage. La navigation maritime et aérienne utilise un autre mile, le mille marin d’exactement {{1 nmi m}} m, que le convertisseur propose aussi.",
    ],
    useCases: [
      "Distances de course : 5 km, 10 km, semi-marathon et marathon en miles",
      "Distances en voiture et panneaux routiers quand on voyage entre pays métriques et impériaux",
      "Itinéraires de randonnée et de vélo préparés sur des cartes métriques",
      "Compteurs kilométriques et ordinateurs de bord réglés sur l’autre unité",
    ],
    tips: [
      {
        title: "Le raccourci de Fibonacci",
        content: [
          "Le rapport entre deux nombres de Fibonacci consécutifs (2, 3, 5, 8, 13, 21, 34…) tend vers le nombre d’or, environ 1,618, proche du nombre de kilomètres dans un mile. Ainsi, 8 km font environ 5 mi ({{8 km mi}} mi), 13 km environ 8 mi ({{13 km mi}} mi) et 21 km environ 13 mi ({{21 km mi}} mi).",
        ],
      },
      {
        title: "Multipliez par 0,6 pour un chiffre rapide",
        content: [
          "Multiplier les kilomètres par 0,6 donne un résultat trop bas d’environ 3,4 % ; multiplier par 5/8 en donne un trop haut d’environ 0,6 %. Pour un résultat exact, divisez par {{1 mi km}}.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de miles fait un 5K ?",
        answer:
          "Une course de 5K, soit 5 km, fait {{5 km mi}} mi. Un 10K fait {{10 km mi}} mi, un peu plus de six miles.",
      },
      {
        question: "Combien de miles fait un marathon ?",
        answer:
          "Le marathon fait 42,195 km, soit {{42.195 km mi}} mi, valeur généralement arrondie à 26,2 miles. Un semi-marathon, 21,0975 km, fait {{21.0975 km mi}} mi.",
      },
      {
        question: "Combien de miles font 100 km ?",
        answer: "100 km font {{100 km mi}} mi. Inversement, 100 miles font {{100 mi km}} km.",
      },
      {
        question: "Un kilomètre est-il plus long qu’un mile ?",
        answer:
          "Non. Un kilomètre est plus court : un kilomètre vaut {{1 km mi}} mi, alors qu’un mile vaut {{1 mi km}} km.",
      },
      {
        question: "Un mille marin est-il la même chose qu’un mile ?",
        answer:
          "Non. Le mille marin, utilisé en mer et en aviation, vaut exactement {{1 nmi m}} m, soit {{1 nmi mi}} mile terrestre. Cette page convertit en miles terrestres, sauf si vous choisissez les milles marins dans la liste.",
      },
    ],
  },
  "/mi-to-km": {
    about: [
      "Le mile est l’unité des distances routières aux États-Unis et au Royaume-Uni : {{1 mi ft}} pieds, soit {{1 mi yd}} yards. Les deux pays utilisent le mile international, défini à partir du yard de 1959 (exactement {{1 yd m}} m) : un mile vaut donc exactement {{1 mi m}} m, soit {{1 mi km}} km. L’ancien mile d’arpentage américain, fondé sur le pied d’arpentage, est plus long de quelques millimètres et ne compte qu’en arpentage foncier.",
      "Pour convertir des miles en kilomètres, multipliez par {{1 mi km}}. Le facteur est exact : le résultat l’est donc aussi, dans la limite des six décimales affichées. Un mile fait environ 1,6 km : le nombre de kilomètres est donc toujours supérieur au nombre de miles. On utilise cette conversion pour les distances en voiture et les panneaux de vitesse à l’étranger, pour les distances de course à pied et de vélo mesurées en miles, pour préparer des vols et des voyages, et pour lire les distances dans les livres et les actualités américains et britanniques.",
    ],
    useCases: [
      "Distances en voiture aux États-Unis et au Royaume-Uni",
      "Distances de course : le mile, et les carnets d’entraînement tenus en miles",
      "Préparer un voyage avec des cartes ou des applications réglées en miles",
      "Lire les distances dans les livres, les actualités et les guides américains et britanniques",
    ],
    tips: [
      {
        title: "Ajoutez six dixièmes",
        content: [
          "Pour une estimation rapide, ajoutez 60 % aux miles : 50 mi donnent 80 km, contre {{50 mi km}} km. Ce raccourci est trop bas d’environ 0,6 %.",
        ],
      },
      {
        title: "Un mile sur la piste",
        content: [
          "Une piste d’athlétisme de 400 m ne fait pas un quart de mile : quatre tours font 1 600 m, alors qu’un mile fait {{1 mi m}} m. Le 1 500 m est souvent appelé le mile métrique ; il fait {{1500 m mi}} mi.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de km fait un mile ?",
        answer: "Un mile fait exactement {{1 mi km}} km, soit {{1 mi m}} m.",
      },
      {
        question: "Combien de km font 26,2 miles ?",
        answer:
          "26,2 mi font {{26.2 mi km}} km. La distance officielle du marathon est de 42,195 km ; 26,2 mi en est la valeur arrondie habituelle.",
      },
      {
        question: "Pourquoi un mile fait-il exactement {{1 mi km}} km ?",
        answer:
          "Un mile fait {{1 mi ft}} pieds, et depuis 1959 un pied vaut exactement {{1 ft m}} m. La multiplication donne exactement {{1 mi m}} m. Cette valeur n’a pas été mesurée ; elle découle de la définition du pied.",
      },
      {
        question: "Les miles britanniques et américains sont-ils identiques ?",
        answer:
          "Oui. Les deux pays utilisent le mile international de {{1 mi m}} m pour les routes et les distances courantes. Seul l’ancien mile d’arpentage américain, utilisé dans certains registres fonciers, diffère, de quelques millimètres.",
      },
      {
        question: "Combien font 60 miles en km ?",
        answer: "60 mi font {{60 mi km}} km, la distance parcourue en une heure à 60 mph.",
      },
    ],
  },
};
