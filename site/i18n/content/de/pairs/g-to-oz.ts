import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/g-to-oz.ts. */
export const texts: UnitTranslations = {
  "/g-to-oz": {
    about: [
      "Das Gramm (g) ist ein Tausendstel Kilogramm, der SI-Einheit der Masse, und außerhalb der Vereinigten Staaten die übliche Einheit für Lebensmittel, Zutaten, Briefe und kleine Pakete. Die Unze (oz) auf dieser Seite ist die Avoirdupois-Unze, ein Sechzehntel des internationalen Pfunds: Da das Pfund exakt {{1 lb g}} g ist, ist die Unze exakt 28,349523125 g (453,59237 ÷ 16), auf sechs Nachkommastellen angezeigt als {{1 oz g}} g. Sie ist weder die Troy-Unze für Gold und Silber noch die Flüssigunze, die ein Volumen misst.",
      "Um Gramm in Unzen umzurechnen, teilen Sie durch 28,349523125 oder multiplizieren mit {{1 g oz}}, was auf etwa sechs signifikante Stellen dasselbe ergibt. Eine Unze ist viel größer als ein Gramm, die Zahl in Unzen ist also immer kleiner, ungefähr ein Dreißigstel der Gramm. Die Umrechnung begegnet Ihnen bei metrischen Rezepten in amerikanischen Küchen, bei Nährwertangaben und Portionsgrößen, Post- und Versandgewichten, Kaffee- und Teedosierungen und bei Küchenwaagen, die auf die andere Einheit umgestellt sind.",
    ],
    useCases: [
      "Amerikanische Rezepte mit einer metrischen Küchenwaage nachkochen, und umgekehrt",
      "Nährwertangaben und Portionsgrößen lesen",
      "Porto und Versandkosten für Briefe und kleine Pakete",
      "Kaffee-, Tee- und Gewürzmengen, die in Gramm abgewogen werden",
    ],
    tips: [
      {
        title: "Wiegen, nicht das Volumen schätzen",
        content: [
          "Gramm und Unzen sind hier beide Gewichte. Ein Rezept, das Mehl in Gramm angibt, lässt sich nach Gewicht in Unzen umrechnen; für die Umrechnung in Tassen braucht man die Dichte der Zutat, die davon abhängt, wie fest sie gepackt ist.",
        ],
      },
      {
        title: "Eine Faustregel",
        content: [
          "Für eine Schätzung teilen Sie die Gramm durch 30: 300 g ergeben 10 oz gegenüber {{300 g oz}} oz. Die Abkürzung liegt etwa 5,5 % zu niedrig.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Unzen sind 100 Gramm?",
        answer: "100 g sind {{100 g oz}} oz, etwas mehr als dreieinhalb Unzen.",
      },
      {
        question: "Wie viele Unzen ist 1 Gramm?",
        answer: "1 g ist {{1 g oz}} oz. Für eine Unze braucht es {{1 oz g}} g.",
      },
      {
        question: "Wie viele Unzen sind 500 g?",
        answer:
          "500 g sind {{500 g oz}} oz oder {{500 g lb}} lb, etwas mehr als ein Pfund ({{1 lb g}} g).",
      },
      {
        question: "Ist das die Troy-Unze für Gold?",
        answer:
          "Nein. Diese Seite verwendet die Avoirdupois-Unze für Waren des Alltags, {{1 oz g}} g. Gold, Silber und Platin werden in Troy-Unzen von {{1 oz_troy g}} g gehandelt, die der Gewichtsrechner anbietet.",
      },
      {
        question: "Was ist der Unterschied zwischen einer Unze und einer Flüssigunze?",
        answer:
          "Eine Unze ist eine Einheit des Gewichts (der Masse); eine Flüssigunze ist eine Volumeneinheit. Eine US-Flüssigunze Wasser wiegt etwas mehr als eine Unze, und Öle oder Honig wiegen unterschiedlich viel; ohne die Dichte lässt sich das eine also nicht in das andere umrechnen.",
      },
    ],
  },
  "/oz-to-g": {
    about: [
      "Die Unze ist die kleine Gewichtseinheit des US-amerikanischen und des imperialen Systems: ein Sechzehntel Pfund. Die Avoirdupois-Unze für Lebensmittel und Waren des Alltags ist exakt 28,349523125 Gramm, weil das Pfund 1959 als exakt {{1 lb g}} g definiert wurde. Der Rechner zeigt sie als {{1 oz g}} g, gerundet auf sechs Nachkommastellen; tausend Unzen sind exakt {{1000 oz g}} g.",
      "Um Unzen in Gramm umzurechnen, multiplizieren Sie mit 28,349523125. Der Faktor ist exakt, die einzige Rundung ist also die Anzeige des Rechners mit sechs Nachkommastellen. Ein Gramm ist viel kleiner, die Zahl in Gramm ist also immer größer, fast dreißigmal. Verwendet wird die Umrechnung für amerikanische Rezepte (Butter, Käse, Fleisch und Schokolade in Unzen), Packungsgewichte, Porto, das nach Unzen berechnet wird, sowie Hobby- und Bastelbedarf. Edelmetalle werden in Troy-Unzen gewogen, einer anderen Einheit.",
    ],
    useCases: [
      "Amerikanische Rezepte mit einer metrischen Küchenwaage nachkochen",
      "In Unzen angegebene Packungsgewichte umrechnen",
      "Porto und Versand, die nach Unzen berechnet werden",
      "Portionsgrößen von Fleisch, Käse und Snacks",
    ],
    tips: [
      {
        title: "Nettogewicht in Unzen, nicht Flüssigunzen",
        content: [
          "„Net wt 12 oz“ (Nettogewicht) auf einer Packung ist ein Gewicht und wird hier umgerechnet. „12 fl oz“ auf einem Getränk ist ein Volumen; rechnen Sie es stattdessen mit dem Volumenrechner um.",
        ],
      },
      {
        title: "Für die Küche runden",
        content: [
          "Küchenwaagen zeigen meist ganze Gramm an, 4 oz ({{4 oz g}} g) wiegt man also aufs Gramm genau ab; die Nachkommastellen behalten Sie nur für kleine Mengen stark wirkender Zutaten wie Hefe oder Salz.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Gramm hat eine Unze?",
        answer:
          "Eine Avoirdupois-Unze hat exakt 28,349523125 g, hier angezeigt als {{1 oz g}} g. Eine Troy-Unze hat {{1 oz_troy g}} g.",
      },
      {
        question: "Wie viele Gramm sind 8 oz?",
        answer:
          "8 oz, ein halbes Pfund, sind {{8 oz g}} g. Steht in einem Rezept 8 fl oz, ist ein Volumen gemeint, kein Gewicht, und dafür brauchen Sie den Volumenrechner.",
      },
      {
        question: "Wie viele Gramm wiegt ein Stick Butter?",
        answer:
          "Ein US-Stick Butter wiegt 4 oz, ein Viertelpfund, das sind {{4 oz g}} g. Vier Sticks ergeben ein Pfund, {{1 lb g}} g.",
      },
      {
        question: "Warum steht auf Lebensmitteletiketten, 1 oz seien 28 g?",
        answer:
          "Die US-Vorschriften zur Nährwertkennzeichnung runden die Unze auf 28 g. Der exakte Wert ist 28,349523125 g, die Angabe auf dem Etikett liegt also etwa 1,2 % zu niedrig.",
      },
      {
        question: "Wie viele Gramm sind 16 oz?",
        answer: "16 oz sind ein Pfund, exakt {{16 oz g}} g.",
      },
    ],
  },
};
