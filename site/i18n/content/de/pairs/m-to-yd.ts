import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/m-to-yd.ts. */
export const texts: UnitTranslations = {
  "/m-to-yd": {
    about: [
      "Der Meter ist die SI-Einheit der Länge; das Yard ist die imperiale und US-amerikanische Einheit von {{1 yd ft}} Fuß oder {{1 yd in}} Zoll. Das internationale Yard-and-Pound-Abkommen von 1959 definierte das Yard als exakt {{1 yd m}} m, und alle anderen imperialen Längen (Zoll, Fuß, Meile) folgen daraus. Ein Meter sind daher {{1 m yd}} yd, auf sechs Nachkommastellen gerundet.",
      "Um Meter in Yards umzurechnen, teilen Sie durch {{1 yd m}}. Das Yard ist etwas kürzer als der Meter, die Zahl der Yards ist also immer etwas größer, um etwa 9 %. Gebraucht wird die Umrechnung, wo eine Seite eines Vergleichs Yards verwendet: Stoffe und Bänder, die in den Vereinigten Staaten nach Yard verkauft werden, Entfernungen auf Golfplätzen, American Football, Schwimmbecken mit 25 Yards und Verkehrsschilder im Vereinigten Königreich, die kurze Entfernungen in Yards angeben.",
    ],
    useCases: [
      "Stoff, Band oder Garn kaufen, das nach Yard bepreist ist",
      "Golfentfernungen auf Plätzen und Entfernungsmessern, die auf Meter oder Yards eingestellt sind",
      "Lauf- und Schwimmstrecken in Metern mit Wettbewerben über Yards vergleichen",
      "Kurze Entfernungen auf britischen Verkehrsschildern, die in Yards angegeben sind",
    ],
    tips: [
      {
        title: "Grob ein Zehntel addieren",
        content: [
          "Für eine schnelle Schätzung addieren Sie 10 % zu den Metern: 100 m ergeben 110 yd, gegenüber {{100 m yd}} yd. Die Schätzung liegt etwa 0,6 % zu hoch.",
        ],
      },
      {
        title: "Yards, Fuß und Zoll",
        content: [
          "Der Nachkommaanteil eines Ergebnisses in Yards ist ein Bruchteil eines Yards, keine Fuß. Multiplizieren Sie ihn mit 3 für Fuß oder mit 36 für Zoll.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Yards sind 100 Meter?",
        answer:
          "100 m sind {{100 m yd}} yd. Ein 100-m-Lauf ist also fast 110 Yards lang, während ein 100-Yard-Feld {{100 yd m}} m misst.",
      },
      {
        question: "Wie viele Yards hat ein Meter?",
        answer:
          "Ein Meter sind {{1 m yd}} yd oder {{1 m in}} in, gegenüber den {{1 yd in}} in eines Yards. Das Yard selbst ist exakt {{1 yd m}} m.",
      },
      {
        question: "Wie viele Yards Stoff sind 2 Meter?",
        answer:
          "2 m sind {{2 m yd}} yd. Wenn Sie 2 1/4 yd ({{2.25 yd m}} m) kaufen, reicht das mit etwas Reserve.",
      },
      {
        question: "Ist ein Meter dasselbe wie ein Yard?",
        answer:
          "Nein. Beide liegen nah beieinander, aber ein Meter ist länger: {{1 m yd}} yd. Der Unterschied wächst mit der Strecke: 1.000 m sind {{1000 m yd}} yd.",
      },
      {
        question: "Wie viele Yards sind 400 m?",
        answer:
          "400 m, eine Runde auf einer Standard-Laufbahn, sind {{400 m yd}} yd. Die alte imperiale Viertelmeile misst 440 yd, also {{440 yd m}} m.",
      },
    ],
  },
  "/yd-to-m": {
    about: [
      "Das Yard war die Grundlage des imperialen Längensystems: Zoll, Fuß und Meile sind Bruchteile und Vielfache davon. Seit dem internationalen Yard-and-Pound-Abkommen von 1959 ist es exakt {{1 yd m}} m, gleich in den Vereinigten Staaten, im Vereinigten Königreich und in den übrigen Unterzeichnerstaaten. Ein Yard sind {{1 yd ft}} ft oder {{1 yd in}} in.",
      "Um Yards in Meter umzurechnen, multiplizieren Sie mit {{1 yd m}}. Der Faktor ist exakt, ganze Yards ergeben also in Metern höchstens vier Nachkommastellen, und der Umrechner zeigt das Ergebnis vollständig an. Die Zahl der Meter ist immer etwas kleiner, um etwa 8,6 %. Man rechnet Yards um für Stoffe und Teppiche, die nach Yard gekauft werden, Entfernungen im American Football und beim Golf, in Yards vermessene Schwimmbecken sowie ältere britische Sport- und Technikdaten.",
    ],
    useCases: [
      "Stoff, Teppich und Garn, nach Yard gekauft",
      "Entfernungen im American Football: das 100-Yard-Feld, 10 Yards für ein First Down",
      "Längen von Golfbahnen und Schlägerweiten in Yards",
      "Schwimmen in 25-Yard-Becken und Zeiten mit 25-m- und 50-m-Becken vergleichen",
    ],
    tips: [
      {
        title: "Grob ein Zehntel abziehen",
        content: [
          "Für eine schnelle Schätzung ziehen Sie ein Zehntel der Yards ab: 200 yd ergeben 180 m, gegenüber {{200 yd m}} m. Die Schätzung liegt etwa 1,6 % zu niedrig.",
        ],
      },
      {
        title: "Quadratyards sind keine Yards",
        content: [
          "Teppich und Rollrasen werden oft pro Quadratyard bepreist, einer Fläche. Ein Quadratyard sind {{1 yd m}} × {{1 yd m}} m², nicht {{1 yd m}} m²; verwenden Sie dafür den Flächen-Umrechner.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Meter ist ein Yard?",
        answer: "Ein Yard ist exakt {{1 yd m}} m, also {{1 yd cm}} cm.",
      },
      {
        question: "Wie viele Meter sind 100 Yards?",
        answer:
          "100 yd sind {{100 yd m}} m, die Länge eines American-Football-Feldes zwischen den Torlinien.",
      },
      {
        question: "Ist ein Yard länger als ein Meter?",
        answer:
          "Nein. Ein Yard ist {{1 yd m}} m, also kürzer als ein Meter: Ein Yard misst {{1 yd in}} in, ein Meter {{1 m in}} in.",
      },
      {
        question: "Wie viele Meter ist ein Golfloch von 400 Yards?",
        answer:
          "400 yd sind {{400 yd m}} m. Ein Loch, das auf einem metrischen Platz mit 400 m angegeben ist, ist länger: {{400 m yd}} yd.",
      },
      {
        question: "Wie lang ist ein 25-Yard-Becken in Metern?",
        answer:
          "Ein 25-Yard-Becken ist {{25 yd m}} m lang; ein 25-m-Becken ist also länger, und die in beiden geschwommenen Zeiten sind nicht direkt vergleichbar.",
      },
    ],
  },
};
