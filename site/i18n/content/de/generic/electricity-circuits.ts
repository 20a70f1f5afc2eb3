import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/electricity-circuits.ts. */
export const texts: UnitTranslations = {
  "/electric-field-strength": {
    about: [
      "Die elektrische Feldstärke E ist die Kraft, die ein Feld pro Ladungseinheit ausübt, und gleich dem Spannungsgefälle. Ihre SI-Einheit ist das Volt pro Meter (V/m), identisch mit dem Newton pro Coulomb (N/C). Pro Zentimeter ist der Zahlenwert hundertmal kleiner, 1 V/cm = {{1 v_cm v_m}} V/m; 1 kV/m = {{1 kv_m v_m}} V/m, und mit dem exakten Fuß gilt 1 V/ft = {{1 v_ft v_m}} V/m.",
      "Feldstärken reichen weit: In Bodennähe herrscht bei Schönwetter in der Atmosphäre etwa 100 V/m, Expositionsgrenzwerte für netzfrequente Felder werden in kV/m angegeben (5 kV/m für die Allgemeinbevölkerung in den ICNIRP-Leitlinien von 2010 bei 50 Hz), Störfestigkeitsprüfungen gegen Hochfrequenz arbeiten mit einigen bis einigen zehn V/m, und trockene Luft schlägt bei etwa 3 MV/m durch, also {{3000000 v_m v_cm}} V/cm. Die Durchschlagfestigkeit von Isolierstoffen wird oft in kV/mm angegeben, was dasselbe ist wie MV/m.",
    ],
    useCases: [
      "Durchschlagfestigkeiten und Durchbruchfeldstärken zwischen V/cm und kV/m vergleichen.",
      "Expositionsgrenzwerte und Feldmessungen in der Nähe von Stromleitungen lesen.",
      "Messwerte von Feldmessgeräten für EMV-Prüfungen umrechnen.",
    ],
    accuracy: {
      definitions:
        "Die Einheiten unterscheiden sich durch SI-Vorsätze und exakte Längen (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 mil = 0,0254 mm), und das CGS-Statvolt ({{1 statv_cm v_cm}} V pro cm, abgeleitet aus der exakten Lichtgeschwindigkeit) sowie das Abvolt (10⁻⁸ V) sind exakt; jeder Faktor ist daher exakt.",
    },
    faqs: [
      {
        question: "Ist V/m dasselbe wie N/C?",
        answer:
          "Ja. Ein Volt ist ein Joule pro Coulomb, ein Volt pro Meter also ein Joule pro Coulomb und Meter, und das ist ein Newton pro Coulomb: die Kraft in Newton auf ein Coulomb Ladung. Beide bezeichnen dieselbe SI-Einheit der elektrischen Feldstärke.",
      },
    ],
  },
  "/electric-potential": {
    about: [
      "Die elektrische Potentialdifferenz (Spannung) ist die Energie pro Ladungseinheit zwischen zwei Punkten. Ihre SI-Einheit ist das Volt (V), ein Joule pro Coulomb oder ein Watt pro Ampere. Millivolt und Mikrovolt sind {{1 mv v}} V und {{1 µv v}} V, das Kilovolt {{1 kv v}} V.",
      "Spannungen im Alltag reichen von Mikrovolt bis zu Hunderten Kilovolt: EEG-Signale betragen einige zehn µV, ein Herzschlag misst im EKG etwa 1 mV, Thermoelemente liefern Millivolt, eine AA-Zelle 1,5 V, USB 5 V, das Stromnetz 230 V (Europa) oder 120 V (Nordamerika), Verteilnetze einige zehn kV und Fernübertragungsleitungen Hunderte kV.",
    ],
    useCases: [
      "Sensorausgänge in mV oder µV für die Auslegung eines A/D-Wandlers oder Verstärkers in Volt umrechnen.",
      "Spannungen von Verteil- und Übertragungsnetzen in kV angeben.",
      "Rechnungen nach dem ohmschen Gesetz (V = I·R) mit gemischten Vorsätzen prüfen.",
    ],
    accuracy: {
      definitions:
        "Die metrischen Einheiten unterscheiden sich durch SI-Vorsätze (Nano 10⁻⁹ bis Mega 10⁶), und das CGS-Statvolt ({{1 statv v}} V, abgeleitet aus der exakten Lichtgeschwindigkeit) sowie das Abvolt (10⁻⁸ V) sind exakt; jede Umrechnung ist daher exakt.",
      caveat:
        "Seit 2019 wird das Volt selbst über den Josephson-Effekt mit einer exakt festgelegten Konstante realisiert.",
    },
    faqs: [
      {
        question: "Wie viele Millivolt hat ein Volt?",
        answer:
          "Tausend: 1 V = {{1 v mv}} mV, und 1 mV = {{1 mv µv}} µV. Ein Signal von 0,75 V sind also {{0.75 v mv}} mV.",
      },
    ],
  },
  "/electric-resistance": {
    about: [
      "Der elektrische Widerstand ist die Spannung, die pro Stromeinheit nötig ist, R = V/I (ohmsches Gesetz). Seine SI-Einheit ist das Ohm (Ω), ein Volt pro Ampere. Widerstände und Isolationen umfassen viele Größenordnungen, daher kommt es auf die Vorsätze an: Das Kiloohm ist {{1 kohm ohm}} Ω und das Megaohm {{1 megohm ohm}} Ω, das Milliohm dagegen {{1 mohm ohm}} Ω. Achten Sie auf Groß- und Kleinschreibung des Symbols: mΩ ist Milli, MΩ ist Mega, ein Faktor von 10⁹ dazwischen.",
      "Widerstandswerte in Schaltplänen und Farbcodes werden in Ω, kΩ und MΩ angegeben (oft als 4k7 für 4,7 kΩ geschrieben); Isolationsmessgeräte zeigen MΩ an; Strommesswiderstände (Shunts), Kontakte, Kabelverbindungen und der Innenwiderstand von Batterien werden in mΩ gemessen. Seit 2019 wird das Ohm über den Quanten-Hall-Effekt mit einer exakt festgelegten Von-Klitzing-Konstante realisiert.",
    ],
    useCases: [
      "Widerstandskennzeichnungen wie 4k7 oder 2M2 lesen und in Ohm umrechnen.",
      "Das ohmsche Gesetz und Leistungsformeln (P = I²·R) mit einheitlichen Einheiten anwenden.",
      "Kontakt- oder Shuntwiderstände in Milliohm und Isolationsmesswerte in Megaohm prüfen.",
    ],
    accuracy: {
      definitions:
        "Die metrischen Einheiten unterscheiden sich durch SI-Vorsätze (Mikro 10⁻⁶ bis Giga 10⁹), und das CGS-Abohm (10⁻⁹ Ω), das Statohm ({{1 statohm ohm}} Ω) und die Von-Klitzing-Konstante h/e² sind exakt, diese Umrechnungen also ebenfalls; das internationale Ohm von 1908 ({{1 ohm_int ohm}} Ω) ist ein historischer Wert, übernommen aus GNU units.",
      caveat:
        "Die Einheit mit dem Code mohm ist das Milliohm; das Megaohm ist gesondert als MΩ aufgeführt.",
    },
    faqs: [
      {
        question: "Was ist der Unterschied zwischen mΩ und MΩ?",
        answer:
          "mΩ (kleines m) ist das Milliohm, ein Tausendstel Ohm; MΩ (großes M) ist das Megaohm, eine Million Ohm. 1 MΩ = {{1 megohm mohm}} mΩ; wer beide verwechselt, liegt also um den Faktor einer Milliarde daneben.",
      },
    ],
  },
  "/electric-resistivity": {
    about: [
      "Der spezifische elektrische Widerstand ρ ist der formunabhängige Widerstand eines Materials: Ein Leiter der Länge L mit dem Querschnitt A hat R = ρ·L/A. Seine SI-Einheit ist das Ohmmeter (Ω·m). Das Ohmzentimeter, üblich für Halbleiter und Wasser, ist {{1 ohm_cm ohm_m}} Ω·m, also 1 Ω·m = {{1 ohm_m ohm_cm}} Ω·cm; mit dem exakten Fuß und Zoll gilt 1 Ω·ft = {{1 ohm_ft ohm_m}} Ω·m und 1 Ω·in = {{1 ohm_in ohm_m}} Ω·m.",
      "Spezifische Widerstände umfassen mehr als 20 Größenordnungen: Geglühtes Kupfer hat bei 20 °C etwa 1,72 × 10⁻⁸ Ω·m, Siliziumwafer werden von Bruchteilen eines Ω·cm bis zu Tausenden spezifiziert, Reinstwasser erreicht bei 25 °C 18,2 MΩ·cm ({{18.2 ohm_cm ohm_m}} MΩ·m), und Böden für die Erdungsplanung messen von einigen zehn bis zu Tausenden Ω·m. Die in den USA für Drähte verwendete Einheit „ohm-circular mil per foot“ (Ohm mal Circular Mil pro Fuß) ist eine andere Einheit, nicht das Ω·ft dieser Seite.",
    ],
    useCases: [
      "Spezifische Widerstände von Wafern und Halbleitern zwischen Ω·cm und Ω·m umrechnen.",
      "Ergebnisse von Bodenwiderstandsmessungen für Erdungsanlagen und kathodischen Korrosionsschutz lesen.",
      "Die Reinheit von Wasser prüfen, die in MΩ·cm angegeben ist.",
    ],
    example: { context: "der spezifische Widerstand eines Bodens" },
    accuracy: {
      definitions:
        "Die Einheiten unterscheiden sich durch SI-Vorsätze und exakte Längen und Flächen (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m, 1 Circular Mil = π/4 mil²); die Faktoren sind daher exakt.",
      caveat:
        "Bei sehr kleinen Werten wie denen von Metallen rechnen Sie die Zahl um und behalten die Zehnerpotenz bei (1,72 × 10⁻⁸ Ω·m sind {{1.72 ohm_m ohm_cm}} × 10⁻⁸ Ω·cm), da die Anzeige nach 6 Nachkommastellen endet.",
    },
    faqs: [
      {
        question: "Was ist der Unterschied zwischen Widerstand und spezifischem Widerstand?",
        answer:
          "Der Widerstand (Ω) gehört zu einem bestimmten Gegenstand, der spezifische Widerstand (Ω·m) zum Material. Der Widerstand eines Kupferdrahts hängt von seiner Länge und Dicke ab, sein spezifischer Widerstand nicht: R = ρ·L/A.",
      },
    ],
  },
  "/electric-conductance": {
    about: [
      "Der elektrische Leitwert G ist der Kehrwert des Widerstands, G = 1/R = I/V: wie leicht Strom fließt. Seine SI-Einheit ist das Siemens (S), ein Ampere pro Volt. Das Mho (℧, „ohm“ rückwärts geschrieben) ist der ältere Name derselben Einheit, 1 ℧ = {{1 mho s}} S. Millisiemens und Mikrosiemens sind {{1 ms s}} S und {{1 µs s}} S.",
      "Bei parallelen Pfaden addieren sich die Leitwerte, so wie sich Widerstände in Reihe addieren; das macht G in der Schaltungsanalyse praktisch. Die Steilheit von Transistoren wird in mS (oder dem alten mmho) angegeben, Isolationsableitung in µS oder nS, und der Scheinleitwert in Wechselstromkreisen hat dieselbe Einheit.",
    ],
    useCases: [
      "Werte der Steilheit zwischen mS, µS und älteren Datenblättern mit Mho umrechnen.",
      "Parallele Pfade durch Addieren der Leitwerte zusammenfassen.",
      "Einen gemessenen Widerstand für die Schaltungsanalyse in einen Leitwert (1/R) umwandeln.",
    ],
    example: { context: "der Leitwert eines 500-Ω-Widerstands" },
    accuracy: {
      definitions:
        "Das Mho ist exakt gleich dem Siemens, die übrigen metrischen Einheiten unterscheiden sich durch SI-Vorsätze, und das CGS-Abmho (10⁹ S), das Statmho und das Leitwertquantum 2e²/h sind exakt; jede Umrechnung ist daher exakt.",
    },
    faqs: [
      {
        question: "Ist ein Mho dasselbe wie ein Siemens?",
        answer:
          "Ja. Mho (Symbol ℧) war der Name des reziproken Ohms, bis das Siemens 1971 in das SI aufgenommen wurde; 1 Mho = {{1 mho s}} S.",
      },
    ],
  },
  "/electric-conductivity": {
    about: [
      "Die elektrische Leitfähigkeit σ (oder κ) ist der Kehrwert des spezifischen Widerstands: wie gut ein Material Strom leitet. Ihre SI-Einheit ist das Siemens pro Meter (S/m); das Mho pro Meter ist dieselbe Einheit. Das Siemens pro Zentimeter ist eine hundertmal größere Einheit, 1 S/cm = {{1 s_cm s_m}} S/m, und das Millisiemens pro Zentimeter, die übliche Einheit der Wasseranalyse, ist {{1 ms_cm s_m}} S/m.",
      "Bei Wasseruntersuchungen wird die Leitfähigkeit in mS/cm oder µS/cm abgelesen: Reinstwasser hat etwa 0,055 µS/cm, Meerwasser rund 5 S/m ({{5 s_m ms_cm}} mS/cm), und Nährlösungen für Hydrokultur werden nach ihrem EC-Wert in mS/cm dosiert. Die Bodenversalzung in dS/m hat dieselben Zahlenwerte wie mS/cm. Metalle liegen weit höher: 100 % IACS, der Standard für geglühtes Kupfer, sind etwa 58 MS/m.",
    ],
    useCases: [
      "Messwerte von Leitfähigkeitsmessgeräten (EC) zwischen mS/cm und S/m umrechnen.",
      "Daten zu Wasserqualität und Salzgehalt aus verschiedenen Quellen vergleichen.",
      "Spezifische Widerstände für Werkstofftabellen in Leitfähigkeiten (σ = 1/ρ) umwandeln.",
    ],
    example: { context: "ein EC-Messwert" },
    accuracy: {
      definitions:
        "Das Mho pro Meter ist gleich dem S/m, die Einheiten pro Zentimeter sind exakte dezimale Vielfache (1 S/cm = {{1 s_cm s_m}} S/m, 1 mS/cm = {{1 ms_cm s_m}} S/m), und 1 % IACS ist nach dem Kupferstandard von 1913 {{1 iacs s_m}} S/m; jede Umrechnung ist daher exakt.",
      caveat:
        "Leitfähigkeitsmessgeräte geben Werte meist auf 25 °C korrigiert aus, weil die Leitfähigkeit von Lösungen mit der Temperatur steigt.",
    },
    faqs: [
      {
        question: "Wie rechne ich µS/cm in mS/cm um?",
        answer:
          "Teilen Sie durch 1.000: 1.000 µS/cm sind 1 mS/cm, also {{1 ms_cm s_m}} S/m. Trinkwasser mit 500 µS/cm hat 0,5 mS/cm oder {{0.5 ms_cm s_m}} S/m.",
      },
    ],
  },
  "/electrostatic-capacitance": {
    about: [
      "Die Kapazität ist die Ladung, die ein Bauteil pro Volt speichert, C = Q/V. Ihre SI-Einheit ist das Farad (F), ein Coulomb pro Volt, eine große Einheit: Schaltungen verwenden Mikrofarad ({{1 µf f}} F) und Nanofarad ({{1 nf f}} F), Superkondensatoren erreichen ganze Farad. Auf dieser Seite ist mF das Millifarad, {{1 mf f}} F; ältere Kataloge schrieben „mf“ oder „mfd“ für das Mikrofarad, prüfen Sie also, was eine alte Stückliste meint.",
      "Keramikkondensatoren sind oft mit einem dreistelligen Code in Pikofarad beschriftet: „104“ bedeutet 10 × 10⁴ pF, also 100 nF oder {{100 nf µf}} µF. Elektrolytkondensatoren sind in µF beschriftet, Folienkondensatoren in nF oder µF, und die gespeicherte Energie ist ½·C·V².",
    ],
    useCases: [
      "Kondensatorcodes lesen und ein in nF beschriftetes Bauteil für eines einsetzen, das in µF angegeben ist.",
      "RC-Zeitglieder und Filter (τ = R·C, f = 1/(2π·R·C)) mit einheitlichen Einheiten auslegen.",
      "Superkondensator-Bänke aus dem Energiebedarf (E = ½·C·V²) in Farad dimensionieren.",
    ],
    accuracy: {
      definitions:
        "Die metrischen Einheiten unterscheiden sich durch SI-Vorsätze, und die CGS-Einheiten sind exakt (1 abF = 10⁹ F; 1 statF, der Zentimeter als Kapazitätseinheit, ist {{1 statf pf}} pF, abgeleitet aus der exakten Lichtgeschwindigkeit), diese Umrechnungen also ebenfalls; das Jar, das internationale Farad und das konventionelle Farad von 1990 sind historische Werte, übernommen aus GNU units.",
      caveat:
        "Beachten Sie, dass mF hier das Millifarad ist: Eine alte Beschriftung „mfd“ bedeutet Mikrofarad.",
    },
    faqs: [
      {
        question: "Was bedeutet 104 auf einem Kondensator?",
        answer:
          "Die ersten beiden Ziffern sind der Wert, die dritte die Zahl der Nullen, in Pikofarad: 104 ist 10 mit vier Nullen, 100.000 pF, also 100 nF oder {{100 nf µf}} µF. Ebenso ist 103 gleich 10 nF und 473 gleich 47 nF.",
      },
    ],
  },
  "/inductance": {
    about: [
      "Die Induktivität L verknüpft die in einem Leiter induzierte Spannung mit der Änderungsrate des Stroms, V = L·dI/dt, und den verketteten magnetischen Fluss mit dem Strom. Ihre SI-Einheit ist das Henry (H), ein Weber pro Ampere oder eine Voltsekunde pro Ampere. Reale Induktivitäten sind viel kleiner: Das Millihenry ist {{1 mh h}} H, das Mikrohenry {{1 µh h}} H und das Nanohenry {{1 nh µh}} µH.",
      "Netzdrosseln und Spulen für Lautsprecherweichen liegen im mH-Bereich, Spulen von Schaltreglern im µH-Bereich, HF-Spulen und die parasitäre Induktivität von Leiterbahnen und Bauteilanschlüssen im nH-Bereich. Die in einer Spule gespeicherte Energie ist ½·L·I², und zusammen mit einem Kondensator bestimmt sie die Resonanzfrequenz f = 1/(2π·√(L·C)).",
    ],
    useCases: [
      "Induktivitätswerte aus Datenblättern in µH und mH abgleichen.",
      "LC-Resonanzfrequenzen und Filtergrenzfrequenzen mit einheitlichen Einheiten berechnen.",
      "Die in einer Spule gespeicherte Energie abschätzen (½·L·I²).",
    ],
    example: { context: "ein gängiger Induktivitätswert" },
    accuracy: {
      definitions:
        "Die metrischen Einheiten unterscheiden sich durch SI-Vorsätze, die CGS-Einheiten sind exakt (1 abH, der Zentimeter als Induktivitätseinheit, ist 1 nH; 1 statH ist {{1 stath h}} H), und Quadrant und Secohm sind alte Namen des Henry, diese Umrechnungen sind also exakt; das internationale Henry und das konventionelle Henry von 1990 sind historische Werte, übernommen aus GNU units.",
      caveat:
        "Der tatsächliche Wert einer Spule hat typischerweise eine Toleranz von mehreren Prozent und ändert sich mit Strom und Frequenz.",
    },
    faqs: [],
  },
};
