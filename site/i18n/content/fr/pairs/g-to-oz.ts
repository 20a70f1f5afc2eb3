import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/g-to-oz.ts. */
export const texts: UnitTranslations = {
  "/g-to-oz": {
    about: [
      "Le gramme (g) est un millième de kilogramme, l’unité SI de masse, et l’unité habituelle pour les aliments, les ingrédients, les lettres et les petits colis en dehors des États-Unis. L’once (oz) de cette page est l’once avoirdupois, un seizième de la livre internationale : comme la livre vaut exactement {{1 lb g}} g, l’once vaut exactement 28,349523125 g (453,59237 ÷ 16), affichée avec six décimales comme {{1 oz g}} g. Ce n’est ni l’once troy utilisée pour l’or et l’argent, ni l’once liquide, qui mesure un volume.",
      "Pour convertir des grammes en onces, divisez par 28,349523125, ou multipliez par {{1 g oz}} pour obtenir le même résultat à environ six chiffres significatifs. Une once est bien plus grande qu’un gramme : le nombre d’onces est donc toujours plus petit, environ un trentième du nombre de grammes. Cette conversion se présente avec les recettes métriques cuisinées dans des cuisines américaines, les étiquettes alimentaires et les portions, les poids postaux et d’expédition, les doses de café et de thé, et les balances de cuisine réglées sur l’autre unité.",
    ],
    useCases: [
      "Cuisiner des recettes américaines avec une balance de cuisine métrique, et l’inverse",
      "Lire les étiquettes nutritionnelles et les tailles de portions",
      "Tarifs postaux et d’expédition des lettres et des petits colis",
      "Doses de café, de thé et d’épices pesées en grammes",
    ],
    tips: [
      {
        title: "Pesez, ne devinez pas un volume",
        content: [
          "Les grammes et les onces de cette page sont tous deux des poids. Une recette qui donne la farine en grammes se convertit en onces par le poids ; la convertir en tasses demande la masse volumique de l’ingrédient, qui varie selon qu’il est plus ou moins tassé.",
        ],
      },
      {
        title: "Une règle approximative",
        content: [
          "Pour une estimation, divisez les grammes par 30 : 300 g donnent 10 oz, contre {{300 g oz}} oz. Ce raccourci est trop bas d’environ 5,5 %.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien d’onces font 100 grammes ?",
        answer: "100 g font {{100 g oz}} oz, un peu plus de trois onces et demie.",
      },
      {
        question: "Combien d’onces fait 1 gramme ?",
        answer: "1 g fait {{1 g oz}} oz. Il faut {{1 oz g}} g pour faire une once.",
      },
      {
        question: "Combien d’onces font 500 g ?",
        answer:
          "500 g font {{500 g oz}} oz, soit {{500 g lb}} lb, un peu plus d’une livre ({{1 lb g}} g).",
      },
      {
        question: "Est-ce l’once troy utilisée pour l’or ?",
        answer:
          "Non. Cette page utilise l’once avoirdupois des biens courants, {{1 oz g}} g. L’or, l’argent et le platine se cotent en onces troy de {{1 oz_troy g}} g, que propose le convertisseur de poids.",
      },
      {
        question: "Quelle est la différence entre une once et une once liquide ?",
        answer:
          "Une once est une unité de poids (de masse) ; une once liquide est une unité de volume. Une once liquide américaine d’eau pèse un peu plus d’une once, et les huiles ou le miel pèsent d’autres quantités : on ne peut donc pas passer de l’une à l’autre sans la masse volumique.",
      },
    ],
  },
  "/oz-to-g": {
    about: [
      "L’once est la petite unité de poids des systèmes américain et impérial : un seizième de livre. L’once avoirdupois utilisée pour les aliments et les biens courants vaut exactement 28,349523125 grammes, car la livre a été définie en 1959 comme exactement {{1 lb g}} g. Le convertisseur l’affiche comme {{1 oz g}} g, arrondie à six décimales ; mille onces font exactement {{1000 oz g}} g.",
      "Pour convertir des onces en grammes, multipliez par 28,349523125. Ce facteur est exact : le seul arrondi est celui de l’affichage à six décimales du convertisseur. Un gramme est bien plus petit : le nombre de grammes est donc toujours plus grand, presque trente fois plus. On utilise cette conversion pour les recettes américaines (beurre, fromage, viande et chocolat en onces), les poids d’emballages, les tarifs postaux facturés à l’once, et les fournitures de loisirs créatifs. Les métaux précieux se pèsent en onces troy, une autre unité.",
    ],
    useCases: [
      "Suivre des recettes américaines avec une balance de cuisine métrique",
      "Convertir des poids d’emballages indiqués en onces",
      "Affranchissement et expédition facturés à l’once",
      "Portions de viande, de fromage et d’en-cas",
    ],
    tips: [
      {
        title: "Onces de poids net, pas onces liquides",
        content: [
          "« Net wt 12 oz » sur un emballage est un poids et se convertit ici. « 12 fl oz » sur une boisson est un volume : convertissez-le plutôt avec le convertisseur de volume.",
        ],
      },
      {
        title: "Arrondissez pour la cuisine",
        content: [
          "Les balances de cuisine affichent généralement des grammes entiers : 4 oz ({{4 oz g}} g) se pèsent donc au gramme près ; ne gardez les décimales que pour de petites quantités d’ingrédients puissants comme la levure ou le sel.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de grammes y a-t-il dans une once ?",
        answer:
          "Une once avoirdupois vaut exactement 28,349523125 g, affichée ici comme {{1 oz g}} g. Une once troy vaut {{1 oz_troy g}} g.",
      },
      {
        question: "Combien de grammes font 8 oz ?",
        answer:
          "8 oz, soit une demi-livre, font {{8 oz g}} g. Si une recette indique 8 fl oz, il s’agit d’un volume et non d’un poids, et il faut le convertisseur de volume.",
      },
      {
        question: "Combien de grammes pèse un bâtonnet de beurre ?",
        answer:
          "Un bâtonnet de beurre américain (« stick ») pèse 4 oz, un quart de livre, soit {{4 oz g}} g. Quatre bâtonnets font une livre, {{1 lb g}} g.",
      },
      {
        question: "Pourquoi les étiquettes alimentaires indiquent-elles que 1 oz fait 28 g ?",
        answer:
          "Les règles d’étiquetage nutritionnel américaines arrondissent l’once à 28 g. La valeur exacte est 28,349523125 g : le chiffre de l’étiquette est donc trop bas d’environ 1,2 %.",
      },
      {
        question: "Combien de grammes font 16 oz ?",
        answer: "16 oz font une livre, soit exactement {{16 oz g}} g.",
      },
    ],
  },
};
