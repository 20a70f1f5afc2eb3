import type { UnitNotes } from "./types.ts";

/** Brazilian Portuguese headings and notes of the unit catalogue (types.ts says what each is). */
export const NOTES: UnitNotes = {
  groups: {
    Metric: "Métricas",
    "Speed gain per second": "Ganho de velocidade por segundo",
    Gravity: "Gravidade",
    "Imperial / US customary": "Imperiais / usuais dos EUA",
    Radian: "Radiano",
    Degree: "Grau",
    Revolution: "Revolução",
    "Fraction of a turn": "Fração de volta",
    Imperial: "Imperiais",
    "US survey and land": "Levantamento e terras dos EUA",
    Traditional: "Tradicionais",
    Other: "Outras",
    Regional: "Regionais",
    CGS: "CGS",
    Historic: "Históricas",
    "Ampere-hour": "Ampere-hora",
    Atomic: "Atômicas",
    "Bit and byte": "Bit e byte",
    Decimal: "Decimais",
    Binary: "Binárias",
    "Storage media": "Mídias de armazenamento",
    Bits: "Bits",
    Bytes: "Bytes",
    "Binary (IEC)": "Binárias (IEC)",
    "Pressure gradient": "Gradiente de pressão",
    "Per inch": "Por polegada",
    "Pixel pitch": "Passo de pixel",
    Standards: "Padrões",
    Joule: "Joule",
    "Watt-hour": "Watt-hora",
    "Horsepower-hour": "Horsepower-hora",
    Calorie: "Caloria",
    "BTU and therm": "BTU e therm",
    Mechanical: "Mecânicas",
    "Force × distance": "Força × distância",
    "TNT equivalent": "Equivalente em TNT",
    "Fuel and refrigeration": "Combustível e refrigeração",
    "US customary": "Usuais dos EUA",
    "Oil and gas": "Petróleo e gás",
    "Catalytic activity": "Atividade catalítica",
    "Gas at 0 °C, 1 atm": "Gás a 0 °C, 1 atm",
    Newton: "Newton",
    "Pound-force": "Libra de força",
    "Kilogram-force": "Quilograma-força",
    Frequency: "Frequência",
    Spectroscopy: "Espectroscopia",
    "Wavelength (vacuum)": "Comprimento de onda (vácuo)",
    SI: "SI",
    Nautical: "Náuticas",
    BTU: "BTU",
    "R-value (reciprocal)": "Valor R (inverso)",
    "Imperial and nautical": "Imperiais e náuticas",
    "US survey": "Levantamento dos EUA",
    Astronomical: "Astronômicas",
    Typography: "Tipografia",
    Lambertian: "Lambertianas",
    Modern: "Modernas",
    Quantum: "Quânticas",
    "Force × length × time²": "Força × comprimento × tempo²",
    Darcy: "Darcy",
    Watt: "Watt",
    Horsepower: "Horsepower",
    "Foot-pound-force": "Pé-libra-força",
    "Volt-ampere": "Volt-ampere",
    "Joule and erg": "Joule e erg",
    TNT: "TNT",
    "Watt-hour per day or year": "Watt-hora por dia ou por ano",
    "Vacuum throughput (leak rate)": "Vazão em vácuo (taxa de vazamento)",
    "SI multiples": "Múltiplos do SI",
    "SI submultiples": "Submúltiplos do SI",
    Pascal: "Pascal",
    "Bar and atmosphere": "Bar e atmosfera",
    Mercury: "Mercúrio",
    Water: "Água",
    Dyne: "Dina",
    "Ton-force": "Tonelada-força",
    Roentgen: "Roentgen",
    Becquerel: "Becquerel",
    Curie: "Curie",
    "Level difference": "Diferença de nível",
    "Absolute level": "Nível absoluto",
    "Sound and light": "Som e luz",
    Cosmic: "Cósmicas",
    Historical: "Históricas",
    Common: "Usuais",
    "Sub-second": "Frações de segundo",
    "Long spans": "Períodos longos",
    "Year variants": "Variantes do ano",
    "Multi-year": "Plurianuais",
    "CGS (poise)": "CGS (poise)",
    "CGS (stokes)": "CGS (stokes)",
    Cubic: "Cúbicas",
    "US dry": "Secas dos EUA",
    Barrels: "Barris",
    Lumber: "Madeira",
    "Avoirdupois and imperial": "Avoirdupois e imperiais",
    "Troy and gem": "Troy e gemas",
  },
  notes: {
    "angle:mil":
      "O milésimo da OTAN, 1/6.400 de volta. O milésimo do Pacto de Varsóvia é 1/6.000 de volta; o streck sueco, 1/6.300.",
    "area:township":
      "Em milhas e acres internacionais. O US Public Land Survey define esta unidade em medidas de levantamento dos EUA, 4 ppm maior.",
    "area:section":
      "Em milhas e acres internacionais. O US Public Land Survey define esta unidade em medidas de levantamento dos EUA, 4 ppm maior.",
    "area:homestead":
      "Em milhas e acres internacionais. O US Public Land Survey define esta unidade em medidas de levantamento dos EUA, 4 ppm maior.",
    "area:arpent":
      "O arpent quadrado dos títulos de terras de Quebec: um quadrado de 180 pés franceses de lado, sendo o pé francês de 12,789 in pela Weights and Measures Act do Canadá.",
    "area:sabin":
      "Uma unidade de absorção sonora: um pé quadrado de uma superfície perfeitamente absorvente.",
    "capacitance:mf":
      "mf é o milifarad, 10⁻³ F. Catálogos antigos escreviam mf ou mfd para o microfarad (µF).",
    "capacitance:mfd":
      "MFD, como vem impresso em capacitores de marcha de motores e em capacitores antigos, é o microfarad: 45 MFD = 45 µF.",
    "capacitance:jar":
      "O jar dos primórdios do rádio, 1.000 cm de capacitância ≈ 1,11265 nF (GNU units); o jar da Royal Navy era de 1/900 µF, cerca de 0,14 % menor.",
    "capacitance:f_int": "O farad internacional de 1908–1947, 0,999505 F segundo o GNU units.",
    "capacitance:f_90":
      "O farad realizado com o valor convencional R_K-90 = 25.812,807 Ω de 1990 a 2019: 1 F₉₀ = R_K-90/R_K F ≈ 0,99999998 F.",
    "data-storage:KB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:MB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:GB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:TB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:KiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:MiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:GiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:TiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:PB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:EB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:ZB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:YB":
      "Prefixo decimal (SI): 1 KB = 1.000 bytes. O KB dos fabricantes de memória (JEDEC) tem 1.024 bytes: esse é o KiB.",
    "data-storage:PiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:EiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:ZiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:YiB": "Prefixo binário (IEC): 1 KiB = 1.024 bytes.",
    "data-storage:dvd":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:dvd_dl":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:bd":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:bd_dl":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:cd_80":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:cd_74":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:floppy_35_hd":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:floppy_35_dd":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:floppy_525_hd":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-storage:floppy_525_dd":
      "Uma capacidade, não uma unidade: os dados que uma mídia formatada desse tipo comporta, nos bytes indicados no nome.",
    "data-transfer:kbps":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:mbps":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:gbps":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:tbps":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:kbyte_s":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:mbyte_s":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:gbyte_s":
      "Prefixos decimais, como se expressam as velocidades de rede: 1 kbit/s = 1.000 bit/s.",
    "data-transfer:kib_s":
      "Prefixo binário (IEC): 1 KiB/s = 1.024 bytes/s. Muitos programas de download mostram KiB/s, mas o rotulam como KB/s.",
    "data-transfer:mib_s":
      "Prefixo binário (IEC): 1 KiB/s = 1.024 bytes/s. Muitos programas de download mostram KiB/s, mas o rotulam como KB/s.",
    "data-transfer:gib_s":
      "Prefixo binário (IEC): 1 KiB/s = 1.024 bytes/s. Muitos programas de download mostram KiB/s, mas o rotulam como KB/s.",
    "density:ppm":
      "Aqui ppm significa 1 mg/L, o que só vale para soluções aquosas diluídas (densidade 1 kg/L); para outros solventes, ppm em massa = mg/L ÷ densidade em kg/L.",
    "density:ppb":
      "Aqui ppb significa 1 µg/L, o que só vale para soluções aquosas diluídas (densidade 1 kg/L); para outros solventes, ppb em massa = µg/L ÷ densidade em kg/L.",
    "density:pct_wv":
      "Gramas de soluto por 100 mL de solução: 1 % p/v = 10 g/L (não % em massa, p/p).",
    "density:psi_ft":
      "Um gradiente de pressão, lido como a densidade da coluna de fluido que o produz sob a gravidade padrão (9,80665 m/s²): peso da lama em lb/gal × 0,051948 = psi/ft.",
    "density:kpa_m":
      "Um gradiente de pressão, lido como a densidade da coluna de fluido que o produz sob a gravidade padrão (9,80665 m/s²): peso da lama em lb/gal × 0,051948 = psi/ft.",
    "digital-image-resolution:pitch_mm":
      "O passo de pixel é a distância entre os centros dos pixels, o inverso da resolução: um passo de 0,25 mm equivale a 4 px/mm, 101,6 ppi.",
    "digital-image-resolution:pitch_µm":
      "O passo de pixel é a distância entre os centros dos pixels, o inverso da resolução: um passo de 0,25 mm equivale a 4 px/mm, 101,6 ppi.",
    "electric-conductivity:iacs":
      "International Annealed Copper Standard (1913): 100 % IACS = 58 MS/m exatos; um fio de cobre de 1 m de comprimento e 1 mm² de seção tem 1/58 Ω.",
    "electric-resistance:r_k":
      "R_K = h/e² ≈ 25.812,807459 Ω, exata desde o SI de 2019; o valor convencional de 1990 era 25.812,807 Ω.",
    "electric-resistance:ohm_int":
      "O ohm internacional de 1908 (uma coluna de mercúrio), substituído pelo ohm absoluto em 1948: 1,000495 Ω segundo o GNU units (o valor dos EUA; o valor internacional médio era 1,00049 Ω).",
    "energy:cal_nut":
      "A Caloria alimentar é a quilocaloria termoquímica, 4.184 J (Regulamento (UE) 1169/2011, FAO).",
    "energy:mbtu":
      "Um milhão de BTU (IT). No comércio dos EUA, “MBtu” costuma significar mil BTU; aqui é um milhão.",
    "energy:fuel_oil_kl":
      "Um conteúdo energético, não uma unidade: o calor da queima da quantidade indicada de óleo combustível, segundo o número do nome.",
    "energy:fuel_oil_bbl":
      "Um conteúdo energético, não uma unidade: o calor da queima da quantidade indicada de óleo combustível, segundo o número do nome.",
    "energy:toe":
      "Uma unidade convencional das estatísticas de energia: o poder calorífico de um combustível padrão, segundo o número do nome.",
    "energy:boe":
      "Uma unidade convencional das estatísticas de energia: o poder calorífico de um combustível padrão, segundo o número do nome.",
    "energy:tce":
      "Uma unidade convencional das estatísticas de energia: o poder calorífico de um combustível padrão, segundo o número do nome.",
    "flow:m3_yr": "Por ano gregoriano médio de 365,2425 dias.",
    "flow:km3_yr": "Por ano gregoriano médio de 365,2425 dias.",
    "flow:acre_ft_d":
      "Acre-pé em pés de levantamento dos EUA, como consta no NIST SP 811: 1.233,489 m³.",
    "flow:acre_ft_yr":
      "Acre-pé em pés de levantamento dos EUA, como consta no NIST SP 811: 1.233,489 m³. Por ano gregoriano médio de 365,2425 dias.",
    "flow:acre_ft_h":
      "Acre-pé em pés de levantamento dos EUA, como consta no NIST SP 811: 1.233,489 m³.",
    "flow:mcf_d":
      "O gás é contabilizado em suas condições de referência (padrão); isto converte apenas o volume.",
    "flow:mmcf_d":
      "O gás é contabilizado em suas condições de referência (padrão); isto converte apenas o volume.",
    "flow-mass:ton_h":
      "Tonelada métrica de 1.000 kg, não a tonelada curta dos EUA nem a tonelada longa imperial.",
    "flow-mass:ton_yr": "Por ano gregoriano médio de 365,2425 dias.",
    "flow-mass:mton_yr": "Por ano gregoriano médio de 365,2425 dias.",
    "flow-molar:nm3_h":
      "Gás ideal a 0 °C e 101,325 kPa (22,414 L/mol), a referência da SEMI E12 e da DIN 1343. Outras referências (15 °C, 20 °C, 60 °F) dão outras quantidades.",
    "flow-molar:slm":
      "Gás ideal a 0 °C e 101,325 kPa (22,414 L/mol), a referência da SEMI E12 e da DIN 1343. Outras referências (15 °C, 20 °C, 60 °F) dão outras quantidades.",
    "flow-molar:sccm":
      "Gás ideal a 0 °C e 101,325 kPa (22,414 L/mol), a referência da SEMI E12 e da DIN 1343. Outras referências (15 °C, 20 °C, 60 °F) dão outras quantidades.",
    "frequency:rpm":
      "Rotações por minuto como frequência de rotação: 60 rpm = 1 Hz. Como velocidade angular, 1 rpm = 2π/60 rad/s.",
    "frequency:cm_1":
      "Número de onda no vácuo, o número de ondas por centímetro: f = c × ν̃, logo 1 cm⁻¹ = 29,9792458 GHz exatos.",
    "frequency:ev":
      "A energia de um fóton, E = h f, com h e e exatos: 1 eV ≈ 241,798924 THz, 1.239,84 nm.",
    "frequency:km": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:m": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:cm": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:mm": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:µm": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:nm": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:pm": "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "frequency:angstrom":
      "Comprimento de onda no vácuo: λ = c / f, com c = 299.792.458 m/s exatos.",
    "fuel-consumption:km_l":
      "Distância por combustível, o inverso do consumo: L/100 km = 235,214583 ÷ mpg (EUA) = 282,480936 ÷ mpg (Reino Unido) = 100 ÷ km/L.",
    "fuel-consumption:mpg_us":
      "Distância por combustível, o inverso do consumo: L/100 km = 235,214583 ÷ mpg (EUA) = 282,480936 ÷ mpg (Reino Unido) = 100 ÷ km/L.",
    "fuel-consumption:mpg_uk":
      "Distância por combustível, o inverso do consumo: L/100 km = 235,214583 ÷ mpg (EUA) = 282,480936 ÷ mpg (Reino Unido) = 100 ÷ km/L.",
    "fuel-consumption:mi_l":
      "Distância por combustível, o inverso do consumo: L/100 km = 235,214583 ÷ mpg (EUA) = 282,480936 ÷ mpg (Reino Unido) = 100 ÷ km/L.",
    "fuel-consumption:nmi_gal":
      "Distância por combustível, o inverso do consumo: L/100 km = 235,214583 ÷ mpg (EUA) = 282,480936 ÷ mpg (Reino Unido) = 100 ÷ km/L.",
    "heat-density:btu_ft3": "BTU da Tabela Internacional (1.055,05585262 J).",
    "heat-density:btu_gal": "BTU da Tabela Internacional (1.055,05585262 J).",
    "heat-density:cal_cm3": "Caloria da Tabela Internacional (4,1868 J).",
    "heat-density:kcal_m3": "Quilocaloria da Tabela Internacional (4.186,8 J).",
    "heat-flux-density:btu_h_ft2": "BTU da Tabela Internacional (1.055,05585262 J).",
    "heat-flux-density:btu_s_ft2": "BTU da Tabela Internacional (1.055,05585262 J).",
    "heat-flux-density:cal_s_cm2": "Caloria da Tabela Internacional (4,1868 J).",
    "heat-flux-density:kcal_h_m2": "Quilocaloria da Tabela Internacional (4.186,8 J).",
    "heat-flux-density:ly_min": "1 langley = 1 caloria termoquímica (4,184 J) por cm².",
    "heat-transfer-coefficient:btu_h_ft2_f": "BTU da Tabela Internacional (1.055,05585262 J).",
    "heat-transfer-coefficient:btu_s_ft2_f": "BTU da Tabela Internacional (1.055,05585262 J).",
    "heat-transfer-coefficient:cal_s_cm2_c": "Caloria da Tabela Internacional (4,1868 J).",
    "heat-transfer-coefficient:kcal_h_m2_c": "Quilocaloria da Tabela Internacional (4.186,8 J).",
    "heat-transfer-coefficient:r_si":
      "Isolamento térmico (valor R), o inverso do coeficiente de transferência de calor (valor U): U = 1 ÷ R, portanto um R maior significa menos fluxo de calor.",
    "heat-transfer-coefficient:r_us":
      "Isolamento térmico (valor R), o inverso do coeficiente de transferência de calor (valor U): U = 1 ÷ R, portanto um R maior significa menos fluxo de calor. Os valores R dos EUA usam o BTU IT: R-1 (EUA) = 0,1761102 m²·K/W.",
    "inductance:quadrant":
      "O Congresso Internacional de Eletricidade de 1889 deu o nome de quadrante a 10⁹ cm de indutância, um quadrante da Terra; em 1893 ele passou a se chamar henry.",
    "inductance:h_int":
      "O henry internacional de 1908–1947, o ohm internacional vezes um segundo: 1,000495 H, com o ohm dado pelo GNU units.",
    "inductance:h_90":
      "O henry realizado com o valor convencional R_K-90 = 25.812,807 Ω de 1990 a 2019: 1 H₉₀ = R_K/R_K-90 H ≈ 1,00000002 H.",
    "length:earth_radius_eq":
      "O valor nominal da UAI de 2015 (resolução B3): uma constante de conversão fixa, não um raio medido.",
    "length:earth_radius_polar":
      "O valor nominal da UAI de 2015 (resolução B3): uma constante de conversão fixa, não um raio medido.",
    "length:jupiter_radius":
      "O valor nominal da UAI de 2015 (resolução B3): uma constante de conversão fixa, não um raio medido.",
    "length:sun_radius":
      "O valor nominal da UAI de 2015 (resolução B3): uma constante de conversão fixa, não um raio medido.",
    "length:arpent":
      "180 pés franceses de 12,789 in, como a Weights and Measures Act do Canadá o define para as terras de Quebec.",
    "length:pica": "A paica DTP: 12 pontos, 1/6 in.",
    "luminance:fl":
      "1 fL = 1/π cd/ft² ≈ 3,426 cd/m², a luminância de um difusor perfeito iluminado por 1 pé-vela; não é a cd/ft².",
    "luminous-intensity:cp":
      "Vela é entendida em seu sentido moderno, 1 cp = 1 cd; textos antigos a usavam para a vela internacional.",
    "luminous-intensity:hk":
      "Padrão histórico de chama: 1 HK = 0,9 vela internacional = 0,918 cd (GNU units). Outras fontes dão 0,903 cd, então os últimos algarismos são incertos.",
    "luminous-intensity:icd":
      "Unidade histórica (acordo de 1909): 1 vela internacional = 1,02 cd (GNU units). Algumas fontes leem o 1,02 ao contrário (1 cd = 1,02 vela, 0,980 cd); os últimos algarismos são incertos.",
    "luminous-intensity:violle":
      "Padrão histórico (1884): a luz de 1 cm² de platina em seu ponto de solidificação, 20,17 cd segundo o GNU units; os últimos algarismos são incertos.",
    "magnetic-field-strength:oe": "1 Oe = 1.000/(4π) A/m ≈ 79,577472 A/m (definição CGS).",
    "magnetic-flux-density:gamma": "O gama da geofísica, 10⁻⁵ gauss = 1 nT (NIST SP 811).",
    "magnetomotive-force:gi": "1 Gb = 10/(4π) At ≈ 0,795775 At (definição CGS).",
    "power:mbtu_h":
      "Um milhão de BTU (IT). No comércio dos EUA, “MBtu” costuma significar mil BTU; aqui é um milhão.",
    "power:solar_mass":
      "A potência que o Sol irradia: a luminosidade solar nominal da UAI de 2015.",
    "power:mbh": "Aqui M é o mil romano: 1 MBH = 1.000 BTU (IT) por hora.",
    "power:mbtu_d":
      "Um milhão de BTU (IT). No comércio dos EUA, “MBtu” costuma significar mil BTU; aqui é um milhão.",
    "power:cal_nut_d":
      "A Caloria alimentar é a quilocaloria termoquímica, 4.184 J (Regulamento (UE) 1169/2011, FAO).",
    "prefixes:m": "Aqui m é mega (10⁶), como a página o lista, não mili.",
    "radioactivity:rd":
      "rd é o rutherford, 10⁶ Bq; a unidade de dose rad está na página de dose absorvida.",
    "sound:np": "Convenção de grandezas de campo (ISO 80000-3): 1 Np = 20/ln(10) dB ≈ 8,685890 dB.",
    "sound:db_spl":
      "Um nível de pressão sonora absoluto: dB SPL é dB re 20 µPa, então 60 dB SPL se lê como 60 dB em relação a essa referência. Não é uma diferença de nível: a diferença entre dois SPL se expressa em dB.",
    "sound:db_re_1upa":
      "Os níveis sonoros subaquáticos são referidos a 1 µPa: a mesma pressão dá 26,0206 dB a mais do que em dB SPL (re 20 µPa). Isso muda apenas a referência; comparar a sonoridade na água e no ar exige também as impedâncias acústicas.",
    "specific-heat-capacity:btu_lb_f": "BTU da Tabela Internacional (1.055,05585262 J).",
    "specific-heat-capacity:btu_th_lb_f": "BTU termoquímico (1.054,3502645 J).",
    "specific-heat-capacity:cal_g_c": "Caloria da Tabela Internacional (4,1868 J).",
    "specific-heat-capacity:cal_th_g_c": "Caloria termoquímica (4,184 J), a caloria da química.",
    "specific-heat-capacity:kcal_kg_c": "Quilocaloria da Tabela Internacional (4.186,8 J).",
    "specific-heat-capacity:kcal_th_kg_c": "Quilocaloria termoquímica (4.184 J).",
    "speed:knot_uk": "O nó do Almirantado, 6.080 ft por hora, usado na Grã-Bretanha antes de 1970.",
    "speed:mach_20c":
      "A velocidade do som no ar seco ideal a 20 °C. Os números de Mach dependem da temperatura do ar.",
    "speed:mach_si":
      "A velocidade do som na Atmosfera Padrão Internacional a partir de 11 km de altitude (216,65 K).",
    "speed:sound_water":
      "Um valor físico ou astronômico, não uma unidade: a velocidade indicada no nome.",
    "speed:sound_seawater":
      "Um valor físico ou astronômico, não uma unidade: a velocidade indicada no nome.",
    "speed:v1": "Um valor físico ou astronômico, não uma unidade: a velocidade indicada no nome.",
    "speed:v2": "Um valor físico ou astronômico, não uma unidade: a velocidade indicada no nome.",
    "speed:v3": "Um valor físico ou astronômico, não uma unidade: a velocidade indicada no nome.",
    "speed:earth_v":
      "Um valor físico ou astronômico, não uma unidade: a velocidade indicada no nome.",
    "speed:mach_sl":
      "A velocidade do som na Atmosfera Padrão Internacional ao nível do mar (288,15 K), o sentido usual de Mach 1 = 1.225 km/h.",
    "temperature-interval:k":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:c":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:mk":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:µk":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:f":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:r":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:re":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:ro":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "temperature-interval:n":
      "Uma diferença de temperatura, não uma temperatura: não se aplica nenhum deslocamento do zero, então uma diferença de 1 °C é uma diferença de 1,8 °F.",
    "thermal-conductivity:btu_h_ft_f": "BTU da Tabela Internacional (1.055,05585262 J).",
    "thermal-conductivity:btu_in_h_ft2_f": "BTU da Tabela Internacional (1.055,05585262 J).",
    "thermal-conductivity:btu_th_h_ft_f": "BTU termoquímico (1.054,3502645 J).",
    "thermal-conductivity:btu_th_in_h_ft2_f": "BTU termoquímico (1.054,3502645 J).",
    "thermal-conductivity:cal_s_cm_c": "Caloria da Tabela Internacional (4,1868 J).",
    "thermal-conductivity:cal_th_s_cm_c": "Caloria termoquímica (4,184 J).",
    "thermal-conductivity:kcal_h_m_c": "Quilocaloria da Tabela Internacional (4.186,8 J).",
    "thermal-conductivity:kcal_th_h_m_c": "Quilocaloria termoquímica (4.184 J).",
    "thermal-resistance:f_btu_h": "BTU da Tabela Internacional (1.055,05585262 J).",
    "thermal-resistance:r_btu_h": "BTU da Tabela Internacional (1.055,05585262 J).",
    "thermal-resistance:f_btu_s": "BTU da Tabela Internacional (1.055,05585262 J).",
    "thermal-resistance:f_btu_th_h": "BTU termoquímico (1.054,3502645 J).",
    "thermal-resistance:f_btu_th_s": "BTU termoquímico (1.054,3502645 J).",
    "thermal-resistance:c_kcal_h": "Quilocaloria da Tabela Internacional (4.186,8 J).",
    "thermal-resistance:c_cal_s": "Caloria da Tabela Internacional (4,1868 J).",
    "time:month": "A duodécima parte de um ano gregoriano médio: 30,436875 dias.",
    "time:year": "Um ano gregoriano médio, 365,2425 dias.",
    "time:decade": "Um ano gregoriano médio, 365,2425 dias.",
    "time:century": "Um ano gregoriano médio, 365,2425 dias.",
    "time:millennium": "Um ano gregoriano médio, 365,2425 dias.",
    "time:septennial": "Um ano gregoriano médio, 365,2425 dias.",
    "time:octennial": "Um ano gregoriano médio, 365,2425 dias.",
    "time:novennial": "Um ano gregoriano médio, 365,2425 dias.",
    "time:quindecennial": "Um ano gregoriano médio, 365,2425 dias.",
    "time:quinquennial": "Um ano gregoriano médio, 365,2425 dias.",
    "viscosity-kinematic:m2_yr": "Por ano gregoriano médio de 365,2425 dias.",
    "volume:tsp_uk":
      "A colher imperial tradicional. As receitas britânicas modernas usam colheres métricas: colher de chá de 5 mL, colher de sopa de 15 mL.",
    "volume:tbsp_uk":
      "A colher imperial tradicional. As receitas britânicas modernas usam colheres métricas: colher de chá de 5 mL, colher de sopa de 15 mL.",
    "volume:drop":
      "A gota métrica: 20 gotas por mililitro. As gotas reais variam com o líquido e o conta-gotas.",
    "volume:bf": "Uma tábua de 1 ft × 1 ft × 1 in = 144 in³.",
    "volume:cord": "Uma pilha de lenha de 4 ft × 4 ft × 8 ft, incluídos os espaços de ar.",
    "volume:cord_ft": "Um pé do comprimento de uma corda: uma pilha de 4 ft × 4 ft × 1 ft.",
    "volume:hoppus_ft":
      "Madeira roliça medida pela quarta parte da circunferência, (circunferência/4)² × comprimento: 1 pé Hoppus equivale a 4/π ft³ de tora.",
    "weight:tael":
      "Medida de Hong Kong: 1 catty = 16 taels = 0,60478982 kg. O catty de Taiwan tem 0,6 kg; o jin da China continental, 0,5 kg.",
    "weight:catty":
      "Medida de Hong Kong: 1 catty = 16 taels = 0,60478982 kg. O catty de Taiwan tem 0,6 kg; o jin da China continental, 0,5 kg.",
    "weight:assay_ton_us":
      "A tonelada de ensaio faz com que 1 mg de metal em uma amostra de 1 tonelada de ensaio se leia como 1 onça troy por tonelada de minério.",
    "weight:assay_ton_uk":
      "A tonelada de ensaio faz com que 1 mg de metal em uma amostra de 1 tonelada de ensaio se leia como 1 onça troy por tonelada de minério.",
    "weight:jin":
      "Medida de mercado da China continental (市制): 1 jin = 10 liangs = 0,5 kg. O catty de Hong Kong tem 0,60478982 kg; o de Taiwan, 0,6 kg.",
    "weight:liang":
      "Medida de mercado da China continental (市制): 1 jin = 10 liangs = 0,5 kg. O catty de Hong Kong tem 0,60478982 kg; o de Taiwan, 0,6 kg.",
    "weight:catty_tw":
      "Medida de Taiwan (台制): 1 catty = 16 taels = 0,6 kg. O catty de Hong Kong tem 0,60478982 kg; o jin da China continental, 0,5 kg.",
    "weight:tael_tw":
      "Medida de Taiwan (台制): 1 catty = 16 taels = 0,6 kg. O catty de Hong Kong tem 0,60478982 kg; o jin da China continental, 0,5 kg.",
    "weight:mace":
      "Medida de Hong Kong: 1 catty = 16 taels = 0,60478982 kg. O catty de Taiwan tem 0,6 kg; o jin da China continental, 0,5 kg.",
    "weight:picul":
      "Medida de Hong Kong: 1 catty = 16 taels = 0,60478982 kg. O catty de Taiwan tem 0,6 kg; o jin da China continental, 0,5 kg.",
  },
};
