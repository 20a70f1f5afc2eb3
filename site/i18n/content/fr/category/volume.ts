import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/volume.ts. */
export const texts: UnitTranslations = {
  "/volume": {
    about: [
      "Le volume est la quantité d’espace à trois dimensions qu’occupe une substance. Son unité SI est le mètre cube (m³). Le litre vaut exactement un décimètre cube, donc 1 m³ = {{1 m3 l}} L, et un millilitre vaut exactement un centimètre cube, le « cc » de la médecine et des moteurs ({{1 cc ml}} mL). Les unités métriques de cette page, du femtolitre au kilomètre cube, diffèrent par des puissances de dix ; les cuillères et tasses métriques de cuisine correspondent à des nombres ronds de millilitres.",
      "Les unités américaines et impériales partagent des noms, mais pas des tailles. Le gallon américain est défini comme exactement {{1 gal in3}} pouces cubes, soit {{1 gal ml}} mL ; le gallon impérial, utilisé au Royaume-Uni, vaut exactement {{1 gal_uk l}} L, environ {{1 gal_uk gal}} gallon américain. Leurs onces liquides diffèrent dans l’autre sens : l’once liquide américaine ({{1 fl-oz ml}} mL) est plus grande que l’impériale ({{1 fl-oz_uk ml}} mL). Comme une pinte américaine contient {{1 pt fl-oz}} onces liquides américaines et une pinte impériale {{1 pt_uk fl-oz_uk}} onces impériales, la pinte impériale ({{1 pt_uk ml}} mL) reste plus grande que la pinte américaine ({{1 pt ml}} mL).",
      "Les mesures de cuisine suivent la même séparation. La tasse américaine vaut {{1 cup fl-oz}} fl oz américaines ({{1 cup ml}} mL), la cuillère à soupe américaine {{1 tbsp ml}} mL et la cuillère à café {{1 tsp ml}} mL. Les cuillères impériales de cette page sont les cuillères traditionnelles ({{1 tbsp_uk ml}} mL et {{1 tsp_uk ml}} mL) ; les recettes britanniques et du Commonwealth modernes emploient plutôt des cuillères métriques de 15 mL et 5 mL, proposées ici aussi, avec la cuillère à soupe australienne de 20 mL. La page propose encore les mesures sèches américaines (pinte sèche, quart sec, picotin, boisseau), le baril de pétrole de {{1 bbl gal}} gallons américains, le baril liquide américain de {{1 bbl_us gal}} gallons et l’acre-pied utilisé pour l’approvisionnement en eau.",
    ],
    useCases: [
      "Comparer les prix du carburant entre pays : un prix par gallon américain porte sur {{1 gal l}} L, un prix par gallon impérial sur {{1 gal_uk l}} L.",
      "Suivre une recette américaine avec des ustensiles métriques : 1 tasse fait {{1 cup ml}} mL et 2 cuillères à soupe font {{2 tbsp ml}} mL.",
      "Lire des étiquettes de boissons : une canette de 12 fl oz contient {{12 fl-oz ml}} mL, et une bouteille de 750 mL contient {{750 ml fl-oz}} fl oz américaines.",
      "Dimensionner des aquariums, des cuves et des piscines : 100 gallons américains font {{100 gal l}} L, et 1 m³ d’eau fait {{1 m3 gal}} gallons américains.",
      "Lire les chiffres du marché pétrolier, qui comptent en barils de {{1 bbl gal}} gallons américains : un baril fait {{1 bbl l}} L.",
      "Planifier l’irrigation et les réservoirs en acres-pieds : 1 acre-pied vaut {{1 acre_ft m3}} m³.",
    ],
    guides: [
      {
        title: "Convertir des volumes à la main",
        content: [
          "Des litres aux gallons américains : multipliez par {{1 l gal}} (ou divisez par {{1 gal l}}). 20 L font {{20 l gal}} gal. Pour les gallons impériaux, divisez plutôt par {{1 gal_uk l}} : 20 L font {{20 l gal_uk}} gallons impériaux.",
          "Des millilitres aux onces liquides américaines : divisez par {{1 fl-oz ml}} ; 500 mL font donc {{500 ml fl-oz}} fl oz. Les onces liquides impériales sont plus petites : les mêmes 500 mL font {{500 ml fl-oz_uk}} fl oz impériales.",
          "La chaîne des mesures américaines est binaire : un gallon vaut {{1 gal qt}} quarts, un quart {{1 qt pt}} pintes, une pinte {{1 pt cup}} tasses, une tasse {{1 cup fl-oz}} onces liquides et une once liquide {{1 fl-oz tbsp}} cuillères à soupe. Un gallon vaut donc {{1 gal fl-oz}} fl oz américaines, alors que le gallon impérial compte {{1 gal_uk fl-oz_uk}} fl oz impériales.",
        ],
      },
      {
        title: "Mesures de cuisine américaines, impériales et métriques",
        content: [
          "La « tasse » d’une recette dépend de l’endroit où celle-ci a été écrite : la tasse américaine vaut {{1 cup ml}} mL, la tasse métrique utilisée en Australie et ailleurs 250 mL, et la tasse impériale de cette page, une demi-pinte impériale, {{1 cup_uk ml}} mL. Les étiquettes nutritionnelles américaines utilisent une tasse arrondie à 240 mL.",
          "Pour les cuillères, une cuillère à soupe américaine vaut {{1 tbsp ml}} mL et une cuillère à café américaine {{1 tsp ml}} mL, des valeurs proches des cuillères métriques de 15 mL et 5 mL. La cuillère à soupe impériale traditionnelle ({{1 tbsp_uk ml}} mL) est nettement plus grande ; les recettes imprimées aujourd’hui au Royaume-Uni désignent presque toujours les cuillères métriques.",
        ],
      },
    ],
    tips: [
      {
        title: "Demandez de quel gallon il s’agit",
        content: [
          "Un chiffre en gallons britannique ou canadien ancien est généralement impérial ; un chiffre américain est en gallons américains. Un gallon impérial vaut {{1 gal_uk gal}} gallon américain.",
        ],
      },
      {
        title: "mL et cc, c’est la même chose",
        content: [
          "Un centimètre cube (cc) vaut exactement un millilitre : 250 cc font donc {{250 cc ml}} mL.",
        ],
      },
      {
        title: "Pintes sèches et liquides diffèrent",
        content: [
          "La pinte sèche américaine ({{1 pt_dry ml}} mL) est plus grande que la pinte liquide américaine ({{1 pt ml}} mL). N’utilisez les unités sèches que pour les céréales, les fruits et les autres produits secs.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de litres y a-t-il dans un gallon ?",
        answer:
          "Un gallon américain vaut {{1 gal l}} L (exactement {{1 gal ml}} mL) ; un gallon impérial (britannique) vaut exactement {{1 gal_uk l}} L. Un litre vaut {{1 l gal}} gallon américain.",
      },
      {
        question: "Le gallon britannique est-il plus grand que le gallon américain ?",
        answer:
          "Oui. Le gallon impérial vaut {{1 gal_uk l}} L et le gallon américain {{1 gal l}} L : un gallon impérial vaut donc {{1 gal_uk gal}} gallon américain.",
      },
      {
        question: "Combien de millilitres y a-t-il dans une once liquide ?",
        answer:
          "Une once liquide américaine vaut {{1 fl-oz ml}} mL et une once liquide impériale {{1 fl-oz_uk ml}} mL. Aux États-Unis, les étiquettes de boissons utilisent l’once liquide américaine.",
      },
      {
        question: "Combien d’onces y a-t-il dans un litre ?",
        answer:
          "Un litre vaut {{1 l fl-oz}} onces liquides américaines, soit {{1 l fl-oz_uk}} onces liquides impériales. Ce sont des onces liquides de volume, pas des onces de poids.",
      },
      {
        question: "Combien de millilitres y a-t-il dans une tasse ?",
        answer:
          "Une tasse américaine vaut {{1 cup ml}} mL. La tasse métrique utilisée en Australie et dans plusieurs autres pays vaut 250 mL, et la tasse impériale proposée ici {{1 cup_uk ml}} mL.",
      },
      {
        question:
          "Quelles cuillères à café et à soupe le convertisseur utilise-t-il pour le Royaume-Uni ?",
        answer:
          "Les cuillères « impériales » sont les cuillères traditionnelles : cuillère à café {{1 tsp_uk ml}} mL, cuillère à soupe {{1 tbsp_uk ml}} mL. Les recettes britanniques modernes emploient des cuillères métriques de 5 mL et 15 mL ; pour celles-ci, convertissez directement depuis les millilitres.",
      },
    ],
  },
};
