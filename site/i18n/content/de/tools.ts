import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in German (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Ein Konverter für Groß- und Kleinschreibung ändert die Buchstaben eines Textes, ohne seine Wörter zu ändern: GROSSBUCHSTABEN für Überschriften und Abkürzungen, kleinbuchstaben zum Vereinheitlichen von Eingaben, Wortanfänge Groß für Titel, Satzanfang groß für gewöhnlichen Fließtext und die zusammengeschriebenen Formen, mit denen Programmierer Namen bilden: camelCase, snake_case, kebab-case und CONSTANT_CASE.",
      "Jedes Ergebnis ändert sich schon beim Tippen und funktioniert mit jedem Alphabet, das Großbuchstaben kennt, nach den vollständigen Unicode-Regeln: Das ß wird in Großbuchstaben zu SS, und Großbuchstaben mit Akzent wie É behalten ihren Akzent in Kleinbuchstaben. Nichts, was Sie eingeben, verlässt Ihren Browser.",
    ],
    useCases: [
      "Text korrigieren, der mit eingerasteter Feststelltaste getippt wurde",
      "Überschriften und Titel einheitlich schreiben",
      "Aus einer Wortgruppe einen Variablen-, Datei- oder URL-Namen machen (camelCase, snake_case, kebab-case)",
      "Konstanten und Namen von Umgebungsvariablen schreiben (CONSTANT_CASE)",
      "Listen vereinheitlichen, bevor man sie vergleicht oder sortiert",
    ],
    tips: [
      {
        title: "Wortanfänge Groß arbeitet mechanisch",
        content: [
          "Dieser Konverter schreibt den ersten Buchstaben jedes Wortes groß. Im Deutschen richtet sich die Großschreibung nach der Wortart, und englische Stilregeln lassen kurze Wörter wie „of“, „and“ oder „the“ in Titeln klein; passen Sie diese von Hand an, wenn Ihre Regeln es verlangen.",
        ],
      },
      {
        title: "Zusammengeschriebene Formen entfernen Satzzeichen",
        content: [
          "camelCase, snake_case, kebab-case und CONSTANT_CASE behalten nur Buchstaben und Ziffern und trennen Wörter an Leerzeichen, Satzzeichen und dort, wo ein Kleinbuchstabe auf einen Großbuchstaben trifft (aus helloWorld wird hello_world).",
        ],
      },
    ],
    faqs: [
      {
        question: "Was ist der Unterschied zwischen camelCase und PascalCase?",
        answer:
          "camelCase beginnt mit einem Kleinbuchstaben und schreibt jedes weitere Wort groß (userName); PascalCase schreibt auch das erste Wort groß (UserName). Diese Seite erzeugt camelCase.",
      },
      {
        question: "Warum wird ß in Großbuchstaben zu SS?",
        answer:
          "Die Standard-Großschreibung des Eszett in Unicode sind die zwei Buchstaben SS, wie es die deutsche Rechtschreibung in Großbuchstaben vorsieht (das große ẞ ist erlaubt, aber nicht die Regel); der Konverter folgt diesen Regeln für jede Sprache.",
      },
      {
        question: "Wird mein Text irgendwohin gesendet?",
        answer:
          "Nein. Die Umwandlung läuft beim Tippen in Ihrem Browser; der Text wird weder an unseren Server gesendet noch gespeichert.",
      },
    ],
  },
  "/number-base": {
    about: [
      "Die Basis eines Stellenwertsystems gibt an, wie viele verschiedene Ziffern es verwendet. Wir zählen zur Basis 10 mit den Ziffern 0 bis 9; Computer speichern im Dualsystem (Basis 2), und Programmierer schreiben dieselben Werte kompakter im Oktalsystem (Basis 8) und im Hexadezimalsystem (Basis 16, Ziffern 0 bis 9, dann A bis F). Basen über 10 leihen sich Buchstaben, daher nutzt die Basis 36 alle Zeichen von 0 bis 9 und A bis Z.",
      "Dieser Rechner rechnet zwischen allen Basen von 2 bis 36 in beide Richtungen um: ganze Zahlen beliebiger Länge ohne Rundung (er rechnet mit ganzen Zahlen beliebiger Genauigkeit, sodass auch eine 100-stellige Zahl exakt bleibt), negative Zahlen und Brüche, wenn das Ergebnis exakt ist: 0.1 im Dualsystem ist 0.5 im Dezimalsystem, aber 0.1 im Dezimalsystem hat keine endliche Binärdarstellung, und die Seite sagt das, statt einen gerundeten Näherungswert zu zeigen. Buchstaben dürfen groß oder klein geschrieben werden; Leerzeichen und Unterstriche zwischen Zifferngruppen werden ignoriert, und die Präfixe 0x, 0o und 0b werden in ihrer jeweiligen Basis akzeptiert. Nachkommastellen werden wie in Programmiersprachen mit einem Punkt abgetrennt.",
    ],
    useCases: [
      "Speicheradressen, Farbcodes (#FF8800) und Bytewerte in Hexadezimal lesen",
      "Bitmasken und Flags im Dualsystem ausrechnen",
      "Unix-Dateirechte in Oktal (755, 644)",
      "Aufgaben in Informatik und Digitaltechnik",
      "Kurze Kennungen zur Basis 36",
    ],
    tips: [
      {
        title: "Binärziffern in Vierergruppen schreiben",
        content: [
          "Jede Hexadezimalziffer steht für genau vier Binärziffern und jede Oktalziffer für drei, daher ist 1111 0000 im Dualsystem F0 im Hexadezimalsystem. Leerzeichen zwischen den Gruppen sind hier erlaubt.",
        ],
      },
      {
        title: "Nicht jeder Bruch übersteht einen Basiswechsel",
        content: [
          "Ein Bruch ist in einer Basis nur dann endlich, wenn die Primfaktoren seines Nenners diese Basis teilen: Ein Zehntel ist zur Basis 10 endlich, wiederholt sich zur Basis 2 aber endlos. Deshalb ist 0.1 + 0.2 in binärer Gleitkommadarstellung nicht genau 0.3.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie rechnet man binär in dezimal um?",
        answer:
          "Multiplizieren Sie jede Ziffer mit ihrem Stellenwert, einer Potenz von 2, gezählt ab 0 ganz rechts, und addieren Sie die Ergebnisse: 1011 ist 8 + 0 + 2 + 1 = 11. Wählen Sie hier Binär als Ausgangsbasis, geben Sie die Ziffern ein und lesen Sie die Dezimalzahl im Ergebnis ab.",
      },
      {
        question: "Warum lehnt der Rechner manche Ziffern ab?",
        answer:
          "Eine Zahl zur Basis n verwendet nur die Ziffern 0 bis n − 1: 8 und 9 gibt es im Oktalsystem nicht, und G ist keine Hexadezimalziffer. Die Meldung unter dem Feld nennt die Ziffer, die nicht zur Basis gehört.",
      },
      {
        question: "Kann er sehr große Zahlen umrechnen?",
        answer:
          "Ja. Ganze Zahlen werden mit beliebig genauer Arithmetik umgerechnet, sodass auch Zahlen mit Hunderten von Stellen exakt und ohne Rundung umgerechnet werden.",
      },
      {
        question: "Kann er negative Zahlen und Brüche umrechnen?",
        answer:
          "Negative Zahlen behalten ihr Vorzeichen. Brüche werden umgerechnet, wenn das Ergebnis in der Zielbasis exakt ist; würden sich die Ziffern endlos wiederholen, sagt die Seite das, statt zu runden.",
      },
    ],
  },
  // The date calculator (/date-calculator).
  "/date-calculator": {
    about: [
      "Zählen Sie die Tage zwischen zwei Daten, addieren oder subtrahieren Sie Tage, Wochen oder Monate, und sehen Sie zu jedem Datum den Wochentag und die ISO-Woche. Das erste Datum zählt mit, das zweite nicht, so wie man bei einem Aufenthalt die Nächte zählt: Von 2026-01-01 bis 2027-01-01 sind es 365 Tage.",
      "Werktage sind hier Montag bis Freitag, ohne Abzug von Feiertagen: Feiertage sind je nach Land, Region und Arbeitgeber verschieden, ziehen Sie Ihre also selbst ab. Von 2026-01-01 bis 2027-01-01 sind es 261. Die Daten folgen dem gregorianischen Kalender vom Jahr 1 bis 9999, vor 1582 fortgeschrieben, wie es ISO 8601 tut, und werden in ganzen Tagen gezählt, sodass weder eine Zeitzone noch eine Sommerzeitumstellung ein Ergebnis um einen Tag verschieben kann.",
    ],
    useCases: [
      "Die Tage bis zu einer Frist, einem Urlaub oder einem Termin zählen",
      "Die Werktage einer Kündigungsfrist oder eines Projekts",
      "Das Ende eines Vertrags oder eines Abonnements in einigen Monaten",
      "Die ISO-Kalenderwoche für einen Stundenzettel oder einen Produktionsplan finden",
      "Den Wochentag eines vergangenen oder künftigen Datums",
    ],
    tips: [
      {
        title: "Einen Monat zum 31. addieren",
        content: [
          "Einen Monat nach dem 2026-01-31 gibt es keinen 31., also ist das Ergebnis der letzte Tag des Monats: 2026-02-28, oder 2028-02-29 in einem Schaltjahr. Die Funktion EDATUM der Tabellenkalkulationen und die meisten Datumsbibliotheken rechnen genauso. Manche Programme (darunter GNU date) schieben die fehlenden Tage stattdessen in den nächsten Monat und landen Anfang März.",
        ],
      },
      {
        title: "ISO-Wochen beginnen am Montag",
        content: [
          "ISO 8601 zählt die Wochen von Montag bis Sonntag. Woche 1 ist die Woche mit dem ersten Donnerstag des Jahres; sie enthält also immer den 4. Januar, und die ersten Januartage können zur letzten Woche des Vorjahres gehören: Der 2027-01-01 ist ein Freitag, 2026-W53-5: Woche 53 von 2026. Ein Jahr hat 52 oder 53 ISO-Wochen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie zähle ich die Tage zwischen zwei Daten?",
        answer:
          "Geben Sie die beiden Daten unter „Tage dazwischen“ ein. Das Ergebnis zählt den ersten Tag mit und den letzten nicht; zählen Sie einen hinzu, um beide mitzuzählen. Das Ergebnis ist negativ, wenn das zweite Datum vor dem ersten liegt.",
      },
      {
        question: "Zählen Feiertage als Werktage?",
        answer:
          "Ja: Dieser Rechner zählt jeden Montag bis Freitag als Werktag, weil Feiertage von Land zu Land, von Region zu Region und von Arbeitgeber zu Arbeitgeber verschieden sind. Ziehen Sie die Feiertage, die im Zeitraum auf einen Wochentag fallen, selbst ab.",
      },
      {
        question: "Welche Kalenderwoche haben wir?",
        answer:
          "Der Rechner zeigt zu jedem Datum die Woche nach ISO 8601, geschrieben Jahr-WWoche-Tag: Der 2026-12-31 ist 2026-W53-4, Woche 53 von 2026, Tag 4 (Donnerstag). Kalender in den USA zählen die Wochen oft ab Sonntag und ab dem 1. Januar; ISO-Wochen sind die in Europa und in der Unternehmensplanung üblichen.",
      },
      {
        question: "Welches Datum ist in 90 Tagen?",
        answer:
          "Wählen Sie „Addieren oder abziehen“, setzen Sie das Datum, geben Sie 90 ein und wählen Sie Tage. Vom 2026-03-01 aus sind 90 Tage später der 2026-05-30; drei Monate später ist der 2026-06-01: Nicht alle Monate sind gleich lang.",
      },
    ],
  },
  // The Unix timestamp converter (/unix-timestamp-converter).
  "/unix-timestamp-converter": {
    about: [
      "Die Unixzeit zählt die Sekunden seit dem 1. Januar 1970 um Mitternacht UTC, der „Epoche“: 1000000000 ist 2001-09-09T01:46:40Z, und ein Datum vor 1970 ist eine negative Zahl (−1 ist 1969-12-31T23:59:59Z). Programme speichern sie in Sekunden (C, PHP, time.time() in Python, Datenbanken), Millisekunden (Date.now() in JavaScript, Java) oder Mikrosekunden (PostgreSQL, viele Logs). Geben Sie einen Zeitstempel ein, und der Umrechner erkennt seine Einheit an der Länge und sagt das auch: bis zu 11 Ziffern sind Sekunden, 12 bis 14 Millisekunden, 15 bis 17 Mikrosekunden. Wählen Sie die Einheit selbst, wenn die Vermutung falsch ist.",
      "Jedes Ergebnis erscheint in UTC und in Ihrer eigenen Zeitzone, als ISO 8601 (2023-11-14T22:13:20Z, die Form von APIs und Logs) und als RFC 2822 (Tue, 14 Nov 2023 22:13:20 +0000, die Form von E-Mail- und HTTP-Headern). Es geht auch umgekehrt: Geben Sie ein Datum in einer der beiden Formen ein und lesen Sie seinen Zeitstempel ab. Ein Datum allein ist Mitternacht UTC; ein Datum mit Uhrzeit ohne Z oder Versatz wird in Ihrer Zeitzone gelesen. Gerechnet wird exakt auf die Mikrosekunde, mit ganzen Zahlen beliebiger Größe, für jedes Datum vom Jahr 1 bis 9999 des gregorianischen Kalenders.",
    ],
    useCases: [
      "Zeitstempel in Logs, Datenbanken und API-Antworten lesen",
      "Ein Datum als Zeitstempel in eine Abfrage, ein Cookie-Ablaufdatum oder einen Test schreiben",
      "Prüfen, ob ein Wert in Sekunden oder in Millisekunden angegeben ist",
      "Uhrzeiten aus verschiedenen Zeitzonen vergleichen",
      "Den Date-Header einer E-Mail oder einer HTTP-Antwort lesen",
    ],
    tips: [
      {
        title: "Sekunden oder Millisekunden? Zählen Sie die Ziffern",
        content: [
          "Heutige Zeitstempel haben 10 Ziffern in Sekunden, 13 in Millisekunden und 16 in Mikrosekunden. Eine 13-stellige Zahl, als Sekunden gelesen, läge Zehntausende Jahre entfernt; eine falsche Einheit fällt also sofort auf: 1700000000000 ms sind 2023-11-14T22:13:20Z.",
        ],
      },
      {
        title: "Das Jahr-2038-Problem",
        content: [
          "Eine vorzeichenbehaftete 32-Bit-Sekundenzahl endet bei 2147483647 (2^31 − 1), also 2038-01-19T03:14:07Z. Eine Sekunde später springt sie auf −2147483648, 1901-12-13T20:45:52Z. Systeme, die die Zeit noch in 32 Bit halten (alte eingebettete Geräte, Dateiformate, Datenbankspalten), versagen dann. Eine 64-Bit-Zahl reicht weit über das Jahr 9999 hinaus; eine vorzeichenlose 32-Bit-Zahl reicht bis 2106-02-07T06:28:15Z.",
        ],
      },
      {
        title: "Millisekunden und Mikrosekunden in JavaScript",
        content: [
          "Eine JavaScript-Zahl hält ganze Zahlen exakt bis 2^53. Millisekunden bleiben darunter bis zum Jahr 287396, eine Mikrosekundenzahl aber überschreitet die Grenze bei 2255-06-05T23:47:34.740992Z: Speichern Sie Mikrosekunden als BigInt oder als Zeichenkette. Diese Seite rechnet mit BigInt, es geht also keine Ziffer verloren.",
        ],
      },
    ],
    faqs: [
      {
        question: "Zählt die Unixzeit Schaltsekunden?",
        answer:
          "Nein. Jeder Unix-Tag hat genau 86.400 Sekunden; fügt UTC eine Schaltsekunde ein, wiederholt die Unixzeit eine Sekunde, statt sie zu zählen. 2016-12-31T23:59:59Z ist 1483228799 und 2017-01-01T00:00:00Z ist 1483228800, eine auseinander, obwohl die Schaltsekunde 23:59:60 dazwischen lag. UTC hat seit 1972 27 Schaltsekunden eingefügt, die letzte Ende 2016 (IERS Bulletin C, wie sie die Datei leap-seconds.list der IANA-Zeitzonendatenbank führt); seit 1972 hat die Unixzeit also 27 Sekunden weniger gezählt, als vergangen sind. Diese Seite weist 23:59:60 zurück und sagt, warum.",
      },
      {
        question: "Wie lautet der Unix-Zeitstempel des 1. Januar 2000?",
        answer:
          "946684800 um Mitternacht UTC (946684800000 in Millisekunden). Mitternacht in einer anderen Zone ist ein anderer Zeitpunkt: In New York (UTC−05:00) ist es 946702800.",
      },
      {
        question: "Warum hängt der Zeitstempel nicht von meiner Zeitzone ab?",
        answer:
          "Ein Unix-Zeitstempel bezeichnet einen Zeitpunkt, überall denselben; nur wie dieser Zeitpunkt auf einer Uhr geschrieben wird, ändert sich mit der Zone. Deshalb zeigt die Seite für denselben Zeitstempel UTC und Ihre Ortszeit, und deshalb ergibt ein Datum mit Z oder Versatz (+05:30) denselben Zeitstempel, wo immer Sie sind.",
      },
      {
        question: "Wann erreicht der Unix-Zeitstempel 2.000.000.000?",
        answer: "Am 2033-05-18T03:33:20Z, in RFC 2822 Wed, 18 May 2033 03:33:20 +0000.",
      },
    ],
  },
};
