import type { UnitTranslations } from "../../types.ts";

/** German text of the pages of site/content/generic/fluids.ts. */
export const texts: UnitTranslations = {
  "/flow": {
    about: [
      "Der Volumenstrom ist das Fluidvolumen, das pro Zeiteinheit an einem Punkt vorbeiströmt, Q = V/t. Seine SI-Einheit ist der Kubikmeter pro Sekunde (m³/s); der Liter pro Sekunde ist ein Tausendstel davon. Die US-Gallone pro Minute (gpm) beruht auf der US-Flüssigkeitsgallone von exakt 231 in³, also gilt 1 gal/min = {{1 gal_min l_s}} L/s, und der Kubikfuß pro Sekunde (cfs) auf dem internationalen Fuß: 1 ft³/s = {{1 ft3_s l_s}} L/s.",
      "Pumpen, Feuerwehrschläuche, Bewässerung und Sanitärarmaturen werden in den USA in gpm angegeben, anderswo in L/s oder L/min; der Abfluss von Flüssen wird in m³/s angegeben, von US-Behörden in ft³/s; große Prozess- und Wasserversorgungsströme verwenden m³/s oder m³/h. Alle Gallonen auf dieser Seite sind US-Gallonen; eine imperiale Gallone ist etwa 20 % größer.",
    ],
    useCases: [
      "Pumpenkennlinien und Armaturenangaben in gpm und L/s vergleichen.",
      "US-Abflusswerte in ft³/s in m³/s umrechnen.",
      "Rohre aus einem Volumenstrom und einer Zielgeschwindigkeit dimensionieren (Q = v·A).",
      "Einen Duschkopf mit 2,5 gpm prüfen: {{2.5 gal_min l_s}} L/s.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist exakt in m³/s festgelegt: Der Liter ist 10⁻³ m³, die US-Gallone 231 in³ = 3,785411784 L und der Kubikfuß 0,3048³ m³; 1 ft³/s = {{1 ft3_s gal_min}} gal/min wird also nur für die Anzeige gerundet.",
      caveat: "Die Gallonen sind US-Flüssigkeitsgallonen, keine imperialen.",
    },
    faqs: [
      {
        question: "Wie rechne ich L/min in gpm um?",
        answer:
          "Teilen Sie Liter pro Minute durch 60, um L/s zu erhalten, und geben Sie diesen Wert ein: 60 L/min sind 1 L/s = {{1 l_s gal_min}} gal/min. In einem Schritt: 1 L/min sind {{0.0166666666666667 l_s gal_min}} gpm.",
      },
    ],
  },
  "/flow-mass": {
    about: [
      "Der Massenstrom ist die Masse, die pro Zeiteinheit an einem Punkt vorbeiströmt, ṁ = m/t, gleich der Dichte mal dem Volumenstrom (ṁ = ρ·Q). Seine SI-Einheit ist das Kilogramm pro Sekunde (kg/s). Das Pfund pro Sekunde beruht auf dem internationalen Avoirdupois-Pfund, also gilt 1 lb/s = {{1 lb_s kg_s}} kg/s; die Tonne pro Stunde meint die metrische Tonne von 1.000 kg, nicht die Short Ton oder Long Ton, also gilt 1 kg/s = {{1 kg_s ton_h}} t/h.",
      "Der Massenstrom ist die Größe, die in der Verfahrenstechnik und bei Verbrennungsvorgängen bilanziert wird: Dampfkessel werden in t/h angegeben, Strahl- und Raketentriebwerke in kg/s oder lb/s Luft oder Treibstoff, und der Luftmassenmesser eines Automotors meldet Gramm pro Sekunde. Anders als der Volumenstrom ändert sich der Massenstrom nicht, wenn ein Gas verdichtet oder erwärmt wird.",
    ],
    useCases: [
      "Die Dampfleistung von Kesseln zwischen t/h und kg/s umrechnen.",
      "Luft- oder Treibstoffdurchsatz von Triebwerken in lb/s als kg/s lesen.",
      "Den Messwert eines Luftmassenmessers (MAF) in g/s deuten.",
    ],
    example: { context: "die Dampfleistung eines Kessels" },
    accuracy: {
      definitions:
        "Das Gramm ist 10⁻³ kg, das Pfund exakt 0,45359237 kg und die Tonne pro Stunde 1.000 kg pro 3.600 s; jeder Faktor ist also exakt, und Ergebnisse werden nur für die Anzeige gerundet (1 t/h = {{1 ton_h kg_s}} kg/s).",
      caveat:
        "Die Tonne ist hier die metrische Tonne; US-Short-Tons (2.000 lb) pro Stunde wären etwa 9 % kleiner.",
    },
    faqs: [
      {
        question: "Wie rechne ich Volumenstrom in Massenstrom um?",
        answer:
          "Multiplizieren Sie den Volumenstrom mit der Dichte des Fluids: ṁ = ρ·Q. Bei Wasser mit etwa 1.000 kg/m³ transportiert 1 L/s etwa 1 kg/s; bei Gasen verwenden Sie die Dichte beim tatsächlichen Druck und der tatsächlichen Temperatur.",
      },
    ],
  },
  "/flow-molar": {
    about: [
      "Der Stoffmengenstrom ist die Stoffmenge, die pro Zeiteinheit an einem Punkt vorbeiströmt, ṅ = n/t. Seine SI-Einheit ist das Mol pro Sekunde (mol/s); Mol pro Minute und Mol pro Stunde sind 60- bzw. 3.600-mal kleiner, und das Kilomol pro Stunde ist {{1 kmol_h mol_s}} mol/s. Stoffmengenstrom mal molarer Masse ergibt den Massenstrom (ṁ = ṅ·M).",
      "Verfahrenstechniker arbeiten mit Stoffmengenströmen, weil Reaktionen Mole in festen Verhältnissen verbrauchen und erzeugen: Verfahrensfließbilder und Prozesssimulatoren führen Ströme in kmol/h, Laborreaktoren und Gaszuführungen in mol/min oder mmol/min. Für ein ideales Gas bei fester Temperatur und festem Druck ist der Stoffmengenstrom proportional zum Norm-Volumenstrom.",
    ],
    useCases: [
      "Stoffströme aus Prozesssimulatoren in kmol/h für Reaktorberechnungen in mol/s umrechnen.",
      "Stoffbilanzen um Reaktoren und Trennapparate aufstellen.",
      "Eine Zulaufrate im Labor in mol/min in mol/s umrechnen.",
    ],
    accuracy: {
      definitions:
        "Die Einheiten unterscheiden sich nur durch den Vorsatz Kilo und durch 60 oder 3.600 Sekunden; jeder Faktor ist daher exakt.",
      caveat:
        "Periodische Dezimalzahlen wie 1 mol/min = {{1 mol_min mol_s}} mol/s werden nur auf dem Bildschirm auf 6 Nachkommastellen gerundet.",
    },
    faqs: [
      {
        question: "Wie rechne ich Stoffmengenstrom in Massenstrom um?",
        answer:
          "Multiplizieren Sie mit der molaren Masse: ṁ = ṅ·M. Für Wasser (18,015 g/mol) ist 1 mol/s gleich 18,015 g/s; für ein Gemisch verwenden Sie dessen mittlere molare Masse.",
      },
    ],
  },
  "/mass-flux-density": {
    about: [
      "Die Massenstromdichte (Massenfluss, in Texten zur Wärmeübertragung auch Massengeschwindigkeit) ist der Massenstrom pro Querschnittsfläche, G = ṁ/A = ρ·v. Ihre SI-Einheit ist das Kilogramm pro Quadratmeter und Sekunde (kg/(m²·s)); 1 g/(cm²·s) = {{1 g_cm2_s kg_m2_s}} kg/(m²·s). Die US-Einheiten beruhen auf dem internationalen Pfund und Fuß: 1 lb/(ft²·s) = {{1 lb_ft2_s kg_m2_s}} kg/(m²·s), und pro Stunde gilt 1 kg/(m²·s) = {{1 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      "Die Massenstromdichte ist die bevorzugte Größe in Korrelationen für Zweiphasenströmung, Sieden und Wärmeübertrager, wo die US-Literatur traditionell lb/(ft²·h) verwendet; sie beschreibt auch Verdunstungs-, Trocknungs- und Ablationsraten sowie Strömungen durch Membranen und Schüttschichten.",
    ],
    useCases: [
      "Massengeschwindigkeiten aus US-Korrelationen der Wärmeübertragung in lb/(ft²·h) in SI-Einheiten umrechnen.",
      "G = ṁ/A für ein Rohr oder einen Kanal bei der Auslegung für Sieden und Kondensation berechnen.",
      "Verdunstungs- oder Trocknungsraten pro Flächeneinheit angeben.",
    ],
    accuracy: {
      definitions:
        "Jede Einheit ist exakt in kg/(m²·s) festgelegt, über Gramm und Zentimeter, das Pfund (0,45359237 kg), den Fuß (0,3048 m) und die Stunde (3.600 s).",
      caveat:
        "Kleine Ergebnisse zeigen höchstens 6 Nachkommastellen (1 lb/(ft²·h) = {{1 lb_ft2_h kg_m2_s}} kg/(m²·s)); rechnen Sie für mehr Stellen größere Werte um.",
    },
    faqs: [
      {
        question: "Wie hängt die Massenstromdichte mit der Geschwindigkeit zusammen?",
        answer:
          "Die Massenstromdichte ist die Dichte mal der Geschwindigkeit, G = ρ·v. Wasser (etwa 1.000 kg/m³), das mit 2 m/s strömt, hat eine Massenstromdichte von etwa 2.000 kg/(m²·s), also {{2000 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      },
    ],
  },
  "/concentration-molar": {
    about: [
      "Die Stoffmengenkonzentration (Molarität) ist die Stoffmenge eines gelösten Stoffes pro Volumen der Lösung, c = n/V. Ihre SI-Einheit ist das Mol pro Kubikmeter (mol/m³), die Chemie verwendet jedoch das Mol pro Liter, geschrieben M (molar): 1 mol/L = {{1 mol_l mol_m3}} mol/m³. Das Millimol pro Liter ist so groß wie die SI-Einheit, 1 mmol/L = {{1 mmol_l mol_m3}} mol/m³, und das Kilomol pro Kubikmeter ist gleich dem Molar, 1 kmol/m³ = {{1 kmol_m3 mol_l}} mol/L.",
      "Laborlösungen werden in mol/L angesetzt (eine 0,1-molare Salzsäure, eine 1-molare Pufferstammlösung); die klinische Chemie gibt Elektrolyte und Stoffwechselprodukte in mmol/L an (Natrium im Blut liegt normalerweise bei etwa 135 bis 145 mmol/L); Verfahrenstechnik und SI verwenden mol/m³ und kmol/m³. Die Molarität bezieht sich auf einen Liter Lösung; die Molalität (mol/kg Lösungsmittel) ist eine andere Größe.",
    ],
    useCases: [
      "Die Molarität einer Stammlösung für Verdünnungsrechnungen (c₁V₁ = c₂V₂) in mmol/L umrechnen.",
      "Laborergebnisse in mmol/L neben Lehrbuchwerten in mol/L lesen.",
      "Konzentrationen für Formeln zu Diffusion und Reaktionsgeschwindigkeit in SI-Einheiten (mol/m³) angeben.",
    ],
    accuracy: {
      definitions:
        "Die vier Einheiten unterscheiden sich nur durch Zehnerpotenzen (der Liter ist 10⁻³ m³, die Vorsätze Milli und Kilo 10⁻³ und 10³); jede Umrechnung ist daher exakt.",
      caveat:
        "Die Seite rechnet nur Stoffmengenkonzentrationen um: Für Masseneinheiten (g/L, mg/dL) braucht man die molare Masse des Stoffes.",
    },
    faqs: [
      {
        question: "Wie rechne ich mol/L in g/L um?",
        answer:
          "Multiplizieren Sie mit der molaren Masse in g/mol: 1 mol/L Natriumchlorid (58,44 g/mol) enthält 58,44 g/L. Für den Rückweg teilen Sie g/L durch die molare Masse; der Umrechner für Lösungskonzentration rechnet g/L dann in mg/L oder kg/m³ um.",
      },
    ],
  },
  "/concentration-solution": {
    about: [
      "Eine Massenkonzentration ist die Masse eines gelösten Stoffes pro Volumen der Lösung, eine Dichte des gelösten Stoffes; diese Seite verwendet daher die Einheiten der Dichte. Die SI-Einheit ist das Kilogramm pro Kubikmeter, das genau dem Gramm pro Liter entspricht: 1 g/L = {{1 g_l kg_m3}} kg/m³. Spurenmengen werden in Milligramm pro Liter angegeben, 1 g/L = {{1 g_l mg_l}} mg/L.",
      "Parts per Million (ppm) ist ein Verhältnis, keine Masse pro Volumen. Diese Seite folgt der Konvention der Wasseranalytik 1 ppm = 1 mg/L; sie gilt für verdünnte wässrige Lösungen, weil ein Liter Wasser eine Masse von etwa 1 kg hat und mg/L damit dasselbe ist wie mg/kg. Für andere Lösungsmittel oder dichte Solen gilt: ppm nach Masse = mg/L ÷ Dichte in kg/L. Berichte zur Wasserqualität (Nitrat, Chlor, Härte, gelöste Feststoffe insgesamt) verwenden mg/L und ppm auf dieser Grundlage gleichbedeutend.",
    ],
    useCases: [
      "Ergebnisse von Wassertests in ppm als mg/L lesen oder umgekehrt, für Trinkwasser, Pools und Aquarien.",
      "Eine in g/L angesetzte Lösung in mg/L oder kg/m³ umrechnen.",
      "Nährstoff- oder Dosierlösungen aus einer Zielkonzentration ansetzen.",
      "Eine Prozentlösung als Massenkonzentration ausdrücken (0,9-%ige Kochsalzlösung w/v sind 9 g/L).",
    ],
    accuracy: {
      verdict: "Ja, für verdünnte wässrige Lösungen.",
      definitions:
        "Die metrischen Einheiten sind exakt: g/L ist gleich kg/m³, und mg/L ist ein Tausendstel davon. ppm ist nach der Konvention dieser Seite, 1 ppm = 1 mg/L, exakt, und diese ist für verdünnte wässrige Lösungen richtig.",
      caveat:
        "Für Meerwasser, Solen oder andere Lösungsmittel als Wasser teilen Sie mg/L durch die Dichte der Lösung in kg/L, um ppm nach Masse zu erhalten. ppm nach Volumen, bei Gasen verwendet, ist eine andere Größe.",
    },
    faqs: [
      {
        question: "Ist ppm dasselbe wie mg/L?",
        answer:
          "Bei verdünnten wässrigen Lösungen ja, und diese Seite behandelt beide als gleich: Ein Liter einer solchen Lösung hat eine Masse von etwa 1 kg, 1 mg/L ist also 1 mg pro kg, ein Millionstel nach Masse. Die Gleichheit gilt nicht mehr, wenn die Dichte der Lösung weit von 1 kg/L abweicht.",
      },
      {
        question: "Wie rechne ich einen Prozentwert in g/L um?",
        answer:
          "Ein Prozentwert Masse pro Volumen (% w/v) bedeutet Gramm pro 100 mL, multiplizieren Sie also mit 10: Eine 0,9-%ige Kochsalzlösung enthält 9 g/L, also {{9 g_l mg_l}} mg/L. Ein Prozentwert Masse pro Masse (% w/w) erfordert zusätzlich die Dichte der Lösung.",
      },
    ],
  },
};
