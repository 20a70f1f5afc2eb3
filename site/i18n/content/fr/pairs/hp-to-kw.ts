import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/hp-to-kw.ts. */
export const texts: UnitTranslations = {
  "/hp-to-kw": {
    about: [
      "Le cheval-vapeur (hp) de cette page est le cheval-vapeur mécanique, ou impérial : exactement {{1 hp ft_lbf_s}} pieds-livres-force par seconde (ft·lbf/s). Avec le pied et la livre internationaux et la pesanteur normale, cela fait 745,69987158227 W, affichés avec six décimales comme {{1 hp w}} W, soit {{1 hp kw}} kW. C’est le cheval-vapeur des puissances de moteurs américaines et britanniques. Le cheval-vapeur métrique (PS, CV), utilisé pour les voitures dans une grande partie de l’Europe, est plus petit, et le cheval-vapeur électrique des plaques signalétiques de moteurs vaut exactement {{1 hp_electric w}} W.",
      "Pour convertir des chevaux-vapeur en kilowatts, multipliez par {{1 hp kw}}, le nombre de kilowatts dans un cheval-vapeur ; le convertisseur utilise ce facteur en pleine précision, et non la valeur arrondie. Un cheval-vapeur fait environ les trois quarts d’un kilowatt : le nombre de kilowatts est donc toujours plus petit. Cette conversion se présente quand on compare des puissances de moteurs dans des fiches techniques automobiles, qu’on dimensionne des moteurs électriques, des pompes et des groupes électrogènes, qu’on lit la puissance de machines industrielles, ou qu’on remplace un moteur caractérisé dans une unité par un moteur caractérisé dans l’autre.",
    ],
    useCases: [
      "Fiches techniques automobiles",
      "Machines industrielles",
      "Installations électriques",
      "Dimensionner des pompes, des compresseurs et des groupes électrogènes caractérisés en chevaux-vapeur",
    ],
    tips: [
      {
        title: "Sachez de quel cheval-vapeur il s’agit",
        content: [
          "Une brochure automobile européenne en PS ou en CV utilise le cheval-vapeur métrique de {{1 hp_metric w}} W ; une brochure américaine en hp utilise le cheval-vapeur mécanique. 100 PS font {{100 hp_metric kw}} kW, alors que 100 hp font {{100 hp kw}} kW.",
        ],
      },
      {
        title: "La puissance nominale n’est pas la puissance absorbée",
        content: [
          "Un moteur de 1 hp est caractérisé pour {{1 hp kw}} kW de puissance utile sur son arbre ; il absorbe davantage de puissance électrique, car aucun moteur n’a un rendement de 100 %.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de kW fait 1 hp ?",
        answer:
          "Un cheval-vapeur mécanique vaut {{1 hp kw}} kW, soit {{1 hp w}} W. Cinq hp font {{5 hp kw}} kW et dix hp {{10 hp kw}} kW.",
      },
      {
        question: "Combien de kW font 100 hp ?",
        answer: "100 hp font {{100 hp kw}} kW. Un moteur de 150 hp fait {{150 hp kw}} kW.",
      },
      {
        question: "Quelle est la différence entre hp et PS (cheval-vapeur métrique) ?",
        answer:
          "Le cheval-vapeur mécanique (hp) vaut {{1 hp ft_lbf_s}} ft·lbf/s, soit {{1 hp w}} W. Le cheval-vapeur métrique (PS en allemand, CV en français, en italien et en espagnol) vaut {{1 hp_metric kg_m_s}} kilogrammes-force-mètres par seconde, soit exactement {{1 hp_metric w}} W, environ 1,4 % de moins. Cette page utilise le cheval-vapeur mécanique.",
      },
      {
        question: "Le brake horsepower (bhp) est-il la même unité ?",
        answer:
          "Oui. Le brake horsepower est la puissance mesurée sur l’arbre de sortie du moteur, avant les pertes de transmission, exprimée dans le même cheval-vapeur mécanique. La conversion des bhp en kW utilise le même facteur.",
      },
      {
        question: "Qu’est-ce que le cheval-vapeur électrique ?",
        answer:
          "Le cheval-vapeur électrique, utilisé pour caractériser les moteurs électriques, vaut exactement {{1 hp_electric w}} W, un peu plus que les {{1 hp w}} W du cheval-vapeur mécanique. Le convertisseur de puissance le propose sous le nom « Cheval-vapeur (électrique) ».",
      },
    ],
  },
  "/kw-to-hp": {
    about: [
      "Le kilowatt (kW) vaut {{1 kw w}} watts, le watt étant l’unité SI de puissance. C’est en kilowatts que les documents des véhicules européens indiquent la puissance du moteur, et que sont caractérisés les voitures électriques, les moteurs, les radiateurs et les groupes électrogènes. Le cheval-vapeur est ici le cheval-vapeur mécanique (impérial) de {{1 hp ft_lbf_s}} ft·lbf/s, soit {{1 hp w}} W (745,69987158227 W en entier), ce que désigne hp aux États-Unis et au Royaume-Uni. Un kilowatt vaut donc {{1 kw hp}} hp.",
      "Pour convertir des kilowatts en chevaux-vapeur, divisez par {{1 hp kw}}, ou multipliez par {{1 kw hp}}. Un kilowatt est environ un tiers plus grand qu’un cheval-vapeur : le nombre en hp est donc toujours supérieur au nombre en kW. Notez que le cheval-vapeur métrique (PS ou CV) des publicités automobiles européennes est une autre unité : 1 kW vaut {{1 kw hp_metric}} PS. On utilise cette conversion pour comparer des véhicules électriques et thermiques, lire des puissances de moteurs indiquées en kW, dimensionner des moteurs et des groupes électrogènes, et comparer des équipements de chauffage et de climatisation.",
    ],
    useCases: [
      "Lire la puissance du moteur dans les documents de véhicules qui l’indiquent en kW",
      "Comparer la puissance des moteurs de voitures électriques avec celle des moteurs thermiques",
      "Dimensionner des moteurs électriques, des pompes et des groupes électrogènes",
      "Puissances de chauffage et de climatisation en kW et en BTU/h",
    ],
    tips: [
      {
        title: "Le kW n’est pas le kWh",
        content: [
          "Un kilowatt est une puissance, un débit ; un kilowatt-heure est une énergie, la quantité consommée par 1 kW pendant une heure. Les capacités de batteries s’expriment en kWh et ne se convertissent pas en chevaux-vapeur.",
        ],
      },
      {
        title: "Des kW aux PS",
        content: [
          "Pour une voiture européenne caractérisée en PS, utilisez 1 kW = {{1 kw hp_metric}} PS. Le même moteur de 100 kW fait {{100 kw hp}} hp, mais {{100 kw hp_metric}} PS.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de hp fait 1 kW ?",
        answer:
          "1 kW fait {{1 kw hp}} cheval-vapeur mécanique. Cinq kW font {{5 kw hp}} hp et dix kW {{10 kw hp}} hp.",
      },
      {
        question: "Combien de chevaux-vapeur font 75 kW ?",
        answer: "75 kW font {{75 kw hp}} hp, un peu plus de 100 hp.",
      },
      {
        question: "Combien de hp font 100 kW ?",
        answer:
          "100 kW font {{100 kw hp}} hp, soit {{100 kw hp_metric}} chevaux-vapeur métriques (PS).",
      },
      {
        question: "S’agit-il du cheval-vapeur mécanique ou métrique ?",
        answer:
          "Du cheval-vapeur mécanique (impérial), {{1 hp w}} W. Le cheval-vapeur métrique (PS, CV) vaut exactement {{1 hp_metric w}} W : une même puissance donne donc un nombre plus grand en PS qu’en hp. Le convertisseur de puissance propose les deux.",
      },
      {
        question: "Pourquoi les documents des voitures indiquent-ils la puissance en kW ?",
        answer:
          "Le kilowatt est l’unité SI de puissance, et les certificats d’immatriculation européens indiquent la puissance du moteur en kW. Les publicités ajoutent souvent des PS ou des hp, qui sont des conversions de ce même chiffre.",
      },
    ],
  },
};
