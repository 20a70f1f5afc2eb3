import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/km-to-mi.ts. */
export const texts: UnitTranslations = {
  "/km-to-mi": {
    about: [
      "Der Kilometer (km) hat {{1 km m}} Meter und ist in fast allen Ländern die Einheit für Straßenentfernungen und Karten. Die Meile (mi) ist hier die internationale Landmeile von {{1 mi ft}} Fuß, die das Yard-and-Pound-Abkommen von 1959 auf exakt {{1 mi km}} km festgelegt hat. Ein Kilometer sind daher {{1 km mi}} mi, ein gerundeter Wert.",
      "Um Kilometer in Meilen umzurechnen, teilen Sie durch {{1 mi km}}. Die Meile ist die längere Einheit, die Entfernung in Meilen ist also immer kleiner, ungefähr fünf Achtel der Kilometerzahl. Gebraucht wird die Umrechnung für Straßenschilder und Kilometerzähler in den Vereinigten Staaten und im Vereinigten Königreich, für Lauf- und Raddistanzen (5K, 10K, Marathon), Wanderwege und Reisepläne. See- und Luftfahrt verwenden eine andere Meile, die Seemeile von exakt {{1 nmi m}} m, die der Rechner ebenfalls anbietet.",
    ],
    useCases: [
      "Laufdistanzen: 5K, 10K, Halbmarathon und Marathon in Meilen",
      "Fahrstrecken und Straßenschilder auf Reisen zwischen metrischen und imperialen Ländern",
      "Wander- und Radrouten, die auf metrischen Karten geplant werden",
      "Stände von Kilometerzählern und Bordcomputern, die auf die andere Einheit eingestellt sind",
    ],
    tips: [
      {
        title: "Die Fibonacci-Abkürzung",
        content: [
          "Das Verhältnis aufeinanderfolgender Fibonacci-Zahlen (2, 3, 5, 8, 13, 21, 34 …) nähert sich dem Goldenen Schnitt, etwa 1,618, und der liegt nahe an der Zahl der Kilometer in einer Meile. 8 km sind also ungefähr 5 mi ({{8 km mi}} mi), 13 km ungefähr 8 mi ({{13 km mi}} mi), 21 km ungefähr 13 mi ({{21 km mi}} mi).",
        ],
      },
      {
        title: "Für einen schnellen Wert mit 0,6 multiplizieren",
        content: [
          "Kilometer mal 0,6 ergibt einen Wert, der etwa 3,4 % zu niedrig ist; mal 5/8 einen, der etwa 0,6 % zu hoch ist. Für ein exaktes Ergebnis teilen Sie durch {{1 mi km}}.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Meilen sind 5K?",
        answer:
          "Ein 5-km-Lauf, 5 km, sind {{5 km mi}} mi. Ein 10-km-Lauf sind {{10 km mi}} mi, etwas mehr als sechs Meilen.",
      },
      {
        question: "Wie viele Meilen hat ein Marathon?",
        answer:
          "Der Marathon misst 42,195 km, das sind {{42.195 km mi}} mi, meist als 26,2 Meilen angegeben. Ein Halbmarathon, 21,0975 km, sind {{21.0975 km mi}} mi.",
      },
      {
        question: "Wie viele Meilen sind 100 km?",
        answer: "100 km sind {{100 km mi}} mi. Umgekehrt sind 100 Meilen {{100 mi km}} km.",
      },
      {
        question: "Ist ein Kilometer länger als eine Meile?",
        answer:
          "Nein. Ein Kilometer ist kürzer: Ein Kilometer sind {{1 km mi}} mi, eine Meile dagegen {{1 mi km}} km.",
      },
      {
        question: "Ist eine Seemeile dasselbe wie eine Meile?",
        answer:
          "Nein. Die Seemeile, die in Schifffahrt und Luftfahrt verwendet wird, ist exakt {{1 nmi m}} m, das sind {{1 nmi mi}} Landmeilen. Diese Seite rechnet in Landmeilen um, sofern Sie in der Liste nicht Seemeilen wählen.",
      },
    ],
  },
  "/mi-to-km": {
    about: [
      "Die Meile ist das Maß für Straßenentfernungen in den Vereinigten Staaten und im Vereinigten Königreich: {{1 mi ft}} Fuß oder {{1 mi yd}} Yards. Beide Länder verwenden die internationale Meile, die über das Yard von 1959 (exakt {{1 yd m}} m) definiert ist; eine Meile ist also exakt {{1 mi m}} m, das sind {{1 mi km}} km. Die ältere US-Vermessungsmeile, die auf dem Vermessungsfuß beruht, ist einige Millimeter länger und spielt nur in der Landvermessung eine Rolle.",
      "Um Meilen in Kilometer umzurechnen, multiplizieren Sie mit {{1 mi km}}. Der Faktor ist exakt, das Ergebnis ist also so exakt, wie sechs Nachkommastellen es zeigen können. Eine Meile ist etwa 1,6 km lang, die Zahl in Kilometern ist also immer größer als die Zahl in Meilen. Verwendet wird die Umrechnung für Fahrstrecken und Geschwindigkeitsschilder im Ausland, für in Meilen gemessene Lauf- und Raddistanzen, für Flug- und Reiseplanung und zum Lesen von Entfernungen in amerikanischen und britischen Büchern und Nachrichten.",
    ],
    useCases: [
      "Fahrstrecken in den Vereinigten Staaten und im Vereinigten Königreich",
      "Laufdistanzen: die Meile und Trainingstagebücher, die in Meilen geführt werden",
      "Reiseplanung mit Karten oder Apps, die auf Meilen eingestellt sind",
      "Entfernungen in amerikanischen und britischen Büchern, Nachrichten und Reiseführern lesen",
    ],
    tips: [
      {
        title: "Sechs Zehntel addieren",
        content: [
          "Für eine schnelle Schätzung addieren Sie 60 % zu den Meilen: 50 mi ergeben 80 km gegenüber {{50 mi km}} km. Die Abkürzung liegt etwa 0,6 % zu niedrig.",
        ],
      },
      {
        title: "Eine Meile auf der Bahn",
        content: [
          "Eine 400-m-Laufbahn ist keine Viertelmeile: Vier Runden sind 1.600 m, eine Meile dagegen {{1 mi m}} m. Der 1.500-m-Lauf wird oft „metrische Meile“ genannt; er misst {{1500 m mi}} mi.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele km hat eine Meile?",
        answer: "Eine Meile ist exakt {{1 mi km}} km lang, das sind {{1 mi m}} m.",
      },
      {
        question: "Wie viele km sind 26,2 Meilen?",
        answer:
          "26,2 mi sind {{26.2 mi km}} km. Die offizielle Marathondistanz beträgt 42,195 km; 26,2 mi ist ihr üblicher gerundeter Wert.",
      },
      {
        question: "Warum ist eine Meile genau {{1 mi km}} km lang?",
        answer:
          "Eine Meile hat {{1 mi ft}} Fuß, und seit 1959 ist ein Fuß exakt {{1 ft m}} m. Die Multiplikation ergibt exakt {{1 mi m}} m. Der Wert wurde nicht gemessen; er folgt aus der Definition des Fußes.",
      },
      {
        question: "Sind britische und US-Meilen gleich?",
        answer:
          "Ja. Beide Länder verwenden für Straßen und alltägliche Entfernungen die internationale Meile von {{1 mi m}} m. Nur die alte US-Vermessungsmeile, die in manchen Grundstücksunterlagen vorkommt, weicht ab, um einige Millimeter.",
      },
      {
        question: "Wie weit sind 60 Meilen in km?",
        answer:
          "60 mi sind {{60 mi km}} km, die Strecke, die man bei 60 mph in einer Stunde zurücklegt.",
      },
    ],
  },
};
