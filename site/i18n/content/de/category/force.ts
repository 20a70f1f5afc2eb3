import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/force.ts. */
export const texts: UnitTranslations = {
  "/force": {
    about: [
      "Kraft ist das, was die Bewegung eines Körpers ändert: Nach dem zweiten newtonschen Gesetz ist sie Masse mal Beschleunigung. Ihre SI-Einheit ist das Newton (N), die Kraft, die einer Masse von einem Kilogramm eine Beschleunigung von einem Meter pro Quadratsekunde erteilt (1 N = 1 kg·m/s²). Das Kilonewton ({{1 kn n}} N) ist im Bau- und Maschinenwesen verbreitet. Im älteren CGS-System ist die Einheit das Dyn, {{1 dyn n}} N, ein Newton sind also {{1 n dyn}} Dyn.",
      "Gravitative Krafteinheiten sind als Gewichtskraft einer Normmasse unter Normfallbeschleunigung definiert, g₀ = 9,80665 m/s² exakt. Das Kilogramm-Kraft (kgf, auch Kilopond genannt) ist die Gewichtskraft eines Kilogramms, exakt {{1 kgf n}} N. Das Pound-force (lbf) ist die Gewichtskraft eines Avoirdupois-Pfunds, 0,45359237 kg × 9,80665 m/s², ein exaktes Produkt, das gerundet {{1 lbf n}} N ergibt. Da beide Gewichtskräfte von Massen sind, ist 1 kgf {{1 kgf lbf}} lbf, dasselbe Verhältnis wie zwischen Kilogramm und Pfund.",
      "Das Poundal (pdl) gehört zum absoluten Fuß-Pfund-Sekunde-System: die Kraft, die ein Pfund mit einem Fuß pro Quadratsekunde beschleunigt, {{1 pdl n}} N. Ein Pound-force sind {{1 lbf pdl}} Poundal, der Zahlenwert von g₀ in Fuß pro Quadratsekunde. Die häufigste Verwechslung auf dieser Seite ist die zwischen Masse und Kraft: Kilogramm und Pfund sind Massen, Kilogramm-Kraft und Pound-force sind Kräfte, und an der Erdoberfläche wiegt eine Masse von 1 kg etwa {{1 kgf n}} N.",
    ],
    useCases: [
      "Den Schub von Triebwerken und Motoren ablesen, angegeben in Newton, Kilonewton oder Pound-force: 100 kN Schub sind {{100 kn lbf}} lbf.",
      "Belastungsangaben von Seilen, Ankern, Schrauben und Kletterausrüstung prüfen, oft in kN angegeben: Ein Karabiner mit 22 kN hält {{22 kn kgf}} kgf oder {{22 kn lbf}} lbf.",
      "Messwerte von Federn, Waagen und Kraftaufnehmern zwischen metrischen und US-Einheiten umrechnen: 50 N sind {{50 n lbf}} lbf.",
      "Physikaufgaben lösen, in denen CGS- und SI-Einheiten gemischt vorkommen: 5.000 dyn sind {{5000 dyn n}} N.",
      "Ältere europäische technische Daten in Kilogramm-Kraft oder Kilopond deuten: 250 kgf sind {{250 kgf kn}} kN.",
    ],
    guides: [
      {
        title: "Kraft von Hand umrechnen",
        content: [
          "Pound-force in Newton: mit {{1 lbf n}} multiplizieren. Newton in Pound-force: mit {{1 n lbf}} multiplizieren. So sind 50 lbf {{50 lbf n}} N, und 100 N sind {{100 n lbf}} lbf.",
          "Kilogramm-Kraft in Newton: mit {{1 kgf n}} multiplizieren, der Normfallbeschleunigung. Für eine schnelle Schätzung verwenden viele Ingenieure stattdessen 10, was das Ergebnis um etwa 2 % zu hoch ausfallen lässt; der Rechner verwendet den exakten Wert, 20 kgf sind also {{20 kgf n}} N.",
        ],
      },
      {
        title: "Masse, Gewicht und Kraft",
        content: [
          "Eine Waage, die „70 kg“ anzeigt, misst die Schwerkraft auf einen Körper und teilt sie durch ein angenommenes g. Die Masse ist 70 kg; die Kraft beträgt unter Normfallbeschleunigung etwa {{70 kgf n}} N oder {{70 kgf lbf}} lbf. Die tatsächliche Schwerkraft schwankt leicht mit geografischer Breite und Höhe, doch Kilogramm-Kraft und Pound-force sind mit dem festen Normwert 9,80665 m/s² definiert.",
          "Um eine Masse in eine Gewichtskraft umzurechnen, multiplizieren Sie mit g: Kilogramm mal 9,80665 ergibt Newton. Um Masseneinheiten umzurechnen (kg in lb), verwenden Sie stattdessen den Gewichtsrechner.",
        ],
      },
    ],
    tips: [
      {
        title: "lb ist Masse, lbf ist Kraft",
        content: [
          "Technische Spezifikationen schreiben für Kraft lbf (manchmal auch lb). Beschreibt ein Wert in „pounds“ (Pfund) ein Drücken, Ziehen, einen Schub oder eine Last, sind Pound-force gemeint.",
        ],
      },
      {
        title: "Kilopond ist gleich Kilogramm-Kraft",
        content: [
          "Ältere deutsche und osteuropäische Daten in kp (Kilopond) verwenden dieselbe Einheit wie kgf: {{1 kgf n}} N.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Newton hat ein Pound-force?",
        answer:
          "Ein Pound-force sind {{1 lbf n}} N, und ein Newton ist {{1 n lbf}} lbf. Das Pound-force ist die Gewichtskraft eines Pfunds unter Normfallbeschleunigung (9,80665 m/s²).",
      },
      {
        question: "Wie viel Newton sind 1 kg?",
        answer:
          "Ein Kilogramm ist eine Masse, keine Kraft, aber unter Normfallbeschleunigung wiegt es 1 kgf, exakt {{1 kgf n}} N. Auf dem Mond wöge dasselbe Kilogramm etwa ein Sechstel davon.",
      },
      {
        question: "Was ist der Unterschied zwischen kgf und N?",
        answer:
          "Das Newton ist die SI-Einheit der Kraft. Das Kilogramm-Kraft ist die Gewichtskraft von 1 kg unter Normfallbeschleunigung: 1 kgf = {{1 kgf n}} N, also 1 N = {{1 n kgf}} kgf.",
      },
      {
        question: "Wie viele Pound-force hat ein Kilonewton?",
        answer:
          "Ein Kilonewton sind {{1 kn lbf}} lbf oder {{1 kn kgf}} kgf. Eine Last von 10 kN sind {{10 kn lbf}} lbf.",
      },
      {
        question: "Was ist ein Poundal?",
        answer:
          "Die Kraft, die eine Masse von einem Pfund mit einem Fuß pro Quadratsekunde beschleunigt: {{1 pdl n}} N. Das sind etwa {{1 pdl lbf}} Pound-force; man findet die Einheit vor allem in älteren Physiktexten.",
      },
    ],
  },
};
