import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/category/data-storage.ts. */
export const texts: UnitTranslations = {
  "/data-storage": {
    about: [
      "Digitale Information wird in Bit und Byte gezählt. Ein Bit (b) ist eine Binärziffer, 0 oder 1; ein Byte (B) sind {{1 B b}} Bit, die kleinste Einheit, die die meisten Computer adressieren. Groß- und Kleinschreibung zählt: „b“ steht für Bit und „B“ für Byte, ein Megabit (Mb) ist also ein Achtel eines Megabytes (MB). Das Bit ist keine SI-Einheit, doch Speichergrößen verwenden SI-Vorsätze in ihrer üblichen dezimalen Bedeutung.",
      "Kilobyte, Megabyte, Gigabyte und Terabyte sind auf dieser Seite dezimal, so wie SI und IEC sie definieren und wie die Hersteller von Festplatten, SSDs und Speicherkarten sie verwenden: 1 KB (im SI-Stil kB geschrieben) = {{1 KB B}} Byte, 1 MB = {{1 MB KB}} KB, 1 GB = {{1 GB MB}} MB und 1 TB = {{1 TB GB}} GB, ein Terabyte sind also 10¹² Byte. Daneben bietet die Seite die 1998 eingeführten binären Einheiten der IEC: das Kibibyte (KiB) mit {{1 KiB B}} Byte, das Mebibyte (MiB) mit {{1 MiB KiB}} KiB, das Gibibyte (GiB) mit {{1 GiB MiB}} MiB und das Tebibyte (TiB) mit {{1 TiB GiB}} GiB.",
      "Der Abstand zwischen beiden Familien wächst mit jedem Vorsatz: Ein KiB sind {{1 KiB KB}} KB, ein MiB {{1 MiB MB}} MB, ein GiB {{1 GiB GB}} GB und ein TiB {{1 TiB TB}} TB. Deshalb erscheint ein als 1 TB verkauftes Laufwerk, das 10¹² Byte fasst, als {{1 TB GiB}} „GB“ in einem Betriebssystem, das in binären Einheiten zählt, sie aber GB nennt, wie Windows. Es fehlt keine Kapazität; dieselbe Zahl von Bytes wird nur in einer größeren Einheit angegeben. Speicherchips (RAM) werden in Zweierpotenzen gebaut, und das „GB“ der Speicherhersteller (die JEDEC-Konvention) ist das GiB.",
    ],
    useCases: [
      "Die Kapazität eines neuen Laufwerks prüfen: Ein 2-TB-Laufwerk fasst {{2 TB TiB}} TiB, die Zahl, die ein in binären Einheiten zählendes System als „TB“ anzeigt.",
      "Abschätzen, wie viele Dateien auf eine Karte oder einen Stick passen: Eine 64-GB-Speicherkarte fasst {{64 GB MB}} MB Daten (vor dem Eigenbedarf des Dateisystems).",
      "RAM-Größen vergleichen, die binär sind: 16 GiB RAM sind {{16 GiB GB}} dezimale GB.",
      "Zwischen Bit und Byte umrechnen, bei Dateigrößen und Datenvolumen: 1 MB sind {{1 MB b}} Bit.",
      "Entwicklerwerkzeuge und Logs lesen, die Größen in KiB oder MiB angeben: 512 KiB sind {{512 KiB KB}} KB.",
      "Datensicherungen planen: 750 GB Fotos belegen auf einem dezimal beschrifteten Sicherungslaufwerk {{750 GB TB}} TB.",
    ],
    guides: [
      {
        title: "Warum eine 1-TB-Festplatte weniger als 1 TB anzeigt",
        content: [
          "Laufwerkshersteller zählen dezimal: 1 TB = 10¹² Byte. Ein Betriebssystem, das dreimal durch 1.024 teilt, aber weiterhin „GB“ schreibt, meldet {{1 TB GiB}}: Diese Zahl ist in GiB. Das gilt für jede Größe: Ein 500-GB-Laufwerk erscheint als {{500 GB GiB}} GiB und ein 4-TB-Laufwerk als {{4 TB GiB}} GiB oder {{4 TB TiB}} TiB.",
          "Der nutzbare Platz ist dann noch etwas kleiner, weil die Formatierung Raum für das Dateisystem reserviert und manche Geräte einen Wiederherstellungsbereich vorhalten. Dieser Teil ist echter Verwaltungsaufwand, anders als der Unterschied zwischen dezimal und binär, der nur ein Wechsel der Einheit ist.",
        ],
      },
      {
        title: "Von Hand umrechnen",
        content: [
          "Innerhalb der dezimalen Familie multiplizieren oder teilen Sie bei jedem Schritt (KB, MB, GB, TB) durch {{1 MB KB}}. Innerhalb der binären Familie multiplizieren oder teilen Sie durch {{1 KiB B}} (KiB, MiB, GiB, TiB). Zwischen den Familien multiplizieren Sie mit dem Verhältnis für den Vorsatz: GiB in GB mit {{1 GiB GB}}, TiB in TB mit {{1 TiB TB}}.",
          "Byte in Bit: mit {{1 B b}} multiplizieren. Netzwerkgeschwindigkeiten werden in Bit pro Sekunde angegeben, Dateigrößen in Byte; teilen Sie also eine Verbindungsgeschwindigkeit in Megabit pro Sekunde durch {{1 B b}}, um Megabyte pro Sekunde zu erhalten.",
        ],
      },
    ],
    tips: [
      {
        title: "Achten Sie auf das i",
        content: [
          "KiB, MiB, GiB und TiB sind immer binär. KB, MB, GB und TB sind auf dieser Seite immer dezimal; anderswo prüfen Sie den Zusammenhang.",
        ],
      },
      {
        title: "Achten Sie auf b und B",
        content: ["Mb steht für Megabit und MB für Megabyte; 1 MB sind {{1 MB b}} Bit."],
      },
      {
        title: "RAM ist binär",
        content: [
          "Ein als „8 GB“ verkauftes Speichermodul fasst 8 GiB, {{8 GiB GB}} dezimale Gigabyte.",
        ],
      },
    ],
    faqs: [
      {
        question: "Ist 1 KB {{1 KB B}} oder {{1 KiB B}} Byte?",
        answer:
          "In den Normen von SI und IEC und auf dieser Seite ist 1 KB (kB) {{1 KB B}} Byte. {{1 KiB B}} Byte sind ein Kibibyte (KiB). Viele Programme und Speicherhersteller nennen {{1 KiB B}} Byte noch immer „KB“; prüfen Sie also bei jeder Angabe den Zusammenhang.",
      },
      {
        question: "Wie viele GB hat ein TB?",
        answer:
          "In dezimalen Einheiten ist 1 TB = {{1 TB GB}} GB. In binären Einheiten ist 1 TiB = {{1 TiB GiB}} GiB. Gemischt ist 1 TB {{1 TB GiB}} GiB.",
      },
      {
        question: "Warum zeigt meine 1-TB-Festplatte weniger Platz an als angegeben?",
        answer:
          "Weil das Laufwerk in dezimalen Terabyte (10¹² Byte) beschriftet ist und manche Betriebssysteme, darunter Windows, in binären Gibibyte zählen, sie aber GB nennen. 1 TB sind {{1 TB GiB}} GiB: Es geht kein Platz verloren, nur die Einheit ist eine andere.",
      },
      {
        question: "Was ist der Unterschied zwischen GB und GiB?",
        answer:
          "Ein Gigabyte (GB) sind 10⁹ Byte; ein Gibibyte (GiB) sind 2³⁰ Byte, {{1 GiB B}} Byte. Ein GiB sind {{1 GiB GB}} GB, und ein GB sind {{1 GB GiB}} GiB.",
      },
      {
        question: "Wie viele Bit hat ein Byte?",
        answer:
          "Ein Byte hat auf allen heutigen Computern {{1 B b}} Bit; die Normen nennen es auch Oktett. Ein Kilobyte hat demnach {{1 KB b}} Bit.",
      },
      {
        question: "Wie viele MB hat ein GB?",
        answer:
          "In dezimalen Einheiten {{1 GB MB}} MB. In binären Einheiten hat ein GiB {{1 GiB MiB}} MiB. Gemischt ist 1 GB {{1 GB MiB}} MiB.",
      },
    ],
  },
};
