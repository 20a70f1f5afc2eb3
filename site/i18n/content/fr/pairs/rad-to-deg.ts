import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/rad-to-deg.ts. */
export const texts: UnitTranslations = {
  "/rad-to-deg": {
    about: [
      "Le radian (rad) est l’unité SI d’angle plan : l’angle au centre d’un cercle qui intercepte un arc de même longueur que le rayon. Un tour complet fait donc 2π rad, la circonférence divisée par le rayon, et ce même tour complet fait 360 degrés. De π rad = 180° découle la relation exacte 1 rad = 180/π degrés, soit {{1 rad deg}}° à six décimales.",
      "Pour convertir des radians en degrés, multipliez par 180/π. Le facteur est irrationnel : hormis pour les multiples de π, les résultats en degrés sont arrondis, et le convertisseur affiche six décimales. Un radian est un angle bien plus grand qu’un degré : le nombre de degrés vaut donc toujours environ 57 fois le nombre de radians. Le radian est l’unité naturelle de l’analyse, de la physique et de la programmation (les fonctions trigonométriques de la plupart des langages de programmation prennent et renvoient des radians), tandis que les degrés sont la façon dont on lit et énonce les angles ; la conversion transforme un angle calculé en un angle que l’on peut se représenter.",
    ],
    useCases: [
      "Calculs mathématiques",
      "Applications d’ingénierie",
      "Recherche scientifique",
      "Programmation : convertir en degrés le résultat de atan2, asin ou acos pour l’afficher",
    ],
    tips: [
      {
        title: "Les multiples de π",
        content: [
          "Quand un angle est écrit comme un multiple de π, remplacez π par 180° : π/6 rad devient 180°/6, et 3π/4 rad devient 3 × 180°/4. Saisir la valeur décimale donne le même résultat : 3π/4 = 2,356194490192345 rad font {{2.356194490192345 rad deg}}°.",
        ],
      },
      {
        title: "Vérifiez le mode de la calculatrice",
        content: [
          "Une calculatrice en mode degrés donne sin(1) = 0,017452…, le sinus d’un degré ; en mode radians, elle donne 0,841470…, le sinus d’un radian. Un résultat qui semble faux vient souvent d’une erreur de mode.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de degrés fait 1 radian ?",
        answer:
          "1 rad fait 180/π degrés, {{1 rad deg}}° à six décimales, ou {{1 rad arcmin}} minutes d’arc.",
      },
      {
        question: "Comment convertir des radians en degrés ?",
        answer: "Multipliez par 180 et divisez par π. Pour 2 rad : 2 × 180 / π = {{2 rad deg}}°.",
      },
      {
        question: "Combien font π radians en degrés ?",
        answer:
          "π rad font exactement 180° : saisir π avec la précision d’un nombre double (3,141592653589793) donne {{3.141592653589793 rad deg}}°. De même, π/2 rad font {{1.5707963267948966 rad deg}}° et 2π rad {{6.283185307179586 rad deg}}°.",
      },
      {
        question: "Pourquoi les mathématiciens utilisent-ils les radians plutôt que les degrés ?",
        answer:
          "Avec les radians, la longueur d’un arc est simplement rayon × angle, et la dérivée de sin x est cos x, sans facteur supplémentaire. Avec les degrés, un facteur π/180 apparaît dans chacune de ces formules.",
      },
      {
        question: "Le radian est-il une vraie unité ?",
        answer:
          "Oui. C’est l’unité SI cohérente d’angle plan, un rapport de deux longueurs (mètre par mètre) : on l’omet donc souvent dans des produits, par exemple rad/s écrit s⁻¹. L’indiquer évite la confusion avec les degrés.",
      },
    ],
  },
  "/deg-to-rad": {
    about: [
      "Le degré (°) divise un tour complet en 360 parts égales ; c’est l’unité d’angle courante en géométrie, en navigation, en topographie et dans le bâtiment. Chaque degré se divise en 60 minutes d’arc et chaque minute en 60 secondes. Le radian, l’unité SI, mesure un angle par l’arc qu’il intercepte divisé par le rayon : un tour complet fait donc 2π rad. D’où 1° = π/180 rad, soit {{1 deg rad}} rad à six décimales.",
      "Pour convertir des degrés en radians, multipliez par π/180. Les angles courants ont des valeurs simples en fonction de π : 180° = π rad ({{180 deg rad}} rad), 90° = π/2 rad ({{90 deg rad}}), 45° = π/4 rad ({{45 deg rad}}) et 360° = 2π rad ({{360 deg rad}}). On convertit les degrés en radians avant d’utiliser les fonctions trigonométriques de la plupart des langages de programmation et des tableurs, pour les vitesses angulaires en rad/s, pour les formules de longueur d’arc et d’aire de secteur, et dans les calculs de physique et d’ingénierie.",
    ],
    useCases: [
      "Passer des angles à sin, cos et tan dans les langages de programmation et les tableurs",
      "Formules de longueur d’arc (rayon × angle) et d’aire de secteur",
      "Vitesse angulaire et rotation en physique et en ingénierie",
      "Convertir des angles de topographie, de navigation et de dessin pour des calculs",
    ],
    tips: [
      {
        title: "Gardez π quand vous le pouvez",
        content: [
          "En mathématiques, les réponses sont en général laissées en multiples de π : 60° font π/3 rad, et non {{60 deg rad}} rad. Ne passez à une valeur décimale qu’à la fin, pour un résultat numérique.",
        ],
      },
      {
        title: "D’abord les minutes et les secondes",
        content: [
          "Un angle comme 30° 15′ doit être converti en degrés décimaux avant la conversion : 15′ font {{15 arcmin deg}}°, donc 30° 15′ font 30,25°, soit {{30.25 deg rad}} rad.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 180 degrés en radians ?",
        answer:
          "180° font exactement π rad, que le convertisseur affiche {{180 deg rad}} rad. Un demi-tour fait π radians.",
      },
      {
        question: "Quelles sont les correspondances degrés-radians les plus courantes ?",
        answer:
          "180° = π rad ({{180 deg rad}}), 90° = π/2 ({{90 deg rad}}), 45° = π/4 ({{45 deg rad}}), 360° = 2π ({{360 deg rad}}). Et aussi 30° = π/6 ({{30 deg rad}}) et 60° = π/3 ({{60 deg rad}}).",
      },
      {
        question: "Combien de radians fait 1 degré ?",
        answer: "1° fait π/180 rad, {{1 deg rad}} rad à six décimales.",
      },
      {
        question: "Combien de radians y a-t-il dans un cercle complet ?",
        answer: "Un cercle complet, 360°, fait 2π rad, {{360 deg rad}} rad.",
      },
      {
        question: "Comment convertir des degrés en radians dans Excel ou dans du code ?",
        answer:
          "Multipliez par π/180 : dans un tableur, RADIANS(A1) ou A1*PI()/180 ; en JavaScript, x * Math.PI / 180 ; en Python, math.radians(x). Les fonctions trigonométriques de ces trois outils attendent des radians.",
      },
    ],
  },
};
