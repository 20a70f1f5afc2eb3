import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/weight.ts. */
export const texts: UnitTranslations = {
  "/weight": {
    about: [
      "Im Alltag bedeutet „Gewicht“ die Masse, und die Einheiten auf dieser Seite sind Masseneinheiten. Die SI-Einheit ist das Kilogramm (kg), seit 2019 über einen festen Wert der Planck-Konstante definiert. Die metrischen Einheiten sind dezimal: Ein Gramm ist {{1 g kg}} kg, ein Milligramm {{1 mg g}} g und eine metrische Tonne {{1 t kg}} kg. Die Kraft, die die Schwerkraft auf eine Masse ausübt, wird in Newton oder Pound-force gemessen, im Kraftrechner.",
      "Das Avoirdupois-Pfund, das im US-amerikanischen und im imperialen System verwendet wird, ist durch das internationale Abkommen von 1959 als exakt {{1 lb g}} g definiert. Die Unze ist ein Sechzehntel davon ({{1 oz g}} g), das Stone {{1 st lb}} lb und das Gran exakt {{1 gr mg}} mg. Drei verschiedene englische „tons“ sind in Gebrauch: die US-amerikanische Short Ton von {{1 ton_us lb}} lb ({{1 ton_us kg}} kg), die britische Long Ton von {{1 ton_uk lb}} lb ({{1 ton_uk kg}} kg) und die metrische Tonne von {{1 t kg}} kg ({{1 t lb}} lb). Ebenso ist das Hundredweight hier das britische von {{1 cwt lb}} lb; das US-Hundredweight hat 100 lb.",
      "Edelmetalle werden in Troy-Einheiten gewogen: Eine Troy-Unze hat {{1 oz_troy gr}} Gran ({{1 oz_troy g}} g) und ist schwerer als die Avoirdupois-Unze von {{1 oz gr}} Gran, während das Troy-Pfund von {{1 lb_troy oz_troy}} Troy-Unzen ({{1 lb_troy lb}} lb) leichter ist als das Avoirdupois-Pfund. Edelsteine werden im metrischen Karat von {{1 carat mg}} mg gewogen, das in {{1 carat point}} Punkte geteilt ist. Tael und Catty auf dieser Seite sind die Einheiten Hongkongs: 1 Catty = {{1 catty tael}} Tael = {{1 catty g}} g. Das Catty Taiwans (0,6 kg) und das Jin Festlandchinas (0,5 kg) sind andere Einheiten mit demselben traditionellen Namen.",
    ],
    useCases: [
      "Körpergewichte länderübergreifend lesen: 70 kg sind {{70 kg lb}} lb oder {{70 kg st}} Stone, wie oft im Vereinigten Königreich und in Irland angegeben.",
      "Rezepte nachkochen, die Gramm und Unzen mischen: 250 g Mehl sind {{250 g oz}} oz, und eine Packung Butter von 1 lb sind {{1 lb g}} g.",
      "Gold und Silber bewerten, deren Preise pro Troy-Unze notiert werden: 1 kg Barrenmetall sind {{1 kg oz_troy}} Troy-Unzen.",
      "Fracht- oder Fahrzeuggewichte vergleichen, die in Short Tons, Long Tons oder Tonnen angegeben sind: 20 Short Tons sind {{20 ton_us t}} Tonnen.",
      "Arzneimittel und Geschosse in Gran wiegen: 5 Gran sind {{5 gr mg}} mg.",
      "Lebensmittel oder Kräuter auf Märkten in Hongkong kaufen, die nach Catty oder Tael ausgepreist sind: Ein halbes Catty sind {{0.5 catty g}} g.",
    ],
    guides: [
      {
        title: "Gewichte von Hand umrechnen",
        content: [
          "Das Pfund ist exakt {{1 lb g}} g; um Pfund in Kilogramm umzurechnen, multiplizieren Sie also mit dieser Zahl und teilen durch 1.000 (auf sechs Nachkommastellen {{1 lb kg}}). 150 lb sind {{150 lb kg}} kg. Für die Gegenrichtung multiplizieren Sie Kilogramm mit {{1 kg lb}}: 75 kg sind {{75 kg lb}} lb. Zur schnellen Kontrolle im Kopf: Ein Kilogramm ist etwas mehr als 2 Pfund.",
          "Unzen und Gramm: 1 oz = {{1 oz g}} g und 100 g = {{100 g oz}} oz. Bei Stone rechnen Sie zuerst in Pfund um ({{1 st lb}} lb pro Stone), dann in Kilogramm: 11 st 4 lb sind {{11 st lb}} lb + 4 lb, und 158 lb sind {{158 lb kg}} kg.",
        ],
      },
      {
        title: "Troy, Avoirdupois und das Karat",
        content: [
          "Troy- und Avoirdupois-System beruhen beide auf demselben Gran von {{1 gr mg}} mg. Die Troy-Unze hat {{1 oz_troy gr}} Gran und die Avoirdupois-Unze {{1 oz gr}}; eine Troy-Unze sind also {{1 oz_troy oz}} gewöhnliche Unzen. Das Pennyweight, {{1 dwt gr}} Gran, ist ein Zwanzigstel einer Troy-Unze.",
          "Wird für Gold, Silber oder Platin ein Preis pro Unze genannt, ist die Troy-Unze gemeint. Das Karat ({{1 carat g}} g) dient zum Wiegen von Edelsteinen und Perlen; das Karat bei Goldschmuck (englisch „karat“) ist dagegen gar keine Masse, sondern ein Feingehalt, in 24steln reinen Goldes.",
        ],
      },
    ],
    tips: [
      {
        title: "Sagen Sie, welche Tonne",
        content: [
          "Schreiben Sie statt des englischen „ton“ „short ton“, „long ton“ oder „tonne“ (metrische Tonne): Eine Long Ton sind {{1 ton_uk ton_us}} Short Tons und eine Tonne {{1 t ton_us}} Short Tons.",
        ],
      },
      {
        title: "Troy nur für Edelmetalle",
        content: [
          "Verwenden Sie die Avoirdupois-Unze ({{1 oz g}} g) für Lebensmittel, Post und alles andere; die Troy-Unze ({{1 oz_troy g}} g) nur für Edelmetalle.",
        ],
      },
      {
        title: "Prüfen Sie, welches regionale Catty",
        content: [
          "Ein Catty aus Hongkong, Taiwan oder vom Festland ist nicht dieselbe Menge. Diese Seite verwendet das Catty Hongkongs von {{1 catty g}} g.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Pfund hat ein Kilogramm?",
        answer:
          "Ein Kilogramm sind {{1 kg lb}} Pfund. Das Pfund ist als exakt {{1 lb g}} g definiert, ein Kilogramm sind also 1.000 ÷ {{1 lb g}} Pfund, eine Zahl mit unendlich vielen Nachkommastellen.",
      },
      {
        question: "Wie viele Gramm hat eine Unze?",
        answer:
          "Eine Avoirdupois-Unze hat {{1 oz g}} g (exakt {{1 oz mg}} mg). Eine Troy-Unze, die für Edelmetalle verwendet wird, hat {{1 oz_troy g}} g.",
      },
      {
        question: "Was ist der Unterschied zwischen Short Ton, Long Ton und metrischer Tonne?",
        answer:
          "Eine Short Ton (US) hat {{1 ton_us lb}} lb oder {{1 ton_us kg}} kg; eine Long Ton (UK) hat {{1 ton_uk lb}} lb oder {{1 ton_uk kg}} kg; eine metrische Tonne hat {{1 t kg}} kg oder {{1 t lb}} lb.",
      },
      {
        question: "Ist eine Troy-Unze schwerer als eine gewöhnliche Unze?",
        answer:
          "Ja. Eine Troy-Unze hat {{1 oz_troy g}} g und eine Avoirdupois-Unze {{1 oz g}} g, eine Troy-Unze sind also {{1 oz_troy oz}} gewöhnliche Unzen. Ein Troy-Pfund hat jedoch nur {{1 lb_troy oz_troy}} Troy-Unzen und ist {{1 lb_troy lb}} eines gewöhnlichen Pfunds.",
      },
      {
        question: "Wie viele Pfund hat ein Stone?",
        answer:
          "Ein Stone hat {{1 st lb}} lb, das sind {{1 st kg}} kg. 10 Stone sind {{10 st kg}} kg.",
      },
      {
        question: "Welches Tael und welches Catty verwendet dieser Rechner?",
        answer:
          "Die Einheiten Hongkongs: 1 Catty = {{1 catty tael}} Tael = {{1 catty g}} g, also 1 Tael = {{1 tael g}} g. Das Catty Taiwans (0,6 kg) und das Jin des Festlands (0,5 kg) sind nicht dasselbe; prüfen Sie also, auf welches sich ein Preis bezieht.",
      },
    ],
  },
};
