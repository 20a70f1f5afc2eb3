import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/other.ts. */
export const texts: UnitTranslations = {
  "/prefixes": {
    about: [
      "Metrische (SI-)Vorsätze skalieren jede Einheit mit einer Zehnerpotenz: Kilo bedeutet tausend (10³), Mega eine Million (10⁶) und Giga eine Milliarde (10⁹). Diese Seite rechnet eine Größe zwischen der reinen Einheit und jedem SI-Vorsatz von Quekto bis Quetta sowie den binären Vorsätzen Kibi bis Exbi um, also 1 Mega = {{1 m k}} Kilo und 2,5 Giga = {{2.5 g k}} Kilo. Beachten Sie die Codes dieser Seite: m steht für Mega und g für Giga. In echten SI-Symbolen sind die Großbuchstaben Pflicht, M für Mega und G für Giga, denn kleines m ist Milli (10⁻³) und g das Gramm.",
      "Dieselben Vorsätze funktionieren mit jeder Einheit: kW, MW und GW bei Leistung; kHz, MHz und GHz bei Frequenz; kV bei Spannung; kbit/s, Mbit/s und Gbit/s bei Datenraten. Das SI definiert seit 2022 24 Vorsätze, von Quekto (10⁻³⁰) bis Quetta (10³⁰). Sie sind immer dezimal; die binären Vielfachen bei Computerspeicher verwenden andere Vorsätze (Kibi, Mebi, Gibi, 2¹⁰, 2²⁰, 2³⁰), also 1 Mebi = {{1 mebi unit}} Einheiten. Vorsätze außer unit, k, m und g haben ausgeschriebene Codes (milli, micro, tera, kibi).",
    ],
    useCases: [
      "Eine Leistungs- oder Energieangabe zwischen kW, MW und GW oder kWh, MWh und GWh umschreiben.",
      "Frequenzen zwischen kHz, MHz und GHz umrechnen.",
      "Große Zahlen, die als 4,7 M oder 1,2 G geschrieben sind, als ausgeschriebene Zahlen lesen.",
    ],
    example: { note: "Auf dieser Seite steht G für Giga und M für Mega." },
    accuracy: {
      definitions:
        "SI-Vorsätze sind exakte Zehnerpotenzen (Kilo 10³, Mega 10⁶, Giga 10⁹) und binäre Vorsätze exakte Zweierpotenzen (Kibi 2¹⁰); jede Umrechnung hier ist daher exakt.",
      caveat:
        "Die vier neuesten SI-Vorsätze (Ronna, Quetta, Ronto, Quekto, 2022) werden als einfache Zehnerpotenzen geprüft, weil GNU units 2.22 älter ist als sie. Denken Sie an die Codes dieser Seite: m ist Mega und g ist Giga, nicht Milli und Gramm.",
    },
    faqs: [
      {
        question: "Ist eine „billion“ dasselbe wie Giga?",
        answer:
          "In der kurzen Skala, die das Englische heute verwendet, ja: Eine englische „billion“ ist 10⁹, also Giga (auf Deutsch eine Milliarde), und 1 Giga = {{1 g unit}} Einheiten. Manche Sprachen, so auch das Deutsche, verwenden „Billion“ für 10¹²; bei internationaler Arbeit ist der Vorsatz daher die eindeutige Wahl.",
      },
    ],
  },
  "/data-transfer": {
    about: [
      "Die Datenübertragungsrate (Bitrate, Bandbreite) ist die Datenmenge, die pro Sekunde übertragen wird. Ihre Grundeinheit ist das Bit pro Sekunde (bit/s, bps), und Netzwerkgeschwindigkeiten verwenden immer dezimale Vorsätze: 1 kbit/s = {{1 kbps bps}} bit/s, 1 Mbit/s = {{1 mbps bps}} bit/s und 1 Gbit/s = {{1 gbps bps}} bit/s, wie in den Spezifikationen von Ethernet, WLAN, Mobilfunk und USB.",
      "Das sind Bits, keine Bytes. Ein Byte sind 8 Bit, eine Verbindung mit 100 Mbit/s überträgt also höchstens 12,5 Megabyte pro Sekunde, und Dateigrößen in MB oder GB müssen mit 8 multipliziert werden, um sie mit einer Leitungsgeschwindigkeit zu vergleichen. Bekannte Raten: Einwahlmodems 56 kbit/s, USB 2.0 480 Mbit/s ({{480 mbps gbps}} Gbit/s), Gigabit-Ethernet 1 Gbit/s. Beworbene Raten sind Leitungsraten; durch den Protokoll-Overhead ist der nutzbare Durchsatz geringer.",
    ],
    useCases: [
      "Internettarife und Verbindungsgeschwindigkeiten in kbit/s, Mbit/s und Gbit/s vergleichen.",
      "Die Downloadzeit abschätzen: Dateigröße in Bit geteilt durch die Rate.",
      "Geschwindigkeiten von Schnittstellen (USB, Ethernet, WLAN) zwischen Mbit/s und Gbit/s umrechnen.",
    ],
    accuracy: {
      definitions:
        "Die Bit- und Byte-Einheiten verwenden die dezimalen Vorsätze, die Netzwerk- und Schnittstellennormen verwenden (Kilo = 1.000, Mega = 10⁶, Giga = 10⁹), und KiB/s, MiB/s und GiB/s die binären (1.024); jede Umrechnung ist daher exakt.",
      caveat:
        "Viele Download-Programme zeigen KiB/s an, beschriften es aber mit KB/s: 1 KiB/s = {{1 kib_s kbyte_s}} kB/s.",
    },
    faqs: [
      {
        question: "Was ist der Unterschied zwischen Mbps und MB/s?",
        answer:
          "Mbps (Mbit/s) zählt Megabit, MB/s Megabyte, und ein Byte sind 8 Bit: Teilen Sie Mbit/s durch 8, um MB/s zu erhalten. Eine Verbindung mit 1 Gbit/s, {{1 gbps mbps}} Mbit/s, überträgt höchstens {{1 gbps mbyte_s}} MB/s; eine Datei von 1 GB braucht also mindestens 8 Sekunden.",
      },
    ],
  },
  "/sound": {
    about: [
      "Schall- und Signalpegel sind logarithmische Verhältnisse. Das Dezibel (dB) ist ein Zehntel Bel, 1 B = {{1 b db}} dB. Das Neper (Np) verwendet natürliche Logarithmen; diese Seite folgt der Konvention für Feldgrößen nach ISO 80000-3, nach der ein Amplitudenverhältnis (Druck, Spannung) ln(A₁/A₀) Np = 20·log₁₀(A₁/A₀) dB ist; also gilt 1 Np = 20/ln 10 dB = {{1 np db}} dB und 1 dB = {{1 db np}} Np.",
      "dB SPL ist ein absoluter Schalldruckpegel: dB re 20 µPa, bezogen auf die nominelle Hörschwelle; 60 dB SPL (normales Gespräch) sind also 60 dB über diesem Bezugswert. Die Seite rechnet ihn als Pegel um, nicht als Differenz: Die Differenz zwischen zwei Schalldruckpegeln wird in einfachen dB angegeben. Pegel addieren sich logarithmisch, nicht arithmetisch: Zwei gleich laute, unkorrelierte Quellen sind zusammen etwa 3 dB lauter als eine.",
    ],
    useCases: [
      "Dämpfungen bei Leitungen und in der Akustik zwischen Neper und Dezibel umrechnen.",
      "Bel in älteren Texten als Dezibel lesen.",
      "Einen gemessenen Schalldruckpegel als dB re 20 µPa angeben oder einen Unterwasserpegel (dB re 1 µPa) auf diesen Bezugswert umrechnen.",
    ],
    example: { context: "ein Amplitudenverhältnis von 10" },
    accuracy: {
      verdict: "Ja, unter den genannten Konventionen.",
      definitions:
        "Das Bel ist exakt {{1 b db}} dB, und das Neper folgt der Konvention für Feldgrößen (1 Np = 20/ln 10 dB), berechnet ohne gerundete Konstanten.",
      caveat:
        "Manche Texte wenden das Neper ohne den Faktor ½ auf Leistungsverhältnisse an, was 10/ln 10 dB ergibt, die Hälfte des hier verwendeten Werts; dB SPL wird immer als dB re 20 µPa behandelt, und dB re 1 µPa, der Unterwasser-Bezugswert, bei gleichem Druck als exakt 20·log₁₀ 20 = {{0 db_spl db_re_1upa}} dB darüber.",
    },
    faqs: [
      {
        question: "Wie rechne ich dB SPL in Pascal um?",
        answer:
          "Das ist kein Einheitenfaktor, sondern eine Exponentialfunktion: p = 20 µPa × 10^(L/20). Zum Beispiel sind 94 dB SPL etwa 1 Pa, weshalb Schallkalibratoren 94 dB verwenden, und alle 20 dB verzehnfacht sich der Druck.",
      },
    ],
  },
};
