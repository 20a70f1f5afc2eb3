import type { UnitNotes } from "./types.ts";

/** Spanish headings and notes of the unit catalogue (types.ts says what each is). */
export const NOTES: UnitNotes = {
  groups: {
    Metric: "Métricas",
    "Speed gain per second": "Aumento de velocidad por segundo",
    Gravity: "Gravedad",
    "Imperial / US customary": "Imperiales / usuales de EE. UU.",
    Radian: "Radián",
    Degree: "Grado",
    Revolution: "Revolución",
    "Fraction of a turn": "Fracción de vuelta",
    Imperial: "Imperiales",
    "US survey and land": "Agrimensura y tierras de EE. UU.",
    Traditional: "Tradicionales",
    Other: "Otras",
    Regional: "Regionales",
    CGS: "CGS",
    Historic: "Históricas",
    "Ampere-hour": "Amperio hora",
    Atomic: "Atómicas",
    "Bit and byte": "Bit y byte",
    Decimal: "Decimales",
    Binary: "Binarias",
    "Storage media": "Soportes de almacenamiento",
    Bits: "Bits",
    Bytes: "Bytes",
    "Binary (IEC)": "Binarias (IEC)",
    "Pressure gradient": "Gradiente de presión",
    "Per inch": "Por pulgada",
    "Pixel pitch": "Paso de píxel",
    Standards: "Patrones",
    Joule: "Julio",
    "Watt-hour": "Vatio hora",
    "Horsepower-hour": "Caballo de fuerza hora",
    Calorie: "Caloría",
    "BTU and therm": "BTU y termia",
    Mechanical: "Mecánicas",
    "Force × distance": "Fuerza × distancia",
    "TNT equivalent": "Equivalente en TNT",
    "Fuel and refrigeration": "Combustible y refrigeración",
    "US customary": "Usuales de EE. UU.",
    "Oil and gas": "Petróleo y gas",
    "Catalytic activity": "Actividad catalítica",
    "Gas at 0 °C, 1 atm": "Gas a 0 °C, 1 atm",
    Newton: "Newton",
    "Pound-force": "Libra de fuerza",
    "Kilogram-force": "Kilogramo-fuerza",
    Frequency: "Frecuencia",
    Spectroscopy: "Espectroscopia",
    "Wavelength (vacuum)": "Longitud de onda (vacío)",
    SI: "SI",
    Nautical: "Náuticas",
    BTU: "BTU",
    "R-value (reciprocal)": "Valor R (inverso)",
    "Imperial and nautical": "Imperiales y náuticas",
    "US survey": "Agrimensura de EE. UU.",
    Astronomical: "Astronómicas",
    Typography: "Tipografía",
    Lambertian: "Lambertianas",
    Modern: "Modernas",
    Quantum: "Cuánticas",
    "Force × length × time²": "Fuerza × longitud × tiempo²",
    Darcy: "Darcy",
    Watt: "Vatio",
    Horsepower: "Caballo de fuerza",
    "Foot-pound-force": "Pie libra-fuerza",
    "Volt-ampere": "Voltamperio",
    "Joule and erg": "Julio y ergio",
    TNT: "TNT",
    "Watt-hour per day or year": "Vatio hora por día o por año",
    "Vacuum throughput (leak rate)": "Caudal en vacío (tasa de fuga)",
    "SI multiples": "Múltiplos del SI",
    "SI submultiples": "Submúltiplos del SI",
    Pascal: "Pascal",
    "Bar and atmosphere": "Bar y atmósfera",
    Mercury: "Mercurio",
    Water: "Agua",
    Dyne: "Dina",
    "Ton-force": "Tonelada-fuerza",
    Roentgen: "Roentgen",
    Becquerel: "Bequerel",
    Curie: "Curio",
    "Level difference": "Diferencia de nivel",
    "Absolute level": "Nivel absoluto",
    "Sound and light": "Sonido y luz",
    Cosmic: "Cósmicas",
    Historical: "Históricas",
    Common: "Habituales",
    "Sub-second": "Fracciones de segundo",
    "Long spans": "Periodos largos",
    "Year variants": "Variantes del año",
    "Multi-year": "Plurianuales",
    "CGS (poise)": "CGS (poise)",
    "CGS (stokes)": "CGS (stokes)",
    Cubic: "Cúbicas",
    "US dry": "Áridos de EE. UU.",
    Barrels: "Barriles",
    Lumber: "Madera",
    "Avoirdupois and imperial": "Avoirdupois e imperiales",
    "Troy and gem": "Troy y gemas",
  },
  notes: {
    "angle:mil":
      "La milésima de la OTAN, 1/6400 de vuelta. La milésima del Pacto de Varsovia es 1/6000 de vuelta, y el streck sueco, 1/6300.",
    "area:township":
      "En millas y acres internacionales. El US Public Land Survey define esta unidad en medidas de agrimensura de EE. UU., 4 ppm mayor.",
    "area:section":
      "En millas y acres internacionales. El US Public Land Survey define esta unidad en medidas de agrimensura de EE. UU., 4 ppm mayor.",
    "area:homestead":
      "En millas y acres internacionales. El US Public Land Survey define esta unidad en medidas de agrimensura de EE. UU., 4 ppm mayor.",
    "area:arpent":
      "El arpende cuadrado de los títulos de propiedad de Quebec: un cuadrado de 180 pies franceses de lado, con el pie francés de 12,789 in según la Weights and Measures Act de Canadá.",
    "area:sabin":
      "Una unidad de absorción acústica: un pie cuadrado de una superficie perfectamente absorbente.",
    "capacitance:mf":
      "mf es el milifaradio, 10⁻³ F. Catálogos antiguos escribían mf o mfd para el microfaradio (µF).",
    "capacitance:mfd":
      "MFD, tal como va impreso en los condensadores de marcha de motor y en condensadores antiguos, es el microfaradio: 45 MFD = 45 µF.",
    "capacitance:jar":
      "El jar de los inicios de la radio, 1000 cm de capacidad ≈ 1,11265 nF (GNU units); el jar de la Royal Navy era de 1/900 µF, alrededor de un 0,14 % menos.",
    "capacitance:f_int": "El faradio internacional de 1908–1947, 0,999505 F según GNU units.",
    "capacitance:f_90":
      "El faradio realizado con el valor convencional R_K-90 = 25.812,807 Ω de 1990 a 2019: 1 F₉₀ = R_K-90/R_K F ≈ 0,99999998 F.",
    "data-storage:KB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:MB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:GB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:TB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:KiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:MiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:GiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:TiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:PB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:EB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:ZB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:YB":
      "Prefijo decimal (SI): 1 KB = 1000 bytes. El KB de los fabricantes de memoria (JEDEC) es de 1024 bytes: ese es el KiB.",
    "data-storage:PiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:EiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:ZiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:YiB": "Prefijo binario (IEC): 1 KiB = 1024 bytes.",
    "data-storage:dvd":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:dvd_dl":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:bd":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:bd_dl":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:cd_80":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:cd_74":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:floppy_35_hd":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:floppy_35_dd":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:floppy_525_hd":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-storage:floppy_525_dd":
      "Una capacidad, no una unidad: los datos que contiene un soporte formateado de este tipo, en los bytes que indica el nombre.",
    "data-transfer:kbps":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:mbps":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:gbps":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:tbps":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:kbyte_s":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:mbyte_s":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:gbyte_s":
      "Prefijos decimales, como se expresan las velocidades de red: 1 kbit/s = 1000 bit/s.",
    "data-transfer:kib_s":
      "Prefijo binario (IEC): 1 KiB/s = 1024 bytes/s. Muchas herramientas de descarga muestran KiB/s pero lo rotulan KB/s.",
    "data-transfer:mib_s":
      "Prefijo binario (IEC): 1 KiB/s = 1024 bytes/s. Muchas herramientas de descarga muestran KiB/s pero lo rotulan KB/s.",
    "data-transfer:gib_s":
      "Prefijo binario (IEC): 1 KiB/s = 1024 bytes/s. Muchas herramientas de descarga muestran KiB/s pero lo rotulan KB/s.",
    "density:ppm":
      "Aquí ppm significa 1 mg/L, lo que solo es cierto para disoluciones acuosas diluidas (densidad 1 kg/L); para otros disolventes, ppm en masa = mg/L ÷ densidad en kg/L.",
    "density:ppb":
      "Aquí ppb significa 1 µg/L, lo que solo es cierto para disoluciones acuosas diluidas (densidad 1 kg/L); para otros disolventes, ppb en masa = µg/L ÷ densidad en kg/L.",
    "density:pct_wv":
      "Gramos de soluto por 100 mL de disolución: 1 % p/v = 10 g/L (no % en masa, p/p).",
    "density:psi_ft":
      "Un gradiente de presión, leído como la densidad de la columna de fluido que lo produce bajo la gravedad estándar (9,80665 m/s²): peso del lodo en lb/gal × 0,051948 = psi/ft.",
    "density:kpa_m":
      "Un gradiente de presión, leído como la densidad de la columna de fluido que lo produce bajo la gravedad estándar (9,80665 m/s²): peso del lodo en lb/gal × 0,051948 = psi/ft.",
    "digital-image-resolution:pitch_mm":
      "El paso de píxel es la distancia entre los centros de los píxeles, el inverso de la resolución: un paso de 0,25 mm equivale a 4 px/mm, 101,6 ppi.",
    "digital-image-resolution:pitch_µm":
      "El paso de píxel es la distancia entre los centros de los píxeles, el inverso de la resolución: un paso de 0,25 mm equivale a 4 px/mm, 101,6 ppi.",
    "electric-conductivity:iacs":
      "International Annealed Copper Standard (1913): 100 % IACS = 58 MS/m exactos; un hilo de cobre de 1 m de longitud y 1 mm² de sección tiene 1/58 Ω.",
    "electric-resistance:r_k":
      "R_K = h/e² ≈ 25.812,807459 Ω, exacta desde el SI de 2019; el valor convencional de 1990 era 25.812,807 Ω.",
    "electric-resistance:ohm_int":
      "El ohmio internacional de 1908 (una columna de mercurio), sustituido por el ohmio absoluto en 1948: 1,000495 Ω según GNU units (el valor de EE. UU.; el valor internacional medio era 1,00049 Ω).",
    "energy:cal_nut":
      "La Caloría alimentaria es la kilocaloría termoquímica, 4184 J (Reglamento (UE) 1169/2011, FAO).",
    "energy:mbtu":
      "Un millón de BTU (IT). En el comercio de EE. UU., «MBtu» suele significar mil BTU; aquí es un millón.",
    "energy:fuel_oil_kl":
      "Un contenido energético, no una unidad: el calor de la combustión de la cantidad indicada de fuelóleo, según la cifra del nombre.",
    "energy:fuel_oil_bbl":
      "Un contenido energético, no una unidad: el calor de la combustión de la cantidad indicada de fuelóleo, según la cifra del nombre.",
    "energy:toe":
      "Una unidad convencional de las estadísticas energéticas: el contenido calorífico de un combustible de referencia, según la cifra del nombre.",
    "energy:boe":
      "Una unidad convencional de las estadísticas energéticas: el contenido calorífico de un combustible de referencia, según la cifra del nombre.",
    "energy:tce":
      "Una unidad convencional de las estadísticas energéticas: el contenido calorífico de un combustible de referencia, según la cifra del nombre.",
    "flow:m3_yr": "Por año gregoriano medio de 365,2425 días.",
    "flow:km3_yr": "Por año gregoriano medio de 365,2425 días.",
    "flow:acre_ft_d":
      "Acre-pie en pies de agrimensura de EE. UU., tal como figura en NIST SP 811: 1233,489 m³.",
    "flow:acre_ft_yr":
      "Acre-pie en pies de agrimensura de EE. UU., tal como figura en NIST SP 811: 1233,489 m³. Por año gregoriano medio de 365,2425 días.",
    "flow:acre_ft_h":
      "Acre-pie en pies de agrimensura de EE. UU., tal como figura en NIST SP 811: 1233,489 m³.",
    "flow:mcf_d":
      "El gas se cuantifica en sus condiciones de referencia (estándar); esto solo convierte el volumen.",
    "flow:mmcf_d":
      "El gas se cuantifica en sus condiciones de referencia (estándar); esto solo convierte el volumen.",
    "flow-mass:ton_h":
      "Tonelada métrica de 1000 kg, no la tonelada corta de EE. UU. ni la tonelada larga imperial.",
    "flow-mass:ton_yr": "Por año gregoriano medio de 365,2425 días.",
    "flow-mass:mton_yr": "Por año gregoriano medio de 365,2425 días.",
    "flow-molar:nm3_h":
      "Gas ideal a 0 °C y 101,325 kPa (22,414 L/mol), la referencia de SEMI E12 y DIN 1343. Otras referencias (15 °C, 20 °C, 60 °F) dan otras cantidades.",
    "flow-molar:slm":
      "Gas ideal a 0 °C y 101,325 kPa (22,414 L/mol), la referencia de SEMI E12 y DIN 1343. Otras referencias (15 °C, 20 °C, 60 °F) dan otras cantidades.",
    "flow-molar:sccm":
      "Gas ideal a 0 °C y 101,325 kPa (22,414 L/mol), la referencia de SEMI E12 y DIN 1343. Otras referencias (15 °C, 20 °C, 60 °F) dan otras cantidades.",
    "frequency:rpm":
      "Revoluciones por minuto como frecuencia de rotación: 60 rpm = 1 Hz. Como velocidad angular, 1 rpm = 2π/60 rad/s.",
    "frequency:cm_1":
      "Número de onda en el vacío, el número de ondas por centímetro: f = c × ν̃, por lo que 1 cm⁻¹ = 29,9792458 GHz exactos.",
    "frequency:ev":
      "La energía de un fotón, E = h f, con h y e exactas: 1 eV ≈ 241,798924 THz, 1239,84 nm.",
    "frequency:km": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:m": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:cm": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:mm": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:µm": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:nm": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:pm": "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "frequency:angstrom":
      "Longitud de onda en el vacío: λ = c / f, con c = 299.792.458 m/s exactos.",
    "fuel-consumption:km_l":
      "Distancia por combustible, el inverso del consumo: L/100 km = 235,214583 ÷ mpg (EE. UU.) = 282,480936 ÷ mpg (R. U.) = 100 ÷ km/L.",
    "fuel-consumption:mpg_us":
      "Distancia por combustible, el inverso del consumo: L/100 km = 235,214583 ÷ mpg (EE. UU.) = 282,480936 ÷ mpg (R. U.) = 100 ÷ km/L.",
    "fuel-consumption:mpg_uk":
      "Distancia por combustible, el inverso del consumo: L/100 km = 235,214583 ÷ mpg (EE. UU.) = 282,480936 ÷ mpg (R. U.) = 100 ÷ km/L.",
    "fuel-consumption:mi_l":
      "Distancia por combustible, el inverso del consumo: L/100 km = 235,214583 ÷ mpg (EE. UU.) = 282,480936 ÷ mpg (R. U.) = 100 ÷ km/L.",
    "fuel-consumption:nmi_gal":
      "Distancia por combustible, el inverso del consumo: L/100 km = 235,214583 ÷ mpg (EE. UU.) = 282,480936 ÷ mpg (R. U.) = 100 ÷ km/L.",
    "heat-density:btu_ft3": "BTU de la Tabla Internacional (1055,05585262 J).",
    "heat-density:btu_gal": "BTU de la Tabla Internacional (1055,05585262 J).",
    "heat-density:cal_cm3": "Caloría de la Tabla Internacional (4,1868 J).",
    "heat-density:kcal_m3": "Kilocaloría de la Tabla Internacional (4186,8 J).",
    "heat-flux-density:btu_h_ft2": "BTU de la Tabla Internacional (1055,05585262 J).",
    "heat-flux-density:btu_s_ft2": "BTU de la Tabla Internacional (1055,05585262 J).",
    "heat-flux-density:cal_s_cm2": "Caloría de la Tabla Internacional (4,1868 J).",
    "heat-flux-density:kcal_h_m2": "Kilocaloría de la Tabla Internacional (4186,8 J).",
    "heat-flux-density:ly_min": "1 langley = 1 caloría termoquímica (4,184 J) por cm².",
    "heat-transfer-coefficient:btu_h_ft2_f": "BTU de la Tabla Internacional (1055,05585262 J).",
    "heat-transfer-coefficient:btu_s_ft2_f": "BTU de la Tabla Internacional (1055,05585262 J).",
    "heat-transfer-coefficient:cal_s_cm2_c": "Caloría de la Tabla Internacional (4,1868 J).",
    "heat-transfer-coefficient:kcal_h_m2_c": "Kilocaloría de la Tabla Internacional (4186,8 J).",
    "heat-transfer-coefficient:r_si":
      "Aislamiento térmico (valor R), el inverso del coeficiente de transferencia de calor (valor U): U = 1 ÷ R, por lo que un R mayor significa menos flujo de calor.",
    "heat-transfer-coefficient:r_us":
      "Aislamiento térmico (valor R), el inverso del coeficiente de transferencia de calor (valor U): U = 1 ÷ R, por lo que un R mayor significa menos flujo de calor. Los valores R de EE. UU. usan la BTU IT: R-1 (EE. UU.) = 0,1761102 m²·K/W.",
    "inductance:quadrant":
      "El Congreso Internacional de Electricidad de 1889 llamó cuadrante a 10⁹ cm de inductancia, un cuadrante terrestre; en 1893 pasó a llamarse henrio.",
    "inductance:h_int":
      "El henrio internacional de 1908–1947, el ohmio internacional por un segundo: 1,000495 H, con el ohmio que da GNU units.",
    "inductance:h_90":
      "El henrio realizado con el valor convencional R_K-90 = 25.812,807 Ω de 1990 a 2019: 1 H₉₀ = R_K/R_K-90 H ≈ 1,00000002 H.",
    "length:earth_radius_eq":
      "El valor nominal de la UAI de 2015 (resolución B3): una constante de conversión fija, no un radio medido.",
    "length:earth_radius_polar":
      "El valor nominal de la UAI de 2015 (resolución B3): una constante de conversión fija, no un radio medido.",
    "length:jupiter_radius":
      "El valor nominal de la UAI de 2015 (resolución B3): una constante de conversión fija, no un radio medido.",
    "length:sun_radius":
      "El valor nominal de la UAI de 2015 (resolución B3): una constante de conversión fija, no un radio medido.",
    "length:arpent":
      "180 pies franceses de 12,789 in, como lo define la Weights and Measures Act de Canadá para las tierras de Quebec.",
    "length:pica": "La pica DTP: 12 puntos, 1/6 in.",
    "luminance:fl":
      "1 fL = 1/π cd/ft² ≈ 3,426 cd/m², la luminancia de un difusor perfecto iluminado por 1 pie-candela; no es la cd/ft².",
    "luminous-intensity:cp":
      "Bujía se entiende en su sentido moderno, 1 cp = 1 cd; textos antiguos la usaban para la bujía internacional.",
    "luminous-intensity:hk":
      "Patrón histórico de llama: 1 HK = 0,9 bujía internacional = 0,918 cd (GNU units). Otras fuentes dan 0,903 cd, así que las últimas cifras son inciertas.",
    "luminous-intensity:icd":
      "Unidad histórica (acuerdo de 1909): 1 bujía internacional = 1,02 cd (GNU units). Algunas fuentes leen el 1,02 al revés (1 cd = 1,02 bujías, 0,980 cd); las últimas cifras son inciertas.",
    "luminous-intensity:violle":
      "Patrón histórico (1884): la luz de 1 cm² de platino en su punto de solidificación, 20,17 cd según GNU units; las últimas cifras son inciertas.",
    "magnetic-field-strength:oe": "1 Oe = 1000/(4π) A/m ≈ 79,577472 A/m (definición CGS).",
    "magnetic-flux-density:gamma": "El gamma de la geofísica, 10⁻⁵ gauss = 1 nT (NIST SP 811).",
    "magnetomotive-force:gi": "1 Gb = 10/(4π) At ≈ 0,795775 At (definición CGS).",
    "power:mbtu_h":
      "Un millón de BTU (IT). En el comercio de EE. UU., «MBtu» suele significar mil BTU; aquí es un millón.",
    "power:solar_mass":
      "La potencia que irradia el Sol: la luminosidad solar nominal de la UAI de 2015.",
    "power:mbh": "Aquí M es el mil romano: 1 MBH = 1000 BTU (IT) por hora.",
    "power:mbtu_d":
      "Un millón de BTU (IT). En el comercio de EE. UU., «MBtu» suele significar mil BTU; aquí es un millón.",
    "power:cal_nut_d":
      "La Caloría alimentaria es la kilocaloría termoquímica, 4184 J (Reglamento (UE) 1169/2011, FAO).",
    "prefixes:m": "Aquí m es mega (10⁶), como lo lista la página, no mili.",
    "radioactivity:rd":
      "rd es el rutherford, 10⁶ Bq; la unidad de dosis rad está en la página de dosis absorbida.",
    "sound:np":
      "Convención de magnitudes de campo (ISO 80000-3): 1 Np = 20/ln(10) dB ≈ 8,685890 dB.",
    "sound:db_spl":
      "Un nivel de presión sonora absoluto: dB SPL es dB re 20 µPa, así que 60 dB SPL se lee como 60 dB respecto de esa referencia. No es una diferencia de nivel: la diferencia entre dos SPL se expresa en dB.",
    "sound:db_re_1upa":
      "Los niveles sonoros subacuáticos se refieren a 1 µPa: la misma presión da 26,0206 dB más que en dB SPL (re 20 µPa). Esto solo cambia la referencia; comparar la sonoridad en el agua y en el aire requiere además las impedancias acústicas.",
    "specific-heat-capacity:btu_lb_f": "BTU de la Tabla Internacional (1055,05585262 J).",
    "specific-heat-capacity:btu_th_lb_f": "BTU termoquímica (1054,3502645 J).",
    "specific-heat-capacity:cal_g_c": "Caloría de la Tabla Internacional (4,1868 J).",
    "specific-heat-capacity:cal_th_g_c":
      "Caloría termoquímica (4,184 J), la caloría de la química.",
    "specific-heat-capacity:kcal_kg_c": "Kilocaloría de la Tabla Internacional (4186,8 J).",
    "specific-heat-capacity:kcal_th_kg_c": "Kilocaloría termoquímica (4184 J).",
    "speed:knot_uk":
      "El nudo del Almirantazgo, 6080 ft por hora, usado en Gran Bretaña antes de 1970.",
    "speed:mach_20c":
      "La velocidad del sonido en aire seco ideal a 20 °C. Los números de Mach dependen de la temperatura del aire.",
    "speed:mach_si":
      "La velocidad del sonido en la Atmósfera Estándar Internacional a partir de 11 km de altitud (216,65 K).",
    "speed:sound_water":
      "Una cifra física o astronómica, no una unidad: la velocidad que indica el nombre.",
    "speed:sound_seawater":
      "Una cifra física o astronómica, no una unidad: la velocidad que indica el nombre.",
    "speed:v1": "Una cifra física o astronómica, no una unidad: la velocidad que indica el nombre.",
    "speed:v2": "Una cifra física o astronómica, no una unidad: la velocidad que indica el nombre.",
    "speed:v3": "Una cifra física o astronómica, no una unidad: la velocidad que indica el nombre.",
    "speed:earth_v":
      "Una cifra física o astronómica, no una unidad: la velocidad que indica el nombre.",
    "speed:mach_sl":
      "La velocidad del sonido en la Atmósfera Estándar Internacional al nivel del mar (288,15 K), el significado habitual de Mach 1 = 1225 km/h.",
    "temperature-interval:k":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:c":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:mk":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:µk":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:f":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:r":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:re":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:ro":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "temperature-interval:n":
      "Una diferencia de temperatura, no una temperatura: no se aplica ningún desplazamiento del cero, así que una diferencia de 1 °C es una diferencia de 1,8 °F.",
    "thermal-conductivity:btu_h_ft_f": "BTU de la Tabla Internacional (1055,05585262 J).",
    "thermal-conductivity:btu_in_h_ft2_f": "BTU de la Tabla Internacional (1055,05585262 J).",
    "thermal-conductivity:btu_th_h_ft_f": "BTU termoquímica (1054,3502645 J).",
    "thermal-conductivity:btu_th_in_h_ft2_f": "BTU termoquímica (1054,3502645 J).",
    "thermal-conductivity:cal_s_cm_c": "Caloría de la Tabla Internacional (4,1868 J).",
    "thermal-conductivity:cal_th_s_cm_c": "Caloría termoquímica (4,184 J).",
    "thermal-conductivity:kcal_h_m_c": "Kilocaloría de la Tabla Internacional (4186,8 J).",
    "thermal-conductivity:kcal_th_h_m_c": "Kilocaloría termoquímica (4184 J).",
    "thermal-resistance:f_btu_h": "BTU de la Tabla Internacional (1055,05585262 J).",
    "thermal-resistance:r_btu_h": "BTU de la Tabla Internacional (1055,05585262 J).",
    "thermal-resistance:f_btu_s": "BTU de la Tabla Internacional (1055,05585262 J).",
    "thermal-resistance:f_btu_th_h": "BTU termoquímica (1054,3502645 J).",
    "thermal-resistance:f_btu_th_s": "BTU termoquímica (1054,3502645 J).",
    "thermal-resistance:c_kcal_h": "Kilocaloría de la Tabla Internacional (4186,8 J).",
    "thermal-resistance:c_cal_s": "Caloría de la Tabla Internacional (4,1868 J).",
    "time:month": "La duodécima parte de un año gregoriano medio: 30,436875 días.",
    "time:year": "Un año gregoriano medio, 365,2425 días.",
    "time:decade": "Un año gregoriano medio, 365,2425 días.",
    "time:century": "Un año gregoriano medio, 365,2425 días.",
    "time:millennium": "Un año gregoriano medio, 365,2425 días.",
    "time:septennial": "Un año gregoriano medio, 365,2425 días.",
    "time:octennial": "Un año gregoriano medio, 365,2425 días.",
    "time:novennial": "Un año gregoriano medio, 365,2425 días.",
    "time:quindecennial": "Un año gregoriano medio, 365,2425 días.",
    "time:quinquennial": "Un año gregoriano medio, 365,2425 días.",
    "viscosity-kinematic:m2_yr": "Por año gregoriano medio de 365,2425 días.",
    "volume:tsp_uk":
      "La cuchara imperial tradicional. Las recetas británicas modernas usan cucharas métricas: cucharadita de 5 mL, cucharada de 15 mL.",
    "volume:tbsp_uk":
      "La cuchara imperial tradicional. Las recetas británicas modernas usan cucharas métricas: cucharadita de 5 mL, cucharada de 15 mL.",
    "volume:drop":
      "La gota métrica: 20 gotas por mililitro. Las gotas reales varían según el líquido y el gotero.",
    "volume:bf": "Una tabla de 1 ft × 1 ft × 1 in = 144 in³.",
    "volume:cord": "Una pila de leña de 4 ft × 4 ft × 8 ft, incluidos los espacios de aire.",
    "volume:cord_ft": "Un pie de la longitud de una cuerda: una pila de 4 ft × 4 ft × 1 ft.",
    "volume:hoppus_ft":
      "Madera en rollo medida por el cuarto de su circunferencia, (circunferencia/4)² × longitud: 1 pie Hoppus son 4/π ft³ de tronco.",
    "weight:tael":
      "Medida de Hong Kong: 1 catty = 16 taeles = 0,60478982 kg. El catty de Taiwán es de 0,6 kg, y el jin de China continental, de 0,5 kg.",
    "weight:catty":
      "Medida de Hong Kong: 1 catty = 16 taeles = 0,60478982 kg. El catty de Taiwán es de 0,6 kg, y el jin de China continental, de 0,5 kg.",
    "weight:assay_ton_us":
      "La tonelada de ensayo hace que 1 mg de metal en una muestra de 1 tonelada de ensayo se lea como 1 onza troy por tonelada de mineral.",
    "weight:assay_ton_uk":
      "La tonelada de ensayo hace que 1 mg de metal en una muestra de 1 tonelada de ensayo se lea como 1 onza troy por tonelada de mineral.",
    "weight:jin":
      "Medida de mercado de China continental (市制): 1 jin = 10 liang = 0,5 kg. El catty de Hong Kong es de 0,60478982 kg, y el de Taiwán, de 0,6 kg.",
    "weight:liang":
      "Medida de mercado de China continental (市制): 1 jin = 10 liang = 0,5 kg. El catty de Hong Kong es de 0,60478982 kg, y el de Taiwán, de 0,6 kg.",
    "weight:catty_tw":
      "Medida de Taiwán (台制): 1 catty = 16 taeles = 0,6 kg. El catty de Hong Kong es de 0,60478982 kg, y el jin de China continental, de 0,5 kg.",
    "weight:tael_tw":
      "Medida de Taiwán (台制): 1 catty = 16 taeles = 0,6 kg. El catty de Hong Kong es de 0,60478982 kg, y el jin de China continental, de 0,5 kg.",
    "weight:mace":
      "Medida de Hong Kong: 1 catty = 16 taeles = 0,60478982 kg. El catty de Taiwán es de 0,6 kg, y el jin de China continental, de 0,5 kg.",
    "weight:picul":
      "Medida de Hong Kong: 1 catty = 16 taeles = 0,60478982 kg. El catty de Taiwán es de 0,6 kg, y el jin de China continental, de 0,5 kg.",
  },
};
