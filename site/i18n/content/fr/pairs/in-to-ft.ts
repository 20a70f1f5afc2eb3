import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/in-to-ft.ts. */
export const texts: UnitTranslations = {
  "/in-to-ft": {
    about: [
      "Le pouce et le pied sont tous deux des unités des systèmes impérial et américain, et le pied vaut exactement {{1 ft in}} pouces. Depuis 1959, tous deux sont aussi rattachés au mètre : un pouce vaut exactement {{1 in cm}} cm et un pied {{1 ft cm}} cm. La conversion de l’un à l’autre ne passe par aucune étape métrique.",
      "Pour convertir des pouces en pieds, divisez par {{1 ft in}}. Comme 12 n’est pas une puissance de dix, beaucoup de résultats ont un développement décimal périodique : un pouce vaut {{1 in ft}} ft, affiché arrondi à six décimales. Pour une réponse de charpentier en pieds et en pouces, prenez le nombre entier de pieds et reconvertissez le reste en pouces (la partie décimale × 12). Cette conversion sert pour les longueurs de bois et de tuyaux, les meubles TV et les étagères, les tailles données en pouces, les cumuls de chutes de neige et les cotes des plans américains.",
    ],
    useCases: [
      "Longueurs de bois, de tuyaux, de câbles et de moulures sur les chantiers américains",
      "Dimensions de meubles et d’appareils indiquées en pouces",
      "Une taille donnée en pouces, comme 70 in, exprimée en pieds",
      "Cumuls de chutes de neige et hauteurs de neige indiqués en pouces",
    ],
    tips: [
      {
        title: "Fractions de pied courantes",
        content: [
          "3 in font {{3 in ft}} ft, 6 in font {{6 in ft}} ft et 9 in font {{9 in ft}} ft. Tout autre nombre entier de pouces inférieur à 12 donne un développement décimal périodique : gardez le résultat en pouces si vous avez besoin d’un chiffre exact.",
        ],
      },
      {
        title: "Pieds décimaux sur les plans",
        content: [
          "Les géomètres et les ingénieurs en génie civil écrivent des pieds décimaux (10,25 ft), tandis que les constructeurs écrivent des pieds et des pouces (10 ft 3 in). Vérifiez quelle notation emploie un plan avant d’y prendre des mesures.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pieds font 60 pouces ?",
        answer:
          "60 in font exactement {{60 in ft}} ft, puisque chaque tranche de 12 pouces fait un pied. Cela représente {{60 in cm}} cm.",
      },
      {
        question: "Combien de pieds font 70 pouces ?",
        answer:
          "70 in font {{70 in ft}} ft, soit 5 ft et 10 in : cinq pieds occupent {{5 ft in}} des 70 pouces.",
      },
      {
        question: "Combien de pieds font 100 pouces ?",
        answer: "100 in font {{100 in ft}} ft : 8 ft ({{8 ft in}} in) et 4 in.",
      },
      {
        question: "Combien fait 1 pouce en pieds ?",
        answer:
          "1 in vaut 1/12 ft, que le convertisseur affiche comme {{1 in ft}} ft. Les décimales se répètent à l’infini : l’affichage est donc arrondi.",
      },
      {
        question: "Comment écrire 40 pouces en pieds et en pouces ?",
        answer:
          "Divisez par 12 : 40 in font {{40 in ft}} ft. La partie entière donne 3 ft ({{3 ft in}} in), et les 4 pouces restants donnent 3 ft 4 in.",
      },
    ],
  },
  "/ft-to-in": {
    about: [
      "Le pied se divise traditionnellement en 12 pouces, et le pied et le pouce internationaux de 1959 conservent exactement ce rapport : un pied vaut {{1 ft in}} in, soit {{1 ft cm}} cm. Les deux unités s’emploient ensemble aux États-Unis et, pour les tailles, au Royaume-Uni, d’où tant de mesures écrites en pieds plus pouces (5 ft 10 in).",
      "Pour convertir des pieds en pouces, multipliez par {{1 ft in}}. Le résultat est toujours exact, pieds décimaux compris : 2,5 ft font {{2.5 ft in}} in. Quand une mesure comporte des pieds et des pouces, convertissez les pieds et ajoutez les pouces. On a besoin de cette conversion pour les tailles, pour couper du bois, des tuyaux ou du tissu à longueur, pour les tailles d’écrans et de meubles, et pour lire les plans de construction américains en pieds décimaux.",
    ],
    useCases: [
      "Convertir en pouces une taille en pieds, l’unité de nombreux formulaires et guides de tailles",
      "Couper des planches, des tuyaux, des câbles ou du tissu à des longueurs mesurées en pouces",
      "Lire en pouces les pieds décimaux des plans d’arpentage et de génie civil",
      "Comparer des tailles de meubles et d’écrans indiquées dans des unités différentes",
    ],
    tips: [
      {
        title: "Des pieds décimaux aux pouces",
        content: [
          "Seule la fraction doit être convertie : dans 10,25 ft, les 0,25 ft font {{0.25 ft in}} in ; 10,25 ft font donc 10 ft 3 in.",
        ],
      },
      {
        title: "Quarts et tiers",
        content: [
          "Un quart de pied fait {{0.25 ft in}} in, un demi-pied {{0.5 ft in}} in, trois quarts de pied {{0.75 ft in}} in. Un tiers de pied fait 4 in, mais 0,33 ft ne font que {{0.33 ft in}} in : saisissez les fractions aussi exactement que possible.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pouces y a-t-il dans un pied ?",
        answer:
          "Un pied vaut exactement {{1 ft in}} in. C’est la définition, que n’a pas changée l’accord de 1959, qui a fixé les deux unités en mètres.",
      },
      {
        question: "Combien de pouces font 5 pieds ?",
        answer: "5 ft font {{5 ft in}} in. Chaque pied supplémentaire ajoute {{1 ft in}} in.",
      },
      {
        question: "Combien de pouces mesure une personne de 5 ft 9 in ?",
        answer: "5 ft font {{5 ft in}} in ; ajoutez les 9 in pour obtenir 69 in au total.",
      },
      {
        question: "Combien de pouces font 6 pieds ?",
        answer: "6 ft font {{6 ft in}} in, soit {{6 ft cm}} cm.",
      },
      {
        question: "Combien de pouces font 1,5 pied ?",
        answer: "1,5 ft font {{1.5 ft in}} in, un pied et demi.",
      },
    ],
  },
};
