import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/angle.ts. */
export const texts: UnitTranslations = {
  "/angle": {
    about: [
      "Ein ebener Winkel gibt an, wie weit zwei Geraden, die sich in einem Punkt treffen, gegeneinander gedreht sind. Die SI-Einheit ist der Radiant (rad): der Mittelpunktswinkel eines Kreises, dessen Bogen so lang ist wie der Radius. Ein Radiant ist das Verhältnis zweier Längen und damit dimensionslos; ein Vollkreis, dessen Umfang das 2π-Fache seines Radius beträgt, misst 2π rad. Ein Radiant sind {{1 rad deg}} Grad, und ein Grad ist π/180 rad, also {{1 deg rad}} rad.",
      "Das Grad teilt eine volle Umdrehung in 360 Teile ({{1 turn deg}}° pro Umdrehung). Jedes Grad hat {{1 deg arcmin}} Winkelminuten (′) und jede Minute {{1 arcmin arcsec}} Winkelsekunden (″), ein Grad hat also {{1 deg arcsec}} Winkelsekunden. Winkelminuten und -sekunden dienen für geografische Breite und Länge, in der Astronomie, im Vermessungswesen und in der Optik. Das Neugrad, auch Gon genannt, teilt eine Umdrehung in {{1 turn grad}} Teile, ein rechter Winkel hat also {{90 deg grad}} Gon; es wird im Vermessungswesen verwendet, vor allem in Kontinentaleuropa.",
      "Die Umdrehung (eine volle Drehung, {{1 turn rad}} rad) ist die natürliche Einheit für rotierende Maschinen und für das Zählen von Drehungen. Alle Faktoren auf dieser Seite folgen aus der exakten Beziehung 1 Umdrehung = 2π rad = 360° = 400 gon; da π irrational ist, hat jede Umrechnung zwischen Radiant und den übrigen Einheiten unendlich viele Nachkommastellen, und der Rechner zeigt sie auf sechs Nachkommastellen oder in wissenschaftlicher Schreibweise.",
    ],
    useCases: [
      "Wechsel zwischen Taschenrechner-Modi oder Programmiersprachen, deren trigonometrische Funktionen meist Radiant erwarten: 30° sind {{30 deg rad}} rad.",
      "Koordinaten zwischen Grad-Minuten-Sekunden und Dezimalgrad umrechnen: 30′ sind {{30 arcmin deg}}° und 45″ sind {{45 arcsec arcmin}}′.",
      "Vermessungsinstrumente und Karten mit Gon-Teilung ablesen: 50 gon sind {{50 grad deg}}°.",
      "Scheinbare Größen in der Astronomie angeben: Der Vollmond erstreckt sich über etwa 31 Winkelminuten, {{31 arcmin deg}}°.",
      "Drehungen in Mechanik und Animation festlegen: 2,5 Umdrehungen sind {{2.5 turn deg}}° oder {{2.5 turn rad}} rad.",
    ],
    guides: [
      {
        title: "Winkel von Hand umrechnen",
        content: [
          "Grad in Radiant: mit π/180 multiplizieren, etwa {{1 deg rad}}. Radiant in Grad: mit 180/π multiplizieren, etwa {{1 rad deg}}. Behalten Sie π im Ergebnis, wenn es geht: 90° sind π/2 rad, auf sechs Nachkommastellen {{90 deg rad}}.",
          "Gon in Grad: mit {{1 grad deg}} multiplizieren; Grad in Gon: mit {{1 deg grad}} multiplizieren. Umdrehungen in Grad: mit {{1 turn deg}} multiplizieren.",
        ],
      },
      {
        title: "Grad, Minuten und Sekunden",
        content: [
          "Eine Position wie 40° 26′ 46″ liest man als 40 Grad plus 26 Winkelminuten plus 46 Winkelsekunden. Um sie in Dezimalgrad zu schreiben, rechnen Sie Minuten und Sekunden in Grad um und addieren: 26′ sind {{26 arcmin deg}}° und 46″ sind {{46 arcsec deg}}°.",
          "Für den Rückweg nehmen Sie die ganzen Grad, multiplizieren den Dezimalrest mit {{1 deg arcmin}}, um die Minuten zu erhalten, und dessen Rest mit {{1 arcmin arcsec}}, um die Sekunden zu erhalten. Eine Winkelsekunde ist klein: Ein Radiant enthält {{1 rad arcsec}} davon.",
        ],
      },
    ],
    tips: [
      {
        title: "Prüfen Sie den Rechnermodus",
        content: [
          "sin(30) ergibt nur im Gradmodus 0,5. Im Radiantmodus nimmt der Rechner 30 als 30 rad, etwa {{30 rad deg}}°, und liefert ein anderes Ergebnis.",
        ],
      },
      {
        title: "Eine Steigung in Prozent ist kein Winkel",
        content: [
          "Eine Steigung von 100 % steigt 1 m auf 1 m waagerechter Strecke, das sind 45°, nicht 90°. Den Winkel erhalten Sie mit dem Arkustangens der Steigung.",
        ],
      },
      {
        title: "„grad“ ist keine Steigung",
        content: [
          "Die Einstellung „grad“ auf einem Taschenrechner ist das Neugrad ({{1 grad deg}}°) und hat nichts mit der prozentualen Steigung einer Straße (englisch „grade“) zu tun.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Grad hat ein Radiant?",
        answer:
          "Ein Radiant sind 180/π Grad, {{1 rad deg}}°. Umgekehrt ist ein Grad π/180 rad, {{1 deg rad}} rad.",
      },
      {
        question: "Wie rechne ich Grad in Radiant um?",
        answer:
          "Mit π multiplizieren und durch 180 teilen. So sind 45° π/4 rad, also {{45 deg rad}} rad, und 180° sind π rad, {{180 deg rad}} rad.",
      },
      {
        question: "Was ist ein Neugrad?",
        answer:
          "Ein Neugrad (Gon) ist 1/400 einer vollen Umdrehung, {{1 grad deg}}°, ein rechter Winkel hat also {{90 deg grad}} Gon. Es wird vor allem im Vermessungswesen verwendet.",
      },
      {
        question: "Wie viele Winkelsekunden hat ein Grad?",
        answer:
          "Ein Grad hat {{1 deg arcmin}} Winkelminuten und jede Winkelminute {{1 arcmin arcsec}} Winkelsekunden, ein Grad hat also {{1 deg arcsec}} Winkelsekunden.",
      },
      {
        question: "Warum verwenden Naturwissenschaftler Radiant?",
        answer:
          "Weil im Bogenmaß die Bogenlänge einfach Radius × Winkel ist und die Ableitungen von Sinus und Kosinus ihre einfache Form annehmen. Die meisten Programmiersprachen und physikalischen Formeln erwarten Winkel daher in Radiant; eine volle Umdrehung ist 2π, also {{1 turn rad}} rad.",
      },
    ],
  },
};
