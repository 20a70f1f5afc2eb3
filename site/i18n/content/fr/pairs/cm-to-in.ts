import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/cm-to-in.ts. */
export const texts: UnitTranslations = {
  "/cm-to-in": {
    about: [
      "Un centimètre (cm) est un centième de mètre, l’unité SI de longueur. Le pouce (in) appartient aux systèmes impérial et américain. Depuis l’accord international sur le yard et la livre de 1959, le pouce est défini à partir du mètre : un pouce vaut exactement {{1 in cm}} cm ({{1 in mm}} mm). Dans l’autre sens, un centimètre vaut {{1 cm in}} in, une valeur arrondie à six décimales, car 1/2,54 n’a pas d’écriture décimale finie.",
      "Pour convertir des centimètres en pouces, divisez par {{1 in cm}}. Le pouce est la plus grande des deux unités : le nombre de pouces est donc toujours inférieur au nombre de centimètres. Multiplier par {{1 cm in}} donne le même résultat à environ six chiffres significatifs ; diviser par la valeur exacte {{1 in cm}} n’ajoute aucun arrondi. Cette conversion se présente avec les guides de tailles de vêtements, les mensurations, les écrans vendus au pouce, et les instructions de couture, de menuiserie ou d’impression rédigées en pouces quand le mètre ruban que vous avez en main est métrique.",
    ],
    useCases: [
      "Lire des guides de tailles de vêtements et de chaussures qui indiquent le tour de taille, le tour de poitrine, l’entrejambe ou la longueur du pied en pouces",
      "Convertir une taille ou une mensuration prise avec un mètre ruban métrique",
      "Trouver la taille en pouces d’un écran, d’un moniteur ou d’un cadre photo mesuré en centimètres",
      "Suivre des patrons de couture, de tricot et de menuiserie rédigés en pouces",
      "Comparer les dimensions de produits entre catalogues métriques et américains",
    ],
    tips: [
      {
        title: "Divisez, ne multipliez pas",
        content: [
          "Une erreur courante consiste à multiplier les centimètres par 2,54, ce qui donne un nombre 6,45 fois trop grand. Pour vérifier : le résultat en pouces doit être inférieur au nombre de centimètres de départ.",
        ],
      },
      {
        title: "Arrondissez une seule fois, à la fin",
        content: [
          "Convertissez la longueur totale et arrondissez le résultat, plutôt que de convertir des parties et d’additionner leurs valeurs arrondies : chaque partie arrondie porte une petite erreur, et les erreurs s’additionnent.",
        ],
      },
      {
        title: "Estimation rapide",
        content: [
          "Pour un chiffre approximatif de tête, multipliez les centimètres par 4 et divisez par 10. L’estimation est trop haute d’environ 1,6 % : 50 cm donnent 20 in, contre {{50 cm in}} in exactement.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pouces font 170 cm ?",
        answer:
          "170 cm font {{170 cm in}} in. En pieds et en pouces, c’est un peu moins de 5 ft 7 in, puisque 5 ft 7 in (67 in) font {{67 in cm}} cm.",
      },
      {
        question: "Combien de pouces fait 1 cm ?",
        answer:
          "1 cm fait {{1 cm in}} in, un peu plus de 3/8 in (3/8 in font {{0.375 in cm}} cm). Sur une règle graduée en seizièmes de pouce, un centimètre tombe juste après la sixième graduation.",
      },
      {
        question: "Un pouce fait-il exactement 2,54 cm ?",
        answer:
          "Oui. L’accord international sur le yard et la livre de 1959 a fixé le pouce à exactement {{1 in cm}} cm : toute conversion entre les deux est donc une simple division, sans aucune constante mesurée.",
      },
      {
        question: "Combien de pouces mesure une règle de 30 cm ?",
        answer:
          "30 cm font {{30 cm in}} in, un peu moins d’un pied : une règle de 12 pouces mesure {{12 in cm}} cm.",
      },
      {
        question: "Combien font 100 cm en pouces ?",
        answer:
          "100 cm, soit un mètre, font {{100 cm in}} in, un peu plus d’un yard de {{1 yd in}} in.",
      },
      {
        question: "Pourquoi le résultat a-t-il autant de décimales ?",
        answer:
          "Diviser par 2,54 donne rarement un nombre décimal court. Le convertisseur affiche jusqu’à six décimales et supprime les zéros finaux : 127 cm affichent exactement {{127 cm in}} in, tandis que 1 cm affiche {{1 cm in}} in.",
      },
    ],
  },
  "/in-to-cm": {
    about: [
      "Le pouce est la petite unité de longueur courante des États-Unis ; on l’emploie encore au Royaume-Uni et au Canada pour les tailles, les écrans et les outils. Il est défini comme exactement {{1 in cm}} centimètres par l’accord international sur le yard et la livre de 1959. Auparavant, les pouces américain et britannique différaient de quelques parties par million ; l’ancienne définition américaine survit dans le pied d’arpentage américain (1200/3937 m), que le NIST a abandonné pour les nouveaux travaux d’arpentage à la fin de 2022.",
      "Pour convertir des pouces en centimètres, multipliez par {{1 in cm}}. Comme ce facteur est exact et n’a que deux décimales, le résultat est exact lui aussi : une valeur à deux décimales en pouces donne au plus quatre décimales en centimètres, et le convertisseur l’affiche en entier. On a besoin de cette conversion pour les diagonales de téléviseurs et de moniteurs, les tailles de jantes et de pneus, les formats de papier américains, les guides de tailles de chaussures et de vêtements, et tout plan ou toute recette pour moule à gâteau venant des États-Unis.",
    ],
    useCases: [
      "Tailles d’écrans : téléviseurs, moniteurs, ordinateurs portables et téléphones se vendent selon leur diagonale en pouces",
      "Jantes et pneus, dont les diamètres sont donnés en pouces",
      "Le format US Letter (8,5 × 11 in) et les autres formats américains de papier et de tirages photo",
      "Moules à pâtisserie, tailles de pizzas et de gâteaux dans les recettes américaines",
      "Tailles et mensurations données en pouces",
    ],
    tips: [
      {
        title: "Convertissez d’abord les fractions en décimales",
        content: [
          "Les mesures en pouces sont souvent des fractions : 5 3/8 in font 5,375 in. Saisissez la forme décimale ; le résultat, {{5.375 in cm}} cm, est exact.",
        ],
      },
      {
        title: "Pieds et pouces",
        content: [
          "Pour une mesure comme 5 ft 9 in, convertissez toute la longueur en pouces (69 in donnent {{69 in cm}} cm), ou convertissez séparément les pieds et les pouces, puis additionnez : {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de centimètres y a-t-il dans un pouce ?",
        answer:
          "Un pouce compte exactement {{1 in cm}} cm, par définition. Cela fait {{1 in mm}} mm.",
      },
      {
        question: "Combien de cm mesure un téléviseur de 55 pouces ?",
        answer:
          "Un écran de 55 pouces mesure {{55 in cm}} cm de diagonale, d’un coin de l’image visible au coin opposé. La largeur et la hauteur dépendent du format d’image.",
      },
      {
        question: "Combien font 12 pouces en cm ?",
        answer: "12 pouces, soit un pied, font {{12 in cm}} cm, un peu plus qu’une règle de 30 cm.",
      },
      {
        question: "Quelle est la taille du papier US Letter en centimètres ?",
        answer:
          "Le format US Letter mesure 8,5 × 11 in, soit {{8.5 in cm}} × {{11 in cm}} cm. La feuille A4 utilisée ailleurs mesure 21 × 29,7 cm : elle est plus étroite et plus longue.",
      },
      {
        question: "Le pouce a-t-il toujours valu 2,54 cm ?",
        answer:
          "Non. Avant 1959, le pouce américain valait 1/39,37 de mètre et le pouce britannique était rattaché à un yard étalon matériel ; les deux différaient de quelques parties par million. L’accord de 1959 les a fixés tous deux à exactement {{1 in cm}} cm.",
      },
    ],
  },
};
