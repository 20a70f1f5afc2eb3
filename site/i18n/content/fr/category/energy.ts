import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/energy.ts. */
export const texts: UnitTranslations = {
  "/energy": {
    about: [
      "L’énergie est la capacité à fournir un travail ou à chauffer quelque chose. Son unité SI est le joule (J) : le travail d’une force d’un newton sur un mètre, ou un watt pendant une seconde (1 W·s = {{1 ws j}} J). L’électricité est facturée en kilowatt-heures : un kWh est un kilowatt pendant une heure, soit exactement {{1 kwh mj}} MJ. Le travail mécanique s’exprime aussi en newtons-mètres, en pieds-livres-force ou en kilogrammes-force-mètres, et la physique emploie l’erg ({{1 erg j}} J) et, à l’échelle atomique, l’électronvolt, le hartree et le rydberg. L’électronvolt est la charge élémentaire, fixée en 2019 à exactement 1,602176634 × 10⁻¹⁹ C, multipliée par un volt : {{1 ev j}} J à sept chiffres.",
      "Il existe des calories de plusieurs tailles. La calorie (cal) de cette page est la calorie de la table internationale (IT), exactement {{1 cal j}} J ; la calorie thermochimique vaut exactement {{1 cal_th j}} J. La Calorie alimentaire, écrite avec un C majuscule, la « calorie » des étiquettes nutritionnelles, est une kilocalorie ; cette page utilise la kilocalorie thermochimique, {{1 cal_nut j}} J, valeur retenue par les règles d’étiquetage alimentaire de l’UE et par la FAO. Elle vaut {{1 cal_nut kcal}} kilocalorie de la table internationale ({{1 kcal j}} J) : ce choix ne change guère un chiffre de régime alimentaire, mais il en change bien les derniers chiffres.",
      "Le BTU (British thermal unit, table internationale) vaut {{1 btu j}} J, à peu près la chaleur qui réchauffe une livre d’eau de 1 °F. Le gaz naturel se vend au therm ({{1 therm btu}} BTU) et se négocie au MMBtu, un million de BTU ({{1 mbtu gj}} GJ). Méfiez-vous du « MBtu » : dans le commerce américain, le M romain signifie souvent mille, si bien qu’un MBtu peut valoir mille BTU ; le mbtu de cette page vaut toujours un million. L’énergie des explosifs s’exprime en tonnes de TNT, par convention 10⁹ calories thermochimiques par tonne, soit {{1 ton_tnt gj}} GJ.",
    ],
    useCases: [
      "Lire des étiquettes alimentaires qui donnent l’énergie en kJ ou en kcal : 2 000 Calories alimentaires font {{2000 cal_nut kj}} kJ, et 500 kJ font {{500 kj cal_nut}} Cal.",
      "Comparer des factures d’énergie domestique : 100 kWh d’électricité font {{100 kwh btu}} BTU, et 100 therms de gaz font {{100 therm kwh}} kWh.",
      "Comparer les prix des combustibles de chauffage et du gaz naturel par MMBtu avec des prix par kWh ou par GJ : 1 MMBtu vaut {{1 mbtu kwh}} kWh.",
      "Faire des exercices de physique et de chimie qui mélangent joules, calories et électronvolts : 1 eV vaut {{1 ev j}} J.",
      "Dimensionner des batteries : une batterie de 75 kWh stocke {{75 kwh mj}} MJ.",
      "Comparer des explosions et des impacts exprimés en équivalent TNT : 1 kilotonne vaut {{1 kton gj}} GJ.",
    ],
    guides: [
      {
        title: "Calories, kilocalories et Calories alimentaires",
        content: [
          "En nutrition, « calorie » désigne presque toujours la kilocalorie, parfois écrite Calorie ou kcal. Un en-cas de 250 Calories contient {{250 cal_nut kj}} kJ, le chiffre que les étiquettes européennes et australiennes impriment à côté des kcal ou à leur place. Multipliez les Calories alimentaires par {{1 cal_nut kj}} pour obtenir des kilojoules, ou divisez les kilojoules par ce même nombre.",
          "En physique et en ingénierie, il s’agit de la petite calorie de {{1 cal j}} J (table internationale) ou de {{1 cal_th j}} J (thermochimique). Une Calorie alimentaire vaut {{1 cal_nut cal_th}} calories thermochimiques. Confondre les deux tailles fait une erreur d’un facteur mille, bien plus grande que le faible écart entre les définitions IT et thermochimique.",
        ],
      },
      {
        title: "Convertir l’énergie à la main",
        content: [
          "Des kWh aux MJ : multipliez par {{1 kwh mj}}. Des kWh aux BTU : multipliez par {{1 kwh btu}}. Des BTU aux kJ : multipliez par {{1 btu kj}}. Pour le gaz, 1 therm vaut {{1 therm kwh}} kWh et 1 MMBtu vaut {{1 mbtu therm}} therms.",
          "Des joules aux calories : divisez par {{1 cal j}} (calorie IT) ; 1 000 J font donc {{1000 j cal}} cal. Des joules aux électronvolts : 1 J vaut {{1 j ev}} eV.",
        ],
      },
    ],
    tips: [
      {
        title: "La puissance n’est pas l’énergie",
        content: [
          "Le kW est un débit, le kWh une quantité. Un radiateur de 2 kW qui fonctionne pendant 3 heures consomme 6 kWh, soit {{6 kwh mj}} MJ.",
        ],
      },
      {
        title: "Vérifiez le M de MBtu",
        content: [
          "Avant de convertir un prix du gaz, vérifiez si « MBtu » désigne mille ou un million de BTU. Le MMBtu de cette page vaut toujours un million de BTU, soit {{1 mbtu kwh}} kWh.",
        ],
      },
      {
        title: "Choisissez la bonne calorie",
        content: [
          "Pour l’alimentation, utilisez la kilocalorie (calorie alimentaire), {{1 cal_nut kj}} kJ. Pour d’anciennes données de physique et de chimie, vérifiez si la source employait la calorie IT ou la calorie thermochimique.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de joules y a-t-il dans une calorie ?",
        answer:
          "Une calorie de la table internationale vaut exactement {{1 cal j}} J, et une calorie thermochimique exactement {{1 cal_th j}} J. Une Calorie alimentaire (kilocalorie) vaut {{1 cal_nut j}} J sur cette page.",
      },
      {
        question: "Une Calorie alimentaire est-elle la même chose qu’une kilocalorie ?",
        answer:
          "Oui. La Calorie des étiquettes nutritionnelles est une kilocalorie, soit mille petites calories. Cette page utilise la valeur thermochimique, {{1 cal_nut kj}} kJ, comme les règles d’étiquetage de l’UE et la FAO ; la kilocalorie de la table internationale vaut {{1 kcal kj}} kJ.",
      },
      {
        question: "Combien de kJ y a-t-il dans une kcal ?",
        answer:
          "Une kilocalorie alimentaire vaut {{1 cal_nut kj}} kJ, et 1 kJ vaut {{1 kj cal_nut}} Calorie alimentaire. La kilocalorie de la table internationale est un peu plus grande : {{1 kcal kj}} kJ.",
      },
      {
        question: "Combien de BTU y a-t-il dans un kWh ?",
        answer:
          "Un kilowatt-heure vaut {{1 kwh btu}} BTU (table internationale), et un BTU vaut {{1 btu wh}} Wh, puisqu’un kWh vaut exactement {{1 kwh j}} J et un BTU {{1 btu j}} J.",
      },
      {
        question: "Qu’est-ce qu’un MMBtu ?",
        answer:
          "Un million de British thermal units (10⁶ BTU), soit {{1 mbtu gj}} GJ, {{1 mbtu kwh}} kWh et {{1 mbtu therm}} therms. C’est l’unité d’échange habituelle du gaz naturel en Amérique du Nord.",
      },
      {
        question: "Combien de joules y a-t-il dans un électronvolt ?",
        answer:
          "Un électronvolt vaut {{1 ev j}} J, l’énergie qu’un électron acquiert en traversant une différence de potentiel d’un volt. Cette valeur est exacte depuis 2019, date à laquelle le SI a fixé la charge élémentaire à 1,602176634 × 10⁻¹⁹ C. Un joule vaut {{1 j ev}} eV.",
      },
    ],
  },
};
