import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/volume-dry.ts. */
export const texts: UnitTranslations = {
  "/volume-dry": {
    about: [
      "Trockenmaße messen lose Feststoffe wie Getreide, Obst, Gemüse und Nüsse. Die meisten Einheiten auf dieser Seite sind die US-Trockenmaße, ein eigenes System neben den US-Flüssigkeitsmaßen. Es beruht auf dem Winchester-Bushel von exakt 2.150,42 Kubikzoll: Ein Bushel hat {{1 bu pk}} Peck, ein Peck {{1 pk qt_dry}} trockene Quart und ein trockenes Quart {{1 qt_dry pt_dry}} trockene Pints; ein Bushel fasst also {{1 bu pt_dry}} trockene Pints. In SI-Einheiten ist ein Bushel {{1 bu m3}} m³ (etwa 35,24 Liter) und ein trockenes Pint {{1 pt_dry m3}} m³ (etwa 0,551 Liter).",
      "Gleichnamige US-Trocken- und Flüssigkeitsmaße sind verschieden groß. Ein trockenes Pint hat exakt 33,6003125 Kubikzoll, ein flüssiges Pint exakt 28,875 Kubikzoll (473,176473 mL); das trockene Pint ist also etwa 16 % größer, und bei trockenen und flüssigen Quart ist es ebenso. Das US-Trockenbarrel, per Bundesgesetz als 7.056 Kubikzoll für Obst, Gemüse und andere trockene Waren definiert, hat {{1 bbl_dry bu}} Bushel oder {{1 bbl_dry qt_dry}} trockene Quart; es ist nicht dasselbe wie das Ölbarrel von 42 Gallonen oder das Flüssigkeitsbarrel von 31,5 Gallonen.",
      "Das britische imperiale System hat kein eigenes Trockenmaß: Sein Bushel sind 8 imperiale Gallonen ({{1 bu_uk l}} Liter), {{1 bu_uk bu}} US-Bushel, und es wird hier als imperiales Bushel und Peck angeboten, jeweils so beschriftet, neben Liter, Hektoliter, Kubikmeter und Kubikfuß. Für Flüssigkeitsmaße, Liter und Gallonen, verwenden Sie den Volumenrechner, der auch das trockene Pint, das trockene Quart, das Peck und das Bushel führt.",
    ],
    useCases: [
      "An US-Hofständen Obst und Gemüse kaufen, das nach trockenem Pint oder trockenem Quart verkauft wird, etwa Beeren und Kirschtomaten: 2 trockene Pints sind {{2 pt_dry qt_dry}} trockenes Quart.",
      "Obst- und Gartenernten hochrechnen, die in Peck und Bushel gemessen werden: Ein halbes Bushel sind {{0.5 bu pk}} Peck.",
      "Getreidebehälter und Silos dimensionieren, deren Fassungsvermögen in Bushel angegeben wird: Ein Behälter für 10.000 Bushel fasst {{10000 bu m3}} m³.",
      "US-Erntemengen für Berichte ins metrische System umrechnen: 1.000 m³ Lagerraum fassen {{1000 m3 bu}} US-Bushel.",
      "Historische Fracht- und Handelsunterlagen lesen, die Agrarprodukte in Barrel zählen: 20 Trockenbarrel sind {{20 bbl_dry bu}} Bushel.",
    ],
    guides: [
      {
        title: "Die Kette der US-Trockenmaße",
        content: [
          "Trockenmaße verdoppeln und vervierfachen sich wie die Flüssigkeitsmaße: {{1 qt_dry pt_dry}} trockene Pints auf das trockene Quart, {{1 pk qt_dry}} trockene Quart auf das Peck und {{1 bu pk}} Peck auf das Bushel. Um Pints in Bushel umzurechnen, teilen Sie durch {{1 bu pt_dry}}; um Bushel in trockene Quart umzurechnen, multiplizieren Sie mit {{1 bu qt_dry}}.",
          "Für metrische Angaben gilt: Das Bushel ist {{1 bu m3}} m³, 1 m³ sind also {{1 m3 bu}} Bushel. Multiplizieren Sie Kubikmeter mit 1.000, um Liter zu erhalten.",
        ],
      },
      {
        title: "Bushel als Volumen und Bushel als Gewicht",
        content: [
          "Auf Getreidemärkten ist ein „Bushel“ Weizen, Mais oder Sojabohnen meist ein Standardgewicht, kein Volumen: Das USDA rechnet 60 lb für ein Bushel Weizen oder Sojabohnen und 56 lb für gerebelten Mais. Dieser Rechner rechnet nur das Volumen-Bushel um; wie viel ein Volumen-Bushel einer Feldfrucht wiegt, hängt von der Frucht und ihrer Feuchte ab.",
        ],
      },
    ],
    tips: [
      {
        title: "Trocken oder flüssig?",
        content: [
          "Ein US-Rezept oder ein Getränkeetikett in Pints oder Quart verwendet Flüssigkeitsmaße; Trockenmaße sind für Obst, Gemüse und Getreide. Das trockene Pint ist das größere.",
        ],
      },
      {
        title: "Welches Barrel",
        content: [
          "Das Trockenbarrel hier hat {{1 bbl_dry m3}} m³. Öl wird in Barrel von 42 US-Gallonen gezählt, einer anderen Einheit, die Sie im Volumenrechner finden.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele trockene Pints hat ein trockenes Quart?",
        answer:
          "Ein trockenes Quart hat {{1 qt_dry pt_dry}} trockene Pints, und ein Peck hat {{1 pk qt_dry}} trockene Quart. Ein Bushel fasst {{1 bu qt_dry}} trockene Quart.",
      },
      {
        question: "Wie viele Peck hat ein Bushel?",
        answer:
          "Ein US-Bushel hat {{1 bu pk}} Peck, und ein Peck hat {{1 pk qt_dry}} trockene Quart. In Kubikmetern ist ein Peck {{1 pk m3}} m³ und ein Bushel {{1 bu m3}} m³.",
      },
      {
        question: "Ist ein trockenes Pint dasselbe wie ein flüssiges Pint?",
        answer:
          "Nein. Das US-Trockenpint hat 33,6003125 Kubikzoll (etwa 551 mL) und das flüssige US-Pint 28,875 Kubikzoll (etwa 473 mL). Das trockene Pint ist etwa 16 % größer.",
      },
      {
        question: "Wie groß ist ein Bushel in Kubikmetern und Litern?",
        answer:
          "Ein US-Bushel (Winchester-Bushel) hat exakt 2.150,42 Kubikzoll, {{1 bu m3}} m³ oder etwa 35,24 Liter. Das im Vereinigten Königreich verwendete imperiale Bushel ist größer, 36,36872 Liter.",
      },
      {
        question: "Was ist ein US-Trockenbarrel?",
        answer:
          "Ein Barrel für Obst, Gemüse und andere trockene Waren, im US-Recht als 7.056 Kubikzoll definiert: {{1 bbl_dry bu}} Bushel oder {{1 bbl_dry m3}} m³. Für Cranberrys gibt es ein eigenes, kleineres Barrel.",
      },
    ],
  },
};
