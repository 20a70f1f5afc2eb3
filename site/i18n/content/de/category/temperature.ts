import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/temperature.ts. */
export const texts: UnitTranslations = {
  "/temperature": {
    about: [
      "Die Temperatur gibt an, wie warm oder kalt etwas ist. Ihre SI-Einheit ist das Kelvin (K), seit 2019 über einen festen Wert der Boltzmann-Konstante definiert; die Kelvinskala beginnt am absoluten Nullpunkt, der tiefstmöglichen Temperatur, und wird ohne Gradzeichen geschrieben. Die Celsiusskala verwendet Grade derselben Größe wie das Kelvin, so verschoben, dass 0 °C = {{0 c k}} K gilt. Auf ihr gefriert Wasser bei Normaldruck auf Meereshöhe bei etwa 0 °C und siedet bei etwa 100 °C.",
      "Die Fahrenheitskala, die in den Vereinigten Staaten für Wetter und Kochen verwendet wird, hat Grade von 5/9 der Größe eines Kelvins; Wasser gefriert bei {{0 c f}} °F und siedet bei {{100 c f}} °F. Die Rankineskala, die hier ebenfalls angeboten wird, ist die absolute Skala mit Graden in Fahrenheit-Größe: 0 °R ist der absolute Nullpunkt, also {{0 k c}} °C und {{0 k f}} °F. Sie kommt in Teilen der US-Technischen Thermodynamik vor.",
      "Anders als bei den meisten Umrechnungen haben Temperaturskalen keinen gemeinsamen Nullpunkt; eine Temperatur umzurechnen heißt also multiplizieren und addieren: °F = °C × 9/5 + 32, K = °C + 273,15 und °R = °F + 459,67. Diese Formeln sind exakt. Der Rechner zeigt Temperaturen mit 2 Nachkommastellen, 350 °F erscheinen also als {{350 f c}} °C. Eine Temperaturdifferenz ist etwas anderes: Eine Änderung um 1 °C ist eine Änderung um 1,8 °F, nicht um {{1 c f}} °F. Für Differenzen gibt es einen eigenen Rechner, den Temperaturdifferenz-Rechner.",
    ],
    useCases: [
      "Eine Wettervorhersage aus einem anderen Land lesen: 30 °C sind {{30 c f}} °F, und 50 °F sind {{50 f c}} °C.",
      "Einen Backofen nach Rezept einstellen: 350 °F sind {{350 f c}} °C, und 200 °C sind {{200 c f}} °F.",
      "Die Körpertemperatur prüfen: 38 °C, eine gängige Fiebergrenze, sind {{38 c f}} °F.",
      "Temperaturen in Formeln aus Physik und Chemie einsetzen, die Kelvin verlangen: 25 °C sind {{25 c k}} K.",
      "Mit Tieftemperaturdaten arbeiten: Flüssiger Stickstoff siedet bei etwa 77 K, also {{77 k c}} °C oder {{77 k f}} °F.",
      "US-Technik-Tabellen in Rankine verwenden: 500 °R sind {{500 r f}} °F.",
    ],
    guides: [
      {
        title: "Temperaturen von Hand umrechnen",
        content: [
          "Celsius in Fahrenheit: mit 9/5 (also 1,8) multiplizieren, dann 32 addieren. Für 25 °C: 25 × 1,8 = 45, und 45 + 32 ergibt {{25 c f}} °F. Fahrenheit in Celsius: zuerst 32 abziehen, dann mit 5/9 multiplizieren. Für 98,6 °F: 98,6 − 32 = 66,6, und 66,6 × 5/9 ergibt {{98.6 f c}} °C. Die Reihenfolge zählt: Wer vor dem Abziehen multipliziert, erhält ein falsches Ergebnis.",
          "Celsius in Kelvin: 273,15 addieren, 20 °C sind also {{20 c k}} K. Fahrenheit in Rankine: 459,67 addieren, 70 °F sind also {{70 f r}} °R. Kelvin und Rankine hängen allein über einen Faktor zusammen: K = °R × 5/9.",
          "Eine schnelle Kopfrechnung für °F aus °C lautet „verdoppeln und 30 addieren“; sie stimmt nur nahe der Raumtemperatur einigermaßen (20 °C ergibt 70 statt {{20 c f}}) und weicht weiter außen zunehmend vom wahren Wert ab. Für alles, worauf es ankommt, ist die exakte Formel immer besser.",
        ],
      },
      {
        title: "Temperaturen und Temperaturdifferenzen",
        content: [
          "Ein Messwert wie 20 °C ist ein Punkt auf einer Skala; ein Anstieg um 20 °C ist eine Differenz. Für den Punkt gilt die vollständige Formel ({{20 c f}} °F), für die Differenz nur der Faktor 9/5 (20 × 9/5, ein Anstieg um 36 °F). Beides zu vermischen ist ein häufiger Fehler beim Umrechnen von Klimazahlen oder technischen Daten.",
          "Kelvinwerte sind beides: Da die Kelvinskala am absoluten Nullpunkt beginnt, ist eine Temperatur in Kelvin zugleich ihr Abstand zum absoluten Nullpunkt. Deshalb verlangen Gasgesetze und Strahlungsformeln absolute Temperaturen in Kelvin oder Rankine, nie in °C oder °F.",
        ],
      },
    ],
    tips: [
      {
        title: "Merken Sie sich die Fixpunkte",
        content: [
          "0 °C = {{0 c f}} °F, 100 °C = {{100 c f}} °F und −40 °C = {{-40 c f}} °F, der einzige Wert, bei dem beide Skalen übereinstimmen.",
        ],
      },
      {
        title: "Keine negativen Kelvin",
        content: [
          "Nichts kann kälter sein als 0 K ({{0 k c}} °C). Ein negativer Kelvin- oder Rankinewert in einer Rechnung weist auf einen Fehler hin, oft auf fehlende 273,15.",
        ],
      },
      {
        title: "Zwei Nachkommastellen",
        content: [
          "Ergebnisse werden mit 2 Nachkommastellen angezeigt, genug für Thermometer und Backöfen: 1 °R erscheint als {{1 r k}} K.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie lautet die Formel, um Celsius in Fahrenheit umzurechnen?",
        answer:
          "°F = °C × 9/5 + 32. Zum Beispiel: 37 °C × 9/5 + 32 = {{37 c f}} °F. Umgekehrt gilt °C = (°F − 32) × 5/9.",
      },
      {
        question: "Bei welcher Temperatur sind Celsius und Fahrenheit gleich?",
        answer:
          "Bei −40: −40 °C sind {{-40 c f}} °F. Die Gleichung C = C × 9/5 + 32 ergibt C = −40, den einzigen Punkt, an dem beide Skalen dieselbe Zahl zeigen.",
      },
      {
        question: "Wie rechnet man Celsius in Kelvin um?",
        answer:
          "273,15 addieren: K = °C + 273,15. 0 °C sind also {{0 c k}} K und 100 °C sind {{100 c k}} K. Das Kelvin wird ohne Gradzeichen geschrieben.",
      },
      {
        question: "Wo liegt der absolute Nullpunkt in Celsius und Fahrenheit?",
        answer:
          "Der absolute Nullpunkt ist 0 K, also {{0 k c}} °C, {{0 k f}} °F und {{0 k r}} °R. Keine Temperatur kann tiefer sein.",
      },
      {
        question: "Wofür wird die Rankineskala verwendet?",
        answer:
          "Rankine ist eine absolute Skala mit Graden in Fahrenheit-Größe (°R = °F + 459,67), verwendet in Teilen der US-Technischen Thermodynamik, wo absolute Temperaturen gebraucht werden. Eine Raumtemperatur von 70 °F sind {{70 f r}} °R.",
      },
      {
        question: "Warum ist ein Anstieg um 1 °C nicht {{1 c f}} °F?",
        answer:
          "Weil 1 °C als Temperatur {{1 c f}} °F sind, ein Anstieg um 1 °C aber ein Anstieg um 1,8 °F ist: Der Versatz von +32 gilt für Messwerte, nicht für Differenzen. Verwenden Sie für Differenzen den Temperaturdifferenz-Rechner.",
      },
    ],
  },
};
