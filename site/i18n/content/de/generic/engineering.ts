import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/engineering.ts. */
export const texts: UnitTranslations = {
  "/velocity-angular": {
    about: [
      "Die Winkelgeschwindigkeit gibt an, wie schnell sich etwas dreht: den pro Zeiteinheit überstrichenen Winkel. Ihre SI-Einheit ist der Radiant pro Sekunde (rad/s), die Einheit von ω in ω = 2π·n und v = ω·r. Grad pro Sekunde teilen dieselbe Umdrehung in 360 Teile statt in 2π Radiant, also gilt 1 rev/s = {{1 rev_s deg_s}} °/s, und eine Umdrehung pro Minute ist 2π/60 rad/s, also 1 rpm = {{1 rev_min rad_s}} rad/s.",
      "Umdrehungen pro Minute sind die Alltagseinheit für Verbrennungsmotoren, Elektromotoren, Bohrmaschinen und Festplatten; rad/s brauchen die Formeln der Physik und der Regelungstechnik; °/s ist die Einheit in den Spezifikationen von Gyroskopen und Kamera-Gimbals. Die SI-Broschüre reserviert das Hertz für Frequenzen, eine Drehzahl wird daher in rad/s oder rev/s geschrieben, nicht in Hz.",
    ],
    useCases: [
      "Die Nenndrehzahl eines Motors in rpm für Drehmoment-Leistungs-Rechnungen (P = τ·ω) in rad/s umrechnen.",
      "Den Messbereich eines Gyroskops oder einer IMU in °/s für einen Flugregler oder Roboter als rad/s lesen.",
      "Die Umfangsgeschwindigkeit eines Rads, Lüfters oder einer Schleifscheibe aus der Drehzahl in rpm bestimmen (v = ω·r).",
      "Spindeldrehzahlen vergleichen: Eine Festplatte mit 7.200 rpm dreht sich mit {{7200 rev_min rad_s}} rad/s.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist über ihren exakten Wert in rad/s definiert: 1 °/s = π/180 rad/s, 1 rev/s = 2π rad/s und 1 rpm = 2π/60 rad/s, ohne gerundete Konstanten.",
      caveat:
        "Ergebnisse werden nur für die Anzeige gerundet, auf 6 Nachkommastellen, und sehr kleine oder große Ergebnisse erscheinen in wissenschaftlicher Schreibweise.",
    },
    faqs: [
      {
        question: "Wie rechne ich rpm in rad/s um?",
        answer:
          "Multiplizieren Sie mit 2π und teilen Sie durch 60 (eine Umdrehung sind 2π Radiant, eine Minute 60 Sekunden): 1 rpm = {{1 rev_min rad_s}} rad/s, und 1 rad/s = {{1 rad_s rev_min}} rpm. Zum Beispiel sind 1.500 rpm = {{1500 rev_min rad_s}} rad/s.",
      },
    ],
  },
  "/acceleration": {
    about: [
      "Die Beschleunigung ist die Änderungsrate der Geschwindigkeit. Ihre SI-Einheit ist der Meter pro Quadratsekunde (m/s²). Der Fuß pro Quadratsekunde ist exakt {{1 ft_s2 m_s2}} m/s², weil der internationale Fuß exakt 0,3048 m beträgt. Die Normfallbeschleunigung g₀ ist ein konventioneller Wert, den die 3. CGPM 1901 exakt auf {{1 g m_s2}} m/s² festgelegt hat; damit ist 1 g₀ = {{1 g ft_s2}} ft/s². Das Gal (Gal, nach Galilei) ist die CGS-Einheit: 1 Gal = 1 cm/s², also 1 m/s² = {{1 m_s2 gal}} Gal.",
      "Vielfache von g₀ beschreiben Belastungen von Piloten, Passagieren, Paketen und Beschleunigungssensoren (ein Sensor für ±16 g misst bis zu {{16 g m_s2}} m/s²); Gal und Milligal sind die Einheiten der Gravimetrie und Geodäsie, wo ein Milligal, etwa ein Millionstel der Erdschwere, eine sinnvolle Stufe ist; m/s² und ft/s² sind die Einheiten der Mechanik. Auf dieser Seite steht „g“ für die Normfallbeschleunigung, eine Beschleunigung, nicht für das Gramm.",
    ],
    useCases: [
      "Die Beschleunigung eines Fahrzeugs, Fahrgeschäfts oder Flugzeugs als Vielfaches von g₀ angeben.",
      "Messbereiche von Beschleunigungssensoren und Schockfestigkeiten (in g) für eine Rechnung als m/s² lesen.",
      "Messwerte von Schwerevermessungen zwischen Gal, Milligal und m/s² umrechnen.",
      "Lehrbuchaufgaben zwischen ft/s² und m/s² umstellen.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit hier ist exakt in m/s² definiert: 1 ft/s² = {{1 ft_s2 m_s2}} m/s² (internationaler Fuß), 1 Gal = {{1 gal m_s2}} m/s² und 1 g₀ = {{1 g m_s2}} m/s² (3. CGPM, 1901).",
      caveat:
        "Beachten Sie, dass g₀ eine Konvention ist: Die tatsächliche Schwerebeschleunigung an der Erdoberfläche reicht von etwa 9,78 m/s² am Äquator bis etwa 9,83 m/s² an den Polen.",
    },
    faqs: [
      {
        question: "Warum ist 1 g nicht genau 9,8 m/s²?",
        answer:
          "Weil die Normfallbeschleunigung per Konvention auf {{1 g m_s2}} m/s² festgelegt wurde, einen Wert nahe der Schwerebeschleunigung auf Meereshöhe bei etwa 45° geografischer Breite; 9,8 und 9,81 sind Rundungen davon. 9,8 m/s² sind {{9.8 m_s2 g}} g₀, ein Unterschied von weniger als 0,1 %.",
      },
    ],
  },
  "/acceleration-angular": {
    about: [
      "Die Winkelbeschleunigung ist die Änderungsrate der Winkelgeschwindigkeit, α = Δω/Δt. Ihre SI-Einheit ist der Radiant pro Quadratsekunde (rad/s²), der auch im Grundgesetz der Drehbewegung vorkommt, τ = I·α. Ein Grad pro Quadratsekunde ist π/180 rad/s², eine Umdrehung pro Quadratsekunde ist 2π rad/s² = {{1 rev_s2 deg_s2}} °/s², und eine Umdrehung pro Quadratminute ist 2π/3600 rad/s².",
      "Die Einheiten auf Basis von Umdrehungen stammen von rotierenden Maschinen, deren Drehzahl in Umdrehungen gezählt wird: Ein Motor, der in 2 Sekunden 3.000 rpm gewinnt, beschleunigt mit 1.500 rpm pro Sekunde, das sind 90.000 rev/min² oder {{90000 rev_min2 rad_s2}} rad/s². Grad pro Quadratsekunde erscheinen in Spezifikationen von Antriebssteuerungen und Gimbals.",
    ],
    useCases: [
      "Einen Motor dimensionieren: Das Drehmoment zum Hochfahren eines Schwungrads ist τ = I·α, mit α in rad/s².",
      "Eine Drehzahlrampe in rpm pro Minute oder pro Sekunde in rad/s² umrechnen.",
      "Beschleunigungsgrenzen von Servoachsen, Teleskopen oder Kamera-Gimbals einstellen, die in °/s² angegeben sind.",
    ],
    accuracy: {
      definitions:
        "Die Einheiten sind exakt über den Radiant definiert: 1 °/s² = π/180 rad/s², 1 rev/s² = 2π rad/s² und 1 rev/min² = 2π/3600 rad/s².",
      caveat:
        "Nur die Anzeige wird gerundet, auf 6 Nachkommastellen; kleine Ergebnisse wie 1 rev/min² = {{1 rev_min2 rad_s2}} rad/s² zeigen wenige signifikante Stellen, rechnen Sie daher für mehr Stellen einen größeren Wert um.",
    },
    faqs: [
      {
        question: "Wie rechne ich eine Rampe in rpm pro Sekunde in rad/s² um?",
        answer:
          "Eine Zunahme um 1 rpm pro Sekunde sind 60 rev/min²; multiplizieren Sie also den Wert in rpm pro Sekunde mit 60 und rechnen Sie von rev/min² um. Zum Beispiel sind 1.500 rpm pro Sekunde 90.000 rev/min², also {{90000 rev_min2 rad_s2}} rad/s².",
      },
    ],
  },
  "/density": {
    about: [
      "Die Dichte ist Masse pro Volumeneinheit, ρ = m/V. Ihre SI-Einheit ist das Kilogramm pro Kubikmeter (kg/m³); das Gramm pro Kubikzentimeter ist tausendmal größer, 1 g/cm³ = {{1 g_cm3 kg_m3}} kg/m³. Deshalb liegt Wasser mit knapp 1 g/cm³ nahe bei 1.000 kg/m³ oder {{1000 kg_m3 lb_ft3}} lb/ft³. Pfund pro Kubikfuß und Unze pro Kubikzoll beruhen auf dem internationalen Avoirdupois-Pfund (0,45359237 kg) und dem internationalen Fuß und Zoll, beide sind also exakt: 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³ und 1 oz/in³ = {{1 oz_in3 lb_ft3}} lb/ft³.",
      "Werkstofftabellen verwenden kg/m³ oder g/cm³ (Baustahl hat etwa 7.850 kg/m³, also {{7850 kg_m3 g_cm3}} g/cm³); Technik und Logistik in den USA verwenden lb/ft³. Alle vier Einheiten hier sind Massendichten: Die Unze ist die Avoirdupois-Masseunze, nicht die Flüssigunze und nicht die Troy-Unze, und eine „Gewichtsdichte“ in lbf/ft³ ist eine andere Größe.",
    ],
    useCases: [
      "Die Dichte eines Werkstoffs aus einem metrischen Datenblatt in lb/ft³ umrechnen, um das Gewicht eines Bauteils abzuschätzen.",
      "Die Masse aus dem Volumen berechnen (m = ρ·V), für Beton, Erdreich, Kraftstoff oder Ladung.",
      "Die relative Dichte prüfen: Die Dichte eines Stoffes in g/cm³ liegt zahlenmäßig nahe an seiner relativen Dichte bezogen auf Wasser.",
      "Laborergebnisse in g/cm³ für eine Rechnung in die SI-Einheit kg/m³ umrechnen.",
    ],
    example: { context: "Baustahl" },
    accuracy: {
      definitions:
        "Jede Einheit ist exakt in kg/m³ definiert, über die SI-Vorsätze und das internationale Pfund und den internationalen Zoll von 1959; 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³ und 1 oz/in³ = {{1 oz_in3 kg_m3}} kg/m³ werden also nur auf dem Bildschirm gerundet.",
      caveat:
        "Die Dichten realer Stoffe schwanken mit Temperatur, Druck und Zusammensetzung; der Umrechner wechselt die Einheiten, er korrigiert nicht um diese Einflüsse.",
    },
    faqs: [
      {
        question: "Wie groß ist die Dichte von Wasser in verschiedenen Einheiten?",
        answer:
          "Reines Wasser hat nahe 4 °C etwa 1.000 kg/m³ und etwas weniger, wenn es wärmer ist (etwa 998 kg/m³ bei 20 °C). 1.000 kg/m³ sind {{1000 kg_m3 g_cm3}} g/cm³, {{1000 kg_m3 lb_ft3}} lb/ft³ und {{1000 kg_m3 oz_in3}} oz/in³.",
      },
    ],
  },
  "/specific-volume": {
    about: [
      "Das spezifische Volumen ist das Volumen, das eine Masseneinheit einnimmt, v = V/m, der Kehrwert der Dichte. Seine SI-Einheit ist der Kubikmeter pro Kilogramm (m³/kg). Liter pro Kilogramm und Kubikzentimeter pro Gramm sind gleich groß, 1 cm³/g = {{1 cm3_g l_kg}} L/kg = {{1 cm3_g m3_kg}} m³/kg, und der Kubikfuß pro Pfund folgt aus dem exakten Fuß und Pfund: 1 ft³/lb = {{1 ft3_lb m3_kg}} m³/kg.",
      "Die Thermodynamik verwendet das spezifische Volumen statt der Dichte: Dampftafeln führen v in m³/kg oder ft³/lb, und h,x-Diagramme (Mollier-Diagramme) der Klimatechnik geben das Volumen feuchter Luft pro Pfund oder Kilogramm trockener Luft an. Flüssiges Wasser nimmt etwa 0,001 m³/kg ein, also {{0.001 m3_kg ft3_lb}} ft³/lb.",
    ],
    useCases: [
      "Werte aus Dampftafeln in ft³/lb als m³/kg lesen oder umgekehrt.",
      "Kanäle und Ventilatoren aus einem Luftmassenstrom und dem spezifischen Volumen der Luft laut h,x-Diagramm auslegen.",
      "Die Dichte aus dem spezifischen Volumen bestimmen (ρ = 1/v), für Gase und Flüssigkeiten.",
    ],
    example: { context: "ein typischer Wert für Raumluft" },
    accuracy: {
      definitions:
        "Liter und Kubikzentimeter sind exakte dezimale Bruchteile des Kubikmeters, und der Kubikfuß pro Pfund beruht auf dem exakten Fuß (0,3048 m) und Pfund (0,45359237 kg).",
      caveat:
        "Ergebnisse werden mit 6 Nachkommastellen angezeigt, ein Wert wie 1 L/kg = {{1 l_kg m3_kg}} m³/kg ist also auch auf dem Bildschirm exakt.",
    },
    faqs: [
      {
        question: "Wie erhalte ich die Dichte aus dem spezifischen Volumen?",
        answer:
          "Bilden Sie den Kehrwert: ρ = 1/v. Ein spezifisches Volumen von 0,5 m³/kg entspricht einer Dichte von 2 kg/m³; für die Einheiten der Dichte selbst verwenden Sie den Dichte-Umrechner.",
      },
    ],
  },
  "/moment-inertia": {
    about: [
      "Das Trägheitsmoment (Massenträgheitsmoment) misst, wie schwer sich die Drehung eines Körpers um eine Achse ändern lässt: I = Σ m·r², die Massen gewichtet mit dem Quadrat ihres Abstands von der Achse. Es spielt bei Drehbewegungen die Rolle der Masse (τ = I·α, kinetische Energie ½·I·ω²). Seine SI-Einheit ist das Kilogramm mal Quadratmeter (kg·m²); 1 kg·m² = {{1 kg_m2 g_cm2}} g·cm² = {{1 kg_m2 lb_ft2}} lb·ft².",
      "Kataloge für Motoren und Antriebe geben Rotor- und Lastträgheitsmomente in kg·m² an oder, bei kleinen Motoren, in g·cm² und oz·in² (1 oz·in² = {{1 oz_in2 g_cm2}} g·cm²); US-Daten zu Ventilatoren, Pumpen und Motoren nennen es oft in lb·ft², manchmal als WK² geschrieben. Pfund und Unze sind hier Avoirdupois-Massen, lb·ft² ist also eine Masse mal einer Fläche, keine Einheit mit Pound-force. Es handelt sich nicht um das Flächenträgheitsmoment (Flächenmoment zweiten Grades, in m⁴ oder in⁴), das für die Balkenbiegung verwendet wird.",
    ],
    useCases: [
      "Das Trägheitsmoment einer Last auf einen Servo- oder Schrittmotor abstimmen, dessen Datenblatt g·cm² oder oz·in² verwendet.",
      "Das WK² eines US-Motors oder -Ventilators in lb·ft² für die Berechnung der Hochlaufzeit in kg·m² umrechnen.",
      "Die in einem Schwungrad gespeicherte Energie, E = ½·I·ω², in Joule berechnen.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist ein Produkt exakter Definitionen: Gramm und Zentimeter sind SI-Bruchteile, das Pfund ist 0,45359237 kg und die Unze 1/16 lb, der Fuß 0,3048 m und der Zoll 0,0254 m. Also ist 1 lb·ft² = {{1 lb_ft2 kg_m2}} kg·m², nur auf dem Bildschirm auf 6 Nachkommastellen gerundet.",
    },
    faqs: [
      {
        question: "Ist das Trägheitsmoment dasselbe wie das Flächenträgheitsmoment?",
        answer:
          "Nein. Das Massenträgheitsmoment auf dieser Seite (kg·m²) bestimmt die Drehbewegung; das Flächenträgheitsmoment (m⁴, in⁴), auch Flächenmoment zweiten Grades genannt, beschreibt die Biegesteifigkeit eines Balkenquerschnitts. Beide haben unterschiedliche Dimensionen und lassen sich nicht ineinander umrechnen.",
      },
    ],
  },
  "/moment-force": {
    about: [
      "Ein Kraftmoment ist die Drehwirkung einer Kraft um einen Punkt oder eine Achse: die Kraft mal ihrem senkrechten Abstand von diesem Punkt, M = F·d. Seine SI-Einheit ist das Newtonmeter (N·m). Pound-force-Fuß, Kilogramm-Kraft-Meter und Dyn-Zentimeter sind dasselbe Produkt in anderen Systemen: 1 lbf·ft = {{1 lbf_ft nm}} N·m, 1 kgf·m = {{1 kgf_m nm}} N·m exakt, und im CGS-Dyn-Zentimeter (das Dyn ist 10⁻⁵ N, der Zentimeter 10⁻² m) gilt 1 N·m = {{1 nm dyn_cm}} dyn·cm.",
      "Momente kommen in der Statik und im Bauingenieurwesen vor (Biegemomente in Balken, Kippmomente an Wänden und Kranen), in der Biomechanik (Gelenkmomente) und in Physikaufgaben zu Hebeln und Gleichgewicht. Die SI-Broschüre schreibt sie in N·m, nie in Joule, obwohl beide kg·m²/s² sind: Ein Joule ist Energie, ein Newtonmeter Moment ist eine Kraft, die an einem Hebelarm wirkt.",
    ],
    useCases: [
      "Hebel- und Balkenaufgaben zwischen SI- und US-Einheiten prüfen.",
      "Biege- oder Kippmomente aus älteren Quellen in kgf·m in N·m umrechnen.",
      "CGS-Werte in dyn·cm aus der physikalischen Literatur in N·m übertragen.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist exakt: Das Pound-force ist das internationale Pfund (0,45359237 kg) mal der Normfallbeschleunigung (9,80665 m/s²), das Kilogramm-Kraft ist 1 kg mal der Normfallbeschleunigung, der Fuß ist 0,3048 m und das Dyn 10⁻⁵ N; 1 lbf·ft = {{1 lbf_ft nm}} N·m wird also nur in der Anzeige gerundet.",
    },
    faqs: [
      {
        question: "Was ist der Unterschied zwischen Kraftmoment und Drehmoment?",
        answer:
          "Physikalisch sind beide dieselbe Größe mit denselben Einheiten; nur der Sprachgebrauch unterscheidet sich. Drehmoment bezeichnet meist eine verdrehende Wirkung um die Achse einer Welle (Motoren, Schrauben, Elektromotoren), während man von Moment bei der Drehwirkung von Kräften auf Bauwerke und Körper spricht. Der Drehmoment-Umrechner bietet dasselbe Newtonmeter und denselben Pound-force-Fuß, dazu Pound-force-Zoll.",
      },
    ],
  },
  "/torque": {
    about: [
      "Das Drehmoment ist die Drehwirkung einer Kraft: die Kraft mal dem Hebelarm, an dem sie angreift, τ = F·r. Seine SI-Einheit ist das Newtonmeter (N·m). Eine Kraft von einem Pound-force an einem ein Fuß langen Schlüssel ergibt 1 lbf·ft = {{1 lbf_ft nm}} N·m; der Pound-force-Zoll ist ein Zwölftel davon, {{1 lbf_in nm}} N·m; und das Kilogramm-Kraft-Meter, üblich in älteren Werkstatthandbüchern, ist exakt {{1 kgf_m nm}} N·m.",
      "Drehmomentangaben sind in der Mechanik allgegenwärtig: Anzugsmomente für Schrauben (Radmuttern, Zylinderköpfe, Fahrradteile) werden in den meisten Ländern in N·m angegeben, in den USA in lbf·ft oder, bei kleinen Befestigungselementen, in lbf·in; das Drehmoment von Verbrennungs- und Elektromotoren erscheint in N·m und lb-ft; Drehmomentschlüssel sind oft mit beiden Skalen beschriftet. Im US-Sprachgebrauch ist „ft-lb“ auch die Energieeinheit Foot-Pound, daher werden Drehmomentangaben meist als lb-ft oder lbf·ft geschrieben.",
    ],
    useCases: [
      "Einen Drehmomentschlüssel mit lbf·ft-Skala auf einen in N·m angegebenen Wert einstellen oder umgekehrt.",
      "Angaben für kleine Befestigungselemente in lbf·in (Elektroklemmen, Fahrradteile) als N·m lesen.",
      "Das Drehmoment von Motoren zwischen europäischen (N·m) und US-Datenblättern (lb-ft) vergleichen.",
      "Werte in kgf·m aus älteren Werkstatthandbüchern umrechnen.",
    ],
    example: { context: "ein Anzugsmoment für Radmuttern" },
    accuracy: {
      definitions:
        "Die Einheiten sind exakt definiert: 1 lbf·ft = {{1 lbf_ft nm}} N·m folgt aus dem exakten Pfund (0,45359237 kg), der Normfallbeschleunigung (9,80665 m/s²) und dem Fuß (0,3048 m), 1 lbf·in = {{1 lbf_in nm}} N·m aus dem Zoll, und 1 kgf·m = {{1 kgf_m nm}} N·m; nur die Anzeige wird gerundet.",
      caveat:
        "Ein Drehmomentschlüssel selbst ist typischerweise auf einige Prozent genau, weit gröber als die Umrechnung.",
    },
    faqs: [
      {
        question: "Wie rechne ich N·m in lb-ft um?",
        answer:
          "Teilen Sie durch {{1 lbf_ft nm}} oder multiplizieren Sie mit {{1 nm lbf_ft}}: 100 N·m = {{100 nm lbf_ft}} lbf·ft. Umgekehrt sind 100 lbf·ft = {{100 lbf_ft nm}} N·m.",
      },
    ],
  },
};
