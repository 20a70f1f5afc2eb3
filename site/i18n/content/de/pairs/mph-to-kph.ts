import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/mph-to-kph.ts. */
export const texts: UnitTranslations = {
  "/mph-to-kph": {
    about: [
      "Meilen pro Stunde (mph) sind die Geschwindigkeitseinheit im Straßenverkehr der Vereinigten Staaten und des Vereinigten Königreichs; Kilometer pro Stunde (km/h, im Englischen oft kph geschrieben) gelten auf den Straßen fast überall sonst. Beide zählen Strecke pro Stunde, die Umrechnung ist also das Verhältnis der beiden Strecken: Die internationale Meile ist exakt 1,609344 km, womit 1 mph exakt {{1 mph kph}} km/h ist.",
      "Um mph in km/h umzurechnen, multiplizieren Sie mit {{1 mph kph}}. Der Faktor ist exakt, die Ergebnisse sind also bis auf die sechs angezeigten Nachkommastellen exakt. Eine Meile ist länger als ein Kilometer, die Zahl in km/h ist also immer größer, um etwa 60 %. Gebraucht wird die Umrechnung beim Fahren im Ausland oder in einem Auto, dessen Tacho die andere Einheit zeigt, für Tempolimits, für Windgeschwindigkeiten in amerikanischen Wetterberichten, für Rad- und Laufgeschwindigkeiten und für Wurf- und Aufschlaggeschwindigkeiten in der Sportberichterstattung.",
    ],
    useCases: [
      "Tempolimits und Tachos beim Fahren zwischen den USA oder dem Vereinigten Königreich und metrischen Ländern",
      "Windgeschwindigkeiten in US-Wettervorhersagen",
      "Lauf-, Rad- und Laufbandgeschwindigkeiten",
      "Ballgeschwindigkeiten in der Berichterstattung über Baseball, Tennis und Cricket",
    ],
    tips: [
      {
        title: "Mit 1,6 multiplizieren",
        content: [
          "Für eine schnelle Schätzung multiplizieren Sie mit 1,6 (oder addieren sechs Zehntel): 50 mph ergeben 80 km/h, gegenüber {{50 mph kph}} km/h. Die Schätzung liegt etwa 0,6 % zu niedrig.",
        ],
      },
      {
        title: "Die Physik will Meter pro Sekunde",
        content: [
          "Für Berechnungen rechnen Sie in Meter pro Sekunde um: 1 mph sind {{1 mph mps}} m/s. Die zweite Tabelle zeigt gängige Geschwindigkeiten in m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie schnell sind 60 mph in km/h?",
        answer: "60 mph sind {{60 mph kph}} km/h, also eine Meile pro Minute.",
      },
      {
        question: "Wie schnell sind 70 mph in km/h?",
        answer:
          "70 mph, das Tempolimit für Autos auf Autobahnen in Großbritannien, sind {{70 mph kph}} km/h.",
      },
      {
        question: "Wie viel sind 100 mph in km/h?",
        answer:
          "100 mph sind {{100 mph kph}} km/h. Umgekehrt sind 100 km/h nur {{100 kph mph}} mph.",
      },
      {
        question: "Ist der Faktor von mph in km/h exakt?",
        answer:
          "Ja. Eine Meile ist exakt 1.609,344 m, also ist 1 mph exakt {{1 mph kph}} km/h. Die Ergebnisse des Umrechners sind bis auf die sechs angezeigten Nachkommastellen exakt.",
      },
      {
        question: "Wie schnell sind 30 mph in km/h?",
        answer:
          "30 mph, ein häufiges Tempolimit innerorts im Vereinigten Königreich und in den USA, sind {{30 mph kph}} km/h, nahe am Limit von 50 km/h in vielen europäischen Städten.",
      },
    ],
  },
  "/kph-to-mph": {
    about: [
      "Kilometer pro Stunde (km/h) sind die Geschwindigkeitseinheit im Straßenverkehr metrischer Länder; das korrekte Symbol im Stil des SI ist km/h, und „kph“ ist eine informelle englische Abkürzung derselben Einheit. Meilen pro Stunde werden in den Vereinigten Staaten und im Vereinigten Königreich verwendet. 1 km/h sind {{1 kph mph}} mph, ein gerundeter Wert, denn die Meile ist exakt 1,609344 km, und die Division durch diese Zahl endet nie.",
      "Um km/h in mph umzurechnen, teilen Sie durch {{1 mph kph}}. Die Zahl in mph ist immer kleiner, ungefähr fünf Achtel des Werts in km/h. Gebraucht wird die Umrechnung für europäische und andere Tempolimits, wenn Ihr Tacho mph anzeigt, für Mietwagen im Ausland, für Windgeschwindigkeiten und Sturmberichte in km/h, für Fahrradcomputer und Laufgeschwindigkeiten und für Höchstgeschwindigkeiten in Autotests. Physik und Technik arbeiten meist in Metern pro Sekunde; 1 m/s ist exakt {{1 mps kph}} km/h.",
    ],
    useCases: [
      "Tempolimits auf Verkehrsschildern in metrischen Ländern",
      "Mietwagen und Tachos, die auf die andere Einheit eingestellt sind",
      "Windgeschwindigkeiten in Wetter- und Sturmberichten in km/h",
      "Höchstgeschwindigkeiten beim Radfahren, Laufen und von Autos",
    ],
    tips: [
      {
        title: "Mit 5/8 multiplizieren",
        content: [
          "Für eine schnelle Schätzung multiplizieren Sie mit 5 und teilen durch 8: 80 km/h ergeben 50 mph, gegenüber {{80 kph mph}} mph. Die Schätzung liegt etwa 0,6 % zu hoch.",
        ],
      },
      {
        title: "km/h in m/s",
        content: [
          "Ein Meter pro Sekunde ist exakt {{1 mps kph}} km/h; teilen Sie also km/h durch {{1 mps kph}}, um m/s zu erhalten: 90 km/h sind {{90 kph mps}} m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 km/h in mph?",
        answer:
          "100 km/h sind {{100 kph mph}} mph. Umgekehrt sind 60 mph {{60 mph kph}} km/h, etwas weniger als 100 km/h.",
      },
      {
        question: "Wie viel sind 120 km/h in mph?",
        answer:
          "120 km/h sind {{120 kph mph}} mph, nahe am Limit von 75 mph mancher US-Interstates ({{75 mph kph}} km/h).",
      },
      {
        question: "Wie viel sind 130 km/h in mph?",
        answer:
          "130 km/h, ein verbreitetes Autobahn-Tempolimit in mehreren europäischen Ländern, sind {{130 kph mph}} mph.",
      },
      {
        question: "Ist kph dasselbe wie km/h?",
        answer:
          "Ja. Beide bedeuten Kilometer pro Stunde. km/h ist die vom SI empfohlene Form; kph ist eine verbreitete informelle englische Abkürzung, die auch die englische Adresse dieser Seite verwendet.",
      },
      {
        question: "Wie viel sind 50 km/h in mph?",
        answer: "50 km/h, ein übliches Tempolimit innerorts in Europa, sind {{50 kph mph}} mph.",
      },
    ],
  },
};
