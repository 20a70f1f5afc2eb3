import type { UnitNotes } from "./types.ts";

/** French headings and notes of the unit catalogue (types.ts says what each is). */
export const NOTES: UnitNotes = {
  groups: {
    Metric: "Métrique",
    "Speed gain per second": "Gain de vitesse par seconde",
    Gravity: "Pesanteur",
    "Imperial / US customary": "Impérial / américain",
    Radian: "Radian",
    Degree: "Degré",
    Revolution: "Tour",
    "Fraction of a turn": "Fraction de tour",
    Imperial: "Impérial",
    "US survey and land": "Arpentage et mesures agraires des É.-U.",
    Traditional: "Traditionnel",
    Other: "Autres",
    Regional: "Régional",
    CGS: "CGS",
    Historic: "Historique",
    "Ampere-hour": "Ampère-heure",
    Atomic: "Atomique",
    "Bit and byte": "Bit et octet",
    Decimal: "Décimal",
    Binary: "Binaire",
    "Storage media": "Supports de stockage",
    Bits: "Bits",
    Bytes: "Octets",
    "Binary (IEC)": "Binaire (IEC)",
    "Pressure gradient": "Gradient de pression",
    "Per inch": "Par pouce",
    "Pixel pitch": "Pas de pixel",
    Standards: "Étalons",
    Joule: "Joule",
    "Watt-hour": "Wattheure",
    "Horsepower-hour": "Cheval-vapeur-heure",
    Calorie: "Calorie",
    "BTU and therm": "BTU et therm",
    Mechanical: "Mécanique",
    "Force × distance": "Force × distance",
    "TNT equivalent": "Équivalent TNT",
    "Fuel and refrigeration": "Combustibles et réfrigération",
    "US customary": "Américain",
    "Oil and gas": "Pétrole et gaz",
    "Catalytic activity": "Activité catalytique",
    "Gas at 0 °C, 1 atm": "Gaz à 0 °C, 1 atm",
    Newton: "Newton",
    "Pound-force": "Livre-force",
    "Kilogram-force": "Kilogramme-force",
    Frequency: "Fréquence",
    Spectroscopy: "Spectroscopie",
    "Wavelength (vacuum)": "Longueur d’onde (vide)",
    SI: "SI",
    Nautical: "Marin",
    BTU: "BTU",
    "R-value (reciprocal)": "Valeur R (inverse)",
    "Imperial and nautical": "Impérial et marin",
    "US survey": "Arpentage des É.-U.",
    Astronomical: "Astronomique",
    Typography: "Typographie",
    Lambertian: "Unités lambertiennes",
    Modern: "Moderne",
    Quantum: "Quantique",
    "Force × length × time²": "Force × longueur × temps²",
    Darcy: "Darcy",
    Watt: "Watt",
    Horsepower: "Cheval-vapeur",
    "Foot-pound-force": "Pied-livre-force",
    "Volt-ampere": "Voltampère",
    "Joule and erg": "Joule et erg",
    TNT: "TNT",
    "Watt-hour per day or year": "Wattheure par jour ou par an",
    "Vacuum throughput (leak rate)": "Flux gazeux sous vide (taux de fuite)",
    "SI multiples": "Multiples SI",
    "SI submultiples": "Sous-multiples SI",
    Pascal: "Pascal",
    "Bar and atmosphere": "Bar et atmosphère",
    Mercury: "Colonne de mercure",
    Water: "Colonne d’eau",
    Dyne: "Dyne",
    "Ton-force": "Tonne-force",
    Roentgen: "Röntgen",
    Becquerel: "Becquerel",
    Curie: "Curie",
    "Level difference": "Différence de niveau",
    "Absolute level": "Niveau absolu",
    "Sound and light": "Son et lumière",
    Cosmic: "Cosmique",
    Historical: "Historique",
    Common: "Courant",
    "Sub-second": "Fractions de seconde",
    "Long spans": "Longues durées",
    "Year variants": "Variantes de l’année",
    "Multi-year": "Pluriannuel",
    "CGS (poise)": "CGS (poise)",
    "CGS (stokes)": "CGS (stokes)",
    Cubic: "Mesures cubiques",
    "US dry": "Mesures sèches des É.-U.",
    Barrels: "Barils",
    Lumber: "Bois",
    "Avoirdupois and imperial": "Avoirdupois et impérial",
    "Troy and gem": "Troy et pierres précieuses",
  },
  notes: {
    "angle:mil":
      "Le millième OTAN, 1/6 400 de tour. Le millième du pacte de Varsovie vaut 1/6 000 de tour, le streck suédois 1/6 300.",
    "area:township":
      "En miles et acres internationaux. Le US Public Land Survey définit l’unité en mesures d’arpentage des États-Unis, soit 4 ppm de plus.",
    "area:section":
      "En miles et acres internationaux. Le US Public Land Survey définit l’unité en mesures d’arpentage des États-Unis, soit 4 ppm de plus.",
    "area:homestead":
      "En miles et acres internationaux. Le US Public Land Survey définit l’unité en mesures d’arpentage des États-Unis, soit 4 ppm de plus.",
    "area:arpent":
      "L’arpent carré des titres fonciers du Québec : un carré de 180 pieds français de côté, le pied français valant 12,789 in selon la Weights and Measures Act du Canada.",
    "area:sabin":
      "Une unité d’absorption acoustique : un pied carré d’une surface parfaitement absorbante.",
    "capacitance:mf":
      "mf est le millifarad, 10⁻³ F. Les catalogues anciens écrivaient mf ou mfd pour le microfarad (µF).",
    "capacitance:mfd":
      "MFD, tel qu’imprimé sur les condensateurs permanents de moteur et les condensateurs anciens, est le microfarad : 45 MFD = 45 µF.",
    "capacitance:jar":
      "Le jar des débuts de la radio, 1 000 cm de capacité ≈ 1,11265 nF (GNU units) ; le jar de la Royal Navy valait 1/900 µF, environ 0,14 % de moins.",
    "capacitance:f_int":
      "Le farad international de 1908–1947, 0,999505 F tel que le donne GNU units.",
    "capacitance:f_90":
      "Le farad réalisé de 1990 à 2019 avec la valeur conventionnelle R_K-90 = 25 812,807 Ω : 1 F₉₀ = R_K-90/R_K F ≈ 0,99999998 F.",
    "data-storage:KB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:MB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:GB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:TB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:KiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:MiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:GiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:TiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:PB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:EB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:ZB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:YB":
      "Préfixe décimal (SI) : 1 KB = 1 000 octets. Le KB des fabricants de mémoire (JEDEC) vaut 1 024 octets : c’est le KiB.",
    "data-storage:PiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:EiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:ZiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:YiB": "Préfixe binaire (IEC) : 1 KiB = 1 024 octets.",
    "data-storage:dvd":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:dvd_dl":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:bd":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:bd_dl":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:cd_80":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:cd_74":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:floppy_35_hd":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:floppy_35_dd":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:floppy_525_hd":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-storage:floppy_525_dd":
      "Une capacité, pas une unité : les données que contient un support formaté de ce type, au nombre d’octets qu’indique le libellé.",
    "data-transfer:kbps":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:mbps":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:gbps":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:tbps":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:kbyte_s":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:mbyte_s":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:gbyte_s":
      "Préfixes décimaux, comme on exprime les débits des réseaux : 1 kbit/s = 1 000 bit/s.",
    "data-transfer:kib_s":
      "Préfixe binaire (IEC) : 1 KiB/s = 1 024 octets/s. Beaucoup d’outils de téléchargement affichent des KiB/s mais les notent KB/s.",
    "data-transfer:mib_s":
      "Préfixe binaire (IEC) : 1 KiB/s = 1 024 octets/s. Beaucoup d’outils de téléchargement affichent des KiB/s mais les notent KB/s.",
    "data-transfer:gib_s":
      "Préfixe binaire (IEC) : 1 KiB/s = 1 024 octets/s. Beaucoup d’outils de téléchargement affichent des KiB/s mais les notent KB/s.",
    "density:ppm":
      "Ici, ppm signifie 1 mg/L, ce qui n’est vrai que pour les solutions aqueuses diluées (masse volumique 1 kg/L) ; pour les autres solvants, ppm en masse = mg/L ÷ masse volumique en kg/L.",
    "density:ppb":
      "Ici, ppb signifie 1 µg/L, ce qui n’est vrai que pour les solutions aqueuses diluées (masse volumique 1 kg/L) ; pour les autres solvants, ppb en masse = µg/L ÷ masse volumique en kg/L.",
    "density:pct_wv":
      "Grammes de soluté pour 100 mL de solution : 1 % w/v = 10 g/L (et non % en masse, w/w).",
    "density:psi_ft":
      "Un gradient de pression, lu comme la masse volumique de la colonne de fluide qui le produit sous l’accélération normale de la pesanteur (9,80665 m/s²) : poids de boue en lb/gal × 0,051948 = psi/ft.",
    "density:kpa_m":
      "Un gradient de pression, lu comme la masse volumique de la colonne de fluide qui le produit sous l’accélération normale de la pesanteur (9,80665 m/s²) : poids de boue en lb/gal × 0,051948 = psi/ft.",
    "digital-image-resolution:pitch_mm":
      "Le pas de pixel est la distance entre les centres des pixels, l’inverse de la résolution : un pas de 0,25 mm correspond à 4 px/mm, soit 101,6 ppi.",
    "digital-image-resolution:pitch_µm":
      "Le pas de pixel est la distance entre les centres des pixels, l’inverse de la résolution : un pas de 0,25 mm correspond à 4 px/mm, soit 101,6 ppi.",
    "electric-conductivity:iacs":
      "International Annealed Copper Standard (1913) : 100 % IACS = 58 MS/m exactement, un fil de cuivre de 1 m de long et de 1 mm² de section ayant 1/58 Ω.",
    "electric-resistance:r_k":
      "R_K = h/e² ≈ 25 812,807459 Ω, exacte depuis le SI de 2019 ; la valeur conventionnelle de 1990 était 25 812,807 Ω.",
    "electric-resistance:ohm_int":
      "L’ohm international de 1908 (une colonne de mercure), remplacé par l’ohm absolu en 1948 : 1,000495 Ω tel que le donne GNU units (la valeur des États-Unis ; la valeur internationale moyenne était de 1,00049 Ω).",
    "energy:cal_nut":
      "La calorie alimentaire est la kilocalorie thermochimique, 4 184 J (règlement (UE) 1169/2011, FAO).",
    "energy:mbtu":
      "Un million de BTU (IT). Dans le commerce aux États-Unis, « MBtu » désigne souvent mille BTU ; ici, c’est un million.",
    "energy:fuel_oil_kl":
      "Un contenu énergétique, pas une unité : la chaleur de combustion de la quantité indiquée de fioul, selon la valeur du libellé.",
    "energy:fuel_oil_bbl":
      "Un contenu énergétique, pas une unité : la chaleur de combustion de la quantité indiquée de fioul, selon la valeur du libellé.",
    "energy:toe":
      "Une unité conventionnelle des statistiques de l’énergie : le contenu thermique d’un combustible de référence, selon la valeur du libellé.",
    "energy:boe":
      "Une unité conventionnelle des statistiques de l’énergie : le contenu thermique d’un combustible de référence, selon la valeur du libellé.",
    "energy:tce":
      "Une unité conventionnelle des statistiques de l’énergie : le contenu thermique d’un combustible de référence, selon la valeur du libellé.",
    "flow:m3_yr": "Par année grégorienne moyenne de 365,2425 jours.",
    "flow:km3_yr": "Par année grégorienne moyenne de 365,2425 jours.",
    "flow:acre_ft_d":
      "Acre-pied en pieds d’arpentage des États-Unis, tel que le donne NIST SP 811 : 1 233,489 m³.",
    "flow:acre_ft_yr":
      "Acre-pied en pieds d’arpentage des États-Unis, tel que le donne NIST SP 811 : 1 233,489 m³. Par année grégorienne moyenne de 365,2425 jours.",
    "flow:acre_ft_h":
      "Acre-pied en pieds d’arpentage des États-Unis, tel que le donne NIST SP 811 : 1 233,489 m³.",
    "flow:mcf_d":
      "Le gaz est compté dans ses conditions de référence (conditions standard) ; seul le volume est converti ici.",
    "flow:mmcf_d":
      "Le gaz est compté dans ses conditions de référence (conditions standard) ; seul le volume est converti ici.",
    "flow-mass:ton_h":
      "Tonne métrique de 1 000 kg, et non la tonne courte des États-Unis ni la tonne longue impériale.",
    "flow-mass:ton_yr": "Par année grégorienne moyenne de 365,2425 jours.",
    "flow-mass:mton_yr": "Par année grégorienne moyenne de 365,2425 jours.",
    "flow-molar:nm3_h":
      "Gaz parfait à 0 °C et 101,325 kPa (22,414 L/mol), la référence de SEMI E12 et de DIN 1343. D’autres références (15 °C, 20 °C, 60 °F) donnent d’autres quantités de matière.",
    "flow-molar:slm":
      "Gaz parfait à 0 °C et 101,325 kPa (22,414 L/mol), la référence de SEMI E12 et de DIN 1343. D’autres références (15 °C, 20 °C, 60 °F) donnent d’autres quantités de matière.",
    "flow-molar:sccm":
      "Gaz parfait à 0 °C et 101,325 kPa (22,414 L/mol), la référence de SEMI E12 et de DIN 1343. D’autres références (15 °C, 20 °C, 60 °F) donnent d’autres quantités de matière.",
    "frequency:rpm":
      "Tours par minute comme fréquence de rotation : 60 rpm = 1 Hz. Comme vitesse angulaire, 1 rpm = 2π/60 rad/s.",
    "frequency:cm_1":
      "Nombre d’onde dans le vide, le nombre d’ondes par centimètre : f = c × ν̃, donc 1 cm⁻¹ = 29,9792458 GHz exactement.",
    "frequency:ev":
      "L’énergie d’un photon, E = h f, avec h et e exacts : 1 eV ≈ 241,798924 THz, 1 239,84 nm.",
    "frequency:km":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:m": "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:cm":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:mm":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:µm":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:nm":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:pm":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "frequency:angstrom":
      "Longueur d’onde dans le vide : λ = c / f, avec c = 299 792 458 m/s exactement.",
    "fuel-consumption:km_l":
      "Distance par quantité de carburant, l’inverse de la consommation : L/100 km = 235,214583 ÷ mpg (É.-U.) = 282,480936 ÷ mpg (R.-U.) = 100 ÷ km/L.",
    "fuel-consumption:mpg_us":
      "Distance par quantité de carburant, l’inverse de la consommation : L/100 km = 235,214583 ÷ mpg (É.-U.) = 282,480936 ÷ mpg (R.-U.) = 100 ÷ km/L.",
    "fuel-consumption:mpg_uk":
      "Distance par quantité de carburant, l’inverse de la consommation : L/100 km = 235,214583 ÷ mpg (É.-U.) = 282,480936 ÷ mpg (R.-U.) = 100 ÷ km/L.",
    "fuel-consumption:mi_l":
      "Distance par quantité de carburant, l’inverse de la consommation : L/100 km = 235,214583 ÷ mpg (É.-U.) = 282,480936 ÷ mpg (R.-U.) = 100 ÷ km/L.",
    "fuel-consumption:nmi_gal":
      "Distance par quantité de carburant, l’inverse de la consommation : L/100 km = 235,214583 ÷ mpg (É.-U.) = 282,480936 ÷ mpg (R.-U.) = 100 ÷ km/L.",
    "heat-density:btu_ft3": "BTU de l’International Table (1 055,05585262 J).",
    "heat-density:btu_gal": "BTU de l’International Table (1 055,05585262 J).",
    "heat-density:cal_cm3": "Calorie de l’International Table (4,1868 J).",
    "heat-density:kcal_m3": "Kilocalorie de l’International Table (4 186,8 J).",
    "heat-flux-density:btu_h_ft2": "BTU de l’International Table (1 055,05585262 J).",
    "heat-flux-density:btu_s_ft2": "BTU de l’International Table (1 055,05585262 J).",
    "heat-flux-density:cal_s_cm2": "Calorie de l’International Table (4,1868 J).",
    "heat-flux-density:kcal_h_m2": "Kilocalorie de l’International Table (4 186,8 J).",
    "heat-flux-density:ly_min": "1 langley = 1 calorie thermochimique (4,184 J) par cm².",
    "heat-transfer-coefficient:btu_h_ft2_f": "BTU de l’International Table (1 055,05585262 J).",
    "heat-transfer-coefficient:btu_s_ft2_f": "BTU de l’International Table (1 055,05585262 J).",
    "heat-transfer-coefficient:cal_s_cm2_c": "Calorie de l’International Table (4,1868 J).",
    "heat-transfer-coefficient:kcal_h_m2_c": "Kilocalorie de l’International Table (4 186,8 J).",
    "heat-transfer-coefficient:r_si":
      "Isolance thermique (valeur R), l’inverse du coefficient de transmission thermique (valeur U) : U = 1 ÷ R, donc un R plus grand signifie moins de flux de chaleur.",
    "heat-transfer-coefficient:r_us":
      "Isolance thermique (valeur R), l’inverse du coefficient de transmission thermique (valeur U) : U = 1 ÷ R, donc un R plus grand signifie moins de flux de chaleur. Les valeurs R des États-Unis utilisent le BTU IT : R-1 (É.-U.) = 0,1761102 m²·K/W.",
    "inductance:quadrant":
      "Le Congrès international des électriciens de 1889 appela quadrant 10⁹ cm d’inductance, un quadrant terrestre ; il fut renommé henry en 1893.",
    "inductance:h_int":
      "Le henry international de 1908–1947, l’ohm international multiplié par une seconde : 1,000495 H d’après l’ohm tel que le donne GNU units.",
    "inductance:h_90":
      "Le henry réalisé de 1990 à 2019 avec la valeur conventionnelle R_K-90 = 25 812,807 Ω : 1 H₉₀ = R_K/R_K-90 H ≈ 1,00000002 H.",
    "length:earth_radius_eq":
      "La valeur nominale de l’UAI de 2015 (résolution B3) : une constante de conversion fixée, et non un rayon mesuré.",
    "length:earth_radius_polar":
      "La valeur nominale de l’UAI de 2015 (résolution B3) : une constante de conversion fixée, et non un rayon mesuré.",
    "length:jupiter_radius":
      "La valeur nominale de l’UAI de 2015 (résolution B3) : une constante de conversion fixée, et non un rayon mesuré.",
    "length:sun_radius":
      "La valeur nominale de l’UAI de 2015 (résolution B3) : une constante de conversion fixée, et non un rayon mesuré.",
    "length:arpent":
      "180 pieds français de 12,789 in, tel que la Weights and Measures Act du Canada le définit pour les terres du Québec.",
    "length:pica": "Le pica PAO : 12 points, 1/6 in.",
    "luminance:fl":
      "1 fL = 1/π cd/ft² ≈ 3,426 cd/m², la luminance d’un diffuseur parfait éclairé par 1 pied-bougie ; ce n’est pas la cd/ft².",
    "luminous-intensity:cp":
      "Candlepower est pris dans son sens moderne, 1 cp = 1 cd ; les textes anciens l’employaient pour la bougie internationale.",
    "luminous-intensity:hk":
      "Étalon historique à flamme : 1 HK = 0,9 bougie internationale = 0,918 cd (GNU units). D’autres sources donnent 0,903 cd, les derniers chiffres sont donc incertains.",
    "luminous-intensity:icd":
      "Unité historique (accord de 1909) : 1 bougie internationale = 1,02 cd (GNU units). Certaines sources lisent le 1,02 dans l’autre sens (1 cd = 1,02 bougie, 0,980 cd) ; les derniers chiffres sont incertains.",
    "luminous-intensity:violle":
      "Étalon historique (1884) : la lumière de 1 cm² de platine à son point de solidification, 20,17 cd tel que le donne GNU units ; les derniers chiffres sont incertains.",
    "magnetic-field-strength:oe": "1 Oe = 1 000/(4π) A/m ≈ 79,577472 A/m (définition CGS).",
    "magnetic-flux-density:gamma": "Le gamma de la géophysique, 10⁻⁵ gauss = 1 nT (NIST SP 811).",
    "magnetomotive-force:gi": "1 Gb = 10/(4π) At ≈ 0,795775 At (définition CGS).",
    "power:mbtu_h":
      "Un million de BTU (IT). Dans le commerce aux États-Unis, « MBtu » désigne souvent mille BTU ; ici, c’est un million.",
    "power:solar_mass":
      "La puissance que rayonne le Soleil : la luminosité solaire nominale de l’UAI de 2015.",
    "power:mbh": "M est ici le mille romain : 1 MBH = 1 000 BTU (IT) par heure.",
    "power:mbtu_d":
      "Un million de BTU (IT). Dans le commerce aux États-Unis, « MBtu » désigne souvent mille BTU ; ici, c’est un million.",
    "power:cal_nut_d":
      "La calorie alimentaire est la kilocalorie thermochimique, 4 184 J (règlement (UE) 1169/2011, FAO).",
    "prefixes:m": "Ici, m est méga (10⁶), comme la page le présente, et non milli.",
    "radioactivity:rd":
      "rd est le rutherford, 10⁶ Bq ; l’unité de dose rad se trouve sur la page Dose absorbée.",
    "sound:np":
      "Convention des grandeurs de champ (ISO 80000-3) : 1 Np = 20/ln(10) dB ≈ 8,685890 dB.",
    "sound:db_spl":
      "Un niveau de pression acoustique absolu : le dB SPL est le dB re 20 µPa, donc 60 dB SPL se lit 60 dB par rapport à cette référence. Ce n’est pas une différence de niveau : la différence de deux niveaux SPL s’exprime en dB.",
    "sound:db_re_1upa":
      "Les niveaux sonores sous-marins sont rapportés à 1 µPa : la même pression se lit 26,0206 dB de plus qu’en dB SPL (re 20 µPa). Cela ne change que la référence ; comparer l’intensité sonore dans l’eau et dans l’air demande aussi les impédances acoustiques.",
    "specific-heat-capacity:btu_lb_f": "BTU de l’International Table (1 055,05585262 J).",
    "specific-heat-capacity:btu_th_lb_f": "BTU thermochimique (1 054,3502645 J).",
    "specific-heat-capacity:cal_g_c": "Calorie de l’International Table (4,1868 J).",
    "specific-heat-capacity:cal_th_g_c":
      "Calorie thermochimique (4,184 J), la calorie de la chimie.",
    "specific-heat-capacity:kcal_kg_c": "Kilocalorie de l’International Table (4 186,8 J).",
    "specific-heat-capacity:kcal_th_kg_c": "Kilocalorie thermochimique (4 184 J).",
    "speed:knot_uk":
      "Le nœud de l’Amirauté, 6 080 ft par heure, en usage en Grande-Bretagne avant 1970.",
    "speed:mach_20c":
      "La vitesse du son dans l’air sec idéal à 20 °C. Les nombres de Mach dépendent de la température de l’air.",
    "speed:mach_si":
      "La vitesse du son dans l’atmosphère type internationale à partir de 11 km d’altitude (216,65 K).",
    "speed:sound_water":
      "Une valeur physique ou astronomique, pas une unité : la vitesse indiquée dans le libellé.",
    "speed:sound_seawater":
      "Une valeur physique ou astronomique, pas une unité : la vitesse indiquée dans le libellé.",
    "speed:v1":
      "Une valeur physique ou astronomique, pas une unité : la vitesse indiquée dans le libellé.",
    "speed:v2":
      "Une valeur physique ou astronomique, pas une unité : la vitesse indiquée dans le libellé.",
    "speed:v3":
      "Une valeur physique ou astronomique, pas une unité : la vitesse indiquée dans le libellé.",
    "speed:earth_v":
      "Une valeur physique ou astronomique, pas une unité : la vitesse indiquée dans le libellé.",
    "speed:mach_sl":
      "La vitesse du son dans l’atmosphère type internationale au niveau de la mer (288,15 K), le sens usuel de Mach 1 = 1 225 km/h.",
    "temperature-interval:k":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:c":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:mk":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:µk":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:f":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:r":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:re":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:ro":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "temperature-interval:n":
      "Une différence de température, pas une température : aucun décalage ne s’applique, donc une différence de 1 °C est une différence de 1,8 °F.",
    "thermal-conductivity:btu_h_ft_f": "BTU de l’International Table (1 055,05585262 J).",
    "thermal-conductivity:btu_in_h_ft2_f": "BTU de l’International Table (1 055,05585262 J).",
    "thermal-conductivity:btu_th_h_ft_f": "BTU thermochimique (1 054,3502645 J).",
    "thermal-conductivity:btu_th_in_h_ft2_f": "BTU thermochimique (1 054,3502645 J).",
    "thermal-conductivity:cal_s_cm_c": "Calorie de l’International Table (4,1868 J).",
    "thermal-conductivity:cal_th_s_cm_c": "Calorie thermochimique (4,184 J).",
    "thermal-conductivity:kcal_h_m_c": "Kilocalorie de l’International Table (4 186,8 J).",
    "thermal-conductivity:kcal_th_h_m_c": "Kilocalorie thermochimique (4 184 J).",
    "thermal-resistance:f_btu_h": "BTU de l’International Table (1 055,05585262 J).",
    "thermal-resistance:r_btu_h": "BTU de l’International Table (1 055,05585262 J).",
    "thermal-resistance:f_btu_s": "BTU de l’International Table (1 055,05585262 J).",
    "thermal-resistance:f_btu_th_h": "BTU thermochimique (1 054,3502645 J).",
    "thermal-resistance:f_btu_th_s": "BTU thermochimique (1 054,3502645 J).",
    "thermal-resistance:c_kcal_h": "Kilocalorie de l’International Table (4 186,8 J).",
    "thermal-resistance:c_cal_s": "Calorie de l’International Table (4,1868 J).",
    "time:month": "Un douzième de l’année grégorienne moyenne : 30,436875 jours.",
    "time:year": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:decade": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:century": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:millennium": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:septennial": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:octennial": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:novennial": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:quindecennial": "Une année grégorienne moyenne, 365,2425 jours.",
    "time:quinquennial": "Une année grégorienne moyenne, 365,2425 jours.",
    "viscosity-kinematic:m2_yr": "Par année grégorienne moyenne de 365,2425 jours.",
    "volume:tsp_uk":
      "La cuillère impériale traditionnelle. Les recettes britanniques modernes utilisent des cuillères métriques : cuillère à café 5 mL, cuillère à soupe 15 mL.",
    "volume:tbsp_uk":
      "La cuillère impériale traditionnelle. Les recettes britanniques modernes utilisent des cuillères métriques : cuillère à café 5 mL, cuillère à soupe 15 mL.",
    "volume:drop":
      "La goutte métrique : 20 gouttes par millilitre. Les gouttes réelles varient selon le liquide et le compte-gouttes.",
    "volume:bf": "Une planche de 1 ft × 1 ft × 1 in = 144 in³.",
    "volume:cord": "Une pile de bois de 4 ft × 4 ft × 8 ft, vides compris.",
    "volume:cord_ft": "Un pied de la longueur d’une corde : une pile de 4 ft × 4 ft × 1 ft.",
    "volume:hoppus_ft":
      "Bois rond cubé au quart de la circonférence, (circonférence/4)² × longueur : 1 pied Hoppus vaut 4/π ft³ de grume.",
    "weight:tael":
      "Mesure de Hong Kong : 1 catty = 16 taels = 0,60478982 kg. Le catty de Taïwan vaut 0,6 kg, le jin de Chine continentale 0,5 kg.",
    "weight:catty":
      "Mesure de Hong Kong : 1 catty = 16 taels = 0,60478982 kg. Le catty de Taïwan vaut 0,6 kg, le jin de Chine continentale 0,5 kg.",
    "weight:assay_ton_us":
      "Avec la tonne d’essai, 1 mg de métal dans un échantillon de 1 tonne d’essai se lit comme 1 once troy par tonne de minerai.",
    "weight:assay_ton_uk":
      "Avec la tonne d’essai, 1 mg de métal dans un échantillon de 1 tonne d’essai se lit comme 1 once troy par tonne de minerai.",
    "weight:jin":
      "Mesure de marché de Chine continentale (市制) : 1 jin = 10 liang = 0,5 kg. Le catty de Hong Kong vaut 0,60478982 kg, celui de Taïwan 0,6 kg.",
    "weight:liang":
      "Mesure de marché de Chine continentale (市制) : 1 jin = 10 liang = 0,5 kg. Le catty de Hong Kong vaut 0,60478982 kg, celui de Taïwan 0,6 kg.",
    "weight:catty_tw":
      "Mesure de Taïwan (台制) : 1 catty = 16 taels = 0,6 kg. Le catty de Hong Kong vaut 0,60478982 kg, le jin de Chine continentale 0,5 kg.",
    "weight:tael_tw":
      "Mesure de Taïwan (台制) : 1 catty = 16 taels = 0,6 kg. Le catty de Hong Kong vaut 0,60478982 kg, le jin de Chine continentale 0,5 kg.",
    "weight:mace":
      "Mesure de Hong Kong : 1 catty = 16 taels = 0,60478982 kg. Le catty de Taïwan vaut 0,6 kg, le jin de Chine continentale 0,5 kg.",
    "weight:picul":
      "Mesure de Hong Kong : 1 catty = 16 taels = 0,60478982 kg. Le catty de Taïwan vaut 0,6 kg, le jin de Chine continentale 0,5 kg.",
  },
};
