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
  // The time zone converter (/time-zone-converter).
  "/time-zone-converter": {
    about: [
      "Eine Zeitzone ist ein Gebiet, in dem die Uhren gleich gehen. Die Zeitzonendatenbank der IANA (die tz-Datenbank) benennt jede Zone nach ihrer größten Stadt, etwa America/New_York oder Europe/Paris, und verzeichnet jede Abweichung von der koordinierten Weltzeit (UTC), die sie je hatte, und jede Änderung, die Sommerzeit eingeschlossen. Telefone, Computer und Browser haben sie alle an Bord; dieser Umrechner fragt die Ihres Browsers, sodass die Antwort dieselbe ist, die Ihr Kalender geben würde.",
      "Geben Sie ein Datum und eine Uhrzeit ein oder wählen Sie sie aus, dazu die Zone, in der sie gelten, und die Zone, die Sie suchen. Eine Zone lässt sich über ihren Namen, über eine von 1.000 Städten oder über eine Abkürzung angeben: Da IST, CST und BST jeweils mehr als eine Zone bedeuten, fragt der Umrechner nach, welche Sie meinen, statt zu raten. Er weiß, wann an jedem Datum die Uhren umgestellt werden, sagt, wann es eine Uhrzeit nicht gibt (die Stunde, die beim Vorstellen der Uhren übersprungen wird) oder wann sie zweimal vorkommt (die Stunde, die beim Zurückstellen wiederholt wird), und gibt Ihnen die Adresse des Ergebnisses zum Teilen.",
    ],
    useCases: [
      "Einen Besprechungstermin mit Kolleginnen und Kollegen in anderen Ländern festlegen",
      "Wissen, wann ein Live-Ereignis, ein Produktstart oder eine Sendung bei Ihnen beginnt",
      "Die Familie im Ausland zu einer vernünftigen Uhrzeit anrufen",
      "Die Ankunftszeit eines Flugs in Ortszeit prüfen",
      "Eine Uhrzeit mit einer Abkürzung wie EST oder IST verstehen",
    ],
    tips: [
      {
        title: "Die Sommerzeit beginnt nicht überall am selben Tag",
        content: [
          "Die Vereinigten Staaten und Kanada stellen ihre Uhren am zweiten Sonntag im März und am ersten Sonntag im November um, die Europäische Union am letzten Sonntag im März und im Oktober. Einige Wochen im Frühjahr und im Herbst liegt New York deshalb vier statt fünf Stunden hinter London. Auf der Südhalbkugel dauert die Sommerzeit etwa von Oktober bis April, und der größte Teil Asiens und Afrikas behält das ganze Jahr dieselbe Abweichung.",
        ],
      },
      {
        title: "Nennen Sie die Zone, nicht nur die Abkürzung",
        content: [
          "EST ist die Winterzeit der US-Ostküste; im Sommer zeigen dieselben Uhren EDT. „New Yorker Zeit“ oder America/New_York zu schreiben ist das ganze Jahr richtig, und eine Kalendereinladung mit einer benannten Zone passt sich von selbst an.",
        ],
      },
      {
        title: "Teilen Sie den Link",
        content: [
          "Der Link unter dem Ergebnis enthält das Datum, die Uhrzeit und beide Zonen: Wer ihn öffnet, sieht dieselbe Umrechnung, ohne sie neu einzugeben.",
        ],
      },
    ],
    faqs: [
      {
        question: "Berücksichtigt der Umrechner die Sommerzeit?",
        answer:
          "Ja. Er liest die Abweichung jeder Zone für das genaue Datum aus der tz-Datenbank Ihres Browsers, sodass eine Uhrzeit im Juli und eine im Januar in derselben Stadt sich um eine Stunde von UTC unterscheiden können, und die Daten der Umstellung sind die der Zone, die Sie gewählt haben.",
      },
      {
        question: "Was geschieht mit einer Uhrzeit, die es nicht gibt?",
        answer:
          "Wenn die Uhren eine Stunde vorgestellt werden, zeigt keine Uhr die Zeiten dieser Stunde an. Der Umrechner sagt das und liest die Uhrzeit so, wie die Uhren sie nach der Umstellung zeigen würden, eine Stunde später (30 Minuten später auf der Lord-Howe-Insel). Wenn die Uhren zurückgestellt werden, kommt eine Stunde zweimal vor: Der Umrechner zeigt beide Lesarten.",
      },
      {
        question: "Welche Zone bedeutet IST?",
        answer:
          "Es ist die Indische Normalzeit (UTC+5:30), aber auch Israel (UTC+2) und Irland im Sommer (UTC+1) schreiben IST. CST ist die Mitte der Vereinigten Staaten, China, Taiwan oder Kuba, und BST die Britische Sommerzeit oder Bangladesch. Der Umrechner zeigt die Bedeutungen und lässt Sie wählen.",
      },
      {
        question: "Warum weichen manche Zonen um 30 oder 45 Minuten von UTC ab?",
        answer:
          "Jedes Land wählt seine Abweichung selbst. Indien hat UTC+5:30, Nepal UTC+5:45 und Teile Australiens UTC+9:30; die Lord-Howe-Insel stellt ihre Uhren im Sommer nur um 30 Minuten vor.",
      },
    ],
  },
};
