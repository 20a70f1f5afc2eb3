import type { InfoWords } from "../../../content/info/index.ts";

/** German words of the site's own pages (site/content/info/, whose files say what each is). */
export const info: InfoWords = {
  about: {
    mission: {
      title: "Unsere Mission",
      text: "{site} soll das Umrechnen von Einheiten für alle schnell, übersichtlich und korrekt machen: für Schüler und Studierende, Köche, Reisende, Ingenieure und alle, die einfach eine Zahl brauchen, auf die Verlass ist. Jeder Umrechner ist kostenlos, funktioniert in jedem modernen Browser und zeigt das Ergebnis schon beim Tippen.",
    },
    offers: {
      title: "Was wir bieten",
      items: [
        "[Express-Umrechner](/) auf der Startseite für schnelle Umrechnungen im Alltag, ohne die Seite zu verlassen.",
        "[Umrechnerseiten für über 70 Kategorien](/sitemap), von Länge, Gewicht und Temperatur bis zu Wärme, Fluiden, Licht, Elektrizität, Magnetismus und Radiologie.",
        "[Seiten für einzelne Umrechnungspaare](/cm-to-in) für die meistgesuchten Umrechnungen, etwa Zentimeter in Zoll oder Kilogramm in Pfund.",
        "[Umrechner für Groß- und Kleinschreibung](/case), der Text in GROSSBUCHSTABEN, kleinbuchstaben, Wortanfänge Groß, camelCase und weitere Schreibweisen umwandelt.",
        "[Zahlensystem-Umrechner](/number-base) für Binär-, Oktal-, Dezimal- und Hexadezimalzahlen sowie jede Basis von 2 bis 36.",
        "[Währungsrechner](/currency-converter) mit den Referenzkursen der Europäischen Zentralbank und ein Kryptowährungsrechner mit aktuellen Marktpreisen.",
        "[Blutzuckerrechner](/blood-sugar-converter) für mg/dL und mmol/L, mit den Referenzbereichen.",
        "[Anleitungen](/guides), die die häufigsten Umrechnungen erklären und zeigen, wie Sie deren Fallstricke vermeiden.",
      ],
    },
    categories: {
      title: "Kategorien",
      physical: { title: "Physikalische Einheiten", intro: "Die Maße des Alltags:" },
      technical: {
        title: "Technische Einheiten",
        intro: "Die Größen aus Wissenschaft und Technik:",
      },
      more: "Dazu die Einheiten der Elektrizität (Ladung, Stromstärke, Spannung, Widerstand, Kapazität, Induktivität), des Magnetismus, der Radiologie, des Lichts, der Fluide (Durchfluss, Viskosität, Konzentration) und der Wärme (Wärmeleitfähigkeit, Wärmestromdichte, spezifische Wärmekapazität).",
      sitemap: "Die [Sitemap](/sitemap) führt alle Umrechnerseiten auf.",
    },
    accuracy: {
      title: "Genauigkeit",
      items: [
        "Jede Einheit ist genau einmal definiert, durch ihren exakten Wert in SI-Einheiten, entnommen aus NIST Special Publication 811, der SI-Broschüre des Internationalen Büros für Maß und Gewicht (BIPM) und GNU units.",
        "Automatische Tests prüfen die Definitionen gegen GNU units, ein unabhängiges und weit verbreitetes Umrechnungsprogramm.",
        "Exakte Definitionen bleiben exakt: 1 Zoll sind genau 2,54 cm und 1 Pfund genau 0,45359237 kg, keine gerundeten Näherungswerte.",
        "Wo ein Einheitenname mehrere Bedeutungen hat, etwa bei der US- und der imperialen Gallone oder bei der „Kalorie“ auf Lebensmitteln und der physikalischen Kalorie, gibt die Seite an, welche gemeint ist.",
        "Ergebnisse erscheinen mit bis zu 6 Nachkommastellen (Temperaturen mit 2), sehr große und sehr kleine Werte in wissenschaftlicher Schreibweise und nie mit Gleitkomma-Artefakten wie 0,30000000000000004.",
      ],
    },
    why: {
      title: "Warum {site}?",
      items: [
        "Über 70 Kategorien von Einheiten, von alltäglich bis hochtechnisch.",
        "Die gängigen Umrechnungen nur einen Klick entfernt, jeweils auf einer eigenen Seite.",
        "Genaue Algorithmen: exakte Definitionen, geprüft durch automatische Tests.",
        "Ein mobilfreundliches Design, das auf kleinen Smartphone-Bildschirmen ebenso funktioniert wie auf großen Monitoren.",
        "Kostenlos nutzbar, ohne Registrierung und ohne Konto.",
        "Formeln und Definitionen auf Grundlage internationaler Standards.",
      ],
    },
  },
  guides: {
    guides: {
      length: {
        title: "Längen umrechnen",
        description: "Metrische und imperiale Längen, mit den exakten Faktoren.",
        blocks: [
          "Seit dem internationalen Yard-and-Pound-Abkommen von 1959 sind die imperialen und US-amerikanischen Längeneinheiten exakt über den Meter definiert:",
          {
            list: [
              "1 Zoll = 2,54 cm = 25,4 mm",
              "1 Fuß = 12 Zoll = 0,3048 m",
              "1 Yard = 3 Fuß = 0,9144 m",
              "1 Meile = 5.280 Fuß = 1,609344 km",
              "1 Seemeile = 1.852 m",
            ],
          },
          "In der Gegenrichtung sind die Faktoren keine runden Zahlen: 1 m ≈ 3,28084 ft ≈ 39,3701 in und 1 km ≈ 0,621371 mi. Innerhalb des metrischen Systems verschieben Vorsätze nur das Komma: 1 km = 1.000 m und 1 m = 100 cm = 1.000 mm.",
        ],
      },
      weight: {
        title: "Gewicht und Masse umrechnen",
        description: "Kilogramm, Pfund, Unzen, Stone und die drei Tonnen.",
        blocks: [
          {
            list: [
              "1 Pfund (lb) = exakt 0,45359237 kg, also 1 kg ≈ 2,20462 lb",
              "1 lb = 16 Unzen; 1 Unze (oz) = 28,349523125 g",
              "1 Stone = 14 lb = 6,35029318 kg",
              "1 metrische Tonne = 1.000 kg; 1 US-Short-Ton = 2.000 lb = 907,18474 kg; 1 britische Long Ton = 2.240 lb = 1.016,0469088 kg",
              "1 Troy-Unze (Feinunze, für Edelmetalle) = 31,1034768 g, etwa 9,7 % mehr als eine gewöhnliche Unze",
            ],
          },
          "Streng genommen messen Kilogramm und Pfund die Masse; im Alltag meint „Gewicht“ dasselbe, und die obigen Faktoren gelten.",
        ],
      },
      temperature: {
        title: "Temperaturen umrechnen",
        description: "Celsius, Fahrenheit und Kelvin: Nullpunktverschiebung und Faktor.",
        blocks: [
          "Temperaturskalen haben unterschiedliche Nullpunkte, daher braucht eine Umrechnung neben einem Faktor auch eine Verschiebung:",
          {
            list: [
              "°F = °C × 9/5 + 32",
              "°C = (°F − 32) × 5/9",
              "K = °C + 273,15",
              "°C = K − 273,15",
            ],
          },
          "Fixpunkte: Wasser gefriert bei 0 °C = 32 °F = 273,15 K und siedet bei Normaldruck auf Meereshöhe bei etwa 100 °C = 212 °F; 37 °C = 98,6 °F; −40 °C = −40 °F; der absolute Nullpunkt liegt bei 0 K = −273,15 °C = −459,67 °F.",
          "Eine *Differenz* zweier Temperaturen wird allein mit dem Faktor umgerechnet: Ein Anstieg um 10 °C ist ein Anstieg um 18 °F, nicht um 50 °F, und eine Differenz von 1 °C entspricht 1 K und 1,8 °F. Für Differenzen gibt es den [Temperaturdifferenz-Rechner](/temperature-interval).",
        ],
      },
      area: {
        title: "Flächen umrechnen",
        description: "Quadrateinheiten, Acres und Hektar.",
        blocks: [
          "Flächenfaktoren sind die Quadrate der Längenfaktoren. Da 1 ft = 0,3048 m ist, gilt 1 ft² = 0,3048² m² = 0,09290304 m², nicht 0,3048 m².",
          {
            list: [
              "1 in² = 6,4516 cm²",
              "1 yd² = 0,83612736 m²",
              "1 m² ≈ 10,7639 ft²",
              "1 Acre = 43.560 ft² = 4.046,8564224 m²",
              "1 Hektar = 10.000 m² (ein Quadrat mit 100 m Seitenlänge) ≈ 2,47105 Acres",
              "1 km² = 100 Hektar; 1 mi² = 640 Acres ≈ 2,589988 km²",
            ],
          },
        ],
      },
      volume: {
        title: "Volumen umrechnen",
        description: "Liter, Kubikeinheiten und die beiden Gallonen.",
        blocks: [
          "1 Liter = 1 dm³ = 1.000 cm³, 1 mL = 1 cm³ und 1 m³ = 1.000 L. Volumenfaktoren sind die dritten Potenzen der Längenfaktoren: 1 in³ = 16,387064 cm³ und 1 ft³ = 28,316846592 L.",
          {
            list: [
              "1 US-Gallone = 231 in³ = 3,785411784 L",
              "1 imperiale (britische) Gallone = 4,54609 L, etwa 1,20095 US-Gallonen",
              "1 US-Gallone = 4 Quart = 8 Pints = 16 Tassen = 128 US-Flüssigunzen; 1 fl oz (US) = 29,5735295625 mL",
              "1 imperiale Gallone = 160 imperiale Flüssigunzen; 1 fl oz (imp.) = 28,4130625 mL",
              "1 US-Tasse = 8 fl oz (US) = 236,5882365 mL; eine metrische Tasse fasst 250 mL",
            ],
          },
        ],
      },
      energy: {
        title: "Energie umrechnen",
        description: "Joule, Kalorien, Kilowattstunden und BTU.",
        blocks: [
          "Das Joule (J) ist die SI-Einheit der Energie: 1 J = 1 Watt während 1 Sekunde.",
          {
            list: [
              "1 Kalorie (cal, thermochemisch) = 4,184 J; die internationale Tafelkalorie beträgt 4,1868 J",
              "1 Nahrungskalorie (Cal, kcal) = 1.000 cal = 4.184 J, 2.000 Kilokalorien sind also 8.368 kJ",
              "1 Kilowattstunde (kWh) = 1.000 W × 3.600 s = exakt 3,6 MJ",
              "1 BTU (International Table) = 1.055,05585262 J; 1 kWh ≈ 3.412,14 BTU",
              "1 Elektronvolt (eV) = exakt 1,602176634 × 10⁻¹⁹ J",
            ],
          },
          "Energie ist nicht Leistung: Ein Watt beschreibt einen Energiefluss pro Zeit (1 W = 1 J/s), eine Kilowattstunde eine Energiemenge. Ein Heizgerät mit 2 kW, das 3 Stunden läuft, verbraucht 6 kWh = 21,6 MJ.",
        ],
      },
    },
    tryConverter: "Zum Umrechner →",
    tips: {
      title: "Tipps und bewährte Praxis beim Umrechnen",
      items: [
        {
          title: "Bis zum Schluss mit voller Genauigkeit rechnen.",
          text: "Runden Sie nur das Endergebnis. Wer 1 Meile auf 1,61 km rundet und dann in Fuß umrechnet, erhält 5.282 ft statt exakt 5.280 ft.",
        },
        {
          title: "Wissen, welche Einheit gemeint ist.",
          text: "Eine US-Gallone hat 3,785411784 L, eine imperiale Gallone dagegen 4,54609 L; eine „Ton“ kann eine Short Ton (2.000 lb), eine Long Ton (2.240 lb) oder eine metrische Tonne (1.000 kg) sein; eine Unze kann eine Avoirdupois-Unze, eine Troy-Unze oder eine Flüssigunze sein, also ein Volumenmaß.",
        },
        {
          title: "Temperaturdifferenzen nur mit dem Faktor umrechnen.",
          text: "Eine Änderung um 5 °C ist eine Änderung um 9 °F: mit 9/5 multiplizieren und nicht 32 addieren.",
        },
        {
          title: "Auf die Genauigkeit der Messung runden.",
          text: "Ein Brett, das mit 2,5 m gemessen wurde, ist etwa 8,2 ft lang; wer 8,2021 ft angibt, behauptet eine Genauigkeit, die das Maßband nie hatte.",
        },
      ],
    },
  },
  contact: {
    formTitle: "Schreiben Sie uns",
    title: "Kontaktdaten",
    text: "Sie haben eine Frage, einen Wert entdeckt, der falsch aussieht, oder wünschen sich einen Umrechner, den es noch nicht gibt? Schreiben Sie uns, wir melden uns innerhalb von 24 Stunden.",
    email: "E-Mail",
    emailNote: "An Werktagen antworten wir in der Regel innerhalb von 24 Stunden.",
    address: "Postanschrift",
    hours: "Geschäftszeiten",
    weekends: "Wochenende: geschlossen",
  },
};
