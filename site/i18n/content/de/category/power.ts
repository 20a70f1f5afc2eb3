import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/power.ts. */
export const texts: UnitTranslations = {
  "/power": {
    about: [
      "Leistung ist die Rate, mit der Energie übertragen oder Arbeit verrichtet wird. Ihre SI-Einheit ist das Watt (W), ein Joule pro Sekunde ({{1 w j_s}} J/s). Die metrischen Vielfachen reichen vom Pikowatt bei Funkempfängern bis zum Terawatt nationaler Stromnetze: Ein Kilowatt sind {{1 kw w}} W, ein Megawatt {{1 mw kw}} kW. Energie ist Leistung mal Zeit; ein Kilowatt, eine Stunde lang genutzt, ist also eine Kilowattstunde Energie.",
      "Für die Pferdestärke gibt es mehrere Definitionen, die diese Seite auseinanderhält. Die mechanische (imperiale) Horsepower beträgt {{1 hp ft_lbf_s}} Fuß-Pound-force pro Sekunde, {{1 hp w}} W. Die metrische Pferdestärke (PS, CV, pk) beträgt {{1 hp_metric kg_m_s}} Kilogramm-Kraft-Meter pro Sekunde, exakt {{1 hp_metric w}} W, etwa {{1 hp_metric hp}} mechanische Horsepower. Die elektrische Horsepower ist exakt {{1 hp_electric w}} W, und die Kessel-Horsepower, eine Leistungsangabe für Dampfkessel, ist mit {{1 hp_boiler kw}} kW viel größer.",
      "Heiz- und Kühlgeräte werden in den USA in BTU pro Stunde angegeben: 1 kW sind {{1 kw btu_h}} BTU/h, und eine Kältetonne, die Kühlleistung, die eine Short Ton Eis an einem Tag schmilzt, sind {{1 ton_ref btu_h}} BTU/h oder {{1 ton_ref kw}} kW. Das MMBtu/h dieser Seite ist eine Million BTU pro Stunde ({{1 mbtu_h kw}} kW), nicht tausend. Das Voltampere (VA, kVA) misst die elektrische Scheinleistung; hier wird es als ein Watt pro VA umgerechnet, doch die Wirkleistung einer Wechselstromlast ist der VA-Wert mal ihrem Leistungsfaktor. Die Einheit mit dem Code solar_mass ist die nominelle Sonnenleuchtkraft der IAU, die Leistung, die die Sonne abstrahlt ({{1 solar_mass w}} W), keine Masse.",
    ],
    useCases: [
      "Motorleistungen von Autos vergleichen: 150 kW sind {{150 kw hp}} hp (mechanisch) oder {{150 kw hp_metric}} PS, und 300 hp sind {{300 hp kw}} kW.",
      "Eine Klimaanlage oder Wärmepumpe dimensionieren: Ein Gerät mit 12.000 BTU/h hat {{12000 btu_h kw}} kW oder {{12000 btu_h ton_ref}} Kältetonnen.",
      "Elektrische Heizgeräte und Heizkessel vergleichen, die in kW und BTU/h angegeben sind: Ein Heizgerät mit 3 kW liefert {{3 kw btu_h}} BTU/h.",
      "Einen Motor für eine Pumpe oder einen Kompressor wählen: Ein Motor mit 5 hp hat eine mechanische Abgabeleistung von {{5 hp kw}} kW.",
      "Angaben zu Kraftwerken und Stromnetzen lesen: 1 GW sind {{1 gw mw}} MW.",
      "Kalorimeterdaten in Kalorien pro Sekunde lesen: 1 cal/s (Internationale-Tafel-Kalorie) sind {{1 cal_s w}} W.",
    ],
    guides: [
      {
        title: "Leistung von Hand umrechnen",
        content: [
          "Mechanische Horsepower in Kilowatt: mit {{1 hp kw}} multiplizieren; Kilowatt in Horsepower: mit {{1 kw hp}} multiplizieren. Metrische Pferdestärken (PS) in Kilowatt: mit {{1 hp_metric kw}} multiplizieren. Als schnelle Schätzung gilt: 4 hp sind etwa 3 kW (genau {{4 hp kw}} kW).",
          "kW in BTU/h: mit {{1 kw btu_h}} multiplizieren. BTU/h in Watt: mit {{1 btu_h w}} multiplizieren. Kältetonnen in kW: mit {{1 ton_ref kw}} multiplizieren.",
        ],
      },
      {
        title: "Welche Pferdestärke?",
        content: [
          "Auto- und Motordaten aus den USA und dem Vereinigten Königreich nennen meist die mechanische Horsepower (hp, bhp). Kontinentaleuropäische Angaben nennen oft die metrische Pferdestärke (PS im Deutschen, CV im Französischen, Italienischen und Spanischen, pk im Niederländischen), die etwas kleiner ist: 100 PS sind {{100 hp_metric hp}} hp. Offizielle EU-Angaben sind in Kilowatt, was die Frage erübrigt.",
          "Die elektrische Horsepower, die für die Leistung von Elektromotoren verwendet wird, ist exakt {{1 hp_electric w}} W. Die Kessel-Horsepower ({{1 hp_boiler w}} W) misst die Dampfleistung eines Kessels und hat mit den anderen größenmäßig nichts zu tun.",
        ],
      },
    ],
    tips: [
      {
        title: "Leistung und Energie sind verschieden",
        content: [
          "W, kW und hp sind Raten; Wh, kWh und BTU sind Mengen. Ein Gerät mit 2 kW, das 30 Minuten läuft, verbraucht 1 kWh.",
        ],
      },
      {
        title: "VA ist nicht immer W",
        content: [
          "Bei Transformatoren, USV-Anlagen und Generatoren ergibt die kVA-Angabe mal dem Leistungsfaktor die tatsächlichen kW. Der Rechner zeigt für beide dieselbe Zahl.",
        ],
      },
      {
        title: "Schreiben Sie MMBtu/h",
        content: [
          "Ein Brenner mit einer Angabe in „MBH“ oder „MBtu/h“ ist meist in Tausend BTU pro Stunde angegeben; das MMBtu/h hier ist eine Million.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel kW ist 1 Pferdestärke?",
        answer:
          "Eine mechanische Horsepower sind {{1 hp kw}} kW ({{1 hp w}} W). Eine metrische Pferdestärke (PS) sind {{1 hp_metric kw}} kW und eine elektrische Horsepower {{1 hp_electric kw}} kW.",
      },
      {
        question: "Wie viele Pferdestärken hat ein Kilowatt?",
        answer:
          "Ein Kilowatt sind {{1 kw hp}} mechanische Horsepower oder {{1 kw hp_metric}} metrische Pferdestärken (PS).",
      },
      {
        question: "Was ist der Unterschied zwischen hp und PS?",
        answer:
          "hp ist die mechanische Horsepower, {{1 hp ft_lbf_s}} ft·lbf/s oder {{1 hp w}} W. PS ist die metrische Pferdestärke, {{1 hp_metric kg_m_s}} kgf·m/s oder {{1 hp_metric w}} W. Ein PS sind {{1 hp_metric hp}} hp.",
      },
      {
        question: "Wie viel BTU pro Stunde ist eine Kältetonne bei Klimaanlagen?",
        answer:
          "Eine Kältetonne sind {{1 ton_ref btu_h}} BTU/h, das sind {{1 ton_ref kw}} kW. Ein Gerät mit 2 Tonnen führt also {{2 ton_ref btu_h}} BTU/h ab.",
      },
      {
        question: "Wie rechne ich Watt in BTU pro Stunde um?",
        answer:
          "Multiplizieren Sie mit {{1 w btu_h}}. So liefert ein Heizlüfter mit 1.500 W {{1500 w btu_h}} BTU/h. Eine BTU/h sind {{1 btu_h w}} W.",
      },
      {
        question: "Warum führt die Leistungsseite eine Einheit namens solar_mass?",
        answer:
          "Es ist die 2015 von der IAU definierte nominelle Sonnenleuchtkraft, die Leistung, die die Sonne abstrahlt: {{1 solar_mass w}} W. Der Code ist eine Fehlbezeichnung aus älteren Einheitenlisten; die Seite benennt die Einheit nach dem, was sie ist, eine Leistung und keine Masse.",
      },
    ],
  },
};
