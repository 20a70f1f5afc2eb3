import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/fuel-consumption.ts. */
export const texts: UnitTranslations = {
  "/fuel-consumption": {
    about: [
      "Der Kraftstoffbedarf wird auf zwei entgegengesetzte Arten angegeben. Der Kraftstoffverbrauch ist der Kraftstoff pro Strecke: Liter pro 100 Kilometer (L/100 km) in den meisten Ländern Europas, in Kanada, Australien und vielen anderen Ländern, außerdem Liter oder Milliliter pro Kilometer und US-Gallonen pro 100 Meilen. Bei diesen Einheiten ist eine kleinere Zahl besser. Die Kraftstoffeffizienz ist die Strecke pro Kraftstoffmenge: Meilen pro Gallone (mpg) in den Vereinigten Staaten und im Vereinigten Königreich, Kilometer pro Liter (km/L) in Japan, Indien und anderswo. Hier ist eine größere Zahl besser.",
      "Die beiden Arten sind Kehrwerte voneinander, die Umrechnung zwischen ihnen ist also eine Division, keine Multiplikation: L/100 km = {{1 mpg_us l_100km}} ÷ mpg (US) = {{1 mpg_uk l_100km}} ÷ mpg (UK) = 100 ÷ km/L. Doppelte mpg bedeuten halbe L/100 km: 20 mpg (US) sind {{20 mpg_us l_100km}} L/100 km und 40 mpg sind {{40 mpg_us l_100km}} L/100 km. Innerhalb jeder Art ist die Umrechnung ein gewöhnlicher Faktor: 1 L/100 km sind {{1 l_100km ml_km}} mL/km oder {{1 l_100km l_km}} L/km.",
      "Meilen pro Gallone hängen davon ab, welche Gallone gemeint ist. Die US-Gallone hat 3,785411784 Liter und die im Vereinigten Königreich verwendete imperiale Gallone 4,54609 Liter; dasselbe Auto zeigt im Vereinigten Königreich also einen höheren mpg-Wert: 1 mpg (US) sind {{1 mpg_us mpg_uk}} mpg (UK). Der Rechner hält sie als mpg (US) und mpg (UK) auseinander. In SI-Begriffen ist Volumen pro Strecke eine Fläche, weshalb die Basiseinheit der Kategorie der Kubikmeter pro Meter ist: 1 L/100 km sind {{1 l_100km m3_m}} m³/m.",
    ],
    useCases: [
      "Ein US-Auto mit 30 mpg mit einem europäischen mit 6 L/100 km vergleichen: 30 mpg (US) sind {{30 mpg_us l_100km}} L/100 km, das europäische Auto verbraucht also weniger.",
      "Britische Testberichte in imperialen mpg lesen: 50 mpg (UK) sind {{50 mpg_uk l_100km}} L/100 km und {{50 mpg_uk mpg_us}} mpg (US).",
      "Den Kraftstoff für eine Fahrt abschätzen: Bei 7 L/100 km verbraucht ein Auto {{7 l_100km l_km}} L pro Kilometer, für 450 km also 31,5 L.",
      "Verbrauchsangaben aus Japan oder Indien in km/L vergleichen: 18 km/L sind {{18 km_l l_100km}} L/100 km oder {{18 km_l mpg_us}} mpg (US).",
      "Die Gallonen pro 100 Meilen auf US-Verbrauchsetiketten lesen: 4 gal/100 mi sind {{4 gal_100mi mpg_us}} mpg (US).",
    ],
    guides: [
      {
        title: "mpg und L/100 km von Hand umrechnen",
        content: [
          "Da die Einheiten Kehrwerte sind, teilen Sie eine Konstante durch den Wert. Für US-Gallonen: L/100 km = {{1 mpg_us l_100km}} ÷ mpg und mpg = {{1 mpg_us l_100km}} ÷ L/100 km. Für imperiale Gallonen nehmen Sie stattdessen {{1 mpg_uk l_100km}}. 25 mpg (US) sind demnach {{25 mpg_us l_100km}} L/100 km, und 8 L/100 km sind {{8 l_100km mpg_uk}} mpg (UK).",
          "Für km/L ist die Konstante 100: 12,5 km/L sind {{12.5 km_l l_100km}} L/100 km. Multiplizieren Sie mpg nie mit einem Faktor, um L/100 km zu erhalten; eine Multiplikation funktioniert nur zwischen zwei Einheiten derselben Art, etwa mpg (US) und mpg (UK) oder L/100 km und mL/km.",
        ],
      },
      {
        title: "Warum Einsparungen in L/100 km leichter zu sehen sind",
        content: [
          "Der Kraftstoffbedarf für eine feste Strecke ist proportional zu L/100 km oder gal/100 mi, nicht zu mpg. Von 10 auf 20 mpg (US) sinkt der Verbrauch pro 100 Meilen von {{10 mpg_us gal_100mi}} auf {{20 mpg_us gal_100mi}} Gallonen; von 30 auf 50 mpg nur von {{30 mpg_us gal_100mi}} auf {{50 mpg_us gal_100mi}} Gallonen.",
          "Ein sehr durstiges Fahrzeug zu ersetzen spart daher mehr Kraftstoff als ein großer mpg-Gewinn bei einem ohnehin sparsamen. Vergleichen Sie Fahrzeuge in L/100 km oder gal/100 mi, wenn Sie Kraftstoffkosten vergleichen wollen.",
        ],
      },
    ],
    tips: [
      {
        title: "Kleiner oder größer?",
        content: [
          "L/100 km, L/km, mL/km und gal/100 mi: kleiner ist besser. mpg und km/L: größer ist besser.",
        ],
      },
      {
        title: "Welche Gallone?",
        content: [
          "Ein britischer mpg-Wert bezieht sich auf imperiale Gallonen und ist für dasselbe Auto höher als der US-Wert: 40 mpg (UK) sind {{40 mpg_uk mpg_us}} mpg (US).",
        ],
      },
      {
        title: "Achten Sie auf den Testzyklus",
        content: [
          "Offizielle Angaben aus verschiedenen Prüfverfahren, etwa den Tests der US-EPA und dem WLTP, unterscheiden sich auch nach korrekter Umrechnung der Einheiten, weil die Fahrbedingungen verschieden sind.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie rechne ich mpg in L/100 km um?",
        answer:
          "Teilen Sie {{1 mpg_us l_100km}} durch die mpg (US); für britische mpg teilen Sie {{1 mpg_uk l_100km}} durch den Wert. So sind 30 mpg (US) {{30 mpg_us l_100km}} L/100 km und 30 mpg (UK) {{30 mpg_uk l_100km}} L/100 km.",
      },
      {
        question: "Wie rechne ich L/100 km in mpg um?",
        answer:
          "Teilen Sie {{1 mpg_us l_100km}} durch den Wert in L/100 km, um US-mpg zu erhalten, oder {{1 mpg_uk l_100km}} für britische mpg. 6 L/100 km sind also {{6 l_100km mpg_us}} mpg (US) oder {{6 l_100km mpg_uk}} mpg (UK).",
      },
      {
        question: "Ist ein niedrigerer Wert in L/100 km besser?",
        answer:
          "Ja. L/100 km ist Kraftstoff pro Strecke, eine kleinere Zahl bedeutet also weniger Kraftstoff. Bei mpg und km/L, die Strecke pro Kraftstoff messen, ist eine größere Zahl besser.",
      },
      {
        question: "Warum ist der britische mpg-Wert für dasselbe Auto höher als der US-Wert?",
        answer:
          "Weil die imperiale Gallone (4,54609 L) größer ist als die US-Gallone (3,785411784 L) und ein Auto mit ihr weiter kommt. 1 mpg (UK) sind {{1 mpg_uk mpg_us}} mpg (US), und 1 mpg (US) sind {{1 mpg_us mpg_uk}} mpg (UK).",
      },
      {
        question: "Wie rechne ich km/L in L/100 km um?",
        answer:
          "Teilen Sie 100 durch den Wert in km/L: 20 km/L sind {{20 km_l l_100km}} L/100 km. Umgekehrt gilt dasselbe: 100 ÷ L/100 km ergibt km/L, 5 L/100 km sind also {{5 l_100km km_l}} km/L.",
      },
    ],
  },
};
