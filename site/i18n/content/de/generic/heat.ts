import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/heat.ts. */
export const texts: UnitTranslations = {
  "/fuel-efficiency-mass": {
    about: [
      "Der Kraftstoffverbrauch nach Masse ist die Kraftstoffmasse, die ein Fahrzeug pro zurückgelegter Strecke verbraucht. Seine SI-Form ist das Kilogramm pro Meter; in der Praxis schreibt man Kilogramm pro 100 Kilometer (kg/100 km) oder Gramm pro Kilometer (g/km), und 1 kg/100 km = {{1 kg_100km g_km}} g/km exakt. Die US-Einheiten Pfund und Unze pro Meile beruhen auf dem internationalen Avoirdupois-Pfund (0,45359237 kg, die Unze 1/16 davon) und der internationalen Meile (1.609,344 m): 1 lb/mi = {{1 lb_mi g_km}} g/km.",
      "Die Masse ist das natürliche Maß für Kraftstoffe, deren Volumen stark von Druck und Temperatur abhängt: Wasserstoff für Brennstoffzellenautos und in vielen Ländern komprimiertes Erdgas (CNG) werden in Kilogramm verkauft und angegeben, ihr Verbrauch daher in kg/100 km. Dieselben Einheiten drücken jede Masse pro Strecke aus, zum Beispiel CO₂-Emissionen, die Europa in g/km und die US-Umweltbehörde EPA in Gramm pro Meile angibt.",
    ],
    useCases: [
      "Den Wasserstoff- oder CNG-Verbrauch von Fahrzeugen vergleichen, die in kg/100 km angegeben sind.",
      "CO₂-Werte zwischen g/km und g/mi umrechnen (1 g/km sind {{1 g_km oz_mi}} oz/mi).",
      "Die Kraftstoffmasse für eine Fahrt aus einem Verbrauchswert und einer Strecke abschätzen.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist exakt in kg/m definiert, über die SI-Vorsätze, das internationale Pfund (0,45359237 kg) und die internationale Meile (1.609,344 m); 1 oz/mi = {{1 oz_mi g_km}} g/km wird also nur für die Anzeige gerundet.",
      caveat:
        "Wie viel Kraftstoff ein Fahrzeug tatsächlich verbraucht, hängt vom Prüfzyklus und von der Fahrweise ab, und daran ändert keine Einheitenumrechnung etwas.",
    },
    faqs: [
      {
        question: "Wie rechne ich kg/100 km in einen Volumenwert wie L/100 km um?",
        answer:
          "Sie brauchen die Dichte des Kraftstoffs, weil Masse und Volumen verschiedene Größen sind: Teilen Sie den Massenverbrauch durch die Dichte (kg/L), um L/100 km zu erhalten. Bei Gasen wie Wasserstoff oder CNG hängt die Dichte von Druck und Temperatur ab, weshalb ihr Verbrauch nach Masse angegeben wird.",
      },
    ],
  },
  "/fuel-efficiency-volume": {
    about: [
      "Der Kraftstoffverbrauch nach Volumen ist das verbrauchte Kraftstoffvolumen pro Strecke, der Wert, den Europa und große Teile der Welt in Litern pro 100 Kilometer (L/100 km) angeben. Der Liter pro Kilometer ist hundertmal größer, 1 L/km = {{1 l_km l_100km}} L/100 km. Die US-Einheiten hier verwenden die US-Flüssigkeitsgallone (exakt 231 in³, 3,785411784 L) und das US-Flüssigkeits-Pint (1/8 Gallone) pro internationaler Meile: 1 gal/mi = {{1 gal_mi l_100km}} L/100 km und 1 pt/mi = {{1 pt_mi l_100km}} L/100 km.",
      "In diesen Einheiten ist weniger besser: Sie messen den verbrauchten Kraftstoff, anders als Meilen pro Gallone, die die Strecke pro Kraftstoffmenge messen und der Kehrwert sind (L/100 km = {{1 mpg_us l_100km}} ÷ mpg US). Der Kraftstoffverbrauch-Umrechner rechnet von und nach mpg (US und UK) und km/L; die Angabe Gallonen pro 100 Meilen auf dem US-Verbrauchsetikett ist 100 × gal/mi.",
    ],
    useCases: [
      "Den Verbrauch eines europäischen Autos in L/100 km mit einem Verbrauchswert in US-Gallonen pro Meile vergleichen.",
      "Kraftstoffmengen für Flotten oder Fahrten aus einem streckenbezogenen Verbrauch ermitteln.",
      "Die Angabe Gallonen pro 100 Meilen eines US-Etiketts mit L/100 km abgleichen.",
    ],
    example: { note: "Die Gallone ist die US-Gallone." },
    accuracy: {
      definitions:
        "Der Liter ist exakt 1 dm³, die US-Gallone exakt 231 in³ (3,785411784 L), das Pint 1/8 davon und die Meile exakt 1.609,344 m; jeder Faktor ist also exakt und wird nur auf dem Bildschirm gerundet.",
      caveat:
        "Gallone und Pint sind US-Flüssigkeitsmaße; eine imperiale Gallone (4,54609 L) ist etwa 20 % größer.",
    },
    faqs: [
      {
        question: "Wie rechne ich L/100 km in mpg um?",
        answer:
          "Teilen Sie {{1 mpg_us l_100km}} durch den Wert in L/100 km, um US-mpg zu erhalten (oder {{1 mpg_uk l_100km}} für UK-mpg): 6 L/100 km sind {{6 l_100km mpg_us}} mpg (US). Diese Seite rechnet nur zwischen Verbrauchseinheiten um; der Kraftstoffverbrauch-Umrechner erledigt die Umrechnung in mpg direkt.",
      },
    ],
  },
  "/temperature-interval": {
    about: [
      "Diese Seite rechnet Temperaturdifferenzen (Intervalle) um, keine Temperaturen. Eine Differenz hat keinen Nullpunkt, der sich verschieben ließe, daher zählt nur die Größe des Grades: Ein Kelvin und ein Grad Celsius sind gleich groß, ebenso ein Grad Fahrenheit und ein Grad Rankine, und ein Grad Celsius entspricht {{1 c f}} Grad Fahrenheit. Ein Anstieg um 1 °C ist also ein Anstieg um {{1 c f}} °F, und 10 K sind {{10 k f}} °F, ohne jedes +32.",
      "Die Unterscheidung ist in der Praxis wichtig: Eine Temperatur von 20 °C sind 68 °F, eine Änderung um 20 °C aber ist eine Änderung um {{20 c f}} °F. Intervalle treten auf, wann immer etwas steigt, fällt oder schwankt: Wetterumschwünge, die Schaltdifferenz eines Thermostats, die Erwärmung eines Motors oder Transformators (in Kelvin angegeben), das ΔT eines Wärmeübertragers oder die Erwärmungswerte in Klimaberichten. Um den Messwert eines Thermometers umzurechnen, verwenden Sie stattdessen den Temperatur-Umrechner.",
    ],
    useCases: [
      "Eine vorhergesagte Änderung („morgen 5 °C kälter“) in Grad Fahrenheit umrechnen: {{5 c f}} °F.",
      "Ein ΔT in einer Formel der Wärmeübertragung (Q = m·c·ΔT) zwischen °F und K umrechnen.",
      "In K angegebene Grenzwerte für die Erwärmung von Geräten als Differenzen in °F lesen.",
      "Die Schalthysterese von Thermostaten oder die Genauigkeit von Sensoren vergleichen (±0,5 °C sind ±{{0.5 c f}} °F).",
    ],
    example: { context: "ein Temperaturanstieg" },
    accuracy: {
      definitions:
        "Kelvin und Grad Celsius sind gleich groß, und Grad Fahrenheit und Grad Rankine sind exakt 5/9 Kelvin; 1 °F Differenz = {{1 f k}} K (die Anzeige rundet 5/9 auf 6 Nachkommastellen).",
      caveat:
        "Das Ergebnis stimmt nur für Differenzen: Auf einen einzelnen Temperaturmesswert angewandt wäre es falsch, weil der Versatz von 32° zwischen den Skalen fehlt.",
    },
    faqs: [
      {
        question: "Warum ist eine Differenz von 10 °C nicht 50 °F?",
        answer:
          "50 °F ist die Temperatur, die auf einem Thermometer 10 °C anzeigt; darin steckt der Versatz von 32° zwischen den Nullpunkten. Eine Differenz von 10 °C umfasst {{10 c f}} Grad Fahrenheit, weil jedes Grad Celsius {{1 c f}} Grad Fahrenheit entspricht und sich die Versätze aufheben.",
      },
    ],
  },
  "/thermal-expansion": {
    about: [
      "Der Wärmeausdehnungskoeffizient gibt an, um welchen Bruchteil ein Material pro Grad Temperaturanstieg wächst: α = (ΔL/L)/ΔT für die Länge und etwa 3α für das Volumen eines isotropen Festkörpers. Seine SI-Einheit ist das reziproke Kelvin (1/K, K⁻¹), gleich 1/°C, weil beide Grade gleich groß sind. Pro Grad Fahrenheit oder Rankine ist die Zahl kleiner, da dieser Grad kleiner ist: 1/°F = {{1 f_1 k_1}} /K.",
      "Die Koeffizienten sind winzig, daher geben Tabellen sie in 10⁻⁶/K an (auch ppm/K oder µm/(m·K) geschrieben): Stahl hat etwa 12 × 10⁻⁶/K, also {{12 k_1 f_1}} × 10⁻⁶/°F, und Aluminium etwa 23 × 10⁻⁶/K, also {{23 k_1 f_1}} × 10⁻⁶/°F. Da die Umrechnung ein einfacher Faktor ist, können Sie die Zahl vor 10⁻⁶ umrechnen und die Zehnerpotenz beibehalten.",
    ],
    useCases: [
      "Den Wärmeausdehnungskoeffizienten aus einem Werkstoffdatenblatt zwischen Werten pro °C und pro °F umrechnen.",
      "Dehnungsfugen und Dehnungsbögen in Rohren, Schienen und Brücken dimensionieren: ΔL = α·L·ΔT.",
      "Die Ausdehnung miteinander verbundener Werkstoffe abstimmen, etwa von Leiterplatten und Bauteilen oder von Glas-Metall-Verbindungen.",
    ],
    example: {
      note: "Bei Werten der Form „× 10⁻⁶“ geben Sie die vorangestellte Zahl ein: 12 (× 10⁻⁶/K) ergibt {{12 k_1 f_1}} (× 10⁻⁶/°F).",
    },
    accuracy: {
      definitions:
        "1/K und 1/°C sind identisch, und da ein Grad Fahrenheit oder Rankine exakt 5/9 K ist, gilt 1/°F = 1/°R = exakt {{1 f_1 k_1}} /K.",
      caveat:
        "Wenn Sie sehr kleine Werte direkt eingeben (0,000012), werden nur 6 Nachkommastellen angezeigt; verwenden Sie für volle Genauigkeit die Form mit 10⁻⁶.",
    },
    faqs: [
      {
        question: "Warum ist der Koeffizient pro °F kleiner als der pro °C?",
        answer:
          "Ein Grad Fahrenheit ist nur 5/9 eines Grads Celsius, daher dehnt sich ein Material pro °F weniger aus als pro °C. Der Koeffizient in 1/°F ist der in 1/°C geteilt durch {{1 f_1 c_1}}: 1 /K = {{1 k_1 f_1}} /°F.",
      },
    ],
  },
  "/specific-heat-capacity": {
    about: [
      "Die spezifische Wärmekapazität ist die Wärme, die nötig ist, um die Temperatur einer Masseneinheit um ein Grad zu erhöhen, c = Q/(m·ΔT). Ihre SI-Einheit ist das Joule pro Kilogramm und Kelvin (J/(kg·K)). Die drei übrigen Einheiten dieser Seite sind exakt gleich groß, {{1 btu_lb_f j_kg_k}} J/(kg·K), weil die Kalorie (4,1868 J) und die BTU der International Table so definiert wurden, dass 1 cal/(g·°C) = 1 kcal/(kg·°C) = 1 BTU/(lb·°F) gilt.",
      "Flüssiges Wasser hat eine spezifische Wärmekapazität von etwa 4,18 kJ/(kg·K), in den Kalorien- und BTU-Einheiten also nahe 1, der historische Grund für diese Einheiten. Typische Werte: trockene Luft etwa 1.005 J/(kg·K), Aluminium etwa 900 J/(kg·K), Stahl ungefähr 450 bis 500 J/(kg·K). Die Kalorie ist hier die Kalorie der International Table; die thermochemische Kalorie (4,184 J) ist etwa 0,07 % kleiner.",
    ],
    useCases: [
      "Heiz- oder Kühlenergie berechnen, Q = m·c·ΔT, mit c aus einer SI- oder US-Tabelle.",
      "Werkstoffdaten zwischen J/(kg·K) und BTU/(lb·°F) oder cal/(g·°C) umrechnen.",
      "Warmwasserbereiter, Wärmespeicher und Wärmeübertrager dimensionieren.",
    ],
    example: { context: "die spezifische Wärmekapazität von Aluminium" },
    accuracy: {
      definitions:
        "Die Kalorie ist die Kalorie der International Table, exakt 4,1868 J, und die BTU die BTU der International Table (1.055,05585262 J); also gilt exakt 1 BTU/(lb·°F) = 1 cal/(g·°C) = {{1 cal_g_c j_kg_k}} J/(kg·K).",
      caveat:
        "Ein in thermochemischen Kalorien (4,184 J) angegebener Wert würde um etwa 0,07 % abweichen.",
    },
    faqs: [
      {
        question: "Warum sind BTU/(lb·°F) und cal/(g·°C) gleich?",
        answer:
          "Beide beruhen auf der Wärmekapazität von Wasser: Die Kalorie erwärmt ein Gramm Wasser um etwa 1 °C, die BTU ein Pfund Wasser um etwa 1 °F. Als die Werte der International Table 1956 festgelegt wurden, wählte man sie so, dass die beiden Einheiten der spezifischen Wärmekapazität exakt gleich sind, {{1 btu_lb_f j_kg_k}} J/(kg·K).",
      },
    ],
  },
  "/heat-density": {
    about: [
      "Die Wärmedichte ist Energie pro Volumeneinheit. Ihre SI-Einheit ist das Joule pro Kubikmeter (J/m³). Die BTU pro Kubikfuß (BTU der International Table) ist {{1 btu_ft3 j_m3}} J/m³, die Kalorie pro Kubikzentimeter (Kalorie der International Table, 4,1868 J) ist {{1 cal_cm3 j_m3}} J/m³, und die Wattstunde pro Liter ist exakt {{1 wh_l j_m3}} J/m³.",
      "Diese Einheiten messen den Heizwert von Brenngasen (etwa 1.000 BTU/ft³ bei US-Erdgas, also {{1000 btu_ft3 wh_l}} Wh/L), die volumetrische Energiedichte von Akkus (Wh/L) und die Kapazität von Wärmespeichern. Ein Brennwert in kWh/m³, wie er auf vielen europäischen Gasrechnungen steht, hat denselben Zahlenwert wie Wh/L. Heizwerte von Gasen hängen von der Bezugstemperatur und dem Bezugsdruck des Volumens ab, die eine Einheitenumrechnung unverändert lässt.",
    ],
    useCases: [
      "Den Heizwert von Erdgas zwischen BTU/ft³ und MJ/m³ (J/m³) umrechnen.",
      "Energiedichten von Akkus in Wh/L mit der Energie von Kraftstoffen pro Volumen vergleichen.",
      "Die pro Volumen gespeicherte Energie in Warmwasser- oder Latentwärmespeichern abschätzen.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist exakt in J/m³ festgelegt: die BTU der International Table (1.055,05585262 J) pro Kubikfuß (0,3048³ m³), die Kalorie der International Table (4,1868 J) pro Kubikzentimeter und die Wattstunde (3.600 J) pro Liter.",
      caveat:
        "Sehr kleine Ergebnisse wie 1 J/m³ in BTU/ft³ zeigen bei 6 Nachkommastellen nur wenige Stellen; rechnen Sie daher in Schritten der Größe MJ um (1.000.000 J/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³).",
    },
    faqs: [
      {
        question: "Wie rechne ich MJ/m³ in BTU/ft³ um?",
        answer:
          "Geben Sie den Wert in J/m³ ein (1 MJ/m³ sind 10⁶ J/m³): 1 MJ/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³; ein Gas mit 38 MJ/m³ enthält also {{38000000 j_m3 btu_ft3}} BTU/ft³.",
      },
    ],
  },
};
