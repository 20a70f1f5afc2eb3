import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/ac-to-sqft.ts. */
export const texts: UnitTranslations = {
  "/ac-to-sqft": {
    about: [
      "Der Acre ist die traditionelle Flächeneinheit für Land in den Vereinigten Staaten und im Vereinigten Königreich, wo er für Grundstücke und Agrarland noch immer verwendet wird. Er ist als exakt {{1 ac sqft}} Quadratfuß definiert: die Fläche eines Streifens von einem Furlong (660 ft) Länge und einer Chain (66 ft) Breite, wobei ein Acre jede beliebige Form haben kann. Mit dem internationalen Fuß von 1959, exakt 0,3048 m, hat ein Acre {{1 ac sqm}} m², etwa 40 % eines Hektars. Diese Seite verwendet den internationalen Acre; der Acre nach US-Vermessung, der auf dem Vermessungsfuß beruht, ist um etwa 4 Millionstel größer.",
      "Um Acres in Quadratfuß umzurechnen, multiplizieren Sie mit {{1 ac sqft}}. Der Faktor ist eine ganze Zahl, daher lässt sich jede Flächenangabe mit bis zu sechs Nachkommastellen exakt umrechnen. Die Umrechnung wird gebraucht für Grundstücks- und Parzellengrößen in Immobilienanzeigen, für Bebauungs- und Bauvorschriften, die in Quadratfuß formuliert sind, für Farm- und Ranchland, Parks und Sportanlagen sowie für den Vergleich eines Grundstücks mit der Wohnfläche eines Hauses.",
    ],
    useCases: [
      "Grundstücks- und Parzellengrößen in Immobilienanzeigen",
      "Bebauungs- und Abstandsvorschriften, die Mindestgrundstücksgrößen in Quadratfuß festlegen",
      "Flächen von Farmen, Ranches und Wäldern",
      "Parks, Campusgelände und Sportanlagen",
    ],
    tips: [
      {
        title: "Grundstücksgröße ist keine Wohnfläche",
        content: [
          "Ein Grundstück von einem Viertel Acre, {{0.25 ac sqft}} ft², nimmt Haus, Garten und Einfahrt auf. Die Wohnfläche eines Hauses in Quadratfuß zählt jedes Geschoss, sie kann also größer sein als die Grundfläche des Hauses auf dem Grundstück.",
        ],
      },
      {
        title: "Quadratfuß eines Rechtecks",
        content: [
          "Bei einem rechteckigen Grundstück multiplizieren Sie Länge und Breite in Fuß, um Quadratfuß zu erhalten, und teilen dann durch {{1 ac sqft}}, um Acres zu erhalten. Ein Grundstück von 100 ft mal 200 ft hat 20.000 ft², das sind {{20000 sqft ac}} ac.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Quadratfuß hat ein Acre?",
        answer:
          "Ein Acre hat exakt {{1 ac sqft}} ft². Das sind auch {{1 ac sqyd}} Quadratyards und {{1 ac sqm}} m².",
      },
      {
        question: "Wie viele Quadratfuß sind ein halber Acre?",
        answer:
          "Ein halber Acre sind {{0.5 ac sqft}} ft², und ein Viertel Acre {{0.25 ac sqft}} ft².",
      },
      {
        question: "Wie lang ist jede Seite eines quadratischen Acres?",
        answer:
          "Ein Quadrat mit einer Fläche von einem Acre hat Seiten von etwa 208,7 ft, der Quadratwurzel aus {{1 ac sqft}}, das sind etwa 63,6 m.",
      },
      {
        question: "Wie groß ist ein Acre im Vergleich zu einem Footballfeld?",
        answer:
          "Ein American-Football-Feld misst einschließlich der Endzonen 360 ft mal 160 ft, 57.600 ft², das sind {{57600 sqft ac}} ac. Ein Acre ist etwa drei Viertel davon.",
      },
      {
        question: "Ist ein Acre größer als ein Hektar?",
        answer:
          "Nein. Ein Hektar hat {{1 ha sqm}} m², das sind {{1 ha ac}} Acres; ein Acre ist {{1 ac ha}} ha.",
      },
    ],
  },
  "/sqft-to-ac": {
    about: [
      "Quadratfuß (sq ft, ft²) messen in den Vereinigten Staaten Wohnflächen, Räume und kleine Grundstücke; Acres messen Land. Ein Acre hat exakt {{1 ac sqft}} ft², ein Quadratfuß ist also ein sehr kleiner Teil eines Acres: {{1 sqft ac}} ac. Beide beruhen auf dem internationalen Fuß von exakt 0,3048 m, womit ein Quadratfuß {{1 sqft sqm}} m² hat.",
      "Um Quadratfuß in Acres umzurechnen, teilen Sie durch {{1 ac sqft}}. Das Ergebnis ist meist ein Bruchteil eines Acres und wird auf sechs Nachkommastellen angezeigt; eine sehr kleine Fläche erscheint in wissenschaftlicher Schreibweise statt als 0. Die Umrechnung dient dazu, ein in Quadratfuß vermessenes Grundstück oder einen Garten in Acres anzugeben, Wohnflächen mit Land zu vergleichen, Mengen an Rasensaat, Saatgut und Dünger abzuschätzen, die pro Acre verkauft werden, und Lagepläne sowie Grundsteuerunterlagen zu lesen.",
    ],
    useCases: [
      "Ein in Quadratfuß vermessenes Wohngrundstück in Acres angeben",
      "Ausbringmengen für Rasen, Saatgut und Dünger, die pro Acre angegeben sind",
      "Lagepläne und Grundsteuerunterlagen",
      "Die Geschossfläche eines Gebäudes mit dem Grundstück vergleichen, auf dem es steht",
    ],
    tips: [
      {
        title: "Bruchteile eines Acres",
        content: [
          "Einige runde Zahlen helfen: {{10890 sqft ac}} ac sind 10.890 ft², {{21780 sqft ac}} ac sind 21.780 ft², und ein ganzer Acre {{1 ac sqft}} ft².",
        ],
      },
      {
        title: "Quadratfuß, nicht Fuß",
        content: [
          "Eine Fläche muss vor dem Umrechnen in Quadratfuß vorliegen. Ein Grundstück von 50 ft Breite und 100 ft Tiefe hat 5.000 ft² ({{5000 sqft ac}} ac), nicht 150 ft.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Acres sind 10.000 Quadratfuß?",
        answer: "10.000 ft² sind {{10000 sqft ac}} ac, etwas weniger als ein Viertel Acre.",
      },
      {
        question: "Welcher Bruchteil eines Acres sind 5.000 Quadratfuß?",
        answer: "5.000 ft² sind {{5000 sqft ac}} ac, etwas mehr als ein Neuntel Acre.",
      },
      {
        question: "Wie viele Acres hat ein Haus mit 2.000 sq ft?",
        answer:
          "2.000 ft² Wohnfläche sind {{2000 sqft ac}} ac. Das Grundstück, auf dem das Haus steht, ist meist größer und wird gesondert vermessen.",
      },
      {
        question: "Wie viele Quadratmeter sind 1.000 Quadratfuß?",
        answer:
          "1.000 ft² sind {{1000 sqft sqm}} m². Ein Quadratfuß hat {{1 sqft sqm}} m², und ein Quadratmeter hat {{1 sqm sqft}} ft².",
      },
      {
        question: "Wie viele Quadratfuß ergeben einen Acre?",
        answer:
          "Exakt {{1 ac sqft}} ft². 1 ft² sind also {{1 sqft ac}} ac, und eine Million Quadratfuß sind {{1000000 sqft ac}} ac.",
      },
    ],
  },
};
