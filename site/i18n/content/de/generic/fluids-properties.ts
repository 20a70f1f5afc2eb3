import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/fluids-properties.ts. */
export const texts: UnitTranslations = {
  "/viscosity-dynamic": {
    about: [
      "Die dynamische (absolute) Viskosität μ ist der Widerstand eines Fluids gegen Scherung: die Schubspannung geteilt durch die Schergeschwindigkeit. Ihre SI-Einheit ist die Pascalsekunde (Pa·s). Die CGS-Einheit Poise (P, nach Jean Poiseuille) ist {{1 p pa_s}} Pa·s, das Zentipoise ist also exakt eine Millipascalsekunde: 1 cP = {{1 cp pa_s}} Pa·s. Die US-Einheit Pound-force-Sekunde pro Quadratfuß ist {{1 lbf_s_ft2 pa_s}} Pa·s (das Reyn, lbf·s/in², ist 144-mal größer).",
      "Wasser hat bei 20 °C eine Viskosität von etwa 1,0 mPa·s, was das Zentipoise zu einer praktischen Einheit gemacht hat; Luft hat etwa 0,018 mPa·s und Glycerin etwa 1,4 Pa·s. Viskositätsangaben für Schmierstoffe, Lacke, Druckfarben, Lebensmittel, Polymere und Bohrspülungen erfolgen in cP oder mPa·s (beide haben denselben Zahlenwert), und Pa·s geht in die SI-Form der Reynolds-Zahl sowie von Strömungs- und Schmierungsformeln ein.",
    ],
    useCases: [
      "Die Viskosität aus einem Produktdatenblatt in cP für eine Strömungsrechnung in Pa·s umrechnen.",
      "US-Technikdaten in lbf·s/ft² als Pa·s lesen.",
      "Eine Reynolds-Zahl, Re = ρ·v·D/μ, in einheitlichen SI-Einheiten berechnen.",
    ],
    accuracy: {
      definitions:
        "Poise und Zentipoise sind exakte dezimale Bruchteile der Pascalsekunde, und lbf·s/ft² ist exakt über das Pfund (0,45359237 kg), die Normfallbeschleunigung (9,80665 m/s²) und den Fuß (0,3048 m) definiert.",
      caveat:
        "Denken Sie daran, dass eine gemessene Viskosität für eine bestimmte Temperatur gilt: Schon wenige Grad verändern sie bei den meisten Flüssigkeiten merklich.",
    },
    faqs: [
      {
        question: "Was ist der Unterschied zwischen dynamischer und kinematischer Viskosität?",
        answer:
          "Die kinematische Viskosität ist die dynamische Viskosität geteilt durch die Dichte, ν = μ/ρ. Wasser bei 20 °C hat mit etwa 1,0 mPa·s und 998 kg/m³ eine kinematische Viskosität von etwa 1,0 mm²/s (1 cSt); für cSt, St und m²/s verwenden Sie den Umrechner für kinematische Viskosität.",
      },
    ],
  },
  "/viscosity-kinematic": {
    about: [
      "Die kinematische Viskosität ν ist die dynamische Viskosität geteilt durch die Dichte, ν = μ/ρ: wie leicht ein Fluid unter seinem eigenen Gewicht fließt. Ihre SI-Einheit ist der Quadratmeter pro Sekunde (m²/s). Das CGS-Stokes (St, nach George Stokes) ist 1 cm²/s = {{1 St m2_s}} m²/s, das Zentistokes ist also exakt ein Quadratmillimeter pro Sekunde, und 1 m²/s = {{1 m2_s cSt}} cSt. Der US-Quadratfuß pro Sekunde ist {{1 ft2_s cSt}} cSt.",
      "Öle werden nach ihrer kinematischen Viskosität in cSt (mm²/s) eingestuft: Die Motorölklassen nach SAE J300 sind durch Bereiche bei 100 °C definiert (ein SAE-30-Öl hat 9,3 bis unter 12,5 cSt), und die ISO-VG-Zahl eines Industrieöls ist seine Nennviskosität in cSt bei 40 °C (ISO VG 46 ≈ 46 cSt). Wasser hat bei 20 °C etwa 1,0 cSt und Luft etwa 15 cSt. Kapillarviskosimeter aus Glas, Auslaufbecher und Kraftstoffspezifikationen geben alle ν an.",
    ],
    useCases: [
      "Schmierstoff- und Hydraulikölklassen (ISO VG, SAE) in cSt mit Daten in m²/s vergleichen.",
      "Eine Reynolds-Zahl aus Geschwindigkeit und kinematischer Viskosität berechnen, Re = v·D/ν.",
      "US-Daten in ft²/s in cSt umrechnen.",
    ],
    example: {
      context: "ein Öl der Klasse ISO VG 46",
      note: "Kleine Werte in m²/s geben Sie besser in cSt ein, damit alle Stellen erhalten bleiben.",
    },
    accuracy: {
      definitions:
        "Das Stokes ({{1 St m2_s}} m²/s) und das Zentistokes ({{1 cSt m2_s}} m²/s) sind exakt, und der Quadratfuß pro Sekunde ist exakt 0,3048² m²/s, also 1 ft²/s = {{1 ft2_s cSt}} cSt.",
      caveat:
        "Ergebnisse unter 0,000001 wechseln in die wissenschaftliche Schreibweise, statt auf 0 gerundet zu werden.",
    },
    faqs: [
      {
        question: "Kann ich hier Saybolt-Sekunden (SUS) in cSt umrechnen?",
        answer:
          "Nein. Saybolt Universal Seconds sind die Auslaufzeit durch eine genormte Düse und hängen mit der kinematischen Viskosität über eine empirische Formel (ASTM D2161) zusammen, nicht über einen festen Faktor. Rechnen Sie SUS mit diesem Verfahren in cSt um und verwenden Sie dann diese Seite für die übrigen Einheiten.",
      },
    ],
  },
  "/surface-tension": {
    about: [
      "Die Oberflächenspannung γ ist die Kraft pro Längeneinheit entlang einer Flüssigkeitsoberfläche, gleichbedeutend mit der Energie, die nötig ist, um die Oberfläche um eine Flächeneinheit zu vergrößern. Ihre SI-Einheit ist das Newton pro Meter (N/m), in Basiseinheiten geschrieben dasselbe wie Kilogramm pro Quadratsekunde (kg/s²). Das CGS-Dyn pro Zentimeter ist exakt ein Millinewton pro Meter, 1 dyn/cm = {{1 dyn_cm n_m}} N/m, und das Pound-force pro Fuß ist {{1 lbf_ft n_m}} N/m.",
      "Wasser hat bei 20 °C eine Oberflächenspannung von etwa 72,8 mN/m (72,8 dyn/cm), Ethanol etwa 22 und Quecksilber etwa 485; Spülmittel und Tenside senken den Wert von Wasser auf etwa 30. Tensiometer (Ring nach du Noüy, Wilhelmy-Platte, hängender Tropfen) zeigen mN/m oder dyn/cm an, und dieselbe Einheit misst die Oberflächenenergie von Festkörpern beim Beschichten, Drucken und Kleben (mJ/m² = mN/m).",
    ],
    useCases: [
      "Tensiometer-Messwerte in dyn/cm für Berechnungen zu Kapillaranstieg oder Tropfen in N/m umrechnen.",
      "Daten zu Tensiden und Druckfarben zwischen CGS- und SI-Einheiten vergleichen.",
      "US-Technikdaten in lbf/ft als N/m lesen.",
    ],
    example: { context: "die Oberflächenspannung von Wasser" },
    accuracy: {
      definitions:
        "Das Dyn (10⁻⁵ N) pro Zentimeter ist exakt {{1 dyn_cm n_m}} N/m, kg/s² ist N/m selbst, und das Pound-force pro Fuß ist exakt über Pfund, Normfallbeschleunigung und Fuß definiert.",
      caveat:
        "Gemessene Oberflächenspannungen hängen von der Temperatur und von Spuren von Verunreinigungen ab, die keine Umrechnung korrigiert.",
    },
    faqs: [
      {
        question: "Warum sind dyn/cm und mN/m dasselbe?",
        answer:
          "Ein Dyn ist 10⁻⁵ Newton und ein Zentimeter 10⁻² Meter, ein Dyn pro Zentimeter ist also {{1 dyn_cm n_m}} N/m, ein Millinewton pro Meter. Deshalb können Handbücher die Oberflächenspannung von Wasser in beiden Einheiten mit 72,8 angeben.",
      },
    ],
  },
  "/permeability": {
    about: [
      "Die Permeabilität (intrinsische Permeabilität) misst, wie leicht ein Fluid durch ein poröses Material wie Gestein, Boden oder einen Filter strömt, unabhängig vom Fluid. Sie hat die Dimension einer Fläche, ihre SI-Einheit ist also der Quadratmeter (m²). Geologie und Erdölindustrie verwenden das Darcy (D), benannt nach Henry Darcy: die Permeabilität, die 1 cm³/s eines Fluids von 1 cP unter einem Druckgradienten von 1 atm/cm durch 1 cm² strömen lässt; damit ist 1 D = {{1 darcy m2}} m², nahe einem Quadratmikrometer.",
      "Speichergesteine werden in Millidarcy eingestuft (1 D = {{1 darcy md}} mD): von deutlich unter 1 mD in dichten Sandsteinen und Tonsteinen bis zu mehreren Darcy in sauberen Sanden und Kiesen. Gemeint ist nicht die magnetische Permeabilität (H/m) und nicht die hydraulische Leitfähigkeit (m/s), die auch vom Fluid abhängt: Für Wasser bei Raumtemperatur entspricht 1 Darcy einer hydraulischen Leitfähigkeit von etwa 10⁻⁵ m/s.",
    ],
    useCases: [
      "Ergebnisse von Kernanalysen in mD für Lagerstättensimulationen in SI-Einheiten in m² umrechnen.",
      "Permeabilitäten von Gestein, Boden und Filtern aus geologischen und technischen Quellen vergleichen.",
      "Das Gesetz von Darcy, Q = k·A·Δp/(μ·L), in einheitlichen Einheiten anwenden.",
    ],
    example: {
      context: "die Permeabilität eines Sandsteins",
      note: "So kleine Werte werden in wissenschaftlicher Schreibweise angezeigt.",
    },
    accuracy: {
      definitions:
        "Das Darcy wird exakt aus seiner Definition berechnet, (1 cm³/s × 1 cP × 1 cm) ÷ (1 cm² × 1 atm), mit der Normatmosphäre von 101.325 Pa; 1 D = {{1 darcy m2}} m² gilt also bis auf die angezeigten Stellen. Das Millidarcy ist 1/1000 D und der Quadratfuß exakt 0,3048² m².",
    },
    faqs: [
      {
        question: "Ist das Darcy dasselbe wie die hydraulische Leitfähigkeit?",
        answer:
          "Nein. Die Permeabilität in Darcy gehört allein zum Gestein; die hydraulische Leitfähigkeit (m/s, in der Grundwasserpraxis verwendet) schließt auch Dichte und Viskosität des Fluids ein, K = k·ρ·g/μ. Für Wasser bei etwa 20 °C entspricht 1 Darcy ungefähr 10⁻⁵ m/s.",
      },
    ],
  },
};
