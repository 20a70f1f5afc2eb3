import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/m-to-yd.ts. */
export const texts: UnitTranslations = {
  "/m-to-yd": {
    about: [
      "Le mètre est l’unité de longueur du SI ; le yard est l’unité impériale et américaine de {{1 yd ft}} pieds ou {{1 yd in}} pouces. L’accord international sur le yard et la livre de 1959 a défini le yard comme exactement {{1 yd m}} m, et toutes les autres longueurs impériales (pouce, pied, mile) en découlent. Un mètre vaut donc {{1 m yd}} yd, arrondi à six décimales.",
      "Pour convertir des mètres en yards, divisez par {{1 yd m}}. Le yard est un peu plus court que le mètre : le nombre de yards est donc toujours un peu plus grand, d’environ 9 %. La conversion est nécessaire quand l’un des termes d’une comparaison est en yards : tissus et rubans vendus au yard aux États-Unis, distances des parcours de golf, football américain, piscines construites à 25 yards, et panneaux routiers du Royaume-Uni qui donnent les courtes distances en yards.",
    ],
    useCases: [
      "Acheter du tissu, du ruban ou du fil vendu au yard",
      "Distances de golf sur les parcours et télémètres réglés en mètres ou en yards",
      "Comparer des distances d’athlétisme et de natation en mètres avec des épreuves en yards",
      "Courtes distances des panneaux routiers britanniques, données en yards",
    ],
    tips: [
      {
        title: "Ajouter un dixième, à peu près",
        content: [
          "Pour une estimation rapide, ajoutez 10 % aux mètres : 100 m donnent 110 yd, contre {{100 m yd}} yd. Le raccourci donne environ 0,6 % de trop.",
        ],
      },
      {
        title: "Yards, pieds et pouces",
        content: [
          "La partie décimale d’un résultat en yards est une fraction de yard, pas un nombre de pieds. Multipliez-la par 3 pour avoir des pieds, ou par 36 pour des pouces.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de yards font 100 mètres ?",
        answer:
          "100 m font {{100 m yd}} yd. Une course de 100 m fait donc presque 110 yards, tandis qu’un terrain de 100 yards fait {{100 yd m}} m.",
      },
      {
        question: "Combien de yards y a-t-il dans un mètre ?",
        answer:
          "Un mètre fait {{1 m yd}} yd, soit {{1 m in}} in contre {{1 yd in}} in pour le yard. Le yard lui-même vaut exactement {{1 yd m}} m.",
      },
      {
        question: "Combien de yards de tissu font 2 mètres ?",
        answer:
          "2 m font {{2 m yd}} yd. En achetant 2 yd 1/4 ({{2.25 yd m}} m), vous aurez assez, avec un peu de marge.",
      },
      {
        question: "Un mètre est-il la même chose qu’un yard ?",
        answer:
          "Non. Ils sont proches, mais le mètre est plus long : {{1 m yd}} yd. L’écart grandit avec la distance : 1 000 m font {{1000 m yd}} yd.",
      },
      {
        question: "Combien de yards font 400 m ?",
        answer:
          "400 m, un tour de piste d’athlétisme standard, font {{400 m yd}} yd. L’ancien quart de mile impérial fait 440 yd, soit {{440 yd m}} m.",
      },
    ],
  },
  "/yd-to-m": {
    about: [
      "Le yard était la base du système impérial de longueurs : le pouce, le pied et le mile en sont des fractions et des multiples. Depuis l’accord international sur le yard et la livre de 1959, il vaut exactement {{1 yd m}} m, la même valeur aux États-Unis, au Royaume-Uni et dans les autres pays signataires. Un yard fait {{1 yd ft}} ft ou {{1 yd in}} in.",
      "Pour convertir des yards en mètres, multipliez par {{1 yd m}}. Le facteur est exact : un nombre entier de yards donne au plus quatre décimales en mètres, et le convertisseur affiche le résultat en entier. Le nombre de mètres est toujours un peu plus petit, d’environ 8,6 %. On convertit des yards pour les tissus et les moquettes achetés au yard, les distances du football américain et du golf, les piscines mesurées en yards, et d’anciens relevés sportifs et techniques britanniques.",
    ],
    useCases: [
      "Tissus, moquettes et fils achetés au yard",
      "Distances du football américain : le terrain de 100 yards, 10 yards pour un premier essai (first down)",
      "Longueurs de trous de golf et distances de clubs données en yards",
      "Nager en bassin de 25 yards et comparer ses temps à ceux des bassins de 25 m et de 50 m",
    ],
    tips: [
      {
        title: "Retrancher un dixième, à peu près",
        content: [
          "Pour une estimation rapide, retirez un dixième des yards : 200 yd donnent 180 m, contre {{200 yd m}} m. L’estimation est trop basse d’environ 1,6 %.",
        ],
      },
      {
        title: "Les yards carrés ne sont pas des yards",
        content: [
          "La moquette et le gazon sont souvent vendus au yard carré, une aire. Un yard carré fait {{1 yd m}} × {{1 yd m}} m², et non {{1 yd m}} m² ; utilisez pour cela le convertisseur de superficie.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de mètres fait un yard ?",
        answer: "Un yard fait exactement {{1 yd m}} m, soit {{1 yd cm}} cm.",
      },
      {
        question: "Combien de mètres font 100 yards ?",
        answer:
          "100 yd font {{100 yd m}} m, la longueur d’un terrain de football américain entre les lignes de but.",
      },
      {
        question: "Un yard est-il plus long qu’un mètre ?",
        answer:
          "Non. Un yard fait {{1 yd m}} m : il est donc plus court qu’un mètre. Un yard fait {{1 yd in}} in, un mètre {{1 m in}} in.",
      },
      {
        question: "Combien de mètres fait un trou de golf de 400 yards ?",
        answer:
          "400 yd font {{400 yd m}} m. Un trou marqué 400 m sur un parcours métrique est plus long : {{400 m yd}} yd.",
      },
      {
        question: "Combien de mètres fait une piscine de 25 yards ?",
        answer:
          "Une piscine de 25 yards fait {{25 yd m}} m de long : une piscine de 25 m est donc plus longue, et les temps nagés dans l’une et l’autre ne sont pas directement comparables.",
      },
    ],
  },
};
