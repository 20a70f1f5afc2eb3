import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/electricity-charge.ts. */
export const texts: UnitTranslations = {
  "/charge": {
    about: [
      "La charge électrique est la quantité d’électricité portée par des particules ou stockée dans une batterie ou un condensateur. Son unité SI est le coulomb (C), la charge qu’un courant d’un ampère transporte en une seconde. L’ampère-heure est la charge d’un ampère pendant une heure, soit {{1 ah c}} C, et le milliampère-heure vaut {{1 mah c}} C. La charge élémentaire e, celle d’un proton, est fixée par le SI de 2019 à exactement 1,602176634 × 10⁻¹⁹ C ; un coulomb vaut donc {{1 c e}} charges élémentaires.",
      "L’usage courant est la capacité des batteries : celles des téléphones et des batteries externes sont indiquées en mAh, les batteries de voiture et de stockage en Ah. Ces valeurs sont des charges, pas des énergies : l’énergie est la charge multipliée par la tension (Wh = Ah × V). Le coulomb sert en physique, en électrostatique et en électrochimie, et le nombre de charges élémentaires en physique des particules et des semi-conducteurs.",
    ],
    useCases: [
      "Convertir la capacité d’une batterie en mAh en coulombs pour un calcul de physique ou d’électrochimie.",
      "Comparer des accumulateurs dont la capacité est donnée en Ah et en mAh.",
      "Compter des électrons : combien de charges élémentaires forment une charge donnée.",
    ],
    example: { context: "la capacité nominale d’une batterie" },
    accuracy: {
      definitions:
        "L’ampère-heure vaut exactement {{1 ah c}} C (un ampère pendant 3 600 s) et le milliampère-heure {{1 mah c}} C ; depuis 2019, la charge élémentaire est une constante exacte qui définit le SI (1,602176634 × 10⁻¹⁹ C), ce qui rend le faraday (e × Nₐ) exact lui aussi ; l’abcoulomb du système CGS vaut exactement 10 C et le statcoulomb 1/(10c) C, d’après la vitesse exacte de la lumière.",
      caveat:
        "Les résultats où intervient e s’affichent en notation scientifique avec 7 chiffres significatifs.",
    },
    faqs: [
      {
        question: "Comment convertir des mAh en Wh ?",
        answer:
          "Multipliez par la tension nominale de la batterie et divisez par 1 000 : un accumulateur de 5 000 mAh sous 3,7 V stocke {{5000 mah ah}} Ah × 3,7 V = 18,5 Wh. Cette page ne convertit que la charge ; pour l’énergie, il faut la tension.",
      },
    ],
  },
  "/linear-charge-density": {
    about: [
      "La densité linéique de charge λ est la charge électrique par unité de longueur, comme sur un fil, une fibre ou un faisceau fins et chargés. Son unité SI est le coulomb par mètre (C/m). Par centimètre, la valeur est cent fois plus petite : 1 C/m = {{1 c_m c_cm}} C/cm ; les versions par pied et par pouce découlent du pied et du pouce internationaux exacts : 1 C/ft = {{1 c_ft c_m}} C/m et 1 C/in = {{1 c_in c_m}} C/m.",
      "La physique utilise λ pour le champ d’une longue charge rectiligne, E = λ/(2π·ε₀·r), dans les calculs de lignes de transmission et d’effet couronne, et pour les polymères chargés et les faisceaux de particules. Les valeurs réelles sont faibles, en général des nanocoulombs ou des microcoulombs par mètre ; comme la conversion est un simple facteur, vous pouvez convertir le nombre et garder le préfixe (1 nC/m = {{1 c_m c_ft}} nC/ft).",
    ],
    useCases: [
      "Convertir des exercices d’électrostatique entre unités SI et unités par pouce ou par pied.",
      "Calculer le champ d’un fil chargé à partir de λ en C/m.",
    ],
    example: { note: "Pour 2 µC/m, lisez le résultat en µC/ft." },
    accuracy: {
      definitions:
        "Les facteurs sont des préfixes SI et des longueurs (le centimètre vaut 10⁻² m, le pied exactement 0,3048 m et le pouce exactement 0,0254 m) ; l’abcoulomb du système CGS vaut exactement 10 C et le statcoulomb 1/(10c) C, d’après la vitesse exacte de la lumière. Chaque conversion est donc exacte, aux chiffres affichés près.",
    },
    faqs: [],
  },
  "/surface-charge-density": {
    about: [
      "La densité surfacique de charge σ est la charge électrique par unité d’aire, comme à la surface d’un conducteur ou sur l’armature d’un condensateur. Son unité SI est le coulomb par mètre carré (C/m²). Un centimètre carré vaut 10⁻⁴ m², donc 1 C/cm² = {{1 c_cm2 c_m2}} C/m², et un microcoulomb par centimètre carré, l’unité habituelle pour les surfaces d’électrodes et les ferroélectriques, vaut {{0.000001 c_cm2 c_m2}} C/m². Avec le pied et le pouce exacts, 1 C/ft² = {{1 c_ft2 c_m2}} C/m² et 1 C/in² = {{1 c_in2 c_m2}} C/m².",
      "La charge surfacique fixe le champ juste à l’extérieur d’un conducteur, E = σ/ε₀, et entre les armatures d’un condensateur. L’air devient conducteur vers 3 MV/m (claquage), ce qui limite la charge que peut porter une surface dans l’air à environ 27 µC/m². L’électrochimie (charge de la double couche), les matériaux ferroélectriques (polarisation en µC/cm²) et l’étude des décharges électrostatiques utilisent tous σ.",
    ],
    useCases: [
      "Convertir une polarisation ou une charge d’électrode de µC/cm² en C/m².",
      "Calculer le champ près d’une plaque ou d’un conducteur chargés à partir de σ.",
      "Vérifier des exercices d’électrostatique posés en unités par pouce carré.",
    ],
    example: {
      note: "La conversion est un simple facteur, les préfixes se conservent donc : 25 µC/cm² font {{25 c_cm2 c_m2}} µC/m².",
    },
    accuracy: {
      definitions:
        "Les unités diffèrent par des préfixes SI et des aires exactes (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m²), et l’abcoulomb du système CGS vaut exactement 10 C et le statcoulomb 1/(10c) C, d’après la vitesse exacte de la lumière ; les facteurs sont donc exacts et seul l’affichage est arrondi.",
    },
    faqs: [],
  },
  "/volume-charge-density": {
    about: [
      "La densité volumique de charge ρ est la charge électrique par unité de volume, le terme source du théorème de Gauss (∇·E = ρ/ε₀). Son unité SI est le coulomb par mètre cube (C/m³). Un centimètre cube vaut 10⁻⁶ m³, donc 1 C/cm³ = {{1 c_cm3 c_m3}} C/m³ ; avec le pied et le pouce exacts, 1 C/ft³ = {{1 c_ft3 c_m3}} C/m³ et 1 C/in³ = {{1 c_in3 c_m3}} C/m³.",
      "La physique des semi-conducteurs compte les atomes dopants par cm³ : la charge d’espace d’une zone de déplétion (ρ = q·N) s’écrit donc souvent en C/cm³ ; la physique des plasmas, les courants limités par la charge d’espace dans les tubes à vide et les sources d’ions, ainsi que l’électricité atmosphérique, utilisent le C/m³.",
    ],
    useCases: [
      "Convertir la charge d’espace d’une zone de déplétion entre C/cm³ et C/m³.",
      "Résoudre l’équation de Poisson, ∇²φ = −ρ/ε₀, en unités SI.",
    ],
    accuracy: {
      definitions:
        "Les facteurs sont des préfixes SI et des volumes exacts (1 cm³ = 10⁻⁶ m³, 1 ft³ = 0,3048³ m³ et 1 in³ = 0,0254³ m³), et l’abcoulomb du système CGS vaut exactement 10 C et le statcoulomb 1/(10c) C, d’après la vitesse exacte de la lumière ; chaque résultat est donc exact, aux chiffres affichés près.",
    },
    faqs: [],
  },
  "/current": {
    about: [
      "Le courant électrique est le débit de charge électrique. Son unité, l’ampère (A), est une unité de base du SI ; depuis 2019, il est défini en fixant la charge élémentaire : un ampère est le passage de 1/(1,602176634 × 10⁻¹⁹) charges élémentaires par seconde, soit un coulomb par seconde. Le milliampère et le microampère valent {{1 ma a}} A et {{1 µa a}} A, le kiloampère {{1 ka a}} A.",
      "L’électronique vit en milliampères et en microampères : une LED témoin consomme de quelques mA à environ 20 mA, un microcontrôleur en veille quelques µA, et les dispositifs différentiels qui protègent les personnes sont prévus pour déclencher à 30 mA ({{30 ma a}} A). Les circuits domestiques sont protégés entre 10 et 32 A environ, tandis que le soudage, la traction électrique, l’électrométallurgie et la foudre (des dizaines de kiloampères par coup) atteignent le kA.",
    ],
    useCases: [
      "Convertir les caractéristiques de composants entre mA et A pour la loi d’Ohm et les calculs de puissance.",
      "Lire des courants de veille en µA pour estimer l’autonomie d’une batterie.",
      "Exprimer des courants de défaut, de surtension ou de foudre en kA.",
    ],
    accuracy: {
      definitions:
        "Les unités métriques diffèrent par des préfixes SI (de pico, 10⁻¹², à kilo, 10³) ; l’abampère du système CGS vaut exactement 10 A et le statampère 1/(10c) A, d’après la vitesse exacte de la lumière. Chaque conversion est donc exacte.",
      caveat:
        "Les très petits résultats s’affichent en notation scientifique plutôt que comme 0 : par exemple, 1 µA en kA donne {{1 µa ka}} kA.",
    },
    faqs: [
      {
        question: "Combien de milliampères y a-t-il dans un ampère ?",
        answer:
          "Mille : 1 A = {{1 a ma}} mA, et 1 mA = {{1 ma µa}} µA. Pour passer des mA aux A, divisez par 1 000.",
      },
    ],
  },
  "/linear-current-density": {
    about: [
      "La densité linéique de courant est le courant par unité de largeur : le courant qui traverse chaque mètre d’une ligne tracée en travers d’une feuille conductrice mince ou d’un bobinage. Son unité SI est l’ampère par mètre (A/m), la même que celle de l’intensité du champ magnétique ; beaucoup de manuels d’électromagnétisme appellent cette grandeur la densité surfacique de courant K. Par centimètre, 1 A/cm = {{1 a_cm a_m}} A/m ; avec le pied et le pouce exacts, 1 A/ft = {{1 a_ft a_m}} A/m et 1 A/in = {{1 a_in a_m}} A/m.",
      "Les concepteurs de machines électriques l’utilisent comme charge linéique, les ampères-conducteurs par mètre de circonférence d’entrefer, en kA/m ; la physique s’en sert pour les nappes de courant (une nappe parcourue par K crée un champ B = μ₀K/2 de chaque côté) et pour les solénoïdes, où n spires par mètre parcourues par I donnent H = n·I.",
    ],
    useCases: [
      "Convertir la charge linéique de moteurs et de générateurs entre A/cm et A/m.",
      "Calculer le champ magnétique d’une nappe de courant ou d’un long solénoïde.",
      "Transposer en unités SI des données de conception américaines en A/in.",
    ],
    example: { context: "une charge linéique" },
    accuracy: {
      definitions:
        "Les facteurs sont des préfixes SI et des longueurs exactes (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m), et l’abampère du système CGS vaut exactement 10 A et le statampère 1/(10c) A ; chaque conversion est donc exacte aux chiffres affichés près.",
    },
    faqs: [
      {
        question:
          "Quelle différence entre cette page et le convertisseur de densité surfacique de courant ?",
        answer:
          "Cette page convertit un courant par unité de longueur (A/m), le courant qui circule dans une nappe par mètre de sa largeur. Le convertisseur de densité surfacique de courant convertit un courant par unité d’aire (A/m²), le courant qui traverse chaque mètre carré de la section d’un conducteur, que les manuels appellent la densité de courant J.",
      },
    ],
  },
  "/surface-current-density": {
    about: [
      "Cette page convertit un courant par unité d’aire : le courant qui traverse chaque unité de la section d’un conducteur, que les manuels de physique appellent la densité de courant J (ils réservent souvent le terme de « densité surfacique de courant » au courant par unité de largeur, en A/m). Son unité SI est l’ampère par mètre carré (A/m²). Un centimètre carré vaut 10⁻⁴ m², donc 1 A/cm² = {{1 a_cm2 a_m2}} A/m², et 1 A/mm², soit 10⁶ A/m², égale {{1000000 a_m2 a_cm2}} A/cm². Avec le pied et le pouce exacts, 1 A/ft² = {{1 a_ft2 a_m2}} A/m² et 1 A/in² = {{1 a_in2 a_m2}} A/m².",
      "La densité de courant limite l’échauffement des fils, des jeux de barres et des pistes de circuit imprimé (le plus souvent exprimée en A/mm²), fixe la vitesse de dépôt en galvanoplastie (A/dm² en Europe, ampères par pied carré, ASF, dans les ateliers américains) et caractérise les piles à combustible, les électrolyseurs et les batteries (A/cm² ou mA/cm²).",
    ],
    useCases: [
      "Convertir des densités de courant de galvanoplastie entre ASF (A/ft²) et A/dm² ou A/m².",
      "Comparer les performances de piles à combustible et d’électrolyseurs en A/cm².",
      "Confronter des règles de dimensionnement de conducteurs données en A/mm² à d’autres unités.",
    ],
    example: {
      context: "un courant de galvanoplastie de 20 ASF",
      note: "Divisez par 100 pour obtenir des A/dm².",
    },
    accuracy: {
      definitions:
        "Les unités diffèrent par des préfixes SI et des aires exactes (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m², 1 mil circulaire = π/4 mil²), et l’abampère du système CGS vaut exactement 10 A ; chaque facteur est donc exact et seul l’affichage est arrondi.",
    },
    faqs: [
      {
        question: "Comment convertir des ASF en A/dm² ?",
        answer:
          "Un décimètre carré vaut 0,01 m² : les A/dm² sont donc des A/m² divisés par 100. Saisissez la valeur en ASF dans l’unité A/ft², lisez le résultat en A/m² et divisez par 100 : 1 ASF = {{1 a_ft2 a_m2}} A/m², un peu plus d’un dixième de 1 A/dm².",
      },
    ],
  },
};
