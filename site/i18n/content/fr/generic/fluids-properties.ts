import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/fluids-properties.ts. */
export const texts: UnitTranslations = {
  "/viscosity-dynamic": {
    about: [
      "La viscosité dynamique (absolue) μ est la résistance d’un fluide au cisaillement : la contrainte de cisaillement divisée par le taux de cisaillement. Son unité SI est le pascal-seconde (Pa·s). L’unité CGS, la poise (P, d’après Jean Poiseuille), vaut {{1 p pa_s}} Pa·s ; la centipoise vaut donc exactement un millipascal-seconde : 1 cP = {{1 cp pa_s}} Pa·s. La livre-force-seconde par pied carré des unités américaines vaut {{1 lbf_s_ft2 pa_s}} Pa·s (le reyn, lbf·s/in², est 144 fois plus grand).",
      "L’eau à 20 °C a une viscosité d’environ 1,0 mPa·s, ce qui a fait de la centipoise une unité commode ; l’air est à environ 0,018 mPa·s et le glycérol à environ 1,4 Pa·s. Les viscosités des lubrifiants, peintures, encres, aliments, polymères et boues de forage sont données en cP ou en mPa·s (c’est le même nombre), et le Pa·s entre dans les formes SI du nombre de Reynolds et des formules d’écoulement et de lubrification.",
    ],
    useCases: [
      "Convertir en Pa·s la viscosité en cP d’une fiche produit pour un calcul d’écoulement.",
      "Lire en Pa·s des données techniques américaines en lbf·s/ft².",
      "Calculer un nombre de Reynolds, Re = ρ·v·D/μ, en unités SI cohérentes.",
    ],
    accuracy: {
      definitions:
        "La poise et la centipoise sont des fractions décimales exactes du pascal-seconde, et le lbf·s/ft² est exact d’après la livre (0,45359237 kg), la pesanteur normale (9,80665 m/s²) et le pied (0,3048 m).",
      caveat:
        "N’oubliez pas qu’une viscosité mesurée vaut pour une température : quelques degrés la modifient sensiblement pour la plupart des liquides.",
    },
    faqs: [
      {
        question: "Quelle différence entre viscosité dynamique et viscosité cinématique ?",
        answer:
          "La viscosité cinématique est la viscosité dynamique divisée par la masse volumique, ν = μ/ρ. L’eau à 20 °C, avec environ 1,0 mPa·s et 998 kg/m³, a une viscosité cinématique d’environ 1,0 mm²/s (1 cSt) ; utilisez le convertisseur de viscosité cinématique pour les cSt, St et m²/s.",
      },
    ],
  },
  "/viscosity-kinematic": {
    about: [
      "La viscosité cinématique ν est la viscosité dynamique divisée par la masse volumique, ν = μ/ρ : elle dit avec quelle facilité un fluide s’écoule sous son propre poids. Son unité SI est le mètre carré par seconde (m²/s). Le stokes CGS (St, d’après George Stokes) vaut 1 cm²/s = {{1 St m2_s}} m²/s ; le centistokes vaut donc exactement un millimètre carré par seconde, et 1 m²/s = {{1 m2_s cSt}} cSt. Le pied carré par seconde américain vaut {{1 ft2_s cSt}} cSt.",
      "Les huiles sont classées selon leur viscosité cinématique en cSt (mm²/s) : les grades d’huile moteur SAE J300 sont définis par des plages à 100 °C (une huile SAE 30 a de 9,3 à moins de 12,5 cSt), et l’indice ISO VG d’une huile industrielle est sa viscosité nominale en cSt à 40 °C (ISO VG 46 ≈ 46 cSt). L’eau à 20 °C est à environ 1,0 cSt et l’air à environ 15 cSt. Les viscosimètres capillaires en verre, les coupes d’écoulement et les spécifications de carburants donnent tous ν.",
    ],
    useCases: [
      "Comparer des grades de lubrifiants et d’huiles hydrauliques (ISO VG, SAE) donnés en cSt à des données en m²/s.",
      "Calculer un nombre de Reynolds à partir de la vitesse et de la viscosité cinématique, Re = v·D/ν.",
      "Convertir en cSt des données américaines en ft²/s.",
    ],
    example: {
      context: "une huile ISO VG 46",
      note: "Pour de petites valeurs en m²/s, saisissez-les plutôt en cSt afin de garder tous les chiffres.",
    },
    accuracy: {
      definitions:
        "Le stokes ({{1 St m2_s}} m²/s) et le centistokes ({{1 cSt m2_s}} m²/s) sont exacts, et le pied carré par seconde vaut exactement 0,3048² m²/s, donc 1 ft²/s = {{1 ft2_s cSt}} cSt.",
      caveat:
        "Les résultats inférieurs à 0,000001 passent en notation scientifique au lieu d’être arrondis à 0.",
    },
    faqs: [
      {
        question: "Puis-je convertir ici des secondes Saybolt (SUS) en cSt ?",
        answer:
          "Non. Les secondes Saybolt universelles (SUS) sont un temps d’écoulement à travers un orifice normalisé, relié à la viscosité cinématique par une formule empirique (ASTM D2161) et non par un facteur fixe. Convertissez les SUS en cSt avec cette méthode, puis utilisez cette page pour les autres unités.",
      },
    ],
  },
  "/surface-tension": {
    about: [
      "La tension superficielle γ est la force par unité de longueur le long de la surface d’un liquide, ou, de façon équivalente, l’énergie nécessaire pour agrandir la surface d’une unité d’aire. Son unité SI est le newton par mètre (N/m), qui s’écrit aussi kilogramme par seconde carrée (kg/s²) en unités de base. La dyne par centimètre CGS vaut exactement un millinewton par mètre, 1 dyn/cm = {{1 dyn_cm n_m}} N/m, et la livre-force par pied vaut {{1 lbf_ft n_m}} N/m.",
      "L’eau à 20 °C a une tension superficielle d’environ 72,8 mN/m (72,8 dyn/cm), l’éthanol d’environ 22 et le mercure d’environ 485 ; les détergents et les tensioactifs abaissent la valeur de l’eau à environ 30. Les tensiomètres (anneau de du Noüy, lame de Wilhelmy, goutte pendante) donnent des mN/m ou des dyn/cm, et la même unité mesure l’énergie de surface des solides en revêtement, en impression et en collage (mJ/m² = mN/m).",
    ],
    useCases: [
      "Convertir en N/m des mesures de tensiomètre en dyn/cm pour des calculs de remontée capillaire ou de gouttes.",
      "Comparer des données de tensioactifs et d’encres entre unités CGS et SI.",
      "Lire en N/m des données techniques américaines en lbf/ft.",
    ],
    example: { context: "la tension superficielle de l’eau" },
    accuracy: {
      definitions:
        "La dyne (10⁻⁵ N) par centimètre vaut exactement {{1 dyn_cm n_m}} N/m, le kg/s² est le N/m lui-même, et la livre-force par pied est exacte d’après la livre, la pesanteur normale et le pied.",
      caveat:
        "Les tensions superficielles mesurées dépendent de la température et de traces de contaminants, ce qu’aucune conversion ne corrige.",
    },
    faqs: [
      {
        question: "Pourquoi la dyn/cm et le mN/m sont-ils identiques ?",
        answer:
          "Une dyne vaut 10⁻⁵ newton et un centimètre 10⁻² mètre : une dyne par centimètre fait donc {{1 dyn_cm n_m}} N/m, un millinewton par mètre. C’est pourquoi les manuels peuvent donner 72,8 pour la tension superficielle de l’eau dans l’une ou l’autre unité.",
      },
    ],
  },
  "/permeability": {
    about: [
      "La perméabilité (perméabilité intrinsèque) mesure la facilité avec laquelle un fluide traverse un matériau poreux comme une roche, un sol ou un filtre, indépendamment du fluide. Elle a la dimension d’une aire : son unité SI est donc le mètre carré (m²). La géologie et l’industrie pétrolière utilisent le darcy (D), du nom d’Henry Darcy : la perméabilité qui laisse passer 1 cm³/s d’un fluide de 1 cP à travers 1 cm² sous un gradient de pression de 1 atm/cm, ce qui donne 1 D = {{1 darcy m2}} m², près d’un micromètre carré.",
      "Les roches réservoirs se mesurent en millidarcys (1 D = {{1 darcy md}} mD) : de bien moins de 1 mD dans les grès compacts et les schistes à plusieurs darcys dans les sables et les graviers propres. Ce n’est ni la perméabilité magnétique (H/m), ni la conductivité hydraulique (m/s), qui dépend aussi du fluide : pour de l’eau à température ambiante, 1 darcy correspond à une conductivité hydraulique d’environ 10⁻⁵ m/s.",
    ],
    useCases: [
      "Convertir en m² des résultats d’analyse de carottes en mD pour une simulation de réservoir en unités SI.",
      "Comparer des perméabilités de roches, de sols et de filtres issues de sources géologiques et techniques.",
      "Appliquer la loi de Darcy, Q = k·A·Δp/(μ·L), avec des unités cohérentes.",
    ],
    example: {
      context: "la perméabilité d’un grès",
      note: "D’aussi petites valeurs s’affichent en notation scientifique.",
    },
    accuracy: {
      definitions:
        "Le darcy est calculé exactement à partir de sa définition, (1 cm³/s × 1 cP × 1 cm) ÷ (1 cm² × 1 atm), avec l’atmosphère normale de 101 325 Pa : 1 D = {{1 darcy m2}} m² aux chiffres affichés près. Le millidarcy vaut 1/1 000 D et le pied carré exactement 0,3048² m².",
    },
    faqs: [
      {
        question: "Le darcy est-il la même chose que la conductivité hydraulique ?",
        answer:
          "Non. La perméabilité en darcys est propre à la roche seule ; la conductivité hydraulique (m/s, utilisée en hydrogéologie) inclut aussi la masse volumique et la viscosité du fluide, K = k·ρ·g/μ. Pour de l’eau vers 20 °C, 1 darcy correspond à environ 10⁻⁵ m/s.",
      },
    ],
  },
};
