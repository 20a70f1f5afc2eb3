import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/electricity-circuits.ts. */
export const texts: UnitTranslations = {
  "/electric-field-strength": {
    about: [
      "L’intensité du champ électrique E est la force que le champ exerce par unité de charge ; elle est égale au gradient de tension. Son unité SI est le volt par mètre (V/m), identique au newton par coulomb (N/C). Exprimée par centimètre, la valeur est cent fois plus petite : 1 V/cm = {{1 v_cm v_m}} V/m ; 1 kV/m = {{1 kv_m v_m}} V/m, et avec le pied exact, 1 V/ft = {{1 v_ft v_m}} V/m.",
      "Les intensités de champ varient énormément : près du sol, par beau temps, l’atmosphère présente environ 100 V/m ; les limites d’exposition aux champs à la fréquence du réseau sont fixées en kV/m (5 kV/m pour le public dans les lignes directrices de l’ICNIRP de 2010 à 50 Hz) ; les essais d’immunité aux radiofréquences utilisent de quelques V/m à quelques dizaines ; et l’air sec claque vers 3 MV/m, soit {{3000000 v_m v_cm}} V/cm. La rigidité diélectrique des isolants est souvent donnée en kV/mm, ce qui revient au même que le MV/m.",
    ],
    useCases: [
      "Comparer des rigidités diélectriques et des champs de claquage entre V/cm et kV/m.",
      "Lire les limites d’exposition et les mesures de champ près des lignes électriques.",
      "Convertir les relevés d’un mesureur de champ pour des essais de CEM.",
    ],
    accuracy: {
      definitions:
        "Les unités diffèrent par des préfixes SI et des longueurs exactes (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 mil = 0,0254 mm), et le statvolt du système CGS ({{1 statv_cm v_cm}} V par cm, d’après la vitesse exacte de la lumière) et l’abvolt (10⁻⁸ V) sont exacts ; chaque facteur est donc exact.",
    },
    faqs: [
      {
        question: "Le V/m est-il la même chose que le N/C ?",
        answer:
          "Oui. Un volt est un joule par coulomb : un volt par mètre est donc un joule par coulomb-mètre, c’est-à-dire un newton par coulomb, la force en newtons qui s’exerce sur un coulomb de charge. Les deux désignent la même unité SI d’intensité du champ électrique.",
      },
    ],
  },
  "/electric-potential": {
    about: [
      "La différence de potentiel électrique (la tension) est l’énergie par unité de charge entre deux points. Son unité SI est le volt (V), un joule par coulomb ou un watt par ampère. Le millivolt et le microvolt valent {{1 mv v}} V et {{1 µv v}} V, le kilovolt {{1 kv v}} V.",
      "Au quotidien, les tensions vont du microvolt à des centaines de kilovolts : les signaux d’EEG font quelques dizaines de µV, un battement cardiaque mesure environ 1 mV sur un ECG, les thermocouples produisent des millivolts, une pile AA 1,5 V, l’USB 5 V, le secteur 230 V (Europe) ou 120 V (Amérique du Nord), les lignes de distribution des dizaines de kV et les lignes de transport à longue distance des centaines de kV.",
    ],
    useCases: [
      "Convertir en volts la sortie d’un capteur en mV ou en µV pour la conception d’un CAN ou d’un amplificateur.",
      "Exprimer les tensions de distribution et de transport en kV.",
      "Vérifier des calculs de loi d’Ohm (V = I·R) avec des préfixes mélangés.",
    ],
    accuracy: {
      definitions:
        "Les unités métriques diffèrent par des préfixes SI (de nano, 10⁻⁹, à méga, 10⁶), et le statvolt du système CGS ({{1 statv v}} V, d’après la vitesse exacte de la lumière) et l’abvolt (10⁻⁸ V) sont exacts ; chaque conversion est donc exacte.",
      caveat:
        "Depuis 2019, le volt lui-même est réalisé par l’effet Josephson, avec une constante fixée exactement.",
    },
    faqs: [
      {
        question: "Combien de millivolts y a-t-il dans un volt ?",
        answer:
          "Mille : 1 V = {{1 v mv}} mV, et 1 mV = {{1 mv µv}} µV. Un signal de 0,75 V fait donc {{0.75 v mv}} mV.",
      },
    ],
  },
  "/electric-resistance": {
    about: [
      "La résistance électrique est la tension nécessaire par unité de courant, R = V/I (loi d’Ohm). Son unité SI est l’ohm (Ω), un volt par ampère. Les résistances et les isolants couvrent de nombreux ordres de grandeur, d’où l’importance des préfixes : le kilohm vaut {{1 kohm ohm}} Ω et le mégohm {{1 megohm ohm}} Ω, tandis que le milliohm vaut {{1 mohm ohm}} Ω. Attention à la casse du symbole : mΩ est le milli, MΩ le méga, soit un facteur 10⁹ d’écart.",
      "Les valeurs des résistances sur les schémas et dans le code des couleurs sont données en Ω, kΩ et MΩ (souvent écrites 4k7 pour 4,7 kΩ) ; les contrôleurs d’isolement affichent des MΩ ; les shunts de mesure, les contacts, les jonctions de câbles et la résistance interne des batteries se mesurent en mΩ. Depuis 2019, l’ohm est réalisé par l’effet Hall quantique, avec une constante de von Klitzing fixée exactement.",
    ],
    useCases: [
      "Lire des marquages de résistances comme 4k7 ou 2M2 et les convertir en ohms.",
      "Appliquer la loi d’Ohm et les formules de puissance (P = I²·R) avec des unités cohérentes.",
      "Vérifier des résistances de contact ou de shunt en milliohms et des mesures d’isolement en mégohms.",
    ],
    accuracy: {
      definitions:
        "Les unités métriques diffèrent par des préfixes SI (de micro, 10⁻⁶, à giga, 10⁹), et l’abohm du système CGS (10⁻⁹ Ω), le statohm ({{1 statohm ohm}} Ω) et la constante de von Klitzing h/e² sont exacts, si bien que ces conversions sont exactes ; l’ohm international de 1908 ({{1 ohm_int ohm}} Ω) est une valeur historique, tirée de GNU units.",
      caveat: "L’unité de code mohm est le milliohm ; le mégohm figure à part, sous le symbole MΩ.",
    },
    faqs: [
      {
        question: "Quelle différence entre mΩ et MΩ ?",
        answer:
          "mΩ (m minuscule) est le milliohm, un millième d’ohm ; MΩ (M majuscule) est le mégohm, un million d’ohms. 1 MΩ = {{1 megohm mohm}} mΩ : les confondre, c’est se tromper d’un facteur d’un milliard.",
      },
    ],
  },
  "/electric-resistivity": {
    about: [
      "La résistivité électrique ρ est la résistance propre d’un matériau, indépendante de la forme : un conducteur de longueur L et de section A a une résistance R = ρ·L/A. Son unité SI est l’ohm-mètre (Ω·m). L’ohm-centimètre, courant pour les semi-conducteurs et l’eau, vaut {{1 ohm_cm ohm_m}} Ω·m, donc 1 Ω·m = {{1 ohm_m ohm_cm}} Ω·cm ; avec le pied et le pouce exacts, 1 Ω·ft = {{1 ohm_ft ohm_m}} Ω·m et 1 Ω·in = {{1 ohm_in ohm_m}} Ω·m.",
      "Les résistivités s’étendent sur plus de 20 ordres de grandeur : le cuivre recuit a environ 1,72 × 10⁻⁸ Ω·m à 20 °C, les plaquettes de silicium sont spécifiées de fractions d’Ω·cm à des milliers, l’eau ultrapure atteint 18,2 MΩ·cm ({{18.2 ohm_cm ohm_m}} MΩ·m) à 25 °C, et les sols, pour le calcul des mises à la terre, mesurent de quelques dizaines à des milliers d’Ω·m. L’« ohm-circular mil per foot » américain utilisé pour les fils est une autre unité, pas l’Ω·ft de cette page.",
    ],
    useCases: [
      "Convertir des résistivités de plaquettes et de semi-conducteurs entre Ω·cm et Ω·m.",
      "Lire les résultats de mesures de résistivité des sols pour les mises à la terre et la protection cathodique.",
      "Vérifier une pureté d’eau donnée en MΩ·cm.",
    ],
    example: { context: "la résistivité d’un sol" },
    accuracy: {
      definitions:
        "Les unités diffèrent par des préfixes SI et des longueurs et aires exactes (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m, 1 mil circulaire = π/4 mil²) ; les facteurs sont donc exacts.",
      caveat:
        "Pour de très petites valeurs comme celles des métaux, convertissez le nombre et gardez la puissance de dix (1,72 × 10⁻⁸ Ω·m font {{1.72 ohm_m ohm_cm}} × 10⁻⁸ Ω·cm), car l’affichage s’arrête à 6 décimales.",
    },
    faqs: [
      {
        question: "Quelle différence entre résistance et résistivité ?",
        answer:
          "La résistance (Ω) est celle d’un objet donné ; la résistivité (Ω·m) est celle du matériau. La résistance d’un fil de cuivre dépend de sa longueur et de sa section, sa résistivité non : R = ρ·L/A.",
      },
    ],
  },
  "/electric-conductance": {
    about: [
      "La conductance électrique G est l’inverse de la résistance, G = 1/R = I/V : elle dit avec quelle facilité le courant passe. Son unité SI est le siemens (S), un ampère par volt. Le mho (℧, « ohm » écrit à l’envers) est l’ancien nom de la même unité : 1 ℧ = {{1 mho s}} S. Le millisiemens et le microsiemens valent {{1 ms s}} S et {{1 µs s}} S.",
      "Les conductances de chemins en parallèle s’additionnent, comme les résistances en série, ce qui rend G pratique en analyse de circuits. La transconductance des transistors est donnée en mS (ou en ancien mmho), les fuites d’isolement en µS ou en nS, et l’admittance des circuits en alternatif a la même unité.",
    ],
    useCases: [
      "Convertir des transconductances entre mS, µS et les anciennes fiches techniques en mho.",
      "Combiner des chemins en parallèle en additionnant leurs conductances.",
      "Transformer une résistance mesurée en conductance (1/R) pour l’analyse d’un circuit.",
    ],
    example: { context: "la conductance d’une résistance de 500 Ω" },
    accuracy: {
      definitions:
        "Le mho est exactement égal au siemens, les autres unités métriques diffèrent par des préfixes SI, et l’abmho du système CGS (10⁹ S), le statmho et le quantum de conductance 2e²/h sont exacts ; chaque conversion est donc exacte.",
    },
    faqs: [
      {
        question: "Un mho est-il la même chose qu’un siemens ?",
        answer:
          "Oui. Le mho (symbole ℧) était le nom de l’inverse de l’ohm jusqu’à l’adoption du siemens dans le SI en 1971 ; 1 mho = {{1 mho s}} S.",
      },
    ],
  },
  "/electric-conductivity": {
    about: [
      "La conductivité électrique σ (ou κ) est l’inverse de la résistivité : elle dit à quel point un matériau conduit bien le courant. Son unité SI est le siemens par mètre (S/m) ; le mho par mètre est la même unité. Le siemens par centimètre est une unité cent fois plus grande, 1 S/cm = {{1 s_cm s_m}} S/m, et le millisiemens par centimètre, l’unité habituelle de l’analyse de l’eau, vaut {{1 ms_cm s_m}} S/m.",
      "L’analyse de l’eau lit la conductivité en mS/cm ou en µS/cm : l’eau ultrapure a environ 0,055 µS/cm, l’eau de mer autour de 5 S/m ({{5 s_m ms_cm}} mS/cm), et les solutions nutritives d’hydroponie se dosent d’après leur EC en mS/cm. La salinité des sols en dS/m a les mêmes valeurs qu’en mS/cm. Les métaux sont bien au-dessus : 100 % IACS, l’étalon du cuivre recuit, vaut environ 58 MS/m.",
    ],
    useCases: [
      "Convertir les relevés d’un conductimètre (EC) entre mS/cm et S/m.",
      "Comparer des données de qualité de l’eau et de salinité de sources différentes.",
      "Transformer des résistivités en conductivités (σ = 1/ρ) pour des tables de matériaux.",
    ],
    example: { context: "une mesure d’EC" },
    accuracy: {
      definitions:
        "Le mho par mètre est égal au S/m, les unités par centimètre sont des multiples décimaux exacts (1 S/cm = {{1 s_cm s_m}} S/m, 1 mS/cm = {{1 ms_cm s_m}} S/m), et 1 % IACS vaut {{1 iacs s_m}} S/m selon l’étalon de cuivre de 1913 ; chaque conversion est donc exacte.",
      caveat:
        "Les conductimètres affichent en général des valeurs ramenées à 25 °C, car la conductivité des solutions augmente avec la température.",
    },
    faqs: [
      {
        question: "Comment convertir des µS/cm en mS/cm ?",
        answer:
          "Divisez par 1 000 : 1 000 µS/cm font 1 mS/cm, soit {{1 ms_cm s_m}} S/m. Une eau potable à 500 µS/cm est à 0,5 mS/cm, ou {{0.5 ms_cm s_m}} S/m.",
      },
    ],
  },
  "/electrostatic-capacitance": {
    about: [
      "La capacité est la charge qu’un composant stocke par volt, C = Q/V. Son unité SI est le farad (F), un coulomb par volt, une grande unité : les circuits utilisent le microfarad ({{1 µf f}} F) et le nanofarad ({{1 nf f}} F), et les supercondensateurs atteignent des farads entiers. Sur cette page, mF est le millifarad, {{1 mf f}} F ; les anciens catalogues écrivaient « mf » ou « mfd » pour le microfarad : vérifiez donc lequel une vieille liste de pièces désigne.",
      "Les condensateurs céramiques portent souvent un code à trois chiffres en picofarads : « 104 » signifie 10 × 10⁴ pF, soit 100 nF ou {{100 nf µf}} µF. Les condensateurs électrolytiques sont marqués en µF, les condensateurs à film en nF ou en µF, et l’énergie stockée vaut ½·C·V².",
    ],
    useCases: [
      "Lire les codes des condensateurs et remplacer une pièce spécifiée en µF par une autre marquée en nF.",
      "Concevoir des temporisations et des filtres RC (τ = R·C, f = 1/(2π·R·C)) avec des unités cohérentes.",
      "Dimensionner des bancs de supercondensateurs en farads à partir de l’énergie nécessaire (E = ½·C·V²).",
    ],
    accuracy: {
      definitions:
        "Les unités métriques diffèrent par des préfixes SI et les unités CGS sont exactes (1 abF = 10⁹ F ; 1 statF, le centimètre de capacité, vaut {{1 statf pf}} pF d’après la vitesse exacte de la lumière), si bien que ces conversions sont exactes ; le jar, le farad international et le farad conventionnel de 1990 sont des valeurs historiques, tirées de GNU units.",
      caveat:
        "Attention : le mF est ici le millifarad ; un ancien marquage « mfd » désigne des microfarads.",
    },
    faqs: [
      {
        question: "Que signifie 104 sur un condensateur ?",
        answer:
          "Les deux premiers chiffres donnent la valeur et le troisième le nombre de zéros, en picofarads : 104, c’est 10 suivi de quatre zéros, 100 000 pF, soit 100 nF ou {{100 nf µf}} µF. De même, 103 vaut 10 nF et 473 vaut 47 nF.",
      },
    ],
  },
  "/inductance": {
    about: [
      "L’inductance L relie la tension induite dans un conducteur à la vitesse de variation du courant, V = L·dI/dt, et le flux magnétique embrassé au courant. Son unité SI est le henry (H), un weber par ampère ou un volt-seconde par ampère. Les bobines réelles sont bien plus petites : le millihenry vaut {{1 mh h}} H, le microhenry {{1 µh h}} H et le nanohenry {{1 nh µh}} µH.",
      "Les selfs de réseau et les bobines de filtres de haut-parleurs sont en mH, les inductances des régulateurs à découpage en µH, et les bobines RF ainsi que l’inductance parasite des pistes et des pattes de composants en nH. L’énergie stockée dans une bobine vaut ½·L·I², et, avec un condensateur, l’inductance fixe la fréquence de résonance f = 1/(2π·√(L·C)).",
    ],
    useCases: [
      "Faire correspondre des valeurs d’inductance de fiches techniques en µH et en mH.",
      "Calculer des fréquences de résonance LC et des fréquences de coupure de filtres avec des unités cohérentes.",
      "Estimer l’énergie stockée dans une bobine (½·L·I²).",
    ],
    example: { context: "une valeur d’inductance courante" },
    accuracy: {
      definitions:
        "Les unités métriques diffèrent par des préfixes SI et les unités CGS sont exactes (1 abH, le centimètre d’inductance, vaut 1 nH ; 1 statH vaut {{1 stath h}} H), et le quadrant et le secohm sont d’anciens noms du henry, si bien que ces conversions sont exactes ; le henry international et le henry conventionnel de 1990 sont des valeurs historiques, tirées de GNU units.",
      caveat:
        "La valeur réelle d’une bobine a typiquement une tolérance de plusieurs pour cent et varie avec le courant et la fréquence.",
    },
    faqs: [],
  },
};
