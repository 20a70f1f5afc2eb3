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
  // The shoe size converter
  "/shoe-size-converter": {
    about: [
      "Eine Schuhgröße zählt die Länge des Leistens, der fußförmigen Form, über die der Schuh gefertigt wird, jedes System in seiner eigenen Einheit und ab seinem eigenen Nullpunkt. US- und britische Größen steigen um ein Drittel Zoll (ein Gerstenkorn, 8,47 mm) je Größe. Die USA zählen Herrengrößen ab einem Leisten von 8¼ Zoll, Damengrößen ab 7 11/12 Zoll (für denselben Schuh ist die Damengröße also eine mehr als die Herrengröße), Jungengrößen ab 3 11/12 und Mädchengrößen ab 3 7/12 Zoll, wie GNU units sie definiert. Großbritannien zählt Kindergrößen ab 0 bei 4 Zoll bis 13½ und beginnt dann wieder bei Erwachsenengröße 1 (8⅔ Zoll), gleich für Herren und Damen. Kontinentaleuropa zählt den ganzen Leisten in Pariser Stich zu ⅔ cm, ab null, für alle. Mondopoint (ISO 9407), in Japan und China sowie für Skischuhe und Militärschuhe verwendet, gibt die Länge des Fußes selbst in Millimetern an.",
      "Dieser Umrechner geht über die Leistenlänge, daher lässt sich jedes System in jedes andere umrechnen und ein gemessener Fuß in jede Größe: Der Leisten wird als 1,5 cm länger als der Fuß angenommen. Jedes Ergebnis ist die nächstgelegene Größe, in der Schuhe verkauft werden: US-, UK- und EU-Größen auf die halbe Größe, Mondopoint auf 5 mm, Fußlängen auf 0,1 cm oder 0,01 Zoll. Eine US-Größe liegt genau zwischen zwei britischen halben Größen; der Umrechner gibt dann die größere an, denn ein etwas zu langer Schuh passt, ein etwas zu kurzer nicht.",
      "Die Tabellen der Marken weichen von diesen Regeln und voneinander um bis zu eine Größe ab. Manche Tabellen zählen den Fuß, andere den Leisten, andere das Innere des Schuhs; der Raum für die Zehen beträgt je nach Tabelle 1 bis 2 cm; der Nullpunkt der US-Herrengrößen liegt in manchen Quellen bei 8 Zoll und in anderen bei 8¼ (eine Viertelgröße); Damengrößen werden eine oder anderthalb Größen über den Herrengrößen angesetzt; jede Tabelle rundet auf ihre eigenen halben Größen; und die Leisten jeder Marke haben ihre eigene Form, sodass zwei gleich ausgezeichnete Schuhe unterschiedlich sitzen können. Die Fußlänge ist die einzige Angabe, die überall dasselbe bedeutet: Wenn eine Marke ihre Tabelle in Zentimetern Fußlänge veröffentlicht, verwenden Sie diese.",
    ],
    useCases: [
      "Schuhe online in einem Geschäft im Ausland kaufen",
      "Die Größentabelle einer Marke in einem anderen System lesen",
      "Eine gemessene Fußlänge in eine Größe umrechnen",
      "Die Größe eines Kindes in US-, UK- und EU-Größen finden",
    ],
    tips: [
      {
        title: "Messen Sie Ihren Fuß",
        content: [
          "Stellen Sie sich auf ein Blatt Papier an eine Wand, die Ferse an der Wand, und markieren Sie die Spitze des längsten Zehs (nicht immer der große Zeh). Messen Sie von der Wand bis zur Markierung: Das ist die Fußlänge. Messen Sie beide Füße am Ende des Tages, wenn sie am größten sind, mit den Socken, die Sie tragen werden, und nehmen Sie den längeren Fuß.",
        ],
      },
      {
        title: "Zwischen zwei Größen die größere nehmen",
        content: [
          "Ein Schuh, der ein paar Millimeter zu lang ist, passt mit dickeren Socken oder einer Einlegesohle; einer, der ein paar Millimeter zu kurz ist, passt nicht. Kinderschuhe brauchen etwa einen Zentimeter Platz zum Wachsen.",
        ],
      },
      {
        title: "Vertrauen Sie der Tabelle der Marke",
        content: [
          "Wenn eine Marke die Fußlänge veröffentlicht, für die jede ihrer Größen passt, geben Sie hier unter „Fuß messen“ Ihre Fußlänge ein und vergleichen Sie: Die Angabe der Marke gilt, denn sie kennt ihre Leisten.",
        ],
      },
    ],
    faqs: [
      {
        question: "Welche EU- und UK-Größe ist US-Herrengröße 9?",
        answer:
          "EU 43 und UK 9 nach den Regeln dieser Seite. Eine US-Herren 9 ist ein Leisten von 11¼ Zoll (28,6 cm): 42,9 Pariser Stich, also EU 43, und UK 8¾, genau zwischen 8½ und 9, also die größere. Sie passt zu einem Fuß von etwa 27,1 cm, Mondopoint 270. Viele Tabellen der Marken nennen UK 8 oder 8½ und EU 42: Sie setzen den US-Nullpunkt eine Viertelgröße tiefer oder die Zugabe zum Fuß kürzer an und runden andersherum.",
      },
      {
        question: "Wie finde ich meine Schuhgröße aus meiner Fußlänge?",
        answer:
          "Wählen Sie „Fuß messen“ und geben Sie die Länge in Zentimetern oder Zoll ein. Der Umrechner addiert 1,5 cm für den Leisten und gibt die nächstgelegene Größe jedes Systems an: Ein Fuß von 26 cm ist ein Leisten von 27,5 cm, EU 41½, US Herren 7½, US Damen 8½, UK 7½ und Mondopoint 260.",
      },
      {
        question: "Was ist der Unterschied zwischen US-Herren- und -Damengrößen?",
        answer:
          "Eine Größe nach den Regeln von GNU units: Die Damengröße 0 ist ein Leisten, der ⅓ Zoll kürzer ist als die Herrengröße 0, also ist derselbe Schuh eine Herren 9 und eine Damen 10. Viele Tabellen setzen stattdessen anderthalb Größen an; UK- und EU-Größen sind für Herren und Damen gleich.",
      },
      {
        question: "Wann werden Kindergrößen zu Erwachsenengrößen?",
        answer:
          "In Großbritannien reichen Kindergrößen von 0 (ein Leisten von 4 Zoll) bis 13½, und Erwachsenengrößen beginnen wieder bei 1, wo eine Kindergröße 14 läge. In den USA ist Jungen 13 gleich Herren 0 und Mädchen 13 gleich Damen 0, sodass die Jugendgrößen nach 13½ als Herren- und Damengrößen weiterzählen. EU-Größen und Mondopoint haben keinen Bruch.",
      },
      {
        question: "Was ist Mondopoint, und wie funktionieren japanische Größen?",
        answer:
          "Mondopoint (ISO 9407) ist die Länge des Fußes in Millimetern, meist in Schritten von 5 mm: Ein Mondopoint 270 passt zu einem Fuß von 270 mm. Japan und China verwenden ihn, Japan schreibt ihn oft in Zentimetern (27 oder 27,5), ebenso Skischuhe. Es ist das einzige System, das den Fuß benennt statt des Leistens.",
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
