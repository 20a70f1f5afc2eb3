import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/volume.ts. */
export const texts: UnitTranslations = {
  "/volume": {
    about: [
      "Das Volumen ist der dreidimensionale Raum, den ein Stoff einnimmt. Seine SI-Einheit ist der Kubikmeter (m³). Der Liter ist exakt ein Kubikdezimeter, also 1 m³ = {{1 m3 l}} L, und ein Milliliter ist exakt ein Kubikzentimeter, das „cc“ aus Medizin und Motorentechnik ({{1 cc ml}} mL). Die metrischen Einheiten auf dieser Seite, vom Femtoliter bis zum Kubikkilometer, unterscheiden sich um Zehnerpotenzen; die metrischen Küchenlöffel und -tassen sind runde Milliliterwerte.",
      "US-amerikanische und imperiale Einheiten haben gleiche Namen, aber nicht gleiche Größen. Die US-Gallone ist als exakt {{1 gal in3}} Kubikzoll definiert, also {{1 gal ml}} mL; die imperiale Gallone, die im Vereinigten Königreich verwendet wird, ist exakt {{1 gal_uk l}} L, etwa {{1 gal_uk gal}} US-Gallonen. Bei den Flüssigunzen ist es umgekehrt: Die US-Flüssigunze ({{1 fl-oz ml}} mL) ist größer als die imperiale ({{1 fl-oz_uk ml}} mL). Da ein US-Pint {{1 pt fl-oz}} US-Flüssigunzen fasst und ein imperiales Pint {{1 pt_uk fl-oz_uk}} imperiale, ist das imperiale Pint ({{1 pt_uk ml}} mL) trotzdem größer als das US-Pint ({{1 pt ml}} mL).",
      "Küchenmaße folgen derselben Trennung. Die US-Tasse hat {{1 cup fl-oz}} US fl oz ({{1 cup ml}} mL), der US-Esslöffel {{1 tbsp ml}} mL und der Teelöffel {{1 tsp ml}} mL. Die imperialen Löffel auf dieser Seite sind die traditionellen ({{1 tbsp_uk ml}} mL und {{1 tsp_uk ml}} mL); moderne Rezepte aus dem Vereinigten Königreich und dem Commonwealth verwenden stattdessen metrische Löffel von 15 mL und 5 mL, die hier ebenfalls angeboten werden, dazu der australische Esslöffel von 20 mL. Die Seite bietet außerdem US-Trockenmaße (trockenes Pint, trockenes Quart, Peck, Bushel), das Ölbarrel von {{1 bbl gal}} US-Gallonen, das US-Flüssigkeitsbarrel von {{1 bbl_us gal}} Gallonen und den Acre-Foot, der für die Wasserversorgung verwendet wird.",
    ],
    useCases: [
      "Kraftstoffpreise zwischen Ländern vergleichen: Ein Preis pro US-Gallone gilt für {{1 gal l}} L, ein Preis pro imperialer Gallone für {{1 gal_uk l}} L.",
      "Ein amerikanisches Rezept mit metrischen Messgeräten nachkochen: 1 Tasse sind {{1 cup ml}} mL und 2 Esslöffel {{2 tbsp ml}} mL.",
      "Getränkeetiketten lesen: Eine Dose mit 12 fl oz fasst {{12 fl-oz ml}} mL, und eine 750-mL-Flasche fasst {{750 ml fl-oz}} US fl oz.",
      "Aquarien, Tanks und Becken dimensionieren: 100 US-Gallonen sind {{100 gal l}} L, und 1 m³ Wasser sind {{1 m3 gal}} US-Gallonen.",
      "Zahlen vom Ölmarkt lesen, der in Barrel von {{1 bbl gal}} US-Gallonen zählt: Ein Barrel sind {{1 bbl l}} L.",
      "Bewässerung und Stauseen in Acre-Feet planen: 1 Acre-Foot sind {{1 acre_ft m3}} m³.",
    ],
    guides: [
      {
        title: "Volumen von Hand umrechnen",
        content: [
          "Liter in US-Gallonen: mit {{1 l gal}} multiplizieren (oder durch {{1 gal l}} teilen). 20 L sind {{20 l gal}} gal. Für imperiale Gallonen teilen Sie stattdessen durch {{1 gal_uk l}}: 20 L sind {{20 l gal_uk}} imperiale Gallonen.",
          "Milliliter in US-Flüssigunzen: durch {{1 fl-oz ml}} teilen, 500 mL sind also {{500 ml fl-oz}} fl oz. Imperiale Flüssigunzen sind kleiner, dieselben 500 mL sind daher {{500 ml fl-oz_uk}} imperiale fl oz.",
          "Die US-Maßkette ist binär: Eine Gallone hat {{1 gal qt}} Quart, ein Quart {{1 qt pt}} Pints, ein Pint {{1 pt cup}} Tassen, eine Tasse {{1 cup fl-oz}} Flüssigunzen und eine Flüssigunze {{1 fl-oz tbsp}} Esslöffel. Eine Gallone hat demnach {{1 gal fl-oz}} US fl oz, die imperiale Gallone dagegen {{1 gal_uk fl-oz_uk}} imperiale fl oz.",
        ],
      },
      {
        title: "US-amerikanische, imperiale und metrische Küchenmaße",
        content: [
          "Die „Tasse“ (cup) eines Rezepts hängt davon ab, wo es geschrieben wurde: Die US-Tasse hat {{1 cup ml}} mL, die metrische Tasse, die in Australien und anderswo verwendet wird, 250 mL, und die imperiale Tasse auf dieser Seite, ein halbes imperiales Pint, {{1 cup_uk ml}} mL. US-Nährwertangaben verwenden eine gerundete Tasse von 240 mL.",
          "Bei Löffeln hat ein US-Esslöffel {{1 tbsp ml}} mL und ein US-Teelöffel {{1 tsp ml}} mL, nahe an den metrischen Löffeln von 15 mL und 5 mL. Der traditionelle imperiale Esslöffel ({{1 tbsp_uk ml}} mL) ist merklich größer; heute im Vereinigten Königreich gedruckte Rezepte meinen fast immer die metrischen Löffel.",
        ],
      },
    ],
    tips: [
      {
        title: "Fragen Sie, welche Gallone",
        content: [
          "Eine Angabe in Gallonen aus dem Vereinigten Königreich oder eine ältere aus Kanada ist meist imperial; eine aus den USA ist US-amerikanisch. Eine imperiale Gallone sind {{1 gal_uk gal}} US-Gallonen.",
        ],
      },
      {
        title: "mL und cc sind dasselbe",
        content: [
          "Ein Kubikzentimeter (cc) ist exakt ein Milliliter, 250 cc sind also {{250 cc ml}} mL.",
        ],
      },
      {
        title: "Trockene und flüssige Pints unterscheiden sich",
        content: [
          "Das trockene US-Pint ({{1 pt_dry ml}} mL) ist größer als das flüssige US-Pint ({{1 pt ml}} mL). Verwenden Sie die Trockenmaße nur für Getreide, Obst und andere trockene Waren.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Liter hat eine Gallone?",
        answer:
          "Eine US-Gallone hat {{1 gal l}} L (exakt {{1 gal ml}} mL); eine imperiale (britische) Gallone hat exakt {{1 gal_uk l}} L. Ein Liter sind {{1 l gal}} US-Gallonen.",
      },
      {
        question: "Ist eine britische Gallone größer als eine US-Gallone?",
        answer:
          "Ja. Die imperiale Gallone hat {{1 gal_uk l}} L und die US-Gallone {{1 gal l}} L, eine imperiale Gallone sind also {{1 gal_uk gal}} US-Gallonen.",
      },
      {
        question: "Wie viele Milliliter hat eine Flüssigunze?",
        answer:
          "Eine US-Flüssigunze hat {{1 fl-oz ml}} mL und eine imperiale Flüssigunze {{1 fl-oz_uk ml}} mL. Getränkeetiketten in den USA verwenden die US-Flüssigunze.",
      },
      {
        question: "Wie viele Unzen hat ein Liter?",
        answer:
          "Ein Liter sind {{1 l fl-oz}} US-Flüssigunzen oder {{1 l fl-oz_uk}} imperiale Flüssigunzen. Das sind Flüssigunzen als Volumen, keine Unzen als Gewicht.",
      },
      {
        question: "Wie viele Milliliter hat eine Tasse?",
        answer:
          "Eine US-Tasse hat {{1 cup ml}} mL. Die metrische Tasse, die in Australien und mehreren anderen Ländern verwendet wird, hat 250 mL, und die hier angebotene imperiale Tasse {{1 cup_uk ml}} mL.",
      },
      {
        question: "Welchen Tee- und Esslöffel verwendet der Rechner für das Vereinigte Königreich?",
        answer:
          "Die „imperialen“ Löffel sind die traditionellen: Teelöffel {{1 tsp_uk ml}} mL, Esslöffel {{1 tbsp_uk ml}} mL. Moderne britische Rezepte verwenden metrische Löffel von 5 mL und 15 mL; für diese rechnen Sie direkt von Millilitern um.",
      },
    ],
  },
};
