import type { CookingText } from "./text.ts";

/** A name inside a sentence: nouns keep their capital, a leading adjective loses it. */
const inSentence = (name: string) =>
  /^(Weiß|Braun|Dunkl|Hell|Gelb|Fettarm|Saur|Leicht|Gezuckert|Alkalisiert|Schwarz|Koscher|Pflanzlich)/.test(
    name,
  )
    ? name.charAt(0).toLowerCase() + name.slice(1)
    : name;

/** The cooking pages' text in German (text.ts says what each part is). */
export const de: CookingText = {
  converter: ({ count, usda, gnu, cup }) => ({
    about: [
      `Eine Tasse Mehl und eine Tasse Honig füllen dasselbe Maß, wiegen aber sehr verschieden: Wer die Tassen eines Rezepts in Gramm umrechnen will, braucht das Gewicht einer Tasse dieser Zutat. Dieser Rechner kennt ${count} Zutaten: ${usda} aus den Haushaltsmaßen der Nährwertdatenbank des US-Landwirtschaftsministeriums USDA (SR28, die letzte Ausgabe von SR Legacy, gemeinfrei) und ${gnu}, die das USDA nicht misst (Mehl und Kakao gesiebt, mit dem Löffel eingefüllt oder mit der Tasse geschöpft, dunkler brauner Zucker, koscheres Salz), aus The Cake Bible von Rose Levy Beranbaum, wie GNU units ihre Werte führt. Die Tabelle unten nennt die Quelle jedes Werts.`,
      "Die Volumen sind die genauen: Die US-Tasse fasst 236,5882365 ml, die US-Tasse der Nährwertangaben 240 ml, die metrische Tasse Australiens, Kanadas und Neuseelands 250 ml, die britische Tasse 284,130625 ml; ein US-Esslöffel ist 1/16 Tasse, ein Teelöffel 1/48, eine Flüssigunze 1/8 und ein Stück Butter ein Viertelpfund (113,4 g). Die Ergebnisse sind gerundet, wie man in der Küche misst: Gramm ganz (auf 0,1 g unter 10 g), Tassen bis zum Messbecher und der Rest in Ess- und Teelöffeln, etwa „⅔ Tasse + 1 EL“.",
    ],
    useCases: [
      "Die Tassen eines amerikanischen Rezepts mit der Küchenwaage abwiegen",
      "Die Gramm eines europäischen Rezepts in Tassen und Löffel umrechnen",
      "Ein Rezept vergrößern oder verkleinern",
      "Nachsehen, wie viel ein Stück Butter oder eine Tasse Honig wiegt",
    ],
    tips: [
      {
        title: "Beim Mehl kommt es darauf an, wie Sie die Tasse füllen",
        content: [
          `Gesiebtes Mehl ist locker, mit der Tasse geschöpftes verdichtet: Eine Tasse Weizenmehl wiegt gesiebt ${cup("flour-sifted")}, mit dem Löffel eingefüllt und glatt gestrichen ${cup("flour-spooned")} und direkt aus der Tüte geschöpft ${cup("flour-scooped")} (The Cake Bible). Der Wert des USDA, ${cup("flour")}, ist voreingestellt; wenn ein Rezept sagt, wie gemessen wird, wählen Sie diese Zeile.`,
        ],
      },
      {
        title: "Wiegen Sie, wenn es darauf ankommt",
        content: [
          "Eine Tasse eines Pulvers schwankt von einer Person zur anderen um zehn Prozent oder mehr, Gramm nicht. Für Brot und Kuchen wiegen Sie Mehl und Zucker.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel Gramm sind eine Tasse?",
        answer: `Das hängt von der Zutat ab: Eine US-Tasse Wasser wiegt etwa ${cup("water")}, Weizenmehl ${cup("flour")}, Kristallzucker ${cup("sugar")}, Butter ${cup("butter")} und Honig ${cup("honey")}. Wählen Sie oben die Zutat, um jede Menge umzurechnen.`,
      },
      {
        question: "Ist eine Tasse in jedem Land gleich groß?",
        answer:
          "Nein. Eine US-Tasse fasst 236,6 ml, die US-Tasse der Nährwertangaben 240 ml, die metrische Tasse Australiens, Kanadas und Neuseelands 250 ml und die alte britische Tasse 284,1 ml. Eine metrische Tasse Mehl ist etwa 6 % mehr als eine US-Tasse.",
      },
      {
        question: "Woher stammen die Werte?",
        answer:
          "Aus der Nährwertdatenbank des USDA (Standard Reference, Ausgabe 28), die jedes Lebensmittel in Haushaltsmaßen wiegt (eine Tasse, ein Esslöffel, ein Teelöffel), und für das, was das USDA nicht misst, aus The Cake Bible, wie GNU units sie führt. Ein pro Esslöffel gemessener Wert wird mit 16 multipliziert, pro Teelöffel mit 48, pro Flüssigunze mit 8. Die Quelle jeder Zutat steht in der Tabelle auf dieser Seite.",
      },
    ],
  }),
  ingredient: ({ name: written, cup, hundred, tbsp, source, usda, variants }) => {
    const name = inSentence(written);
    return {
      about: [
        `Eine US-Tasse ${name} wiegt ${cup}: ${source}.${variants.length > 0 ? ` Anders gemessen wiegt eine Tasse: ${variants.map((v) => `${inSentence(v.name)} ${v.cup}`).join("; ")} (Quellen in der Tabelle unten).` : ""} Der Rechner oben beginnt mit ${name}; jede andere seiner Zutaten ist eine Auswahl entfernt.`,
        "Die Tabelle gibt das Gewicht von ¼ bis 4 US-Tassen an, auf ganze Gramm gerundet, Unzen auf drei signifikante Stellen. Sie passt auf eine gedruckte Seite.",
      ],
      useCases: [
        `${written} für ein amerikanisches Rezept abwiegen`,
        `Gramm ${name} in Tassen und Löffel umrechnen`,
      ],
      faqs: [
        {
          question: `Wie viel Gramm sind eine Tasse ${name}?`,
          answer: `${cup} in einer US-Tasse (236,6 ml), nach dem Wert ${usda ? "der SR28 des USDA" : "von The Cake Bible"}. Ein Esslöffel fasst ${tbsp}.`,
        },
        {
          question: `Wie viele Tassen sind 100 Gramm ${name}?`,
          answer: `${hundred}, gemessen mit US-Tassen und -Löffeln.`,
        },
      ],
    };
  },
  source: (s) =>
    s.from === "gnu"
      ? `The Cake Bible (Rose Levy Beranbaum), wie GNU units sie führt: ${s.name} = ${s.definition}`
      : `USDA SR28 (SR Legacy), NDB ${s.ndb} “${s.food}”: ${String(s.grams).replace(".", ",")} g pro “${s.portion}”`,
  table: {
    title: "Tabelle: Tassen in Gramm",
    cups: "US-Tassen",
    sources: "Quellen",
    allSources: "Gramm pro Tasse jeder Zutat und ihre Quellen",
    ingredient: "Zutat",
    perCup: "1 US-Tasse",
    source: "Quelle",
  },
  pageNames: {
    "/flour-cups-to-grams": "Mehl",
    "/sugar-cups-to-grams": "Zucker",
    "/butter-cups-to-grams": "Butter",
    "/rice-cups-to-grams": "Reis",
    "/honey-cups-to-grams": "Honig",
    "/milk-cups-to-grams": "Milch",
    "/oats-cups-to-grams": "Haferflocken",
    "/cocoa-cups-to-grams": "Kakao",
    "/brown-sugar-cups-to-grams": "Brauner Zucker",
    "/powdered-sugar-cups-to-grams": "Puderzucker",
  },
  page: (name) => ({
    title: `${name}: Cups in Gramm umrechnen`,
    label: `Cups-in-Gramm-Rechner (${name})`,
    navLabel: `${name}: Cups in Gramm`,
    description: `Wie viel Gramm sind eine Tasse ${inSentence(name)}? Cups, Löffel, Gramm und Unzen umrechnen, mit Tabelle von ¼ bis 4 Cups zum Drucken und der Quelle jedes Werts.`,
    keywords: `${name} Cups in Gramm, Tasse ${inSentence(name)} in Gramm, Gramm ${inSentence(name)} in Cups, ${name} Tassen umrechnen`,
  }),
};
