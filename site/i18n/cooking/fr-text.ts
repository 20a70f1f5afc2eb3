import type { CookingText } from "./text.ts";

/** A name inside a sentence: "Farine de blé tout usage" → "farine de blé tout usage". */
const lower = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
/** "de farine", "d’huile", "d’avoine": the partitive before a name. */
const of = (name: string) =>
  /^[aeéèiouyh]/i.test(name) ? `d’${lower(name)}` : `de ${lower(name)}`;

/** The cooking pages' text in French (text.ts says what each part is). */
export const fr: CookingText = {
  converter: ({ count, usda, gnu, cup }) => ({
    about: [
      `Une tasse de farine et une tasse de miel remplissent la même mesure mais pèsent très différemment : pour convertir en grammes les tasses d’une recette, il faut le poids d’une tasse de cet ingrédient. Ce convertisseur connaît ${count} ingrédients : ${usda} tirés des mesures ménagères de la base nationale de données nutritionnelles de l’USDA (SR28, la dernière édition de SR Legacy, dans le domaine public) et ${gnu} que l’USDA ne mesure pas (farine et cacao tamisés, versés à la cuillère ou puisés avec la tasse, cassonade foncée, sel casher), tirés de The Cake Bible de Rose Levy Beranbaum, tels que GNU units en reprend les chiffres. Le tableau ci-dessous indique la source de chaque chiffre.`,
      "Les volumes sont exacts : la tasse américaine fait 236,5882365 ml, la tasse légale américaine des étiquettes nutritionnelles 240 ml, la tasse métrique de l’Australie, du Canada et de la Nouvelle-Zélande 250 ml, la tasse impériale 284,130625 ml ; une cuillère à soupe américaine vaut 1/16 de tasse, une cuillère à café 1/48, une once liquide 1/8, et un bâtonnet de beurre un quart de livre (113,4 g). Les résultats sont arrondis comme on mesure en cuisine : grammes entiers (au 0,1 g près sous 10 g), tasses à la tasse à mesurer près et le reste en cuillères à soupe et à café, par exemple « ⅔ tasse + 1 c. à soupe ».",
    ],
    useCases: [
      "Peser sur une balance de cuisine les tasses d’une recette américaine",
      "Convertir en tasses et cuillères les grammes d’une recette européenne",
      "Augmenter ou réduire les quantités d’une recette",
      "Savoir combien pèse un bâtonnet de beurre ou une tasse de miel",
    ],
    tips: [
      {
        title: "La farine dépend de la façon de remplir la tasse",
        content: [
          `La farine tamisée est aérée, la farine puisée tassée : une tasse de farine de blé tout usage pèse ${cup("flour-sifted")} tamisée, ${cup("flour-spooned")} versée à la cuillère dans la tasse puis arasée, et ${cup("flour-scooped")} puisée dans le sac avec la tasse (The Cake Bible). Le chiffre de l’USDA, ${cup("flour")}, est celui par défaut ; quand une recette indique comment mesurer, choisissez cette ligne.`,
        ],
      },
      {
        title: "Pesez quand cela compte",
        content: [
          "Une tasse d’une poudre varie de dix pour cent ou plus d’une personne à l’autre ; les grammes, non. Pour le pain et les gâteaux, pesez la farine et le sucre.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de grammes dans une tasse ?",
        answer: `Cela dépend de l’ingrédient : une tasse américaine d’eau pèse environ ${cup("water")}, de farine de blé tout usage ${cup("flour")}, de sucre blanc ${cup("sugar")}, de beurre ${cup("butter")} et de miel ${cup("honey")}. Choisissez l’ingrédient ci-dessus pour convertir n’importe quelle quantité.`,
      },
      {
        question: "Une tasse est-elle la même dans tous les pays ?",
        answer:
          "Non. Une tasse américaine fait 236,6 ml, la tasse légale américaine des étiquettes nutritionnelles 240 ml, la tasse métrique de l’Australie, du Canada et de la Nouvelle-Zélande 250 ml et l’ancienne tasse impériale 284,1 ml. Une tasse métrique de farine, c’est environ 6 % de plus qu’une tasse américaine.",
      },
      {
        question: "D’où viennent les chiffres ?",
        answer:
          "De la base nationale de données nutritionnelles de l’USDA (Standard Reference, édition 28), qui pèse chaque aliment en mesures ménagères (une tasse, une cuillère à soupe, une cuillère à café), et, pour ce que l’USDA ne mesure pas, de The Cake Bible telle que GNU units la reprend. Un chiffre mesuré à la cuillère à soupe est multiplié par 16, à la cuillère à café par 48, à l’once liquide par 8. La source de chaque ingrédient figure dans le tableau de cette page.",
      },
    ],
  }),
  ingredient: ({ name, cup, hundred, tbsp, source, usda, variants }) => ({
    about: [
      `Une tasse américaine ${of(name)} pèse ${cup} : ${source}.${variants.length > 0 ? ` Mesurée autrement, une tasse pèse : ${variants.map((v) => `${lower(v.name)} ${v.cup}`).join(" ; ")} (sources dans le tableau ci-dessous).` : ""} Le convertisseur ci-dessus s’ouvre sur cet ingrédient ; n’importe lequel des autres est à un choix près.`,
      "Le tableau donne le poids de ¼ à 4 tasses américaines, arrondi au gramme entier, et les onces à trois chiffres significatifs. Il tient sur une page imprimée.",
    ],
    useCases: [
      `Peser pour une recette américaine la quantité ${of(name)} donnée en tasses`,
      `Convertir des grammes ${of(name)} en tasses et cuillères`,
    ],
    faqs: [
      {
        question: `Combien de grammes dans une tasse ${of(name)} ?`,
        answer: `${cup} dans une tasse américaine (236,6 ml), selon le chiffre ${usda ? "de la SR28 de l’USDA" : "de The Cake Bible"}. Une cuillère à soupe en contient ${tbsp}.`,
      },
      {
        question: `Combien de tasses font 100 grammes ${of(name)} ?`,
        answer: `${hundred}, mesuré avec les tasses et cuillères américaines.`,
      },
    ],
  }),
  source: (s) =>
    s.from === "gnu"
      ? `The Cake Bible (Rose Levy Beranbaum), telle que GNU units la reprend : ${s.name} = ${s.definition}`
      : `USDA SR28 (SR Legacy), NDB ${s.ndb} “${s.food}” : ${String(s.grams).replace(".", ",")} g par “${s.portion}”`,
  table: {
    title: "Tableau des tasses en grammes",
    cups: "Tasses américaines",
    sources: "Sources",
    allSources: "Grammes par tasse de chaque ingrédient, et leurs sources",
    ingredient: "Ingrédient",
    perCup: "1 tasse américaine",
    source: "Source",
  },
  pageNames: {
    "/flour-cups-to-grams": "Farine",
    "/sugar-cups-to-grams": "Sucre",
    "/butter-cups-to-grams": "Beurre",
    "/rice-cups-to-grams": "Riz",
    "/honey-cups-to-grams": "Miel",
    "/milk-cups-to-grams": "Lait",
    "/oats-cups-to-grams": "Flocons d’avoine",
    "/cocoa-cups-to-grams": "Cacao",
    "/brown-sugar-cups-to-grams": "Sucre roux",
    "/powdered-sugar-cups-to-grams": "Sucre glace",
  },
  page: (name) => ({
    title: `${name} : tasses en grammes`,
    label: `Convertisseur de tasses en grammes (${lower(name)})`,
    navLabel: `${name} : tasses en grammes`,
    description: `Combien de grammes dans une tasse ${of(name)} ? Tasses, cuillères et grammes, un tableau de ¼ à 4 tasses et la source de chaque chiffre.`,
    keywords: `${lower(name)} tasses en grammes, tasse ${of(name)} en grammes, grammes ${of(name)} en tasses, conversion ${of(name)}`,
  }),
};
