import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/kg-to-lb.ts. */
export const texts: UnitTranslations = {
  "/kg-to-lb": {
    about: [
      "Das Kilogramm (kg) ist die SI-Basiseinheit der Masse, seit 2019 durch einen festgelegten Wert der Planck-Konstante definiert. Das Pfund (lb) auf dieser Seite ist das internationale Avoirdupois-Pfund, das Alltagspfund der Vereinigten Staaten und des Vereinigten Königreichs, durch das Yard-and-Pound-Abkommen von 1959 als exakt {{1 lb g}} Gramm definiert. Ein Kilogramm sind daher {{1 kg lb}} lb, ein auf sechs Nachkommastellen gerundeter Wert.",
      "Um Kilogramm in Pfund umzurechnen, teilen Sie durch 0,45359237, die exakte Zahl der Kilogramm in einem Pfund, oder multiplizieren mit {{1 kg lb}}, was auf etwa sechs signifikante Stellen dasselbe ergibt. Ein Kilogramm ist mehr als doppelt so schwer wie ein Pfund, die Zahl in Pfund ist also immer größer. Die Umrechnung begegnet Ihnen beim Körpergewicht (Pfund in den USA, Stone und Pfund im Vereinigten Königreich), bei Hantelscheiben und Kurzhanteln, Freigepäckgrenzen, Lebensmittel- und Paketgewichten sowie bei Medikamentendosen, die von der Körpermasse abhängen.",
    ],
    useCases: [
      "Körpergewicht auf Waagen, medizinischen Formularen und Fitness-Apps, die auf die andere Einheit eingestellt sind",
      "Trainingsgeräte: Hantelscheiben und Kurzhanteln in Kilogramm gegenüber solchen in Pfund",
      "Freigepäckgrenzen von Fluggesellschaften in Kilogramm",
      "Versand- und Paketgewichte für Porto und Kuriertarife",
      "Lebensmittel- und Zutatenpackungen, die in Kilogramm ausgezeichnet sind",
    ],
    tips: [
      {
        title: "Verdoppeln und ein Zehntel addieren",
        content: [
          "Für eine schnelle Schätzung verdoppeln Sie die Kilogramm und addieren ein Zehntel des Ergebnisses: 70 kg ergeben 154 lb gegenüber {{70 kg lb}} lb. Die Abkürzung liegt etwa 0,2 % zu niedrig.",
        ],
      },
      {
        title: "Stone im Vereinigten Königreich",
        content: [
          "Britische Körpergewichte werden oft in Stone und Pfund angegeben. Ein Stone hat {{1 st lb}} lb, 70 kg sind also {{70 kg st}} st; die zweite Tabelle gibt Stone direkt an.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Pfund ist 1 kg?",
        answer:
          "1 kg sind {{1 kg lb}} lb. Die exakte Beziehung gilt in der Gegenrichtung: Ein Pfund ist exakt {{1 lb g}} g.",
      },
      {
        question: "Wie viele Pfund sind 70 kg?",
        answer: "70 kg sind {{70 kg lb}} lb oder {{70 kg st}} Stone.",
      },
      {
        question: "Wie viele Pfund sind 23 kg Gepäck?",
        answer:
          "23 kg sind {{23 kg lb}} lb. Eine Freigepäckgrenze von 23 kg wird oft als 50 lb angegeben, das sind {{50 lb kg}} kg, etwas weniger als 23 kg.",
      },
      {
        question: "Wie viele Pfund wiegt eine 20-kg-Langhantelstange?",
        answer:
          "Eine 20-kg-Stange wiegt {{20 kg lb}} lb. Eine 45-lb-Stange, in US-Fitnessstudios verbreitet, wiegt {{45 lb kg}} kg; die beiden liegen also nah beieinander, sind aber nicht gleich.",
      },
      {
        question: "Sind Kilogramm und Pfund Einheiten des Gewichts oder der Masse?",
        answer:
          "Beide sind Masseneinheiten. Im Alltag bedeutet „Gewicht“ die Masse, und Waagen sind so kalibriert, dass sie sie anzeigen. Die Schwerkraft, die auf eine Masse wirkt, wird in Newton oder Pound-force gemessen, eine andere Größe.",
      },
    ],
  },
  "/lb-to-kg": {
    about: [
      "Das Pfund (lb, vom lateinischen libra), das in den Vereinigten Staaten und im Vereinigten Königreich in Handel und Alltag verwendet wird, ist das Avoirdupois-Pfund von {{1 lb oz}} Unzen. Seit dem internationalen Yard-and-Pound-Abkommen von 1959 ist es über das Kilogramm definiert: Ein Pfund ist exakt 0,45359237 kg, das sind {{1 lb g}} g. Es ist nicht das Troy-Pfund für Edelmetalle, das kleiner ist.",
      "Um Pfund in Kilogramm umzurechnen, multiplizieren Sie mit 0,45359237. Der Faktor ist exakt, die einzige Rundung ist also die Anzeige des Rechners mit sechs Nachkommastellen: Ein Pfund erscheint als {{1 lb kg}} kg, hundert Pfund dagegen exakt als {{100 lb kg}} kg. Ein Pfund ist etwas weniger als ein halbes Kilogramm, die Zahl in Kilogramm ist also immer kleiner. Gebraucht wird die Umrechnung für das Körpergewicht auf medizinischen und sportlichen Formularen, für Rezepte und Lebensmittelgewichte aus den USA, Trainingsgewichte sowie für das Gewicht von Paketen, Haustieren und Babys.",
    ],
    useCases: [
      "Ein Körpergewicht in Pfund in ein Formular oder eine App eintragen, die Kilogramm verlangt",
      "US-Rezepte und Lebensmittelgewichte wie 1 lb Hackfleisch",
      "Trainingsgewichte: Hantelscheiben und Kurzhanteln in Pfund in Kilogramm umrechnen",
      "Gewichte von Babys, Haustieren und Paketen, die in Pfund angegeben sind",
    ],
    tips: [
      {
        title: "Halbieren und ein Zehntel abziehen",
        content: [
          "Für eine schnelle Schätzung halbieren Sie die Pfund und ziehen ein Zehntel des Ergebnisses ab: 150 lb ergeben 67,5 kg gegenüber {{150 lb kg}} kg. Die Abkürzung liegt etwa 0,8 % zu niedrig.",
        ],
      },
      {
        title: "Pfund und Unzen",
        content: [
          "Ein Gewicht wie 7 lb 8 oz sind 7,5 lb, denn ein Pfund hat {{1 lb oz}} Unzen, nicht 10. Rechnen Sie zuerst die Unzen um (8 oz = {{8 oz lb}} lb) und addieren Sie sie zu den Pfund, bevor Sie in Kilogramm umrechnen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele kg sind 150 lbs?",
        answer:
          "150 lb sind {{150 lb kg}} kg. Zur Kontrolle: Die Zahl der Kilogramm ist immer etwas kleiner als die Hälfte der Zahl der Pfund.",
      },
      {
        question: "Wofür steht lbs?",
        answer:
          "„lb“ kommt vom lateinischen libra, einer römischen Gewichtseinheit; „lbs“ ist ein umgangssprachlicher englischer Plural. Normen wie NIST SP 811 schreiben das Symbol lb für Einzahl und Mehrzahl.",
      },
      {
        question: "Ist ein Pfund genau 0,45359237 kg?",
        answer:
          "Ja, per Definition seit 1959. Ein Pfund ist exakt {{1 lb g}} Gramm; die Umrechnung von Pfund in Kilogramm kommt also ohne gemessene Konstante aus.",
      },
      {
        question: "Wie viele kg sind 200 Pfund?",
        answer: "200 lb sind {{200 lb kg}} kg; runde 90 kg sind {{90 kg lb}} lb.",
      },
      {
        question: "Ist ein britisches Pfund dasselbe wie ein US-Pfund?",
        answer:
          "Ja. Beide verwenden das internationale Avoirdupois-Pfund von {{1 lb g}} g. Nur das Troy-Pfund ({{1 lb_troy g}} g), das für Edelmetalle verwendet wird, weicht ab.",
      },
    ],
  },
};
