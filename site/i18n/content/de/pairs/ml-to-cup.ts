import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/pairs/ml-to-cup.ts. */
export const texts: UnitTranslations = {
  "/ml-to-cup": {
    about: [
      "Der Milliliter (mL) ist ein Tausendstel Liter, dasselbe Volumen wie ein Kubikzentimeter, und die Einheit metrischer Messbecher, Flaschen und Arzneimitteldosen. Die Tasse (Cup) auf dieser Seite ist die US-Tasse: {{1 cup fl_oz}} US-Flüssigunzen, ein Sechzehntel einer US-Gallone, also exakt 236,5882365 mL ({{1 cup ml}} mL auf sechs Nachkommastellen). Sie ist weder die metrische Tasse von 250 mL aus Rezepten aus Australien und Neuseeland noch die imperiale Tasse ({{1 cup_uk ml}} mL).",
      "Um Milliliter in US-Tassen umzurechnen, teilen Sie durch 236,5882365. Eine Tasse ist ein recht großes Maß, die Zahl der Tassen ist also immer viel kleiner als die Zahl der Milliliter: Ein ganzer Liter sind nur {{1 l cup}} Tassen. Gebraucht wird die Umrechnung, wenn ein metrisches Rezept mit amerikanischen Messtassen abgemessen werden muss, wenn eine Getränke- oder Flaschengröße mit Tassenmaßen verglichen wird, und für Babynahrung, Smoothies und Suppen, die in Behältern mit Tassenskala zubereitet werden.",
    ],
    useCases: [
      "Flüssigkeiten aus metrischen Rezepten mit US-Messtassen abmessen",
      "Flaschen- und Dosengrößen in Millilitern mit Tassen vergleichen",
      "Getränke, Suppen und Soßen zwischen metrischen Messbechern und Tassen umrechnen",
      "Prüfen, wie viele Tassen ein metrischer Behälter oder Topf fasst",
    ],
    tips: [
      {
        title: "Welche Tasse meint das Rezept?",
        content: [
          "Ein Rezept aus Australien oder Neuseeland, das „1 cup“ sagt, meint 250 mL, etwa 6 % mehr als eine US-Tasse. Ein Rezept aus den Vereinigten Staaten meint {{1 cup ml}} mL. Im Zweifel messen Sie die Milliliter direkt ab.",
        ],
      },
      {
        title: "Volumen ist nicht Gewicht",
        content: [
          "Diese Seite rechnet Volumina um. Eine Tasse Mehl, Zucker oder Butter wiegt je nach Zutat unterschiedlich viel, ein Rezept in Gramm lässt sich daher nicht mit einem einzigen Faktor in Tassen umrechnen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Tassen sind 250 ml?",
        answer:
          "250 mL sind {{250 ml cup}} US-Tassen, etwas mehr als eine US-Tasse. In einem australischen oder neuseeländischen Rezept sind 250 mL genau eine metrische Tasse.",
      },
      {
        question: "Wie viele Tassen sind 500 ml?",
        answer: "500 mL sind {{500 ml cup}} US-Tassen, etwas mehr als zwei Tassen.",
      },
      {
        question: "Wie viele Tassen hat ein Liter?",
        answer: "Ein Liter sind {{1 l cup}} US-Tassen, etwas mehr als vier.",
      },
      {
        question: "Welche Tasse verwendet dieser Umrechner?",
        answer:
          "Die US-Tasse von {{1 cup fl_oz}} US-Flüssigunzen, {{1 cup ml}} mL. Die metrische Tasse (250 mL) steht nicht in der Liste; für sie teilen Sie die Milliliter durch 250. Die imperiale Tasse, {{1 cup_uk ml}} mL, finden Sie im Volumen-Umrechner.",
      },
      {
        question: "Wie viele Tassen sind 100 ml?",
        answer: "100 mL sind {{100 ml cup}} US-Tassen, etwas weniger als eine halbe Tasse.",
      },
    ],
  },
  "/cup-to-ml": {
    about: [
      "Die US-Tasse (Cup) ist eine Einheit des US-amerikanischen Maßsystems, die vor allem beim Kochen verwendet wird: ein halbes US-Pint, {{1 cup fl_oz}} US-Flüssigunzen oder {{1 cup tbsp}} Esslöffel. Ihre Größe folgt aus der US-Gallone von {{1 gal in3}} Kubikzoll: Eine Tasse ist ein Sechzehntel davon, exakt 236,5882365 mL, was der Umrechner als {{1 cup ml}} mL anzeigt. Die Nährwertangaben von US-Lebensmitteln verwenden eine gerundete Tasse von 240 mL, und Rezepte aus Australien und Neuseeland eine metrische Tasse von 250 mL; keine von beiden ist die hier umgerechnete Einheit.",
      "Um US-Tassen in Milliliter umzurechnen, multiplizieren Sie mit 236,5882365. Der Faktor ist exakt, gerundet wird also nur die Anzeige auf sechs Nachkommastellen; runden Sie das Ergebnis in der Küche auf das, was Ihr Messbecher oder Löffel abmessen kann. Die Umrechnung hilft, amerikanische Rezepte mit metrischen Messbechern und Waagen nachzukochen, Getränke- und Portionsgrößen zu lesen und Flaschen, Behälter und Babyfläschchen mit Milliliterskala zu befüllen.",
    ],
    useCases: [
      "Amerikanische Rezepte mit einem metrischen Messbecher nachkochen",
      "Flüssige Zutaten wie Milch, Brühe, Wasser oder Öl umrechnen",
      "Portionsgrößen lesen, die in Tassen angegeben sind",
      "Flaschen und Behälter mit Milliliterskala befüllen",
    ],
    tips: [
      {
        title: "Löffel für kleine Mengen",
        content: [
          "Eine US-Tasse sind {{1 cup tbsp}} Esslöffel, und ein Esslöffel ist {{1 tbsp ml}} mL. Für eine Vierteltasse oder weniger lassen sich Esslöffel oft leichter abmessen als mit einem Messbecher.",
        ],
      },
      {
        title: "Trockene Zutaten",
        content: [
          "Bei Mehl, Zucker und anderen trockenen Zutaten ist eine Tasse trotzdem ein Volumen. Die Umrechnung in Milliliter ist exakt, für die Umrechnung in Gramm braucht man aber die Dichte der Zutat und wie fest sie eingefüllt ist.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele ml hat 1 Tasse?",
        answer:
          "Eine US-Tasse hat exakt 236,5882365 mL, hier als {{1 cup ml}} mL angezeigt. Eine metrische Tasse hat 250 mL.",
      },
      {
        question: "Wie viele ml hat eine halbe Tasse?",
        answer: "Eine halbe US-Tasse hat {{0.5 cup ml}} mL, eine Vierteltasse {{0.25 cup ml}} mL.",
      },
      {
        question: "Hat eine Tasse 250 ml?",
        answer:
          "Nur die metrische Tasse, die zum Beispiel in Australien und Neuseeland verwendet wird, hat 250 mL. Die US-Tasse ist kleiner, {{1 cup ml}} mL, und die imperiale Tasse größer, {{1 cup_uk ml}} mL.",
      },
      {
        question: "Warum steht auf US-Nährwertangaben, dass eine Tasse 240 ml hat?",
        answer:
          "Die US-Kennzeichnungsvorschriften für Lebensmittel legen für Portionsgrößen eine gerundete Tasse von 240 mL fest. Die übliche Tasse in Rezepten und Messtassen hat {{1 cup ml}} mL; der Unterschied beträgt etwa 1,4 %.",
      },
      {
        question: "Wie viele ml sind 2 Tassen?",
        answer: "2 US-Tassen, ein US-Pint, sind {{2 cup ml}} mL.",
      },
      {
        question: "Wie viele Flüssigunzen hat eine Tasse?",
        answer:
          "Eine US-Tasse hat {{1 cup fl_oz}} US-Flüssigunzen zu je {{1 fl_oz ml}} mL. Das ist ein Volumen; über das Gewicht in Unzen sagt es nichts aus.",
      },
    ],
  },
};
