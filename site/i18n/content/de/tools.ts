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
  // The ring size converter
  "/ring-size-converter": {
    about: [
      "Jedes Ringgrößensystem misst dasselbe, das Innere des Rings, aber jedes zählt es auf seine Weise. Die USA und Kanada nummerieren die Größen ab einem Umfang von 1,4216 Zoll und addieren 0,1018 Zoll (etwa 2,59 mm) je Größe. Großbritannien und Australien verwenden Buchstaben, von A mit 37,5 mm Umfang an, 1,25 mm je Buchstabe mit halben Größen dazwischen (British Standard 6820), und nach Z folgen Z+1, Z+2. ISO 8653, in Kontinentaleuropa gebräuchlich, gibt den Innenumfang selbst in Millimetern an; die Schweiz zieht davon 40 mm ab; Japan und China nummerieren den Innendurchmesser ab 13 mm bei Größe 1, ein Drittel Millimeter je Größe.",
      "Dieser Umrechner geht über den Innenumfang, daher lässt sich jedes System in jedes andere umrechnen. Jedes Ergebnis ist die nächstgelegene Größe, in der Ringe verkauft werden: US-Größen auf das Viertel, britische Buchstaben auf die Hälfte, ISO- und Schweizer Größen auf den halben Millimeter, japanische Größen ganz. Die Tabellen der Juweliere runden anders, und manche sind um eine halbe Größe verschoben; liegt ein Ring zwischen zwei Größen, probieren Sie beide oder nennen Sie dem Juwelier die Millimeter.",
    ],
    useCases: [
      "Einen Ring online in einem Geschäft im Ausland kaufen",
      "Eine Ringgrößentabelle in einem anderen System lesen",
      "Einen gemessenen Innendurchmesser oder Innenumfang in eine Größe umrechnen",
      "Einen Ring bei einem Juwelier im Ausland ändern lassen",
    ],
    tips: [
      {
        title: "Messen Sie einen passenden Ring",
        content: [
          "Legen Sie einen Ring, der am Finger passt, auf ein Lineal und lesen Sie den Innendurchmesser in Millimetern an der breitesten Stelle ab, ohne die Ringschiene. Wählen Sie Innendurchmesser (mm) und geben Sie ihn ein: Alle Größen folgen.",
        ],
      },
      {
        title: "Oder messen Sie den Finger",
        content: [
          "Legen Sie einen Papierstreifen um den Fingeransatz, markieren Sie, wo er sich trifft, und messen Sie die Länge flach: Das ist der Innenumfang in Millimetern. Messen Sie am Ende des Tages, wenn die Finger am dicksten sind, und achten Sie darauf, dass der Ring über das Fingergelenk passt.",
        ],
      },
      {
        title: "Breite Ringe sitzen enger",
        content: [
          "Eine Ringschiene, die breiter als etwa 6 mm ist, bedeckt mehr vom Finger und fühlt sich kleiner an; viele Juweliere empfehlen eine Viertel- bis halbe Größe mehr.",
        ],
      },
    ],
    faqs: [
      {
        question: "Welche britische Größe ist US-Größe 7?",
        answer:
          "Etwa N½: Eine US 7 hat 54,2 mm Innenumfang (17,3 mm Durchmesser), zwischen dem britischen N (53,75 mm) und O (55 mm). In ISO 8653 ist sie 54, in Schweizer Größen 14 und in japanischen Größen 14.",
      },
      {
        question: "Wie rechne ich meine Ringgröße in Millimeter um?",
        answer:
          "Wählen Sie das System Ihrer Größe, geben Sie die Größe ein und lesen Sie darunter Innendurchmesser und Innenumfang in Millimetern ab. Eine US-Größe hat (1,4216 + 0,1018 × Größe) Zoll Innenumfang; ein britischer Buchstabe ist 37,5 mm bei A plus 1,25 mm je Buchstabe.",
      },
      {
        question: "Sind europäische Ringgrößen dasselbe wie der Umfang?",
        answer:
          "In ISO 8653, in den meisten Ländern Europas gebräuchlich, ja: Ein Ring der Größe 54 hat 54 mm Innenumfang. Schweizer Größen sind derselbe Umfang minus 40, also ist ISO 54 eine Schweizer 14.",
      },
      {
        question: "Warum weichen Ringgrößentabellen um eine halbe Größe voneinander ab?",
        answer:
          "Die USA haben keine einheitliche gesetzliche Norm, und ältere Tabellen verwenden leicht abweichende Regeln (0,0326 oder 0,0324 Zoll Durchmesser je Größe); britische Größen beruhten früher auf dem Durchmesser (der Wheatsheaf-Lehre), bis BS 6820 sie 1987 auf den Umfang stellte. Die Unterschiede liegen unter einer halben Größe.",
      },
    ],
  },
};
