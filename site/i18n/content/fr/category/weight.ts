import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/weight.ts. */
export const texts: UnitTranslations = {
  "/weight": {
    about: [
      "Dans la langue courante, « poids » signifie masse, et les unités de cette page sont des unités de masse. L’unité SI est le kilogramme (kg), défini depuis 2019 par une valeur fixe de la constante de Planck. Les unités métriques sont décimales : un gramme vaut {{1 g kg}} kg, un milligramme {{1 mg g}} g et une tonne (métrique) {{1 t kg}} kg. La force que la pesanteur exerce sur une masse se mesure en newtons ou en livres-force, dans le convertisseur de force.",
      "La livre avoirdupois, utilisée dans les systèmes américain et impérial, est définie comme exactement {{1 lb g}} g par l’accord international de 1959. L’once en est le seizième ({{1 oz g}} g), le stone vaut {{1 st lb}} lb et le grain {{1 gr mg}} mg, exactement. Trois « tonnes » différentes (en anglais « ton ») sont en usage : la tonne courte américaine de {{1 ton_us lb}} lb ({{1 ton_us kg}} kg), la tonne longue britannique de {{1 ton_uk lb}} lb ({{1 ton_uk kg}} kg) et la tonne métrique de {{1 t kg}} kg ({{1 t lb}} lb). De même, le quintal (hundredweight) de cette page est le quintal britannique de {{1 cwt lb}} lb ; le quintal américain vaut 100 lb.",
      "Les métaux précieux se pèsent en unités troy : une once troy vaut {{1 oz_troy gr}} grains ({{1 oz_troy g}} g), plus que l’once avoirdupois de {{1 oz gr}} grains, tandis que la livre troy de {{1 lb_troy oz_troy}} onces troy ({{1 lb_troy lb}} lb) est plus légère que la livre avoirdupois. Les pierres précieuses se pèsent en carats métriques de {{1 carat mg}} mg, divisés en {{1 carat point}} points. Le tael et le catty de cette page sont les unités de Hong Kong : 1 catty = {{1 catty tael}} taels = {{1 catty g}} g. Le catty de Taïwan (0,6 kg) et le jin de Chine continentale (0,5 kg) sont des unités différentes qui portent le même nom traditionnel.",
    ],
    useCases: [
      "Lire un poids corporel d’un pays à l’autre : 70 kg font {{70 kg lb}} lb, soit {{70 kg st}} stones, comme on l’indique souvent au Royaume-Uni et en Irlande.",
      "Suivre des recettes qui mélangent grammes et onces : 250 g de farine font {{250 g oz}} oz, et une plaquette de beurre de 1 lb fait {{1 lb g}} g.",
      "Évaluer le prix de l’or et de l’argent, cotés à l’once troy : 1 kg de lingot fait {{1 kg oz_troy}} onces troy.",
      "Comparer des poids de fret ou de véhicules donnés en tonnes courtes, en tonnes longues ou en tonnes métriques : 20 tonnes courtes font {{20 ton_us t}} tonnes.",
      "Peser des médicaments et des balles en grains : 5 grains font {{5 gr mg}} mg.",
      "Acheter des aliments ou des herbes sur les marchés de Hong Kong, où les prix sont au catty ou au tael : un demi-catty fait {{0.5 catty g}} g.",
    ],
    guides: [
      {
        title: "Convertir des poids à la main",
        content: [
          "La livre vaut exactement {{1 lb g}} g : pour convertir des livres en kilogrammes, multipliez par ce nombre et divisez par 1 000 (à six décimales, {{1 lb kg}}). 150 lb font {{150 lb kg}} kg. Dans l’autre sens, multipliez les kilogrammes par {{1 kg lb}} : 75 kg font {{75 kg lb}} lb. Pour vérifier de tête : un kilogramme fait un peu plus de 2 livres.",
          "Onces et grammes : 1 oz = {{1 oz g}} g, et 100 g = {{100 g oz}} oz. Pour les stones, convertissez d’abord en livres ({{1 st lb}} lb par stone), puis en kilogrammes : 11 st 4 lb font {{11 st lb}} lb + 4 lb, et 158 lb font {{158 lb kg}} kg.",
        ],
      },
      {
        title: "Troy, avoirdupois et carat",
        content: [
          "Les systèmes troy et avoirdupois reposent tous deux sur le même grain de {{1 gr mg}} mg. L’once troy compte {{1 oz_troy gr}} grains et l’once avoirdupois {{1 oz gr}} : une once troy vaut donc {{1 oz_troy oz}} once ordinaire. Le pennyweight, {{1 dwt gr}} grains, est un vingtième d’once troy.",
          "Quand le prix de l’or, de l’argent ou du platine est donné à l’once, il s’agit de l’once troy. Le carat ({{1 carat g}} g) pèse les pierres précieuses et les perles ; le carat des bijoux en or (en anglais « karat ») n’est pas du tout une masse, mais une pureté, en vingt-quatrièmes d’or pur.",
        ],
      },
    ],
    tips: [
      {
        title: "Précisez quelle tonne",
        content: [
          "Écrivez « tonne courte », « tonne longue » ou « tonne métrique » plutôt que « tonne » tout court (en anglais « ton ») : une tonne longue vaut {{1 ton_uk ton_us}} tonne courte, et une tonne métrique {{1 t ton_us}} tonne courte.",
        ],
      },
      {
        title: "Le troy, seulement pour les métaux précieux",
        content: [
          "Utilisez l’once avoirdupois ({{1 oz g}} g) pour les aliments, le courrier et tout le reste ; l’once troy ({{1 oz_troy g}} g) uniquement pour les métaux précieux.",
        ],
      },
      {
        title: "Vérifiez de quel catty il s’agit",
        content: [
          "Un catty de Hong Kong, de Taïwan ou de Chine continentale ne représente pas la même quantité. Cette page utilise le catty de Hong Kong de {{1 catty g}} g.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de livres y a-t-il dans un kilogramme ?",
        answer:
          "Un kilogramme vaut {{1 kg lb}} livres. La livre est définie comme exactement {{1 lb g}} g : un kilogramme vaut donc 1 000 ÷ {{1 lb g}} livres, un nombre aux décimales infinies.",
      },
      {
        question: "Combien de grammes y a-t-il dans une once ?",
        answer:
          "Une once avoirdupois vaut {{1 oz g}} g (exactement {{1 oz mg}} mg). Une once troy, utilisée pour les métaux précieux, vaut {{1 oz_troy g}} g.",
      },
      {
        question:
          "Quelle est la différence entre une tonne courte, une tonne longue et une tonne métrique ?",
        answer:
          "Une tonne courte (États-Unis) vaut {{1 ton_us lb}} lb ou {{1 ton_us kg}} kg ; une tonne longue (Royaume-Uni) {{1 ton_uk lb}} lb ou {{1 ton_uk kg}} kg ; une tonne métrique {{1 t kg}} kg ou {{1 t lb}} lb.",
      },
      {
        question: "Une once troy est-elle plus lourde qu’une once ordinaire ?",
        answer:
          "Oui. Une once troy vaut {{1 oz_troy g}} g et une once avoirdupois {{1 oz g}} g : une once troy vaut donc {{1 oz_troy oz}} once ordinaire. Une livre troy, en revanche, ne compte que {{1 lb_troy oz_troy}} onces troy et vaut {{1 lb_troy lb}} livre ordinaire.",
      },
      {
        question: "Combien de livres y a-t-il dans un stone ?",
        answer:
          "Un stone vaut {{1 st lb}} lb, soit {{1 st kg}} kg. 10 stones font {{10 st kg}} kg.",
      },
      {
        question: "Quels tael et catty ce convertisseur utilise-t-il ?",
        answer:
          "Les unités de Hong Kong : 1 catty = {{1 catty tael}} taels = {{1 catty g}} g, donc 1 tael = {{1 tael g}} g. Le catty de Taïwan (0,6 kg) et le jin de Chine continentale (0,5 kg) sont différents : vérifiez donc à quelle unité un prix se rapporte.",
      },
    ],
  },
};
