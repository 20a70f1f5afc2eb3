import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/l-to-gal.ts. */
export const texts: UnitTranslations = {
  "/l-to-gal": {
    about: [
      "Der Liter (L) ist die metrische Volumeneinheit für Flüssigkeiten, seit 1964 als exakt ein Kubikdezimeter definiert, {{1 l ml}} Milliliter. Die Gallone auf dieser Seite ist die US-Flüssigkeitsgallone, {{1 gal in3}} Kubikzoll, das sind exakt {{1 gal ml}} mL. Die imperiale Gallone, die im Vereinigten Königreich und inoffiziell in Kanada noch verwendet wird, ist größer, exakt {{1 gal_uk l}} L; sie steht in der Einheitenliste als „Imp. Gallone“.",
      "Um Liter in US-Gallonen umzurechnen, teilen Sie durch 3,785411784 oder multiplizieren mit {{1 l gal}}, was auf etwa sechs signifikante Stellen dasselbe ergibt. Eine Gallone fasst fast vier Liter, die Zahl in Gallonen ist also immer deutlich kleiner. Für imperiale Gallonen teilen Sie stattdessen durch {{1 gal_uk l}}; dasselbe Volumen ergibt weniger imperiale als US-Gallonen. Gebraucht wird die Umrechnung für Kraftstofftanks und Kraftstoffpreise, Warmwasserspeicher und Tanks, Aquarien, Farbe sowie Füllmengen von Motoröl oder Kühlmittel.",
    ],
    useCases: [
      "Tankinhalt und Kraftstoffpreise pro Liter im Vergleich mit Preisen pro US-Gallone",
      "Volumen von Aquarien, Teichen und Wassertanks",
      "Mengen von Farbe, Kühlmittel und Motoröl",
      "Angaben zu Wasserverbrauch und Regenwasserspeicherung",
    ],
    tips: [
      {
        title: "Prüfen Sie, welche Gallone gemeint ist",
        content: [
          "Eine britische oder kanadische Quelle meint meist die imperiale Gallone, eine amerikanische die US-Gallone. 100 L sind {{100 l gal}} US-Gallonen, aber nur {{100 l gal_uk}} imperiale Gallonen, ein Unterschied von etwa 20 %.",
        ],
      },
      {
        title: "Preis pro Liter in Preis pro Gallone",
        content: [
          "Ein Preis pro Liter wird zum Preis pro US-Gallone, wenn man ihn mit der Zahl der Liter in einer Gallone, {{1 gal l}}, multipliziert, nicht teilt. Ein Preis pro Gallone geht den umgekehrten Weg.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Gallonen ist 1 Liter?",
        answer:
          "1 L sind {{1 l gal}} US-Gallonen oder {{1 l gal_uk}} imperiale Gallonen. Das sind auch {{1 l qt}} US-Quart.",
      },
      {
        question: "Ist das die US- oder die imperiale Gallone?",
        answer:
          "Die Seite rechnet standardmäßig in die US-Flüssigkeitsgallone ({{1 gal ml}} mL) um. Wählen Sie in der Liste „Imp. Gallone“ für die britische Gallone von {{1 gal_uk l}} L.",
      },
      {
        question: "Wie viele Gallonen fasst ein 60-Liter-Tank?",
        answer: "60 L sind {{60 l gal}} US-Gallonen oder {{60 l gal_uk}} imperiale Gallonen.",
      },
      {
        question: "Ist ein Liter größer als ein Quart?",
        answer:
          "Ja, etwas. Ein Liter sind {{1 l qt}} flüssige US-Quart; ein US-Quart, eine Viertelgallone, sind {{1 qt l}} L.",
      },
      {
        question: "Wie viele Gallonen sind 1.000 Liter?",
        answer:
          "1.000 L, ein Kubikmeter, sind {{1000 l gal}} US-Gallonen oder {{1000 l gal_uk}} imperiale Gallonen.",
      },
    ],
  },
  "/gal-to-l": {
    about: [
      "Die US-Flüssigkeitsgallone ist als {{1 gal in3}} Kubikzoll definiert, die alte englische Weingallone. Seit der Zoll 1959 exakt 2,54 cm wurde, ist die US-Gallone exakt 3,785411784 Liter, vom Rechner auf sechs Nachkommastellen als {{1 gal l}} L angezeigt (exakt {{1 gal ml}} mL). Die imperiale Gallone, 1824 über ein Gewicht Wasser definiert und seit 1985 exakt {{1 gal_uk l}} L, wird im Vereinigten Königreich und inoffiziell in Kanada verwendet; sie ist etwa 20 % größer und steht in der Liste als „Imp. Gallone“.",
      "Um US-Gallonen in Liter umzurechnen, multiplizieren Sie mit 3,785411784. Der Faktor ist exakt, die einzige Rundung ist also die Anzeige mit sechs Nachkommastellen. Für imperiale Gallonen multiplizieren Sie mit {{1 gal_uk l}}. Eine Gallone fasst fast vier Liter, die Zahl in Litern ist also immer größer. Gallonen werden umgerechnet für Kraftstoffverbrauch und Kraftstoffpreise, für das Fassungsvermögen von Warmwasserspeichern, Fässern und Tanks, für Milch und Farbe, die nach Gallonen gekauft werden, und für Poolchemikalien und Gartenspritzen.",
    ],
    useCases: [
      "Tankgrößen und Kraftstoffpreise pro US-Gallone",
      "Fassungsvermögen von Warmwasserspeichern, Fässern und Vorratstanks",
      "Milch, Farbe und Reinigungsmittel, die nach Gallonen verkauft werden",
      "Britische oder kanadische Angaben in imperialen Gallonen lesen",
    ],
    tips: [
      {
        title: "Auch Quart und Pints unterscheiden sich",
        content: [
          "In beiden Systemen hat eine Gallone {{1 gal qt}} Quart oder {{1 gal pt}} Pints, doch US- und imperiale Einheiten unterscheiden sich auf jeder Stufe: Ein US-Quart sind {{1 qt l}} L, ein imperiales Quart {{1 qt_uk l}} L.",
        ],
      },
      {
        title: "Trockengallonen sind etwas anderes",
        content: [
          "Die USA kennen auch eine selten verwendete Trockengallone für Getreide, Obst und Gemüse. Diese Seite rechnet nur Flüssigkeitsgallonen um; US-Trockenmaße (trockene Pints, Quart, Peck und Bushel) finden Sie im Rechner für Trockenmaße.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Liter hat eine Gallone?",
        answer:
          "Eine US-Gallone hat exakt 3,785411784 L, angezeigt als {{1 gal l}} L. Eine imperiale Gallone hat exakt {{1 gal_uk l}} L.",
      },
      {
        question: "Wie viele Liter sind 5 Gallonen?",
        answer: "5 US-Gallonen sind {{5 gal l}} L; 5 imperiale Gallonen sind {{5 gal_uk l}} L.",
      },
      {
        question: "Wie viele Liter fasst ein 55-Gallonen-Fass?",
        answer: "Ein 55-Gallonen-Fass fasst {{55 gal l}} L, wenn es sich um US-Gallonen handelt.",
      },
      {
        question: "Warum ist die US-Gallone kleiner als die imperiale Gallone?",
        answer:
          "Sie haben verschiedene Ursprünge. Die USA behielten die englische Weingallone von {{1 gal in3}} Kubikzoll, während Großbritannien seine Gallonen 1824 durch die imperiale Gallone ersetzte, das Volumen von 10 Pfund Wasser. Heute sind sie exakt {{1 gal ml}} mL und {{1 gal_uk ml}} mL.",
      },
      {
        question: "Wie viele Liter hat eine Gallone Milch?",
        answer:
          "Ein US-Gallonenkanister fasst {{1 gal l}} L. Eine halbe Gallone sind {{0.5 gal l}} L und ein Quart {{1 qt l}} L.",
      },
    ],
  },
};
