import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/hp-to-kw.ts. */
export const texts: UnitTranslations = {
  "/hp-to-kw": {
    about: [
      "Horsepower (hp) ist auf dieser Seite die mechanische oder imperiale Horsepower: exakt {{1 hp ft_lbf_s}} Fuß-Pound-force pro Sekunde (ft·lbf/s). Mit internationalem Fuß und Pfund und der Normfallbeschleunigung sind das 745,69987158227 W, auf sechs Nachkommastellen angezeigt als {{1 hp w}} W, oder {{1 hp kw}} kW. Es ist die Horsepower der Motor- und Antriebsangaben in den USA und im Vereinigten Königreich. Die metrische Pferdestärke (PS, CV), die in weiten Teilen Europas für Autos verwendet wird, ist kleiner, und die elektrische Horsepower auf Motortypenschildern beträgt exakt {{1 hp_electric w}} W.",
      "Um Horsepower in Kilowatt umzurechnen, multiplizieren Sie mit {{1 hp kw}}, der Zahl der Kilowatt in einer Horsepower; der Rechner verwendet den Faktor mit voller Genauigkeit, nicht den gerundeten Wert. Eine Horsepower ist etwa drei Viertel eines Kilowatts, die Zahl in Kilowatt ist also immer kleiner. Die Umrechnung begegnet Ihnen beim Vergleich von Motorleistungen in Fahrzeugdaten, bei der Auslegung von Elektromotoren, Pumpen und Generatoren, beim Ablesen der Leistung von Industriemaschinen und wenn ein Motor, der in der einen Einheit angegeben ist, durch einen in der anderen ersetzt wird.",
    ],
    useCases: [
      "Fahrzeugdaten",
      "Industriemaschinen",
      "Elektrische Anlagen",
      "Pumpen, Kompressoren und Generatoren auslegen, deren Leistung in Horsepower angegeben ist",
    ],
    tips: [
      {
        title: "Wissen Sie, welche Pferdestärke",
        content: [
          "Ein europäischer Autoprospekt mit PS oder CV verwendet die metrische Pferdestärke von {{1 hp_metric w}} W; ein US-Prospekt mit hp verwendet die mechanische Horsepower. 100 PS sind {{100 hp_metric kw}} kW, 100 hp dagegen {{100 hp kw}} kW.",
        ],
      },
      {
        title: "Nennleistung ist nicht Aufnahmeleistung",
        content: [
          "Ein Motor mit 1 hp ist für {{1 hp kw}} kW Abgabeleistung an der Welle ausgelegt; er nimmt mehr elektrische Leistung auf, weil kein Motor einen Wirkungsgrad von 100 % hat.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel kW ist 1 hp?",
        answer:
          "Eine mechanische Horsepower sind {{1 hp kw}} kW oder {{1 hp w}} W. Fünf hp sind {{5 hp kw}} kW und zehn hp {{10 hp kw}} kW.",
      },
      {
        question: "Wie viel kW sind 100 hp?",
        answer: "100 hp sind {{100 hp kw}} kW. Ein Motor mit 150 hp hat {{150 hp kw}} kW.",
      },
      {
        question: "Was ist der Unterschied zwischen hp und PS (metrische Pferdestärke)?",
        answer:
          "Die mechanische Horsepower (hp) beträgt {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W. Die metrische Pferdestärke (PS im Deutschen, CV im Französischen, Italienischen und Spanischen) beträgt {{1 hp_metric kg_m_s}} Kilogramm-Kraft-Meter pro Sekunde, exakt {{1 hp_metric w}} W, und ist etwa 1,4 % kleiner. Diese Seite verwendet die mechanische Horsepower.",
      },
      {
        question: "Ist Brake Horsepower (bhp) dieselbe Einheit?",
        answer:
          "Ja. Brake Horsepower ist die an der Abtriebswelle des Motors gemessene Leistung, vor Verlusten im Antriebsstrang, ausgedrückt in derselben mechanischen Horsepower. Für bhp in kW gilt derselbe Faktor.",
      },
      {
        question: "Was ist die elektrische Horsepower?",
        answer:
          "Die elektrische Horsepower, die für die Leistung von Elektromotoren verwendet wird, beträgt exakt {{1 hp_electric w}} W, etwas mehr als die {{1 hp w}} W der mechanischen Horsepower. Der Leistungsrechner bietet sie als „Horsepower (elektrisch)“ an.",
      },
    ],
  },
  "/kw-to-hp": {
    about: [
      "Das Kilowatt (kW) sind {{1 kw w}} Watt, wobei das Watt die SI-Einheit der Leistung ist. In Kilowatt geben europäische Fahrzeugpapiere die Motorleistung an, und so werden Elektroautos, Motoren, Heizgeräte und Generatoren bemessen. Horsepower ist hier die mechanische (imperiale) Horsepower von {{1 hp ft_lbf_s}} ft·lbf/s, {{1 hp w}} W (vollständig 745,69987158227 W), also das, was hp in den Vereinigten Staaten und im Vereinigten Königreich bedeutet. Ein Kilowatt sind daher {{1 kw hp}} hp.",
      "Um Kilowatt in Horsepower umzurechnen, teilen Sie durch {{1 hp kw}} oder multiplizieren mit {{1 kw hp}}. Ein Kilowatt ist etwa ein Drittel größer als eine Horsepower, die Zahl in hp ist also immer größer als die Zahl in kW. Beachten Sie, dass die metrische Pferdestärke (PS oder CV) europäischer Autowerbung eine andere Einheit ist: 1 kW sind {{1 kw hp_metric}} PS. Verwendet wird diese Umrechnung, um Elektro- und Verbrennerfahrzeuge zu vergleichen, in kW angegebene Motorleistungen zu lesen, Motoren und Generatoren auszulegen und Heiz- und Kühlgeräte zu vergleichen.",
    ],
    useCases: [
      "Die Motorleistung aus Fahrzeugpapieren ablesen, die sie in kW angeben",
      "Leistungsangaben von Elektroautomotoren mit Verbrennungsmotoren vergleichen",
      "Elektromotoren, Pumpen und Generatoren auslegen",
      "Heiz- und Klimaleistungen in kW und BTU/h",
    ],
    tips: [
      {
        title: "kW ist nicht kWh",
        content: [
          "Ein Kilowatt ist eine Leistung, eine Rate; eine Kilowattstunde ist Energie, die Menge, die 1 kW in einer Stunde Betrieb verbraucht. Akkukapazitäten sind in kWh angegeben und lassen sich nicht in Horsepower umrechnen.",
        ],
      },
      {
        title: "PS aus kW",
        content: [
          "Für ein europäisches Auto mit PS-Angabe verwenden Sie 1 kW = {{1 kw hp_metric}} PS. Derselbe Motor mit 100 kW hat {{100 kw hp}} hp, aber {{100 kw hp_metric}} PS.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel hp ist 1 kW?",
        answer:
          "1 kW sind {{1 kw hp}} mechanische Horsepower. Fünf kW sind {{5 kw hp}} hp und zehn kW {{10 kw hp}} hp.",
      },
      {
        question: "Wie viel Horsepower sind 75 kW?",
        answer: "75 kW sind {{75 kw hp}} hp, knapp über 100 hp.",
      },
      {
        question: "Wie viel hp sind 100 kW?",
        answer:
          "100 kW sind {{100 kw hp}} hp oder {{100 kw hp_metric}} metrische Pferdestärken (PS).",
      },
      {
        question: "Ist das die mechanische oder die metrische Pferdestärke?",
        answer:
          "Die mechanische (imperiale) Horsepower, {{1 hp w}} W. Die metrische Pferdestärke (PS, CV) beträgt exakt {{1 hp_metric w}} W, dieselbe Leistung ergibt in PS also eine größere Zahl als in hp. Der Leistungsrechner bietet beide an.",
      },
      {
        question: "Warum geben Fahrzeugpapiere die Leistung in kW an?",
        answer:
          "Das Kilowatt ist die SI-Einheit der Leistung, und europäische Zulassungsdokumente geben die Motorleistung in kW an. Werbung nennt oft zusätzlich PS oder hp, die Umrechnungen desselben Werts sind.",
      },
    ],
  },
};
