import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/speed.ts. */
export const texts: UnitTranslations = {
  "/speed": {
    about: [
      "Geschwindigkeit ist die zurückgelegte Strecke pro Zeiteinheit. Ihre SI-Einheit ist der Meter pro Sekunde (m/s). Der Straßenverkehr verwendet fast überall auf der Welt den Kilometer pro Stunde: Da eine Stunde 3.600 Sekunden hat, ist 1 m/s exakt {{1 m_s km_h}} km/h und 1 km/h sind {{1 km_h m_s}} m/s. Die Seite kombiniert außerdem Millimeter, Zentimeter und Meter mit Sekunden, Minuten und Stunden für langsame Vorgänge wie Vorschübe beim Zerspanen und Niederschlagsraten.",
      "Die Vereinigten Staaten und das Vereinigte Königreich beschildern Geschwindigkeiten auf der Straße in Meilen pro Stunde. Da die Meile exakt {{1 mi_h km_h}} km lang ist, ist 1 mph exakt {{1 mi_h km_h}} km/h oder {{1 mi_h m_s}} m/s, und 100 km/h sind {{100 km_h mi_h}} mph. Fuß pro Sekunde (exakt {{1 ft_s m_s}} m/s) ist in US-Technik und Ballistik verbreitet. Auf See und in der Luft ist die Einheit der Knoten, eine Seemeile pro Stunde, exakt {{1 knot km_h}} km/h; der alte Knoten der britischen Admiralität ({{1 knot_uk ft_h}} Fuß pro Stunde) sind {{1 knot_uk knot}} internationale Knoten.",
      "Einige Einträge sind physikalische Größen statt Einheiten. Mach 1 ist die örtliche Schallgeschwindigkeit, die von der Lufttemperatur abhängt; die Seite bietet sie für trockene Luft bei 20 °C ({{1 mach_20c km_h}} km/h) und für die Normstratosphäre bei −56,5 °C ({{1 mach_si km_h}} km/h), jeweils entsprechend beschriftet. Die Lichtgeschwindigkeit im Vakuum ist per Definition exakt ({{1 c km_s}} km/s), während die Schallgeschwindigkeiten in Süß- und Meerwasser und die kosmischen Geschwindigkeiten typische Werte sind, die in ihren Bezeichnungen stehen.",
    ],
    useCases: [
      "Im Ausland Auto fahren: Eine innerörtliche Grenze von 50 km/h sind {{50 km_h mi_h}} mph, und ein Tempolimit von 70 mph auf der Autobahn sind {{70 mi_h km_h}} km/h.",
      "Windgeschwindigkeiten lesen, die Vorhersagen in km/h, m/s, mph oder Knoten angeben: 15 m/s sind {{15 m_s km_h}} km/h oder {{15 m_s knot}} Knoten.",
      "Lauf- und Radtempo vergleichen: 12 km/h sind {{12 km_h m_s}} m/s oder {{12 km_h mi_h}} mph.",
      "Geschwindigkeiten von Booten und Flugzeugen umrechnen: 450 Knoten sind {{450 knot km_h}} km/h oder {{450 knot mi_h}} mph.",
      "Maschinenvorschübe in mm/min oder in/min einstellen: 500 mm/min sind {{500 mm_min in_min}} in/min.",
      "Geschoss- und Ballistikdaten in Fuß pro Sekunde prüfen: 1.000 ft/s sind {{1000 ft_s m_s}} m/s.",
    ],
    guides: [
      {
        title: "Geschwindigkeit von Hand umrechnen",
        content: [
          "km/h in mph: mit {{1 km_h mi_h}} multiplizieren oder durch {{1 mi_h km_h}} teilen. mph in km/h: mit {{1 mi_h km_h}} multiplizieren. So sind 60 mph {{60 mi_h km_h}} km/h, und 120 km/h sind {{120 km_h mi_h}} mph.",
          "m/s in km/h: mit {{1 m_s km_h}} multiplizieren; km/h in m/s: durch {{1 m_s km_h}} teilen. 10 m/s sind also {{10 m_s km_h}} km/h und 90 km/h sind {{90 km_h m_s}} m/s. Knoten in km/h: mit {{1 knot km_h}} multiplizieren; Knoten in mph: mit {{1 knot mi_h}} multiplizieren.",
        ],
      },
      {
        title: "Machzahlen",
        content: [
          "Eine Machzahl ist eine Geschwindigkeit geteilt durch die örtliche Schallgeschwindigkeit, und die Schallgeschwindigkeit in Luft steigt mit der Temperatur. Mach 1 in trockener Luft bei 20 °C sind {{1 mach_20c m_s}} m/s, doch oberhalb von 11 km, wo die Normatmosphäre −56,5 °C hat, nur {{1 mach_si m_s}} m/s.",
          "Verwenden Sie den Mach-Eintrag, dessen Temperatur zu Ihrem Fall passt, oder besser: Berechnen Sie die Schallgeschwindigkeit für die tatsächliche Lufttemperatur. Ein einziger fester „Mach“-Faktor ist nur eine Näherung.",
        ],
      },
    ],
    tips: [
      {
        title: "Knoten sind nautisch",
        content: [
          "Ein Knoten sind {{1 knot mi_h}} mph, nicht 1 mph. Geschwindigkeiten in Luft- und Schifffahrt sind fast immer in Knoten angegeben.",
        ],
      },
      {
        title: "m/s und km/h",
        content: [
          "Der Faktor zwischen m/s und km/h ist exakt {{1 m_s km_h}}: Teilen Sie km/h durch ihn, um m/s zu erhalten, und multiplizieren Sie m/s mit ihm, um km/h zu erhalten.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie rechne ich km/h in mph um?",
        answer:
          "Multiplizieren Sie mit {{1 km_h mi_h}}. So sind 100 km/h {{100 km_h mi_h}} mph. Der exakte Umkehrfaktor ist {{1 mi_h km_h}}, die Länge einer Meile in Kilometern.",
      },
      {
        question: "Wie viel km/h sind 1 mph?",
        answer:
          "Exakt {{1 mi_h km_h}} km/h, denn die internationale Meile ist als {{1 mi_h km_h}} km definiert. 60 mph sind {{60 mi_h km_h}} km/h.",
      },
      {
        question: "Wie rechne ich m/s in km/h um?",
        answer:
          "Multiplizieren Sie mit {{1 m_s km_h}}: Ein Kilometer hat 1.000 m und eine Stunde 3.600 s, und 3.600/1.000 = 3,6. 25 m/s sind also {{25 m_s km_h}} km/h.",
      },
      {
        question: "Wie schnell ist ein Knoten?",
        answer:
          "Ein Knoten ist eine Seemeile pro Stunde: exakt {{1 knot km_h}} km/h oder {{1 knot mi_h}} mph oder {{1 knot m_s}} m/s.",
      },
      {
        question: "Wie schnell ist Mach 1?",
        answer:
          "Das hängt von der Lufttemperatur ab. In trockener Luft bei 20 °C ist Mach 1 {{1 mach_20c km_h}} km/h ({{1 mach_20c mi_h}} mph); bei −56,5 °C in der Stratosphäre sind es {{1 mach_si km_h}} km/h.",
      },
      {
        question: "Wie groß ist die Lichtgeschwindigkeit in km/s und mph?",
        answer:
          "Die Lichtgeschwindigkeit im Vakuum ist exakt {{1 c m_s}} m/s, festgelegt durch die Definition des Meters: {{1 c km_s}} km/s oder {{1 c mi_h}} mph.",
      },
    ],
  },
};
