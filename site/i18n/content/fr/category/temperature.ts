import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/temperature.ts. */
export const texts: UnitTranslations = {
  "/temperature": {
    about: [
      "La température mesure à quel point quelque chose est chaud ou froid. Son unité SI est le kelvin (K), défini depuis 2019 par une valeur fixe de la constante de Boltzmann ; l’échelle kelvin commence au zéro absolu, la plus basse température possible, et s’écrit sans symbole de degré. L’échelle Celsius utilise des degrés de même taille que le kelvin, décalés de sorte que 0 °C = {{0 c k}} K. Sur cette échelle, l’eau gèle à environ 0 °C et bout à environ 100 °C à la pression du niveau de la mer.",
      "L’échelle Fahrenheit, utilisée pour la météo et la cuisine aux États-Unis, a des degrés valant 5/9 de kelvin ; l’eau y gèle à {{0 c f}} °F et bout à {{100 c f}} °F. L’échelle Rankine, proposée ici aussi, est l’échelle absolue à degrés de la taille du degré Fahrenheit : 0 °R est le zéro absolu, soit {{0 k c}} °C et {{0 k f}} °F. On la rencontre dans une partie de la thermodynamique appliquée américaine.",
      "Contrairement à la plupart des conversions, où les unités partagent un même zéro, les échelles de température n’ont pas le même zéro, si bien que convertir une température demande une multiplication et une addition : °F = °C × 9/5 + 32, K = °C + 273,15 et °R = °F + 459,67. Ces formules sont exactes. Le convertisseur affiche les températures avec 2 décimales : 350 °F apparaissent ainsi comme {{350 f c}} °C. Un écart de température est une autre affaire : une variation de 1 °C est une variation de 1,8 °F, et non de {{1 c f}} °F. Les écarts ont leur propre convertisseur, le convertisseur d’intervalles de température.",
    ],
    useCases: [
      "Lire une prévision météo d’un autre pays : 30 °C font {{30 c f}} °F, et 50 °F font {{50 f c}} °C.",
      "Régler un four d’après une recette : 350 °F font {{350 f c}} °C, et 200 °C font {{200 c f}} °F.",
      "Vérifier une température corporelle : 38 °C, un seuil de fièvre courant, font {{38 c f}} °F.",
      "Saisir des températures dans des formules de physique et de chimie, qui exigent des kelvins : 25 °C font {{25 c k}} K.",
      "Travailler avec des données cryogéniques : l’azote liquide bout à environ 77 K, soit {{77 k c}} °C ou {{77 k f}} °F.",
      "Utiliser des tables d’ingénierie américaines en Rankine : 500 °R font {{500 r f}} °F.",
    ],
    guides: [
      {
        title: "Convertir des températures à la main",
        content: [
          "Des Celsius aux Fahrenheit : multipliez par 9/5 (soit 1,8), puis ajoutez 32. Pour 25 °C : 25 × 1,8 = 45, et 45 + 32 donne {{25 c f}} °F. Des Fahrenheit aux Celsius : soustrayez d’abord 32, puis multipliez par 5/9. Pour 98,6 °F : 98,6 − 32 = 66,6, et 66,6 × 5/9 donne {{98.6 f c}} °C. L’ordre compte : multiplier avant de soustraire donne un résultat faux.",
          "Des Celsius aux kelvins : ajoutez 273,15 ; 20 °C font donc {{20 c k}} K. Des Fahrenheit aux Rankine : ajoutez 459,67 ; 70 °F font donc {{70 f r}} °R. Kelvin et Rankine ne diffèrent que d’un facteur : K = °R × 5/9.",
          "Pour estimer de tête des °F à partir de °C, on « double et ajoute 30 » ; ce n’est proche qu’autour de la température ambiante (20 °C donnent 70 au lieu de {{20 c f}}) et cela s’éloigne de la vraie valeur au-delà. La formule exacte vaut toujours mieux dès que le résultat compte.",
        ],
      },
      {
        title: "Températures et écarts de température",
        content: [
          "Une mesure comme 20 °C est un point sur une échelle ; une hausse de 20 °C est un écart. Convertir le point utilise la formule complète ({{20 c f}} °F), tandis que convertir l’écart n’utilise que le facteur 9/5 (20 × 9/5, soit une hausse de 36 °F). Confondre les deux est une erreur courante quand on convertit des données climatiques ou techniques.",
          "Les valeurs en kelvins sont les deux à la fois : comme l’échelle kelvin commence au zéro absolu, une température en kelvins est aussi son écart par rapport au zéro absolu. C’est pourquoi les lois des gaz et les formules du rayonnement exigent des températures absolues en kelvins ou en Rankine, jamais en °C ou en °F.",
        ],
      },
    ],
    tips: [
      {
        title: "Retenez les points fixes",
        content: [
          "0 °C = {{0 c f}} °F, 100 °C = {{100 c f}} °F, et −40 °C = {{-40 c f}} °F, la seule valeur où les deux échelles coïncident.",
        ],
      },
      {
        title: "Pas de kelvins négatifs",
        content: [
          "Rien ne peut être plus froid que 0 K ({{0 k c}} °C). Une valeur négative en kelvins ou en Rankine dans un calcul signale une erreur, souvent un 273,15 oublié.",
        ],
      },
      {
        title: "Deux décimales",
        content: [
          "Les résultats s’affichent avec 2 décimales, ce qui suffit pour les thermomètres et les fours : 1 °R s’affiche comme {{1 r k}} K.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quelle est la formule pour convertir des Celsius en Fahrenheit ?",
        answer:
          "°F = °C × 9/5 + 32. Par exemple, 37 °C × 9/5 + 32 = {{37 c f}} °F. La formule inverse est °C = (°F − 32) × 5/9.",
      },
      {
        question: "À quelle température les degrés Celsius et Fahrenheit sont-ils égaux ?",
        answer:
          "À −40 : −40 °C font {{-40 c f}} °F. Résoudre C = C × 9/5 + 32 donne C = −40, le seul point où les deux échelles affichent le même nombre.",
      },
      {
        question: "Comment convertir des Celsius en kelvins ?",
        answer:
          "Ajoutez 273,15 : K = °C + 273,15. Ainsi, 0 °C font {{0 c k}} K et 100 °C font {{100 c k}} K. Le kelvin s’écrit sans symbole de degré.",
      },
      {
        question: "Que vaut le zéro absolu en Celsius et en Fahrenheit ?",
        answer:
          "Le zéro absolu vaut 0 K, soit {{0 k c}} °C, {{0 k f}} °F et {{0 k r}} °R. Aucune température ne peut être plus basse.",
      },
      {
        question: "À quoi sert l’échelle Rankine ?",
        answer:
          "Le Rankine est une échelle absolue à degrés de la taille du degré Fahrenheit (°R = °F + 459,67), utilisée dans une partie de la thermodynamique appliquée américaine, là où il faut des températures absolues. Une température ambiante de 70 °F fait {{70 f r}} °R.",
      },
      {
        question: "Pourquoi une hausse de 1 °C ne fait-elle pas {{1 c f}} °F ?",
        answer:
          "Parce que 1 °C en tant que température vaut {{1 c f}} °F, mais qu’une hausse de 1 °C est une hausse de 1,8 °F : le décalage de +32 s’applique aux mesures, pas aux écarts. Utilisez le convertisseur d’intervalles de température pour les écarts.",
      },
    ],
  },
};
