import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in French (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Un convertisseur de casse change les lettres d’un texte sans en changer les mots : MAJUSCULES pour les titres et les sigles, minuscules pour uniformiser une saisie, Casse Du Titre pour les titres à l’anglaise, casse de phrase pour la prose courante, et les formes accolées dont les programmeurs se servent pour nommer : camelCase, snake_case, kebab-case et CONSTANT_CASE.",
      "Chaque résultat se met à jour pendant la saisie et fonctionne avec tout alphabet qui a des majuscules, selon les règles complètes d’Unicode : le ß allemand devient SS en majuscules, et les majuscules accentuées comme É gardent leur accent en minuscules. Rien de ce que vous tapez ne quitte votre navigateur.",
    ],
    useCases: [
      "Corriger un texte tapé avec la touche Verr. Maj. enfoncée",
      "Mettre en forme titres et intertitres de façon homogène",
      "Transformer une expression en nom de variable, de fichier ou d’URL (camelCase, snake_case, kebab-case)",
      "Écrire des constantes et des noms de variables d’environnement (CONSTANT_CASE)",
      "Uniformiser des listes avant de les comparer ou de les trier",
    ],
    tips: [
      {
        title: "La Casse Du Titre est mécanique",
        content: [
          "Ce convertisseur met en majuscule la première lettre de chaque mot. En français, un titre ne prend la majuscule qu’au premier mot et aux noms propres, et les guides de style anglais laissent en minuscules les mots courts comme « of », « and » ou « the » ; corrigez-les à la main si votre guide l’exige.",
        ],
      },
      {
        title: "Les formes accolées suppriment la ponctuation",
        content: [
          "camelCase, snake_case, kebab-case et CONSTANT_CASE ne gardent que les lettres et les chiffres, et coupent les mots aux espaces, à la ponctuation et là où une minuscule rencontre une majuscule (helloWorld devient hello_world).",
        ],
      },
    ],
    faqs: [
      {
        question: "Quelle est la différence entre camelCase et PascalCase ?",
        answer:
          "camelCase commence par une minuscule et met une majuscule à chaque mot suivant (userName) ; PascalCase met aussi une majuscule au premier mot (UserName). Cette page produit du camelCase.",
      },
      {
        question: "Pourquoi ß devient-il SS en majuscules ?",
        answer:
          "La correspondance standard d’Unicode pour le eszett allemand en majuscules est la paire de lettres SS, que l’orthographe allemande emploie en capitales ; le convertisseur suit ces règles pour toutes les langues.",
      },
      {
        question: "Mon texte est-il envoyé quelque part ?",
        answer:
          "Non. Les conversions se font dans votre navigateur pendant la saisie ; le texte n’est ni envoyé à notre serveur ni conservé.",
      },
    ],
  },
};
