import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/ml-to-cup.ts. */
export const texts: UnitTranslations = {
  "/ml-to-cup": {
    about: [
      "Le millilitre (mL) est un millième de litre, le même volume qu’un centimètre cube, et l’unité des verres doseurs métriques, des bouteilles et des doses de médicaments. La tasse de cette page est la tasse américaine usuelle (cup) : {{1 cup fl_oz}} onces liquides américaines, un seizième de gallon américain, soit exactement 236,5882365 mL ({{1 cup ml}} mL à six décimales). Ce n’est ni la tasse métrique de 250 mL des recettes australiennes et néo-zélandaises, ni la tasse impériale ({{1 cup_uk ml}} mL).",
      "Pour convertir des millilitres en tasses américaines, divisez par 236,5882365. La tasse est une mesure assez grande : le nombre de tasses est donc toujours bien plus petit que le nombre de millilitres, et un litre entier ne fait que {{1 l cup}} tasses. La conversion est nécessaire quand une recette métrique doit être mesurée avec des tasses américaines, quand on compare une boisson ou une taille de bouteille à des mesures en tasses, et pour le lait infantile, les smoothies et les soupes préparés dans des récipients gradués en tasses.",
    ],
    useCases: [
      "Mesurer avec des tasses américaines les liquides d’une recette métrique",
      "Comparer à des tasses des tailles de bouteilles et de canettes en millilitres",
      "Adapter des boissons, des soupes et des sauces entre verres doseurs métriques et tasses",
      "Vérifier combien de tasses contient un récipient ou un moule métrique",
    ],
    tips: [
      {
        title: "De quelle tasse parle la recette ?",
        content: [
          "Une recette australienne ou néo-zélandaise qui indique « 1 cup » entend 250 mL, environ 6 % de plus qu’une tasse américaine. Une recette des États-Unis entend {{1 cup ml}} mL. Dans le doute, mesurez directement les millilitres.",
        ],
      },
      {
        title: "Un volume n’est pas un poids",
        content: [
          "Cette page convertit des volumes. Une tasse de farine, de sucre ou de beurre a un poids différent pour chaque ingrédient : une recette donnée en grammes ne peut donc pas être convertie en tasses avec un seul facteur.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de tasses font 250 ml ?",
        answer:
          "250 mL font {{250 ml cup}} tasse américaine, un peu plus d’une tasse américaine. Dans une recette australienne ou néo-zélandaise, 250 mL font exactement une tasse métrique.",
      },
      {
        question: "Combien de tasses font 500 ml ?",
        answer: "500 mL font {{500 ml cup}} tasses américaines, un peu plus de deux tasses.",
      },
      {
        question: "Combien de tasses y a-t-il dans un litre ?",
        answer: "Un litre fait {{1 l cup}} tasses américaines, un peu plus de quatre.",
      },
      {
        question: "Quelle tasse ce convertisseur utilise-t-il ?",
        answer:
          "La tasse américaine usuelle de {{1 cup fl_oz}} onces liquides américaines, soit {{1 cup ml}} mL. La tasse métrique (250 mL) n’est pas dans la liste ; pour elle, divisez les millilitres par 250. La tasse impériale, {{1 cup_uk ml}} mL, se trouve sur le convertisseur de volume.",
      },
      {
        question: "Combien de tasses font 100 ml ?",
        answer: "100 mL font {{100 ml cup}} tasse américaine, un peu moins d’une demi-tasse.",
      },
    ],
  },
  "/cup-to-ml": {
    about: [
      "La tasse américaine (cup) est une unité du système usuel américain employée surtout en cuisine : une demi-pinte américaine, {{1 cup fl_oz}} onces liquides américaines ou {{1 cup tbsp}} cuillères à soupe. Sa taille découle du gallon américain de {{1 gal in3}} pouces cubes : une tasse en est le seizième, exactement 236,5882365 mL, que le convertisseur affiche {{1 cup ml}} mL. Les étiquettes nutritionnelles des aliments américains utilisent une tasse arrondie à 240 mL, et les recettes australiennes et néo-zélandaises une tasse métrique de 250 mL ; ni l’une ni l’autre n’est l’unité convertie ici.",
      "Pour convertir des tasses américaines en millilitres, multipliez par 236,5882365. Le facteur est exact : le seul arrondi est l’affichage à six décimales ; en cuisine, arrondissez la réponse à ce que votre verre doseur ou votre cuillère peut mesurer. La conversion sert à suivre des recettes américaines avec des verres doseurs et des balances métriques, à lire des tailles de boissons et de portions, et à remplir des bouteilles, des récipients et des biberons gradués en millilitres.",
    ],
    useCases: [
      "Suivre des recettes américaines avec un verre doseur métrique",
      "Convertir des ingrédients liquides comme le lait, le bouillon, l’eau ou l’huile",
      "Lire des tailles de portions données en tasses",
      "Remplir des bouteilles et des récipients gradués en millilitres",
    ],
    tips: [
      {
        title: "Des cuillères pour les petites quantités",
        content: [
          "Une tasse américaine fait {{1 cup tbsp}} cuillères à soupe, et une cuillère à soupe {{1 tbsp ml}} mL. Pour un quart de tasse ou moins, les cuillères à soupe sont souvent plus faciles à mesurer qu’un verre doseur.",
        ],
      },
      {
        title: "Ingrédients secs",
        content: [
          "Pour la farine, le sucre et les autres ingrédients secs, une tasse reste un volume. La convertir en millilitres est exact, mais la convertir en grammes demande la masse volumique de l’ingrédient et son degré de tassement.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de ml fait 1 tasse ?",
        answer:
          "Une tasse américaine fait exactement 236,5882365 mL, affichée ici {{1 cup ml}} mL. Une tasse métrique fait 250 mL.",
      },
      {
        question: "Combien de ml fait une demi-tasse ?",
        answer:
          "Une demi-tasse américaine fait {{0.5 cup ml}} mL, et un quart de tasse {{0.25 cup ml}} mL.",
      },
      {
        question: "Une tasse fait-elle 250 ml ?",
        answer:
          "Seule la tasse métrique, utilisée par exemple en Australie et en Nouvelle-Zélande, fait 250 mL. La tasse américaine est plus petite, {{1 cup ml}} mL, et la tasse impériale plus grande, {{1 cup_uk ml}} mL.",
      },
      {
        question:
          "Pourquoi les étiquettes nutritionnelles américaines disent-elles qu’une tasse fait 240 ml ?",
        answer:
          "Les règles américaines d’étiquetage des aliments définissent une tasse arrondie à 240 mL pour les portions. La tasse usuelle des recettes et des tasses à mesurer fait {{1 cup ml}} mL ; l’écart est d’environ 1,4 %.",
      },
      {
        question: "Combien de ml font 2 tasses ?",
        answer: "2 tasses américaines, une pinte américaine, font {{2 cup ml}} mL.",
      },
      {
        question: "Combien d’onces liquides y a-t-il dans une tasse ?",
        answer:
          "Une tasse américaine fait {{1 cup fl_oz}} onces liquides américaines, de {{1 fl_oz ml}} mL chacune. C’est un volume : cela ne dit rien du poids en onces.",
      },
    ],
  },
};
