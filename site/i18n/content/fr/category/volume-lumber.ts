import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/volume-lumber.ts. */
export const texts: UnitTranslations = {
  "/volume-lumber": {
    about: [
      "Le bois d’œuvre et le bois de chauffage se vendent au volume, dans des unités qui leur sont propres. Le pied-planche (bf, ou FBM, « foot board measure »), l’unité du commerce du bois nord-américain, est le volume d’une planche d’un pied de long, d’un pied de large et d’un pouce d’épaisseur : {{1 bf in3}} pouces cubes, soit un douzième de pied cube ({{1 cf bf}} pieds-planche dans un pied cube). Les grandes quantités se vendent au millier de pieds-planche, noté MBF, avec le M romain qui signifie mille.",
      "Le pied cube (cf) vaut {{1 cf m3}} m³, et le mètre cube, l’unité utilisée pour le bois dans la plupart des pays, vaut {{1 m3 cf}} pieds cubes ou {{1 m3 bf}} pieds-planche. La corde mesure le bois de chauffage et le bois à pâte empilés : une pile de 4 ft de haut, 4 ft de large et 8 ft de long, soit {{1 cord cf}} pieds cubes ({{1 cord m3}} m³), air compris entre les morceaux. Toutes ces relations sont exactes par définition, car elles reposent sur le pouce international d’exactement 25,4 mm.",
      "Le pied-planche se calcule à partir des dimensions d’une planche, et pour le bois de résineux aux États-Unis, ce sont normalement ses dimensions nominales, et non ses dimensions réelles : un 2 × 4 nominal est raboté à environ 1½ × 3½ pouces, mais compté comme un 2 × 4. Un chiffre en pieds-planche décrit donc la quantité vendue plutôt que le volume exact de bois. De même, le volume de bois plein d’une corde est bien inférieur à son volume empilé, et la « face cord » ou « rick » n’est pas du tout une unité normalisée.",
    ],
    useCases: [
      "Estimer une commande pour une terrasse ou une charpente : vingt planches de 2 × 6 de 10 ft de long font 20 × 10 = 200 pieds-planche, soit {{200 bf cf}} ft³.",
      "Comparer les prix du bois nord-américain par MBF avec les prix européens au mètre cube : 1 000 pieds-planche font {{1000 bf m3}} m³.",
      "Convertir des mètres cubes en pieds-planche pour la production d’une scierie ou un inventaire forestier : 50 m³ font {{50 m3 bf}} bf.",
      "Acheter du bois de chauffage à la corde et comparer avec des offres en mètres cubes : une demi-corde fait {{0.5 cord m3}} m³.",
      "Vérifier ce que contient une benne de camion ou un abri : un espace de 64 ft³ contient {{64 cf cord}} corde de bois empilé.",
    ],
    guides: [
      {
        title: "Calculer des pieds-planche",
        content: [
          "Pieds-planche = épaisseur en pouces × largeur en pouces × longueur en pieds ÷ 12. Une planche de 2 in d’épaisseur, 6 in de largeur et 10 ft de longueur fait 2 × 6 × 10 ÷ 12 = 10 pieds-planche, soit {{10 bf cf}} ft³ ou {{10 bf m3}} m³.",
          "Si les trois dimensions sont en pouces, divisez plutôt par {{1 bf in3}}, puisqu’un pied-planche fait {{1 bf in3}} in³. Pour une commande entière, additionnez les pieds-planche de chaque dimension et convertissez le total une seule fois : 1 000 bf font {{1000 bf cf}} ft³.",
        ],
      },
      {
        title: "Cordes et bois de chauffage empilé",
        content: [
          "Une corde complète est une pile bien rangée de 4 × 4 × 8 ft, soit {{1 cord cf}} ft³. Pour mesurer une pile, multipliez sa hauteur, sa largeur et sa longueur en pieds, puis divisez par {{1 cord cf}} : une pile de 4 ft de haut, 2 ft de profondeur et 8 ft de long fait 64 ft³, soit {{64 cf cord}} corde.",
          "Les vendeurs proposent souvent une « face cord » ou un « rick » : une seule rangée de bûches de 4 ft de haut et 8 ft de long, dont la profondeur est la longueur des bûches. Son volume dépend de cette longueur : demandez donc les dimensions et convertissez les pieds cubes réels.",
        ],
      },
    ],
    tips: [
      {
        title: "Nominal ou réel",
        content: [
          "Les prix au pied-planche du commerce du bois américain reposent sur les dimensions nominales. Pour le volume réel de bois, mesurez les dimensions réelles et convertissez-les.",
        ],
      },
      {
        title: "Ici, M signifie mille",
        content: ["Un prix par MBF s’entend pour mille pieds-planche, soit {{1000 bf m3}} m³."],
      },
    ],
    faqs: [
      {
        question: "Combien de pieds-planche y a-t-il dans un pied cube ?",
        answer:
          "Un pied cube vaut {{1 cf bf}} pieds-planche, car un pied-planche est une tranche d’un pouce d’épaisseur d’un pied cube ({{1 bf in3}} in³ contre {{1 cf in3}} in³).",
      },
      {
        question: "Combien de pieds-planche y a-t-il dans un mètre cube ?",
        answer:
          "Un mètre cube vaut {{1 m3 bf}} pieds-planche, et 1 000 pieds-planche font {{1000 bf m3}} m³.",
      },
      {
        question: "Comment calcule-t-on des pieds-planche ?",
        answer:
          "Multipliez l’épaisseur (in) × la largeur (in) × la longueur (ft) et divisez par 12. Par exemple, une planche de 1 × 12 de 8 ft de long fait 1 × 12 × 8 ÷ 12 = 8 pieds-planche, soit {{8 bf cf}} ft³.",
      },
      {
        question: "Quelle est la taille d’une corde de bois ?",
        answer:
          "Une corde est une pile de 4 ft × 4 ft × 8 ft : {{1 cord cf}} ft³, {{1 cord m3}} m³ ou {{1 cord bf}} pieds-planche de volume empilé, vides compris.",
      },
      {
        question: "Que signifie MBF ?",
        answer:
          "MBF désigne mille pieds-planche, l’unité de prix habituelle du bois d’œuvre en Amérique du Nord ; le M est le chiffre romain qui vaut 1 000. 1 MBF fait {{1000 bf cf}} ft³ ou {{1000 bf m3}} m³.",
      },
    ],
  },
};
