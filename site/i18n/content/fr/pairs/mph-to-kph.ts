import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/mph-to-kph.ts. */
export const texts: UnitTranslations = {
  "/mph-to-kph": {
    about: [
      "Le mile par heure (mph) est l’unité de vitesse routière des États-Unis et du Royaume-Uni ; le kilomètre par heure (km/h, souvent écrit « kph » en anglais) est utilisé sur les routes presque partout ailleurs. Les deux comptent une distance par heure : la conversion est donc le rapport des deux distances. Le mile international vaut exactement 1,609344 km, ce qui fait 1 mph = exactement {{1 mph kph}} km/h.",
      "Pour convertir des mph en km/h, multipliez par {{1 mph kph}}. Le facteur est exact : les résultats sont donc exacts aux six décimales affichées près. Un mile est plus long qu’un kilomètre : le nombre en km/h est donc toujours plus grand, d’environ 60 %. La conversion sert quand on conduit à l’étranger ou dans une voiture dont le compteur affiche l’autre unité, pour les limitations de vitesse, pour la vitesse du vent dans les bulletins météo américains, pour les vitesses à vélo et en course à pied, et pour la vitesse des lancers et des services dans les retransmissions sportives.",
    ],
    useCases: [
      "Limitations de vitesse et compteurs quand on conduit entre les États-Unis ou le Royaume-Uni et des pays métriques",
      "Vitesse du vent dans les prévisions météo américaines",
      "Vitesses en course à pied, à vélo et sur tapis de course",
      "Vitesse de la balle dans les retransmissions de baseball, de tennis et de cricket",
    ],
    tips: [
      {
        title: "Multiplier par 1,6",
        content: [
          "Pour une estimation rapide, multipliez par 1,6 (ou ajoutez six dixièmes) : 50 mph donnent 80 km/h, contre {{50 mph kph}} km/h. L’estimation est trop basse d’environ 0,6 %.",
        ],
      },
      {
        title: "La physique veut des mètres par seconde",
        content: [
          "Pour les calculs, convertissez en mètres par seconde : 1 mph fait {{1 mph mps}} m/s. Le second tableau donne des vitesses courantes en m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 60 mph en km/h ?",
        answer: "60 mph font {{60 mph kph}} km/h, soit un mile par minute.",
      },
      {
        question: "Combien font 70 mph en km/h ?",
        answer:
          "70 mph, la limitation de vitesse des voitures sur autoroute en Grande-Bretagne, font {{70 mph kph}} km/h.",
      },
      {
        question: "Combien font 100 mph en km/h ?",
        answer:
          "100 mph font {{100 mph kph}} km/h. À l’inverse, 100 km/h ne font que {{100 kph mph}} mph.",
      },
      {
        question: "Le facteur de conversion des mph en km/h est-il exact ?",
        answer:
          "Oui. Un mile fait exactement 1 609,344 m : 1 mph fait donc exactement {{1 mph kph}} km/h. Les résultats du convertisseur sont exacts aux six décimales affichées près.",
      },
      {
        question: "Combien font 30 mph en km/h ?",
        answer:
          "30 mph, une limitation courante en ville au Royaume-Uni et aux États-Unis, font {{30 mph kph}} km/h, proche de la limite de 50 km/h de nombreuses villes européennes.",
      },
    ],
  },
  "/kph-to-mph": {
    about: [
      "Le kilomètre par heure (km/h) est l’unité de vitesse routière des pays métriques ; le symbole correct, de style SI, est km/h, et « kph » est une abréviation anglaise informelle de la même unité. Le mile par heure est utilisé aux États-Unis et au Royaume-Uni. Un km/h fait {{1 kph mph}} mph, une valeur arrondie, car le mile vaut exactement 1,609344 km et la division par ce nombre ne s’arrête jamais.",
      "Pour convertir des km/h en mph, divisez par {{1 mph kph}}. Le nombre en mph est toujours plus petit, environ les cinq huitièmes de la valeur en km/h. La conversion sert pour les limitations de vitesse européennes et autres quand votre compteur affiche des mph, pour les voitures de location à l’étranger, pour la vitesse du vent et les bulletins de tempête en km/h, pour les compteurs de vélo et les allures de course à pied, et pour les vitesses de pointe dans les essais automobiles. La physique et l’ingénierie travaillent en général en mètres par seconde ; 1 m/s fait exactement {{1 mps kph}} km/h.",
    ],
    useCases: [
      "Limitations de vitesse sur les panneaux routiers des pays métriques",
      "Voitures de location et compteurs réglés sur l’autre unité",
      "Vitesse du vent dans les bulletins météo et de tempête donnés en km/h",
      "Vitesses à vélo, en course à pied et vitesses de pointe des voitures",
    ],
    tips: [
      {
        title: "Multiplier par 5/8",
        content: [
          "Pour une estimation rapide, multipliez par 5 et divisez par 8 : 80 km/h donnent 50 mph, contre {{80 kph mph}} mph. L’estimation est trop haute d’environ 0,6 %.",
        ],
      },
      {
        title: "Des km/h aux m/s",
        content: [
          "Un mètre par seconde fait exactement {{1 mps kph}} km/h : divisez donc les km/h par {{1 mps kph}} pour obtenir des m/s. 90 km/h font {{90 kph mps}} m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 km/h en mph ?",
        answer:
          "100 km/h font {{100 kph mph}} mph. Dans l’autre sens, 60 mph font {{60 mph kph}} km/h, un peu moins de 100 km/h.",
      },
      {
        question: "Combien font 120 km/h en mph ?",
        answer:
          "120 km/h font {{120 kph mph}} mph, proche de la limite de 75 mph de certaines autoroutes inter-États américaines ({{75 mph kph}} km/h).",
      },
      {
        question: "Combien font 130 km/h en mph ?",
        answer:
          "130 km/h, une limitation courante sur autoroute dans plusieurs pays européens, font {{130 kph mph}} mph.",
      },
      {
        question: "« kph » est-il la même chose que km/h ?",
        answer:
          "Oui. Les deux désignent les kilomètres par heure. km/h est la forme que recommande le SI ; « kph » est une abréviation anglaise informelle courante, que l’adresse anglaise de cette page utilise aussi.",
      },
      {
        question: "Combien font 50 km/h en mph ?",
        answer: "50 km/h, une limitation habituelle en ville en Europe, font {{50 kph mph}} mph.",
      },
    ],
  },
};
