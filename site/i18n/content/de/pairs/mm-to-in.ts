import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/mm-to-in.ts. */
export const texts: UnitTranslations = {
  "/mm-to-in": {
    about: [
      "Der Millimeter (mm) ist ein Tausendstel Meter, die Einheit technischer Zeichnungen, der spanenden Fertigung, von Eisenwaren und von Niederschlagsmengen in den meisten Ländern der Welt. Der Zoll ist nach dem internationalen Yard-and-Pound-Abkommen von 1959 exakt {{1 in mm}} mm. Ein Millimeter ist daher {{1 mm in}} in, und tausend davon, ein Meter, sind {{1000 mm in}} in.",
      "Um Millimeter in Zoll umzurechnen, teilen Sie durch {{1 in mm}}. Die Division endet fast nie in einer kurzen Dezimalzahl, daher zeigt der Umrechner das Ergebnis mit sechs Nachkommastellen an, feiner als ein Tausendstel Zoll (ein Mil, {{1 mil mm}} mm). In Werkstätten wird der dezimale Zollwert oft in den nächstgelegenen Bruch in Schritten von 1/16, 1/32 oder 1/64 umgewandelt. Gebraucht wird die Umrechnung, um metrische Teile mit zölligen Werkzeugen zusammenzubringen, in Millimetern gemeldete Niederschlagsmengen mit Aufzeichnungen in Zoll zu vergleichen und Größen von Bohrern, Schrauben, Draht, Filament und Schmuck zwischen den beiden Systemen abzugleichen.",
    ],
    useCases: [
      "Metrische Schrauben, Muttern, Bohrer und Schraubenschlüssel den nächstgelegenen Zollgrößen zuordnen",
      "Technische Zeichnungen und 3D-Druck-Einstellungen im jeweils anderen System lesen",
      "In Millimetern gemeldete Niederschlagsmengen mit Aufzeichnungen in Zoll vergleichen",
      "Die Dicke von Plattenmaterial, Glas, Sperrholz oder Schmuckdraht umrechnen",
    ],
    tips: [
      {
        title: "Von dezimalen Zoll zum Bruch",
        content: [
          "Multiplizieren Sie den Nachkommaanteil der Zoll mit 64 (oder 32 oder 16) und runden Sie auf eine ganze Zahl: Das ist der Zähler des nächstgelegenen Bruchs. 10 mm sind {{10 mm in}} in; 0,393701 × 64 ergibt gerundet 25, 10 mm sind also etwa 25/64 in.",
        ],
      },
      {
        title: "Nah dran ist nicht gleich",
        content: [
          "Mehrere metrische und zöllige Werkzeuggrößen liegen nah beieinander, sind aber nicht gleich. Ein 13-mm-Schlüssel misst {{13 mm in}} in, etwas mehr als 1/2 in, und sitzt daher locker auf einem 1/2-Zoll-Schraubenkopf; ein 19-mm-Schlüssel misst {{19 mm in}} in, etwas weniger als 3/4 in, und passt daher nicht über einen 3/4-Zoll-Kopf. Ein lockerer Sitz kann einen Schraubenkopf rund drehen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Zoll ist 1 mm?",
        answer: "1 mm ist {{1 mm in}} in, etwa 1/25 Zoll. Genau {{1 in mm}} mm ergeben einen Zoll.",
      },
      {
        question: "Wie viele Zoll sind 10 mm?",
        answer:
          "10 mm (1 cm) sind {{10 mm in}} in, etwas mehr als 3/8 in, was {{0.375 in mm}} mm entspricht.",
      },
      {
        question: "Sind 25 mm dasselbe wie 1 Zoll?",
        answer:
          "Nein, aber es ist nah dran: 25 mm sind {{25 mm in}} in, und ein Zoll ist exakt {{1 in mm}} mm. Auf kurzen Längen übersieht man den Unterschied leicht; über einen Meter summiert er sich auf mehr als einen halben Zoll.",
      },
      {
        question: "Wie viele Zoll Regen sind 25 mm?",
        answer:
          "25 mm Regen sind {{25 mm in}} in. Niederschlag ist eine Wasserhöhe und rechnet sich daher wie jede andere Länge um; 100 mm sind {{100 mm in}} in.",
      },
      {
        question: "Was ist ein Mil oder Thou?",
        answer:
          "Ein Mil (oder Thou) ist ein Tausendstel Zoll, {{1 mil mm}} mm. Damit misst man dünne Dinge wie Kunststofffolie, Beschichtungen und Drahtisolierungen; es ist kein Millimeter.",
      },
    ],
  },
  "/in-to-mm": {
    about: [
      "Zerspanungsmechaniker, Ingenieure und Maker in den Vereinigten Staaten geben Teile noch in Zoll an, während der Rest der Welt in Millimetern arbeitet. Die Verbindung zwischen beiden ist exakt: Ein Zoll ist {{1 in mm}} mm, der 1959 festgelegte Wert, als sich die englischsprachigen Länder auf ein gemeinsames Yard von {{1 yd m}} m und damit auf einen gemeinsamen Zoll einigten.",
      "Um Zoll in Millimeter umzurechnen, multiplizieren Sie mit {{1 in mm}}. Da der Faktor nur eine Nachkommastelle hat, ergibt jeder Zollwert, den Sie als Dezimalzahl schreiben können, einen exakten Millimeterwert mit höchstens einer Nachkommastelle mehr: 1/64 in sind exakt {{0.015625 in mm}} mm, und der Umrechner zeigt das vollständig an. Bruchteile von Zoll geben Sie als Dezimalzahl ein (3/8 = 0,375). Verwendet wird die Umrechnung, um das metrische Gegenstück zu Bohrern und Befestigungselementen zu finden, US-Zeichnungen und Datenblätter zu lesen, Rohre, Schläuche und Räder zu dimensionieren und das Rastermaß elektronischer Bauteile umzurechnen, das in Mil oder Zoll angegeben ist.",
    ],
    useCases: [
      "Die Millimetergröße von Bohrern, Steckschlüsseleinsätzen und Befestigungselementen in Zollbrüchen finden",
      "US-Zeichnungen, Datenblätter und Fertigungstoleranzen lesen",
      "In Zoll angegebene Maße von Rädern, Reifen, Schläuchen und Fittings umrechnen",
      "Rastermaß und Größe elektronischer Bauteile prüfen, die in Zoll angegeben sind",
    ],
    tips: [
      {
        title: "Nenngrößen sind Namen, keine Maße",
        content: [
          "Ein „1/2-Zoll“-Rohr oder ein „2 × 4“-Kantholz ist eine Handelsgröße. Der tatsächliche Außendurchmesser oder die tatsächliche Dicke weicht vom Namen ab; rechnen Sie daher das Maß aus der Tabelle der Norm um, nicht den Namen.",
        ],
      },
      {
        title: "Auch Toleranzen umrechnen",
        content: [
          "Eine Toleranz von ±0,005 in sind ±{{0.005 in mm}} mm. Rechnen Sie die Toleranz mit demselben Faktor um wie das Maß, und runden Sie das Ergebnis nicht gröber als die Toleranz selbst.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele mm hat 1 Zoll?",
        answer: "Ein Zoll hat exakt {{1 in mm}} mm. Der Wert ist eine Definition, keine Messung.",
      },
      {
        question: "Wie viele mm sind 1/4 Zoll?",
        answer:
          "1/4 in (0,25 in) sind {{0.25 in mm}} mm. Ein Achtel Zoll sind {{0.125 in mm}} mm und ein Sechzehntel {{0.0625 in mm}} mm.",
      },
      {
        question: "Wie viel sind 3/8 Zoll in mm?",
        answer: "3/8 in sind 0,375 in, also exakt {{0.375 in mm}} mm.",
      },
      {
        question: "Ist ein 1/2-Zoll-Schlüssel dasselbe wie 13 mm?",
        answer:
          "Nein. 1/2 in sind {{0.5 in mm}} mm, ein 13-mm-Schlüssel ist also etwas größer. Er kann eine 1/2-Zoll-Mutter drehen, aber mit Spiel; bei einer fest sitzenden Mutter kann er abrutschen und die Ecken rund drehen.",
      },
      {
        question: "Ist das Ergebnis exakt?",
        answer:
          "Ja. Der Faktor {{1 in mm}} ist exakt, und jeder dezimale Zollwert ergibt mit ihm multipliziert ein Ergebnis mit endlich vielen Nachkommastellen. Der Umrechner zeigt bis zu sechs Nachkommastellen an, genug für jeden Wert mit bis zu fünf Nachkommastellen in Zoll.",
      },
    ],
  },
};
