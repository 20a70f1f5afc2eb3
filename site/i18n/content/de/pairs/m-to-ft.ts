import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/m-to-ft.ts. */
export const texts: UnitTranslations = {
  "/m-to-ft": {
    about: [
      "Der Meter (m) ist die SI-Basiseinheit der Länge. Seit 1983 ist er definiert als die Strecke, die Licht im Vakuum in 1/299.792.458 Sekunde zurücklegt. Der Fuß (ft) ist der internationale Fuß zu 12 Zoll, 1959 auf exakt {{1 ft m}} m festgelegt. Ein Meter sind daher {{1 m ft}} ft, ein gerundeter Wert: 1/0,3048 hat keine endliche Dezimaldarstellung.",
      "Um Meter in Fuß umzurechnen, teilen Sie durch {{1 ft m}} oder multiplizieren mit {{1 m ft}}, was auf etwa sechs signifikante Stellen dasselbe ergibt. Ein Meter ist etwas mehr als drei Fuß, die Zahl der Fuß ist also immer größer als die Zahl der Meter. Gebraucht wird die Umrechnung für Gebäudehöhen und Raummaße, Deckenhöhen, die Körpergröße in Metern, Höhenangaben auf Karten und Flughöhen in der Luftfahrt, die fast überall auf der Welt in Fuß angegeben werden.",
    ],
    useCases: [
      "Raum-, Decken- und Gebäudemaße auf metrischen Plänen",
      "Eine in Metern angegebene Körpergröße, etwa 1,75 m",
      "Berghöhen und Flughöhen in der Luftfahrt, meist in Fuß angegeben",
      "Beckenlängen, Tauchtiefen und Sportstrecken",
      "Immobilienanzeigen und Grundstückspläne aus einem anderen Land",
    ],
    tips: [
      {
        title: "Fuß und Zoll aus Metern",
        content: [
          "Der Nachkommaanteil eines Ergebnisses in Fuß sind keine Zoll. Für Fuß und Zoll rechnen Sie in Zoll um: 1,8 m sind {{1.8 m in}} in, und je 12 Zoll ergeben einen Fuß.",
        ],
      },
      {
        title: "Kopfrechentrick",
        content: [
          "Multiplizieren Sie die Meter mit 3 und addieren Sie ein Zehntel des Ergebnisses: 10 m ergeben 33 ft, gegenüber {{10 m ft}} ft. Der Trick liegt etwa 0,6 % zu hoch.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Fuß hat ein Meter?",
        answer:
          "Ein Meter sind {{1 m ft}} ft oder {{1 m in}} in. Der Fuß ist als exakt {{1 ft m}} m definiert.",
      },
      {
        question: "Wie groß sind 1,8 m in Fuß?",
        answer:
          "1,8 m sind {{1.8 m ft}} ft, also {{1.8 m in}} in: knapp 5 ft 11 in, denn 5 ft 11 in (71 in) sind {{71 in m}} m.",
      },
      {
        question: "Wie viele Fuß sind 100 Meter?",
        answer:
          "100 m sind {{100 m ft}} ft. Ein 100-m-Sprint ist daher länger als ein 100-Yard-Lauf, der {{100 yd m}} m misst.",
      },
      {
        question: "Ist ein Meter länger als ein Yard?",
        answer:
          "Ja. Ein Meter sind {{1 m yd}} yd: Er misst {{1 m in}} in, ein Yard {{1 yd in}} in. Ein Yard sind {{1 yd m}} m.",
      },
      {
        question: "Warum ergibt Meter in Fuß keine exakte Zahl?",
        answer:
          "Der Fuß ist exakt {{1 ft m}} m, aber sein Kehrwert ist eine unendliche Dezimalzahl. Der Umrechner teilt durch den exakten Wert und zeigt sechs Nachkommastellen an, 3,048 m ergeben also exakt {{3.048 m ft}} ft.",
      },
    ],
  },
  "/ft-to-m": {
    about: [
      "Der Fuß ist die gebräuchliche Längeneinheit der Vereinigten Staaten, wird im Vereinigten Königreich noch für Höhen und in der Luftfahrt weltweit verwendet. Es ist der internationale Fuß zu 12 Zoll, 1959 als exakt {{1 ft m}} m definiert. Bis 2022 verwendeten die Vereinigten Staaten für die Landvermessung außerdem einen US Survey Foot von 1200/3937 m; er ist etwa zwei Millionstel länger, und diese Seite verwendet den internationalen Fuß.",
      "Um Fuß in Meter umzurechnen, multiplizieren Sie mit {{1 ft m}}. Der Faktor ist exakt, also ist es auch das Ergebnis: Eine ganze Zahl von Fuß ergibt in Metern höchstens vier Nachkommastellen, und der Umrechner zeigt sie alle an. Ein Fuß ist etwas weniger als ein Drittel Meter, die Zahl der Meter ist also immer kleiner. Verwendet wird die Umrechnung für Gebäude- und Raumgrößen auf US-Plänen, Deckenhöhen, Flughöhen, Höhenangaben, Bootslängen und Wellenhöhen.",
    ],
    useCases: [
      "Raum- und Deckenmaße auf Hausplänen aus den USA und dem Vereinigten Königreich",
      "Flughöhen und Flugflächen von Flugzeugen, in Fuß angegeben",
      "Berg- und Geländehöhen auf US-Karten",
      "Bootslängen, Masthöhen und Wassertiefen",
      "Körpergrößen in Fuß und Zoll",
    ],
    tips: [
      {
        title: "Fuß und Zoll zusammen",
        content: [
          "Rechnen Sie Fuß und Zoll getrennt um und addieren Sie: 5 ft 10 in sind {{5 ft m}} m + {{10 in m}} m. Geben Sie nicht 5,10 ft ein, denn das bedeutet fünf und ein Zehntel Fuß.",
        ],
      },
      {
        title: "Survey Feet in alten US-Grundbuchunterlagen",
        content: [
          "US-Grundstücksurkunden und State-Plane-Koordinaten, die vor 2023 erstellt wurden, können in US Survey Feet angegeben sein. Der Unterschied beträgt zwei Millionstel, etwa 2 mm pro Kilometer ({{2 mm in}} in), was nur bei langen Vermessungsstrecken und großen Koordinaten eine Rolle spielt.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Meter ist 1 Fuß?",
        answer: "Ein Fuß ist exakt {{1 ft m}} m oder {{1 ft cm}} cm.",
      },
      {
        question: "Wie groß sind 6 Fuß in Metern?",
        answer: "6 ft sind {{6 ft m}} m. Sechs Fuß zwei Zoll (74 in) sind {{74 in m}} m.",
      },
      {
        question: "Wie viele Meter sind 35.000 Fuß?",
        answer:
          "35.000 ft, eine typische Reiseflughöhe von Verkehrsflugzeugen, sind {{35000 ft m}} m oder {{35000 ft km}} km.",
      },
      {
        question: "Wie hoch ist eine Decke von 8 Fuß in Metern?",
        answer: "Eine Decke von 8 ft ist {{8 ft m}} m hoch, eine Decke von 10 ft {{10 ft m}} m.",
      },
      {
        question:
          "Was ist der Unterschied zwischen dem internationalen Fuß und dem US Survey Foot?",
        answer:
          "Der internationale Fuß ist exakt {{1 ft m}} m. Der US Survey Foot ist 1200/3937 m, etwa zwei Millionstel länger; das NIST hat ihn Ende 2022 abgeschafft. Alltägliche Messungen, und diese Seite, verwenden den internationalen Fuß.",
      },
    ],
  },
};
