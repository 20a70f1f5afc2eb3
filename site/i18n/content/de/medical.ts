import type { MedicalTranslations } from "../medical.ts";

/** The blood-sugar page in German, by English path. */
export const texts: MedicalTranslations = {
  "/blood-sugar-converter": {
    about: [
      "Der Blutzucker (die Blutglukose) wird in einer von zwei Einheiten angegeben. Milligramm pro Deziliter (mg/dL) geben die Masse der Glukose in einem Zehntelliter Blut oder Plasma an; Millimol pro Liter (mmol/L) zählen dagegen die Glukosemoleküle in einem Liter, in Millimol. Beide beschreiben dieselbe Konzentration, daher lässt sich ein Messwert exakt von der einen in die andere Einheit umrechnen: 90 mg/dL sind 5,00 mmol/L, und 7,0 mmol/L sind 126,1 mg/dL. Die Vereinigten Staaten verwenden mg/dL; Kanada, das Vereinigte Königreich, Australien und der größte Teil Europas verwenden mmol/L. Ein Messgerät, eine App oder ein Laborbefund gibt immer an, welche Einheit gemeint ist.",
      "Die Verbindung zwischen beiden Einheiten ist die molare Masse der Glukose (C6H12O6), 180,156 g/mol: Ein Millimol Glukose wiegt 180,156 mg, und ein Liter hat zehn Deziliter, also gilt 1 mmol/L = 18,0156 mg/dL. Zum Umrechnen teilen Sie mg/dL durch 18,0156 oder multiplizieren mmol/L mit 18,0156. Viele Tabellen verwenden die gerundeten Faktoren 0,0555 (mmol/L pro mg/dL) oder 18, die bei gängigen Messwerten die letzte Stelle verändern: 99 mg/dL sind 5,50 mmol/L, aber × 0,0555 ergibt 5,49; 3,0 mmol/L sind 54,0 mg/dL, aber ÷ 0,0555 ergibt 54,1; und ÷ 18 macht aus 100 mg/dL 5,56 statt 5,55 mmol/L. Dieser Umrechner rechnet durchgehend mit 18,0156 und zeigt mmol/L mit 2 Nachkommastellen und mg/dL mit 1, wie es Messgeräte und Laborbefunde tun.",
    ],
    useCases: [
      "Ein Messgerät, eine App oder einen Laborbefund in mmol/L ablesen, wenn Ihre Empfehlungen in mg/dL angegeben sind, oder umgekehrt",
      "Messwerte von zwei Geräten oder Apps vergleichen, die auf unterschiedliche Einheiten eingestellt sind",
      "Fachartikel, Leitlinien und Foren aus Ländern verfolgen, die die andere Einheit verwenden",
      "Laborwerte auf Reisen oder nach einem Umzug in ein anderes Land verstehen",
      "Umrechnungen in Hausarbeiten und Prüfungen in Pflege, Medizin, Ernährungswissenschaft oder Labordiagnostik überprüfen",
      "Einen HbA1c-Wert mit dem geschätzten mittleren Blutzucker in mg/dL oder mmol/L in Beziehung setzen",
    ],
    tips: [
      {
        title: "Vor dem Vergleichen die Einheit prüfen",
        content: [
          "Eine Zahl sagt ohne ihre Einheit nichts aus. Werte in mmol/L sind meist kleine Zahlen mit einer Nachkommastelle, etwa 5,5, Werte in mg/dL dagegen meist zwei- oder dreistellig, etwa 99. Ein Wert von 7 ist in mmol/L ein gewöhnlicher Messwert (126,1 mg/dL), läge in mg/dL aber weit unter jedem üblichen Wert. Wenn Sie nicht sicher sind, welche Einheit ein Gerät anzeigt, sehen Sie im Display oder in den Einstellungen nach, oder fragen Sie den Hersteller oder Ihre Ärztin bzw. Ihren Arzt.",
        ],
      },
      {
        title: "Den vollständigen Wert umrechnen, nicht einen gerundeten",
        content: [
          "Wer vor dem Umrechnen rundet, verschiebt das Ergebnis. Die Referenztabelle rundet die Bereichsgrenzen in mmol/L auf eine Nachkommastelle, daher erscheint 5,6 mmol/L sowohl als Obergrenze von „Normal“ als auch als Beginn von „Prädiabetes“; die Einstufung unter jedem Feld richtet sich dagegen nach dem exakten Wert: 5,5 mmol/L (99,1 mg/dL) gilt als „Normal“, 5,6 mmol/L (100,9 mg/dL) als „Prädiabetes“. Geben Sie den Messwert so ein, wie das Gerät oder der Befund ihn anzeigt.",
        ],
      },
      {
        title: "Umrechnen macht Ergebnisse nicht vergleichbar",
        content: [
          "Beim Umrechnen ändert sich nur die Einheit. Ein Blutzuckermessgerät für die Fingerkuppe, ein System zur kontinuierlichen Glukosemessung (CGM) und ein Labortest messen die Glukose in unterschiedlichen Proben und zu unterschiedlichen Zeitpunkten, und ihre Ergebnisse können voneinander abweichen. Fragen Sie Ihre Ärztin oder Ihren Arzt, wie Sie sie vergleichen können.",
        ],
      },
    ],
    faqs: [
      {
        question: "Was ist ein normaler Nüchternblutzucker?",
        answer:
          "Diese Seite stuft einen Nüchternwert von 70 bis 100 mg/dL (etwa 3,9 bis 5,6 mmol/L) als „Normal“ ein, über 100 bis 125 mg/dL als „Prädiabetes“, über 125 bis 200 mg/dL als „Hoch“, über 200 mg/dL (11,10 mmol/L) als „Sehr hoch“ und unter 70 mg/dL als „Niedrig“. Leitlinien ziehen die Grenzen unterschiedlich: Die American Diabetes Association wertet einen Nüchternwert von 100 bis 125 mg/dL (5,6 bis 6,9 mmol/L) als Prädiabetes und 126 mg/dL (7,0 mmol/L) oder mehr, bestätigt durch eine Wiederholungsmessung, als Diabetes, während die Weltgesundheitsorganisation die gestörte Nüchternglukose bei 110 mg/dL (6,1 mmol/L) beginnen lässt. Auch die Referenzbereiche unterscheiden sich von Labor zu Labor, und ein Wert nach einer Mahlzeit ist kein Nüchternwert. Fragen Sie Ihre Ärztin oder Ihren Arzt, was Ihre Werte für Sie bedeuten.",
      },
      {
        question: "Wie rechne ich mg/dL in mmol/L um?",
        answer:
          "Teilen Sie durch 18,0156, die molare Masse der Glukose (180,156 g/mol) geteilt durch zehn. Zum Beispiel: 100 mg/dL ÷ 18,0156 = 5,55 mmol/L, 126 mg/dL sind 6,99 mmol/L und 180 mg/dL sind 9,99 mmol/L. Für die Gegenrichtung multiplizieren Sie mit 18,0156: 5,0 mmol/L sind 90,1 mg/dL und 7,8 mmol/L sind 140,5 mg/dL. Kopfrechnen mit 18 reicht für eine grobe Vorstellung, kann aber die letzte angezeigte Stelle verändern.",
      },
      {
        question: "Warum verwenden Länder unterschiedliche Einheiten?",
        answer:
          "mg/dL ist eine Massenkonzentration, die traditionelle Einheit der klinischen Chemie, und Labore in den Vereinigten Staaten geben Glukose weiterhin so an. mmol/L ist eine Stoffmengenkonzentration, die Einheit des Internationalen Einheitensystems (SI), die Labore in den meisten anderen Ländern übernommen haben. Manche Länder verwenden beide: In Frankreich zum Beispiel können Ergebnisse in mg/dL neben mmol/L angegeben werden. Die Glukose ist dieselbe; nur die Art, sie zu zählen, ist eine andere.",
      },
      {
        question: "Was ist der HbA1c-Wert, und wie hängt er mit dem mittleren Blutzucker zusammen?",
        answer:
          "Der HbA1c (glykiertes Hämoglobin, auch A1C genannt) ist der Anteil des Hämoglobins in den roten Blutkörperchen, an den Glukose gebunden ist. Er spiegelt den durchschnittlichen Blutzucker der letzten etwa zwei bis drei Monate wider und wird in % (NGSP) oder mmol/mol (IFCC) angegeben: 7,0 % entsprechen 53 mmol/mol. Die ADAG-Studie hat daraus einen geschätzten mittleren Blutzucker (eAG) abgeleitet: eAG in mg/dL = 28,7 × HbA1c − 46,7, also entsprechen 7 % etwa 154 mg/dL (8,6 mmol/L). Es ist eine Schätzung: Der tatsächliche Durchschnitt eines einzelnen Menschen kann deutlich höher oder niedriger liegen.",
      },
      {
        question: "Kann ich mit diesem Umrechner Diabetes oder eine Unterzuckerung feststellen?",
        answer:
          "Nein. Der Umrechner wandelt Einheiten um und ordnet eine Zahl den Referenzbereichen dieser Seite zu; er darf weder zur Selbstdiagnose verwendet werden noch dazu, über eine Behandlung zu entscheiden oder sie zu ändern. Eine Diagnose beruht auf Laboruntersuchungen, meist wiederholt, die von Fachleuten ausgewertet werden, die Ihre Vorgeschichte kennen, und die Bereiche unterscheiden sich je nach Labor und Leitlinie. Wenn ein Messwert Sie beunruhigt oder Sie sich unwohl fühlen, wenden Sie sich an Ihre Ärztin oder Ihren Arzt.",
      },
    ],
    cards: [
      {
        title: "Wo mg/dL verwendet wird",
        places: [
          "Vereinigte Staaten",
          "Indien (manche Regionen)",
          "Japan (in manchen Zusammenhängen)",
          "Frankreich (neben mmol/L)",
        ],
      },
      {
        title: "Wo mmol/L verwendet wird",
        places: [
          "Kanada, Vereinigtes Königreich, Australien",
          "Die meisten europäischen Länder",
          "China, Russland",
          "Großteil Asiens, Afrikas und Südamerikas",
        ],
      },
    ],
    hba1c: {
      intro:
        "Der HbA1c-Wert, der Anteil des Hämoglobins mit gebundener Glukose, spiegelt den durchschnittlichen Blutzucker der letzten etwa zwei bis drei Monate wider. Labore geben ihn in % (NGSP, wie in den Vereinigten Staaten) oder in mmol/mol (IFCC, wie im Vereinigten Königreich und in weiten Teilen Europas) an; beide sind über die NGSP/IFCC-Master-Gleichung verknüpft: mmol/mol = (% − 2,15) × 10,929, also sind 6,5 % 48 mmol/mol und 7,0 % 53 mmol/mol. Der geschätzte mittlere Blutzucker (eAG) stammt aus der ADAG-Studie: eAG in mg/dL = 28,7 × % − 46,7, geteilt durch 18,0156 für mmol/L. Geben Sie einen Wert von 3 bis 20 % oder von 9 bis 195 mmol/mol ein. Dies ist eine Information, keine Diagnose: Fragen Sie Ihre Ärztin oder Ihren Arzt, was Ihr Ergebnis bedeutet.",
      faqs: [
        {
          question: "Wie genau ist der geschätzte mittlere Blutzucker?",
          answer:
            "Er ist der Durchschnitt, den die ADAG-Studie bei Menschen mit demselben HbA1c-Wert fand, keine Messung Ihrer eigenen Glukose. Die individuellen Durchschnittswerte streuen weit darum: Bei einem HbA1c von 7 % reichte der 95-%-Bereich der Studie von etwa 123 bis 185 mg/dL um den Schätzwert von 154 mg/dL. Blutarmut (Anämie), ein kürzlicher Blutverlust oder eine Transfusion, eine Schwangerschaft, Nierenerkrankungen und manche Hämoglobinvarianten können außerdem dazu führen, dass der HbA1c höher oder niedriger ausfällt, als es der mittlere Blutzucker erwarten ließe.",
        },
        {
          question: "Kann ich meinen HbA1c-Wert hier zur Diagnose von Diabetes verwenden?",
          answer:
            "Nein. Dieser Rechner wandelt Einheiten um und schätzt einen Durchschnitt; er darf weder zur Selbstdiagnose noch zur Änderung einer Behandlung verwendet werden. Leitlinien nutzen den HbA1c durchaus für die Diagnose (die Schwelle der American Diabetes Association für Diabetes liegt bei 6,5 %, 48 mmol/mol, bestätigt durch eine Wiederholungsmessung), doch dann wird der Test in einem Labor mit einem standardisierten Verfahren durchgeführt und das Ergebnis von Fachleuten beurteilt, und Zielwerte und Bereiche unterscheiden sich je nach Leitlinie und Person. Besprechen Sie Ihr Ergebnis mit Ihrer Ärztin oder Ihrem Arzt.",
        },
      ],
    },
  },
};
