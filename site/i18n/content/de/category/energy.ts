import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/energy.ts. */
export const texts: UnitTranslations = {
  "/energy": {
    about: [
      "Energie ist die Fähigkeit, Arbeit zu verrichten oder etwas zu erwärmen. Ihre SI-Einheit ist das Joule (J): die Arbeit einer Kraft von einem Newton über einen Meter oder ein Watt während einer Sekunde (1 W·s = {{1 ws j}} J). Strom wird in Kilowattstunden abgerechnet: Eine kWh ist ein Kilowatt während einer Stunde, exakt {{1 kwh mj}} MJ. Mechanische Arbeit erscheint auch als Newtonmeter, Fuß-Pound-force oder Kilogramm-Kraft-Meter, und die Physik verwendet das Erg ({{1 erg j}} J) sowie im atomaren Maßstab das Elektronvolt, das Hartree und das Rydberg. Das Elektronvolt ist die Elementarladung, seit 2019 auf exakt 1,602176634 × 10⁻¹⁹ C festgelegt, mal ein Volt: auf sieben Stellen {{1 ev j}} J.",
      "Kalorien gibt es in mehreren Größen. Die Kalorie (cal) dieser Seite ist die Internationale-Tafel-Kalorie, exakt {{1 cal j}} J; die thermochemische Kalorie ist exakt {{1 cal_th j}} J. Die Nahrungskalorie – im Englischen mit großem C als „Calorie“ geschrieben –, die „Kalorie“ der Nährwertangaben, ist eine Kilokalorie; diese Seite verwendet die thermochemische Kilokalorie, {{1 cal_nut j}} J, den Wert der EU-Vorschriften zur Lebensmittelkennzeichnung und der FAO. Sie beträgt {{1 cal_nut kcal}} einer Internationale-Tafel-Kilokalorie ({{1 kcal j}} J); die Wahl ändert eine Ernährungsangabe also kaum, wohl aber deren letzte Stellen.",
      "Die British thermal unit (BTU, Internationale Tafel) beträgt {{1 btu j}} J, ungefähr die Wärme, die ein Pfund Wasser um 1 °F erwärmt. Erdgas wird nach Therm ({{1 therm btu}} BTU) verkauft und nach MMBtu gehandelt, einer Million BTU ({{1 mbtu gj}} GJ). Vorsicht bei „MBtu“: Im US-Handel bedeutet das römische M oft tausend, ein MBtu kann also tausend BTU sein; das mbtu dieser Seite ist immer eine Million. Sprengenergie wird in Tonnen TNT angegeben, vereinbarungsgemäß 10⁹ thermochemische Kalorien pro Tonne, also {{1 ton_tnt gj}} GJ.",
    ],
    useCases: [
      "Nährwertangaben lesen, die Energie in kJ oder kcal angeben: 2.000 Nahrungskalorien sind {{2000 cal_nut kj}} kJ, und 500 kJ sind {{500 kj cal_nut}} kcal.",
      "Energierechnungen im Haushalt vergleichen: 100 kWh Strom sind {{100 kwh btu}} BTU, und 100 Therm Gas sind {{100 therm kwh}} kWh.",
      "Heizstoffe und Erdgaspreise pro MMBtu mit Preisen pro kWh oder GJ vergleichen: 1 MMBtu sind {{1 mbtu kwh}} kWh.",
      "Hausaufgaben in Physik und Chemie lösen, in denen Joule, Kalorien und Elektronvolt gemischt vorkommen: 1 eV sind {{1 ev j}} J.",
      "Akkus dimensionieren: Ein Akkupaket mit 75 kWh speichert {{75 kwh mj}} MJ.",
      "Explosionen und Einschläge vergleichen, die in TNT-Äquivalent angegeben sind: 1 Kilotonne sind {{1 kton gj}} GJ.",
    ],
    guides: [
      {
        title: "Kalorien, Kilokalorien und Nahrungskalorien",
        content: [
          "In der Ernährung bedeutet „Kalorie“ fast immer die Kilokalorie, manchmal (im Englischen) „Calorie“ oder kcal geschrieben. Ein Snack mit 250 Kilokalorien enthält {{250 cal_nut kj}} kJ, die Zahl, die europäische und australische Etiketten neben oder statt kcal angeben. Multiplizieren Sie Nahrungskalorien mit {{1 cal_nut kj}}, um Kilojoule zu erhalten, oder teilen Sie Kilojoule durch dieselbe Zahl.",
          "In Physik und Technik ist die kleine Kalorie von {{1 cal j}} J (Internationale Tafel) oder {{1 cal_th j}} J (thermochemisch) gemeint. Eine Nahrungskalorie sind {{1 cal_nut cal_th}} thermochemische Kalorien. Wer die beiden Größen verwechselt, liegt um den Faktor tausend daneben, weit mehr als der kleine Unterschied zwischen der IT- und der thermochemischen Definition.",
        ],
      },
      {
        title: "Energie von Hand umrechnen",
        content: [
          "kWh in MJ: mit {{1 kwh mj}} multiplizieren. kWh in BTU: mit {{1 kwh btu}} multiplizieren. BTU in kJ: mit {{1 btu kj}} multiplizieren. Für Gas gilt: 1 Therm sind {{1 therm kwh}} kWh und 1 MMBtu sind {{1 mbtu therm}} Therm.",
          "Joule in Kalorien: durch {{1 cal j}} teilen (IT-Kalorie), 1.000 J sind also {{1000 j cal}} cal. Joule in Elektronvolt: 1 J sind {{1 j ev}} eV.",
        ],
      },
    ],
    tips: [
      {
        title: "Leistung ist keine Energie",
        content: [
          "kW ist eine Rate, kWh eine Menge. Ein Heizgerät mit 2 kW, das 3 Stunden läuft, verbraucht 6 kWh, also {{6 kwh mj}} MJ.",
        ],
      },
      {
        title: "Prüfen Sie das M in MBtu",
        content: [
          "Klären Sie vor dem Umrechnen eines Gaspreises, ob „MBtu“ tausend oder eine Million BTU bedeutet. Das MMBtu dieser Seite ist immer eine Million BTU, {{1 mbtu kwh}} kWh.",
        ],
      },
      {
        title: "Verwenden Sie die richtige Kalorie",
        content: [
          "Für Lebensmittel wählen Sie die Kilokalorie (Nahrungskalorie), {{1 cal_nut kj}} kJ. Bei älteren Daten aus Physik und Chemie prüfen Sie, ob die Quelle die IT- oder die thermochemische Kalorie verwendet hat.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Joule hat eine Kalorie?",
        answer:
          "Eine Internationale-Tafel-Kalorie ist exakt {{1 cal j}} J und eine thermochemische Kalorie exakt {{1 cal_th j}} J. Eine Nahrungskalorie (Kilokalorie) ist auf dieser Seite {{1 cal_nut j}} J.",
      },
      {
        question: "Ist eine Nahrungskalorie dasselbe wie eine Kilokalorie?",
        answer:
          "Ja. Die Kalorie der Nährwertangaben ist eine Kilokalorie, tausend kleine Kalorien. Diese Seite verwendet wie die EU-Kennzeichnungsvorschriften und die FAO den thermochemischen Wert, {{1 cal_nut kj}} kJ; die Internationale-Tafel-Kilokalorie ist {{1 kcal kj}} kJ.",
      },
      {
        question: "Wie viele kJ hat eine kcal?",
        answer:
          "Eine Nahrungs-Kilokalorie sind {{1 cal_nut kj}} kJ, und 1 kJ sind {{1 kj cal_nut}} Nahrungskalorien. Die Internationale-Tafel-Kilokalorie ist etwas größer, {{1 kcal kj}} kJ.",
      },
      {
        question: "Wie viele BTU hat eine kWh?",
        answer:
          "Eine Kilowattstunde sind {{1 kwh btu}} BTU (Internationale Tafel), und eine BTU sind {{1 btu wh}} Wh, denn eine kWh ist exakt {{1 kwh j}} J und eine BTU {{1 btu j}} J.",
      },
      {
        question: "Was ist ein MMBtu?",
        answer:
          "Eine Million British thermal units (10⁶ BTU), also {{1 mbtu gj}} GJ, {{1 mbtu kwh}} kWh und {{1 mbtu therm}} Therm. Es ist die übliche Handelseinheit für Erdgas in Nordamerika.",
      },
      {
        question: "Wie viele Joule hat ein Elektronvolt?",
        answer:
          "Ein Elektronvolt ist {{1 ev j}} J, die Energie, die ein Elektron beim Durchlaufen von einem Volt gewinnt. Der Wert ist exakt, seit das SI 2019 die Elementarladung auf 1,602176634 × 10⁻¹⁹ C festgelegt hat. Ein Joule sind {{1 j ev}} eV.",
      },
    ],
  },
};
