import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/electricity-charge.ts. */
export const texts: UnitTranslations = {
  "/charge": {
    about: [
      "Die elektrische Ladung ist die Elektrizitätsmenge, die Teilchen tragen oder die in einer Batterie oder einem Kondensator gespeichert ist. Ihre SI-Einheit ist das Coulomb (C), die Ladung, die ein Strom von einem Ampere in einer Sekunde transportiert. Die Amperestunde ist die Ladung von einem Ampere während einer Stunde, {{1 ah c}} C, die Milliamperestunde {{1 mah c}} C. Die Elementarladung e, die Ladung eines Protons, ist im SI von 2019 exakt auf 1,602176634 × 10⁻¹⁹ C festgelegt; ein Coulomb entspricht also {{1 c e}} Elementarladungen.",
      "Im Alltag begegnet die Ladung vor allem als Akkukapazität: Akkus von Smartphones und Powerbanks werden in mAh angegeben, Auto- und Speicherbatterien in Ah. Diese Angaben sind Ladung, nicht Energie; die Energie ist die Ladung mal der Spannung (Wh = Ah × V). Coulomb verwendet man in Physik, Elektrostatik und Elektrochemie, die Zahl der Elementarladungen in der Teilchen- und Halbleiterphysik.",
    ],
    useCases: [
      "Die mAh-Angabe eines Akkus für eine Rechnung in Physik oder Elektrochemie in Coulomb umrechnen.",
      "Zellen vergleichen, deren Kapazität in Ah bzw. mAh angegeben ist.",
      "Elektronen zählen: wie viele Elementarladungen eine bestimmte Ladung ausmachen.",
    ],
    example: { context: "die Nennkapazität eines Akkus" },
    accuracy: {
      definitions:
        "Die Amperestunde ist exakt {{1 ah c}} C (ein Ampere während 3.600 s) und die Milliamperestunde {{1 mah c}} C; seit 2019 ist die Elementarladung eine exakte definierende Konstante des SI (1,602176634 × 10⁻¹⁹ C), wodurch auch das Faraday (e × Nₐ) exakt ist. Das CGS-Abcoulomb beträgt exakt 10 C und das Statcoulomb 1/(10c) C, abgeleitet aus der exakten Lichtgeschwindigkeit.",
      caveat:
        "Ergebnisse, in denen e vorkommt, werden in wissenschaftlicher Schreibweise mit 7 signifikanten Stellen angezeigt.",
    },
    faqs: [
      {
        question: "Wie rechne ich mAh in Wh um?",
        answer:
          "Multiplizieren Sie mit der Nennspannung des Akkus und teilen Sie durch 1.000: Eine Zelle mit 5.000 mAh und 3,7 V speichert {{5000 mah ah}} Ah × 3,7 V = 18,5 Wh. Diese Seite rechnet nur Ladung um; für die Energie braucht man die Spannung.",
      },
    ],
  },
  "/linear-charge-density": {
    about: [
      "Die Linienladungsdichte λ ist elektrische Ladung pro Längeneinheit, etwa auf einem dünnen geladenen Draht, einer Faser oder einem Teilchenstrahl. Ihre SI-Einheit ist das Coulomb pro Meter (C/m). Pro Zentimeter ist der Zahlenwert hundertmal kleiner, 1 C/m = {{1 c_m c_cm}} C/cm; die Einheiten pro Fuß und pro Zoll ergeben sich aus dem exakten internationalen Fuß und Zoll, 1 C/ft = {{1 c_ft c_m}} C/m und 1 C/in = {{1 c_in c_m}} C/m.",
      "Die Physik verwendet λ für das Feld einer langen geraden Ladungsverteilung, E = λ/(2π·ε₀·r), bei Berechnungen zu Leitungen und Koronaentladungen sowie für geladene Polymere und Teilchenstrahlen. Reale Werte sind klein, meist Nano- oder Mikrocoulomb pro Meter; da die Umrechnung ein reiner Faktor ist, können Sie die Zahl umrechnen und den Vorsatz beibehalten (1 nC/m = {{1 c_m c_ft}} nC/ft).",
    ],
    useCases: [
      "Aufgaben der Elektrostatik aus Lehrbüchern zwischen SI-Einheiten und Einheiten pro Zoll oder pro Fuß umrechnen.",
      "Das Feld eines geladenen Drahts aus λ in C/m berechnen.",
    ],
    example: { note: "Bei 2 µC/m lesen Sie das Ergebnis als µC/ft." },
    accuracy: {
      definitions:
        "Die Faktoren sind SI-Vorsätze und Längen (der Zentimeter ist 10⁻² m, der Fuß exakt 0,3048 m und der Zoll exakt 0,0254 m), das CGS-Abcoulomb beträgt exakt 10 C und das Statcoulomb 1/(10c) C, abgeleitet aus der exakten Lichtgeschwindigkeit; jede Umrechnung ist daher bis auf die angezeigten Stellen exakt.",
    },
    faqs: [],
  },
  "/surface-charge-density": {
    about: [
      "Die Flächenladungsdichte σ ist elektrische Ladung pro Flächeneinheit, etwa auf der Oberfläche eines Leiters oder einer Kondensatorplatte. Ihre SI-Einheit ist das Coulomb pro Quadratmeter (C/m²). Ein Quadratzentimeter ist 10⁻⁴ m², also gilt 1 C/cm² = {{1 c_cm2 c_m2}} C/m², und ein Mikrocoulomb pro Quadratzentimeter, die übliche Einheit für Elektroden- und ferroelektrische Oberflächen, ist {{0.000001 c_cm2 c_m2}} C/m². Mit dem exakten Fuß und Zoll gilt 1 C/ft² = {{1 c_ft2 c_m2}} C/m² und 1 C/in² = {{1 c_in2 c_m2}} C/m².",
      "Die Flächenladung bestimmt das Feld unmittelbar außerhalb eines Leiters, E = σ/ε₀, und zwischen den Platten eines Kondensators. Luft schlägt bei etwa 3 MV/m durch; das begrenzt die Ladung, die eine Oberfläche in Luft halten kann, auf rund 27 µC/m². Elektrochemie (Ladung der Doppelschicht), ferroelektrische Werkstoffe (Polarisation in µC/cm²) und Untersuchungen zur elektrostatischen Entladung verwenden σ.",
    ],
    useCases: [
      "Polarisation oder Elektrodenladung von µC/cm² in C/m² umrechnen.",
      "Das Feld nahe einer geladenen Platte oder eines Leiters aus σ berechnen.",
      "Aufgaben der Elektrostatik aus Lehrbüchern prüfen, die in Einheiten pro Quadratzoll gestellt sind.",
    ],
    example: {
      note: "Die Umrechnung ist ein reiner Faktor, Vorsätze bleiben also erhalten: 25 µC/cm² sind {{25 c_cm2 c_m2}} µC/m².",
    },
    accuracy: {
      definitions:
        "Die Einheiten unterscheiden sich durch SI-Vorsätze und exakte Flächen (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m²), das CGS-Abcoulomb beträgt exakt 10 C und das Statcoulomb 1/(10c) C, abgeleitet aus der exakten Lichtgeschwindigkeit; die Faktoren sind also exakt, gerundet wird nur die Anzeige.",
    },
    faqs: [],
  },
  "/volume-charge-density": {
    about: [
      "Die Raumladungsdichte ρ ist elektrische Ladung pro Volumeneinheit, der Quellterm des gaußschen Gesetzes (∇·E = ρ/ε₀). Ihre SI-Einheit ist das Coulomb pro Kubikmeter (C/m³). Ein Kubikzentimeter ist 10⁻⁶ m³, also gilt 1 C/cm³ = {{1 c_cm3 c_m3}} C/m³; mit dem exakten Fuß und Zoll gilt 1 C/ft³ = {{1 c_ft3 c_m3}} C/m³ und 1 C/in³ = {{1 c_in3 c_m3}} C/m³.",
      "Die Halbleiterphysik zählt Dotieratome pro cm³, daher wird die Raumladung einer Verarmungszone (ρ = q·N) oft in C/cm³ angegeben; Plasmaphysik, raumladungsbegrenzte Ströme in Elektronenröhren und Ionenquellen sowie die atmosphärische Elektrizität verwenden C/m³.",
    ],
    useCases: [
      "Die Raumladung einer Verarmungszone zwischen C/cm³ und C/m³ umrechnen.",
      "Die Poisson-Gleichung, ∇²φ = −ρ/ε₀, in SI-Einheiten lösen.",
    ],
    accuracy: {
      definitions:
        "Die Faktoren sind SI-Vorsätze und exakte Volumina (1 cm³ = 10⁻⁶ m³, 1 ft³ = 0,3048³ m³ und 1 in³ = 0,0254³ m³), das CGS-Abcoulomb beträgt exakt 10 C und das Statcoulomb 1/(10c) C, abgeleitet aus der exakten Lichtgeschwindigkeit; jedes Ergebnis ist daher bis auf die angezeigten Stellen exakt.",
    },
    faqs: [],
  },
  "/current": {
    about: [
      "Elektrischer Strom ist der Fluss elektrischer Ladung pro Zeit. Seine Einheit, das Ampere (A), ist eine SI-Basiseinheit; seit 2019 ist sie über den festgelegten Wert der Elementarladung definiert, ein Ampere ist also der Fluss von 1/(1,602176634 × 10⁻¹⁹) Elementarladungen pro Sekunde, ein Coulomb pro Sekunde. Milliampere und Mikroampere sind {{1 ma a}} A und {{1 µa a}} A, das Kiloampere {{1 ka a}} A.",
      "Die Elektronik arbeitet mit Milli- und Mikroampere: Eine Kontroll-LED zieht einige bis etwa 20 mA, ein schlafender Mikrocontroller wenige µA, und Fehlerstrom-Schutzschalter zum Personenschutz lösen bei 30 mA ({{30 ma a}} A) aus. Haushaltsstromkreise sind mit etwa 10 bis 32 A abgesichert, während Schweißen, elektrische Bahnen, Schmelzöfen und Blitze (mehrere zehn Kiloampere pro Entladung) den kA-Bereich erreichen.",
    ],
    useCases: [
      "Nennwerte von Bauteilen für Berechnungen nach dem ohmschen Gesetz und Leistungsrechnungen zwischen mA und A umrechnen.",
      "Ruheströme in µA ablesen, um die Akkulaufzeit abzuschätzen.",
      "Kurzschluss-, Stoß- oder Blitzströme in kA angeben.",
    ],
    accuracy: {
      definitions:
        "Die metrischen Einheiten unterscheiden sich durch SI-Vorsätze (Piko 10⁻¹² bis Kilo 10³), das CGS-Abampere beträgt exakt 10 A und das Statampere 1/(10c) A, abgeleitet aus der exakten Lichtgeschwindigkeit; jede Umrechnung ist daher exakt.",
      caveat:
        "Sehr kleine Ergebnisse erscheinen in wissenschaftlicher Schreibweise statt als 0, zum Beispiel ist 1 µA in kA {{1 µa ka}} kA.",
    },
    faqs: [
      {
        question: "Wie viele Milliampere hat ein Ampere?",
        answer:
          "Tausend: 1 A = {{1 a ma}} mA, und 1 mA = {{1 ma µa}} µA. Um von mA in A umzurechnen, teilen Sie durch 1.000.",
      },
    ],
  },
  "/linear-current-density": {
    about: [
      "Die lineare Stromdichte ist Strom pro Breiteneinheit: der Strom, der jeden Meter einer Linie quer über eine dünne leitende Schicht oder eine Wicklung durchfließt. Ihre SI-Einheit ist das Ampere pro Meter (A/m), dieselbe Einheit wie die der magnetischen Feldstärke; viele Lehrbücher des Elektromagnetismus nennen diese Größe Flächenstromdichte K. Pro Zentimeter gilt 1 A/cm = {{1 a_cm a_m}} A/m; mit dem exakten Fuß und Zoll gilt 1 A/ft = {{1 a_ft a_m}} A/m und 1 A/in = {{1 a_in a_m}} A/m.",
      "Konstrukteure elektrischer Maschinen verwenden sie als Strombelag, die Amperewindungen pro Meter Luftspaltumfang, in kA/m; die Physik verwendet sie für Stromschichten (eine Schicht mit K erzeugt auf jeder Seite ein Feld B = μ₀K/2) und für Spulen, bei denen n Windungen pro Meter mit dem Strom I das Feld H = n·I ergeben.",
    ],
    useCases: [
      "Den Strombelag von Motor- und Generatorentwürfen zwischen A/cm und A/m umrechnen.",
      "Das Magnetfeld einer Stromschicht oder einer langen Spule berechnen.",
      "US-Konstruktionsdaten in A/in in SI-Einheiten übertragen.",
    ],
    example: { context: "ein Strombelag" },
    accuracy: {
      definitions:
        "Die Faktoren sind SI-Vorsätze und exakte Längen (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m), das CGS-Abampere beträgt exakt 10 A und das Statampere 1/(10c) A; jede Umrechnung ist daher bis auf die angezeigten Stellen exakt.",
    },
    faqs: [
      {
        question:
          "Was ist der Unterschied zwischen dieser Seite und dem Umrechner für Flächenstromdichte?",
        answer:
          "Diese Seite rechnet Strom pro Längeneinheit um (A/m), also den Strom, der in einer Schicht pro Meter ihrer Breite fließt. Der Umrechner für Flächenstromdichte rechnet Strom pro Flächeneinheit um (A/m²), also den Strom durch jeden Quadratmeter eines Leiterquerschnitts, den Lehrbücher Stromdichte J nennen.",
      },
    ],
  },
  "/surface-current-density": {
    about: [
      "Diese Seite rechnet Strom pro Flächeneinheit um: den Strom durch jede Einheit des Querschnitts eines Leiters, den Physiklehrbücher Stromdichte J nennen (den Begriff „Flächenstromdichte“ reservieren sie oft für Strom pro Breiteneinheit, in A/m). Ihre SI-Einheit ist das Ampere pro Quadratmeter (A/m²). Ein Quadratzentimeter ist 10⁻⁴ m², also gilt 1 A/cm² = {{1 a_cm2 a_m2}} A/m², und 1 A/mm², also 10⁶ A/m², entspricht {{1000000 a_m2 a_cm2}} A/cm². Mit dem exakten Fuß und Zoll gilt 1 A/ft² = {{1 a_ft2 a_m2}} A/m² und 1 A/in² = {{1 a_in2 a_m2}} A/m².",
      "Die Stromdichte begrenzt die Erwärmung in Drähten, Stromschienen und Leiterbahnen (meist in A/mm² angegeben), bestimmt die Geschwindigkeit der Galvanisierung (A/dm² in Europa, Ampere pro Quadratfuß, ASF, in US-Galvanikbetrieben) und kennzeichnet Brennstoffzellen, Elektrolyseure und Batterien (A/cm² oder mA/cm²).",
    ],
    useCases: [
      "Stromdichten in der Galvanik zwischen ASF (A/ft²) und A/dm² oder A/m² umrechnen.",
      "Die Leistung von Brennstoffzellen und Elektrolyseuren in A/cm² vergleichen.",
      "Regeln zur Leiterdimensionierung in A/mm² mit anderen Einheiten abgleichen.",
    ],
    example: {
      context: "eine Galvanik-Stromdichte von 20 ASF",
      note: "Teilen Sie durch 100, um A/dm² zu erhalten.",
    },
    accuracy: {
      definitions:
        "Die Einheiten unterscheiden sich durch SI-Vorsätze und exakte Flächen (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m², 1 Circular Mil = π/4 mil²), und das CGS-Abampere beträgt exakt 10 A; jeder Faktor ist also exakt, gerundet wird nur die Anzeige.",
    },
    faqs: [
      {
        question: "Wie rechne ich ASF in A/dm² um?",
        answer:
          "Ein Quadratdezimeter ist 0,01 m², A/dm² ist also A/m² geteilt durch 100. Geben Sie den ASF-Wert in A/ft² ein, lesen Sie A/m² ab und teilen Sie durch 100: 1 ASF = {{1 a_ft2 a_m2}} A/m², etwas mehr als ein Zehntel von 1 A/dm².",
      },
    ],
  },
};
