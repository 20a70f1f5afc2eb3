import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/volume-dry.ts. */
export const texts: UnitTranslations = {
  "/volume-dry": {
    about: [
      "Les unités de volume sec mesurent des solides en vrac comme les céréales, les fruits, les légumes et les noix. La plupart des unités de cette page sont les mesures sèches américaines, un système distinct des mesures de liquides américaines. Il repose sur le boisseau Winchester d’exactement 2 150,42 pouces cubes : un boisseau vaut {{1 bu pk}} picotins, un picotin {{1 pk qt_dry}} quarts secs et un quart sec {{1 qt_dry pt_dry}} pintes sèches ; un boisseau contient donc {{1 bu pt_dry}} pintes sèches. En unités SI, un boisseau vaut {{1 bu m3}} m³ (environ 35,24 litres) et une pinte sèche {{1 pt_dry m3}} m³ (environ 0,551 litre).",
      "Les unités sèches et liquides américaines de même nom n’ont pas la même taille. Une pinte sèche fait exactement 33,6003125 pouces cubes, alors qu’une pinte liquide fait exactement 28,875 pouces cubes (473,176473 mL) : la pinte sèche est donc plus grande d’environ 16 % ; les quarts secs et liquides diffèrent de la même façon. Le baril sec américain, défini par la loi fédérale comme 7 056 pouces cubes pour les fruits, les légumes et les autres produits secs, vaut {{1 bbl_dry bu}} boisseaux ou {{1 bbl_dry qt_dry}} quarts secs ; il ne se confond ni avec le baril de pétrole de 42 gallons, ni avec le baril liquide de 31,5 gallons.",
      "Le système impérial britannique n’a pas de mesure sèche distincte : son boisseau vaut 8 gallons impériaux ({{1 bu_uk l}} litres), soit {{1 bu_uk bu}} boisseau américain, et il est proposé ici sous les noms de boisseau et de picotin impériaux, chacun étiqueté comme tel, à côté des litres, hectolitres, mètres cubes et pieds cubes. Pour les mesures de liquides, litres et gallons, utilisez le convertisseur de volume, qui propose aussi la pinte sèche, le quart sec, le picotin et le boisseau.",
    ],
    useCases: [
      "Acheter des produits vendus à la pinte sèche ou au quart sec sur les étals des fermes américaines, comme les baies et les tomates cerises : 2 pintes sèches font {{2 pt_dry qt_dry}} quart sec.",
      "Mettre à l’échelle des récoltes de verger et de potager mesurées en picotins et en boisseaux : un demi-boisseau fait {{0.5 bu pk}} picotins.",
      "Dimensionner des cellules à grains et des silos, dont la capacité est donnée en boisseaux : une cellule de 10 000 boisseaux contient {{10000 bu m3}} m³.",
      "Convertir en unités métriques des volumes de récolte américains pour des rapports : 1 000 m³ de stockage contiennent {{1000 m3 bu}} boisseaux américains.",
      "Lire des registres historiques de transport et de commerce qui comptent les produits en barils : 20 barils secs font {{20 bbl_dry bu}} boisseaux.",
    ],
    guides: [
      {
        title: "La chaîne des mesures sèches américaines",
        content: [
          "Les mesures sèches doublent et quadruplent comme les mesures de liquides : {{1 qt_dry pt_dry}} pintes sèches dans un quart sec, {{1 pk qt_dry}} quarts secs dans un picotin et {{1 bu pk}} picotins dans un boisseau. Pour convertir des pintes en boisseaux, divisez par {{1 bu pt_dry}} ; pour convertir des boisseaux en quarts secs, multipliez par {{1 bu qt_dry}}.",
          "Pour des valeurs métriques, le boisseau vaut {{1 bu m3}} m³ ; 1 m³ fait donc {{1 m3 bu}} boisseaux. Multipliez les mètres cubes par 1 000 pour obtenir des litres.",
        ],
      },
      {
        title: "Boisseaux de volume et boisseaux de poids",
        content: [
          "Sur les marchés céréaliers, un « boisseau » de blé, de maïs ou de soja est généralement un poids normalisé, et non un volume : l’USDA retient 60 lb pour un boisseau de blé ou de soja et 56 lb pour le maïs égrené. Ce convertisseur ne convertit que le boisseau de volume ; le poids d’un boisseau de volume d’une culture dépend de la culture et de son humidité.",
        ],
      },
    ],
    tips: [
      {
        title: "Sec ou liquide ?",
        content: [
          "Une recette américaine ou une étiquette de boisson en pintes ou en quarts emploie les mesures de liquides ; les mesures sèches servent aux fruits et légumes et aux céréales. La pinte sèche est la plus grande des deux.",
        ],
      },
      {
        title: "Quel baril",
        content: [
          "Le baril sec de cette page vaut {{1 bbl_dry m3}} m³. Le pétrole se compte en barils de 42 gallons américains, une autre unité, que propose le convertisseur de volume.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pintes sèches y a-t-il dans un quart sec ?",
        answer:
          "Un quart sec compte {{1 qt_dry pt_dry}} pintes sèches, et un picotin {{1 pk qt_dry}} quarts secs. Un boisseau contient {{1 bu qt_dry}} quarts secs.",
      },
      {
        question: "Combien de picotins y a-t-il dans un boisseau ?",
        answer:
          "Un boisseau américain vaut {{1 bu pk}} picotins, et un picotin {{1 pk qt_dry}} quarts secs. En mètres cubes, un picotin vaut {{1 pk m3}} m³ et un boisseau {{1 bu m3}} m³.",
      },
      {
        question: "Une pinte sèche est-elle identique à une pinte liquide ?",
        answer:
          "Non. La pinte sèche américaine fait 33,6003125 pouces cubes (environ 551 mL) et la pinte liquide américaine 28,875 pouces cubes (environ 473 mL). La pinte sèche est plus grande d’environ 16 %.",
      },
      {
        question: "Quelle est la taille d’un boisseau en mètres cubes et en litres ?",
        answer:
          "Un boisseau américain (Winchester) fait exactement 2 150,42 pouces cubes, soit {{1 bu m3}} m³ ou environ 35,24 litres. Le boisseau impérial utilisé au Royaume-Uni est plus grand : 36,36872 litres.",
      },
      {
        question: "Qu’est-ce qu’un baril sec américain ?",
        answer:
          "Un baril pour les fruits, les légumes et les autres produits secs, défini par la loi américaine comme 7 056 pouces cubes : {{1 bbl_dry bu}} boisseaux, soit {{1 bbl_dry m3}} m³. Les canneberges ont leur propre baril, plus petit.",
      },
    ],
  },
};
