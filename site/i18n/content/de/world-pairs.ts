import type { WorldPairTemplate } from "../world-pairs.ts";

/**
 * The text of a world pair page in German (site/content/money/world-pairs.ts), filled from names.
 * A currency's name stands in the nominative (in brackets, or as its code after "in"), so no
 * declension of CLDR's names is needed.
 */
export const WORLD_PAIRS: WorldPairTemplate = (n) => ({
  about: [
    `Rechnen Sie ${n.from} (${n.fromPlural}) in ${n.to} (${n.toPlural}) um. ${n.manyPlaces ? `Länder und Gebiete, in denen die Währung ${n.to} gilt` : `Land, in dem die Währung ${n.to} gilt`}: ${n.places}. Der Rechner oben zeigt den aktuellen Referenzkurs, den Kurs in Gegenrichtung, eine Tabelle gängiger Beträge und den Kursverlauf des Paares.`,
    `Der Kurs der Währung ${n.to} (${n.toName}) ist der Referenzkurs der Bank, die sie ausgibt, sofern diese einen veröffentlicht: ihre Zentralbank oder amtliche Stelle, deren Werte Frankfurter, ein Open-Source-Dienst, an jedem Geschäftstag sammelt. Veröffentlicht diese Bank keinen Kurs, ist er eine Mischung der amtlichen Quellen, die einen veröffentlichen, und eine fest an eine andere gebundene Währung folgt dieser Bindung. Die Zeile unter dem Rechner nennt Quelle und Datum des angezeigten Kurses und sagt, wann ein Kurs über eine andere Währung berechnet wird. Unser Dienst prüft höchstens alle fünf Minuten auf neue Kurse; ist eine Quelle nicht erreichbar, zeigt der Rechner die zuletzt empfangenen Kurse, als „zwischengespeichert“ markiert, mit der Uhrzeit, zu der sie abgerufen wurden.`,
    "Das sind Referenzkurse: Eine Bank, eine Wechselstube oder ein Geldtransferdienst schlägt eine eigene Marge auf, berechnet eine Gebühr oder beides. Nutzen Sie den Kurs hier, um zu sehen, was ein Betrag wert ist und wie viel ein Anbieter Ihnen berechnet.",
  ],
  useCases: [
    `Sehen, was ein Betrag in ${n.from} in ${n.to} wert ist`,
    `Den Kurs prüfen, den ein Geldtransferdienst oder eine Wechselstube für ${n.from} in ${n.to} anbietet`,
    `Eine Reise oder einen Kauf mit Preisen in ${n.to} planen`,
    `Rechnungen, Gehälter oder Mieten in ${n.to} verstehen`,
  ],
  faqs: [
    {
      question: `Wie viel sind ${n.hundredFrom} in ${n.to}?`,
      answer:
        "Das hängt vom Tageskurs ab, den der Rechner oben mit einer Tabelle gängiger Beträge zeigt. Geben Sie einen beliebigen Betrag in das erste Feld ein, um ihn umzurechnen; das zweite Feld rechnet in umgekehrter Richtung.",
    },
    {
      question: `Woher kommt der Kurs ${n.from} in ${n.to}?`,
      answer: `Von der Bank, die die Währung ${n.to} ausgibt, sofern sie einen Kurs veröffentlicht, übermittelt von Frankfurter; andernfalls aus einer Mischung der amtlichen Quellen, die einen veröffentlichen. Die Zeile unter dem Rechner nennt Quelle und Datum sowie die Währungen, über die ein Kurs berechnet wird, wenn keine Quelle das Paar selbst notiert.`,
    },
    {
      question: `Warum bekomme ich bei meiner Bank weniger ${n.to} als hier?`,
      answer:
        "Banken, Kartenanbieter, Geldtransferdienste und Wechselstuben schlagen auf den Referenzkurs eine Marge auf, berechnen eine Gebühr oder beides. Der Unterschied zwischen dem Angebot und dem Ergebnis des Rechners ist das, was Sie der Umtausch kostet.",
    },
    {
      question: "Wie oft wird der Kurs aktualisiert?",
      answer:
        "Die meisten Zentralbanken veröffentlichen ihre Referenzkurse einmal an jedem Geschäftstag; unser Dienst prüft höchstens alle fünf Minuten auf neue Kurse. An Wochenenden und an Feiertagen der Bank ändern sich die Kurse nicht.",
    },
  ],
});
