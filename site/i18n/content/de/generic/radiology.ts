import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/radiology.ts. */
export const texts: UnitTranslations = {
  "/radiation": {
    about: [
      "Diese Seite rechnet Radioaktivität um, die Zahl der Kernzerfälle pro Sekunde in einer Probe. Ihre SI-Einheit ist das Becquerel (Bq), ein Zerfall pro Sekunde, identisch mit der Einheit Zerfall pro Sekunde (dps). Das Curie (Ci), ursprünglich die Aktivität von etwa einem Gramm Radium-226, ist als exakt {{1 ci bq}} Bq definiert. Das Rutherford (Rd, hier mit dem Code rd) ist eine veraltete Einheit von einer Million Zerfällen pro Sekunde, {{1 rd bq}} Bq, so groß wie ein Megabecquerel; es ist nicht das Rad, die alte Einheit der Energiedosis, die Sie im Energiedosis-Umrechner finden.",
      "In der Aktivität werden radioaktive Quellen, nuklearmedizinische Dosen, Kontaminationen und Radonmessungen angegeben. Sie sagt, wie viele Zerfälle stattfinden, nicht wie viel Energie einen Körper erreicht: Für die Ionendosis in Luft und die Energiedosis verwenden Sie den Ionendosis- und den Energiedosis-Umrechner.",
    ],
    useCases: [
      "Aktivitäten von Quellen zwischen Curie und Becquerel umrechnen.",
      "Historische Literatur in Rutherford als MBq oder mCi lesen.",
      "Zerfallszahlen in dps mit einem Quellenzertifikat in Bq abgleichen.",
    ],
    example: { context: "die Aktivität einer Quelle" },
    accuracy: {
      definitions:
        "Jede Einheit hier ist exakt definiert: 1 Bq = 1 dps, das Curie ist nach internationaler Vereinbarung exakt {{1 ci bq}} Bq, und das Rutherford ist {{1 rd bq}} Bq.",
      caveat:
        "Ergebnisse unter 0,000001, etwa 1 Bq in Curie ({{1 bq ci}} Ci), werden in wissenschaftlicher Schreibweise angezeigt.",
    },
    faqs: [
      {
        question: "Ist rd das Rad?",
        answer:
          "Nein. Auf dieser Seite ist rd das Rutherford, eine Einheit der Aktivität ({{1 rd bq}} Zerfälle pro Sekunde). Das Rad ist eine Einheit der Energiedosis (0,01 Gray) und lässt sich nicht in Becquerel umrechnen, weil die Dosis von der Energie der Strahlung und vom absorbierenden Material abhängt.",
      },
    ],
  },
  "/radiation-activity": {
    about: [
      "Die Radioaktivität (Aktivität) ist die Zahl der Atomkerne, die pro Sekunde zerfallen. Ihre SI-Einheit ist das Becquerel (Bq), ein Zerfall pro Sekunde. Das ältere Curie (Ci) ist als exakt {{1 ci bq}} Bq definiert, nahe der Aktivität von einem Gramm Radium-226; also sind 1 mCi = {{1 mci bq}} Bq ({{1 mci mega_bq}} MBq) und 1 µCi = {{1 µci bq}} Bq. Weil das Curie so groß und das Becquerel so klein ist, tragen reale Werte meist Vorsätze: MBq und GBq im SI, mCi und µCi in der US-Praxis.",
      "Die Nuklearmedizin verordnet Dosen in den meisten Ländern in MBq, die US-Praxis verwendet noch mCi; umschlossene Quellen, industrielle Radiographie und Laborisotope werden in beiden Einheiten gekennzeichnet. Umweltwerte werden pro Volumen oder Masse angegeben: Radon in Luft in Bq/m³ oder pCi/L (1 pCi sind {{1e-12 ci bq}} Bq, also 1 pCi/L = 37 Bq/m³), und ein Ionisationsrauchmelder im Haushalt enthält etwa 1 µCi Americium-241 oder weniger.",
    ],
    useCases: [
      "Nuklearmedizinische Dosen zwischen mCi und MBq umrechnen.",
      "Quellenzertifikate und Beförderungspapiere lesen, die die Aktivität in Ci und Bq angeben.",
      "Radonwerte über den Faktor zwischen Curie und Becquerel zwischen pCi/L und Bq/m³ umrechnen.",
    ],
    accuracy: {
      definitions:
        "Das Curie ist als exakt {{1 ci bq}} Bq definiert, und seine Vielfachen (kCi bis pCi) sowie die des Becquerel sind exakte dezimale Stufen; jede Umrechnung ist daher exakt.",
      caveat:
        "Die Aktivität einer realen Quelle nimmt mit ihrer Halbwertszeit ab, ein Zertifikatswert gilt also nur an seinem Bezugsdatum.",
    },
    faqs: [
      {
        question: "Wie rechne ich mCi in MBq um?",
        answer:
          "Multiplizieren Sie mit {{1 mci mega_bq}}: 1 mCi = {{1 mci bq}} Bq = {{1 mci mega_bq}} MBq. Umgekehrt ist 1 MBq = {{1 mega_bq mci}} mCi, 100 MBq sind also {{100 mega_bq mci}} mCi.",
      },
    ],
  },
  "/radiation-exposure": {
    about: [
      "Die Ionendosis misst die Ionisation, die Röntgen- oder Gammastrahlung in Luft erzeugt: die elektrische Ladung der gebildeten Ionen pro Masseneinheit Luft. Ihre SI-Einheit ist das Coulomb pro Kilogramm (C/kg). Das Röntgen (R) ist die historische Einheit der Ionisation in Luft, definiert als exakt {{1 r c_kg}} C/kg; Milliröntgen und Mikroröntgen sind ein Tausendstel und ein Millionstel davon.",
      "Die Ionendosis gilt nur für Röntgen- und Gammastrahlung in Luft und ist keine Dosis im Sinne der Energiedosis. Ortsdosisleistungsmessgeräte und ältere Dosimeter zeigen mR/h oder µR/h an (der natürliche Hintergrund liegt typischerweise zwischen wenigen und etwa 20 µR/h), und ältere Literatur aus Radiologie und Zivilschutz verwendet Röntgen. Bei Gammastrahlung entspricht eine Ionendosis von 1 R einer Energiedosis von etwa 8,76 mGy in Luft und knapp 0,01 Gy in Weichgewebe; daher stammt die Faustregel 1 R ≈ 1 rad.",
    ],
    useCases: [
      "Messwerte älterer Strahlenmessgeräte (mR/h, µR/h) zwischen den Einheiten umrechnen.",
      "Historische Ionendosen in Röntgen in die SI-Einheit C/kg übertragen.",
      "Hintergrundwerte in µR mit Gerätegrenzen in mR vergleichen.",
    ],
    example: {
      note: "Raten wie µR/h rechnen sich genauso um; die Stunde bleibt auf beiden Seiten stehen.",
    },
    accuracy: {
      definitions:
        "Das Röntgen ist als exakt {{1 r c_kg}} C/kg definiert (NIST SP 811), und kR, mR und µR sind exakte dezimale Stufen davon.",
      caveat:
        "Die Umrechnung der Ionendosis in Energiedosis (Gy) oder effektive Dosis (Sv) ist kein fester Faktor: Sie hängt von der Energie der Strahlung und vom Material ab.",
    },
    faqs: [
      {
        question: "Wie rechne ich Röntgen in Gray oder Sievert um?",
        answer:
          "Nicht mit einem einzigen Faktor, denn die Ionendosis ist Ionisation in Luft, während Gray und Sievert Dosen sind. Bei Gammastrahlung in Weichgewebe ergibt 1 R ungefähr 0,0095 Gy, und für solche Strahlung ist die Äquivalentdosis in Sv zahlenmäßig gleich der Energiedosis in Gy; der Energiedosis-Umrechner rechnet zwischen Gy, rad, mGy und µGy um.",
      },
    ],
  },
  "/radiation-absorbed-dose": {
    about: [
      "Die Energiedosis ist die Energie, die ionisierende Strahlung pro Masseneinheit in Materie abgibt. Ihre SI-Einheit ist das Gray (Gy), ein Joule pro Kilogramm. Das Rad (radiation absorbed dose) ist die ältere CGS-Einheit von 100 Erg pro Gramm, exakt {{1 rad gy}} Gy; also gilt 1 Gy = {{1 gy rad}} rad und 1 rad = {{1 rad mgy}} mGy. Die medizinische Bildgebung arbeitet mit Milligray und Mikrogray.",
      "Die Strahlentherapie verordnet Dosen in Gy (üblich sind etwa 2 Gy pro täglicher Fraktion), CT-Geräte geben ihren Dosisindex in mGy an, und Ganzkörperdosen über etwa 1 Gy verursachen die akute Strahlenkrankheit. Das Gray misst die physikalische Energie; das Sievert (Sv), das dieselbe Dimension J/kg hat, gewichtet sie nach der biologischen Wirkung von Strahlenart und Gewebe, Gy und Sv sind daher im Allgemeinen nicht austauschbar. Das Rad ist außerdem etwas anderes als das rd (Rutherford), eine Einheit der Aktivität.",
    ],
    useCases: [
      "Dosen in Strahlentherapie und Strahlenbiologie zwischen rad und Gy umrechnen (1 cGy = 1 rad).",
      "Dosisberichte von CT- und Röntgenuntersuchungen in mGy neben älteren Werten in rad oder mrad lesen.",
      "Dosimeter- und Kalibrierdaten zwischen Gy, mGy und µGy umrechnen.",
    ],
    example: { context: "eine Fraktion in der Strahlentherapie" },
    accuracy: {
      definitions:
        "Das Gray ist ein Joule pro Kilogramm und das Rad exakt {{1 rad gy}} Gy (100 erg/g), und die Einheiten mit Vorsätzen zu Gray und Rad sind exakte dezimale Stufen; jede Umrechnung ist daher exakt.",
      caveat:
        "Die Seite rechnet nur die Energiedosis um; für die Umrechnung von Gy in Sv braucht man Wichtungsfaktoren für Strahlung und Gewebe.",
    },
    faqs: [
      {
        question: "Ist ein Gray dasselbe wie ein Sievert?",
        answer:
          "Beide sind Joule pro Kilogramm, aber das Gray ist absorbierte Energie und das Sievert eine nach biologischer Wirkung gewichtete Dosis. Für Röntgen- und Gammastrahlung sowie Elektronen ist der Strahlungswichtungsfaktor 1, 1 Gy entspricht also 1 Sv Äquivalentdosis; für Alphateilchen ist der Faktor 20.",
      },
    ],
  },
};
