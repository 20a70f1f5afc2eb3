import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/typography.ts. */
export const texts: UnitTranslations = {
  "/typography": {
    about: [
      "Les unités typographiques mesurent les tailles de caractères, les interlignes, les marges et les largeurs de colonnes. Ce sont des longueurs, définies ici à partir du pouce, qui vaut exactement {{1 in mm}} mm. Le point de cette page est le point de la publication assistée par ordinateur (PAO, ou point PostScript), d’exactement 1/72 de pouce, soit {{1 pt mm}} mm, qu’utilisent les traitements de texte, les logiciels de mise en page, le PDF et le CSS. Le pica vaut {{1 pica pt}} points, un sixième de pouce ({{1 pica mm}} mm), et un pouce vaut {{1 in pt}} points ou {{1 in pica}} picas.",
      "Le pixel de cette page est le pixel CSS de la conception web, défini comme 1/96 de pouce : {{1 in px}} px dans un pouce, donc 1 pt = {{1 pt px}} px et 1 px = {{1 px pt}} pt. Un pixel CSS est une unité de référence, pas un point d’un écran particulier : sur un écran haute densité, un pixel CSS couvre plusieurs pixels physiques, et les navigateurs peuvent mettre toute la page à l’échelle. Le rapport de 1/96 de pouce est exact quand on convertit des longueurs CSS entre elles, ainsi qu’à l’impression à l’échelle 100 %.",
      "Le point PAO n’est pas le seul point. Le point d’imprimerie américain traditionnel, environ 0,3515 mm (le « pt » de TeX vaut 1/72,27 de pouce), et le point Didot d’Europe continentale, environ 0,376 mm, sont des unités légèrement différentes, que l’on trouve dans d’anciens spécimens de caractères et dans les documents TeX ; TeX appelle le point PAO « big point » (bp). Les deux sont proposés ici : le point d’imprimerie de 0,013837 pouce ({{1 pt_printer mm}} mm) avec son pica, et le point Didot de {{1 didot mm}} mm avec le cicéro de 12 points Didot. La taille en points d’une police est la hauteur de son cadratin, et non celle de ses capitales : deux polices de même taille peuvent donc paraître très différentes.",
    ],
    useCases: [
      "Accorder les tailles de police entre un traitement de texte et une page web : un texte de 12 pt fait {{12 pt px}} px en CSS, et 14 px font {{14 px pt}} pt.",
      "Définir des marges d’impression et des largeurs de colonnes en picas : une colonne de 30 picas fait {{30 pica in}} in, soit {{30 pica mm}} mm.",
      "Convertir une page US Letter (8,5 × 11 in) en pixels CSS pour des feuilles de style d’impression : {{8.5 in px}} × {{11 in px}} px.",
      "Convertir des coordonnées PDF, exprimées en points : une page A4, large de 210 mm, fait {{210 mm pt}} pt de large.",
      "Spécifier des épaisseurs de filets et des interlignes : un filet fin de 0,5 pt fait {{0.5 pt mm}} mm.",
    ],
    guides: [
      {
        title: "Points, picas et pixels à la main",
        content: [
          "Tout découle de 1 in = {{1 in pt}} pt = {{1 in px}} px = {{1 in pica}} pc. Des points aux pixels CSS : multipliez par 96/72, soit 4/3 ({{1 pt px}}). Des pixels aux points : multipliez par 3/4 ({{1 px pt}}). Ainsi, 12 pt font {{12 pt px}} px, et 16 px, la taille de texte par défaut de la plupart des navigateurs, font {{16 px pt}} pt.",
          "Des picas aux points : multipliez par {{1 pica pt}}. Des points aux millimètres : multipliez par {{1 pt mm}}. Des picas aux pouces : divisez par {{1 in pica}}.",
        ],
      },
      {
        title: "Pixels d’écran et pixels CSS",
        content: [
          "Un pixel CSS est défini par le rapport de 1/96 de pouce, mais un écran n’affiche pas forcément un pouce CSS comme un pouce physique. Les téléphones et les écrans haute densité utilisent souvent deux ou trois pixels physiques par pixel CSS, et la mise à l’échelle du système d’exploitation modifie encore la taille physique.",
          "Utilisez les conversions entre pixels et points pour la mise en page et pour l’impression, où elles sont exactes ; pour prévoir la taille physique d’un texte sur un écran donné, il vous faut aussi la densité de pixels et le facteur d’échelle de cet écran.",
        ],
      },
    ],
    tips: [
      {
        title: "Des pixels aux points",
        content: [
          "Multipliez les pixels par {{1 px pt}} pour obtenir des points : 24 px font {{24 px pt}} pt.",
        ],
      },
      {
        title: "Précisez quel point",
        content: [
          "Les logiciels modernes utilisent le point PAO de 1/72 de pouce. Ce n’est pas le cas des anciens spécimens de caractères en plomb ni du « pt » de TeX : choisissez pour eux le point d’imprimerie ou le point Didot.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pixels font 12 pt ?",
        answer:
          "En CSS, 12 pt font {{12 pt px}} px, car un point vaut 1/72 de pouce et un pixel CSS 1/96 de pouce ; 1 pt = {{1 pt px}} px.",
      },
      {
        question: "Comment convertir des px en pt ?",
        answer:
          "Multipliez par 3/4 : 1 px = {{1 px pt}} pt. Ainsi, 16 px font {{16 px pt}} pt et 20 px font {{20 px pt}} pt.",
      },
      {
        question: "Combien de points y a-t-il dans un pouce ?",
        answer:
          "Le point PAO des logiciels modernes vaut exactement 1/72 de pouce : un pouce compte donc {{1 in pt}} points. Un point vaut {{1 pt mm}} mm.",
      },
      {
        question: "Qu’est-ce qu’un pica ?",
        answer:
          "Un pica vaut {{1 pica pt}} points, un sixième de pouce : {{1 pica in}} in ou {{1 pica mm}} mm. Les graphistes l’utilisent pour les largeurs de colonnes et les marges.",
      },
      {
        question: "Combien de pixels y a-t-il dans un pouce ?",
        answer:
          "En CSS, exactement {{1 in px}} px. Le nombre de pixels physiques par pouce d’un écran (sa résolution en PPI) est une autre valeur, qui dépend de l’appareil.",
      },
    ],
  },
};
