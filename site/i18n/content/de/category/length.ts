import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/length.ts. */
export const texts: UnitTranslations = {
  "/length": {
    about: [
      "Die Länge ist der Abstand zwischen zwei Punkten. Ihre SI-Einheit ist der Meter (m), seit 1983 über die Lichtgeschwindigkeit definiert: Ein Meter ist die Strecke, die Licht im Vakuum in 1/299.792.458 Sekunde zurücklegt. Die metrischen Einheiten auf dieser Seite sind dezimale Vielfache des Meters, vom Femtometer ({{1 fm m}} m) bis zum Gigameter ({{1 gm m}} m); beim Umrechnen zwischen ihnen verschiebt sich also nur das Komma.",
      "Zoll, Fuß, Yard und Meile sind dem US-amerikanischen und dem imperialen System gemeinsam. Seit dem internationalen Yard-and-Pound-Abkommen von 1959 sind sie exakt über den Meter definiert: Ein Zoll ist exakt {{1 in cm}} cm, ein Fuß {{1 ft m}} m, ein Yard {{1 yd m}} m und eine Meile {{1 mi km}} km. Auch ihre Verhältnisse sind fest: {{1 ft in}} Zoll auf den Fuß, {{1 yd ft}} Fuß auf das Yard und {{1 mi ft}} Fuß auf die Meile. Die Seemeile, die in Schifffahrt und Luftfahrt verwendet wird, ist eine eigene Einheit von exakt {{1 nmi m}} m, etwa {{1 nmi mi}} Landmeilen.",
      "Astronomische Entfernungen werden in Astronomischen Einheiten angegeben (exakt {{1 au km}} km, 2012 von der IAU festgelegt), in Lichtjahren (die Strecke, die Licht in einem julianischen Jahr von 365,25 Tagen zurücklegt, {{1 ly km}} km) und in Parsec ({{1 pc ly}} Lichtjahre). Ältere Land- und Handelsmaße wie Furlong ({{1 furlong yd}} yd), Chain ({{1 chain yd}} yd), Rute ({{1 rod ft}} ft), Faden ({{1 fathom ft}} ft) und Hand ({{1 hand in}} in) sind hier über den internationalen Fuß definiert. Das Mil oder Thou ist ein Tausendstel Zoll ({{1 mil mm}} mm), und Ångström und Bohr-Radius dienen atomaren Größenordnungen.",
    ],
    useCases: [
      "Eine Körpergröße in beiden Systemen angeben: Eine 180 cm große Person misst {{180 cm ft}} ft oder {{180 cm in}} in.",
      "Laufdistanzen umrechnen: Ein 10-km-Lauf sind {{10 km mi}} Meilen, und ein Marathon über 42,195 km sind {{42.195 km mi}} Meilen.",
      "Bildschirm- und Fernsehergrößen lesen, die als Diagonale in Zoll angegeben werden: Ein 55-Zoll-Bildschirm misst {{55 in cm}} cm von Ecke zu Ecke.",
      "Flüge und Seereisen planen, bei denen Karten und Flugsicherung Seemeilen verwenden: 100 nmi sind {{100 nmi km}} km.",
      "Dicken aus Zerspanung und Blechbearbeitung umrechnen, die in Mil oder Thou angegeben sind: 10 mil sind {{10 mil mm}} mm.",
      "Astronomische Entfernungen ausdrücken: Ein Stern in 10 Parsec Entfernung ist {{10 pc ly}} Lichtjahre oder {{10 pc km}} km von der Sonne entfernt.",
    ],
    guides: [
      {
        title: "Längen von Hand umrechnen",
        content: [
          "Jede imperiale Länge ist durch einen exakten Faktor über den Meter definiert, die Umrechnung ist also eine einzige Multiplikation. Fuß in Meter: mit {{1 ft m}} multiplizieren. Zoll in Zentimeter: mit {{1 in cm}} multiplizieren. Meilen in Kilometer: mit {{1 mi km}} multiplizieren. Diese drei Faktoren sind exakt, ein Ergebnis wie {{6 ft m}} m für 6 ft enthält also keine Rundung.",
          "Die Gegenrichtung teilt durch denselben exakten Faktor, weshalb die dafür genannten Faktoren gerundet sind: 1 m sind {{1 m ft}} ft (1 ÷ {{1 ft m}}), 1 cm sind {{1 cm in}} in und 1 km sind {{1 km mi}} mi. Für eine grobe Kopfrechnung multiplizieren Sie Kilometer mit 5/8: 8 km sind tatsächlich {{8 km mi}} mi.",
          "Fuß und Zoll zusammen: Rechnen Sie zuerst die ganze Länge in Zoll um ({{1 ft in}} Zoll pro Fuß) und multiplizieren Sie dann mit {{1 in cm}}. 5 ft 10 in sind {{5 ft cm}} cm + {{10 in cm}} cm = {{70 in cm}} cm. Für den Rückweg teilen Sie die Zentimeter durch {{1 in cm}} und zerlegen die Zoll in Fuß.",
        ],
      },
      {
        title: "Landmeilen, Seemeilen und Leagues",
        content: [
          "Die Landmeile (Statute Mile) hat {{1 mi ft}} ft oder {{1 mi m}} m. Die Seemeile hat {{1 nmi m}} m und wurde so gewählt, dass sie nahe bei einer Winkelminute geografischer Breite auf der Erde liegt, was sie für die Navigation mit Karten bequem macht; ein Knoten ist eine Seemeile pro Stunde.",
          "Die League hatte im Lauf der Geschichte viele Werte. Diese Seite verwendet die englische Land-League von {{1 lea mi}} Landmeilen, {{1 lea km}} km.",
        ],
      },
    ],
    tips: [
      {
        title: "Verwenden Sie die exakten Faktoren",
        content: [
          "Multiplizieren Sie mit {{1 ft m}}, {{1 in cm}} oder {{1 mi km}} statt mit gerundeten Umkehrfaktoren: Die exakten Faktoren bringen keinen eigenen Rundungsfehler mit.",
        ],
      },
      {
        title: "Denken Sie an die Seemeile",
        content: [
          "Eine „Meile“ in Luftfahrt oder Schifffahrt ist meist die Seemeile, {{1 nmi mi}} Landmeilen. Prüfen Sie, welche eine Entfernung meint, bevor Sie sie umrechnen.",
        ],
      },
      {
        title: "Sehr kleine und sehr große Ergebnisse",
        content: [
          "Ergebnisse unter 0,000001 oder ab 10¹⁵ werden in wissenschaftlicher Schreibweise angezeigt; ein Lichtjahr erscheint also als {{1 ly m}} m statt als lange Ziffernreihe oder gerundete 0.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Fuß hat ein Meter?",
        answer:
          "Ein Meter sind {{1 m ft}} Fuß. Der Fuß ist als exakt {{1 ft m}} m definiert, die Zahl der Fuß in einem Meter ist also 1 ÷ {{1 ft m}}, ein Wert mit unendlich vielen Nachkommastellen.",
      },
      {
        question: "Wie viele Zentimeter hat ein Zoll?",
        answer:
          "Exakt {{1 in cm}} cm. Der Zoll ist seit dem internationalen Yard-and-Pound-Abkommen von 1959 als {{1 in mm}} mm definiert; dieser Faktor ist also exakt und keine Rundung.",
      },
      {
        question: "Wie rechne ich Kilometer in Meilen um?",
        answer:
          "Multiplizieren Sie die Kilometer mit {{1 km mi}} oder teilen Sie sie durch {{1 mi km}}, die exakte Länge einer Meile in Kilometern. So sind 5 km {{5 km mi}} Meilen.",
      },
      {
        question: "Was ist der Unterschied zwischen einer Meile und einer Seemeile?",
        answer:
          "Die Landmeile hat {{1 mi m}} m; die Seemeile hat {{1 nmi m}} m, etwa {{1 nmi mi}} Landmeilen. Seemeilen werden in Schifffahrt und Luftfahrt verwendet.",
      },
      {
        question: "Wie lang ist ein Lichtjahr in Kilometern?",
        answer:
          "Ein Lichtjahr sind {{1 ly km}} km, die Strecke, die Licht im Vakuum in einem julianischen Jahr von 365,25 Tagen zurücklegt. Es ist eine Entfernung, keine Zeit.",
      },
      {
        question: "Wie viele Zoll hat ein Fuß und wie viele ein Yard?",
        answer:
          "Ein Fuß hat {{1 ft in}} Zoll und ein Yard {{1 yd in}} Zoll ({{1 yd ft}} Fuß). Metrisch ist ein Yard exakt {{1 yd cm}} cm.",
      },
    ],
  },
};
