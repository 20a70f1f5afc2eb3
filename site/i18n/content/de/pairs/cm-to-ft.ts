import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/cm-to-ft.ts. */
export const texts: UnitTranslations = {
  "/cm-to-ft": {
    about: [
      "In Zentimetern gibt der größte Teil der Welt die Körpergröße eines Menschen an, in Fuß (und Zoll) tun es die Vereinigten Staaten und das Vereinigte Königreich. Der Fuß ist exakt {{1 ft cm}} cm: der internationale Fuß von {{1 ft in}} Zoll, jeder Zoll seit dem Yard-and-Pound-Abkommen von 1959 exakt {{1 in cm}} cm. Ein Zentimeter sind {{1 cm ft}} ft, gerundet auf sechs Nachkommastellen.",
      "Um Zentimeter in Fuß umzurechnen, teilen Sie durch {{1 ft cm}}. Das Ergebnis ist in Dezimalfuß: 0,5 ft sind ein halber Fuß, sechs Zoll, nicht fünf. Um eine Körpergröße in Fuß und Zoll anzugeben, rechnen Sie die Zentimeter stattdessen in Zoll um (durch {{1 in cm}} teilen) und spalten für je 12 Zoll einen Fuß ab. Die Umrechnung begegnet Ihnen bei Körpergrößen in Reisepässen, medizinischen Formularen, Dating-Profilen und Mannschaftslisten, bei der Länge von Möbeln oder einem Bett sowie bei Decken- und Türhöhen.",
    ],
    useCases: [
      "Die Körpergröße eines Menschen in Zentimetern, ausgedrückt in Fuß und Zoll",
      "Maße von Möbeln, Betten und Türen aus metrischen Katalogen",
      "Deckenhöhen und Raummaße",
      "Größen von Pflanzen, Kindern und Haustieren auf Wachstumskurven",
    ],
    tips: [
      {
        title: "Dezimalfuß sind nicht Fuß und Zoll",
        content: [
          "Ein Ergebnis wie {{170 cm ft}} ft sind fünf Fuß plus ein Bruchteil eines Fußes: Die Ziffern nach dem Komma sind keine Zoll. Multiplizieren Sie den Bruchteil mit 12, um Zoll zu erhalten, oder verwenden Sie die Zeilen der Tabelle für Zentimeter in Zoll.",
        ],
      },
      {
        title: "Prüfen Sie mit einer bekannten Größe",
        content: [
          "Fünf Fuß sind {{5 ft cm}} cm und sechs Fuß sind {{6 ft cm}} cm. Eine Größe in Zentimetern zwischen diesen beiden muss in Fuß zwischen 5 und 6 herauskommen; so fällt ein Versehen wie Multiplizieren statt Teilen auf.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie rechne ich cm in Fuß und Zoll um?",
        answer:
          "Teilen Sie die Zentimeter durch {{1 in cm}}, um Zoll zu erhalten, und nehmen Sie dann für jeden ganzen Fuß 12 Zoll weg; der Rest sind die Zoll. Für 170 cm: {{170 cm in}} in. Fünf Fuß belegen 60 dieser Zoll, und der Rest liegt knapp unter 7, denn 5 ft 7 in (67 in) sind {{67 in cm}} cm.",
      },
      {
        question: "Wie viele Fuß sind 180 cm?",
        answer:
          "180 cm sind {{180 cm ft}} ft oder {{180 cm in}} in: knapp unter 5 ft 11 in, was {{71 in cm}} cm sind.",
      },
      {
        question: "Wie groß sind 160 cm in Fuß?",
        answer:
          "160 cm sind {{160 cm ft}} ft oder {{160 cm in}} in: etwas unter 5 ft 3 in, was {{63 in cm}} cm sind.",
      },
      {
        question: "Wie viele Fuß sind 100 cm?",
        answer: "100 cm (ein Meter) sind {{100 cm ft}} ft, etwas mehr als drei Fuß.",
      },
      {
        question: "Warum bedeutet 5,5 ft nicht 5 Fuß 5 Zoll?",
        answer:
          "Ein Fuß hat 12 Zoll, nicht 10, ein halber Fuß sind also {{0.5 ft in}} Zoll. 5,5 ft sind 5 ft 6 in, das sind {{5.5 ft cm}} cm.",
      },
    ],
  },
  "/ft-to-cm": {
    about: [
      "Der Fuß ist eine Einheit des imperialen und des US-amerikanischen Maßsystems und wird in {{1 ft in}} Zoll unterteilt. Seit 1959 ist er als exakt {{1 ft m}} m definiert, womit ein Fuß exakt {{1 ft cm}} cm ist. Körpergrößen, Raummaße und kurze Längen in Fuß lassen sich daher ohne jede Rundung in Zentimeter umrechnen.",
      "Um Fuß in Zentimeter umzurechnen, multiplizieren Sie mit {{1 ft cm}}. Das Ergebnis ist exakt: Eine ganze Zahl von Fuß ergibt in Zentimetern höchstens zwei Nachkommastellen. Körpergrößen werden meist in Fuß und Zoll angegeben; rechnen Sie also beide Teile um und addieren Sie sie (5 ft 8 in sind {{5 ft cm}} cm + {{8 in cm}} cm), oder wandeln Sie zuerst die ganze Größe in Zoll um. Gebraucht wird das für die eigene Körpergröße in Formularen, die Zentimeter verlangen, für Größentabellen von Kleidung und Fahrrädern sowie für Möbel- und Baumaße aus den Vereinigten Staaten.",
    ],
    useCases: [
      "Eine in Fuß und Zoll angegebene Körpergröße in ein Formular eintragen, das Zentimeter verlangt",
      "Größentabellen für Fahrräder, Ski und Kleidung in Zentimetern",
      "Möbel- und Raummaße aus US-Katalogen und -Plänen",
      "Längen von Brettern, Teppichen und Stoffen, die in Fuß angegeben sind",
    ],
    tips: [
      {
        title: "Verwenden Sie beide Tabellen zusammen",
        content: [
          "Für eine Größe wie 5 ft 9 in nehmen Sie die Zeile für 5 ft aus der ersten Tabelle und die Zeile für 9 in aus der zweiten und addieren sie: {{5 ft cm}} cm + {{9 in cm}} cm.",
        ],
      },
      {
        title: "Geben Sie Fuß und Zoll nicht als Dezimalzahl ein",
        content: [
          "5 ft 9 in sind nicht 5,9 ft. Geben Sie 5,75 ft ein (9 Zoll sind drei Viertel eines Fußes), oder rechnen Sie die Zoll getrennt um.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie groß sind 6 Fuß in cm?",
        answer: "6 ft sind exakt {{6 ft cm}} cm. 6 ft 1 in (73 in) sind {{73 in cm}} cm.",
      },
      {
        question: "Wie groß sind 5 ft 8 in in cm?",
        answer: "5 ft 8 in sind 68 Zoll, das sind exakt {{68 in cm}} cm.",
      },
      {
        question: "Wie viele cm sind 5 Fuß?",
        answer: "5 ft sind {{5 ft cm}} cm. Jeder weitere Zoll fügt {{1 in cm}} cm hinzu.",
      },
      {
        question: "Ist ein Fuß genau 30 cm?",
        answer:
          "Nein. Ein Fuß ist exakt {{1 ft cm}} cm. Ein 30-cm-Lineal ist {{30 cm in}} in lang, etwas kürzer als ein Fuß.",
      },
      {
        question: "Wie viele cm sind 5 ft 5 in?",
        answer: "5 ft 5 in sind 65 Zoll, das sind {{65 in cm}} cm.",
      },
    ],
  },
};
