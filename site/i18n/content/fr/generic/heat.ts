import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/heat.ts. */
export const texts: UnitTranslations = {
  "/fuel-efficiency-mass": {
    about: [
      "La consommation de carburant en masse est la masse de carburant qu’un véhicule utilise par distance parcourue. Sa forme SI est le kilogramme par mètre ; en pratique, on l’écrit en kilogrammes aux 100 kilomètres (kg/100 km) ou en grammes par kilomètre (g/km), et 1 kg/100 km = {{1 kg_100km g_km}} g/km exactement. La livre et l’once par mile des unités américaines reposent sur la livre avoirdupois internationale (0,45359237 kg, l’once en étant 1/16) et sur le mile international (1 609,344 m) : 1 lb/mi = {{1 lb_mi g_km}} g/km.",
      "La masse est la mesure naturelle des carburants dont le volume dépend fortement de la pression et de la température : l’hydrogène des voitures à pile à combustible et, dans de nombreux pays, le gaz naturel comprimé (GNC) sont vendus et caractérisés en kilogrammes ; leur consommation est donc donnée en kg/100 km. Les mêmes unités expriment toute masse par distance, par exemple les émissions de CO₂, que l’Europe publie en g/km et l’EPA américaine en grammes par mile.",
    ],
    useCases: [
      "Comparer la consommation d’hydrogène ou de GNC de véhicules caractérisés en kg/100 km.",
      "Convertir des valeurs de CO₂ entre g/km et g/mi (1 g/km fait {{1 g_km oz_mi}} oz/mi).",
      "Estimer la masse de carburant d’un trajet à partir d’une consommation et d’une distance.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est définie exactement en kg/m à partir des préfixes SI, de la livre internationale (0,45359237 kg) et du mile international (1 609,344 m) : 1 oz/mi = {{1 oz_mi g_km}} g/km n’est donc arrondi que pour l’affichage.",
      caveat:
        "La quantité de carburant qu’un véhicule consomme réellement dépend du cycle d’essai et de la conduite, ce qu’aucune conversion d’unités ne change.",
    },
    faqs: [
      {
        question: "Comment convertir des kg/100 km en une valeur de volume comme des L/100 km ?",
        answer:
          "Il vous faut la masse volumique du carburant, car masse et volume sont des grandeurs différentes : divisez la consommation en masse par la masse volumique (kg/L) pour obtenir des L/100 km. Pour les gaz comme l’hydrogène ou le GNC, la masse volumique dépend de la pression et de la température, et c’est pourquoi leur consommation est donnée en masse.",
      },
    ],
  },
  "/fuel-efficiency-volume": {
    about: [
      "La consommation de carburant en volume est le volume de carburant utilisé par distance, la valeur que l’Europe et une grande partie du monde expriment en litres aux 100 kilomètres (L/100 km). Le litre au kilomètre est cent fois plus grand, 1 L/km = {{1 l_km l_100km}} L/100 km. Les unités américaines de cette page utilisent le gallon liquide américain (exactement 231 in³, 3,785411784 L) et la pinte liquide américaine (1/8 de gallon) par mile international : 1 gal/mi = {{1 gal_mi l_100km}} L/100 km et 1 pt/mi = {{1 pt_mi l_100km}} L/100 km.",
      "Dans ces unités, plus c’est bas, mieux c’est : elles mesurent le carburant utilisé, contrairement aux miles par gallon, qui mesurent la distance par carburant et en sont l’inverse (L/100 km = {{1 mpg_us l_100km}} ÷ mpg US). Le convertisseur de consommation de carburant convertit depuis et vers les mpg (US et UK) et les km/L ; les « gallons aux 100 miles » de l’étiquette américaine de consommation valent 100 × gal/mi.",
    ],
    useCases: [
      "Comparer la consommation en L/100 km d’une voiture européenne à une valeur en gallons US par mile.",
      "Calculer les volumes de carburant d’une flotte ou d’un trajet à partir d’une consommation par distance.",
      "Vérifier la valeur en gallons aux 100 miles d’une étiquette américaine par rapport aux L/100 km.",
    ],
    example: { note: "Le gallon est le gallon américain." },
    accuracy: {
      definitions:
        "Le litre vaut exactement 1 dm³, le gallon US exactement 231 in³ (3,785411784 L), la pinte en étant 1/8, et le mile exactement 1 609,344 m : chaque facteur est donc exact et n’est arrondi qu’à l’écran.",
      caveat:
        "Le gallon et la pinte sont des mesures liquides américaines ; un gallon impérial (4,54609 L) est environ 20 % plus grand.",
    },
    faqs: [
      {
        question: "Comment convertir des L/100 km en mpg ?",
        answer:
          "Divisez {{1 mpg_us l_100km}} par la valeur en L/100 km pour des mpg US (ou {{1 mpg_uk l_100km}} pour des mpg UK) : 6 L/100 km font {{6 l_100km mpg_us}} mpg (US). Cette page ne convertit qu’entre unités de consommation ; le convertisseur de consommation de carburant fait directement la conversion en mpg.",
      },
    ],
  },
  "/temperature-interval": {
    about: [
      "Cette page convertit des écarts de température (intervalles), pas des températures. Un écart n’a pas de point zéro à décaler : seule compte la taille du degré. Un kelvin et un degré Celsius ont la même taille, de même qu’un degré Fahrenheit et un degré Rankine, et un degré Celsius vaut {{1 c f}} degré Fahrenheit. Une hausse de 1 °C est donc une hausse de {{1 c f}} °F, et 10 K font {{10 k f}} °F, sans aucun +32.",
      "La distinction compte en pratique : une température de 20 °C correspond à 68 °F, mais une variation de 20 °C est une variation de {{20 c f}} °F. Les écarts apparaissent dès que quelque chose monte, baisse ou oscille : changements de temps, plage de commutation d’un thermostat, échauffement d’un moteur ou d’un transformateur (spécifié en kelvins), ΔT d’un échangeur de chaleur ou chiffres de réchauffement des rapports sur le climat. Pour convertir une lecture de thermomètre, utilisez plutôt le convertisseur de température.",
    ],
    useCases: [
      "Convertir une variation annoncée (« 5 °C de moins demain ») en degrés Fahrenheit : {{5 c f}} °F.",
      "Convertir un ΔT d’une formule de transfert thermique (Q = m·c·ΔT) entre °F et K.",
      "Lire en écarts de °F des limites d’échauffement d’équipements données en K.",
      "Comparer l’hystérésis d’un thermostat ou la précision d’un capteur (±0,5 °C font ±{{0.5 c f}} °F).",
    ],
    example: { context: "une hausse de température" },
    accuracy: {
      definitions:
        "Le kelvin et le degré Celsius ont la même taille, et les degrés Fahrenheit et Rankine valent exactement 5/9 de kelvin : un écart de 1 °F = {{1 f k}} K (l’affichage arrondit 5/9 à 6 décimales).",
      caveat:
        "Le résultat n’est juste que pour des écarts : appliqué à une lecture de température isolée, il serait faux, car il omet le décalage de 32° entre les échelles.",
    },
    faqs: [
      {
        question: "Pourquoi un écart de 10 °C ne fait-il pas 50 °F ?",
        answer:
          "50 °F est la température qui correspond à 10 °C sur un thermomètre, ce qui inclut le décalage de 32° entre les points zéro. Un écart de 10 °C couvre {{10 c f}} degrés Fahrenheit, car chaque degré Celsius vaut {{1 c f}} degré Fahrenheit et les décalages s’annulent.",
      },
    ],
  },
  "/thermal-expansion": {
    about: [
      "Le coefficient de dilatation thermique indique de quelle fraction un matériau s’allonge par degré de hausse de température : α = (ΔL/L)/ΔT pour la longueur, et environ 3α pour le volume d’un solide isotrope. Son unité SI est l’inverse du kelvin (1/K, K⁻¹), égal à 1/°C puisque les deux degrés ont la même taille. Par degré Fahrenheit ou Rankine, le nombre est plus petit, ce degré étant plus petit : 1/°F = {{1 f_1 k_1}} /K.",
      "Les coefficients sont minuscules : les tables les donnent donc en 10⁻⁶/K (aussi écrit ppm/K ou µm/(m·K)). L’acier est à environ 12 × 10⁻⁶/K, soit {{12 k_1 f_1}} × 10⁻⁶/°F, et l’aluminium à environ 23 × 10⁻⁶/K, soit {{23 k_1 f_1}} × 10⁻⁶/°F. Comme la conversion est un simple facteur, vous pouvez convertir le nombre placé devant 10⁻⁶ et garder la puissance de dix.",
    ],
    useCases: [
      "Convertir le coefficient de dilatation d’une fiche de matériau entre valeurs par °C et par °F.",
      "Dimensionner les joints et les lyres de dilatation des conduites, des rails et des ponts : ΔL = α·L·ΔT.",
      "Accorder la dilatation de matériaux assemblés, comme les circuits imprimés et leurs composants ou les scellements verre-métal.",
    ],
    example: {
      note: "Pour les valeurs écrites « × 10⁻⁶ », saisissez le nombre qui précède : 12 (× 10⁻⁶/K) donne {{12 k_1 f_1}} (× 10⁻⁶/°F).",
    },
    accuracy: {
      definitions:
        "Le 1/K et le 1/°C sont identiques, et comme un degré Fahrenheit ou Rankine vaut exactement 5/9 K, 1/°F = 1/°R = exactement {{1 f_1 k_1}} /K.",
      caveat:
        "Saisir directement de très petites valeurs (0,000012) n’affiche que 6 décimales : utilisez la forme en 10⁻⁶ pour une précision complète.",
    },
    faqs: [
      {
        question: "Pourquoi le coefficient par °F est-il plus petit que celui par °C ?",
        answer:
          "Un degré Fahrenheit ne vaut que 5/9 d’un degré Celsius : un matériau se dilate donc moins par °F que par °C. Le coefficient en 1/°F est celui en 1/°C divisé par {{1 f_1 c_1}} : 1 /K = {{1 k_1 f_1}} /°F.",
      },
    ],
  },
  "/specific-heat-capacity": {
    about: [
      "La capacité thermique massique est la chaleur nécessaire pour élever d’un degré la température d’une unité de masse, c = Q/(m·ΔT). Son unité SI est le joule par kilogramme kelvin (J/(kg·K)). Les trois autres unités de cette page ont exactement la même taille, {{1 btu_lb_f j_kg_k}} J/(kg·K), car la calorie (4,1868 J) et le BTU de la table internationale ont été définis pour que 1 cal/(g·°C) = 1 kcal/(kg·°C) = 1 BTU/(lb·°F).",
      "L’eau liquide a une capacité thermique massique d’environ 4,18 kJ/(kg·K), soit près de 1 dans les unités en calories et en BTU, raison historique de ces unités. Valeurs typiques : air sec environ 1 005 J/(kg·K), aluminium environ 900 J/(kg·K), acier environ 450 à 500 J/(kg·K). La calorie est ici la calorie de la table internationale ; la calorie thermochimique (4,184 J) est environ 0,07 % plus petite.",
    ],
    useCases: [
      "Calculer une énergie de chauffage ou de refroidissement, Q = m·c·ΔT, avec c tiré d’une table SI ou américaine.",
      "Convertir des données de matériaux entre J/(kg·K) et BTU/(lb·°F) ou cal/(g·°C).",
      "Dimensionner des chauffe-eau, des stockages thermiques et des échangeurs de chaleur.",
    ],
    example: { context: "la capacité thermique massique de l’aluminium" },
    accuracy: {
      definitions:
        "La calorie est la calorie de la table internationale, exactement 4,1868 J, et le BTU celui de la table internationale (1 055,05585262 J) : 1 BTU/(lb·°F) = 1 cal/(g·°C) = {{1 cal_g_c j_kg_k}} J/(kg·K) exactement.",
      caveat:
        "Une valeur donnée en calories thermochimiques (4,184 J) différerait d’environ 0,07 %.",
    },
    faqs: [
      {
        question: "Pourquoi le BTU/(lb·°F) et la cal/(g·°C) sont-ils identiques ?",
        answer:
          "Les deux reposent sur la capacité thermique de l’eau : la calorie chauffe un gramme d’eau d’environ 1 °C, le BTU une livre d’eau d’environ 1 °F. Quand les valeurs de la table internationale ont été fixées en 1956, elles ont été choisies pour que les deux unités de capacité thermique massique soient exactement égales, {{1 btu_lb_f j_kg_k}} J/(kg·K).",
      },
    ],
  },
  "/heat-density": {
    about: [
      "La densité de chaleur est une énergie par unité de volume. Son unité SI est le joule par mètre cube (J/m³). Le BTU par pied cube (BTU de la table internationale) vaut {{1 btu_ft3 j_m3}} J/m³, la calorie par centimètre cube (calorie de la table internationale, 4,1868 J) {{1 cal_cm3 j_m3}} J/m³, et le watt-heure par litre exactement {{1 wh_l j_m3}} J/m³.",
      "Ces unités mesurent le pouvoir calorifique des gaz combustibles (environ 1 000 BTU/ft³ pour le gaz naturel américain, soit {{1000 btu_ft3 wh_l}} Wh/L), la densité d’énergie volumique des batteries (Wh/L) et la capacité des stockages thermiques. Un pouvoir calorifique en kWh/m³, tel qu’il figure sur de nombreuses factures de gaz européennes, a la même valeur numérique qu’en Wh/L. Le pouvoir calorifique d’un gaz dépend de la température et de la pression de référence du volume, qu’une conversion d’unités laisse inchangées.",
    ],
    useCases: [
      "Convertir le pouvoir calorifique d’un gaz naturel entre BTU/ft³ et MJ/m³ (J/m³).",
      "Comparer des densités d’énergie de batteries en Wh/L à l’énergie volumique de carburants.",
      "Estimer l’énergie stockée par volume dans un stockage d’eau chaude ou à changement de phase.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est exacte en J/m³ : le BTU de la table internationale (1 055,05585262 J) rapporté au pied cube (0,3048³ m³), la calorie de la table internationale (4,1868 J) rapportée au centimètre cube, et le watt-heure (3 600 J) rapporté au litre.",
      caveat:
        "Les très petits résultats, comme 1 J/m³ en BTU/ft³, montrent peu de chiffres avec 6 décimales : convertissez par pas de l’ordre du MJ (1 000 000 J/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³).",
    },
    faqs: [
      {
        question: "Comment convertir des MJ/m³ en BTU/ft³ ?",
        answer:
          "Saisissez la valeur en J/m³ (1 MJ/m³ fait 10⁶ J/m³) : 1 MJ/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³ ; un gaz à 38 MJ/m³ apporte donc {{38000000 j_m3 btu_ft3}} BTU/ft³.",
      },
    ],
  },
};
