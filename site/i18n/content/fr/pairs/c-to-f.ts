import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/c-to-f.ts. */
export const texts: UnitTranslations = {
  "/c-to-f": {
    about: [
      "Le Celsius (°C) est l’échelle de température de la vie quotidienne dans presque tous les pays et de la science dans le monde entier ; le Fahrenheit (°F) est l’échelle courante des États-Unis. Toutes deux sont aujourd’hui définies à partir du kelvin, l’unité SI de température : une température en °C est la valeur en kelvins moins 273,15, et un degré Fahrenheit vaut exactement 5/9 de kelvin. Les deux échelles ont des zéros et des tailles de degré différents, si bien que la conversion n’est pas une simple multiplication : l’eau gèle à {{0 c f}} °F, et non à 0 °F.",
      "Pour convertir des Celsius en Fahrenheit, multipliez par 9/5 (1,8), puis ajoutez 32 : °F = °C × 9/5 + 32. L’ordre compte ; additionner d’abord donne un résultat faux. Chaque degré Celsius vaut 1,8 degré Fahrenheit, si bien que les nombres en Fahrenheit varient plus vite ; les deux échelles se rejoignent en un seul point : −40 °C font {{-40 c f}} °F. Les deux champs du convertisseur sont modifiables, et la page affiche les résultats avec deux décimales. On a besoin de cette conversion pour les prévisions météo, les réglages de four, la température corporelle et les instructions scientifiques ou culinaires écrites pour l’autre échelle.",
    ],
    useCases: [
      "Prévisions météo et données climatiques de pays qui utilisent l’autre échelle",
      "Températures de four dans les recettes européennes et américaines",
      "Relevés de température corporelle sur un thermomètre en Celsius",
      "Températures de laboratoire, d’ingénierie et d’aquarium",
    ],
    tips: [
      {
        title: "Doublez et ajoutez 30",
        content: [
          "Pour la météo, doubler la valeur en Celsius et ajouter 30 donne une estimation rapide. Elle est exacte à 10 °C ({{10 c f}} °F) et s’écarte d’autant plus qu’on s’éloigne de 10 °C : à 30 °C, elle donne 90 contre {{30 c f}} °F.",
        ],
      },
      {
        title: "Les écarts ne sont pas des températures",
        content: [
          "Une variation de température se convertit sans le 32 : une hausse de 10 °C est une hausse de 18 °F, et non de 50 °F. Pour les écarts, utilisez le convertisseur d’intervalles de température.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quelle est la formule pour convertir des Celsius en Fahrenheit ?",
        answer:
          "°F = °C × 9/5 + 32. Multipliez d’abord, puis additionnez : 25 °C × 1,8 = 45, plus 32 donne {{25 c f}} °F.",
      },
      {
        question: "−40 est-il identique en Celsius et en Fahrenheit ?",
        answer:
          "Oui. −40 °C font {{-40 c f}} °F : c’est la seule température à laquelle les deux échelles affichent le même nombre.",
      },
      {
        question: "Combien font 37 °C en Fahrenheit ?",
        answer:
          "37 °C font {{37 c f}} °F, la valeur couramment citée pour la température normale du corps humain. Une mesure de 38 °C fait {{38 c f}} °F.",
      },
      {
        question: "Combien font 180 °C en Fahrenheit pour la cuisson ?",
        answer:
          "180 °C font {{180 c f}} °F. Les recettes américaines arrondissent les réglages de four par paliers de 25 °F : 180 °C correspondent donc au réglage courant de 350 °F ({{350 f c}} °C). 200 °C font {{200 c f}} °F.",
      },
      {
        question: "Combien font 0 °C en Fahrenheit ?",
        answer:
          "0 °C, le point de congélation de l’eau, font {{0 c f}} °F. L’eau bout à environ 100 °C à la pression atmosphérique normale, soit {{100 c f}} °F.",
      },
      {
        question: "Pourquoi le convertisseur affiche-t-il deux décimales ?",
        answer:
          "Les températures s’affichent avec deux décimales, ce qui suffit pour tout thermomètre d’usage courant. Les résultats qui se terminent par des zéros sont raccourcis : 20 °C affichent {{20 c f}} °F et 21 °C affichent {{21 c f}} °F.",
      },
    ],
  },
  "/f-to-c": {
    about: [
      "Le Fahrenheit (°F) est l’échelle de température qu’utilisent les États-Unis pour la météo, la cuisine et la médecine ; le Celsius (°C) est utilisé presque partout ailleurs. Selon les définitions actuelles, un degré Fahrenheit vaut exactement 5/9 de kelvin et 0 °F se situe {{0 f r}} degrés Fahrenheit au-dessus du zéro absolu (soit {{0 f r}} °R sur l’échelle Rankine), tandis que 0 °C correspond à {{0 c k}} K. L’eau gèle à 32 °F et bout à environ 212 °F à la pression normale, soit {{32 f c}} °C et {{212 f c}} °C.",
      "Pour convertir des Fahrenheit en Celsius, soustrayez d’abord 32, puis multipliez par 5/9 : °C = (°F − 32) × 5/9. La soustraction supprime le décalage entre les deux zéros, et la multiplication tient compte du degré Fahrenheit, plus petit. Comme 5/9 a un développement décimal périodique, beaucoup de résultats sont arrondis ; la page affiche deux décimales, et les deux champs sont modifiables : vous pouvez saisir une valeur dans l’une ou l’autre échelle. Les échelles se croisent à −40 : −40 °F font {{-40 f c}} °C. Cette conversion sert pour les prévisions météo américaines, les recettes américaines et les boutons de four, les températures corporelles et de fièvre, et les réglages de thermostat.",
    ],
    useCases: [
      "Prévisions météo et relevés de température américains",
      "Réglages de four dans les recettes américaines (325, 350, 375, 400 °F)",
      "Relevés de fièvre et de température corporelle en °F",
      "Températures de thermostat, de piscine et d’aquarium",
    ],
    tips: [
      {
        title: "Retirez 30 et divisez par deux",
        content: [
          "Pour une estimation rapide, retirez 30 de la valeur en Fahrenheit et divisez le reste par deux. À 50 °F, l’estimation est exacte ({{50 f c}} °C) ; à 80 °F, elle donne 25 contre {{80 f c}} °C.",
        ],
      },
      {
        title: "Arrondissez les réglages de four avec bon sens",
        content: [
          "Les boutons de four ne sont pas précis au degré près. Les {{350 f c}} °C de 350 °F se règlent généralement sur 180 °C, et les {{400 f c}} °C de 400 °F sur 200 °C.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quelle est la formule pour convertir des Fahrenheit en Celsius ?",
        answer:
          "°C = (°F − 32) × 5/9. Soustrayez d’abord 32 : pour 68 °F, 68 − 32 = 36, et 36 × 5/9 = {{68 f c}} °C.",
      },
      {
        question: "À quelle température les degrés Fahrenheit et Celsius sont-ils égaux ?",
        answer:
          "À −40. Le convertisseur donne −40 °F = {{-40 f c}} °C ; aucune autre température n’a le même nombre sur les deux échelles.",
      },
      {
        question: "Combien font 98,6 °F en Celsius ?",
        answer:
          "98,6 °F font {{98.6 f c}} °C, la valeur traditionnelle de la température corporelle normale. 100,4 °F, un seuil de fièvre courant, font {{100.4 f c}} °C.",
      },
      {
        question: "Combien font 350 °F en Celsius ?",
        answer:
          "350 °F font {{350 f c}} °C. Les recettes métriques arrondissent généralement cette valeur à 180 °C, le réglage de four courant le plus proche.",
      },
      {
        question: "Combien font 0 °F en Celsius ?",
        answer:
          "0 °F font {{0 f c}} °C, bien en dessous du point de congélation de l’eau. Les congélateurs sont couramment réglés à peu près à cette température.",
      },
      {
        question: "Combien font 72 °F en Celsius ?",
        answer: "72 °F, un réglage courant de thermostat intérieur, font {{72 f c}} °C.",
      },
    ],
  },
};
