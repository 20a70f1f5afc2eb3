import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/cm-to-ft.ts. */
export const texts: UnitTranslations = {
  "/cm-to-ft": {
    about: [
      "La plupart des pays indiquent la taille d’une personne en centimètres, alors que les États-Unis et le Royaume-Uni l’indiquent en pieds (et en pouces). Le pied vaut exactement {{1 ft cm}} cm : c’est le pied international de {{1 ft in}} pouces, chaque pouce valant exactement {{1 in cm}} cm depuis l’accord sur le yard et la livre de 1959. Un centimètre vaut {{1 cm ft}} ft, arrondi à six décimales.",
      "Pour convertir des centimètres en pieds, divisez par {{1 ft cm}}. Le résultat est en pieds décimaux : 0,5 ft est un demi-pied, soit six pouces, et non cinq. Pour exprimer une taille en pieds et en pouces, convertissez plutôt les centimètres en pouces (divisez par {{1 in cm}}) et comptez un pied par tranche de 12 pouces. Cette conversion sert pour les tailles sur les passeports, les formulaires médicaux, les profils de sites de rencontre et les effectifs sportifs, pour la longueur d’un meuble ou d’un lit, et pour les hauteurs de plafond et de porte.",
    ],
    useCases: [
      "La taille d’une personne en centimètres, exprimée en pieds et en pouces",
      "Dimensions de meubles, de lits et de portes tirées de catalogues métriques",
      "Hauteurs sous plafond et dimensions de pièces",
      "Tailles de plantes, d’enfants et d’animaux sur des courbes de croissance",
    ],
    tips: [
      {
        title: "Les pieds décimaux ne sont pas des pieds et des pouces",
        content: [
          "Un résultat comme {{170 cm ft}} ft correspond à cinq pieds plus une fraction de pied : les chiffres après la virgule ne sont pas des pouces. Multipliez la fraction par 12 pour obtenir des pouces, ou utilisez les lignes centimètres-pouces du tableau.",
        ],
      },
      {
        title: "Vérifiez avec une taille connue",
        content: [
          "Cinq pieds font {{5 ft cm}} cm et six pieds {{6 ft cm}} cm. Une taille comprise entre ces deux valeurs en centimètres doit donner entre 5 et 6 en pieds, ce qui permet de repérer une erreur comme une multiplication à la place d’une division.",
        ],
      },
    ],
    faqs: [
      {
        question: "Comment convertir des cm en pieds et en pouces ?",
        answer:
          "Divisez les centimètres par {{1 in cm}} pour obtenir des pouces, puis comptez un pied par tranche de 12 pouces entiers ; le reste donne les pouces. Pour 170 cm : {{170 cm in}} in. Cinq pieds utilisent 60 de ces pouces, et le reste est juste inférieur à 7, puisque 5 ft 7 in (67 in) font {{67 in cm}} cm.",
      },
      {
        question: "Combien de pieds font 180 cm ?",
        answer:
          "180 cm font {{180 cm ft}} ft, soit {{180 cm in}} in : un peu moins de 5 ft 11 in, qui font {{71 in cm}} cm.",
      },
      {
        question: "Combien font 160 cm en pieds ?",
        answer:
          "160 cm font {{160 cm ft}} ft, soit {{160 cm in}} in : un peu moins de 5 ft 3 in, qui font {{63 in cm}} cm.",
      },
      {
        question: "Combien de pieds font 100 cm ?",
        answer: "100 cm (un mètre) font {{100 cm ft}} ft, un peu plus de trois pieds.",
      },
      {
        question: "Pourquoi 5,5 ft ne signifie-t-il pas 5 pieds 5 pouces ?",
        answer:
          "Un pied compte 12 pouces, et non 10 : un demi-pied fait donc {{0.5 ft in}} pouces. 5,5 ft font 5 ft 6 in, soit {{5.5 ft cm}} cm.",
      },
    ],
  },
  "/ft-to-cm": {
    about: [
      "Le pied est une unité des systèmes impérial et américain, divisée en {{1 ft in}} pouces. Depuis 1959, il est défini comme exactement {{1 ft m}} m, ce qui fait d’un pied exactement {{1 ft cm}} cm. Les tailles, les dimensions de pièces et les courtes longueurs données en pieds se convertissent donc en centimètres sans aucun arrondi.",
      "Pour convertir des pieds en centimètres, multipliez par {{1 ft cm}}. Le résultat est exact : un nombre entier de pieds donne au plus deux décimales en centimètres. Les tailles sont généralement données en pieds et en pouces : convertissez les deux parties et additionnez-les (5 ft 8 in font {{5 ft cm}} cm + {{8 in cm}} cm), ou convertissez d’abord toute la taille en pouces. On a besoin de cette conversion pour indiquer sa taille sur des formulaires qui demandent des centimètres, pour les guides de tailles de vêtements et de vélos, et pour les dimensions de meubles et de bâtiments venant des États-Unis.",
    ],
    useCases: [
      "Saisir une taille donnée en pieds et en pouces dans un formulaire qui demande des centimètres",
      "Guides de tailles de vélos, de skis et de vêtements en centimètres",
      "Dimensions de meubles et de pièces tirées de catalogues et de plans américains",
      "Longueurs de planches, de tapis et de tissu indiquées en pieds",
    ],
    tips: [
      {
        title: "Utilisez les deux tableaux ensemble",
        content: [
          "Pour une taille comme 5 ft 9 in, prenez la ligne 5 ft du premier tableau et la ligne 9 in du second, puis additionnez-les : {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
      {
        title: "Ne saisissez pas des pieds et des pouces comme un nombre décimal",
        content: [
          "5 ft 9 in ne font pas 5,9 ft. Saisissez 5,75 ft (9 pouces font trois quarts de pied), ou convertissez les pouces séparément.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 6 pieds en cm ?",
        answer: "6 ft font exactement {{6 ft cm}} cm. 6 ft 1 in (73 in) font {{73 in cm}} cm.",
      },
      {
        question: "Combien font 5 ft 8 in en cm ?",
        answer: "5 ft 8 in font 68 pouces, soit exactement {{68 in cm}} cm.",
      },
      {
        question: "Combien de cm font 5 pieds ?",
        answer: "5 ft font {{5 ft cm}} cm. Chaque pouce supplémentaire ajoute {{1 in cm}} cm.",
      },
      {
        question: "Un pied fait-il exactement 30 cm ?",
        answer:
          "Non. Un pied fait exactement {{1 ft cm}} cm. Une règle de 30 cm mesure {{30 cm in}} in, un peu moins d’un pied.",
      },
      {
        question: "Combien de cm font 5 ft 5 in ?",
        answer: "5 ft 5 in font 65 pouces, soit {{65 in cm}} cm.",
      },
    ],
  },
};
