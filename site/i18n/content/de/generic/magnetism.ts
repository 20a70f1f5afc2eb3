import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/magnetism.ts. */
export const texts: UnitTranslations = {
  "/magnetomotive-force": {
    about: [
      "Die magnetische Durchflutung (magnetomotorische Kraft) treibt den magnetischen Fluss durch einen magnetischen Kreis, so wie die Spannung den Strom durch einen elektrischen: Eine Spule mit N Windungen, die den Strom I führt, erzeugt F = N·I. Ihre SI-Einheit ist das Ampere, meist als Amperewindung (At) geschrieben, weil die Windungszahl keine Einheit hat; also gilt 1 At = {{1 at a}} A. Die CGS-Einheiten sind das Gilbert (Gb), definiert als 10/(4π) Amperewindungen, also 1 At = {{1 at gi}} Gb, und die Abamperewindung, 1 abA·t = {{1 ab at}} At.",
      "Mit der Durchflutung dimensioniert man Elektromagnete, Relais- und Magnetspulen, Transformator- und Drosselkerne sowie die Luftspalte von Motoren: Der Fluss folgt aus F = Φ·ℛ, mit ℛ als magnetischem Widerstand des Pfades. Das Gilbert lebt in älteren Handbüchern des Magnetismus und in der auf CGS beruhenden Literatur über Magnete fort.",
    ],
    useCases: [
      "Die Durchflutung einer Spule aus Windungszahl und Strom berechnen und in Gilbert umrechnen.",
      "Berechnungen magnetischer Kreise aus CGS-Handbüchern in SI-Einheiten lesen.",
      "Wicklungen von Relais und Elektromagneten dimensionieren.",
    ],
    example: { context: "eine Spule mit 1.000 Windungen bei 0,5 A" },
    accuracy: {
      definitions:
        "Ampere und Amperewindung sind dieselbe Einheit, die Abamperewindung ist exakt {{1 ab at}} At, und das Gilbert ist 10/(4π) At, die CGS-Definition mit exaktem 4π; das ergibt 1 Gb = {{1 gi at}} At bis auf die angezeigten Stellen.",
      caveat:
        "Seit dem SI von 2019 wird μ₀ gemessen und ist nicht mehr exakt 4π × 10⁻⁷ H/m, doch der Unterschied liegt unter einem Milliardstel und erreicht nie die angezeigten Stellen.",
    },
    faqs: [
      {
        question: "Warum ist die Amperewindung dasselbe wie das Ampere?",
        answer:
          "Eine Windungszahl ist eine reine Anzahl, N Windungen mit I Ampere ergeben also N·I Ampere Durchflutung. Die Schreibweise „Amperewindung“ erinnert nur daran, dass die Windungen mitgezählt wurden.",
      },
    ],
  },
  "/magnetic-field-strength": {
    about: [
      "Die magnetische Feldstärke H (magnetische Erregung) misst das von Strömen erzeugte Feld, bevor die Reaktion des Materials einbezogen wird. Ihre SI-Einheit ist das Ampere pro Meter (A/m), gleich der Amperewindung pro Meter: Eine lange Spule mit n Windungen pro Meter, die den Strom I führt, hat H = n·I. Das CGS-Oersted (Oe) ist als 1000/(4π) A/m definiert, also 1 Oe = {{1 oe a_m}} A/m, und die Amperewindung pro Zoll ist mit dem exakten Zoll {{1 at_in a_m}} A/m.",
      "Datenblätter von Permanentmagneten und magnetischen Werkstoffen geben die Koerzitivfeldstärke in kA/m und kOe an (10 kOe = {{10000 oe a_m}} A/m); magnetische Speichermedien und Hystereseschleifen verwenden Oe; die Auslegung von Spulen verwendet A/m oder At/in. Das Erdfeld entspricht ungefähr 20 bis 52 A/m, etwa {{20 a_m oe}} bis {{52 a_m oe}} Oe.",
    ],
    useCases: [
      "Koerzitivfeldstärken von Magneten zwischen kOe und kA/m umrechnen.",
      "Das Feld im Inneren einer Spule aus den Windungen pro Zoll oder pro Meter berechnen.",
      "Hystereseschleifen und CGS-Literatur in SI-Einheiten lesen.",
    ],
    example: { context: "die Koerzitivfeldstärke eines Magneten" },
    accuracy: {
      definitions:
        "A/m und At/m sind identisch, At/in verwendet den exakten Zoll (0,0254 m), und das Oersted ist 1000/(4π) A/m, die CGS-Definition mit exaktem 4π.",
      caveat:
        "Die Neudefinition des SI von 2019 hat μ₀ zu einer gemessenen Konstante gemacht; das ändert den SI-Wert des Oersted um weniger als ein Milliardstel, weit unterhalb der 6 angezeigten Nachkommastellen.",
    },
    faqs: [
      {
        question: "Sind Oersted und Gauß dasselbe?",
        answer:
          "Nein, auch wenn im CGS-System im Vakuum 1 Oe von H einem Gauß von B entspricht. Das Oersted misst die magnetische Feldstärke H (diese Seite), das Gauß die Flussdichte B (Umrechner für magnetische Flussdichte). Im SI gilt im Vakuum B = μ₀·H, 1 A/m entspricht also etwa 1,2566 µT.",
      },
    ],
  },
  "/magnetic-flux": {
    about: [
      "Der magnetische Fluss Φ ist das gesamte Magnetfeld, das durch eine Fläche tritt, die Flussdichte mal der Fläche, Φ = B·A. Seine SI-Einheit ist das Weber (Wb), gleich der Voltsekunde (V·s): Nach dem faradayschen Induktionsgesetz induziert ein Fluss durch eine Windung, der in einer Sekunde gleichmäßig auf null fällt, ein Volt. Das CGS-Maxwell (Mx) ist ein Gauß mal ein Quadratzentimeter, also 1 Wb = {{1 wb mx}} Mx, und das Milliweber ist {{1 mwb mx}} Mx.",
      "Der Fluss kommt in der Auslegung von Transformatoren und Motoren vor (Kernfluss, verketteter Fluss in Weber-Windungen), bei Messungen mit Flussmetern und Messspulen und in der Spezifikation von Permanentmagneten; ältere Literatur zu Magneten und Flussmetern verwendet Maxwell oder Kilomaxwell-Windungen.",
    ],
    useCases: [
      "Messwerte von Flussmetern zwischen Maxwell und Weber umrechnen.",
      "Den Kernfluss aus Flussdichte und Fläche berechnen, Φ = B·A.",
      "Die in einer Spule induzierte Spannung mit der Flussänderung in Beziehung setzen (V = N·dΦ/dt).",
    ],
    accuracy: {
      definitions:
        "Die Voltsekunde ist das Weber selbst, das Milliweber ein Tausendstel davon, und das Maxwell ist ein Gauß mal ein Quadratzentimeter (10⁻⁴ T × 10⁻⁴ m²), exakt {{1 mx wb}} Wb.",
      caveat:
        "Winzige Ergebnisse werden in wissenschaftlicher Schreibweise angezeigt, nie auf 0 gerundet.",
    },
    faqs: [
      {
        question: "Warum ist ein Weber gleich einer Voltsekunde?",
        answer:
          "Nach dem faradayschen Induktionsgesetz ist die in einer Windung induzierte Spannung gleich der Änderungsrate des Flusses durch sie. Eine Flussänderung von einem Weber pro Sekunde induziert also ein Volt; ein Weber ist damit ein Volt mal eine Sekunde.",
      },
    ],
  },
  "/magnetic-flux-density": {
    about: [
      "Die magnetische Flussdichte B, das, was man umgangssprachlich meist mit „magnetischer Feldstärke“ meint, ist der Fluss pro Flächeneinheit. Ihre SI-Einheit ist das Tesla (T), ein Weber pro Quadratmeter: 1 Wb/m² = {{1 wb_m2 t}} T. Das Millitesla ist {{1 mt t}} T. Das CGS-Gauß (G) ist exakt {{1 g t}} T, also 1 T = {{1 t g}} G und 1 mT = {{1 mt g}} G.",
      "Das Erdmagnetfeld beträgt an der Oberfläche etwa 25 bis 65 µT, also {{0.000025 t g}} bis {{0.000065 t g}} G; ein Kühlschrankmagnet erreicht an seiner Oberfläche einige Millitesla, die Remanenz eines Neodym-Magneten liegt bei etwa 1 bis 1,4 T, und klinische MRT-Geräte arbeiten mit 1,5 T und 3 T. Gaußmeter und Hall-Sensoren zeigen G oder mT an, und Magnethersteller geben oft noch Gauß an.",
    ],
    useCases: [
      "Messwerte von Magneten und Gaußmetern zwischen Gauß und Millitesla umrechnen.",
      "Feldstärken von MRT-Geräten und Expositionsgrenzwerte in Tesla vergleichen.",
      "Datenblätter von Hall-Sensoren in mT oder G lesen.",
    ],
    example: { context: "das Feld eines MRT-Magneten" },
    accuracy: {
      definitions:
        "Das Weber pro Quadratmeter ist das Tesla selbst, das Millitesla ein Tausendstel Tesla, und das Gauß ist nach seiner CGS-Definition exakt {{1 g t}} T; die Umrechnungen sind daher exakt.",
    },
    faqs: [
      {
        question: "Wie viel Gauß hat ein Tesla?",
        answer: "Zehntausend: 1 T = {{1 t g}} G, also 1 G = {{1 g t}} T und 1 mT = {{1 mt g}} G.",
      },
    ],
  },
};
