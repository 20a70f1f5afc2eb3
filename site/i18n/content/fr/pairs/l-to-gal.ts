import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/pairs/l-to-gal.ts. */
export const texts: UnitTranslations = {
  "/l-to-gal": {
    about: [
      "Le litre (L) est l’unité métrique de volume des liquides, définie depuis 1964 comme exactement un décimètre cube, soit {{1 l ml}} millilitres. Le gallon de cette page est le gallon liquide américain, {{1 gal in3}} pouces cubes, soit exactement {{1 gal ml}} mL. Le gallon impérial, toujours utilisé au Royaume-Uni et, de façon informelle, au Canada, est plus grand : exactement {{1 gal_uk l}} L ; la liste des unités le propose sous le nom « Gallon impérial ».",
      "Pour convertir des litres en gallons américains, divisez par 3,785411784, ou multipliez par {{1 l gal}} pour obtenir le même résultat à environ six chiffres significatifs. Un gallon contient presque quatre litres : le nombre de gallons est donc toujours bien plus petit. Pour les gallons impériaux, divisez plutôt par {{1 gal_uk l}} ; un même volume fait moins de gallons impériaux que de gallons américains. Cette conversion sert pour les réservoirs et les prix du carburant, les chauffe-eau et les cuves, les aquariums, la peinture, et les capacités d’huile moteur ou de liquide de refroidissement.",
    ],
    useCases: [
      "Capacité du réservoir et prix du carburant au litre comparés aux prix par gallon américain",
      "Volumes d’aquariums, de bassins et de cuves à eau",
      "Quantités de peinture, de liquide de refroidissement et d’huile moteur",
      "Chiffres de consommation d’eau et de stockage d’eau de pluie",
    ],
    tips: [
      {
        title: "Vérifiez de quel gallon il s’agit",
        content: [
          "Une source britannique ou canadienne désigne généralement le gallon impérial, une source américaine le gallon américain. 100 L font {{100 l gal}} gallons américains, mais seulement {{100 l gal_uk}} gallons impériaux, soit un écart d’environ 20 %.",
        ],
      },
      {
        title: "Du prix au litre au prix au gallon",
        content: [
          "Un prix au litre devient un prix par gallon américain quand on le multiplie par le nombre de litres dans un gallon, {{1 gal l}}, et non quand on le divise. Un prix par gallon se convertit dans l’autre sens.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de gallons fait 1 litre ?",
        answer:
          "1 L fait {{1 l gal}} gallon américain, soit {{1 l gal_uk}} gallon impérial. C’est aussi {{1 l qt}} quart américain.",
      },
      {
        question: "S’agit-il du gallon américain ou du gallon impérial ?",
        answer:
          "Par défaut, la page convertit en gallons liquides américains ({{1 gal ml}} mL). Choisissez « Gallon impérial » dans la liste pour le gallon britannique de {{1 gal_uk l}} L.",
      },
      {
        question: "Combien de gallons contient un réservoir de 60 litres ?",
        answer:
          "60 L font {{60 l gal}} gallons américains, soit {{60 l gal_uk}} gallons impériaux.",
      },
      {
        question: "Un litre est-il plus grand qu’un quart ?",
        answer:
          "Oui, légèrement. Un litre fait {{1 l qt}} quart liquide américain ; un quart américain, soit un quart de gallon, fait {{1 qt l}} L.",
      },
      {
        question: "Combien de gallons y a-t-il dans 1 000 litres ?",
        answer:
          "1 000 L, soit un mètre cube, font {{1000 l gal}} gallons américains, ou {{1000 l gal_uk}} gallons impériaux.",
      },
    ],
  },
  "/gal-to-l": {
    about: [
      "Le gallon liquide américain est défini comme {{1 gal in3}} pouces cubes, l’ancien gallon à vin anglais. Depuis que le pouce vaut exactement 2,54 cm (1959), le gallon américain vaut exactement 3,785411784 litres, affichés par le convertisseur avec six décimales comme {{1 gal l}} L ({{1 gal ml}} mL exactement). Le gallon impérial, défini en 1824 par un poids d’eau et valant depuis 1985 exactement {{1 gal_uk l}} L, est celui qu’on utilise au Royaume-Uni et, de façon informelle, au Canada ; il est environ 20 % plus grand et figure dans la liste sous le nom « Gallon impérial ».",
      "Pour convertir des gallons américains en litres, multipliez par 3,785411784. Ce facteur est exact : le seul arrondi est celui de l’affichage à six décimales. Pour les gallons impériaux, multipliez par {{1 gal_uk l}}. Un gallon contient presque quatre litres : le nombre de litres est donc toujours plus grand. On convertit des gallons pour la consommation et le prix du carburant, la capacité des chauffe-eau, des fûts et des cuves, le lait et la peinture achetés au gallon, et les produits pour piscine et les pulvérisateurs de jardin.",
    ],
    useCases: [
      "Tailles de réservoirs et prix du carburant indiqués par gallon américain",
      "Capacités de chauffe-eau, de fûts et de cuves de stockage",
      "Lait, peinture et produits d’entretien vendus au gallon",
      "Lire des chiffres britanniques ou canadiens en gallons impériaux",
    ],
    tips: [
      {
        title: "Les quarts et les pintes diffèrent aussi",
        content: [
          "Dans les deux systèmes, un gallon vaut {{1 gal qt}} quarts ou {{1 gal pt}} pintes, mais les unités américaines et impériales diffèrent à chaque échelon : un quart américain fait {{1 qt l}} L, un quart impérial {{1 qt_uk l}} L.",
        ],
      },
      {
        title: "Les gallons secs sont une autre affaire",
        content: [
          "Les États-Unis ont aussi un gallon sec, rarement utilisé, pour les céréales et les produits agricoles. Cette page ne convertit que les gallons liquides ; les mesures sèches américaines (pintes sèches, quarts secs, picotins et boisseaux) se trouvent dans le convertisseur de volume sec.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de litres y a-t-il dans un gallon ?",
        answer:
          "Un gallon américain vaut exactement 3,785411784 L, affichés comme {{1 gal l}} L. Un gallon impérial vaut exactement {{1 gal_uk l}} L.",
      },
      {
        question: "Combien de litres font 5 gallons ?",
        answer:
          "5 gallons américains font {{5 gal l}} L ; 5 gallons impériaux font {{5 gal_uk l}} L.",
      },
      {
        question: "Combien de litres contient un fût de 55 gallons ?",
        answer:
          "Un fût de 55 gallons contient {{55 gal l}} L quand il s’agit de gallons américains.",
      },
      {
        question: "Pourquoi le gallon américain est-il plus petit que le gallon impérial ?",
        answer:
          "Ils ont des origines différentes. Les États-Unis ont gardé le gallon à vin anglais de {{1 gal in3}} pouces cubes, tandis que la Grande-Bretagne a remplacé ses gallons en 1824 par le gallon impérial, le volume de 10 livres d’eau. Ils valent aujourd’hui exactement {{1 gal ml}} mL et {{1 gal_uk ml}} mL.",
      },
      {
        question: "Combien de litres fait un gallon de lait ?",
        answer:
          "Un bidon d’un gallon américain contient {{1 gal l}} L. Un demi-gallon fait {{0.5 gal l}} L et un quart {{1 qt l}} L.",
      },
    ],
  },
};
