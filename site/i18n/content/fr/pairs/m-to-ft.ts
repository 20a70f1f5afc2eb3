import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/m-to-ft.ts. */
export const texts: UnitTranslations = {
  "/m-to-ft": {
    about: [
      "Le mètre (m) est l’unité de base de longueur du SI. Depuis 1983, il est défini comme la distance parcourue par la lumière dans le vide en 1/299 792 458 de seconde. Le pied (ft) est le pied international de 12 pouces, fixé en 1959 à exactement {{1 ft m}} m. Un mètre vaut donc {{1 m ft}} ft, une valeur arrondie : 1/0,3048 n’a pas d’écriture décimale finie.",
      "Pour convertir des mètres en pieds, divisez par {{1 ft m}}, ou multipliez par {{1 m ft}} pour obtenir le même résultat à environ six chiffres significatifs près. Un mètre fait un peu plus de trois pieds : le nombre de pieds est donc toujours plus grand que le nombre de mètres. La conversion sert pour la hauteur des bâtiments et les dimensions des pièces, la hauteur sous plafond, la taille d’une personne en mètres, les altitudes sur les cartes et en aviation, que la plupart des pays expriment en pieds.",
    ],
    useCases: [
      "Dimensions des pièces, des plafonds et des bâtiments sur des plans métriques",
      "La taille d’une personne donnée en mètres, comme 1,75 m",
      "Altitudes des montagnes et altitudes en aviation, en général exprimées en pieds",
      "Longueurs de piscines, profondeurs de plongée et distances sportives",
      "Annonces immobilières et plans de biens situés dans un autre pays",
    ],
    tips: [
      {
        title: "Des mètres aux pieds et pouces",
        content: [
          "La partie décimale d’un résultat en pieds n’est pas un nombre de pouces. Pour des pieds et des pouces, convertissez en pouces : 1,8 m font {{1.8 m in}} in, et 12 pouces font un pied.",
        ],
      },
      {
        title: "Raccourci de calcul mental",
        content: [
          "Multipliez les mètres par 3 et ajoutez un dixième du résultat : 10 m donnent 33 ft, contre {{10 m ft}} ft. Le raccourci donne environ 0,6 % de trop.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pieds y a-t-il dans un mètre ?",
        answer:
          "Un mètre fait {{1 m ft}} ft, ou {{1 m in}} in. Le pied est défini comme exactement {{1 ft m}} m.",
      },
      {
        question: "Combien font 1,8 m en pieds ?",
        answer:
          "1,8 m font {{1.8 m ft}} ft, soit {{1.8 m in}} in : un peu moins de 5 ft 11 in, puisque 5 ft 11 in (71 in) font {{71 in m}} m.",
      },
      {
        question: "Combien de pieds font 100 mètres ?",
        answer:
          "100 m font {{100 m ft}} ft. Un 100 m de sprint est donc plus long qu’un 100 yards, qui fait {{100 yd m}} m.",
      },
      {
        question: "Un mètre est-il plus long qu’un yard ?",
        answer:
          "Oui. Un mètre fait {{1 m yd}} yd : il mesure {{1 m in}} in, un yard {{1 yd in}} in. Un yard fait {{1 yd m}} m.",
      },
      {
        question: "Pourquoi la conversion des mètres en pieds ne tombe-t-elle pas juste ?",
        answer:
          "Le pied vaut exactement {{1 ft m}} m, mais son inverse est un nombre décimal sans fin. Le convertisseur divise par la valeur exacte et affiche six décimales : 3,048 m donnent donc exactement {{3.048 m ft}} ft.",
      },
    ],
  },
  "/ft-to-m": {
    about: [
      "Le pied est l’unité de longueur usuelle des États-Unis ; il reste employé au Royaume-Uni pour les tailles et dans l’aviation du monde entier. C’est le pied international de 12 pouces, défini en 1959 comme exactement {{1 ft m}} m. Jusqu’en 2022, les États-Unis utilisaient aussi pour l’arpentage un pied d’arpentage (US survey foot) de 1 200/3 937 m ; il est plus long d’environ deux parties par million, et cette page utilise le pied international.",
      "Pour convertir des pieds en mètres, multipliez par {{1 ft m}}. Le facteur est exact, le résultat l’est donc aussi : un nombre entier de pieds donne au plus quatre décimales en mètres, et le convertisseur les affiche toutes. Un pied fait un peu moins d’un tiers de mètre : le nombre de mètres est donc toujours plus petit. La conversion sert pour les dimensions des bâtiments et des pièces sur les plans américains, la hauteur sous plafond, les altitudes de vol, les altitudes du terrain, la longueur des bateaux et la hauteur des vagues.",
    ],
    useCases: [
      "Dimensions des pièces et des plafonds sur les plans de maisons américains et britanniques",
      "Altitudes des avions et niveaux de vol donnés en pieds",
      "Altitudes des montagnes et du terrain sur les cartes américaines",
      "Longueurs de bateaux, hauteurs de mâts et profondeurs d’eau",
      "Tailles données en pieds et en pouces",
    ],
    tips: [
      {
        title: "Pieds et pouces ensemble",
        content: [
          "Convertissez séparément les pieds et les pouces, puis additionnez : 5 ft 10 in font {{5 ft m}} m + {{10 in m}} m. Ne tapez pas 5,10 ft, qui signifie cinq pieds et un dixième.",
        ],
      },
      {
        title: "Pieds d’arpentage dans les anciens registres fonciers américains",
        content: [
          "Les actes de propriété et les coordonnées « state plane » américains établis avant 2023 peuvent être en pieds d’arpentage (US survey feet). L’écart est de deux parties par million, environ 2 mm par kilomètre ({{2 mm in}} in), ce qui ne compte que pour les longues distances d’arpentage et les grandes coordonnées.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de mètres fait 1 pied ?",
        answer: "Un pied fait exactement {{1 ft m}} m, soit {{1 ft cm}} cm.",
      },
      {
        question: "Combien font 6 pieds en mètres ?",
        answer: "6 ft font {{6 ft m}} m. Six pieds deux pouces (74 in) font {{74 in m}} m.",
      },
      {
        question: "Combien font 35 000 pieds en mètres ?",
        answer:
          "35 000 ft, une altitude de croisière typique des avions de ligne, font {{35000 ft m}} m, soit {{35000 ft km}} km.",
      },
      {
        question: "Quelle hauteur en mètres pour un plafond de 8 pieds ?",
        answer:
          "Un plafond de 8 ft est haut de {{8 ft m}} m ; un plafond de 10 ft, de {{10 ft m}} m.",
      },
      {
        question:
          "Quelle différence entre le pied international et le pied d’arpentage américain ?",
        answer:
          "Le pied international vaut exactement {{1 ft m}} m. Le pied d’arpentage américain (US survey foot) vaut 1 200/3 937 m, soit environ deux parties par million de plus ; le NIST l’a retiré fin 2022. Les mesures courantes, comme cette page, utilisent le pied international.",
      },
    ],
  },
};
