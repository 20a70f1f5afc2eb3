import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/heat-transfer.ts. */
export const texts: UnitTranslations = {
  "/thermal-resistance": {
    about: [
      "Der Wärmewiderstand ist die Temperaturdifferenz, die nötig ist, um eine Einheit Wärmestrom durch einen Gegenstand zu treiben, R = ΔT/Q̇. Seine SI-Einheit ist das Kelvin pro Watt (K/W), identisch mit dem Grad Celsius pro Watt (°C/W), weil eine Temperaturdifferenz von 1 K eine Differenz von 1 °C ist. Die US-Einheit ist Grad Fahrenheit (oder Rankine) mal Stunde pro BTU: 1 °F·h/BTU = {{1 f_btu_h k_w}} K/W, mit der BTU der International Table.",
      "Die Elektronik verwendet diese Größe ständig: Kühlkörper, Wärmeleitpads und Halbleitergehäuse werden in °C/W angegeben (Sperrschicht–Gehäuse, Sperrschicht–Umgebung), und die Temperaturerhöhung ist die Leistung mal dem Widerstand; ein Kühlkörper mit 2 °C/W, der 10 W abführt, liegt also 20 °C über der Umgebungsluft. R-Werte von Gebäuden sind eine andere Größe: Sie beziehen sich auf die Fläche (ft²·°F·h/BTU oder m²·K/W) und lassen sich daher hier nicht umrechnen; R-1 in US-Einheiten sind etwa 0,17611 m²·K/W.",
    ],
    useCases: [
      "Kühlkörper und Wärmeleitmaterialien vergleichen, die in °C/W oder K/W angegeben sind.",
      "Die Temperaturerhöhung eines Bauteils berechnen: ΔT = P × R.",
      "Wärmewiderstände gedämmter Rohre oder Wände zwischen SI- und US-Einheiten umrechnen.",
    ],
    accuracy: {
      definitions:
        "K/W und °C/W sind dieselbe Einheit, und 1 °F·h/BTU = (5/9 K × 3.600 s) ÷ 1.055,05585262 J = {{1 f_btu_h k_w}} K/W, mit der exakten BTU der International Table.",
      caveat:
        "Die Varianten mit Fahrenheit und Rankine sind gleich, weil beide Grade 5/9 K groß sind.",
    },
    faqs: [
      {
        question: "Kann ich hier R-Werte von Gebäuden umrechnen?",
        answer:
          "Nein. Ein R-Wert von Gebäuden ist Wärmewiderstand pro Flächeneinheit (Wärmedurchlasswiderstand), in ft²·°F·h/BTU oder m²·K/W, während diese Seite den Widerstand eines ganzen Gegenstands in K/W umrechnet. Für R-Werte multiplizieren Sie einen US-R-Wert mit 0,17611, um m²·K/W (RSI) zu erhalten, oder teilen RSI durch 0,17611 für den US-Wert.",
      },
    ],
  },
  "/thermal-conductivity": {
    about: [
      "Die Wärmeleitfähigkeit (k oder λ) ist die Fähigkeit eines Materials, Wärme zu leiten: der Wärmestrom durch eine Flächeneinheit pro Dickeneinheit und pro Grad Temperaturdifferenz, im fourierschen Gesetz q = −k·dT/dx. Ihre SI-Einheit ist das Watt pro Meter und Kelvin (W/(m·K)). In US-Einheiten gilt 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K); die älteren metrischen Einheiten, mit der Kalorie der International Table (4,1868 J), sind 1 kcal/(h·m·°C) = {{1 kcal_h_m_c w_m_k}} W/(m·K) exakt und 1 cal/(s·cm·°C) = {{1 cal_s_cm_c w_m_k}} W/(m·K).",
      "Die Werte umfassen etwa vier Größenordnungen: Kupfer etwa 400 W/(m·K), Aluminium etwa 200, unlegierter Stahl etwa 50, Glas etwa 1, Wasser etwa 0,6, Dämmstoffe etwa 0,03 bis 0,04 und ruhende Luft etwa 0,026. Dämmstoffdaten werden in den USA oft als k-Wert in BTU·in/(h·ft²·°F) angegeben, einem Zwölftel von BTU/(h·ft·°F).",
    ],
    useCases: [
      "Werkstoffdaten zwischen W/(m·K) und BTU/(h·ft·°F) umrechnen.",
      "Den Wärmeverlust durch Leitung durch eine Wand oder Rohrdämmung berechnen, Q = k·A·ΔT/d.",
      "Ältere Handbücher in kcal/(h·m·°C) oder cal/(s·cm·°C) lesen.",
      "Wärmeleitmaterialien und Metalle für Wärmeverteiler vergleichen.",
    ],
    example: { context: "Mineralwolle" },
    accuracy: {
      definitions:
        "Jede Einheit ist exakt definiert über die BTU (1.055,05585262 J) und die Kalorie (4,1868 J) der International Table, den Fuß (0,3048 m), die Stunde (3.600 s) und den Grad Fahrenheit (5/9 K); 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K) wird also nur auf dem Bildschirm gerundet.",
      caveat: "Die Werkstoffwerte selbst schwanken mit Temperatur, Dichte und Feuchte.",
    },
    faqs: [
      {
        question: "Wie rechne ich einen k-Wert in BTU·in/(h·ft²·°F) in W/(m·K) um?",
        answer:
          "Teilen Sie ihn durch 12, um BTU/(h·ft·°F) zu erhalten (ein Zoll ist ein Zwölftel Fuß), und rechnen Sie dann um: Ein k-Wert von 0,24 BTU·in/(h·ft²·°F) sind 0,02 BTU/(h·ft·°F), also {{0.02 btu_h_ft_f w_m_k}} W/(m·K).",
      },
    ],
  },
  "/heat-flux-density": {
    about: [
      "Die Wärmestromdichte (Wärmefluss, Bestrahlungsstärke, wenn die Wärme als Strahlung ankommt) ist der Wärmestrom durch eine Flächeneinheit. Ihre SI-Einheit ist das Watt pro Quadratmeter (W/m²). In US-Einheiten gilt 1 BTU/(h·ft²) = {{1 btu_h_ft2 w_m2}} W/m² (BTU der International Table); in den älteren metrischen Einheiten auf Basis der Kalorie der International Table gilt 1 kcal/(h·m²) = {{1 kcal_h_m2 w_m2}} W/m² exakt und 1 cal/(s·cm²) = {{1 cal_s_cm2 w_m2}} W/m².",
      "Das bekannteste Beispiel ist die Sonnenenergie: Sonnenlicht liefert oberhalb der Atmosphäre etwa 1.361 W/m², und Solarmodule werden bei einer Standard-Bestrahlungsstärke von 1.000 W/m² bewertet, das sind {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²). Die Wärmestromdichte beschreibt auch Verluste über Gebäudeoberflächen, die Wärmelast von Elektronik, Sieden und Kühlen in Wärmeübertragern sowie die Strahlungsbelastung durch Brände, meist in kW/m² angegeben.",
    ],
    useCases: [
      "Die Bestrahlungsstärke der Sonne zwischen W/m² und BTU/(h·ft²) umrechnen.",
      "Den Wärmeverlust durch eine Wand oder ein Fenster aus Wärmestromdichte und Fläche berechnen.",
      "Grenzwerte der Wärmestrahlung im Brandschutzingenieurwesen in kW/m² mit US-Daten vergleichen.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist exakt in W/m² definiert: die BTU der International Table (1.055,05585262 J) pro Stunde und Quadratfuß (0,3048² m²) sowie die Kalorie der International Table (4,1868 J) pro Sekunde und Quadratzentimeter oder, als Kilokalorie, pro Stunde und Quadratmeter.",
      caveat: "Ergebnisse werden nur für die Anzeige gerundet.",
    },
    faqs: [
      {
        question: "Wie rechne ich kW/m² in BTU/(h·ft²) um?",
        answer:
          "Multiplizieren Sie den Wert in kW/m² mit 1.000 und geben Sie ihn als W/m² ein: 1 kW/m² = 1.000 W/m² = {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²).",
      },
    ],
  },
  "/heat-transfer-coefficient": {
    about: [
      "Ein Wärmeübergangskoeffizient ist die Wärmestromdichte pro Grad Temperaturdifferenz, h = q/ΔT, oder für eine ganze Wand oder ein Fenster der Wärmedurchgangskoeffizient U. Seine SI-Einheit ist das Watt pro Quadratmeter und Kelvin (W/(m²·K)). In US-Einheiten gilt 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K); mit der Kalorie der International Table gilt 1 kcal/(h·m²·°C) = {{1 kcal_h_m2_c w_m2_k}} W/(m²·K) exakt und 1 cal/(s·cm²·°C) = {{1 cal_s_cm2_c w_m2_k}} W/(m²·K).",
      "U-Werte von Fenstern und Wänden werden in Europa in W/(m²·K) angegeben, in den USA als U-Faktor in BTU/(h·ft²·°F); niedriger bedeutet bessere Dämmung. Konvektive Koeffizienten reichen von wenigen W/(m²·K) bei ruhender Luft bis zu Zehntausenden bei siedendem und kondensierendem Wasser. U ist der Kehrwert des flächenbezogenen R-Werts: U in W/(m²·K) = 1/RSI.",
    ],
    useCases: [
      "Einen US-U-Faktor mit einem europäischen U-Wert vergleichen: Ein U-Faktor von 0,30 sind {{0.3 btu_h_ft2_f w_m2_k}} W/(m²·K).",
      "Konvektionskoeffizienten für Berechnungen zu Wärmeübertragern und Kühlung umrechnen.",
      "Den Wärmeverlust durch ein Bauteil berechnen: Q = U·A·ΔT.",
    ],
    example: { context: "ein U-Faktor" },
    accuracy: {
      definitions:
        "Die Einheiten sind exakte Kombinationen aus der BTU (1.055,05585262 J) und der Kalorie (4,1868 J) der International Table, dem Fuß, der Stunde und dem Grad Fahrenheit (5/9 K); 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K) wird also nur auf dem Bildschirm gerundet.",
      caveat: "K und °C sind hier austauschbar, weil nur Temperaturdifferenzen eingehen.",
    },
    faqs: [
      {
        question: "Wie rechne ich einen U-Wert in einen R-Wert um?",
        answer:
          "Bilden Sie den Kehrwert im selben Einheitensystem: R = 1/U. Ein U-Wert von 2 W/(m²·K) ergibt einen RSI-Wert von 0,5 m²·K/W; ein U-Faktor von 0,25 BTU/(h·ft²·°F) ergibt R-4 in US-Einheiten. Um über Systemgrenzen hinweg zu vergleichen, rechnen Sie zuerst U auf dieser Seite um und bilden dann den Kehrwert.",
      },
    ],
  },
};
