import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/in-to-ft.ts. */
export const texts: UnitTranslations = {
  "/in-to-ft": {
    about: [
      "Zoll und Fuß sind beide Einheiten des imperialen und des US-amerikanischen Maßsystems, und der Fuß hat exakt {{1 ft in}} Zoll. Seit 1959 sind beide außerdem an den Meter gebunden: Ein Zoll ist exakt {{1 in cm}} cm und ein Fuß {{1 ft cm}} cm. Die Umrechnung zwischen ihnen kommt ganz ohne metrischen Zwischenschritt aus.",
      "Um Zoll in Fuß umzurechnen, teilen Sie durch {{1 ft in}}. Da 12 keine Zehnerpotenz ist, sind viele Ergebnisse periodische Dezimalzahlen: Ein Zoll ist {{1 in ft}} ft, gerundet auf sechs Nachkommastellen angezeigt. Für eine Angabe in Fuß und Zoll, wie sie Handwerker verwenden, nehmen Sie die ganze Zahl der Fuß und rechnen den Rest in Zoll zurück (Dezimalteil × 12). Die Umrechnung dient für Längen von Schnittholz und Rohren, TV-Möbel und Regale, in Zoll angegebene Körpergrößen, Schneefallsummen und Maße auf US-Plänen.",
    ],
    useCases: [
      "Längen von Schnittholz, Rohren, Kabeln und Leisten bei US-Bauprojekten",
      "Maße von Möbeln und Geräten, die in Zoll angegeben sind",
      "Eine in Zoll angegebene Körpergröße, etwa 70 in, in Fuß ausdrücken",
      "Schneefallsummen und Schneehöhen, die in Zoll gemeldet werden",
    ],
    tips: [
      {
        title: "Gängige Bruchteile eines Fußes",
        content: [
          "3 in sind {{3 in ft}} ft, 6 in sind {{6 in ft}} ft und 9 in sind {{9 in ft}} ft. Jede andere ganze Zahl von Zoll unter 12 ergibt eine periodische Dezimalzahl; behalten Sie das Ergebnis also in Zoll, wenn Sie einen exakten Wert brauchen.",
        ],
      },
      {
        title: "Dezimalfuß auf Plänen",
        content: [
          "Vermesser und Bauingenieure schreiben Dezimalfuß (10,25 ft), Handwerker dagegen Fuß und Zoll (10 ft 3 in). Prüfen Sie, welche Schreibweise eine Zeichnung verwendet, bevor Sie daraus Maße abnehmen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Fuß sind 60 Zoll?",
        answer:
          "60 in sind exakt {{60 in ft}} ft, denn je 12 Zoll ergeben einen Fuß. Das sind {{60 in cm}} cm.",
      },
      {
        question: "Wie viele Fuß sind 70 Zoll?",
        answer:
          "70 in sind {{70 in ft}} ft, also 5 ft und 10 in: Fünf Fuß belegen {{5 ft in}} der 70 Zoll.",
      },
      {
        question: "Wie viele Fuß sind 100 Zoll?",
        answer: "100 in sind {{100 in ft}} ft: 8 ft ({{8 ft in}} in) und 4 in.",
      },
      {
        question: "Wie viel ist 1 Zoll in Fuß?",
        answer:
          "1 in ist 1/12 ft, was der Rechner als {{1 in ft}} ft anzeigt. Die Dezimalzahl ist unendlich periodisch, die Anzeige ist also gerundet.",
      },
      {
        question: "Wie schreibe ich 40 Zoll in Fuß und Zoll?",
        answer:
          "Teilen Sie durch 12: 40 in sind {{40 in ft}} ft. Der ganzzahlige Teil ist 3 ft ({{3 ft in}} in), und die übrigen 4 Zoll ergeben 3 ft 4 in.",
      },
    ],
  },
  "/ft-to-in": {
    about: [
      "Der Fuß wird traditionell in 12 Zoll unterteilt, und der internationale Fuß und Zoll von 1959 behalten dieses Verhältnis exakt bei: Ein Fuß sind {{1 ft in}} in, {{1 ft cm}} cm. Die beiden Einheiten werden in den Vereinigten Staaten und, für Körpergrößen, im Vereinigten Königreich zusammen verwendet; deshalb werden so viele Maße als Fuß plus Zoll geschrieben (5 ft 10 in).",
      "Um Fuß in Zoll umzurechnen, multiplizieren Sie mit {{1 ft in}}. Das Ergebnis ist immer exakt, auch bei Dezimalfuß: 2,5 ft sind {{2.5 ft in}} in. Hat ein Maß sowohl Fuß als auch Zoll, rechnen Sie die Fuß um und addieren die Zoll. Gebraucht wird das für Körpergrößen, für den Zuschnitt von Holz, Rohren oder Stoff, für Bildschirm- und Möbelgrößen und zum Lesen von US-Bauzeichnungen in Dezimalfuß.",
    ],
    useCases: [
      "Eine Körpergröße in Fuß in Zoll umwandeln, die Einheit vieler Formulare und Größentabellen",
      "Bretter, Rohre, Kabel oder Stoff auf in Zoll gemessene Längen zuschneiden",
      "Dezimalfuß auf Vermessungs- und Tiefbauzeichnungen als Zoll lesen",
      "Möbel- und Bildschirmgrößen vergleichen, die in verschiedenen Einheiten angegeben sind",
    ],
    tips: [
      {
        title: "Dezimalfuß in Zoll",
        content: [
          "Nur der Bruchteil muss umgerechnet werden: Bei 10,25 ft sind die 0,25 ft {{0.25 ft in}} in, 10,25 ft sind also 10 ft 3 in.",
        ],
      },
      {
        title: "Viertel und Drittel",
        content: [
          "Ein Viertelfuß sind {{0.25 ft in}} in, ein halber {{0.5 ft in}} in, drei Viertel {{0.75 ft in}} in. Ein Drittel Fuß sind 4 in, aber 0,33 ft sind nur {{0.33 ft in}} in; geben Sie Bruchteile also so genau wie möglich ein.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Zoll hat ein Fuß?",
        answer:
          "Ein Fuß hat exakt {{1 ft in}} in. Das ist die Definition, unverändert durch das Abkommen von 1959, das beide Einheiten in Metern festlegte.",
      },
      {
        question: "Wie viele Zoll sind 5 Fuß?",
        answer: "5 ft sind {{5 ft in}} in. Jeder weitere Fuß fügt {{1 ft in}} in hinzu.",
      },
      {
        question: "Wie viele Zoll groß sind 5 ft 9 in?",
        answer: "5 ft sind {{5 ft in}} in; mit den 9 in sind es insgesamt 69 in.",
      },
      {
        question: "Wie viele Zoll sind 6 Fuß?",
        answer: "6 ft sind {{6 ft in}} in, das sind {{6 ft cm}} cm.",
      },
      {
        question: "Wie viele Zoll sind 1,5 Fuß?",
        answer: "1,5 ft sind {{1.5 ft in}} in, anderthalb Fuß.",
      },
    ],
  },
};
