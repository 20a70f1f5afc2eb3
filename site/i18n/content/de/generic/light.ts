import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/light.ts. */
export const texts: UnitTranslations = {
  "/luminance": {
    about: [
      "Die Leuchtdichte ist die Helligkeit einer Fläche, aus einer bestimmten Richtung gesehen: die ausgestrahlte Lichtstärke pro projizierter Flächeneinheit. Ihre SI-Einheit ist die Candela pro Quadratmeter (cd/m²), verbreitet Nit (nt) genannt, was dieselbe Einheit ist: 1 nt = {{1 nt cd_m2}} cd/m². Pro Quadratfuß gilt mit dem exakten Fuß 1 cd/ft² = {{1 cd_ft2 cd_m2}} cd/m²; das CGS-Stilb (sb) ist eine Candela pro Quadratzentimeter, {{1 sb cd_m2}} cd/m².",
      "Im Alltag geht es vor allem um die Helligkeit von Bildschirmen: Monitore, Smartphones und Fernseher werden in Nits angegeben, SDR-Video wird für ein Referenzweiß von 100 cd/m² gemastert, und HDR-Formate und -Bildschirme reichen bis 1.000 cd/m² und darüber. Die Leuchtdichte bewertet auch Straßenbeleuchtung, Schilder, Lichtquellen und medizinische Bildschirme. Das Footlambert (1/π cd/ft², {{1 fl cd_m2}} cd/m²), das für Kinoleinwände verwendet wird, ist eine andere Einheit als cd/ft²; es beschreibt wie Lambert, Millilambert und Apostilb eine vollkommen diffus strahlende Fläche über das Licht, das sie pro Fläche abgibt, daher der Faktor 1/π.",
    ],
    useCases: [
      "Helligkeitsangaben von Bildschirmen in Nits und cd/m² vergleichen.",
      "Leuchtdichtedaten aus US-Quellen in cd/ft² in cd/m² umrechnen.",
      "Ältere Optikliteratur in Stilb als cd/m² lesen.",
    ],
    example: { context: "ein heller HDR-Bildschirm" },
    accuracy: {
      definitions:
        "Das Nit ist die Candela pro Quadratmeter selbst, das Stilb ist exakt {{1 sb cd_m2}} cd/m² (1 cm² = 10⁻⁴ m²), cd/ft² verwendet den exakten Fuß (0,3048 m), und die Lambert-Einheiten teilen exakt durch π; jeder Faktor ist daher exakt.",
      caveat:
        "Die tatsächliche Leuchtdichte eines Bildschirms hängt von seinen Einstellungen und vom Inhalt ab, und daran ändert eine Umrechnung nichts.",
    },
    faqs: [
      {
        question: "Ist ein Nit dasselbe wie eine Candela pro Quadratmeter?",
        answer:
          "Ja: Nit ist ein informeller Name für cd/m², kein Teil des SI, und 1 Nit = {{1 nt cd_m2}} cd/m². Für die Umrechnung von Nits in Lumen braucht man dagegen die leuchtende Fläche und die Winkelverteilung, weil Lumen die gesamte Lichtabgabe messen.",
      },
    ],
  },
  "/luminous-intensity": {
    about: [
      "Die Lichtstärke ist das Licht, das eine Quelle in eine bestimmte Richtung abgibt, gewichtet mit der Empfindlichkeit des Auges. Ihre Einheit, die Candela (cd), ist eine der sieben SI-Basiseinheiten, definiert durch den festgelegten Wert 683 lm/W für das photometrische Strahlungsäquivalent von grünem Licht der Frequenz 540 THz. Candlepower (cp) hat auf dieser Seite seine moderne Bedeutung, 1 cp = {{1 cp cd}} cd; manche älteren Texte verwendeten das Wort für die internationale Kerze.",
      "Die Hefnerkerze (HK), ein deutscher Flammenstandard mit brennendem Amylacetat, und die internationale Kerze von 1909 sind historische Einheiten ohne exakte moderne Definition. Diese Seite verwendet die Werte von GNU units, 1 HK = 0,9 internationale Kerzen = {{1 hk cd}} cd und 1 internationale Kerze = {{1 icd cd}} cd; andere Quellen geben für die Hefnerkerze etwa 0,903 cd an, die letzten Stellen sind also Näherungen. Heute bewertet die Candela LEDs (Millicandela), Taschenlampen (Spitzenlichtstärke des Strahls) und Signalleuchten.",
    ],
    useCases: [
      "Historische Lampenangaben in Hefnerkerzen oder internationalen Kerzen als Candela lesen.",
      "Angaben zu LEDs und Taschenlampen in cd und Candlepower vergleichen.",
      "Die Leuchtweite einer Taschenlampe abschätzen: Die Entfernung bis 0,25 lx nach ANSI FL1 beträgt 2·√I Meter, mit I in Candela.",
    ],
    example: { context: "die Nennlichtstärke einer Lampe" },
    accuracy: {
      verdict: "So genau, wie es die Definitionen der Einheiten zulassen.",
      definitions:
        "Candela und Candlepower sind identisch, diese Umrechnung ist also exakt. Hefnerkerze und internationale Kerze waren physische Flammen- und Lampennormale, die nie exakt an die Candela gebunden wurden: Diese Seite verwendet die Werte von GNU units (1 HK = {{1 hk cd}} cd, 1 internationale Kerze = {{1 icd cd}} cd, 1 Violle = {{1 violle cd}} cd), und die Quellen unterscheiden sich in den letzten Stellen.",
    },
    faqs: [
      {
        question: "Was ist der Unterschied zwischen Candela, Lumen und Lux?",
        answer:
          "Die Candela misst die Lichtstärke in eine Richtung, das Lumen die gesamte Lichtabgabe (1 lm = 1 cd·sr) und das Lux das auf eine Fläche fallende Licht (1 lx = 1 lm/m²). Eine Quelle von 1 cd, die gleichmäßig in alle Richtungen strahlt, gibt 4π ≈ 12,57 lm ab.",
      },
    ],
  },
  "/illumination": {
    about: [
      "Die Beleuchtungsstärke ist die Lichtmenge, die auf eine Fläche fällt: Lichtstrom pro Flächeneinheit. Ihre SI-Einheit ist das Lux (lx), ein Lumen pro Quadratmeter, also 1 lx = {{1 lx lm_m2}} lm/m². Die Footcandle (fc) ist ein Lumen pro Quadratfuß, {{1 fc lx}} lx, und das CGS-Phot (ph) ein Lumen pro Quadratzentimeter, {{1 ph lx}} lx.",
      "Beleuchtungsnormen legen Zielwerte für die Beleuchtungsstärke fest: Etwa 500 lx sieht die europäische Norm für Schreib- und Lesetätigkeiten im Büro vor, während die US-Lichtplanung und manche Vorschriften die Werte noch in Footcandles angeben. Im Freien ist die Spanne riesig, von einem Bruchteil eines Lux bei Vollmond bis zu rund 100.000 lx in direktem Sonnenlicht. Belichtungsmesser in Fotografie, Gartenbau und Gebäudeabnahme messen Lux oder Footcandles.",
    ],
    useCases: [
      "Empfohlene Beleuchtungsstärken zwischen Footcandles und Lux umrechnen.",
      "Den Messwert eines Luxmeters am Arbeitsplatz mit einer Norm in der anderen Einheit abgleichen.",
      "Werte für Pflanzenlampen oder Tageslicht in Lux und Footcandles vergleichen.",
    ],
    example: { context: "Bürobeleuchtung" },
    accuracy: {
      definitions:
        "Das Lux ist das Lumen pro Quadratmeter, das Phot exakt {{1 ph lx}} lx und die Footcandle 1 lm/ft² mit dem exakten Fuß (0,3048 m); 1 fc = {{1 fc lx}} lx gilt also bis auf die angezeigten Stellen.",
      caveat: "Die Messwerte von Luxmetern selbst sind meist auf einige Prozent genau.",
    },
    faqs: [
      {
        question: "Wie rechne ich Lumen in Lux um?",
        answer:
          "Teilen Sie die Lumen, die auf eine Fläche treffen, durch deren Fläche in Quadratmetern: 1.000 lm, gleichmäßig auf 2 m² verteilt, ergeben 500 lx. Lumen messen die gesamte Lichtabgabe einer Quelle, die Umrechnung hängt also von der beleuchteten Fläche ab, nicht von einem festen Faktor.",
      },
    ],
  },
  "/digital-image-resolution": {
    about: [
      "Die Bildauflösung ist hier eine Dichte von Punkten oder Pixeln entlang einer Länge: wie viele in einen Zoll oder einen Zentimeter passen. Anzahlen haben keine Einheit, im SI ist sie also eine reziproke Länge (PNG-Dateien speichern sie in Pixeln pro Meter). Da ein Zoll exakt 2,54 cm ist, gilt 1 dpi = {{1 dpi dpcm}} dots/cm und 300 dpi = {{300 dpi dpcm}} dots/cm. Pixel pro Zoll (ppi) und pro Zentimeter rechnen sich mit demselben Faktor um.",
      "Dpi beschreibt genau genommen Druckerpunkte und Scannerabtastungen, ppi die Pixel eines Bildes oder Bildschirms, doch beide werden oft gleichbedeutend verwendet und rechnen sich identisch um. Für den Druck zielt man meist auf 300 ppi; die alten Bildschirmkonventionen waren 72 ppi (klassischer Mac) und 96 ppi (Windows, und das CSS-Pixel von 1/96 Zoll). JPEG- und TIFF-Dateien können die Auflösung wahlweise in Zoll oder Zentimetern speichern.",
    ],
    useCases: [
      "Eine in dpi angegebene Druckauflösung in Software einstellen, die Pixel pro Zentimeter verlangt.",
      "Die Druckgröße ermitteln: Pixel ÷ ppi ergibt Zoll, Pixel ÷ px/cm ergibt Zentimeter.",
      "Angaben zu Scannern und Druckern in dpi mit metrischen vergleichen.",
    ],
    accuracy: {
      definitions:
        "Der einzige Faktor ist der Zoll, seit dem internationalen Abkommen von 1959 exakt 2,54 cm; 1 dots/cm = {{1 dpcm dpi}} dpi gilt also exakt.",
      caveat:
        "Die Seite zählt einen Punkt und ein Pixel jeweils als eine Einheit, dpi und ppi rechnen sich also gleich um.",
    },
    faqs: [
      {
        question: "In welcher Größe wird mein Bild bei 300 dpi gedruckt?",
        answer:
          "Teilen Sie die Pixelmaße durch die Auflösung: 3.000 × 2.400 Pixel bei 300 ppi ergeben einen Druck von 10 × 8 Zoll, oder bei {{300 ppi ppcm}} px/cm 25,4 × 20,32 cm. Ändern Sie den dpi-Wert in den Metadaten einer Datei, ändert sich nur die Druckgröße, nicht die Zahl der Pixel.",
      },
    ],
  },
  "/frequency-wavelength": {
    about: [
      "Die Frequenz ist die Zahl der Schwingungen pro Sekunde, in Hertz (Hz); die Wellenlänge ist die Strecke, die eine Schwingung umfasst. Für elektromagnetische Wellen im Vakuum sind beide über λ = c/f verknüpft, mit der Lichtgeschwindigkeit c = 299.792.458 m/s exakt; diese Seite rechnet daher in beide Richtungen zwischen Frequenzeinheiten (Hz bis PHz sowie rpm), Wellenzahlen (cm⁻¹), Photonenenergien (eV, über E = hf) und Wellenlängen (km bis pm sowie Ångström) um. Die Wellenlänge ist der Kehrwert der Frequenz: Verdoppelt sich die eine, halbiert sich die andere. Zum Beispiel hat 100 MHz eine Wellenlänge von {{100 mhz m}} m, und 540 THz, das grüne Licht, das die Candela definiert, {{540 thz nm}} nm.",
      "Funktechniker verwenden sie für Antennenlängen und Bandpläne (WLAN bei 2,4 GHz hat {{2.4 ghz cm}} cm), Optik und Spektroskopie zum Wechsel zwischen Nanometern und Terahertz, die Kristallographie für Röntgenstrahlen in Ångström ({{1 angstrom nm}} nm). Alle Wellenlängen hier gelten im Vakuum: In Luft sind sie etwa 0,03 % kürzer, in Glas, Wasser oder einem Koaxialkabel viel kürzer, und Schallwellen folgen λ = v/f, mit der Schallgeschwindigkeit statt der Lichtgeschwindigkeit.",
    ],
    useCases: [
      "Eine Viertelwellenantenne zuschneiden: λ/4 bei 433 MHz ist ein Viertel von {{433 mhz cm}} cm, vor der üblichen Verkürzung wegen der Endeffekte.",
      "Wellenlängen von Lasern und LEDs in nm in optische Frequenzen in THz umrechnen.",
      "Herausfinden, zu welchem Wellenbereich eine Funkfrequenz gehört (Langwelle, Kurzwelle, Mikrowelle).",
      "Röntgenwellenlängen zwischen Ångström, Pikometern und Nanometern umrechnen.",
    ],
    example: {
      context: "ein WLAN-Band",
      note: "Das Ergebnis ist die Wellenlänge im Vakuum; jede Seite kann eine Frequenz oder eine Wellenlänge sein.",
    },
    accuracy: {
      verdict: "Ja, für Wellen im Vakuum.",
      definitions:
        "Die Lichtgeschwindigkeit ist durch die Definition des Meters exakt (299.792.458 m/s), die SI-Vorsätze sind exakt und das Ångström ist exakt 10⁻¹⁰ m; 1 THz entspricht also exakt {{1 thz µm}} µm.",
      caveat:
        "In einem Medium teilen Sie die Vakuumwellenlänge durch die Brechzahl (oder multiplizieren sie mit dem Verkürzungsfaktor eines Kabels).",
    },
    faqs: [
      {
        question: "Wie rechne ich Frequenz in Wellenlänge um?",
        answer:
          "Teilen Sie die Lichtgeschwindigkeit durch die Frequenz, λ = c/f: 1 MHz ergibt {{1 mhz m}} m, 1 GHz {{1 ghz mm}} mm. Umgekehrt gilt f = c/λ, also sind 500 nm gleich {{500 nm thz}} THz.",
      },
      {
        question: "Kann ich diese Seite für Schallwellen verwenden?",
        answer:
          "Nein. Ihre Wellenlängen setzen die Lichtgeschwindigkeit voraus. Schall breitet sich in Luft bei 20 °C mit etwa 343 m/s aus, ein Ton von 1 kHz hat also eine Wellenlänge von etwa 34 cm, fast eine Million Mal kürzer als eine Funkwelle von 1 kHz.",
      },
    ],
  },
};
