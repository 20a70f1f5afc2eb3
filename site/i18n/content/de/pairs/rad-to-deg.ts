import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/rad-to-deg.ts. */
export const texts: UnitTranslations = {
  "/rad-to-deg": {
    about: [
      "Der Radiant (rad) ist die SI-Einheit des ebenen Winkels: der Mittelpunktswinkel eines Kreises, der einen Bogen von der Länge des Radius abschneidet. Eine volle Umdrehung sind daher 2π rad, der Umfang geteilt durch den Radius, und dieselbe volle Umdrehung sind 360 Grad. Aus π rad = 180° folgt die exakte Beziehung 1 rad = 180/π Grad, auf sechs Nachkommastellen {{1 rad deg}}°.",
      "Um Radiant in Grad umzurechnen, multiplizieren Sie mit 180/π. Der Faktor ist irrational, daher sind Ergebnisse in Grad, abgesehen von Vielfachen von π, gerundet, und der Umrechner zeigt sechs Nachkommastellen an. Ein Radiant ist ein viel größerer Winkel als ein Grad, die Zahl der Grad ist also immer etwa das 57-Fache der Zahl der Radiant. Radiant sind die natürliche Einheit der Analysis, der Physik und der Programmierung (die trigonometrischen Funktionen der meisten Programmiersprachen erwarten und liefern Radiant), während Menschen Winkel in Grad lesen und angeben; die Umrechnung macht aus einem berechneten Winkel einen, den man sich vorstellen kann.",
    ],
    useCases: [
      "Mathematische Berechnungen",
      "Technische Anwendungen",
      "Wissenschaftliche Forschung",
      "Programmierung: das Ergebnis von atan2, asin oder acos für die Anzeige in Grad umwandeln",
    ],
    tips: [
      {
        title: "Vielfache von π",
        content: [
          "Ist ein Winkel als Vielfaches von π geschrieben, ersetzen Sie π durch 180°: Aus π/6 rad wird 180°/6, aus 3π/4 rad wird 3 × 180°/4. Die Eingabe des Dezimalwerts ergibt dasselbe: 3π/4 = 2,356194490192345 rad sind {{2.356194490192345 rad deg}}°.",
        ],
      },
      {
        title: "Den Modus des Taschenrechners prüfen",
        content: [
          "Ein Taschenrechner im Gradmodus liefert sin(1) = 0,017452…, den Sinus von einem Grad; im Bogenmaßmodus liefert er 0,841470…, den Sinus von einem Radiant. Ein Ergebnis, das falsch aussieht, liegt oft an einem falsch eingestellten Modus.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel Grad ist 1 Radiant?",
        answer:
          "1 rad ist 180/π Grad, auf sechs Nachkommastellen {{1 rad deg}}°, oder {{1 rad arcmin}} Winkelminuten.",
      },
      {
        question: "Wie rechne ich Radiant in Grad um?",
        answer:
          "Multiplizieren Sie mit 180 und teilen Sie durch π. Für 2 rad: 2 × 180 / π = {{2 rad deg}}°.",
      },
      {
        question: "Wie viel Grad sind π Radiant?",
        answer:
          "π rad sind exakt 180°: Wenn Sie π mit der Genauigkeit eines Double eingeben (3,141592653589793), erhalten Sie {{3.141592653589793 rad deg}}°. Ebenso sind π/2 rad {{1.5707963267948966 rad deg}}° und 2π rad {{6.283185307179586 rad deg}}°.",
      },
      {
        question: "Warum verwenden Mathematiker Radiant statt Grad?",
        answer:
          "Mit Radiant ist die Länge eines Bogens einfach Radius × Winkel, und die Ableitung von sin x ist cos x ohne zusätzlichen Faktor. Mit Grad taucht in jeder solchen Formel ein Faktor π/180 auf.",
      },
      {
        question: "Ist der Radiant eine echte Einheit?",
        answer:
          "Ja. Er ist die kohärente SI-Einheit des ebenen Winkels, ein Verhältnis zweier Längen (Meter pro Meter), und wird daher in Produkten oft weggelassen, etwa wenn rad/s als s⁻¹ geschrieben wird. Wer ihn angibt, vermeidet Verwechslungen mit Grad.",
      },
    ],
  },
  "/deg-to-rad": {
    about: [
      "Der Grad (°) teilt eine volle Umdrehung in 360 gleiche Teile und ist die Alltagseinheit des Winkels in Geometrie, Navigation, Vermessung und Bauwesen; jeder Grad ist in 60 Winkelminuten und jede Minute in 60 Sekunden unterteilt. Der Radiant, die SI-Einheit, misst einen Winkel durch den abgeschnittenen Bogen geteilt durch den Radius, eine volle Umdrehung sind also 2π rad. Daher gilt 1° = π/180 rad, auf sechs Nachkommastellen {{1 deg rad}} rad.",
      "Um Grad in Radiant umzurechnen, multiplizieren Sie mit π/180. Die gängigen Winkel haben einfache Werte in Vielfachen von π: 180° = π rad ({{180 deg rad}} rad), 90° = π/2 rad ({{90 deg rad}}), 45° = π/4 rad ({{45 deg rad}}) und 360° = 2π rad ({{360 deg rad}}). Grad werden in Radiant umgerechnet, bevor man in den meisten Programmiersprachen und Tabellenkalkulationen trigonometrische Funktionen verwendet, für Winkelgeschwindigkeiten in rad/s, für Formeln zu Bogenlänge und Kreisausschnittsfläche sowie in Berechnungen in Physik und Technik.",
    ],
    useCases: [
      "Winkel in Programmiersprachen und Tabellenkalkulationen an sin, cos und tan übergeben",
      "Formeln zu Bogenlänge (Radius × Winkel) und Kreisausschnittsfläche",
      "Winkelgeschwindigkeit und Drehbewegung in Physik und Technik",
      "Winkel aus Vermessung, Navigation und Zeichnungen für Berechnungen umrechnen",
    ],
    tips: [
      {
        title: "π behalten, wenn möglich",
        content: [
          "In der Mathematik lässt man Ergebnisse meist als Vielfache von π stehen: 60° ist π/3 rad, nicht {{60 deg rad}} rad. Rechnen Sie erst am Ende in eine Dezimalzahl um, wenn Sie ein numerisches Ergebnis brauchen.",
        ],
      },
      {
        title: "Zuerst Minuten und Sekunden",
        content: [
          "Ein Winkel wie 30° 15′ muss vor der Umrechnung in Dezimalgrad umgewandelt werden: 15′ sind {{15 arcmin deg}}°, also sind 30° 15′ gleich 30,25°, und das sind {{30.25 deg rad}} rad.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel Radiant sind 180 Grad?",
        answer:
          "180° sind exakt π rad, was der Umrechner als {{180 deg rad}} rad anzeigt. Eine halbe Umdrehung sind π Radiant.",
      },
      {
        question: "Welches sind die gängigsten Werte von Grad in Radiant?",
        answer:
          "180° = π rad ({{180 deg rad}}), 90° = π/2 ({{90 deg rad}}), 45° = π/4 ({{45 deg rad}}), 360° = 2π ({{360 deg rad}}). Außerdem 30° = π/6 ({{30 deg rad}}) und 60° = π/3 ({{60 deg rad}}).",
      },
      {
        question: "Wie viel Radiant ist 1 Grad?",
        answer: "1° ist π/180 rad, auf sechs Nachkommastellen {{1 deg rad}} rad.",
      },
      {
        question: "Wie viel Radiant hat ein Vollkreis?",
        answer: "Ein Vollkreis, 360°, sind 2π rad, {{360 deg rad}} rad.",
      },
      {
        question: "Wie rechne ich in Excel oder im Code Grad in Radiant um?",
        answer:
          "Multiplizieren Sie mit π/180: in einer Tabellenkalkulation RADIANS(A1) (im deutschsprachigen Excel BOGENMASS(A1)) oder A1*PI()/180; in JavaScript x * Math.PI / 180; in Python math.radians(x). Die trigonometrischen Funktionen aller drei erwarten Radiant.",
      },
    ],
  },
};
