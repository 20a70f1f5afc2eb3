import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/time.ts. */
export const texts: UnitTranslations = {
  "/time": {
    about: [
      "Zeit wird in Sekunden (s) gemessen, der SI-Basiseinheit, die seit 1967 über die Atomphysik definiert ist: Eine Sekunde sind 9.192.631.770 Perioden der Strahlung eines Übergangs im Caesium-133-Atom. Kürzere Zeitspannen verwenden die SI-Vorsätze, von der Millisekunde ({{1 ms s}} s) bis hinunter zur Attosekunde, dazu den Shake der Kernphysik ({{1 shake ns}} ns) und die Planck-Zeit. Längere verwenden die Einheiten von Uhr und Kalender: {{1 min s}} Sekunden auf die Minute, {{1 h min}} Minuten auf die Stunde, {{1 d h}} Stunden auf den Tag; ein Tag hat also {{1 d s}} s und eine Woche {{1 week h}} Stunden.",
      "Monate und Jahre haben im Kalender keine feste Länge, daher verwendet der Rechner Durchschnittswerte und benennt sie. Sein Jahr ist das mittlere gregorianische Jahr von {{1 year d}} Tagen ({{1 year s}} s), der Durchschnitt über den 400-jährigen Zyklus der Schaltjahre; sein Monat ist ein Zwölftel davon, {{1 month d}} Tage. Jahrzehnte, Jahrhunderte und Jahrtausende sowie die mehrjährigen Einheiten beruhen auf demselben mittleren Jahr. Ein Kalenderjahr von 365 Tagen oder ein Schaltjahr von {{1 year_leap d}} Tagen sind eigene Einheiten, und das julianische Jahr von exakt {{1 year_julian d}} Tagen ist das, das Astronomen verwenden, etwa beim Lichtjahr.",
      "Astronomische Zeiteinheiten folgen Erde und Mond. Das tropische Jahr, der mittlere Zyklus der Jahreszeiten, hat {{1 year_tropical d}} Tage; das siderische Jahr, ein Umlauf gemessen an den Sternen, hat {{1 year_sidereal d}} Tage. Der siderische Tag, eine Umdrehung gemessen an den Sternen (genau genommen am Frühlingspunkt), dauert {{1 day_sidereal h}} Stunden, etwas kürzer als der Sonnentag, und der synodische Monat von Neumond zu Neumond hat {{1 month_synodic d}} Tage. Der Tag auf dieser Seite hat exakt {{1 d s}} s; in UTC hat ein Tag mit Schaltsekunde eine Sekunde mehr.",
    ],
    useCases: [
      "Dezimalstunden auf Stundenzetteln in Minuten umwandeln: 7,75 h sind {{7.75 h min}} Minuten, und 45 Minuten sind {{45 min h}} h.",
      "Projekte und Urlaub in Wochen und Tagen planen: 6 Wochen sind {{6 week d}} Tage, und 90 Tage sind {{90 d week}} Wochen.",
      "Raten pro Sekunde aus Angaben pro Tag oder pro Jahr berechnen: Ein Tag hat {{1 d s}} s und ein mittleres Jahr {{1 year s}} s.",
      "Zeitangaben in Elektronik und Informatik lesen: 1 ms sind {{1 ms μs}} µs, und 1 ns sind {{1 ns ps}} ps.",
      "Mit astronomischen Daten in Sternzeit arbeiten: Ein siderischer Tag hat {{1 day_sidereal s}} s.",
      "Zeitspannen in Monaten oder Jahren in Tage umrechnen: 18 Monate sind im Durchschnitt {{18 month d}} Tage.",
    ],
    guides: [
      {
        title: "Zeit von Hand umrechnen",
        content: [
          "Stunden in Minuten: mit {{1 h min}} multiplizieren; Minuten in Stunden: durch {{1 h min}} teilen. 2,5 h sind {{2.5 h min}} min, und 90 min sind {{90 min h}} h. Beachten Sie: 1,5 h sind 1 h und {{0.5 h min}} min, nicht 1 h 50 min; der Dezimalteil ist ein Bruchteil einer Stunde, keine Anzahl von Minuten.",
          "Tage in Sekunden: mit {{1 d s}} multiplizieren. Wochen in Stunden: mit {{1 week h}} multiplizieren. Für Jahre multiplizieren Sie mit {{1 year d}} Tagen für das mittlere gregorianische Jahr oder mit 365 für ein gewöhnliches Kalenderjahr; über vier Jahre summiert sich der Unterschied auf ungefähr den Schalttag.",
        ],
      },
      {
        title: "Welches Jahr und welcher Monat?",
        content: [
          "Ein „Jahr“ kann ein Kalenderjahr (365 oder 366 Tage) sein, das mittlere gregorianische Jahr ({{1 year d}} Tage, das „Jahr“ dieser Seite), das julianische Jahr ({{1 year_julian d}} Tage, in der Astronomie verwendet) oder das tropische Jahr ({{1 year_tropical d}} Tage, der Zyklus der Jahreszeiten). Die Schaltjahrregel des gregorianischen Kalenders (jedes vierte Jahr, außer Jahrhundertjahren, die nicht durch 400 teilbar sind) hält das Kalenderjahr nahe am tropischen Jahr.",
          "Kalendermonate haben 28 bis 31 Tage, „ein Monat“ ist in einer Umrechnung also ein Durchschnitt: {{1 month d}} Tage oder {{1 month week}} Wochen. Für Abrechnungszeiträume oder Verträge zählen Sie stattdessen die tatsächlichen Kalendertage.",
        ],
      },
    ],
    tips: [
      {
        title: "Dezimalstunden sind keine Minuten",
        content: [
          "0,2 h sind {{0.2 h min}} Minuten, nicht 20. Rechnen Sie den Dezimalteil um, bevor Sie eine Zeit in Stunden und Minuten schreiben.",
        ],
      },
      {
        title: "Wissen Sie, welchen Durchschnitt Sie verwenden",
        content: [
          "Raten pro Jahr und pro Monat hängen vom gewählten Jahr und Monat ab. Das Jahr dieser Seite hat {{1 year d}} Tage und ihr Monat {{1 month d}} Tage.",
        ],
      },
      {
        title: "Sommerzeit",
        content: [
          "Ein örtlicher Kalendertag, an dem die Uhren umgestellt werden, dauert 23 oder 25 Stunden. Der Tag des Rechners hat immer {{1 d h}} Stunden.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Sekunden hat ein Tag?",
        answer:
          "Ein Tag hat {{1 d h}} Stunden × {{1 h min}} Minuten × {{1 min s}} Sekunden = {{1 d s}} Sekunden. Ein UTC-Tag mit Schaltsekunde hat eine mehr.",
      },
      {
        question: "Wie viele Tage hat ein Jahr?",
        answer:
          "Ein Gemeinjahr hat 365 Tage und ein Schaltjahr {{1 year_leap d}}. Gemittelt über den 400-jährigen gregorianischen Zyklus hat ein Jahr {{1 year d}} Tage, der Wert, den diese Seite verwendet; das julianische Jahr der Astronomie hat {{1 year_julian d}} Tage.",
      },
      {
        question: "Wie viele Wochen hat ein Jahr?",
        answer:
          "Ein mittleres gregorianisches Jahr hat {{1 year week}} Wochen. Ein Gemeinjahr von 365 Tagen hat 52 Wochen und 1 Tag, ein Schaltjahr 52 Wochen und 2 Tage.",
      },
      {
        question: "Wie viele Stunden hat ein Jahr?",
        answer:
          "Ein mittleres gregorianisches Jahr hat {{1 year h}} Stunden. Ein Gemeinjahr von 365 Tagen hat {{365 d h}} Stunden und ein Schaltjahr {{1 year_leap h}}.",
      },
      {
        question: "Wie viele Tage hat ein Monat?",
        answer:
          "Der Monat dieses Rechners ist der durchschnittliche, ein Zwölftel eines mittleren gregorianischen Jahres: {{1 month d}} Tage. Der Mondmonat (synodischer Monat) von Neumond zu Neumond hat {{1 month_synodic d}} Tage.",
      },
      {
        question: "Was ist ein siderischer Tag?",
        answer:
          "Die Zeit, die die Erde für eine Umdrehung relativ zu den Sternen braucht (genau genommen relativ zum Frühlingspunkt), {{1 day_sidereal h}} Stunden oder {{1 day_sidereal s}} s. Der Sonnentag von {{1 d h}} Stunden ist länger, weil sich die Erde zugleich auf ihrer Bahn weiterbewegt.",
      },
    ],
  },
};
