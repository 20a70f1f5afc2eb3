import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/lb-to-oz.ts. */
export const texts: UnitTranslations = {
  "/lb-to-oz": {
    about: [
      "Pfund und Unze sind die beiden Alltagsgewichte des Avoirdupois-Systems, das in den Vereinigten Staaten und, neben metrischen Einheiten, im Vereinigten Königreich verwendet wird. Ein Pfund sind exakt {{1 lb oz}} Unzen; seit 1959 sind beide an das Kilogramm gebunden, das Pfund mit exakt {{1 lb g}} g und die Unze mit {{1 oz g}} g (auf sechs Nachkommastellen). Bei der Umrechnung zwischen beiden kommen nie Gramm ins Spiel.",
      "Um Pfund in Unzen umzurechnen, multiplizieren Sie mit {{1 lb oz}}. Das Ergebnis ist für jede Dezimalzahl von Pfund exakt: 0,1 lb sind {{0.1 lb oz}} oz. Pfund werden oft mit restlichen Unzen geschrieben (7 lb 4 oz), und diese Umrechnung liefert diese Unzen: Nehmen Sie den Nachkommaanteil der Pfund und multiplizieren Sie ihn mit 16. Verwendet wird sie für Geburtsgewichte von Babys, Fleisch sowie Obst und Gemüse, die nach Pfund verkauft werden, Rezeptmengen, Porto sowie Gewichte beim Angeln und Jagen.",
    ],
    useCases: [
      "Das Geburtsgewicht eines Babys in Pfund und Unzen angeben",
      "Fleisch, Käse oder Obst und Gemüse, nach Pfund gekauft, in Portionen zu Unzen aufteilen",
      "Amerikanische Rezepte skalieren, die Pfund und Unzen mischen",
      "Porto und Paketgewichte, die nach Unzen berechnet werden",
    ],
    tips: [
      {
        title: "Dezimale Pfund in Pfund und Unzen",
        content: [
          "Behalten Sie die ganzen Pfund und rechnen Sie nur den Nachkommaanteil um: Bei 7,25 lb sind 0,25 lb gleich {{0.25 lb oz}} oz, also sind 7,25 lb gleich 7 lb 4 oz.",
        ],
      },
      {
        title: "Troy-Pfund sind etwas anderes",
        content: [
          "Das Troy-Pfund für Edelmetalle hat {{1 lb_troy oz_troy}} Troy-Unzen und wiegt {{1 lb_troy g}} g, weniger als das Avoirdupois-Pfund mit {{1 lb g}} g. Vermischen Sie die beiden Systeme nicht.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Unzen hat ein Pfund?",
        answer:
          "Ein Avoirdupois-Pfund sind exakt {{1 lb oz}} oz. Das ist das Pfund für Lebensmittel, Körpergewicht und Porto in den USA und im Vereinigten Königreich.",
      },
      {
        question: "Wie viele Unzen sind 1,5 Pfund?",
        answer: "1,5 lb sind {{1.5 lb oz}} oz, anderthalb Pfund.",
      },
      {
        question: "Wie viele Unzen sind ein halbes Pfund?",
        answer: "Ein halbes Pfund sind {{0.5 lb oz}} oz, ein Viertelpfund {{0.25 lb oz}} oz.",
      },
      {
        question: "Wie schreibe ich 7,4 lb in Pfund und Unzen?",
        answer:
          "Behalten Sie die 7 lb und rechnen Sie 0,4 lb um: {{0.4 lb oz}} oz. 7,4 lb sind also 7 lb und {{0.4 lb oz}} oz, nicht 7 lb 4 oz.",
      },
      {
        question: "Wie viele Unzen sind 5 lb?",
        answer: "5 lb sind {{5 lb oz}} oz, also {{5 lb kg}} kg.",
      },
    ],
  },
  "/oz-to-lb": {
    about: [
      "Unzen sind die kleine Einheit auf amerikanischen Lebensmittelverpackungen, Paketen und Küchenwaagen; Pfund sind die größere Einheit von {{1 lb oz}} Unzen für Körpergewicht, Fleisch und Schüttgut. Beide gehören zum Avoirdupois-System, das seit 1959 über das Kilogramm definiert ist, mit dem Pfund bei exakt {{1 lb g}} g. Das Verhältnis zwischen beiden ist exakt: Eine Unze ist {{1 oz lb}} lb.",
      "Um Unzen in Pfund umzurechnen, teilen Sie durch {{1 lb oz}}. Das Ergebnis ist eine Dezimalzahl von Pfund; um es in Pfund und Unzen zu schreiben, nehmen Sie die ganzen Pfund und lassen die restlichen Unzen, wie sie sind (38 oz sind 2 lb und 6 oz). Jede ganze Zahl von Unzen ergibt ein exaktes Ergebnis mit höchstens vier Nachkommastellen, das der Umrechner vollständig anzeigt. Man verwendet die Umrechnung, um Packungsgrößen und Grundpreise zu vergleichen, Zutatengewichte zu addieren und Versand- und Gepäckgewichte zu lesen.",
    ],
    useCases: [
      "Grundpreise von Packungen vergleichen, die in Unzen und Pfund beschriftet sind",
      "In Unzen angegebene Rezeptzutaten addieren",
      "Paket- und Portogewichte",
      "Fänge beim Angeln und Gewichte kleiner Tiere",
    ],
    tips: [
      {
        title: "Reste bleiben in Unzen",
        content: [
          "Für Pfund und Unzen teilen Sie durch 16 und behalten den Rest in Unzen: 50 oz sind 3 lb (48 oz) plus 2 oz. Die Dezimalform, {{50 oz lb}} lb, ist dasselbe Gewicht, nur anders geschrieben.",
        ],
      },
      {
        title: "Nettogewicht auf Etiketten",
        content: [
          "US-Lebensmitteletiketten zeigen das Nettogewicht meist in Unzen und noch einmal in Pfund und Unzen, dazu in Gramm. „Net wt 24 oz (1 lb 8 oz)“ ist ein Gewicht, auf zwei Arten geschrieben; in Gramm sind es {{24 oz g}} g, die das Etikett rundet.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Pfund sind 16 Unzen?",
        answer:
          "16 oz sind exakt {{16 oz lb}} lb, die Definition des Avoirdupois-Pfunds: {{16 oz g}} g.",
      },
      {
        question: "Wie viele Pfund sind 8 oz?",
        answer:
          "8 oz sind {{8 oz lb}} lb, ein halbes Pfund, und 4 oz sind {{4 oz lb}} lb, ein Viertelpfund.",
      },
      {
        question: "Wie viele Pfund sind 24 oz?",
        answer: "24 oz sind {{24 oz lb}} lb, also 1 lb 8 oz.",
      },
      {
        question: "Wie viele Pfund ist 1 Unze?",
        answer: "1 oz ist {{1 oz lb}} lb, ein Sechzehntel Pfund.",
      },
      {
        question: "Ist eine Flüssigunze ein Sechzehntel Pfund?",
        answer:
          "Nein. Eine Flüssigunze misst Volumen, nicht Gewicht. Eine US-Flüssigunze Wasser wiegt etwas mehr als eine Unze, andere Flüssigkeiten wiegen mehr oder weniger.",
      },
    ],
  },
};
