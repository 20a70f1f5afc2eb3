import { COINS } from "../../../money/coins.ts";
import { offeredCounts } from "../../../money/currencies.ts";
import type { MoneyTranslations } from "../money.ts";

const { fiat, coins } = offeredCounts();
/** "Bitcoin (BTC), Ethereum (ETH), Tether (USDT)": the first coins of the list, by rank (as crypto.ts). */
const largest = (n: number) =>
  COINS.slice(0, n)
    .map((c) => (c.name === c.code ? c.name : `${c.name} (${c.code})`))
    .join(", ");

/** The money pages' texts in German (site/content/money/fiat.ts, crypto.ts), by English path. */
export const MONEY: MoneyTranslations = {
  "/currency-converter": {
    about: [
      `Der Währungsrechner von UnitPilot rechnet einen Betrag in einer Währung zu Referenzkursen in eine andere um. Er führt die ${fiat} Währungen, die heute weltweit im Umlauf sind, und die ${coins} größten Kryptowährungen nach Marktkapitalisierung. Für die rund 30 Währungen der Europäischen Zentralbank (EZB) gilt der Euro-Referenzkurs der EZB, der an jedem Arbeitstag gegen 16:00 Uhr MEZ veröffentlicht wird. Für jede andere Währung ist es der Referenzkurs der Zentralbank oder amtlichen Stelle, die ihn festlegt, etwa der Central Bank of Nigeria oder der State Bank of Pakistan, übermittelt von Frankfurter, einem Open-Source-Dienst, der die Kurse von rund hundert Zentralbanken sammelt. Die Zeile unter dem Rechner nennt die Quelle und das Datum des angezeigten Kurses. Kryptopreise stammen aus einer CoinGecko-kompatiblen Preisquelle. Eine Währung, für die an diesem Tag keine Quelle einen Kurs veröffentlicht, oder eine Kryptowährung, die die Preisquelle nicht mehr notiert, lässt sich erst wieder auswählen, wenn es einen Kurs gibt; ein Hinweis unter dem Rechner sagt das.`,
      "Unser Kursdienst sucht höchstens alle fünf Minuten nach neuen Kursen und behält die zuletzt erhaltenen. Die EZB veröffentlicht einmal pro Arbeitstag, daher ändern sich die Kurse der Landeswährungen einmal am Tag, nicht von Minute zu Minute, und bleiben an Wochenenden und den übrigen arbeitsfreien Tagen der EZB gleich. Ist eine Quelle nicht erreichbar, zeigt der Rechner die letzten bekannten Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt, zu dem sie abgerufen wurden. Ergebnisse werden mit bis zu sechs Nachkommastellen angezeigt (acht im Kryptowährungsrechner).",
      "Es handelt sich um Referenzkurse: einen Mittelkurs des Marktes zu einem bestimmten Zeitpunkt, nützlich, um den Wert eines Betrags zu kennen, eine Rechnung zu prüfen oder ein Budget zu planen. Es sind nicht die Kurse, die Ihnen eine Bank, ein Kartenherausgeber, ein Überweisungsdienst oder eine Wechselstube gewährt, denn jeder von ihnen schlägt eine Marge auf den Kurs auf, verlangt eine Gebühr oder beides. Die Beträge werden in Ihrem Browser umgerechnet, und Sie müssen kein Konto anlegen.",
    ],
    useCases: [
      "Vor dem Online-Kauf prüfen, was ein Preis in einer Fremdwährung wert ist",
      "Eine Auslandsreise planen und den Kurs einer Wechselstube oder Karte mit dem Referenzkurs vergleichen",
      "Rechnungen, Angebote, Gehälter oder Mieten in einer anderen Währung verstehen",
      "Ausrechnen, was eine Auslandsüberweisung im Vergleich zum Referenzkurs wirklich kostet",
      "Sehen, was ein Betrag in Bitcoin oder Ether in Dollar, Euro oder einer anderen Währung wert ist",
    ],
    guides: [
      {
        title: "Wie der Rechner einen Kurs ermittelt",
        content: [
          "Die EZB veröffentlicht jeden Kurs gegenüber dem Euro: so viele US-Dollar, so viele Yen, so viele Pfund für einen Euro. Ein Kurs zwischen zwei anderen Währungen ist ein Kreuzkurs, der über den Euro berechnet wird. Mit den Beispielwerten 1 EUR = 1,20 USD und 1 EUR = 0,90 GBP (Beispiele, keine aktuellen Kurse) ist ein US-Dollar 0,90 ÷ 1,20 = 0,75 GBP wert und ein Pfund 1,20 ÷ 0,90 ≈ 1,333333 USD. Der Rechner macht dasselbe mit den neuesten Werten, die er erhalten hat.",
          "Kryptopreise werden in US-Dollar notiert, daher läuft eine Umrechnung mit einer Kryptowährung über den Dollar. Die Werte der EZB sind eine Momentaufnahme des Marktes, einmal täglich am frühen Nachmittag mitteleuropäischer Zeit erhoben; Bewegungen zwischen zwei Veröffentlichungen zeigen sich also erst mit der nächsten.",
          "Das Ergebnis ist der Betrag mal dem Kurs, angezeigt mit bis zu sechs Nachkommastellen und ohne nachgestellte Nullen. Echte Zahlungen werden auf die kleinste Einheit der Währung gerundet: zwei Nachkommastellen bei den meisten Währungen, gar keine beim Japanischen Yen oder beim Südkoreanischen Won. Runden Sie das Ergebnis so, wie das Geld tatsächlich gezahlt wird.",
          "Erreicht der Rechner unseren Kursdienst überhaupt nicht, weist ein gelber Hinweis darauf hin: „Offline-Modus – Kurse sind möglicherweise nicht aktuell“. Verlassen Sie sich nicht auf die Werte, solange dieser Hinweis angezeigt wird.",
        ],
      },
      {
        title: "Marktwissen: Was Wechselkurse bewegt",
        content: [
          "Ein Wechselkurs ist der Preis einer Währung in einer anderen und bewegt sich mit Angebot und Nachfrage nach beiden. Am häufigsten genannt werden die Leitzinsen der Zentralbanken (höhere Zinsen ziehen tendenziell Ersparnisse in eine Währung), die Inflation (die die Kaufkraft einer Währung aufzehrt), Handels- und Kapitalströme zwischen Ländern und die Risikobereitschaft des Marktes. In unruhigen Zeiten haben Anleger oft Zuflucht im US-Dollar, im Schweizer Franken und im Japanischen Yen gesucht.",
          "Der US-Dollar steht im Zentrum des Marktes. Laut der alle drei Jahre durchgeführten Erhebung der Bank für Internationalen Zahlungsausgleich ist er an fast neun von zehn Devisengeschäften beteiligt, der Euro ist die am zweithäufigsten gehandelte Währung. Deshalb werden so viele Kurse, auch Kryptopreise, in Dollar angegeben.",
          "Achten Sie genau auf die Richtung einer Notierung. „EUR/USD 1,18“ (ein Beispielkurs) bedeutet, dass ein Euro 1,18 Dollar kostet; steigt diese Zahl, hat der Euro zugelegt. Steigt in diesem Rechner der Wert für USD in EUR, hat der Dollar zugelegt und kauft mehr Euro.",
          "Niemand kann Wechselkurse zuverlässig vorhersagen. Die Werte auf dieser Seite sind Referenzkurse, keine Prognose, und nichts hier ist eine Finanzberatung.",
        ],
      },
    ],
    tips: [
      {
        title: "In der Landeswährung bezahlen",
        content: [
          "Bietet Ihnen ein Kartenterminal oder Geldautomat im Ausland an, in Ihrer Heimatwährung abzurechnen, ist das eine dynamische Währungsumrechnung (DCC): Den Wechselkurs legt der Dienstleister des Händlers fest, oft mit einer hohen Marge. Wählen Sie die Landeswährung, übernimmt Ihr Kartenherausgeber die Umrechnung, und dessen Kurs liegt meist näher am Referenzkurs.",
        ],
      },
      {
        title: "Messen, was ein Anbieter wirklich verlangt",
        content: [
          "Rechnen Sie denselben Betrag hier um und vergleichen Sie ihn mit dem Angebot. Die Differenz ist die Marge des Anbieters plus etwaige Gebühren. Ein Beispiel: Bei einem Kurs von 0,85 EUR je USD wären 1.000 USD 850 EUR. Gäbe Ihnen eine Wechselstube 820 EUR, zahlten Sie 30 EUR, etwa 3,5 %.",
        ],
      },
      {
        title: "Auf die Uhrzeit achten",
        content: [
          "Die Zeile unter dem Kurs zeigt, wann die Kurse abgerufen wurden, gefolgt von „(zwischengespeichert)“, wenn es die zuletzt behaltenen Kurse sind, weil die Quelle nicht erreichbar war. Ein Kurs von vor einigen Tagen genügt für eine grobe Schätzung, nicht aber für eine große Überweisung.",
        ],
      },
    ],
    faqs: [
      {
        question: "Woher stammen die Wechselkurse dieses Rechners?",
        answer:
          "Von der Bank, die den jeweiligen Kurs festlegt. Die Währungen der Euro-Referenzkurse der Europäischen Zentralbank verwenden die Werte der EZB; die übrigen den Referenzkurs ihrer eigenen Zentralbank oder amtlichen Stelle (für den Naira zum Beispiel der Central Bank of Nigeria), übermittelt von Frankfurter, oder eine Mischung der Quellen, die sie veröffentlichen, wo die eigene Bank es nicht tut. Ein Kurs zwischen zwei Währungen, den keine einzelne Quelle notiert, ist ein Kreuzkurs, berechnet über den Euro oder den US-Dollar, und die Zeile unter dem Rechner sagt, über welchen. Kryptopreise stammen aus einer CoinGecko-kompatiblen Preisquelle, in US-Dollar.",
      },
      {
        question: "Wie oft werden die Wechselkurse aktualisiert?",
        answer:
          "Die EZB veröffentlicht ihre Referenzkurse einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, andere Zentralbanken veröffentlichen ihre einmal oder mehrmals pro Arbeitstag, jede nach eigenem Zeitplan. Unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Auch Kryptopreise werden höchstens alle fünf Minuten aktualisiert. Die Kurse sind keine Echtzeit- oder Tick-Daten: Es sind Referenzkurse, keine Handelspreise.",
      },
      {
        question: "Warum weicht der Wechselkurs meiner Bank von dem hier angezeigten ab?",
        answer:
          "Banken, Kartenherausgeber, Überweisungsdienste und Wechselstuben schlagen eine Marge auf den Kurs auf, verlangen eine Gebühr oder beides, und ihre Kurse bewegen sich zudem im Tagesverlauf. Der Wert der EZB ist ein einziger Referenzkurs für den Tag. Nutzen Sie ihn, um einzuschätzen, wie viel ein Anbieter Ihnen berechnet, nicht als den Betrag, den Sie erhalten.",
      },
      {
        question: "Was bedeutet „zwischengespeichert“ neben der Zeit der letzten Aktualisierung?",
        answer:
          "Es bedeutet, dass die Kurse für Ihre Anfrage nicht bei der Quelle abgerufen wurden. Es sind die letzten Kurse, die unser Dienst erhalten hat, und die angezeigte Zeit ist der Zeitpunkt ihres Abrufs. Das kommt vor, wenn eine Kursquelle eine Weile nicht erreichbar ist.",
      },
      {
        question: "Welche Währungen kann ich umrechnen?",
        answer: `Jede heute gebräuchliche Währung, für die eine Quelle einen Kurs veröffentlicht: ${fiat} sind aufgeführt, vom Afghanischen Afghani bis zum Simbabwe-Gold, die zehn meistgenutzten zuerst, dazu die ${coins} größten Kryptowährungen nach Marktkapitalisierung. Geben Sie im Feld unter einer Liste einen Namen, ein Land oder ein Symbol ein, um eine Währung zu finden („Naira“, „Argentinien“, „₹“). Abgelöste Währungen wie die Kroatische Kuna und der Bulgarische Lew (beide durch den Euro ersetzt) werden nicht angeboten.`,
      },
      {
        question: "Kann ich diese Kurse für Rechnungen, Buchhaltung oder Steuern verwenden?",
        answer:
          "Die EZB veröffentlicht ihre Referenzkurse nur zu Informationszwecken und rät davon ab, sie für Transaktionen zu verwenden. Fragen Sie für Buchhaltung oder Steuererklärung Ihr Finanzamt oder Ihre Steuerberatung, welcher Kurs und welches Datum verlangt werden. Manche Behörden veröffentlichen eigene Kurse, und Verträge nennen oft eine Kursquelle.",
      },
    ],
  },

  "/usd-to-eur": {
    about: [
      "Diese Seite rechnet US-Dollar (USD) in Euro (EUR) um. Der Dollar ist die Währung der Vereinigten Staaten und wird von der Federal Reserve verwaltet. Der Euro ist die gemeinsame Währung des Euroraums, also der EU-Länder, die ihn eingeführt haben, und wird von der Europäischen Zentralbank verwaltet. Zusammen bilden sie das meistgehandelte Währungspaar der Welt.",
      "Der Kurs stammt aus den Euro-Referenzkursen der EZB. Die EZB veröffentlicht den Dollar als so viele Dollar je Euro, der Kurs von Dollar zu Euro ist also sein Kehrwert. Veröffentlichte die EZB 1 EUR = 1,18 USD (ein Beispielkurs), wäre ein Dollar 1 ÷ 1,18 ≈ 0,847458 EUR. Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ. Unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen, und ist die EZB nicht erreichbar, zeigt er die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs.",
      "Ein Beispiel: Bei einem Kurs von 0,85 EUR je USD wäre 1 USD 0,85 EUR, 10 USD wären 8,50 EUR, 100 USD 85 EUR, 1.000 USD 850 EUR und 5.000 USD 4.250 EUR. Der heutige Kurs und diese Beträge zu diesem Kurs stehen im Rechner oben. Es sind Referenzwerte: Eine Bank, eine Karte oder eine Wechselstube schlägt eine Marge oder eine Gebühr auf.",
    ],
    useCases: [
      "Eine Reise aus den USA nach Frankreich, Deutschland, Italien, Spanien oder in ein anderes Euroland planen",
      "Dollar an Angehörige oder auf ein Konto im Euroraum überweisen und prüfen, was ankommen sollte",
      "Kunden in Europa Preise aus den USA nennen",
      "Das Angebot einer Wechselstube am Flughafen, einer Bank oder einer Karte mit dem Referenzkurs vergleichen",
      "Ein Budget in US-Dollar für ein Projekt, eine Konferenz oder einen Kauf in Europa umrechnen",
    ],
    guides: [
      {
        title: "Dollar Schritt für Schritt in Euro umrechnen",
        content: [
          "Multiplizieren Sie den Dollarbetrag mit dem Kurs von USD zu EUR. Mit einem Beispielkurs von 0,85 gilt: 250 USD × 0,85 = 212,50 EUR. Für den Rückweg teilen Sie durch denselben Kurs: 212,50 EUR ÷ 0,85 = 250 USD. Der Rechner funktioniert in beide Richtungen: Tippen Sie in eines der beiden Felder, das andere folgt.",
          "Die beiden Zeilen über den Feldern, 1 USD = … EUR und 1 EUR = … USD, sind Kehrwerte voneinander. Die zweite ist der Wert, den die EZB tatsächlich veröffentlicht; die erste ist 1 geteilt durch ihn.",
          "Eurobeträge werden in Cent gezahlt, auf zwei Nachkommastellen. Der Rechner zeigt bis zu sechs Nachkommastellen, runden Sie den Endbetrag also auf den Cent.",
          "Banken und Wechselstuben rechnen ihre Marge in den Kurs ein. Ein Beispiel: Läge der Referenzkurs bei 0,85 und der Kurs eines Anbieters 3 % darunter, bekämen Sie 0,8245 EUR je Dollar, 1.000 USD brächten also 824,50 EUR statt 850 EUR. Eine zusätzliche feste Gebühr macht kleine Umtauschbeträge anteilig teurer.",
        ],
      },
      {
        title: "Marktwissen: Dollar und Euro",
        content: [
          "Die Märkte notieren das Paar als EUR/USD, Dollar je Euro; steigt also der Euro-Dollar-Kurs in den Nachrichten, bekommt man für jeden Dollar weniger Euro. Über weite Strecken seit 2015 bekam man für einen Dollar etwa 0,80 bis 0,95 Euro. 2022 fiel der Euro zum ersten Mal seit 2002 unter einen Dollar, eine Zeit lang bekam man für einen Dollar also etwas mehr als einen Euro. Das ist Geschichte, keine Prognose.",
          "Als Gründe für die Bewegungen des Paares werden oft genannt: der Zinsabstand zwischen Federal Reserve und EZB, Inflation und Wachstum auf beiden Seiten des Atlantiks, die Energiepreise (der Euroraum importiert einen Großteil seiner Energie, und der Energiepreisschock von 2022 galt als ein Grund für den Kursrutsch des Euro) sowie die Nachfrage nach Dollar in Krisenzeiten.",
          "Eine Kursbewegung ändert den Wert von Geld, das in der anderen Währung gehalten wird. Ein Beispiel: Stiege der Kurs von 0,85 auf 0,90 EUR je USD, wären 10.000 USD 9.000 EUR statt 8.500 EUR wert.",
          "Bargeldregeln für Reisende: Wer mit 10.000 € oder mehr in bar, oder dem Gegenwert in anderen Währungen, in die EU einreist oder sie verlässt, muss das beim Zoll anmelden. Die Vereinigten Staaten verlangen eine Meldung (FinCEN Form 105) von jedem, der mehr als 10.000 $ ins Land oder aus dem Land bringt. Die Anmeldung ist keine Steuer, und das Mitführen des Geldes ist nicht verboten.",
          "Nichts auf dieser Seite ist eine Finanzberatung.",
        ],
      },
    ],
    tips: [
      {
        title: "Eine schnelle Kopfrechnung",
        content: [
          "Ermitteln Sie einmal, um wie viel der Kurs unter 1 liegt, und wenden Sie das an. Ein Beispiel: Bei 0,85 EUR je USD liegt ein Europreis 15 % unter dem Dollarbetrag, 200 USD sind also etwa 170 EUR. Prüfen Sie zuerst den heutigen Kurs im Rechner, denn die Abkürzung gilt nur für diesen Kurs.",
        ],
      },
      {
        title: "Große Beträge nicht am Flughafenschalter tauschen",
        content: [
          "Wechselschalter an Flughäfen und Bahnhöfen bieten oft die ungünstigsten Kurse. Vergleichen Sie bei größeren Beträgen eine Karte ohne Auslandseinsatzentgelt, eine Bargeldabhebung am Automaten einer Bank oder einen Überweisungsdienst, jeweils gemessen am hier angezeigten Referenzkurs.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 Dollar in Euro?",
        answer:
          "Das hängt vom Tageskurs ab. Der Rechner oben zeigt ihn, zusammen mit 1, 10, 1.000 und 5.000 USD. Ein Beispiel: Bei einem Kurs von 0,85 EUR je USD wären 100 USD 85 EUR; bei einem Kurs von 0,92 wären es 92 EUR.",
      },
      {
        question: "Wie steht der Wechselkurs von USD zu EUR heute?",
        answer:
          "Der Rechner zeigt den neuesten Referenzkurs der EZB, den unser Dienst erhalten hat, mit dem Zeitpunkt seines Abrufs. Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, der Kurs bleibt also bis zur nächsten Veröffentlichung gleich, auch über das Wochenende.",
      },
      {
        question: "Tausche ich Dollar besser vor der Reise oder in Europa in Euro?",
        answer:
          "Das hängt vom Anbieter ab, nicht vom Ort. Vergleichen Sie die Gesamtkosten, Marge plus Gebühren, mit dem Referenzkurs. Wechselschalter am Flughafen sind oft teuer. Karten ohne Auslandseinsatzentgelt und Geldautomaten von Banken liegen oft näher am Referenzkurs. Wo immer Sie bezahlen oder Geld abheben: Wählen Sie Euro, wenn ein Automat oder Terminal Ihnen die Umrechnung anbietet.",
      },
      {
        question: "Warum weicht der Kurs hier von dem bei Google oder in meiner Banking-App ab?",
        answer:
          "Marktdatenseiten zeigen einen Kurs, der sich im Tagesverlauf ändert, während der Referenzkurs der EZB ein einziger Wert pro Arbeitstag ist, erhoben am frühen Nachmittag mitteleuropäischer Zeit. Der Kurs einer Bank enthält zudem ihre Marge. Der Abstand zwischen zwei Referenzwerten ist meist gering; der Abstand zu dem, was ein Anbieter berechnet, meist größer.",
      },
      {
        question: "Muss ich Bargeld anmelden, wenn ich nach Europa reise?",
        answer:
          "Ja, wenn Sie 10.000 € oder mehr (oder den Gegenwert in Dollar oder anderen Währungen) in die EU oder aus der EU bringen: Der Betrag muss beim Zoll angemeldet werden. Nach den EU-Regeln zählen zu „Barmitteln“ auch Inhaberpapiere wie Reiseschecks sowie bestimmte Formen von Gold. Wer die Vereinigten Staaten mit mehr als 10.000 $ verlässt, muss eine Meldung nach FinCEN Form 105 abgeben.",
      },
      {
        question: "Sind Gewinne aus dem Tausch von Dollar und Euro in den USA steuerpflichtig?",
        answer:
          "Bei einem privaten Geschäft, etwa wenn Sie übrig gebliebene Euro von einer Reise zurück in Dollar tauschen, wird ein Gewinn aus der Kursänderung nicht besteuert, wenn er höchstens 200 $ je Geschäft beträgt (Internal Revenue Code, Section 988(e)). Für höhere Gewinne und für geschäftliche oder zu Anlagezwecken getätigte Umtausche gelten andere Regeln. Dies ist eine allgemeine Information, keine Steuerberatung.",
      },
    ],
  },

  "/eur-to-usd": {
    about: [
      "Diese Seite rechnet Euro (EUR) in US-Dollar (USD) um. Der Devisenmarkt notiert das Paar in dieser Richtung, als EUR/USD: der Preis eines Euro in Dollar. Die EZB veröffentlicht ihren Referenzkurs für den Dollar ebenso, der Kurs von EUR zu USD hier ist also unmittelbar der Wert der EZB, ohne Kreuzkursberechnung.",
      "Der Euro wurde am 1. Januar 1999 als Buchgeld und für elektronische Zahlungen eingeführt, Euro-Banknoten und -Münzen folgten am 1. Januar 2002. Ein Beispiel: Bei einem Kurs von 1,18 USD je EUR wären 100 EUR 118 USD und 50 EUR 59 USD. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht den Kurs einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Ist die EZB nicht erreichbar, zeigt der Rechner den zuletzt erhaltenen Kurs an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt seines Abrufs. Nutzen Sie ihn als Referenz: Eine Bank, eine Karte oder eine Wechselstube schlägt eine Marge oder eine Gebühr auf.",
    ],
    useCases: [
      "Eine Reise aus dem Euroraum in die Vereinigten Staaten planen",
      "Ausrechnen, was Einkünfte, Rechnungen oder Ersparnisse in Euro in Dollar wert sind",
      "Als europäisches Unternehmen Euro-Preislisten in Dollarangebote für Kunden in den USA umrechnen",
      "Ein Gehaltsangebot in Dollar mit einem in Euro vergleichen",
      "Als Amerikaner prüfen, was übrig gebliebene Euroscheine von einer Reise wert sind",
    ],
    guides: [
      {
        title: "Die Notierung EUR/USD lesen",
        content: [
          "In „EUR/USD 1,18“ (ein Beispielkurs) ist der Euro die Basiswährung und der Dollar die Kurswährung: Ein Euro kostet 1,18 Dollar. Um Euro in Dollar umzurechnen, multiplizieren Sie: 250 EUR × 1,18 = 295 USD. Um Dollar in Euro umzurechnen, teilen Sie: 295 USD ÷ 1,18 = 250 EUR.",
          "Steigt EUR/USD, hat der Euro zugelegt und jeder Euro kauft mehr Dollar; fällt er, werden Preise in den USA für alle teurer, die in Euro bezahlt werden. Die beiden auf dieser Website verwendeten Beispielkurse, 1,18 USD je EUR und 0,85 EUR je USD, sind annähernd Kehrwerte: 1 ÷ 1,18 ≈ 0,847.",
          "Dollarbeträge werden auf den Cent genau gezahlt, runden Sie das Ergebnis des Rechners mit seinen sechs Nachkommastellen also auf zwei Stellen.",
        ],
      },
    ],
    tips: [
      {
        title: "Scheine umtauschen, Münzen ausgeben",
        content: [
          "Viele Wechselstuben nehmen nur Banknoten an, Euromünzen geben Sie also am besten aus, bevor Sie den Euroraum verlassen. Behalten Sie ein paar Scheine, wenn Sie wiederkommen wollen.",
        ],
      },
      {
        title: "Am Terminal Dollar wählen",
        content: [
          "In den USA bietet ein Kartenterminal womöglich an, in Euro abzurechnen. Nehmen Sie an, legt der Dienstleister des Händlers den Kurs fest, meist mit einer Marge. Zahlen Sie in Dollar, übernimmt Ihr Kartenherausgeber die Umrechnung.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 Euro in US-Dollar?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben zusammen mit 1, 10, 1.000 und 5.000 EUR zeigt. Ein Beispiel: Bei einem Kurs von 1,18 USD je EUR wären 100 EUR 118 USD.",
      },
      {
        question: "Ist der Kurs von EUR zu USD hier der offizielle Kurs der EZB?",
        answer:
          "Ja. Die EZB veröffentlicht ihre Referenzkurse als Einheiten jeder Währung je Euro, der Wert für EUR zu USD ist also unmittelbar der veröffentlichte Dollarkurs. Er ist ein Referenzkurs zur Information, einmal an jedem Arbeitstag veröffentlicht, kein Kurs, den eine Bank verwenden muss.",
      },
      {
        question: "Warum ist ein Euro mehr wert als ein Dollar?",
        answer:
          "Der Wert vergleicht nur die Größe der beiden Einheiten; er sagt nichts darüber, welche Volkswirtschaft stärker ist. Als die EZB im Januar 1999 ihre ersten Referenzkurse veröffentlichte, war ein Euro etwa 1,18 Dollar wert. 2022 fiel der Euro eine Zeit lang unter einen Dollar.",
      },
      {
        question: "Wie viel Bargeld darf ich aus Europa in die Vereinigten Staaten mitnehmen?",
        answer:
          "Es gibt keine Obergrenze, aber Beträge müssen gemeldet werden. Wer die EU mit 10.000 € oder mehr in bar (oder dem Gegenwert in anderen Währungen) verlässt, muss das beim Zoll anmelden. Wer mit mehr als 10.000 $ in Bargeld oder Zahlungsmitteln in die USA einreist, muss der US Customs and Border Protection eine Meldung nach FinCEN Form 105 abgeben.",
      },
      {
        question: "Schulde ich in den USA Steuern, wenn ich Euro zurück in Dollar tausche?",
        answer:
          "Für US-Steuerpflichtige ist ein Gewinn aus Kursänderungen bei einem privaten Geschäft, etwa beim Rücktausch von Reisegeld, steuerfrei, wenn er höchstens 200 $ je Geschäft beträgt (Internal Revenue Code, Section 988(e)). Darüber ist der Gewinn anzugeben. Dies ist eine allgemeine Information, keine Steuerberatung.",
      },
    ],
  },

  "/usd-to-gbp": {
    about: [
      "Rechnen Sie US-Dollar (USD) in Britische Pfund (GBP) um. Das Pfund Sterling ist die Währung des Vereinigten Königreichs, ausgegeben von der Bank of England, und ist seit der Dezimalisierung 1971 in 100 Pence unterteilt.",
      "Die EZB veröffentlicht keinen direkten Kurs von Dollar zu Pfund. Wie jedes Paar ohne den Euro ist er ein Kreuzkurs, berechnet aus den Euro-Referenzkursen der EZB: Pfund je Euro geteilt durch Dollar je Euro. Ein Beispiel: Bei einem Kurs von 0,82 GBP je USD wären 100 USD 82 GBP und 500 USD 410 GBP. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Ist die EZB nicht erreichbar, zeigt der Rechner die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Banken und Kartenherausgeber schlagen auf diesen Referenzkurs eine Marge oder Gebühren auf.",
    ],
    useCases: [
      "Die Ausgaben für eine Reise nach England, Schottland, Wales oder Nordirland planen",
      "Einen Lieferanten, Freiberufler, Vermieter oder eine Universität im Vereinigten Königreich in Pfund bezahlen",
      "Kunden im Vereinigten Königreich Preise aus den USA nennen",
      "Den Preis desselben Produkts in Geschäften in den USA und im Vereinigten Königreich vergleichen",
    ],
    guides: [
      {
        title: "Von Dollar zu Pfund",
        content: [
          "Multiplizieren Sie Dollar mit dem Kurs von USD zu GBP. Mit einem Beispielkurs von 0,82 gilt: 1.000 USD × 0,82 = 820 GBP. Um einen Pfundbetrag in Dollar zu prüfen, teilen Sie ihn durch denselben Kurs.",
          "Da der Kurs ein Kreuzkurs ist, stammt er aus zwei Werten der EZB, die zum selben Zeitpunkt veröffentlicht wurden. Mit den erfundenen Werten 1 EUR = 1,16 USD und 1 EUR = 0,87 GBP wäre ein Dollar 0,87 ÷ 1,16 = 0,75 GBP. Das kann leicht von einer Dollar-Pfund-Notierung zu einer anderen Tageszeit abweichen.",
          "Pfundbeträge werden auf den Penny genau gezahlt, runden Sie das Ergebnis des Rechners also auf zwei Nachkommastellen.",
        ],
      },
    ],
    tips: [
      {
        title: "Britische Preise enthalten bereits die Mehrwertsteuer",
        content: [
          "Preise für Verbraucher im Vereinigten Königreich enthalten die Mehrwertsteuer (VAT) zum Regelsatz von 20 %, ein umgerechnetes Preisschild ist also das, was Sie an der Kasse zahlen. Besucher können sich die Mehrwertsteuer auf die meisten Ladenkäufe in Großbritannien nicht mehr erstatten lassen; diese Regelung endete 2021.",
        ],
      },
      {
        title: "Eine Faustregel",
        content: [
          "Bei einem Beispielkurs von 0,82 ergibt sich in Pfund etwas mehr als vier Fünftel des Dollarbetrags: 50 USD sind etwa 41 GBP. Prüfen Sie den heutigen Kurs oben, bevor Sie sich auf die Abkürzung verlassen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 Dollar in Britischen Pfund?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben mit 1, 10, 1.000 und 5.000 USD zeigt. Ein Beispiel: Bei einem Kurs von 0,82 GBP je USD wären 100 USD 82 GBP.",
      },
      {
        question: "Warum wird der Kurs von Dollar zu Pfund über den Euro berechnet?",
        answer:
          "Die Europäische Zentralbank veröffentlicht jede Währung nur gegenüber dem Euro. Der Rechner teilt den Eurokurs des Pfunds durch den Eurokurs des Dollars. Beide stammen aus derselben täglichen Veröffentlichung, das Ergebnis passt also zu jedem anderen Paar auf der Website.",
      },
      {
        question: "Was ist der Unterschied zwischen GBP, Pfund Sterling und einem Quid?",
        answer:
          "Es ist dasselbe Geld. GBP ist der Code nach ISO 4217, Pfund Sterling der vollständige Name der Währung und „Quid“ die britische Umgangssprache für ein Pfund. Ein Pfund sind 100 Pence.",
      },
      {
        question: "Wie schicke ich Dollar am günstigsten ins Vereinigte Königreich?",
        answer:
          "Eine allgemeingültige Antwort gibt es nicht. Vergleichen Sie Anbieter nach den Pfund, die tatsächlich ankommen, und rechnen Sie dann denselben Dollarbetrag hier um, um das Referenzergebnis zu sehen. Die Differenz sind die Gesamtkosten des Anbieters, Marge plus Gebühren, und genau die gilt es zu vergleichen.",
      },
    ],
  },

  "/gbp-to-usd": {
    about: [
      "Rechnen Sie Britische Pfund (GBP) in US-Dollar (USD) um. Der Devisenmarkt schreibt das Paar GBP/USD und notiert es als Dollar je Pfund, diese Seite zeigt den Kurs also so, wie Händler und Finanzpresse ihn meist angeben. Händler nennen das Paar „Cable“, ein Name aus dem 19. Jahrhundert, als der Kurs per Telegrafenkabel über den Atlantik übermittelt wurde.",
      "Der Kurs wird aus den Euro-Referenzkursen der EZB berechnet: Dollar je Euro geteilt durch Pfund je Euro. Ein Beispiel: Bei einem Kurs von 1,22 USD je GBP wären 100 GBP 122 USD und 250 GBP 305 USD. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen und behält die zuletzt erhaltenen. Ist die Quelle nicht erreichbar, zeigt der Rechner diese letzten Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Es ist ein Referenzkurs: Ihre Bank oder Karte schlägt eine Marge oder Gebühren auf.",
    ],
    useCases: [
      "Einen Urlaub oder eine Geschäftsreise aus dem Vereinigten Königreich in die USA planen",
      "Abonnements, Software und Onlinebestellungen aus den USA mit einer Karte in Pfund bezahlen",
      "Britische Ersparnisse oder ein britisches Gehalt vor einem Umzug in die USA in Dollar bewerten",
      "Als britischer Exporteur amerikanischen Kunden Preise nennen",
    ],
    guides: [
      {
        title: "Pfund in Dollar, durchgerechnet",
        content: [
          "Multiplizieren Sie Pfund mit dem Kurs von GBP zu USD. Mit einem Beispielkurs von 1,22 gilt: 80 GBP × 1,22 = 97,60 USD. Um einen Dollarpreis in Pfund umzurechnen, teilen Sie: 97,60 USD ÷ 1,22 = 80 GBP.",
          "Die auf dieser Website für beide Richtungen verwendeten Beispielkurse, 1,22 USD je GBP und 0,82 GBP je USD, sind annähernd Kehrwerte (1 ÷ 1,22 ≈ 0,8197). Die beiden Kurszeilen des Rechners sind immer genaue Kehrwerte voneinander.",
          "Viele britische Karten schlagen auf Käufe in Dollar eine Gebühr für Fremdwährungszahlungen auf, oft um 3 %, manche Karten verlangen keine. Rechnen Sie die Gebühr Ihrer Karte zum umgerechneten Betrag hinzu, um die tatsächlichen Kosten zu sehen.",
        ],
      },
    ],
    tips: [
      {
        title: "Die Sales Tax kommt noch hinzu",
        content: [
          "Preise in amerikanischen Geschäften enthalten meist keine Sales Tax; sie wird an der Kasse aufgeschlagen, und ihr Satz hängt von Bundesstaat und Stadt ab. Ein umgerechnetes Preisschild liegt daher oft unter dem, was Sie zahlen.",
        ],
      },
      {
        title: "Große Bargeldbeträge anmelden",
        content: [
          "Wer 10.000 £ oder mehr in bar zwischen Großbritannien und einem anderen Land mitführt, muss das beim britischen Zoll anmelden. Wer mehr als 10.000 $ in die Vereinigten Staaten bringt, muss das nach FinCEN Form 105 melden.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Dollar sind 100 Pfund?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben mit 1, 10, 1.000 und 5.000 GBP zeigt. Ein Beispiel: Bei einem Kurs von 1,22 USD je GBP wären 100 GBP 122 USD.",
      },
      {
        question: "Warum heißt GBP/USD „Cable“?",
        answer:
          "Im 19. Jahrhundert wurde der Pfund-Dollar-Kurs zwischen London und New York über das transatlantische Telegrafenkabel übermittelt, und Händler nennen das Paar bis heute „Cable“. Der Name gilt nur für dieses Paar.",
      },
      {
        question: "War das Pfund je weniger wert als ein Dollar?",
        answer:
          "Nein. Für ein Pfund bekam man immer mehr als einen US-Dollar, auch wenn es 1985 und erneut im September 2022 nahe an die Parität heranrückte. Frühere Kurse sagen nichts über künftige aus.",
      },
      {
        question: "Ist der hier angezeigte Kurs von GBP zu USD ein Live-Kurs?",
        answer:
          "Nein. Er wird aus den Referenzkursen der EZB berechnet, die einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ veröffentlicht werden. Er ist kein Live-Handelskurs, und eine Bank oder Karte schlägt ihre eigene Marge auf.",
      },
    ],
  },

  "/usd-to-jpy": {
    about: [
      "Rechnen Sie US-Dollar (USD) in Japanische Yen (JPY) um, die Währung der Bank of Japan. USD/JPY wird als Yen je Dollar notiert und gehört zu den meistgehandelten Währungspaaren der Welt.",
      "Der Yen wird ohne Nachkommastellen verwendet: Preise, Bargeld und Kontostände lauten auf ganze Yen, und die Norm ISO 4217 sieht für den Yen keine Nachkommastellen vor. Da man für einen Dollar viele Yen bekommt, ist der umgekehrte Kurs, der Dollarwert eines Yen, eine kleine Zahl. Ein Beispiel: Bei einem Kurs von 110 JPY je USD wären 100 USD 11.000 JPY, und 1 JPY wäre 1 ÷ 110 ≈ 0,009091 USD. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht Yen und Dollar gegenüber dem Euro, der Dollar-Yen-Kurs ist also ein Kreuzkurs: Yen je Euro geteilt durch Dollar je Euro. Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Ist die Quelle nicht erreichbar, zeigt der Rechner die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Es ist ein Referenzkurs; Banken und Wechselstuben schlagen eine Marge oder Gebühren auf.",
    ],
    useCases: [
      "Eine Reise nach Japan planen: Hotels, Bahnfahrkarten, Essen und Einkäufe",
      "In japanischen Onlineshops und auf Marktplätzen einkaufen",
      "Den Preis von Kameras, Elektronik oder Autos aus Japan prüfen",
      "Japanischen Geschäftspartnern Rechnungen stellen oder sie bezahlen",
    ],
    guides: [
      {
        title: "Mit Yenbeträgen rechnen",
        content: [
          "Um Dollar in Yen umzurechnen, multiplizieren Sie mit dem Kurs und runden auf ganze Yen. Um einen Yenpreis in Dollar umzurechnen, teilen Sie durch den Kurs. Ein Beispiel: Bei 110 Yen je Dollar wäre ein Essen für 5.500 JPY 5.500 ÷ 110 = 50 USD.",
          "Im Japanischen zählt man große Zahlen in Einheiten von zehntausend, „man“ (万) genannt; ein als 3万円 geschriebener Preis sind also 30.000 Yen. Der größte gängige Geldschein ist der 10.000-Yen-Schein.",
          "Der Rechner zeigt bis zu sechs Nachkommastellen. Das ist für den winzigen Dollarwert eines Yen wichtig, ein Ergebnis in Yen runden Sie aber einfach auf ganze Yen.",
        ],
      },
    ],
    tips: [
      {
        title: "Schätzen durch Streichen zweier Nullen",
        content: [
          "Liegt der Kurs im unteren Hunderterbereich, gibt ein durch 100 geteilter Yenpreis einen ersten Anhaltspunkt für den Dollarwert, den Sie dann anpassen: Bei einem Beispielkurs von 110 sind 2.200 Yen 20 Dollar, etwas weniger als die 22, die Sie durch Streichen zweier Nullen erhalten.",
        ],
      },
      {
        title: "Etwas Bargeld dabeihaben",
        content: [
          "Karten werden in Japan weithin akzeptiert, doch manche kleinen Läden, Restaurants und ländliche Orte bevorzugen noch Bargeld. Viele Geldautomaten in Convenience-Stores und Postämtern akzeptieren ausländische Karten.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele Yen sind 100 Dollar?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben zusammen mit 1, 10, 1.000 und 5.000 USD zeigt. Ein Beispiel: Bei einem Kurs von 110 JPY je USD wären 100 USD 11.000 JPY.",
      },
      {
        question: "Warum hat der Yen keine Cent?",
        answer:
          "Der Yen war früher in 100 Sen unterteilt, doch der Sen und kleinere Einheiten wurden 1953 aus dem Verkehr gezogen, und seitdem lauten Preise auf ganze Yen. Entsprechend sieht ISO 4217 für den Yen null Nachkommastellen vor.",
      },
      {
        question:
          "Heißt es, dass der Yen schwach ist, wenn ein Yen weniger als einen Cent wert ist?",
        answer:
          "Nein. Die Zahl spiegelt nur die Größe der Einheit wider. Für Reisende oder Unternehmen zählt, wie sich der Kurs im Lauf der Zeit ändert, nicht, ob ein Yen über oder unter einem Cent liegt.",
      },
      {
        question: "Ist der Kurs von USD zu JPY auf dieser Seite eine direkte Notierung?",
        answer:
          "Nein. Die Europäische Zentralbank veröffentlicht jede Währung gegenüber dem Euro, der Rechner teilt also den Eurokurs des Yen durch den des Dollars. Beide stammen aus derselben täglichen Veröffentlichung.",
      },
      {
        question: "Sollte ich Dollar vor der Reise nach Japan in Yen tauschen?",
        answer:
          "Vergleichen Sie die Möglichkeiten danach, was Sie im Verhältnis zum hier angezeigten Referenzkurs tatsächlich erhalten: Wechselschalter, Geldautomaten in Japan und Karten schlagen alle Margen oder Gebühren auf, und die unterscheiden sich je nach Anbieter. Was Sie auch nutzen: Zahlen Sie in Yen, wenn ein Terminal Ihnen die Umrechnung anbietet.",
      },
    ],
  },

  "/usd-to-aud": {
    about: [
      "Rechnen Sie US-Dollar (USD) in Australische Dollar (AUD) um, ausgegeben von der Reserve Bank of Australia. Der Australische Dollar löste im Februar 1966 das Australische Pfund ab, als Australien auf eine Dezimalwährung umstellte, und ist auch die Währung von Kiribati, Nauru und Tuvalu.",
      "Die Märkte notieren das Paar üblicherweise andersherum, als AUD/USD (US-Dollar je Australischem Dollar), USD zu AUD ist also der Kehrwert der üblichen Notierung. Der Kurs hier ist ein Kreuzkurs, berechnet aus den Euro-Referenzkursen der EZB. Ein Beispiel: Bei einem Kurs von 1,522 AUD je USD wären 100 USD 152,20 AUD und 1.000 USD 1.522 AUD. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Ist die Quelle nicht erreichbar, zeigt der Rechner die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Banken, Karten und Überweisungsdienste schlagen auf diesen Referenzkurs eine Marge oder Gebühren auf.",
    ],
    useCases: [
      "Einen Urlaub oder ein Working-Holiday-Jahr in Australien planen",
      "Als Studierende aus den USA Studiengebühren und Lebenshaltungskosten in Australischen Dollar planen",
      "Als US-Unternehmen Produkte für australische Kunden bepreisen",
      "Geld an Angehörige oder auf ein Konto in Australien überweisen",
    ],
    guides: [
      {
        title: "Zwei Dollar, ein Symbol",
        content: [
          "Beide Währungen heißen Dollar und beide verwenden das Zeichen $; schreiben Sie also die Codes (USD, AUD) oder die Symbole mit Präfix (US$, A$), wann immer der Unterschied zählt, etwa auf einer Rechnung oder einer Buchung.",
          "Zum Umrechnen multiplizieren Sie US-Dollar mit dem Kurs von USD zu AUD. Mit einem Beispielkurs von 1,522 gilt: 250 USD × 1,522 = 380,50 AUD; zurück: 380,50 AUD ÷ 1,522 = 250 USD. Runden Sie das Ergebnis auf den Cent.",
        ],
      },
    ],
    tips: [
      {
        title: "Australische Preise enthalten die GST",
        content: [
          "Preise für Verbraucher in Australien enthalten die Waren- und Dienstleistungssteuer (GST) von 10 %, ein umgerechnetes Preisschild ist also das, was Sie zahlen.",
        ],
      },
      {
        title: "Bargeld mitbringen",
        content: [
          "Reisende, die nach Australien einreisen oder das Land verlassen, müssen Bargeld ab 10.000 A$ oder den Gegenwert in Fremdwährung anmelden. Für den Betrag selbst gibt es keine Obergrenze.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 US-Dollar in Australischen Dollar?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben mit 1, 10, 1.000 und 5.000 USD zeigt. Ein Beispiel: Bei einem Kurs von 1,522 AUD je USD wären 100 USD 152,20 AUD.",
      },
      {
        question: "Warum notieren Händler AUD/USD und nicht USD/AUD?",
        answer:
          "Nach Marktkonvention werden einige Währungen, darunter der Euro, das Pfund, der Australische Dollar und der Neuseeland-Dollar, als Basiswährung gegenüber dem US-Dollar notiert. Der Kurs enthält in beiden Richtungen dieselbe Information: USD/AUD ist einfach 1 geteilt durch AUD/USD.",
      },
      {
        question: "Was bewegt den Australischen Dollar?",
        answer:
          "Analysten bezeichnen ihn oft als Rohstoffwährung, weil Australien große Mengen Eisenerz, Kohle und Gas exportiert und die Nachfrage aus Asien diese Preise beeinflusst. Auch die Leitzinsen der Reserve Bank of Australia und der Federal Reserve spielen eine Rolle. Nichts davon macht den Kurs vorhersagbar.",
      },
      {
        question: "Ist der Wechselkurs auf dieser Seite ein Live-Kurs?",
        answer:
          "Nein. Er wird aus den Referenzkursen der EZB berechnet, die einmal an jedem Arbeitstag veröffentlicht werden, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Es ist ein Referenzkurs, kein Handelskurs.",
      },
    ],
  },

  "/aud-to-usd": {
    about: [
      "Rechnen Sie Australische Dollar (AUD) in US-Dollar (USD) um. In dieser Richtung notieren die Märkte das Paar, AUD/USD, Spitzname „Aussie“: der Preis eines Australischen Dollars in US-Dollar.",
      "Der Wert wird aus den Euro-Referenzkursen der EZB berechnet: US-Dollar je Euro geteilt durch Australische Dollar je Euro. Ein Beispiel: Bei einem Kurs von 0,6571 USD je AUD wären 100 AUD 65,71 USD und 1.000 AUD 657,10 USD. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen, und ist die Quelle nicht erreichbar, zeigt der Rechner die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Banken und Karten schlagen eine Marge oder Gebühren auf, betrachten Sie das Ergebnis also als Referenz.",
    ],
    useCases: [
      "Als Australier eine Reise in die Vereinigten Staaten planen",
      "Abonnements, Software und Onlinebestellungen aus den USA mit einer australischen Karte bezahlen",
      "Australische Ersparnisse, Immobilien oder ein Gehalt in US-Dollar bewerten",
      "Als australischer Exporteur in US-Dollar anbieten, in denen viele Rohstoffe bepreist werden",
    ],
    guides: [
      {
        title: "Eine Notierung AUD/USD lesen",
        content: [
          "Ein Kurs AUD/USD von 0,6571 (ein Beispielkurs) bedeutet, dass man für einen Australischen Dollar 0,6571 US-Dollar bekommt. Zum Umrechnen multiplizieren Sie: 1.500 AUD × 0,6571 = 985,65 USD. Zurück teilen Sie: 985,65 USD ÷ 0,6571 = 1.500 AUD.",
          "Kleine Kursbewegungen summieren sich bei großen Beträgen. Ein Beispiel: Stiege der Kurs von 0,65 auf 0,70, wären 1.000 AUD 50 US-Dollar mehr wert.",
          "Australische Karten schlagen auf Käufe in US-Dollar oft eine Auslandstransaktionsgebühr auf, häufig um 3 %, manche Karten verlangen keine. Prüfen Sie die Bedingungen Ihrer Karte und rechnen Sie die Gebühr zum umgerechneten Betrag hinzu.",
        ],
      },
    ],
    tips: [
      {
        title: "Ungefähr zwei Drittel",
        content: [
          "Liegt der Kurs nahe 0,66, wie beim Beispielkurs von 0,6571, ist ein Betrag in US-Dollar etwa zwei Drittel des australischen: 30 AUD sind etwa 20 USD. Prüfen Sie zuerst den aktuellen Kurs oben.",
        ],
      },
      {
        title: "In den USA in US-Dollar bezahlen",
        content: [
          "Bietet ein Terminal in den Vereinigten Staaten an, Ihre Karte in Australischen Dollar zu belasten, lehnen Sie ab. Zahlen Sie in Dollar, rechnet Ihr Kartenherausgeber um, meist zu einem Kurs näher am Referenzkurs.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 Australische Dollar in US-Dollar?",
        answer:
          "Das hängt vom Tageskurs ab, der oben mit 1, 10, 1.000 und 5.000 AUD angezeigt wird. Ein Beispiel: Bei einem Kurs von 0,6571 USD je AUD wären 100 AUD 65,71 USD.",
      },
      {
        question: "War der Australische Dollar je mehr wert als der US-Dollar?",
        answer:
          "Ja. Er stieg Ende 2010 über die Parität und blieb bis 2013 um oder über einem US-Dollar. Seitdem liegt er unter der Parität. Frühere Kurse sind kein Hinweis auf künftige.",
      },
      {
        question: "Wie viel Bargeld darf ich aus Australien in die Vereinigten Staaten mitnehmen?",
        answer:
          "Es gibt keine Obergrenze, aber wer Australien mit 10.000 A$ oder mehr in bar verlässt, muss das anmelden, und wer mit mehr als 10.000 $ in die USA einreist, muss das nach FinCEN Form 105 melden.",
      },
      {
        question: "Warum weicht der Kurs von AUD zu USD hier von dem meiner Bank ab?",
        answer:
          "Der Kurs hier ist der auf der EZB beruhende Referenzkurs, ein Wert pro Arbeitstag, ohne jede Marge. Der Kurs einer Bank enthält ihre Marge und ändert sich im Tagesverlauf, und womöglich kommt eine Gebühr hinzu.",
      },
    ],
  },

  "/usd-to-cad": {
    about: [
      "Rechnen Sie US-Dollar (USD) in Kanadische Dollar (CAD) um, ausgegeben von der Bank of Canada. Die Märkte notieren das Paar als USD/CAD, Kanadische Dollar je US-Dollar, also in der Richtung dieser Seite. Der Kanadische Dollar trägt den Spitznamen „Loonie“, nach dem Eistaucher (englisch „loon“) auf der 1987 eingeführten Ein-Dollar-Münze, und Händler nennen das Paar ebenso.",
      "Der Kurs wird aus den Euro-Referenzkursen der EZB berechnet: Kanadische Dollar je Euro geteilt durch US-Dollar je Euro. Ein Beispiel: Bei einem Kurs von 1,391 CAD je USD wären 100 USD 139,10 CAD und 1.000 USD 1.391 CAD. Der heutige Kurs steht im Rechner oben.",
      "Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Ist die Quelle nicht erreichbar, zeigt der Rechner die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Es ist ein Referenzkurs, nicht das, was eine Bank oder Karte berechnet.",
    ],
    useCases: [
      "Über die Grenze fahren, um in Kanada einzukaufen, Ski zu fahren oder Familie zu besuchen",
      "Als US-Unternehmen kanadische Auftragnehmer oder Lieferanten bezahlen",
      "Grenzgänger und Ruheständler, die in einer Währung verdienen und in der anderen ausgeben",
      "Waren für kanadische Onlinekunden bepreisen",
    ],
    guides: [
      {
        title: "US-Dollar in Kanadische Dollar in der Praxis",
        content: [
          "Multiplizieren Sie US-Dollar mit dem Kurs. Mit einem Beispielkurs von 1,391 gilt: 250 USD × 1,391 = 347,75 CAD. Teilen Sie einen kanadischen Betrag durch denselben Kurs, um ihn in US-Dollar zu sehen.",
          "Wie in den USA enthalten die Preise im kanadischen Handel meist keine Umsatzsteuern: Die bundesweite GST, in manchen Provinzen die harmonisierte HST, und eine etwaige Provinzsteuer kommen an der Kasse hinzu.",
          "Manche Geschäfte nahe der Grenze nehmen US-Bargeld an, aber zu ihrem eigenen Kurs. In Kanadischen Dollar zu zahlen, bar oder per Karte, ist meist günstiger.",
        ],
      },
    ],
    tips: [
      {
        title: "C$ und US$ schreiben",
        content: [
          "Beide Währungen verwenden das Zeichen $. Schreiben Sie auf Angeboten und Rechnungen zwischen beiden Ländern CAD und USD (oder C$ und US$), damit niemand raten muss.",
        ],
      },
      {
        title: "Große Bargeldbeträge anmelden",
        content: [
          "Wer mit 10.000 CAN$ oder mehr in Bargeld oder Zahlungsmitteln, in welcher Währung auch immer, nach Kanada einreist oder das Land verlässt, muss das der Canada Border Services Agency melden. Das Mitführen des Geldes ist erlaubt, es nicht zu melden nicht.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 US-Dollar in Kanadischen Dollar?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben zusammen mit 1, 10, 1.000 und 5.000 USD zeigt. Ein Beispiel: Bei einem Kurs von 1,391 CAD je USD wären 100 USD 139,10 CAD.",
      },
      {
        question: "Warum heißt der Kanadische Dollar „Loonie“?",
        answer:
          "Die 1987 eingeführte Ein-Dollar-Münze zeigt einen Eistaucher, englisch „loon“, einen Wasservogel. Die Münze wurde zum „Loonie“, und der Name ging auf die Währung und auf das Paar USD/CAD über. Die Zwei-Dollar-Münze heißt entsprechend „Toonie“.",
      },
      {
        question: "Was bewegt den Kurs von US-Dollar zu Kanadischem Dollar?",
        answer:
          "Die Vereinigten Staaten sind Kanadas größter Handelspartner, der Handel zwischen beiden zählt also. Analysten verbinden den Kanadischen Dollar zudem oft mit dem Ölpreis, da Kanada ein großer Ölexporteur ist, und mit dem Zinsabstand zwischen Bank of Canada und Federal Reserve. Nichts davon macht den Kurs vorhersagbar.",
      },
      {
        question: "Bekomme ich diesen Kurs bei einer kanadischen Bank?",
        answer:
          "Nein. Dies ist ein Referenzkurs, berechnet aus der täglichen Veröffentlichung der EZB. Eine Bank oder Wechselstube schlägt eine Marge auf den Kurs auf und verlangt womöglich eine Gebühr.",
      },
    ],
  },

  "/cad-to-usd": {
    about: [
      "Rechnen Sie Kanadische Dollar (CAD) in US-Dollar (USD) um: was ein kanadischer Betrag südlich der Grenze wert ist. Die Märkte notieren das Paar meist als USD/CAD, Kanadische Dollar je US-Dollar, CAD zu USD ist also der Kehrwert der üblichen Notierung.",
      "Der Kurs wird aus den Euro-Referenzkursen der EZB berechnet: US-Dollar je Euro geteilt durch Kanadische Dollar je Euro. Ein Beispiel: Bei einem Kurs von 0,7183 USD je CAD wären 100 CAD 71,83 USD und 1.000 CAD 718,30 USD. Der heutige Kurs steht im Rechner oben. Die EZB veröffentlicht einmal an jedem Arbeitstag gegen 16:00 Uhr MEZ, und unser Dienst sucht höchstens alle fünf Minuten nach neuen Kursen. Ist die Quelle nicht erreichbar, zeigt der Rechner die zuletzt erhaltenen Kurse an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs.",
      "Der Kanadische Dollar ist in 100 Cent unterteilt. Kanada hat 2013 aufgehört, die Ein-Cent-Münze auszugeben, daher werden Barbeträge auf die nächsten fünf Cent gerundet, während Kartenzahlungen centgenau abgerechnet werden. Betrachten Sie das Ergebnis des Rechners als Referenz: Eine Bank oder Karte schlägt eine Marge oder Gebühren auf.",
    ],
    useCases: [
      "Als Kanadier jenseits der Grenze oder in US-Onlineshops einkaufen",
      "Als „Snowbird“ einen Winter in Florida, Arizona oder anderswo in den USA planen",
      "Kanadische Löhne, Renten oder Ersparnisse in US-Dollar bewerten",
      "Als kanadisches Unternehmen Kunden in den USA Rechnungen stellen",
    ],
    guides: [
      {
        title: "Von Kanadischen Dollar zu US-Dollar",
        content: [
          "Multiplizieren Sie den kanadischen Betrag mit dem Kurs von CAD zu USD. Mit einem Beispielkurs von 0,7183 gilt: 500 CAD × 0,7183 = 359,15 USD. Um einen US-Preis in Kanadischen Dollar zu sehen, teilen Sie ihn durch denselben Kurs.",
          "Die beiden auf dieser Website für das Paar genannten Beispielkurse, 1,391 und 0,7183, sind keine genauen Kehrwerte: 1 ÷ 1,391 ≈ 0,7189. Zum selben Zeitpunkt erhobene Kurse sind es immer, und die beiden Kurszeilen des Rechners sind es ebenfalls.",
          "Viele kanadische Kreditkarten schlagen auf Käufe in US-Dollar ein Auslandseinsatzentgelt auf, oft 2,5 %, manche Karten verlangen keins. Rechnen Sie die Gebühr Ihrer Karte zum umgerechneten Betrag hinzu, um zu sehen, was ein Kauf in den USA wirklich kostet.",
        ],
      },
    ],
    tips: [
      {
        title: "Erst umrechnen, dann Preise vergleichen",
        content: [
          "Ein US-Preis, der niedriger aussieht als der kanadische, ist es nach dem Umrechnen womöglich nicht mehr, und die je nach Bundesstaat und Stadt unterschiedliche Sales Tax kommt in den USA meist erst an der Kasse hinzu.",
        ],
      },
      {
        title: "Große Summen an der Grenze melden",
        content: [
          "Wer Kanada mit 10.000 CAN$ oder mehr in Bargeld oder Zahlungsmitteln verlässt, muss das vor der Ausreise der Canada Border Services Agency melden, und wer mit mehr als 10.000 $ in die USA einreist, muss das nach FinCEN Form 105 melden.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel sind 100 Kanadische Dollar in US-Dollar?",
        answer:
          "Das hängt vom Tageskurs ab, den der Rechner oben mit 1, 10, 1.000 und 5.000 CAD zeigt. Ein Beispiel: Bei einem Kurs von 0,7183 USD je CAD wären 100 CAD 71,83 USD.",
      },
      {
        question: "War der Kanadische Dollar je mehr wert als der US-Dollar?",
        answer:
          "Ja. Er stieg 2007 über die Parität und erneut zeitweise zwischen 2010 und 2013, bevor er wieder unter einen US-Dollar fiel. Frühere Kurse sind kein Hinweis auf künftige.",
      },
      {
        question: "Kann ich in den Vereinigten Staaten mit Kanadischen Dollar bezahlen?",
        answer:
          "In der Regel nicht. Geschäfte in den USA bepreisen und kassieren in US-Dollar. Manche Geschäfte nahe der Grenze nehmen kanadisches Bargeld an, aber zu ihrem eigenen Kurs. Üblich ist es, vorher umzutauschen oder mit Karte zu zahlen.",
      },
      {
        question:
          "Warum weicht der Kurs auf dieser Seite von dem ab, was meine Bank berechnet hat?",
        answer:
          "Der Kurs hier ist ein auf der EZB beruhender Referenzkurs, einmal an jedem Arbeitstag veröffentlicht, ohne Marge. Der Kurs Ihrer Bank enthält ihre Marge, und Ihre Karte schlägt womöglich ein Auslandseinsatzentgelt auf.",
      },
    ],
  },

  "/crypto-currency": {
    about: [
      `Der Kryptowährungsrechner bewertet die ${coins} größten Kryptowährungen nach Marktkapitalisierung untereinander und gegenüber den ${fiat} Währungen, die heute weltweit im Umlauf sind. Die Liste beginnt mit ${largest(6)} und umfasst Stablecoins wie USD Coin (USDC) und Dai (DAI); die Auswahllisten führen alle auf, nach Rang. Der Rechner startet mit BTC zu USD.`,
      "Die Preise stammen aus einer CoinGecko-kompatiblen Preisquelle und werden in US-Dollar notiert. Jedes andere Paar wird über den Dollar berechnet: ETH zu BTC etwa ist der Etherpreis in Dollar geteilt durch den Bitcoinpreis in Dollar. Unser Dienst aktualisiert die Preise höchstens alle fünf Minuten und behält die zuletzt erhaltenen. Ist die Quelle nicht erreichbar, zeigt der Rechner diese letzten Preise an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs. Ergebnisse werden mit bis zu acht Nachkommastellen angezeigt.",
      "Kryptopreise sind volatil und können sich binnen Stunden um mehrere Prozent bewegen. Zudem unterscheiden sie sich leicht von Börse zu Börse. Die Werte hier sind Richtpreise, keine Handelskurse: Eine Börse oder ein Broker schlägt einen Spread und Handelsgebühren auf, bei Auszahlungen zudem Netzwerkgebühren. Die Umrechnung läuft in Ihrem Browser, es gibt kein Konto, und nichts auf dieser Seite ist eine Finanz- oder Anlageberatung.",
    ],
    useCases: [
      "Sehen, was ein Bestand an Bitcoin, Ether oder einer anderen Kryptowährung in Dollar, Euro oder Pfund wert ist",
      "Einen in Krypto angegebenen Preis in eine vertraute Währung umrechnen",
      "Zwei Kryptowährungen vergleichen, etwa wie viel ETH ein BTC wert ist",
      "Kleine Beträge bis zur achten Nachkommastelle für Zahlungen und Trinkgelder ausrechnen",
      "Das Angebot einer Börse mit einem aggregierten Referenzpreis vergleichen",
    ],
    guides: [
      {
        title: "Wie die Preise hier berechnet werden",
        content: [
          "Eine Kryptowährung wird gleichzeitig an vielen Börsen gehandelt, an jeder zu einem etwas anderen Preis. Preisaggregatoren wie CoinGecko fassen diese Märkte zu einem Referenzpreis je Kryptowährung zusammen. Der Rechner fragt eine CoinGecko-kompatible Quelle höchstens alle fünf Minuten nach dem US-Dollar-Preis jeder Kryptowährung.",
          "Paare ohne den Dollar sind Kreuzkurse. Mit hypothetischen Preisen von 50.000 USD je BTC und 2.500 USD je ETH (Beispiele, keine aktuellen Preise) wäre 1 BTC 50.000 ÷ 2.500 = 20 ETH und 1 ETH 0,05 BTC. Auch die Umrechnung einer Kryptowährung in Euro, Pfund, Yen oder jede andere Währung läuft über ihren Dollarpreis und dann über die Kurse der EZB.",
          "Notiert die Preisquelle eine Kryptowährung nicht mehr, rät der Rechner nicht: Die Kryptowährung lässt sich erst wieder auswählen, wenn es einen Preis gibt, und ein Hinweis unter dem Rechner sagt das.",
          "Ergebnisse zeigen bis zu acht Nachkommastellen, die Genauigkeit der kleinsten Bitcoin-Einheit, des Satoshi (0,00000001 BTC). Manche Kryptowährungen, darunter Ether, lassen sich feiner teilen, Beträge unter 0,00000001 einer Einheit fallen hier also der Rundung zum Opfer.",
          "Erreicht der Rechner unseren Kursdienst überhaupt nicht, zeigt ein gelber Hinweis „Offline-Modus – Kurse sind möglicherweise nicht aktuell“. Verlassen Sie sich nicht auf die Werte, solange er angezeigt wird.",
        ],
      },
      {
        title: "Marktwissen: Volatilität und was eine Umrechnung bedeutet",
        content: [
          "Kryptomärkte handeln rund um die Uhr, an jedem Tag des Jahres, und die Preise schwanken oft weit stärker als Währungen wie Dollar oder Euro. Eine Umrechnung stimmt nur für den Moment, in dem sie bepreist wurde. Ein Beispiel: Fiele ein hypothetischer Bitcoinpreis von 50.000 USD um 10 %, sänke der Wert von 0,1 BTC von 5.000 USD auf 4.500 USD.",
          "Bei kleineren Kryptowährungen sind die Märkte zudem dünner: Auf wenig gehandelten Märkten kann eine große Order den Preis bewegen, sodass der tatsächlich erhaltene Betrag stärker vom Referenzpreis abweichen kann als bei Bitcoin oder Ether.",
          "Dieser Rechner zeigt, was ein Betrag zu einem Richtpreis wert ist. Er sagt nicht, ob Sie etwas kaufen, verkaufen oder halten sollten, und ist keine Finanzberatung.",
        ],
      },
    ],
    tips: [
      {
        title: "Alle Kosten zusammenrechnen",
        content: [
          "Sie erhalten den umgerechneten Betrag abzüglich Spread und Handelsgebühr der Börse und abzüglich einer Netzwerkgebühr, wenn Sie Coins in eine Wallet übertragen. Vergleichen Sie den Endbetrag, den eine Plattform bietet, mit dem Ergebnis hier, um die Gesamtkosten zu sehen.",
        ],
      },
      {
        title: "Auf den Zeitstempel achten",
        content: [
          "Die Zeile unter dem Kurs zeigt, wann die Preise abgerufen wurden, mit „(zwischengespeichert)“, wenn es die zuletzt behaltenen Preise sind, während die Quelle nicht erreichbar war. In einem schnellen Markt können schon wenige Minuten zählen.",
        ],
      },
      {
        title: "Auf das Tickersymbol achten, nicht nur auf den Namen",
        content: [
          "Viele Token haben ähnliche Namen. Die Codes in den Auswahllisten (BTC, ETH, SOL und so weiter) bezeichnen die hier bepreiste Kryptowährung; achten Sie darauf, dass sie mit dem Asset übereinstimmen, das Ihre Wallet oder Börse anzeigt.",
        ],
      },
    ],
    faqs: [
      {
        question: "Woher stammen die Kryptopreise?",
        answer:
          "Aus einer CoinGecko-kompatiblen Preisquelle, die den Preis jeder Kryptowährung in US-Dollar über viele Märkte aggregiert. Jedes andere Paar, Kryptowährung zu Kryptowährung oder Kryptowährung zu einer anderen Landeswährung, wird über den Dollar berechnet.",
      },
      {
        question: "Wie oft werden die Kryptopreise in diesem Rechner aktualisiert?",
        answer:
          "Höchstens alle fünf Minuten. Die Preise sind keine Echtzeit- oder Tick-Daten und eignen sich nicht zum Handeln; sie sind Richtwerte. Ist die Quelle nicht erreichbar, werden die zuletzt erhaltenen Preise angezeigt, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt ihres Abrufs.",
      },
      {
        question: "Warum ist der Preis an meiner Börse anders?",
        answer:
          "Jede Börse hat ihr eigenes Orderbuch, daher unterscheiden sich die Preise leicht zwischen den Plattformen und von einem aggregierten Preis. Eine Börse nennt Käufern und Verkäufern zudem unterschiedliche Preise (den Spread) und verlangt Gebühren. Der Preis hier kann außerdem bis zu einige Minuten alt sein.",
      },
      {
        question: "Welche Kryptowährungen kann ich umrechnen?",
        answer: `Die ${coins} größten nach Marktkapitalisierung, von ${largest(4)} abwärts in der Rangliste, Stablecoins eingeschlossen, und Polygon unter seinem neuen Tickersymbol POL (früher MATIC). Sie können sie untereinander und gegenüber den ${fiat} heute gebräuchlichen Währungen umrechnen.`,
      },
      {
        question: "Kann ich eine Kryptowährung direkt in eine andere umrechnen, etwa ETH in BTC?",
        answer:
          "Ja. Wählen Sie die beiden Kryptowährungen, und der Rechner teilt den einen Dollarpreis durch den anderen. Eine Börse bietet genau dieses Paar womöglich nicht an, und ein Handel über eine Zwischenwährung verursacht ein zweites Mal Gebühren.",
      },
      {
        question: "Ist dieser Rechner eine Anlageberatung?",
        answer:
          "Nein. Er zeigt, was ein Betrag zu einem Richtpreis wert ist. Kryptopreise sind volatil, und nichts hier empfiehlt, einen Vermögenswert zu kaufen, zu verkaufen oder zu halten.",
      },
    ],
  },

  "/usd-to-btc": {
    about: [
      "Rechnen Sie US-Dollar (USD) in Bitcoin (BTC) um: wie viel Bitcoin ein Dollarbetrag zu einem indikativen Marktpreis wert ist. Bitcoin wurde im Januar 2009 von dem unter Pseudonym auftretenden Satoshi Nakamoto gestartet. Seine Regeln erlauben höchstens 21 Millionen Bitcoin, und jeder ist auf acht Nachkommastellen teilbar: Die kleinste Einheit, ein Satoshi, ist 0,00000001 BTC.",
      "Der Rechner bezieht den US-Dollar-Preis von Bitcoin aus einer CoinGecko-kompatiblen Preisquelle, höchstens alle fünf Minuten aktualisiert, und teilt Ihren Dollarbetrag durch ihn. Ein Beispiel: Bei einem hypothetischen Preis von 50.000 USD je BTC wären 100 USD 0,002 BTC (200.000 Satoshi) und 10 USD 0,0002 BTC. Der heutige Preis steht im Rechner oben. Ergebnisse zeigen acht Nachkommastellen, bis hinunter zu einem einzelnen Satoshi.",
      "Der Preis ist volatil und kann sich binnen Minuten merklich ändern. Er ist ein indikativer aggregierter Preis, nicht das, was eine Börse verlangt: Plattformen schlagen einen Spread und Gebühren auf, und viele setzen eine Mindestordergröße. Ist die Preisquelle nicht erreichbar, zeigt der Rechner den zuletzt erhaltenen Preis an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt seines Abrufs. Nichts hier ist eine Finanzberatung.",
    ],
    useCases: [
      "Vor einer Order sehen, wie viel Bitcoin einem Dollarbudget entspricht",
      "Waren oder Dienstleistungen in BTC oder in Satoshi bepreisen",
      "Kleine Dollarbeträge für Trinkgelder oder Zahlungen im Lightning Network in Satoshi umrechnen",
      "Das Angebot einer Börse oder App mit einem aggregierten Marktpreis vergleichen",
    ],
    guides: [
      {
        title: "Dollar, Bitcoin und Satoshi",
        content: [
          "Ein Bitcoin sind 100.000.000 Satoshi. Um Dollar in Satoshi umzurechnen, teilen Sie durch den Bitcoinpreis und multiplizieren mit 100.000.000. Bei einem hypothetischen Preis von 50.000 USD je BTC wäre 1 USD 0,00002 BTC oder 2.000 Satoshi, und ein Satoshi wäre 0,0005 USD wert.",
          "Was Sie tatsächlich erhalten, ist weniger als der Wert des Rechners. Ein Beispiel: Mit einer Gebühr von 1,5 % auf einen Kauf über 100 USD bleiben 98,50 USD zum Umrechnen: 0,00197 BTC zum selben hypothetischen Preis. Die Übertragung der Coins in Ihre eigene Wallet kann zudem eine Netzwerkgebühr kosten.",
          "Da sich die Preise bewegen, prüfen Sie den Rechner und das eigene Angebot der Börse erneut, kurz bevor Sie auf Grundlage eines Werts handeln.",
        ],
      },
    ],
    tips: [
      {
        title: "Kleine Summen in Satoshi denken",
        content: [
          "Kleine Bitcoinbeträge lesen sich in Satoshi leichter: 0,00025 BTC sind 25.000 Sats. Viele Wallets können Guthaben auf beide Arten anzeigen.",
        ],
      },
      {
        title: "Aufzeichnungen führen",
        content: [
          "Die Steuerregeln für Krypto hängen vom Land ab. In den Vereinigten Staaten behandelt der IRS Kryptowährungen als Vermögensgegenstände; ein späterer Verkauf, Tausch oder Einsatz kann daher einen steuerpflichtigen Gewinn oder Verlust ergeben, gemessen an dem, was Sie gezahlt haben. Notieren Sie Datum, Menge und Dollarwert jedes Kaufs und Verkaufs.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel Bitcoin kann ich mit 100 Dollar kaufen?",
        answer:
          "Das hängt vom aktuellen Preis ab, den der Rechner oben zeigt. Ein Beispiel: Bei einem hypothetischen Preis von 50.000 USD je BTC wären 100 USD 0,002 BTC, vor Spread und Gebühren der Börse.",
      },
      {
        question: "Kann ich weniger als einen Bitcoin kaufen?",
        answer:
          "Ja. Bitcoin ist auf acht Nachkommastellen teilbar, Sie können also jeden Betrag bis hinunter zu einem Satoshi (0,00000001 BTC) halten. Börsen und Apps legen ihren eigenen Mindestkaufbetrag fest, meist einen kleinen Dollarbetrag.",
      },
      {
        question: "Was ist ein Satoshi?",
        answer:
          "Die kleinste Einheit von Bitcoin: 0,00000001 BTC, 100.000.000 Satoshi ergeben also einen Bitcoin. Sie ist nach Satoshi Nakamoto benannt, dem unter Pseudonym auftretenden Schöpfer von Bitcoin.",
      },
      {
        question: "Warum zeigt der Rechner für Bitcoin acht Nachkommastellen?",
        answer:
          "Acht Nachkommastellen sind genau die Genauigkeit von Bitcoin: Die letzte Stelle ist ein Satoshi. Weniger Stellen würden beim Umrechnen kleiner Dollarbeträge echte Beträge unterschlagen, mehr würden Bruchteile eines Satoshi zeigen, die eine gewöhnliche Bitcoin-Transaktion nicht abbilden kann.",
      },
      {
        question: "Ist der hier angezeigte Preis der, den ich an einer Börse zahle?",
        answer:
          "Nicht genau. Es ist ein aggregierter Richtpreis, höchstens alle fünf Minuten aktualisiert. Eine Börse nennt ihren eigenen Preis, schlägt Spread und Gebühren auf und verlangt womöglich Gebühren für Auszahlungen.",
      },
    ],
  },

  "/btc-to-usd": {
    about: [
      "Rechnen Sie Bitcoin (BTC) in US-Dollar (USD) um, so wie der Bitcoinpreis meist angegeben wird. Die Kurszeile über dem Rechner nennt den Dollarpreis eines Bitcoin, und eine Tabelle zeigt 0,001, 0,01, 0,1, 1 und 10 BTC zu diesem Preis.",
      "Der Preis stammt aus einer CoinGecko-kompatiblen Preisquelle, die den Handel vieler Märkte zusammenfasst, statt den letzten Abschluss einer einzelnen Börse zu melden. Er wird höchstens alle fünf Minuten aktualisiert. Ist die Quelle nicht erreichbar, zeigt der Rechner den zuletzt erhaltenen Preis an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt seines Abrufs. Ein Beispiel: Bei einem hypothetischen Preis von 50.000 USD je BTC wären 0,01 BTC 500 USD und 0,25 BTC 12.500 USD. Der heutige Preis steht im Rechner oben.",
      "Anders als die Kurse der Landeswährungen der EZB, die einmal pro Arbeitstag veröffentlicht werden, wird Bitcoin rund um die Uhr an jedem Tag des Jahres gehandelt, und sein Preis ist volatil. Betrachten Sie das Ergebnis als Hinweis auf den Wert, nicht als den Betrag, den eine Börse Ihnen zahlt, und nicht als Finanzberatung.",
    ],
    useCases: [
      "Einen Bitcoinbestand oder ein Wallet-Guthaben in Dollar bewerten",
      "Den Dollarwert einer in BTC erhaltenen Zahlung ausrechnen",
      "Den Dollarwert einer Transaktion für die eigenen Unterlagen festhalten",
      "Den Preis einer Börse, eines Brokers oder eines Bitcoin-Automaten mit einem aggregierten Marktpreis vergleichen",
    ],
    guides: [
      {
        title: "Von Bitcoin zu Dollar",
        content: [
          "Multiplizieren Sie die Bitcoinmenge mit dem Preis in Dollar. Bei einem Betrag in Satoshi teilen Sie zuerst durch 100.000.000. Ein Beispiel: 250.000 Satoshi sind 0,0025 BTC, was bei einem hypothetischen Preis von 50.000 USD je BTC 125 USD wären.",
          "Beim Verkauf erhalten Sie weniger Dollar als den umgerechneten Wert: Der Geldkurs der Plattform liegt unter dem Marktmittelkurs, eine Handelsgebühr fällt an, und die Auszahlung von Dollar auf ein Bankkonto kann eine weitere Gebühr kosten.",
          "Steuern: In den Vereinigten Staaten behandelt der IRS Bitcoin als Vermögensgegenstand, nicht als Währung. Ein Verkauf oder Einsatz kann einen in Dollar gemessenen Veräußerungsgewinn oder -verlust ergeben, und die Freigrenze von 200 $ für private Fremdwährungsgewinne gilt dafür nicht. Andere Länder haben eigene Regeln. Dies ist eine allgemeine Information, keine Steuerberatung.",
        ],
      },
    ],
    tips: [
      {
        title: "Frühere Werte brauchen frühere Preise",
        content: [
          "Der Rechner zeigt nur den neuesten Preis. Für den Wert einer Transaktion an einem früheren Datum verwenden Sie den Preis zu diesem Datum und dieser Uhrzeit, etwa aus den Unterlagen Ihrer Börse.",
        ],
      },
      {
        title: "Die Nullen zählen",
        content: [
          "0,1 BTC und 0,01 BTC unterscheiden sich um das Zehnfache, und Fehler bei den Nachkommastellen sind häufig. Kleine Beträge in Satoshi zu lesen (0,01 BTC sind 1.000.000 Sats) hilft, sie zu vermeiden.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel ist 1 Bitcoin in US-Dollar?",
        answer:
          "Bitcoin hat keinen festen Wert: Sein Preis ändert sich ständig. Der Rechner oben zeigt den neuesten Richtpreis, den unser Dienst erhalten hat, höchstens alle fünf Minuten aktualisiert, mit dem Zeitpunkt seines Abrufs.",
      },
      {
        question: "Wie viel sind 0,01 BTC in Dollar?",
        answer:
          "Ein Hundertstel des Bitcoinpreises. Ein Beispiel: Bei einem hypothetischen Preis von 50.000 USD je BTC wären 0,01 BTC 500 USD. Die Tabelle unter dem Rechner zeigt 0,01 BTC zum aktuellen Preis.",
      },
      {
        question: "Warum unterscheidet sich der Bitcoinpreis zwischen Börsen?",
        answer:
          "Jede Börse hat ihre eigenen Käufer und Verkäufer, daher driften die Preise leicht auseinander, stärker in schnellen Märkten oder auf kleineren Plattformen. Ein aggregierter Preis wie der hier mischt viele Märkte und stimmt selten genau mit einer einzelnen Börse überein.",
      },
      {
        question: "Zahle ich Steuern, wenn ich Bitcoin in Dollar umtausche?",
        answer:
          "In vielen Ländern ja, wenn der Bitcoin seit dem Erwerb an Wert gewonnen hat. In den Vereinigten Staaten ist der Verkauf von Bitcoin die Veräußerung eines Vermögensgegenstands, die einen Veräußerungsgewinn oder -verlust ergeben kann. Die Regeln unterscheiden sich von Land zu Land; fragen Sie Ihr Finanzamt oder eine Steuerberatung. Dies ist keine Steuerberatung.",
      },
      {
        question: "Warum hat sich der Preis geändert, als ich die Seite neu geladen habe?",
        answer:
          "Unser Dienst ruft höchstens alle fünf Minuten neue Preise ab, ein paar Minuten später kann ein Neuladen also einen neueren Preis zeigen. War die Quelle nicht erreichbar, wird der letzte bekannte Preis angezeigt, gekennzeichnet mit „zwischengespeichert“.",
      },
    ],
  },

  "/eth-to-usd": {
    about: [
      "Rechnen Sie Ether (ETH), die native Währung des Ethereum-Netzwerks, in US-Dollar (USD) um. Ethereum startete 2015 als Blockchain, die Programme ausführt, sogenannte Smart Contracts. Mit Ether wird die Rechenleistung bezahlt, die diese Programme verbrauchen, das sogenannte Gas. Seit der Umstellung des Netzwerks auf Proof of Stake im September 2022 ist Ether auch das, was Validatoren hinterlegen (staken), um es abzusichern.",
      "Der Preis stammt aus einer CoinGecko-kompatiblen Preisquelle, in US-Dollar, höchstens alle fünf Minuten aktualisiert. Ist die Quelle nicht erreichbar, zeigt der Rechner den zuletzt erhaltenen Preis an, gekennzeichnet mit „zwischengespeichert“ und dem Zeitpunkt seines Abrufs. Ein Beispiel: Bei einem hypothetischen Preis von 2.500 USD je ETH wären 0,5 ETH 1.250 USD und 0,02 ETH 50 USD. Der heutige Preis steht im Rechner oben.",
      "Ether ist auf 18 Nachkommastellen teilbar; seine kleinste Einheit ist das Wei. Der Rechner zeigt acht Nachkommastellen, Beträge unter 0,00000001 ETH fallen also der Rundung zum Opfer. Der Etherpreis ist volatil, der Wert hier ist ein Richtwert und kein Handelskurs, und nichts auf dieser Seite ist eine Finanzberatung.",
    ],
    useCases: [
      "Einen Etherbestand oder ein Wallet-Guthaben in Dollar bewerten",
      "Die Dollarkosten einer in ETH bezahlten Transaktionsgebühr abschätzen",
      "Waren, Dienstleistungen oder digitale Güter mit Preisen in ETH bewerten",
      "Vor dem Verkauf von Ether an einer Börse den voraussichtlichen Erlös prüfen",
    ],
    guides: [
      {
        title: "ETH, Gwei und Dollar",
        content: [
          "Ethereum-Gebühren werden meist in Gwei angegeben: Ein Gwei ist 0,000000001 ETH (ein Milliardstel Ether). Die Gebühr einer Transaktion ist das verbrauchte Gas mal dem Preis je Gaseinheit. Eine einfache Ether-Überweisung verbraucht 21.000 Gas. Ein Beispiel: Bei 20 Gwei je Gas sind das 420.000 Gwei oder 0,00042 ETH, was bei einem hypothetischen Preis von 2.500 USD je ETH 1,05 USD wären.",
          "Um einen beliebigen Etherbetrag zu bewerten, multiplizieren Sie ihn mit dem Dollarpreis. Bei einem Betrag in Gwei teilen Sie zuerst durch 1.000.000.000. Die acht Nachkommastellen des Rechners reichen bis 0,00000001 ETH, das sind 10 Gwei.",
          "Wenn Sie Ether verkaufen oder senden, gehen die Gebühren von dem ab, was Sie erhalten: Spread und Handelsgebühr der Börse sowie die Netzwerkgebühr für jede Übertragung.",
        ],
      },
    ],
    tips: [
      {
        title: "Etwas ETH für Gebühren behalten",
        content: [
          "Transaktionsgebühren auf Ethereum, auch die für das Senden anderer Token, werden in Ether bezahlt. Wenn Sie ausrechnen, wie viel Sie senden oder verkaufen können, lassen Sie etwas ETH für die Gebühr übrig.",
        ],
      },
      {
        title: "Vor dem Handeln erneut prüfen",
        content: [
          "Der Etherpreis kann sich binnen einer Stunde um mehrere Prozent bewegen. Prüfen Sie die Zeit neben dem Kurs und das eigene Angebot der Plattform, kurz bevor Sie sich auf einen Wert verlassen.",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viel ist 1 ETH in US-Dollar?",
        answer:
          "Der Preis ändert sich ständig. Der Rechner oben zeigt den neuesten Richtpreis, den unser Dienst erhalten hat, höchstens alle fünf Minuten aktualisiert, mit dem Zeitpunkt seines Abrufs.",
      },
      {
        question: "Was ist der Unterschied zwischen Ethereum und Ether?",
        answer:
          "Ethereum ist das Netzwerk und seine Software; Ether (Tickersymbol ETH) ist die darauf verwendete Währung, mit der Gebühren bezahlt und gestakt wird. Im Alltag sagt man oft für beides „Ethereum“.",
      },
      {
        question: "Was ist Gwei?",
        answer:
          "Eine kleine Einheit von Ether: Ein Gwei ist 0,000000001 ETH oder eine Milliarde Wei. Gaspreise und damit Transaktionsgebühren werden meist in Gwei angegeben.",
      },
      {
        question: "Warum weicht der ETH-Preis hier von dem meiner Börse ab?",
        answer:
          "Der Preis hier ist über viele Märkte aggregiert und kann einige Minuten alt sein. Eine Börse zeigt den Preis ihres eigenen Marktes, nennt Käufern und Verkäufern unterschiedliche Preise und schlägt Gebühren auf.",
      },
      {
        question: "Hat Ether wie Bitcoin eine Höchstmenge?",
        answer:
          "Nein. Anders als Bitcoin mit seiner Grenze von 21 Millionen hat Ether keine feste Obergrenze. Neue Ether werden an Validatoren ausgegeben, und seit 2021 wird ein Teil jeder Transaktionsgebühr (die Basisgebühr) vernichtet, sodass die Menge im Lauf der Zeit wachsen oder schrumpfen kann.",
      },
    ],
  },
};
