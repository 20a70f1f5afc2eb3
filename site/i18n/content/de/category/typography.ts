import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/typography.ts. */
export const texts: UnitTranslations = {
  "/typography": {
    about: [
      "Typografische Einheiten messen Schriftgrößen, Zeilenabstände, Ränder und Spaltenbreiten. Sie sind Längen und hier über den Zoll definiert, der exakt {{1 in mm}} mm beträgt. Der Punkt auf dieser Seite ist der DTP- oder PostScript-Punkt von exakt 1/72 Zoll, {{1 pt mm}} mm, den Textverarbeitungen, Layoutprogramme, PDF und CSS verwenden. Die Pica hat {{1 pica pt}} Punkt, ein Sechstel Zoll ({{1 pica mm}} mm), und ein Zoll hat {{1 in pt}} Punkt oder {{1 in pica}} Pica.",
      "Das Pixel auf dieser Seite ist das CSS-Pixel des Webdesigns, definiert als 1/96 Zoll: {{1 in px}} px auf den Zoll, also 1 pt = {{1 pt px}} px und 1 px = {{1 px pt}} pt. Ein CSS-Pixel ist eine Bezugseinheit, kein Bildpunkt eines bestimmten Bildschirms: Auf einem Display mit hoher Pixeldichte deckt ein CSS-Pixel mehrere Gerätepixel ab, und Browser können die ganze Seite skalieren. Das Verhältnis von 1/96 Zoll gilt exakt, wenn CSS-Längen ineinander umgerechnet werden, und im Druck bei 100 % Skalierung.",
      "Der DTP-Punkt ist nicht der einzige Punkt. Der traditionelle amerikanische Schriftsetzerpunkt, etwa 0,3515 mm (das „pt“ von TeX ist 1/72,27 Zoll), und der kontinentaleuropäische Didot-Punkt, etwa 0,376 mm, sind etwas andere Einheiten, die in älteren Schriftmusterbüchern und in TeX-Dokumenten vorkommen; TeX nennt den DTP-Punkt „big point“ (bp). Beide werden hier angeboten: der Schriftsetzerpunkt von 0,013837 Zoll ({{1 pt_printer mm}} mm) mit seiner Pica und der Didot-Punkt von {{1 didot mm}} mm mit dem Cicero von 12 Didot-Punkt. Die Punktgröße einer Schrift ist die Höhe ihres Geviert-Kegels, nicht die Höhe ihrer Großbuchstaben; zwei Schriften in derselben Größe können daher recht unterschiedlich aussehen.",
    ],
    useCases: [
      "Schriftgrößen zwischen Textverarbeitung und Webseite abgleichen: Text in 12 pt sind in CSS {{12 pt px}} px, und 14 px sind {{14 px pt}} pt.",
      "Druckränder und Spaltenbreiten in Pica festlegen: Eine Spalte von 30 Pica ist {{30 pica in}} in oder {{30 pica mm}} mm breit.",
      "Eine US-Letter-Seite (8,5 × 11 in) für Druck-Stylesheets in CSS-Pixel umrechnen: {{8.5 in px}} × {{11 in px}} px.",
      "PDF-Koordinaten umrechnen, die in Punkt angegeben sind: Eine A4-Seite mit 210 mm Breite ist {{210 mm pt}} pt breit.",
      "Linienstärken und Zeilenabstände festlegen: Eine Haarlinie von 0,5 pt ist {{0.5 pt mm}} mm stark.",
    ],
    guides: [
      {
        title: "Punkt, Pica und Pixel von Hand",
        content: [
          "Alles folgt aus 1 in = {{1 in pt}} pt = {{1 in px}} px = {{1 in pica}} pc. Punkt in CSS-Pixel: mit 96/72 multiplizieren, also 4/3 ({{1 pt px}}). Pixel in Punkt: mit 3/4 multiplizieren ({{1 px pt}}). 12 pt sind also {{12 pt px}} px, und 16 px, die Standardschriftgröße der meisten Browser, sind {{16 px pt}} pt.",
          "Pica in Punkt: mit {{1 pica pt}} multiplizieren. Punkt in Millimeter: mit {{1 pt mm}} multiplizieren. Pica in Zoll: durch {{1 in pica}} teilen.",
        ],
      },
      {
        title: "Bildschirmpixel und CSS-Pixel",
        content: [
          "Ein CSS-Pixel ist über das Verhältnis von 1/96 Zoll definiert, doch ein Bildschirm zeigt einen CSS-Zoll nicht unbedingt als physischen Zoll. Smartphones und Monitore mit hoher Pixeldichte verwenden oft zwei oder drei Gerätepixel pro CSS-Pixel, und die Skalierung des Betriebssystems ändert die physische Größe noch einmal.",
          "Verwenden Sie Umrechnungen zwischen Pixel und Punkt für Layout und Druck, wo sie exakt sind; um die physische Größe von Text auf einem bestimmten Bildschirm vorherzusagen, brauchen Sie zusätzlich dessen Pixeldichte und Skalierungsfaktor.",
        ],
      },
    ],
    tips: [
      {
        title: "Pixel in Punkt",
        content: [
          "Multiplizieren Sie Pixel mit {{1 px pt}}, um Punkt zu erhalten: 24 px sind {{24 px pt}} pt.",
        ],
      },
      {
        title: "Sagen Sie, welcher Punkt",
        content: [
          "Moderne Software verwendet den DTP-Punkt von 1/72 Zoll. Ältere Schriftmuster aus dem Bleisatz und das „pt“ von TeX tun das nicht: Wählen Sie dafür den Schriftsetzerpunkt oder den Didot-Punkt.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Pixel sind 12 pt?",
        answer:
          "In CSS sind 12 pt {{12 pt px}} px, denn ein Punkt ist 1/72 Zoll und ein CSS-Pixel 1/96 Zoll, also 1 pt = {{1 pt px}} px.",
      },
      {
        question: "Wie rechne ich px in pt um?",
        answer:
          "Multiplizieren Sie mit 3/4: 1 px = {{1 px pt}} pt. 16 px sind also {{16 px pt}} pt und 20 px sind {{20 px pt}} pt.",
      },
      {
        question: "Wie viele Punkt hat ein Zoll?",
        answer:
          "Der DTP-Punkt moderner Software ist exakt 1/72 Zoll, ein Zoll hat also {{1 in pt}} Punkt. Ein Punkt sind {{1 pt mm}} mm.",
      },
      {
        question: "Was ist eine Pica?",
        answer:
          "Eine Pica hat {{1 pica pt}} Punkt, ein Sechstel Zoll: {{1 pica in}} in oder {{1 pica mm}} mm. Gestalter verwenden sie für Spaltenbreiten und Ränder.",
      },
      {
        question: "Wie viele Pixel hat ein Zoll?",
        answer:
          "In CSS exakt {{1 in px}} px. Die Zahl der physischen Pixel pro Zoll eines Bildschirms (seine PPI) ist eine andere Größe, die vom Gerät abhängt.",
      },
    ],
  },
};
