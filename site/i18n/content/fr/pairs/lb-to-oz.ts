import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/lb-to-oz.ts. */
export const texts: UnitTranslations = {
  "/lb-to-oz": {
    about: [
      "La livre et l’once sont les deux poids courants du système avoirdupois, utilisé aux États-Unis et, à côté des unités métriques, au Royaume-Uni. Une livre vaut exactement {{1 lb oz}} onces ; depuis 1959, les deux sont rattachées au kilogramme, la livre valant exactement {{1 lb g}} g et l’once {{1 oz g}} g (à six décimales). La conversion de l’une à l’autre ne passe jamais par les grammes.",
      "Pour convertir des livres en onces, multipliez par {{1 lb oz}}. Le résultat est exact pour tout nombre décimal de livres : 0,1 lb font {{0.1 lb oz}} oz. Les poids en livres s’écrivent souvent avec des onces en plus (7 lb 4 oz), et cette conversion donne ces onces : prenez la partie décimale des livres et multipliez-la par 16. Elle sert pour le poids de naissance des bébés, la viande et les fruits et légumes vendus à la livre, les quantités des recettes, l’affranchissement, et les poids de pêche et de chasse.",
    ],
    useCases: [
      "Écrire le poids de naissance d’un bébé en livres et en onces",
      "Répartir en portions d’onces de la viande, du fromage ou des fruits et légumes achetés à la livre",
      "Adapter des recettes américaines qui mélangent livres et onces",
      "Poids de lettres et de colis tarifés à l’once",
    ],
    tips: [
      {
        title: "Des livres décimales aux livres et onces",
        content: [
          "Gardez les livres entières et ne convertissez que la partie décimale : dans 7,25 lb, 0,25 lb font {{0.25 lb oz}} oz, donc 7,25 lb font 7 lb 4 oz.",
        ],
      },
      {
        title: "La livre troy est différente",
        content: [
          "La livre troy des métaux précieux compte {{1 lb_troy oz_troy}} onces troy et pèse {{1 lb_troy g}} g, moins que la livre avoirdupois de {{1 lb g}} g. Ne mélangez pas les deux systèmes.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien d’onces y a-t-il dans une livre ?",
        answer:
          "Une livre avoirdupois vaut exactement {{1 lb oz}} oz. C’est la livre des aliments, du poids corporel et de l’affranchissement aux États-Unis et au Royaume-Uni.",
      },
      {
        question: "Combien d’onces font 1,5 livre ?",
        answer: "1,5 lb font {{1.5 lb oz}} oz, une livre et demie.",
      },
      {
        question: "Combien d’onces font une demi-livre ?",
        answer: "Une demi-livre fait {{0.5 lb oz}} oz, un quart de livre {{0.25 lb oz}} oz.",
      },
      {
        question: "Comment écrire 7,4 lb en livres et onces ?",
        answer:
          "Gardez les 7 lb et convertissez 0,4 lb : {{0.4 lb oz}} oz. 7,4 lb font donc 7 lb et {{0.4 lb oz}} oz, et non 7 lb 4 oz.",
      },
      {
        question: "Combien d’onces font 5 lb ?",
        answer: "5 lb font {{5 lb oz}} oz, soit {{5 lb kg}} kg.",
      },
    ],
  },
  "/oz-to-lb": {
    about: [
      "L’once est la petite unité des emballages alimentaires, des colis et des balances de cuisine américains ; la livre est l’unité plus grande, de {{1 lb oz}} onces, utilisée pour le poids corporel, la viande et les produits en vrac. Toutes deux appartiennent au système avoirdupois, défini depuis 1959 à partir du kilogramme, la livre valant exactement {{1 lb g}} g. Le rapport entre elles est exact : une once vaut {{1 oz lb}} lb.",
      "Pour convertir des onces en livres, divisez par {{1 lb oz}}. La réponse est un nombre décimal de livres ; pour l’écrire en livres et onces, prenez les livres entières et gardez telles quelles les onces restantes (38 oz font 2 lb et 6 oz). Tout nombre entier d’onces donne un résultat exact d’au plus quatre décimales, que le convertisseur affiche en entier. On s’en sert pour comparer des tailles d’emballage et des prix unitaires, additionner des poids d’ingrédients, et lire des poids d’envoi et de bagages.",
    ],
    useCases: [
      "Comparer les prix unitaires d’emballages étiquetés en onces et en livres",
      "Additionner des ingrédients de recette donnés en onces",
      "Poids de colis et d’affranchissement",
      "Prises de pêche et poids de petits animaux",
    ],
    tips: [
      {
        title: "Le reste se garde en onces",
        content: [
          "Pour obtenir des livres et des onces, divisez par 16 et gardez le reste en onces : 50 oz font 3 lb (48 oz) plus 2 oz. La forme décimale, {{50 oz lb}} lb, est le même poids écrit autrement.",
        ],
      },
      {
        title: "Le poids net sur les étiquettes",
        content: [
          "Les étiquettes alimentaires américaines indiquent en général le poids net en onces, puis en livres et onces, plus en grammes. « Net wt 24 oz (1 lb 8 oz) » est un seul poids écrit de deux façons ; en grammes, il fait {{24 oz g}} g, que l’étiquette arrondit.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de livres font 16 onces ?",
        answer:
          "16 oz font exactement {{16 oz lb}} lb, la définition de la livre avoirdupois : {{16 oz g}} g.",
      },
      {
        question: "Combien de livres font 8 oz ?",
        answer:
          "8 oz font {{8 oz lb}} lb, une demi-livre, et 4 oz font {{4 oz lb}} lb, un quart de livre.",
      },
      {
        question: "Combien de livres font 24 oz ?",
        answer: "24 oz font {{24 oz lb}} lb, soit 1 lb 8 oz.",
      },
      {
        question: "Combien de livres fait 1 once ?",
        answer: "1 oz fait {{1 oz lb}} lb, un seizième de livre.",
      },
      {
        question: "Une once liquide est-elle un seizième de livre ?",
        answer:
          "Non. Une once liquide mesure un volume, pas un poids. Une once liquide américaine d’eau pèse un peu plus d’une once, mais d’autres liquides pèsent plus ou moins.",
      },
    ],
  },
};
