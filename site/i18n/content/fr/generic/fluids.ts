import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/fluids.ts. */
export const texts: UnitTranslations = {
  "/flow": {
    about: [
      "Le débit volumique est le volume de fluide qui passe en un point par unité de temps, Q = V/t. Son unité SI est le mètre cube par seconde (m³/s) ; le litre par seconde en est le millième. Le gallon US par minute (gpm) repose sur le gallon liquide américain d’exactement 231 in³, donc 1 gal/min = {{1 gal_min l_s}} L/s, et le pied cube par seconde (cfs) sur le pied international : 1 ft³/s = {{1 ft3_s l_s}} L/s.",
      "Les pompes, les lances d’incendie, l’irrigation et les équipements sanitaires sont caractérisés en gpm aux États-Unis et en L/s ou L/min ailleurs ; le débit des cours d’eau est publié en m³/s, ou en ft³/s par les agences américaines ; les grands débits industriels et d’alimentation en eau s’expriment en m³/s ou en m³/h. Tous les gallons de cette page sont des gallons américains ; un gallon impérial est environ 20 % plus grand.",
    ],
    useCases: [
      "Comparer des courbes de pompes et des débits d’équipements donnés en gpm et en L/s.",
      "Convertir en m³/s des débits de cours d’eau américains en ft³/s.",
      "Dimensionner des conduites à partir d’un débit et d’une vitesse visée (Q = v·A).",
      "Vérifier une pomme de douche de 2,5 gpm : {{2.5 gal_min l_s}} L/s.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est exacte en m³/s : le litre vaut 10⁻³ m³, le gallon US 231 in³ = 3,785411784 L et le pied cube 0,3048³ m³ ; 1 ft³/s = {{1 ft3_s gal_min}} gal/min n’est donc arrondi que pour l’affichage.",
      caveat: "Les gallons sont des gallons liquides américains, pas des gallons impériaux.",
    },
    faqs: [
      {
        question: "Comment convertir des L/min en gpm ?",
        answer:
          "Divisez les litres par minute par 60 pour obtenir des L/s et saisissez ce résultat : 60 L/min font 1 L/s = {{1 l_s gal_min}} gal/min. En une seule étape, 1 L/min fait {{0.0166666666666667 l_s gal_min}} gpm.",
      },
    ],
  },
  "/flow-mass": {
    about: [
      "Le débit massique est la masse de matière qui passe en un point par unité de temps, ṁ = m/t, égale à la masse volumique multipliée par le débit volumique (ṁ = ρ·Q). Son unité SI est le kilogramme par seconde (kg/s). La livre par seconde repose sur la livre avoirdupois internationale, donc 1 lb/s = {{1 lb_s kg_s}} kg/s ; la tonne par heure est la tonne métrique de 1 000 kg, pas la tonne courte ni la tonne longue, donc 1 kg/s = {{1 kg_s ton_h}} t/h.",
      "Le débit massique est ce qui s’équilibre en génie chimique et en combustion : les chaudières à vapeur sont caractérisées en t/h, les moteurs à réaction et les moteurs-fusées en kg/s ou en lb/s d’air ou d’ergols, et le débitmètre d’air massique d’un moteur de voiture indique des grammes par seconde. Contrairement au débit volumique, le débit massique ne change pas quand un gaz est comprimé ou chauffé.",
    ],
    useCases: [
      "Convertir la production de vapeur d’une chaudière entre t/h et kg/s.",
      "Lire en kg/s un débit d’air de moteur ou un débit d’ergols donné en lb/s.",
      "Interpréter la mesure en g/s du débitmètre d’air massique (MAF) d’un moteur.",
    ],
    example: { context: "la production de vapeur d’une chaudière" },
    accuracy: {
      definitions:
        "Le gramme vaut 10⁻³ kg, la livre exactement 0,45359237 kg et la tonne par heure 1 000 kg par 3 600 s : chaque facteur est donc exact, et les résultats ne sont arrondis que pour l’affichage (1 t/h = {{1 ton_h kg_s}} kg/s).",
      caveat:
        "La tonne est ici la tonne métrique ; des tonnes courtes américaines (2 000 lb) par heure seraient environ 9 % plus petites.",
    },
    faqs: [
      {
        question: "Comment passer d’un débit volumique à un débit massique ?",
        answer:
          "Multipliez le débit volumique par la masse volumique du fluide : ṁ = ρ·Q. Pour de l’eau à environ 1 000 kg/m³, 1 L/s transporte environ 1 kg/s ; pour les gaz, prenez la masse volumique à la pression et à la température réelles.",
      },
    ],
  },
  "/flow-molar": {
    about: [
      "Le débit molaire est la quantité de matière qui passe en un point par unité de temps, ṅ = n/t. Son unité SI est la mole par seconde (mol/s) ; la mole par minute et la mole par heure sont 60 et 3 600 fois plus petites, et la kilomole par heure vaut {{1 kmol_h mol_s}} mol/s. Le débit molaire multiplié par la masse molaire donne le débit massique (ṁ = ṅ·M).",
      "Les ingénieurs chimistes travaillent en débits molaires parce que les réactions consomment et produisent des moles dans des rapports fixes : les schémas de procédé et les simulateurs donnent les flux en kmol/h, les réacteurs de laboratoire et les alimentations en gaz en mol/min ou en mmol/min. Pour un gaz parfait à température et pression fixées, le débit molaire est proportionnel au débit volumique normalisé.",
    ],
    useCases: [
      "Convertir en mol/s les débits de flux en kmol/h d’un simulateur de procédé pour des calculs de réacteur.",
      "Établir des bilans matière autour de réacteurs et de séparateurs.",
      "Convertir en mol/s un débit d’alimentation de laboratoire en mol/min.",
    ],
    accuracy: {
      definitions:
        "Les unités ne diffèrent que par le préfixe kilo et par 60 ou 3 600 secondes : chaque facteur est donc exact.",
      caveat:
        "Les décimales périodiques comme 1 mol/min = {{1 mol_min mol_s}} mol/s sont arrondies à 6 décimales à l’écran seulement.",
    },
    faqs: [
      {
        question: "Comment passer d’un débit molaire à un débit massique ?",
        answer:
          "Multipliez par la masse molaire : ṁ = ṅ·M. Pour l’eau (18,015 g/mol), 1 mol/s fait 18,015 g/s ; pour un mélange, prenez sa masse molaire moyenne.",
      },
    ],
  },
  "/mass-flux-density": {
    about: [
      "La densité de flux massique (flux massique, ou vitesse massique dans les ouvrages de transfert thermique) est le débit massique par unité de section, G = ṁ/A = ρ·v. Son unité SI est le kilogramme par mètre carré seconde (kg/(m²·s)) ; 1 g/(cm²·s) = {{1 g_cm2_s kg_m2_s}} kg/(m²·s). Les unités américaines reposent sur la livre et le pied internationaux : 1 lb/(ft²·s) = {{1 lb_ft2_s kg_m2_s}} kg/(m²·s), et, par heure, 1 kg/(m²·s) = {{1 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      "Le flux massique est la variable de prédilection des corrélations d’écoulement diphasique, d’ébullition et d’échangeurs de chaleur, où la littérature américaine utilise traditionnellement le lb/(ft²·h) ; il décrit aussi les vitesses d’évaporation, de séchage et d’ablation, et les écoulements à travers des membranes et des lits garnis.",
    ],
    useCases: [
      "Convertir en SI les vitesses massiques des corrélations américaines de transfert thermique en lb/(ft²·h).",
      "Calculer G = ṁ/A pour un tube ou un canal dans la conception d’évaporateurs et de condenseurs.",
      "Exprimer des vitesses d’évaporation ou de séchage par unité d’aire.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est exacte en kg/(m²·s), d’après le gramme et le centimètre, la livre (0,45359237 kg), le pied (0,3048 m) et l’heure (3 600 s).",
      caveat:
        "Les petits résultats ont au plus 6 décimales (1 lb/(ft²·h) = {{1 lb_ft2_h kg_m2_s}} kg/(m²·s)) : convertissez des valeurs plus grandes pour avoir davantage de chiffres.",
    },
    faqs: [
      {
        question: "Quel est le lien entre flux massique et vitesse ?",
        answer:
          "Le flux massique est la masse volumique multipliée par la vitesse, G = ρ·v. De l’eau (environ 1 000 kg/m³) s’écoulant à 2 m/s a un flux massique d’environ 2 000 kg/(m²·s), soit {{2000 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      },
    ],
  },
  "/concentration-molar": {
    about: [
      "La concentration molaire (molarité, concentration en quantité de matière) est la quantité d’une substance dissoute par volume de solution, c = n/V. Son unité SI est la mole par mètre cube (mol/m³), mais la chimie utilise la mole par litre, notée M (molaire) : 1 mol/L = {{1 mol_l mol_m3}} mol/m³. La millimole par litre a la même taille que l’unité SI, 1 mmol/L = {{1 mmol_l mol_m3}} mol/m³, et la kilomole par mètre cube est égale à la mole par litre (M), 1 kmol/m³ = {{1 kmol_m3 mol_l}} mol/L.",
      "Les solutions de laboratoire se préparent en mol/L (un acide chlorhydrique à 0,1 M, une solution mère de tampon à 1 M) ; la biochimie clinique donne les électrolytes et les métabolites en mmol/L (le sodium sanguin est normalement d’environ 135 à 145 mmol/L) ; le génie chimique et le SI utilisent le mol/m³ et le kmol/m³. La molarité se rapporte au litre de solution ; la molalité (mol/kg de solvant) est une autre grandeur.",
    ],
    useCases: [
      "Convertir en mmol/L la molarité d’une solution mère pour des calculs de dilution (c₁V₁ = c₂V₂).",
      "Lire des résultats de laboratoire en mmol/L à côté de valeurs de manuel en mol/L.",
      "Exprimer des concentrations en unités SI (mol/m³) pour les formules de diffusion et de vitesse de réaction.",
    ],
    accuracy: {
      definitions:
        "Les quatre unités ne diffèrent que par des puissances de dix (le litre vaut 10⁻³ m³, les préfixes milli et kilo 10⁻³ et 10³) : chaque conversion est donc exacte.",
      caveat:
        "La page ne convertit que des concentrations en quantité de matière : passer aux unités de masse (g/L, mg/dL) demande la masse molaire de la substance.",
    },
    faqs: [
      {
        question: "Comment convertir des mol/L en g/L ?",
        answer:
          "Multipliez par la masse molaire en g/mol : 1 mol/L de chlorure de sodium (58,44 g/mol) contient 58,44 g/L. Pour revenir en arrière, divisez les g/L par la masse molaire ; le convertisseur de concentration de solution transforme ensuite les g/L en mg/L ou en kg/m³.",
      },
    ],
  },
  "/concentration-solution": {
    about: [
      "Une concentration massique est la masse d’une substance dissoute par volume de solution, une masse volumique du soluté ; cette page utilise donc les unités de masse volumique. L’unité SI est le kilogramme par mètre cube, qui est exactement le gramme par litre : 1 g/L = {{1 g_l kg_m3}} kg/m³. Les traces se donnent en milligrammes par litre, 1 g/L = {{1 g_l mg_l}} mg/L.",
      "La partie par million (ppm) est un rapport, pas une masse par volume. Cette page suit la convention de l’analyse de l’eau, 1 ppm = 1 mg/L, valable pour les solutions aqueuses diluées parce qu’un litre d’eau a une masse d’environ 1 kg, ce qui rend le mg/L égal au mg/kg. Pour d’autres solvants ou des saumures denses, ppm en masse = mg/L ÷ masse volumique en kg/L. Les rapports sur la qualité de l’eau (nitrates, chlore, dureté, matières dissoutes totales) emploient indifféremment le mg/L et le ppm sur cette base.",
    ],
    useCases: [
      "Lire en mg/L des résultats d’analyse d’eau en ppm, ou l’inverse, pour l’eau potable, les piscines et les aquariums.",
      "Convertir une solution préparée en g/L en mg/L ou en kg/m³.",
      "Préparer des solutions nutritives ou de dosage à partir d’une concentration visée.",
      "Exprimer une solution en pourcentage comme une concentration massique (un sérum physiologique à 0,9 % m/v fait 9 g/L).",
    ],
    accuracy: {
      verdict: "Oui, pour les solutions aqueuses diluées.",
      definitions:
        "Les unités métriques sont exactes : le g/L est égal au kg/m³ et le mg/L en est le millième. Le ppm est exact selon la convention de cette page, 1 ppm = 1 mg/L, qui est juste pour les solutions aqueuses diluées.",
      caveat:
        "Pour l’eau de mer, les saumures ou d’autres solvants que l’eau, divisez les mg/L par la masse volumique de la solution en kg/L pour obtenir des ppm en masse. Le ppm en volume, utilisé pour les gaz, est une autre grandeur.",
    },
    faqs: [
      {
        question: "Le ppm est-il la même chose que le mg/L ?",
        answer:
          "Pour les solutions aqueuses diluées, oui, et cette page les traite comme égaux : un litre d’une telle solution a une masse d’environ 1 kg, donc 1 mg/L fait 1 mg par kg, une partie par million en masse. L’égalité ne tient plus quand la masse volumique de la solution est loin de 1 kg/L.",
      },
      {
        question: "Comment convertir un pourcentage en g/L ?",
        answer:
          "Un pourcentage masse/volume (% m/v) correspond à des grammes pour 100 mL : multipliez donc par 10. Une solution saline à 0,9 % contient 9 g/L, soit {{9 g_l mg_l}} mg/L. Un pourcentage masse/masse demande en plus la masse volumique de la solution.",
      },
    ],
  },
};
