import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/c-to-f.ts. */
export const texts: UnitTranslations = {
  "/c-to-f": {
    about: [
      "Celsius (°C) ist die Temperaturskala des Alltags in fast allen Ländern und der Wissenschaft weltweit; Fahrenheit (°F) ist die Alltagsskala der Vereinigten Staaten. Beide sind heute über das Kelvin definiert, die SI-Einheit der Temperatur: Eine Temperatur in °C ist der Kelvinwert minus 273,15, und ein Fahrenheitgrad ist exakt 5/9 eines Kelvins. Die beiden Skalen haben verschiedene Nullpunkte und verschieden große Grade, die Umrechnung ist also keine einfache Multiplikation: Wasser gefriert bei {{0 c f}} °F, nicht bei 0 °F.",
      "Um Celsius in Fahrenheit umzurechnen, multiplizieren Sie mit 9/5 (1,8) und addieren dann 32: °F = °C × 9/5 + 32. Die Reihenfolge zählt; wer zuerst addiert, erhält ein falsches Ergebnis. Jeder Celsiusgrad sind 1,8 Fahrenheitgrade, Fahrenheitwerte ändern sich also schneller, und die beiden Skalen treffen sich in einem Punkt: −40 °C sind {{-40 c f}} °F. Beide Felder des Rechners sind bearbeitbar, und die Seite zeigt Ergebnisse mit zwei Nachkommastellen. Gebraucht wird die Umrechnung für Wettervorhersagen, Backofeneinstellungen, die Körpertemperatur sowie wissenschaftliche Anleitungen und Kochanweisungen, die für die jeweils andere Skala geschrieben sind.",
    ],
    useCases: [
      "Wettervorhersagen und Klimadaten aus Ländern, die die andere Skala verwenden",
      "Backofentemperaturen in europäischen und amerikanischen Rezepten",
      "Messwerte der Körpertemperatur von einem Celsius-Thermometer",
      "Temperaturen in Labor, Technik und Aquaristik",
    ],
    tips: [
      {
        title: "Verdoppeln und 30 addieren",
        content: [
          "Für das Wetter ergibt das Verdoppeln des Celsiuswerts plus 30 eine schnelle Schätzung. Sie ist bei 10 °C exakt ({{10 c f}} °F) und weicht umso mehr ab, je weiter Sie von 10 °C entfernt sind: Bei 30 °C ergibt sie 90 gegenüber {{30 c f}} °F.",
        ],
      },
      {
        title: "Differenzen sind keine Temperaturen",
        content: [
          "Eine Temperaturänderung wird ohne die 32 umgerechnet: Ein Anstieg um 10 °C ist ein Anstieg um 18 °F, nicht um 50 °F. Für Differenzen verwenden Sie den Temperaturdifferenz-Rechner.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie lautet die Formel, um Celsius in Fahrenheit umzurechnen?",
        answer:
          "°F = °C × 9/5 + 32. Erst multiplizieren, dann addieren: 25 °C × 1,8 = 45, plus 32 ergibt {{25 c f}} °F.",
      },
      {
        question: "Ist −40 in Celsius und Fahrenheit dasselbe?",
        answer:
          "Ja. −40 °C sind {{-40 c f}} °F: Es ist die einzige Temperatur, bei der beide Skalen dieselbe Zahl zeigen.",
      },
      {
        question: "Wie viel sind 37 °C in Fahrenheit?",
        answer:
          "37 °C sind {{37 c f}} °F, der Wert, der üblicherweise für die normale Körpertemperatur des Menschen genannt wird. Ein Messwert von 38 °C sind {{38 c f}} °F.",
      },
      {
        question: "Wie viel sind 180 °C in Fahrenheit beim Backen?",
        answer:
          "180 °C sind {{180 c f}} °F. Amerikanische Rezepte runden Backofeneinstellungen auf Schritte von 25 °F, daher entsprechen 180 °C der gängigen Einstellung 350 °F ({{350 f c}} °C). 200 °C sind {{200 c f}} °F.",
      },
      {
        question: "Wie viel sind 0 °C in Fahrenheit?",
        answer:
          "0 °C, der Gefrierpunkt von Wasser, sind {{0 c f}} °F. Wasser siedet bei Normaldruck bei etwa 100 °C, das sind {{100 c f}} °F.",
      },
      {
        question: "Warum zeigt der Rechner zwei Nachkommastellen?",
        answer:
          "Temperaturen werden mit zwei Nachkommastellen angezeigt, genug für jedes im Alltag verwendete Thermometer. Ergebnisse mit Nullen am Ende werden gekürzt, 20 °C zeigen also {{20 c f}} °F und 21 °C zeigen {{21 c f}} °F.",
      },
    ],
  },
  "/f-to-c": {
    about: [
      "Fahrenheit (°F) ist die Temperaturskala, die die Vereinigten Staaten für Wetter, Kochen und Medizin verwenden; Celsius (°C) wird fast überall sonst verwendet. Nach den heutigen Definitionen ist ein Fahrenheitgrad exakt 5/9 eines Kelvins, und 0 °F liegen {{0 f r}} Fahrenheitgrade über dem absoluten Nullpunkt (also {{0 f r}} °R auf der Rankineskala), während 0 °C {{0 c k}} K sind. Wasser gefriert bei Normaldruck bei 32 °F und siedet bei etwa 212 °F, das sind {{32 f c}} °C und {{212 f c}} °C.",
      "Um Fahrenheit in Celsius umzurechnen, ziehen Sie zuerst 32 ab und multiplizieren dann mit 5/9: °C = (°F − 32) × 5/9. Die Subtraktion beseitigt den Versatz zwischen den beiden Nullpunkten, und die Multiplikation berücksichtigt den kleineren Fahrenheitgrad. Da 5/9 ein periodischer Dezimalbruch ist, sind viele Ergebnisse gerundet; die Seite zeigt zwei Nachkommastellen, und beide Felder sind bearbeitbar, Sie können also in jeder der beiden Skalen eingeben. Die Skalen kreuzen sich bei −40: −40 °F sind {{-40 f c}} °C. Die Umrechnung wird gebraucht für US-Wettervorhersagen, amerikanische Rezepte und Backofenskalen, Körper- und Fiebertemperaturen sowie Thermostateinstellungen.",
    ],
    useCases: [
      "US-Wettervorhersagen und Temperaturaufzeichnungen",
      "Backofeneinstellungen in amerikanischen Rezepten (325, 350, 375, 400 °F)",
      "Fieber- und Körpertemperaturmessungen in °F",
      "Temperaturen von Thermostaten, Pools und Aquarien",
    ],
    tips: [
      {
        title: "30 abziehen und halbieren",
        content: [
          "Für eine schnelle Schätzung ziehen Sie vom Fahrenheitwert 30 ab und halbieren den Rest. Bei 50 °F ist die Schätzung exakt ({{50 f c}} °C); bei 80 °F ergibt sie 25 gegenüber {{80 f c}} °C.",
        ],
      },
      {
        title: "Backofeneinstellungen sinnvoll runden",
        content: [
          "Backofenregler sind nicht gradgenau. {{350 f c}} °C für 350 °F stellt man meist als 180 °C ein, und {{400 f c}} °C für 400 °F als 200 °C.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie lautet die Formel, um Fahrenheit in Celsius umzurechnen?",
        answer:
          "°C = (°F − 32) × 5/9. Ziehen Sie zuerst 32 ab: Für 68 °F ist 68 − 32 = 36, und 36 × 5/9 = {{68 f c}} °C.",
      },
      {
        question: "Bei welcher Temperatur sind Fahrenheit und Celsius gleich?",
        answer:
          "Bei −40. Der Rechner ergibt −40 °F = {{-40 f c}} °C; keine andere Temperatur hat auf beiden Skalen dieselbe Zahl.",
      },
      {
        question: "Wie viel sind 98,6 °F in Celsius?",
        answer:
          "98,6 °F sind {{98.6 f c}} °C, der traditionelle Wert für die normale Körpertemperatur. 100,4 °F, eine gängige Fiebergrenze, sind {{100.4 f c}} °C.",
      },
      {
        question: "Wie viel sind 350 °F in Celsius?",
        answer:
          "350 °F sind {{350 f c}} °C. Metrische Rezepte runden das meist auf 180 °C, die nächstgelegene übliche Backofeneinstellung.",
      },
      {
        question: "Wie viel sind 0 °F in Celsius?",
        answer:
          "0 °F sind {{0 f c}} °C, weit unter dem Gefrierpunkt von Wasser. Gefriergeräte werden üblicherweise auf etwa diese Temperatur eingestellt.",
      },
      {
        question: "Wie viel sind 72 °F in Celsius?",
        answer: "72 °F, eine gängige Thermostateinstellung für Innenräume, sind {{72 f c}} °C.",
      },
    ],
  },
};
