import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/cm-to-in.ts. */
export const texts: UnitTranslations = {
  "/cm-to-in": {
    about: [
      "Ein Zentimeter (cm) ist ein Hundertstel Meter, der SI-Einheit der Länge. Der Zoll (in) gehört zum imperialen und zum US-amerikanischen Maßsystem. Seit dem internationalen Yard-and-Pound-Abkommen von 1959 ist der Zoll über den Meter definiert: Ein Zoll ist exakt {{1 in cm}} cm ({{1 in mm}} mm). In der Gegenrichtung ist ein Zentimeter {{1 cm in}} in, ein auf sechs Nachkommastellen gerundeter Wert, denn 1/2,54 hat keine endliche Dezimaldarstellung.",
      "Um Zentimeter in Zoll umzurechnen, teilen Sie durch {{1 in cm}}. Der Zoll ist die größere Einheit, die Zahl in Zoll ist also immer kleiner als die Zahl in Zentimetern. Eine Multiplikation mit {{1 cm in}} ergibt dasselbe Ergebnis auf etwa sechs signifikante Stellen; die Division durch das exakte {{1 in cm}} bringt keine eigene Rundung mit. Die Umrechnung begegnet Ihnen bei Größentabellen für Kleidung, Körpermaßen, Bildschirmgrößen, die nach Zoll verkauft werden, und bei Näh-, Holzbau- oder Druckanleitungen in Zoll, wenn das Maßband in der Hand metrisch ist.",
    ],
    useCases: [
      "Größentabellen für Kleidung und Schuhe lesen, die Taille, Brust, Schrittlänge oder Fußlänge in Zoll angeben",
      "Eine Körpergröße oder ein Körpermaß umrechnen, das mit einem metrischen Maßband genommen wurde",
      "Die Zollgröße eines Bildschirms, Monitors oder Bilderrahmens ermitteln, der in Zentimetern gemessen wurde",
      "Näh-, Strick- und Holzbauanleitungen in Zoll folgen",
      "Produktmaße zwischen metrischen und US-Katalogen vergleichen",
    ],
    tips: [
      {
        title: "Teilen, nicht multiplizieren",
        content: [
          "Ein häufiges Versehen ist, Zentimeter mit 2,54 zu multiplizieren; das ergibt eine 6,45-mal zu große Zahl. Zur Kontrolle: Das Ergebnis in Zoll muss kleiner sein als die Zahl der Zentimeter, mit der Sie begonnen haben.",
        ],
      },
      {
        title: "Einmal runden, am Schluss",
        content: [
          "Rechnen Sie die Gesamtlänge um und runden Sie das Ergebnis, statt Teile umzurechnen und deren gerundete Werte zu addieren: Jeder gerundete Teil trägt einen kleinen Fehler, und die Fehler summieren sich.",
        ],
      },
      {
        title: "Schnelle Schätzung",
        content: [
          "Für einen groben Wert im Kopf multiplizieren Sie die Zentimeter mit 4 und teilen durch 10. Die Schätzung liegt etwa 1,6 % zu hoch: 50 cm ergeben 20 in gegenüber exakt {{50 cm in}} in.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Zoll sind 170 cm?",
        answer:
          "170 cm sind {{170 cm in}} in. In Fuß und Zoll ist das knapp unter 5 ft 7 in, denn 5 ft 7 in (67 in) sind {{67 in cm}} cm.",
      },
      {
        question: "Wie viele Zoll ist 1 cm?",
        answer:
          "1 cm ist {{1 cm in}} in, etwas mehr als 3/8 in (3/8 in sind {{0.375 in cm}} cm). Auf einem Lineal mit Sechzehntelteilung liegt ein Zentimeter knapp hinter dem sechsten Strich.",
      },
      {
        question: "Ist ein Zoll genau 2,54 cm?",
        answer:
          "Ja. Das internationale Yard-and-Pound-Abkommen von 1959 hat den Zoll auf exakt {{1 in cm}} cm festgelegt; jede Umrechnung zwischen beiden ist also eine einfache Division ohne gemessene Konstante.",
      },
      {
        question: "Wie viele Zoll hat ein 30-cm-Lineal?",
        answer:
          "30 cm sind {{30 cm in}} in, etwas weniger als ein Fuß: Ein 12-Zoll-Lineal ist {{12 in cm}} cm lang.",
      },
      {
        question: "Wie viel sind 100 cm in Zoll?",
        answer:
          "100 cm, ein Meter, sind {{100 cm in}} in, etwas mehr als ein Yard von {{1 yd in}} in.",
      },
      {
        question: "Warum hat das Ergebnis so viele Nachkommastellen?",
        answer:
          "Eine Division durch 2,54 endet selten in einer kurzen Dezimalzahl. Der Rechner zeigt bis zu sechs Nachkommastellen und lässt Nullen am Ende weg; 127 cm ergeben also genau {{127 cm in}} in, während 1 cm {{1 cm in}} in ergibt.",
      },
    ],
  },
  "/in-to-cm": {
    about: [
      "Der Zoll ist das alltägliche kleine Längenmaß der Vereinigten Staaten und wird im Vereinigten Königreich und in Kanada noch für Körpergrößen, Bildschirme und Werkzeuge verwendet. Er ist durch das internationale Yard-and-Pound-Abkommen von 1959 als exakt {{1 in cm}} Zentimeter definiert. Davor unterschieden sich der amerikanische und der britische Zoll um einige Millionstel; die alte amerikanische Definition lebt im US-Vermessungsfuß (1200/3937 m) fort, den das NIST Ende 2022 für neue Vermessungsarbeiten abgeschafft hat.",
      "Um Zoll in Zentimeter umzurechnen, multiplizieren Sie mit {{1 in cm}}. Da der Faktor exakt ist und nur zwei Nachkommastellen hat, ist auch das Ergebnis exakt: Ein Wert mit zwei Nachkommastellen in Zoll ergibt höchstens vier Nachkommastellen in Zentimetern, und der Rechner zeigt ihn vollständig. Gebraucht wird die Umrechnung für Diagonalen von Fernsehern und Monitoren, Felgen- und Reifengrößen, US-Papierformate, Schuh- und Kleidungstabellen sowie für jede Zeichnung oder jedes Rezept für eine Backform aus den Vereinigten Staaten.",
    ],
    useCases: [
      "Bildschirmgrößen: Fernseher, Monitore, Laptops und Smartphones werden nach ihrer Diagonale in Zoll verkauft",
      "Felgen und Reifen, deren Durchmesser in Zoll angegeben werden",
      "US Letter (8,5 × 11 in) und andere US-Papier- und Fotoabzugsformate",
      "Backformen, Pizza- und Kuchengrößen in amerikanischen Rezepten",
      "Körpergrößen und Körpermaße in Zoll",
    ],
    tips: [
      {
        title: "Wandeln Sie Brüche zuerst in Dezimalzahlen um",
        content: [
          "Zollmaße sind oft Brüche: 5 3/8 in sind 5,375 in. Geben Sie die Dezimalform ein; das Ergebnis, {{5.375 in cm}} cm, ist exakt.",
        ],
      },
      {
        title: "Fuß und Zoll",
        content: [
          "Bei einem Maß wie 5 ft 9 in rechnen Sie die ganze Länge in Zoll um (69 in ergeben {{69 in cm}} cm), oder Sie rechnen Fuß und Zoll getrennt um und addieren: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Zentimeter hat ein Zoll?",
        answer: "Ein Zoll hat per Definition exakt {{1 in cm}} cm. Das sind {{1 in mm}} mm.",
      },
      {
        question: "Wie viele cm hat ein 55-Zoll-Fernseher?",
        answer:
          "Ein 55-Zoll-Bildschirm misst {{55 in cm}} cm in der Diagonale, von einer Ecke des sichtbaren Bildes zur gegenüberliegenden. Breite und Höhe hängen vom Seitenverhältnis ab.",
      },
      {
        question: "Wie viel sind 12 Zoll in cm?",
        answer: "12 Zoll, ein Fuß, sind {{12 in cm}} cm, etwas mehr als ein 30-cm-Lineal.",
      },
      {
        question: "Wie groß ist US-Letter-Papier in Zentimetern?",
        answer:
          "US Letter misst 8,5 × 11 in, das sind {{8.5 in cm}} × {{11 in cm}} cm. Das anderswo verwendete A4-Blatt misst 21 × 29,7 cm, ist also schmaler und länger.",
      },
      {
        question: "War der Zoll immer 2,54 cm?",
        answer:
          "Nein. Vor 1959 war der US-Zoll 1/39,37 Meter, und der britische Zoll war an ein physisches Normal-Yard gebunden; beide unterschieden sich um einige Millionstel. Das Abkommen von 1959 machte beide zu exakt {{1 in cm}} cm.",
      },
    ],
  },
};
