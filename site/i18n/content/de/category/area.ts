import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/area.ts. */
export const texts: UnitTranslations = {
  "/area": {
    about: [
      "Die Fläche ist die Größe einer Oberfläche. Ihre SI-Einheit ist der Quadratmeter (m²). Da eine Fläche Länge mal Länge ist, ist jeder Flächenfaktor das Quadrat eines Längenfaktors: Ein Meter hat 100 cm, also hat ein Quadratmeter {{1 m2 cm2}} cm²; ein Fuß ist exakt 0,3048 m, also ist ein Quadratfuß exakt {{1 ft2 cm2}} cm². Für Grundstücke ergänzt das metrische System das Ar ({{1 are m2}} m²) und den Hektar ({{1 ha m2}} m²), und ein Quadratkilometer sind {{1 km2 ha}} Hektar.",
      "Die US-amerikanischen und imperialen Flächeneinheiten sind die Quadrate von internationalem Zoll, Fuß, Yard und Meile: {{1 ft2 in2}} in² auf den Quadratfuß, {{1 yd2 ft2}} ft² auf das Quadratyard. Der Acre, die übliche Einheit für Land in den USA und im Vereinigten Königreich, hat {{1 ac ft2}} ft² oder {{1 ac m2}} m², und eine Quadratmeile hat {{1 mi2 ac}} Acres. Ein Hektar sind {{1 ha ac}} Acres.",
      "US-Grundbuchunterlagen kennen zusätzlich Vermessungseinheiten. Die Township ({{1 township section}} Sections), die Section ({{1 section ac}} Acres, eine Quadratmeile) und die Homestead ({{1 homestead ac}} Acres) werden hier im internationalen Maß berechnet; der US Public Land Survey definiert sie im US-Vermessungsfuß (1200/3937 m), wodurch sie um etwa 4 Millionstel größer sind. Quadratfuß und Acre nach US-Vermessung gibt es für alte Urkunden und Flurkarten als eigene Einheiten; der US-Vermessungsfuß wurde Ende 2022 für neue Arbeiten abgeschafft. Die Seite bietet außerdem traditionelle Einheiten (Rood, Quadrat-Chain, Quadratrute, den französischen Arpent), das Circular Mil für Drahtquerschnitte und das Barn der Kernphysik ({{1 barn m2}} m²).",
    ],
    useCases: [
      "Wohnungs- und Hausgrößen vergleichen, die in Quadratmetern oder Quadratfuß angegeben sind: 80 m² sind {{80 m2 ft2}} ft², und 1.500 ft² sind {{1500 ft2 m2}} m².",
      "Bodenbelag, Farbe oder Fliesen kaufen, die nach Quadratfuß, Quadratyard oder Quadratmeter verkauft werden: Ein Raum von 12 × 15 ft mit 180 ft² hat {{180 ft2 m2}} m² oder {{180 ft2 yd2}} yd².",
      "Grundstücksangebote in Acres oder Hektar lesen: Eine Parzelle von 40 Acres hat {{40 ac ha}} ha.",
      "Flächen von Städten, Parks oder Ländern in km² oder mi² vergleichen: 100 km² sind {{100 km2 mi2}} mi².",
      "Elektrische Leitungen dimensionieren, deren Querschnitt US-Tabellen in Circular Mil angeben: 1 Circular Mil ist {{1 circ_mil mil2}} Quadrat-Mil.",
      "US-Grundstücksbeschreibungen lesen: Eine Viertel-Section hat {{0.25 section ac}} Acres, die Größe einer Homestead.",
    ],
    guides: [
      {
        title: "Flächen von Hand umrechnen",
        content: [
          "Quadrieren Sie den Längenfaktor, verwenden Sie ihn nie unverändert. Da 1 ft = 0,3048 m exakt gilt, ist 1 ft² = 0,3048 × 0,3048 m², exakt {{1 ft2 cm2}} cm². Quadratfuß in Quadratmeter ist also eine Multiplikation mit 0,3048², auf sechs Nachkommastellen {{1 ft2 m2}}, und Quadratmeter in Quadratfuß eine Multiplikation mit {{1 m2 ft2}}. Nach derselben Logik hat ein Quadratzoll {{1 in2 cm2}} cm² (2,54 × 2,54).",
          "Versehentlich den einfachen Längenfaktor zu verwenden, ist der häufigste Fehler bei Flächen: 100 m² sind {{100 m2 ft2}} ft², nicht die 328, die Sie bei einer Multiplikation mit 3,28 erhielten. Messen Sie bei einem Raum beide Seiten, rechnen Sie jede Länge um und multiplizieren Sie; oder multiplizieren Sie in einem System und rechnen Sie die Fläche einmal um.",
          "Für Grundstücke gilt: Ein Hektar ist ein Quadrat mit 100 m Seitenlänge und ein Acre hat {{1 ac m2}} m², Acres in Hektar ist also eine Multiplikation mit {{1 ac ha}} und Hektar in Acres eine mit {{1 ha ac}}.",
        ],
      },
    ],
    tips: [
      {
        title: "Einmal umrechnen, am Schluss",
        content: [
          "Berechnen Sie die Fläche in den Einheiten, in denen Sie gemessen haben, und rechnen Sie dann das Ergebnis um. Jede Seite vor dem Multiplizieren zu runden, fügt vermeidbare Fehler hinzu.",
        ],
      },
      {
        title: "Acre nach US-Vermessung oder international",
        content: [
          "Der Acre nach US-Vermessung hat {{1 ac_survey m2}} m², der internationale Acre {{1 ac m2}} m². Der Unterschied spielt nur bei großen vermessenen Flächen und in rechtlichen Grundstücksbeschreibungen eine Rolle.",
        ],
      },
      {
        title: "Quadrat-Mil und Circular Mil",
        content: [
          "Drahttabellen in Circular Mil geben das Quadrat des Durchmessers in Mil an; für die wahre Fläche multiplizieren Sie mit π/4 (1 Circular Mil = {{1 circ_mil mil2}} mil²).",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Quadratfuß hat ein Quadratmeter?",
        answer:
          "Ein Quadratmeter hat {{1 m2 ft2}} ft². Ein Quadratfuß hat exakt {{1 ft2 cm2}} cm² (0,3048 m zum Quadrat), und 10.000 cm² geteilt durch diesen Wert ergibt die Zahl der Quadratfuß.",
      },
      {
        question: "Wie viele Quadratfuß hat ein Acre?",
        answer:
          "Ein Acre hat {{1 ac ft2}} ft² oder {{1 ac m2}} m². Eine Quadratmeile fasst {{1 mi2 ac}} Acres.",
      },
      {
        question: "Was ist der Unterschied zwischen einem Acre und einem Hektar?",
        answer:
          "Ein Hektar hat {{1 ha m2}} m², ein Quadrat mit 100 m Seitenlänge; ein Acre hat {{1 ac m2}} m². Ein Hektar sind {{1 ha ac}} Acres, und ein Acre ist {{1 ac ha}} ha.",
      },
      {
        question: "Wie rechne ich Quadratkilometer in Quadratmeilen um?",
        answer:
          "Multiplizieren Sie mit {{1 km2 mi2}}. Eine Quadratmeile hat {{1 mi2 km2}} km², denn eine Meile ist exakt 1,609344 km, und 1,609344² ergibt auf sechs Nachkommastellen {{1 mi2 km2}}.",
      },
      {
        question:
          "Warum kann ich Quadratmeter nicht einfach mit 3,28 multiplizieren, um Quadratfuß zu erhalten?",
        answer:
          "Weil 3,28 Längen umrechnet. Eine Fläche besteht aus zwei miteinander multiplizierten Längen, ihr Faktor ist also das Quadrat: {{1 m2 ft2}} ft² pro m². Mit dem Längenfaktor multipliziert erhalten Sie ein Ergebnis, das etwa 3,3-mal zu klein ist.",
      },
      {
        question: "Was ist eine Section?",
        answer:
          "Im US Public Land Survey ist eine Section eine Quadratmeile, {{1 section ac}} Acres; {{1 township section}} Sections bilden eine Township, und eine Viertel-Section von {{1 homestead ac}} Acres ist die klassische Homestead.",
      },
    ],
  },
};
