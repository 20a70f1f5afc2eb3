import type { UnitNotes } from "./types.ts";

/** German headings and notes of the unit catalogue (types.ts says what each is). */
export const NOTES: UnitNotes = {
  groups: {
    Metric: "Metrisch",
    "Speed gain per second": "Geschwindigkeitszunahme pro Sekunde",
    Gravity: "Schwerebeschleunigung",
    "Imperial / US customary": "Imperial / US-amerikanisch",
    Radian: "Radiant",
    Degree: "Grad",
    Revolution: "Umdrehung",
    "Fraction of a turn": "Bruchteil einer Umdrehung",
    Imperial: "Imperial",
    "US survey and land": "US-Vermessung und Landmaße",
    Traditional: "Traditionell",
    Other: "Sonstige",
    Regional: "Regional",
    CGS: "CGS",
    Historic: "Historisch",
    "Ampere-hour": "Amperestunde",
    Atomic: "Atomar",
    "Bit and byte": "Bit und Byte",
    Decimal: "Dezimal",
    Binary: "Binär",
    "Storage media": "Speichermedien",
    Bits: "Bits",
    Bytes: "Bytes",
    "Binary (IEC)": "Binär (IEC)",
    "Pressure gradient": "Druckgradient",
    "Per inch": "Pro Zoll",
    "Pixel pitch": "Pixelabstand",
    Standards: "Normale",
    Joule: "Joule",
    "Watt-hour": "Wattstunde",
    "Horsepower-hour": "Pferdestärkenstunde",
    Calorie: "Kalorie",
    "BTU and therm": "BTU und Therm",
    Mechanical: "Mechanisch",
    "Force × distance": "Kraft × Weg",
    "TNT equivalent": "TNT-Äquivalent",
    "Fuel and refrigeration": "Brennstoffe und Kältetechnik",
    "US customary": "US-amerikanisch",
    "Oil and gas": "Öl und Gas",
    "Catalytic activity": "Katalytische Aktivität",
    "Gas at 0 °C, 1 atm": "Gas bei 0 °C, 1 atm",
    Newton: "Newton",
    "Pound-force": "Pound-force",
    "Kilogram-force": "Kilogramm-Kraft",
    Frequency: "Frequenz",
    Spectroscopy: "Spektroskopie",
    "Wavelength (vacuum)": "Wellenlänge (Vakuum)",
    SI: "SI",
    Nautical: "Nautisch",
    BTU: "BTU",
    "R-value (reciprocal)": "R-Wert (Kehrwert)",
    "Imperial and nautical": "Imperial und nautisch",
    "US survey": "US-Vermessung",
    Astronomical: "Astronomisch",
    Typography: "Typografie",
    Lambertian: "Lambert-Einheiten",
    Modern: "Modern",
    Quantum: "Quanten",
    "Force × length × time²": "Kraft × Länge × Zeit²",
    Darcy: "Darcy",
    Watt: "Watt",
    Horsepower: "Pferdestärke",
    "Foot-pound-force": "Fuß-Pound-force",
    "Volt-ampere": "Voltampere",
    "Joule and erg": "Joule und Erg",
    TNT: "TNT",
    "Watt-hour per day or year": "Wattstunde pro Tag oder Jahr",
    "Vacuum throughput (leak rate)": "Vakuum-Gasdurchsatz (Leckrate)",
    "SI multiples": "Dezimale Vielfache (SI)",
    "SI submultiples": "Dezimale Teile (SI)",
    Pascal: "Pascal",
    "Bar and atmosphere": "Bar und Atmosphäre",
    Mercury: "Quecksilbersäule",
    Water: "Wassersäule",
    Dyne: "Dyn",
    "Ton-force": "Ton-force",
    Roentgen: "Röntgen",
    Becquerel: "Becquerel",
    Curie: "Curie",
    "Level difference": "Pegeldifferenz",
    "Absolute level": "Absoluter Pegel",
    "Sound and light": "Schall und Licht",
    Cosmic: "Kosmisch",
    Historical: "Historisch",
    Common: "Gebräuchlich",
    "Sub-second": "Sekundenbruchteile",
    "Long spans": "Lange Zeiträume",
    "Year variants": "Jahresvarianten",
    "Multi-year": "Mehrjährig",
    "CGS (poise)": "CGS (Poise)",
    "CGS (stokes)": "CGS (Stokes)",
    Cubic: "Kubikmaße",
    "US dry": "US-Trockenmaße",
    Barrels: "Barrel",
    Lumber: "Holzmaße",
    "Avoirdupois and imperial": "Avoirdupois und imperial",
    "Troy and gem": "Troy und Edelsteine",
  },
  notes: {
    "angle:mil":
      "Der NATO-Strich, 1/6.400 Umdrehung. Der Strich des Warschauer Pakts ist 1/6.000 Umdrehung, der schwedische Streck 1/6.300.",
    "area:township":
      "In internationalen Meilen und Acres. Der US Public Land Survey definiert die Einheit in US-Vermessungsmaß und damit um 4 ppm größer.",
    "area:section":
      "In internationalen Meilen und Acres. Der US Public Land Survey definiert die Einheit in US-Vermessungsmaß und damit um 4 ppm größer.",
    "area:homestead":
      "In internationalen Meilen und Acres. Der US Public Land Survey definiert die Einheit in US-Vermessungsmaß und damit um 4 ppm größer.",
    "area:arpent":
      "Das Quadrat-Arpent der Grundeigentumstitel in Québec: ein Quadrat von 180 französischen Fuß Seitenlänge, wobei der französische Fuß nach Kanadas Weights and Measures Act 12,789 in misst.",
    "area:sabin":
      "Eine Einheit der Schallabsorption: ein Quadratfuß einer vollständig absorbierenden Fläche.",
    "capacitance:mf":
      "mf ist das Millifarad, 10⁻³ F. Ältere Kataloge schrieben mf oder mfd für das Mikrofarad (µF).",
    "capacitance:mfd":
      "MFD, wie auf Motorbetriebskondensatoren und älteren Kondensatoren aufgedruckt, ist das Mikrofarad: 45 MFD = 45 µF.",
    "capacitance:jar":
      "Das Jar der frühen Funktechnik, 1.000 cm Kapazität ≈ 1,11265 nF (GNU units); das Jar der Royal Navy betrug 1/900 µF, etwa 0,14 % weniger.",
    "capacitance:f_int":
      "Das internationale Farad von 1908–1947, 0,999505 F, wie GNU units es angibt.",
    "capacitance:f_90":
      "Das von 1990 bis 2019 mit dem konventionellen Wert R_K-90 = 25.812,807 Ω realisierte Farad: 1 F₉₀ = R_K-90/R_K F ≈ 0,99999998 F.",
    "data-storage:KB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:MB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:GB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:TB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:KiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:MiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:GiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:TiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:PB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:EB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:ZB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:YB":
      "Dezimaler Vorsatz (SI): 1 KB = 1.000 Byte. Das KB der Speicherhersteller (JEDEC) umfasst 1.024 Byte: Das ist das KiB.",
    "data-storage:PiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:EiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:ZiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:YiB": "Binärer Vorsatz (IEC): 1 KiB = 1.024 Byte.",
    "data-storage:dvd":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:dvd_dl":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:bd":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:bd_dl":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:cd_80":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:cd_74":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:floppy_35_hd":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:floppy_35_dd":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:floppy_525_hd":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-storage:floppy_525_dd":
      "Eine Kapazität, keine Einheit: die Datenmenge, die ein formatierter Datenträger dieser Art fasst, in der Byte-Zahl, die die Bezeichnung nennt.",
    "data-transfer:kbps":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:mbps":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:gbps":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:tbps":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:kbyte_s":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:mbyte_s":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:gbyte_s":
      "Dezimale Vorsätze, wie bei Angaben von Netzwerkgeschwindigkeiten: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:kib_s":
      "Binärer Vorsatz (IEC): 1 KiB/s = 1.024 Byte/s. Viele Download-Programme zeigen KiB/s an, beschriften es aber mit KB/s.",
    "data-transfer:mib_s":
      "Binärer Vorsatz (IEC): 1 KiB/s = 1.024 Byte/s. Viele Download-Programme zeigen KiB/s an, beschriften es aber mit KB/s.",
    "data-transfer:gib_s":
      "Binärer Vorsatz (IEC): 1 KiB/s = 1.024 Byte/s. Viele Download-Programme zeigen KiB/s an, beschriften es aber mit KB/s.",
    "density:ppm":
      "ppm bedeutet hier 1 mg/L, was nur für verdünnte wässrige Lösungen zutrifft (Dichte 1 kg/L); für andere Lösungsmittel gilt ppm (Massenanteil) = mg/L ÷ Dichte in kg/L.",
    "density:ppb":
      "ppb bedeutet hier 1 µg/L, was nur für verdünnte wässrige Lösungen zutrifft (Dichte 1 kg/L); für andere Lösungsmittel gilt ppb (Massenanteil) = µg/L ÷ Dichte in kg/L.",
    "density:pct_wv":
      "Gramm gelöster Stoff pro 100 mL Lösung: 1 % w/v = 10 g/L (nicht Massenprozent, w/w).",
    "density:psi_ft":
      "Ein Druckgradient, gelesen als die Dichte der Flüssigkeitssäule, die ihn bei Normfallbeschleunigung (9,80665 m/s²) erzeugt: Spülungsgewicht in lb/gal × 0,051948 = psi/ft.",
    "density:kpa_m":
      "Ein Druckgradient, gelesen als die Dichte der Flüssigkeitssäule, die ihn bei Normfallbeschleunigung (9,80665 m/s²) erzeugt: Spülungsgewicht in lb/gal × 0,051948 = psi/ft.",
    "digital-image-resolution:pitch_mm":
      "Der Pixelabstand ist der Abstand zwischen den Pixelmitten, der Kehrwert der Auflösung: 0,25 mm Pixelabstand entsprechen 4 px/mm, 101,6 ppi.",
    "digital-image-resolution:pitch_µm":
      "Der Pixelabstand ist der Abstand zwischen den Pixelmitten, der Kehrwert der Auflösung: 0,25 mm Pixelabstand entsprechen 4 px/mm, 101,6 ppi.",
    "electric-conductivity:iacs":
      "International Annealed Copper Standard (1913): 100 % IACS = genau 58 MS/m, wobei ein Kupferdraht von 1 m Länge und 1 mm² Querschnitt 1/58 Ω hat.",
    "electric-resistance:r_k":
      "R_K = h/e² ≈ 25.812,807459 Ω, exakt seit dem SI von 2019; der konventionelle Wert von 1990 war 25.812,807 Ω.",
    "electric-resistance:ohm_int":
      "Das internationale Ohm von 1908 (eine Quecksilbersäule), 1948 durch das absolute Ohm ersetzt: 1,000495 Ω, wie GNU units es angibt (der US-Wert; der internationale Mittelwert war 1,00049 Ω).",
    "energy:cal_nut":
      "Die Nahrungskalorie ist die thermochemische Kilokalorie, 4.184 J (Verordnung (EU) 1169/2011, FAO).",
    "energy:mbtu":
      "Eine Million BTU (IT). Im US-Handel bedeutet „MBtu“ oft tausend BTU; hier ist es eine Million.",
    "energy:fuel_oil_kl":
      "Ein Energieinhalt, keine Einheit: die Verbrennungswärme der genannten Menge Heizöl, nach dem Wert in der Bezeichnung.",
    "energy:fuel_oil_bbl":
      "Ein Energieinhalt, keine Einheit: die Verbrennungswärme der genannten Menge Heizöl, nach dem Wert in der Bezeichnung.",
    "energy:toe":
      "Eine konventionelle Einheit der Energiestatistik: der Wärmeinhalt eines Standardbrennstoffs, nach dem Wert in der Bezeichnung.",
    "energy:boe":
      "Eine konventionelle Einheit der Energiestatistik: der Wärmeinhalt eines Standardbrennstoffs, nach dem Wert in der Bezeichnung.",
    "energy:tce":
      "Eine konventionelle Einheit der Energiestatistik: der Wärmeinhalt eines Standardbrennstoffs, nach dem Wert in der Bezeichnung.",
    "flow:m3_yr": "Pro mittlerem gregorianischem Jahr von 365,2425 Tagen.",
    "flow:km3_yr": "Pro mittlerem gregorianischem Jahr von 365,2425 Tagen.",
    "flow:acre_ft_d": "Acre-Foot in US-Vermessungsfuß, wie NIST SP 811 ihn aufführt: 1.233,489 m³.",
    "flow:acre_ft_yr":
      "Acre-Foot in US-Vermessungsfuß, wie NIST SP 811 ihn aufführt: 1.233,489 m³. Pro mittlerem gregorianischem Jahr von 365,2425 Tagen.",
    "flow:acre_ft_h": "Acre-Foot in US-Vermessungsfuß, wie NIST SP 811 ihn aufführt: 1.233,489 m³.",
    "flow:mcf_d":
      "Gas wird bei seinen Bezugsbedingungen (Standardbedingungen) gezählt; umgerechnet wird hier nur das Volumen.",
    "flow:mmcf_d":
      "Gas wird bei seinen Bezugsbedingungen (Standardbedingungen) gezählt; umgerechnet wird hier nur das Volumen.",
    "flow-mass:ton_h":
      "Metrische Tonne von 1.000 kg, nicht die US-amerikanische Short Ton oder die imperiale Long Ton.",
    "flow-mass:ton_yr": "Pro mittlerem gregorianischem Jahr von 365,2425 Tagen.",
    "flow-mass:mton_yr": "Pro mittlerem gregorianischem Jahr von 365,2425 Tagen.",
    "flow-molar:nm3_h":
      "Ideales Gas bei 0 °C und 101,325 kPa (22,414 L/mol), der Bezugszustand von SEMI E12 und DIN 1343. Andere Bezugszustände (15 °C, 20 °C, 60 °F) ergeben andere Stoffmengen.",
    "flow-molar:slm":
      "Ideales Gas bei 0 °C und 101,325 kPa (22,414 L/mol), der Bezugszustand von SEMI E12 und DIN 1343. Andere Bezugszustände (15 °C, 20 °C, 60 °F) ergeben andere Stoffmengen.",
    "flow-molar:sccm":
      "Ideales Gas bei 0 °C und 101,325 kPa (22,414 L/mol), der Bezugszustand von SEMI E12 und DIN 1343. Andere Bezugszustände (15 °C, 20 °C, 60 °F) ergeben andere Stoffmengen.",
    "frequency:rpm":
      "Umdrehungen pro Minute als Drehfrequenz: 60 rpm = 1 Hz. Als Winkelgeschwindigkeit ist 1 rpm = 2π/60 rad/s.",
    "frequency:cm_1":
      "Wellenzahl im Vakuum, die Anzahl der Wellen pro Zentimeter: f = c × ν̃, also 1 cm⁻¹ = genau 29,9792458 GHz.",
    "frequency:ev":
      "Die Energie eines Photons, E = h f, mit exakten h und e: 1 eV ≈ 241,798924 THz, 1.239,84 nm.",
    "frequency:km": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:m": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:cm": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:mm": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:µm": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:nm": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:pm": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "frequency:angstrom": "Wellenlänge im Vakuum: λ = c / f, mit genau c = 299.792.458 m/s.",
    "fuel-consumption:km_l":
      "Strecke pro Kraftstoffmenge, der Kehrwert des Verbrauchs: L/100 km = 235,214583 ÷ mpg (US) = 282,480936 ÷ mpg (UK) = 100 ÷ km/L.",
    "fuel-consumption:mpg_us":
      "Strecke pro Kraftstoffmenge, der Kehrwert des Verbrauchs: L/100 km = 235,214583 ÷ mpg (US) = 282,480936 ÷ mpg (UK) = 100 ÷ km/L.",
    "fuel-consumption:mpg_uk":
      "Strecke pro Kraftstoffmenge, der Kehrwert des Verbrauchs: L/100 km = 235,214583 ÷ mpg (US) = 282,480936 ÷ mpg (UK) = 100 ÷ km/L.",
    "fuel-consumption:mi_l":
      "Strecke pro Kraftstoffmenge, der Kehrwert des Verbrauchs: L/100 km = 235,214583 ÷ mpg (US) = 282,480936 ÷ mpg (UK) = 100 ÷ km/L.",
    "fuel-consumption:nmi_gal":
      "Strecke pro Kraftstoffmenge, der Kehrwert des Verbrauchs: L/100 km = 235,214583 ÷ mpg (US) = 282,480936 ÷ mpg (UK) = 100 ÷ km/L.",
    "heat-density:btu_ft3": "BTU der International Table (1.055,05585262 J).",
    "heat-density:btu_gal": "BTU der International Table (1.055,05585262 J).",
    "heat-density:cal_cm3": "Kalorie der International Table (4,1868 J).",
    "heat-density:kcal_m3": "Kilokalorie der International Table (4.186,8 J).",
    "heat-flux-density:btu_h_ft2": "BTU der International Table (1.055,05585262 J).",
    "heat-flux-density:btu_s_ft2": "BTU der International Table (1.055,05585262 J).",
    "heat-flux-density:cal_s_cm2": "Kalorie der International Table (4,1868 J).",
    "heat-flux-density:kcal_h_m2": "Kilokalorie der International Table (4.186,8 J).",
    "heat-flux-density:ly_min": "1 Langley = 1 thermochemische Kalorie (4,184 J) pro cm².",
    "heat-transfer-coefficient:btu_h_ft2_f": "BTU der International Table (1.055,05585262 J).",
    "heat-transfer-coefficient:btu_s_ft2_f": "BTU der International Table (1.055,05585262 J).",
    "heat-transfer-coefficient:cal_s_cm2_c": "Kalorie der International Table (4,1868 J).",
    "heat-transfer-coefficient:kcal_h_m2_c": "Kilokalorie der International Table (4.186,8 J).",
    "heat-transfer-coefficient:r_si":
      "Wärmedurchgangswiderstand (R-Wert), der Kehrwert des Wärmedurchgangskoeffizienten (U-Wert): U = 1 ÷ R, ein größeres R bedeutet also weniger Wärmestrom.",
    "heat-transfer-coefficient:r_us":
      "Wärmedurchgangswiderstand (R-Wert), der Kehrwert des Wärmedurchgangskoeffizienten (U-Wert): U = 1 ÷ R, ein größeres R bedeutet also weniger Wärmestrom. US-R-Werte verwenden die IT-BTU: R-1 (US) = 0,1761102 m²·K/W.",
    "inductance:quadrant":
      "Der Internationale Elektrikerkongress von 1889 gab 10⁹ cm Induktivität, einem Erdquadranten, den Namen Quadrant; 1893 wurde er in Henry umbenannt.",
    "inductance:h_int":
      "Das internationale Henry von 1908–1947, das internationale Ohm mal eine Sekunde: 1,000495 H nach dem Ohm, wie GNU units es angibt.",
    "inductance:h_90":
      "Das von 1990 bis 2019 mit dem konventionellen Wert R_K-90 = 25.812,807 Ω realisierte Henry: 1 H₉₀ = R_K/R_K-90 H ≈ 1,00000002 H.",
    "length:earth_radius_eq":
      "Der Nominalwert der IAU von 2015 (Resolution B3): eine festgelegte Umrechnungskonstante, kein gemessener Radius.",
    "length:earth_radius_polar":
      "Der Nominalwert der IAU von 2015 (Resolution B3): eine festgelegte Umrechnungskonstante, kein gemessener Radius.",
    "length:jupiter_radius":
      "Der Nominalwert der IAU von 2015 (Resolution B3): eine festgelegte Umrechnungskonstante, kein gemessener Radius.",
    "length:sun_radius":
      "Der Nominalwert der IAU von 2015 (Resolution B3): eine festgelegte Umrechnungskonstante, kein gemessener Radius.",
    "length:arpent":
      "180 französische Fuß zu je 12,789 in, wie Kanadas Weights and Measures Act es für Grundstücke in Québec festlegt.",
    "length:pica": "Die DTP-Pica: 12 Punkt, 1/6 in.",
    "luminance:fl":
      "1 fL = 1/π cd/ft² ≈ 3,426 cd/m², die Leuchtdichte einer vollkommen streuenden Fläche bei einer Beleuchtung mit 1 Footcandle; es ist nicht die Einheit cd/ft².",
    "luminous-intensity:cp":
      "Candlepower wird im heutigen Sinn gelesen, 1 cp = 1 cd; ältere Texte verwendeten es für die internationale Kerze.",
    "luminous-intensity:hk":
      "Historisches Flammennormal: 1 HK = 0,9 internationale Kerzen = 0,918 cd (GNU units). Andere Quellen nennen 0,903 cd, die letzten Stellen sind also unsicher.",
    "luminous-intensity:icd":
      "Historische Einheit (Vereinbarung von 1909): 1 internationale Kerze = 1,02 cd (GNU units). Manche Quellen lesen die 1,02 umgekehrt (1 cd = 1,02 Kerzen, 0,980 cd); die letzten Stellen sind unsicher.",
    "luminous-intensity:violle":
      "Historisches Normal (1884): das Licht von 1 cm² Platin bei seinem Erstarrungspunkt, 20,17 cd, wie GNU units es angibt; die letzten Stellen sind unsicher.",
    "magnetic-field-strength:oe": "1 Oe = 1.000/(4π) A/m ≈ 79,577472 A/m (CGS-Definition).",
    "magnetic-flux-density:gamma": "Das Gamma der Geophysik, 10⁻⁵ Gauß = 1 nT (NIST SP 811).",
    "magnetomotive-force:gi": "1 Gb = 10/(4π) At ≈ 0,795775 At (CGS-Definition).",
    "power:mbtu_h":
      "Eine Million BTU (IT). Im US-Handel bedeutet „MBtu“ oft tausend BTU; hier ist es eine Million.",
    "power:solar_mass":
      "Die von der Sonne abgestrahlte Leistung: die nominale Sonnenleuchtkraft der IAU von 2015.",
    "power:mbh": "M steht hier für das römische Tausend: 1 MBH = 1.000 BTU (IT) pro Stunde.",
    "power:mbtu_d":
      "Eine Million BTU (IT). Im US-Handel bedeutet „MBtu“ oft tausend BTU; hier ist es eine Million.",
    "power:cal_nut_d":
      "Die Nahrungskalorie ist die thermochemische Kilokalorie, 4.184 J (Verordnung (EU) 1169/2011, FAO).",
    "prefixes:m": "Hier ist m Mega (10⁶), wie die Seite es aufführt, nicht Milli.",
    "radioactivity:rd":
      "rd ist das Rutherford, 10⁶ Bq; die Dosiseinheit Rad steht auf der Seite Energiedosis.",
    "sound:np": "Konvention für Feldgrößen (ISO 80000-3): 1 Np = 20/ln(10) dB ≈ 8,685890 dB.",
    "sound:db_spl":
      "Ein absoluter Schalldruckpegel: dB SPL ist dB re 20 µPa, 60 dB SPL bedeutet also 60 dB gegenüber diesem Bezugswert. Es ist keine Pegeldifferenz: Die Differenz zweier Schalldruckpegel wird in dB angegeben.",
    "sound:db_re_1upa":
      "Unterwasserschallpegel beziehen sich auf 1 µPa: Derselbe Druck ergibt 26,0206 dB mehr als in dB SPL (re 20 µPa). Das ändert nur den Bezugswert; um die Lautstärke in Wasser und in Luft zu vergleichen, braucht man zudem die Schallkennimpedanzen.",
    "specific-heat-capacity:btu_lb_f": "BTU der International Table (1.055,05585262 J).",
    "specific-heat-capacity:btu_th_lb_f": "Thermochemische BTU (1.054,3502645 J).",
    "specific-heat-capacity:cal_g_c": "Kalorie der International Table (4,1868 J).",
    "specific-heat-capacity:cal_th_g_c":
      "Thermochemische Kalorie (4,184 J), die Kalorie der Chemie.",
    "specific-heat-capacity:kcal_kg_c": "Kilokalorie der International Table (4.186,8 J).",
    "specific-heat-capacity:kcal_th_kg_c": "Thermochemische Kilokalorie (4.184 J).",
    "speed:knot_uk":
      "Der Knoten der Admiralität, 6.080 ft pro Stunde, in Großbritannien vor 1970 gebräuchlich.",
    "speed:mach_20c":
      "Die Schallgeschwindigkeit in idealer trockener Luft bei 20 °C. Machzahlen hängen von der Lufttemperatur ab.",
    "speed:mach_si":
      "Die Schallgeschwindigkeit in der Internationalen Standardatmosphäre ab 11 km Höhe (216,65 K).",
    "speed:sound_water":
      "Ein physikalischer oder astronomischer Wert, keine Einheit: die in der Bezeichnung genannte Geschwindigkeit.",
    "speed:sound_seawater":
      "Ein physikalischer oder astronomischer Wert, keine Einheit: die in der Bezeichnung genannte Geschwindigkeit.",
    "speed:v1":
      "Ein physikalischer oder astronomischer Wert, keine Einheit: die in der Bezeichnung genannte Geschwindigkeit.",
    "speed:v2":
      "Ein physikalischer oder astronomischer Wert, keine Einheit: die in der Bezeichnung genannte Geschwindigkeit.",
    "speed:v3":
      "Ein physikalischer oder astronomischer Wert, keine Einheit: die in der Bezeichnung genannte Geschwindigkeit.",
    "speed:earth_v":
      "Ein physikalischer oder astronomischer Wert, keine Einheit: die in der Bezeichnung genannte Geschwindigkeit.",
    "speed:mach_sl":
      "Die Schallgeschwindigkeit in der Internationalen Standardatmosphäre auf Meereshöhe (288,15 K), die übliche Bedeutung von Mach 1 = 1.225 km/h.",
    "temperature-interval:k":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:c":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:mk":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:µk":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:f":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:r":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:re":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:ro":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "temperature-interval:n":
      "Eine Temperaturdifferenz, keine Temperatur: Es gilt keine Nullpunktverschiebung, eine Differenz von 1 °C ist also eine Differenz von 1,8 °F.",
    "thermal-conductivity:btu_h_ft_f": "BTU der International Table (1.055,05585262 J).",
    "thermal-conductivity:btu_in_h_ft2_f": "BTU der International Table (1.055,05585262 J).",
    "thermal-conductivity:btu_th_h_ft_f": "Thermochemische BTU (1.054,3502645 J).",
    "thermal-conductivity:btu_th_in_h_ft2_f": "Thermochemische BTU (1.054,3502645 J).",
    "thermal-conductivity:cal_s_cm_c": "Kalorie der International Table (4,1868 J).",
    "thermal-conductivity:cal_th_s_cm_c": "Thermochemische Kalorie (4,184 J).",
    "thermal-conductivity:kcal_h_m_c": "Kilokalorie der International Table (4.186,8 J).",
    "thermal-conductivity:kcal_th_h_m_c": "Thermochemische Kilokalorie (4.184 J).",
    "thermal-resistance:f_btu_h": "BTU der International Table (1.055,05585262 J).",
    "thermal-resistance:r_btu_h": "BTU der International Table (1.055,05585262 J).",
    "thermal-resistance:f_btu_s": "BTU der International Table (1.055,05585262 J).",
    "thermal-resistance:f_btu_th_h": "Thermochemische BTU (1.054,3502645 J).",
    "thermal-resistance:f_btu_th_s": "Thermochemische BTU (1.054,3502645 J).",
    "thermal-resistance:c_kcal_h": "Kilokalorie der International Table (4.186,8 J).",
    "thermal-resistance:c_cal_s": "Kalorie der International Table (4,1868 J).",
    "time:month": "Ein Zwölftel eines mittleren gregorianischen Jahres: 30,436875 Tage.",
    "time:year": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:decade": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:century": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:millennium": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:septennial": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:octennial": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:novennial": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:quindecennial": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "time:quinquennial": "Ein mittleres gregorianisches Jahr, 365,2425 Tage.",
    "viscosity-kinematic:m2_yr": "Pro mittlerem gregorianischem Jahr von 365,2425 Tagen.",
    "volume:tsp_uk":
      "Der traditionelle imperiale Löffel. Heutige britische Rezepte verwenden metrische Löffel: Teelöffel 5 mL, Esslöffel 15 mL.",
    "volume:tbsp_uk":
      "Der traditionelle imperiale Löffel. Heutige britische Rezepte verwenden metrische Löffel: Teelöffel 5 mL, Esslöffel 15 mL.",
    "volume:drop":
      "Der metrische Tropfen: 20 Tropfen auf einen Milliliter. Echte Tropfen variieren je nach Flüssigkeit und Tropfer.",
    "volume:bf": "Ein Brett von 1 ft × 1 ft × 1 in = 144 in³.",
    "volume:cord": "Ein Holzstapel von 4 ft × 4 ft × 8 ft, Zwischenräume eingeschlossen.",
    "volume:cord_ft": "Ein Fuß der Länge eines Cords: ein Stapel von 4 ft × 4 ft × 1 ft.",
    "volume:hoppus_ft":
      "Rundholz, nach dem Viertelumfang gemessen, (Umfang/4)² × Länge: 1 Hoppus-Foot sind 4/π ft³ Stammholz.",
    "weight:tael":
      "Hongkonger Maß: 1 Catty = 16 Tael = 0,60478982 kg. Das taiwanische Catty beträgt 0,6 kg, das Jin Festlandchinas 0,5 kg.",
    "weight:catty":
      "Hongkonger Maß: 1 Catty = 16 Tael = 0,60478982 kg. Das taiwanische Catty beträgt 0,6 kg, das Jin Festlandchinas 0,5 kg.",
    "weight:assay_ton_us":
      "Die Assay Ton ist so bemessen, dass 1 mg Metall in einer Probe von 1 Assay Ton als 1 Troy-Unze pro Ton Erz zu lesen ist.",
    "weight:assay_ton_uk":
      "Die Assay Ton ist so bemessen, dass 1 mg Metall in einer Probe von 1 Assay Ton als 1 Troy-Unze pro Ton Erz zu lesen ist.",
    "weight:jin":
      "Marktmaß Festlandchinas (市制): 1 Jin = 10 Liang = 0,5 kg. Das Hongkonger Catty beträgt 0,60478982 kg, das taiwanische Catty 0,6 kg.",
    "weight:liang":
      "Marktmaß Festlandchinas (市制): 1 Jin = 10 Liang = 0,5 kg. Das Hongkonger Catty beträgt 0,60478982 kg, das taiwanische Catty 0,6 kg.",
    "weight:catty_tw":
      "Taiwanisches Maß (台制): 1 Catty = 16 Tael = 0,6 kg. Das Hongkonger Catty beträgt 0,60478982 kg, das Jin Festlandchinas 0,5 kg.",
    "weight:tael_tw":
      "Taiwanisches Maß (台制): 1 Catty = 16 Tael = 0,6 kg. Das Hongkonger Catty beträgt 0,60478982 kg, das Jin Festlandchinas 0,5 kg.",
    "weight:mace":
      "Hongkonger Maß: 1 Catty = 16 Tael = 0,60478982 kg. Das taiwanische Catty beträgt 0,6 kg, das Jin Festlandchinas 0,5 kg.",
    "weight:picul":
      "Hongkonger Maß: 1 Catty = 16 Tael = 0,60478982 kg. Das taiwanische Catty beträgt 0,6 kg, das Jin Festlandchinas 0,5 kg.",
  },
};
