import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/kg-to-lb.ts. */
export const texts: UnitTranslations = {
  "/kg-to-lb": {
    about: [
      "Le kilogramme (kg) est l’unité de base de masse du SI, définie depuis 2019 en fixant la valeur de la constante de Planck. La livre (lb) de cette page est la livre avoirdupois internationale, la livre courante des États-Unis et du Royaume-Uni, définie par l’accord sur le yard et la livre de 1959 comme exactement {{1 lb g}} grammes. Un kilogramme vaut donc {{1 kg lb}} lb, une valeur arrondie à six décimales.",
      "Pour convertir des kilogrammes en livres, divisez par 0,45359237, le nombre exact de kilogrammes dans une livre, ou multipliez par {{1 kg lb}} pour obtenir le même résultat à environ six chiffres significatifs. Un kilogramme vaut plus de deux livres : le nombre de livres est donc toujours plus grand. On rencontre cette conversion avec le poids corporel (en livres aux États-Unis, en stones et livres au Royaume-Uni), les disques et haltères de musculation, les franchises de bagages, les poids d’aliments et de colis, et les doses de médicaments qui dépendent de la masse corporelle.",
    ],
    useCases: [
      "Poids corporel sur des balances, des formulaires médicaux et des applications de fitness réglés sur l’autre unité",
      "Matériel de musculation : disques et haltères en kilogrammes face à ceux en livres",
      "Franchises de bagages des compagnies aériennes données en kilogrammes",
      "Poids d’envois et de colis pour les tarifs postaux et de messagerie",
      "Emballages d’aliments et d’ingrédients étiquetés en kilogrammes",
    ],
    tips: [
      {
        title: "Doublez et ajoutez un dixième",
        content: [
          "Pour une estimation rapide, doublez les kilogrammes et ajoutez un dixième du résultat : 70 kg donnent 154 lb, contre {{70 kg lb}} lb. Ce raccourci est trop bas d’environ 0,2 %.",
        ],
      },
      {
        title: "Les stones au Royaume-Uni",
        content: [
          "Au Royaume-Uni, le poids corporel s’exprime souvent en stones et en livres. Un stone vaut {{1 st lb}} lb : 70 kg font donc {{70 kg st}} st ; le second tableau donne directement les stones.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de livres fait 1 kg ?",
        answer:
          "1 kg fait {{1 kg lb}} lb. La relation exacte va dans l’autre sens : une livre vaut exactement {{1 lb g}} g.",
      },
      {
        question: "Combien de livres font 70 kg ?",
        answer: "70 kg font {{70 kg lb}} lb, soit {{70 kg st}} stones.",
      },
      {
        question: "Combien de livres font 23 kg de bagages ?",
        answer:
          "23 kg font {{23 kg lb}} lb. Une franchise de 23 kg est souvent annoncée comme 50 lb, soit {{50 lb kg}} kg, un peu moins de 23 kg.",
      },
      {
        question: "Combien de livres fait une barre de 20 kg ?",
        answer:
          "Une barre de 20 kg fait {{20 kg lb}} lb. Une barre de 45 lb, courante dans les salles de sport américaines, fait {{45 lb kg}} kg : les deux sont proches, mais pas identiques.",
      },
      {
        question: "Les kilogrammes et les livres sont-ils des unités de poids ou de masse ?",
        answer:
          "Ce sont deux unités de masse. Dans la langue courante, « poids » signifie masse, et les balances sont étalonnées pour l’afficher. La force de pesanteur qui s’exerce sur une masse se mesure en newtons ou en livres-force, une autre grandeur.",
      },
    ],
  },
  "/lb-to-kg": {
    about: [
      "La livre (lb, du latin libra) utilisée dans le commerce et la vie quotidienne aux États-Unis et au Royaume-Uni est la livre avoirdupois de {{1 lb oz}} onces. Depuis l’accord international sur le yard et la livre de 1959, elle est définie à partir du kilogramme : une livre vaut exactement 0,45359237 kg, soit {{1 lb g}} g. Ce n’est pas la livre troy des métaux précieux, qui est plus petite.",
      "Pour convertir des livres en kilogrammes, multipliez par 0,45359237. Ce facteur est exact : le seul arrondi est celui de l’affichage à six décimales du convertisseur. Une livre s’affiche ainsi comme {{1 lb kg}} kg, tandis que cent livres affichent exactement {{100 lb kg}} kg. Une livre fait un peu moins d’un demi-kilogramme : le nombre de kilogrammes est donc toujours plus petit. Cette conversion sert pour le poids corporel sur les formulaires médicaux et sportifs, les recettes et les poids d’épicerie américains, les charges de musculation, et les poids de colis, d’animaux et de bébés.",
    ],
    useCases: [
      "Poids corporel en livres à saisir dans un formulaire ou une application qui demande des kilogrammes",
      "Recettes et poids d’épicerie américains, comme 1 lb de viande hachée",
      "Charges de musculation : convertir en kilogrammes des disques et haltères en livres",
      "Poids de bébés, d’animaux et de colis donnés en livres",
    ],
    tips: [
      {
        title: "Divisez par deux et retirez un dixième",
        content: [
          "Pour une estimation rapide, divisez les livres par deux et retirez un dixième du résultat : 150 lb donnent 67,5 kg, contre {{150 lb kg}} kg. Ce raccourci est trop bas d’environ 0,8 %.",
        ],
      },
      {
        title: "Livres et onces",
        content: [
          "Un poids comme 7 lb 8 oz fait 7,5 lb, car une livre compte {{1 lb oz}} onces, et non 10. Convertissez d’abord les onces (8 oz = {{8 oz lb}} lb) et ajoutez-les aux livres avant de convertir en kilogrammes.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de kg font 150 lbs ?",
        answer:
          "150 lb font {{150 lb kg}} kg. Pour vérifier : le nombre de kilogrammes est toujours un peu inférieur à la moitié du nombre de livres.",
      },
      {
        question: "Que signifie lbs ?",
        answer:
          "« lb » vient du latin libra, une unité de poids romaine ; « lbs » est un pluriel informel. Des normes comme NIST SP 811 écrivent le symbole lb au singulier comme au pluriel.",
      },
      {
        question: "Une livre fait-elle exactement 0,45359237 kg ?",
        answer:
          "Oui, par définition depuis 1959. Une livre vaut exactement {{1 lb g}} grammes : convertir des livres en kilogrammes ne fait donc intervenir aucune constante mesurée.",
      },
      {
        question: "Combien de kg font 200 livres ?",
        answer: "200 lb font {{200 lb kg}} kg ; 90 kg tout ronds font {{90 kg lb}} lb.",
      },
      {
        question: "La livre britannique est-elle identique à la livre américaine ?",
        answer:
          "Oui. Les deux utilisent la livre avoirdupois internationale de {{1 lb g}} g. Seule la livre troy ({{1 lb_troy g}} g), utilisée pour les métaux précieux, diffère.",
      },
    ],
  },
};
