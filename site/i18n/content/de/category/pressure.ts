import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/pressure.ts. */
export const texts: UnitTranslations = {
  "/pressure": {
    about: [
      "Druck ist Kraft pro Fläche. Seine SI-Einheit ist das Pascal (Pa), ein Newton pro Quadratmeter, eine kleine Einheit: Der Luftdruck auf Meereshöhe beträgt etwa 100.000 Pa. Die Technik verwendet daher das Kilopascal, das Megapascal (1 MPa = {{1 mpa n_mm2}} N/mm²) und das Bar, das exakt {{1 bar kpa}} kPa ist. Die Meteorologie verwendet das Hektopascal, das dem Millibar entspricht (1 hPa = {{1 hpa mbar}} mbar).",
      "Die physikalische Atmosphäre (atm) ist als exakt {{1 atm pa}} Pa definiert, also {{1 atm bar}} bar. Die technische Atmosphäre (at), ein Kilogramm-Kraft pro Quadratzentimeter, beträgt {{1 at kpa}} kPa. In den USA werden Drücke in Pfund pro Quadratzoll angegeben (psi, dasselbe wie lbf/in²): 1 psi sind {{1 psi kpa}} kPa und 1 bar sind {{1 bar psi}} psi. Für Werkstofffestigkeiten dient ksi, tausend psi ({{1 ksi mpa}} MPa).",
      "Manometrische Einheiten drücken den Druck als Höhe einer Flüssigkeitssäule aus. Der Millimeter Quecksilbersäule (mmHg), noch immer die Einheit des Blutdrucks, beträgt {{1 mmhg pa}} Pa; das Torr, definiert als 1/760 einer Atmosphäre, beträgt {{1 torr pa}} Pa und ist weniger als ein Millionstel kleiner. Der Zoll Quecksilbersäule bei 32 °F wird für Höhenmessereinstellungen und US-Wetterberichte verwendet ({{1 atm inhg_32}} inHg pro Atmosphäre), und Zoll oder Millimeter Wassersäule messen kleine Drücke in Lüftungskanälen, Schornsteinen und Gasleitungen. Jede Säuleneinheit nennt ihre Bezugstemperatur (0 °C, 4 °C, 32 °F oder 60 °F), weil die Dichte der Flüssigkeit und damit der Druck der Säule von ihr abhängt.",
    ],
    useCases: [
      "Reifen aufpumpen: Empfohlene 2,3 bar sind {{2.3 bar psi}} psi, und 35 psi sind {{35 psi bar}} bar oder {{35 psi kpa}} kPa.",
      "Angaben zu Tauch- und Gasflaschen lesen: 200 bar sind {{200 bar psi}} psi, und 3.000 psi sind {{3000 psi bar}} bar.",
      "Luftdruckwerte vergleichen: 1.013,25 hPa, der Normwert auf Meereshöhe, sind {{1013.25 hpa inhg_32}} inHg.",
      "Blutdruckwerte umrechnen: 120 mmHg sind {{120 mmhg kpa}} kPa.",
      "Mit Werkstofffestigkeiten arbeiten: Eine Streckgrenze von Stahl von 250 MPa sind {{250 mpa ksi}} ksi.",
      "Drücke für Lüftungs-, Klima- und Gasgeräte einstellen, die in Zoll Wassersäule gemessen werden: 1 inH₂O (4 °C) sind {{1 inh2o_4 pa}} Pa.",
    ],
    guides: [
      {
        title: "Druck von Hand umrechnen",
        content: [
          "Bar in psi: mit {{1 bar psi}} multiplizieren; psi in bar: mit {{1 psi bar}} multiplizieren. 2,5 bar sind {{2.5 bar psi}} psi. Für Kilopascal gilt: 1 psi sind {{1 psi kpa}} kPa, 32 psi also {{32 psi kpa}} kPa, und da 1 bar {{1 bar kpa}} kPa sind, unterscheiden sich bar und kPa nur um den Faktor 100.",
          "Viele metrische Einheiten liegen Zehnerpotenzen auseinander: {{1 mpa bar}} bar auf das Megapascal, {{1 bar hpa}} hPa auf das Bar, {{1 kpa hpa}} hPa auf das Kilopascal. Das Kilogramm-Kraft pro Quadratzentimeter liegt nahe bei einem Bar, ist ihm aber nicht gleich ({{1 kgf_cm2 bar}} bar), ein Unterschied, der beim Ablesen älterer Manometer zählt.",
        ],
      },
      {
        title: "Überdruck und Absolutdruck",
        content: [
          "Die meisten Manometer, etwa für Reifen und Kompressoren, zeigen den Überdruck an: den Druck über der umgebenden Atmosphäre. Der Absolutdruck rechnet die Atmosphäre hinzu, auf Meereshöhe etwa {{1 atm psi}} psi oder {{1 atm bar}} bar. Die Einheiten psig und psia bzw. bar(g) und bar(a) kennzeichnen, welcher gemeint ist.",
          "Dieser Rechner ändert nur die Einheit: 30 psi Überdruck werden zu {{30 psi bar}} bar Überdruck. Um von Überdruck zu Absolutdruck zu kommen, addieren Sie nach dem Umrechnen den tatsächlichen Luftdruck in derselben Einheit.",
        ],
      },
    ],
    tips: [
      {
        title: "hPa und mbar sind dasselbe",
        content: [
          "Wetterkarten in Hektopascal und in Millibar zeigen identische Zahlen: je {{1 hpa pa}} Pa.",
        ],
      },
      {
        title: "Nennen Sie die Temperatur der Säule",
        content: [
          "Zoll Quecksilbersäule bei 32 °F und bei 60 °F unterscheiden sich ({{1 inhg_32 pa}} Pa gegenüber {{1 inhg_60 pa}} Pa). Höhenmessereinstellungen verwenden 32 °F.",
        ],
      },
      {
        title: "psi und lbf/in² sind eine Einheit",
        content: [
          "Die Seite führt beide Namen; sie rechnen sich identisch um: 1 psi = {{1 psi lbf_in2}} lbf/in² = {{1 psi psf}} lbf/ft².",
        ],
      },
    ],
    faqs: [
      {
        question: "Wie viele psi hat ein Bar?",
        answer:
          "Ein Bar sind {{1 bar psi}} psi, und ein psi ist {{1 psi bar}} bar. Das Bar ist exakt {{1 bar pa}} Pa; das psi ist ein Pound-force pro Quadratzoll, {{1 psi pa}} Pa.",
      },
      {
        question: "Wie hoch ist der Normluftdruck in psi, bar und kPa?",
        answer:
          "Eine physikalische Atmosphäre ist exakt {{1 atm pa}} Pa: {{1 atm kpa}} kPa, {{1 atm bar}} bar, {{1 atm psi}} psi, {{1 atm mmhg}} mmHg oder {{1 atm torr}} Torr.",
      },
      {
        question: "Sind mmHg und Torr dasselbe?",
        answer:
          "Fast. Das Torr ist exakt 1/760 atm ({{1 torr pa}} Pa); der konventionelle Millimeter Quecksilbersäule beträgt {{1 mmhg pa}} Pa. Sie unterscheiden sich um weniger als ein Millionstel, was nur bei präziser Vakuumarbeit zählt.",
      },
      {
        question: "Wie rechne ich psi in kPa um?",
        answer:
          "Multiplizieren Sie mit {{1 psi kpa}}. So sind 35 psi Reifendruck {{35 psi kpa}} kPa. In der Gegenrichtung ist 1 kPa {{1 kpa psi}} psi.",
      },
      {
        question: "Ist hPa dasselbe wie Millibar?",
        answer:
          "Ja. Ein Hektopascal ist {{1 hpa pa}} Pa, und ein Millibar, ein Tausendstel Bar, ist ebenfalls {{1 mbar pa}} Pa; 1.013,25 hPa sind also {{1013.25 hpa mbar}} mbar.",
      },
      {
        question: "Rechnet der Rechner bei psia oder psig den Luftdruck hinzu?",
        answer:
          "Nein. Er rechnet die Zahl in der angegebenen Einheit um; Überdruck bleibt Überdruck und Absolutdruck bleibt Absolutdruck. Wenn Sie den Absolutdruck brauchen, addieren Sie die Atmosphäre, auf Meereshöhe etwa {{1 atm psi}} psi, selbst.",
      },
    ],
  },
};
