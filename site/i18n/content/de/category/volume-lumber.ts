import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/volume-lumber.ts. */
export const texts: UnitTranslations = {
  "/volume-lumber": {
    about: [
      "Schnittholz und Brennholz werden nach Volumen verkauft, in eigenen Einheiten. Der Board-Foot (bf oder FBM, „foot board measure“), die Einheit des nordamerikanischen Holzhandels, ist das Volumen eines Bretts von einem Fuß Länge, einem Fuß Breite und einem Zoll Dicke: {{1 bf in3}} Kubikzoll oder ein Zwölftel Kubikfuß ({{1 cf bf}} Board-Feet auf den Kubikfuß). Große Mengen werden pro tausend Board-Feet berechnet, geschrieben MBF mit dem römischen M für tausend.",
      "Der Kubikfuß (cf) ist {{1 cf m3}} m³, und der Kubikmeter, die Einheit für Holz in den meisten Ländern der Welt, sind {{1 m3 cf}} Kubikfuß oder {{1 m3 bf}} Board-Feet. Das Cord misst gestapeltes Brennholz und Industrieholz: einen Stapel von 4 ft Höhe, 4 ft Breite und 8 ft Länge, {{1 cord cf}} Kubikfuß ({{1 cord m3}} m³) einschließlich der Luft zwischen den Scheiten. Alle diese Beziehungen sind per Definition exakt, weil sie auf dem internationalen Zoll von exakt 25,4 mm beruhen.",
      "Der Board-Foot wird aus den Maßen eines Bretts berechnet, und bei Nadelschnittholz in den USA sind das normalerweise die Nennmaße, nicht die tatsächlichen: Ein nominelles 2 × 4 wird auf etwa 1½ × 3½ Zoll gehobelt, aber als 2 × 4 gezählt. Eine Angabe in Board-Feet beschreibt daher die verkaufte Menge und nicht das genaue Holzvolumen. Ebenso liegt der Festholzgehalt eines Cords deutlich unter seinem Stapelvolumen, und ein „face cord“ oder „rick“ ist überhaupt keine Standardeinheit.",
    ],
    useCases: [
      "Eine Bestellung für eine Terrasse oder ein Ständerwerk abschätzen: Zwanzig 2 × 6 Bretter von 10 ft Länge sind 20 × 10 = 200 Board-Feet, also {{200 bf cf}} ft³.",
      "Nordamerikanische Holzpreise pro MBF mit europäischen Preisen pro Kubikmeter vergleichen: 1.000 Board-Feet sind {{1000 bf m3}} m³.",
      "Sägewerksleistung oder eine Holzvorratsaufnahme von Kubikmetern in Board-Feet umrechnen: 50 m³ sind {{50 m3 bf}} bf.",
      "Brennholz nach Cord kaufen und mit Angeboten in Kubikmetern vergleichen: Ein halbes Cord sind {{0.5 cord m3}} m³.",
      "Prüfen, wie viel eine Ladefläche oder ein Schuppen fasst: Ein Raum von 64 ft³ fasst {{64 cf cord}} Cord gestapeltes Holz.",
    ],
    guides: [
      {
        title: "Board-Feet berechnen",
        content: [
          "Board-Feet = Dicke in Zoll × Breite in Zoll × Länge in Fuß ÷ 12. Ein Brett von 2 in Dicke, 6 in Breite und 10 ft Länge hat 2 × 6 × 10 ÷ 12 = 10 Board-Feet, das sind {{10 bf cf}} ft³ oder {{10 bf m3}} m³.",
          "Sind alle drei Maße in Zoll, teilen Sie stattdessen durch {{1 bf in3}}, denn ein Board-Foot hat {{1 bf in3}} in³. Für eine ganze Bestellung addieren Sie die Board-Feet jeder Größe und rechnen die Summe einmal um: 1.000 bf sind {{1000 bf cf}} ft³.",
        ],
      },
      {
        title: "Cords und gestapeltes Brennholz",
        content: [
          "Ein volles Cord ist ein sauber gestapelter Haufen von 4 × 4 × 8 ft, {{1 cord cf}} ft³. Um einen Stapel zu messen, multiplizieren Sie Höhe, Breite und Länge in Fuß und teilen durch {{1 cord cf}}: Ein Stapel von 4 ft Höhe, 2 ft Tiefe und 8 ft Länge hat 64 ft³, also {{64 cf cord}} Cord.",
          "Verkäufer bieten oft ein „face cord“ oder „rick“ an: eine Reihe Scheite von 4 ft Höhe und 8 ft Länge, deren Tiefe die Länge der Scheite ist. Ihr Volumen hängt von dieser Länge ab; fragen Sie also nach den Maßen und rechnen Sie die tatsächlichen Kubikfuß um.",
        ],
      },
    ],
    tips: [
      {
        title: "Nennmaß oder Istmaß",
        content: [
          "Board-Foot-Preise im US-Holzhandel verwenden Nennmaße. Für das wahre Holzvolumen messen Sie die tatsächlichen Maße und rechnen diese um.",
        ],
      },
      {
        title: "M bedeutet hier tausend",
        content: ["Ein Preis pro MBF gilt für tausend Board-Feet, {{1000 bf m3}} m³."],
      },
    ],
    faqs: [
      {
        question: "Wie viele Board-Feet hat ein Kubikfuß?",
        answer:
          "Ein Kubikfuß hat {{1 cf bf}} Board-Feet, denn ein Board-Foot ist eine 1 Zoll dicke Scheibe eines Kubikfußes ({{1 bf in3}} in³ gegenüber {{1 cf in3}} in³).",
      },
      {
        question: "Wie viele Board-Feet hat ein Kubikmeter?",
        answer:
          "Ein Kubikmeter hat {{1 m3 bf}} Board-Feet, und 1.000 Board-Feet sind {{1000 bf m3}} m³.",
      },
      {
        question: "Wie berechnet man Board-Feet?",
        answer:
          "Multiplizieren Sie Dicke (in) × Breite (in) × Länge (ft) und teilen Sie durch 12. Ein Brett 1 × 12 von 8 ft Länge hat zum Beispiel 1 × 12 × 8 ÷ 12 = 8 Board-Feet oder {{8 bf cf}} ft³.",
      },
      {
        question: "Wie groß ist ein Cord Holz?",
        answer:
          "Ein Cord ist ein Stapel von 4 ft × 4 ft × 8 ft: {{1 cord cf}} ft³, {{1 cord m3}} m³ oder {{1 cord bf}} Board-Feet Stapelvolumen, Zwischenräume eingeschlossen.",
      },
      {
        question: "Was bedeutet MBF?",
        answer:
          "MBF sind tausend Board-Feet, die übliche Preiseinheit für Schnittholz in Nordamerika; das M ist die römische Zahl für 1.000. 1 MBF sind {{1000 bf cf}} ft³ oder {{1000 bf m3}} m³.",
      },
    ],
  },
};
