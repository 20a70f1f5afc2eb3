import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/engineering.ts. */
export const texts: UnitTranslations = {
  "/velocity-angular": {
    about: [
      "La vitesse angulaire dit à quelle vitesse un objet tourne : l’angle balayé par unité de temps. Son unité SI est le radian par seconde (rad/s), l’unité de ω dans ω = 2π·n et v = ω·r. Les degrés par seconde divisent le même tour en 360 parts au lieu de 2π radians, donc 1 tr/s (rev/s) = {{1 rev_s deg_s}} °/s, et un tour par minute vaut 2π/60 rad/s, soit 1 tr/min (rpm) = {{1 rev_min rad_s}} rad/s.",
      "Le tour par minute est l’unité courante des moteurs thermiques et électriques, des perceuses et des disques durs ; le rad/s est celle dont ont besoin les formules de physique et d’automatique ; le °/s est l’unité des fiches techniques de gyroscopes et de stabilisateurs de caméra. La Brochure du SI réserve le hertz aux fréquences : une vitesse de rotation s’écrit donc en rad/s ou en tr/s plutôt qu’en Hz.",
    ],
    useCases: [
      "Convertir la vitesse en tr/min de la plaque signalétique d’un moteur en rad/s pour des calculs de couple et de puissance (P = τ·ω).",
      "Lire en rad/s la plage d’un gyroscope ou d’une centrale inertielle donnée en °/s, pour un contrôleur de vol ou un robot.",
      "Trouver la vitesse périphérique d’une roue, d’un ventilateur ou d’un disque à meuler à partir de ses tr/min (v = ω·r).",
      "Comparer des vitesses de broche : un disque à 7 200 tr/min tourne à {{7200 rev_min rad_s}} rad/s.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est définie par sa valeur exacte en rad/s : 1 °/s = π/180 rad/s, 1 tr/s = 2π rad/s et 1 tr/min = 2π/60 rad/s, sans aucune constante arrondie.",
      caveat:
        "Les résultats ne sont arrondis que pour l’affichage, à 6 décimales, et les résultats très petits ou très grands s’affichent en notation scientifique.",
    },
    faqs: [
      {
        question: "Comment convertir des tr/min en rad/s ?",
        answer:
          "Multipliez par 2π et divisez par 60 (un tour fait 2π radians, une minute 60 secondes) : 1 tr/min = {{1 rev_min rad_s}} rad/s, et 1 rad/s = {{1 rad_s rev_min}} tr/min. Par exemple, 1 500 tr/min = {{1500 rev_min rad_s}} rad/s.",
      },
    ],
  },
  "/acceleration": {
    about: [
      "L’accélération est la vitesse à laquelle la vitesse varie. Son unité SI est le mètre par seconde carrée (m/s²). Le pied par seconde carrée vaut exactement {{1 ft_s2 m_s2}} m/s², car le pied international vaut exactement 0,3048 m. La pesanteur normale g₀ est une valeur conventionnelle fixée par la 3ᵉ CGPM en 1901 à exactement {{1 g m_s2}} m/s², ce qui donne 1 g₀ = {{1 g ft_s2}} ft/s². Le gal (Gal, d’après Galilée) est l’unité CGS : 1 Gal = 1 cm/s², donc 1 m/s² = {{1 m_s2 gal}} Gal.",
      "Les multiples de g₀ décrivent les charges subies par les pilotes, les passagers, les colis et les accéléromètres (un capteur de ±16 g mesure jusqu’à {{16 g m_s2}} m/s²) ; le gal et le milligal sont les unités de la gravimétrie et de la géodésie, où le milligal, environ un millionième de la pesanteur terrestre, est un pas commode ; le m/s² et le ft/s² sont les unités de la mécanique. Sur cette page, « g » désigne la pesanteur normale, une accélération, et non le gramme.",
    ],
    useCases: [
      "Exprimer l’accélération d’un véhicule, d’une attraction ou d’un avion en multiple de g₀.",
      "Lire en m/s² les plages d’accéléromètres et les tenues aux chocs (en g) pour un calcul.",
      "Convertir des mesures gravimétriques entre gal, milligal et m/s².",
      "Passer des exercices de manuel entre ft/s² et m/s².",
    ],
    accuracy: {
      definitions:
        "Chaque unité de cette page a une définition exacte en m/s² : 1 ft/s² = {{1 ft_s2 m_s2}} m/s² (pied international), 1 Gal = {{1 gal m_s2}} m/s² et 1 g₀ = {{1 g m_s2}} m/s² (3ᵉ CGPM, 1901).",
      caveat:
        "N’oubliez pas que g₀ est une convention : la pesanteur réelle à la surface de la Terre va d’environ 9,78 m/s² à l’équateur à environ 9,83 m/s² aux pôles.",
    },
    faqs: [
      {
        question: "Pourquoi 1 g ne vaut-il pas exactement 9,8 m/s² ?",
        answer:
          "Parce que la pesanteur normale a été fixée par convention à {{1 g m_s2}} m/s², une valeur proche de la pesanteur au niveau de la mer vers 45° de latitude ; 9,8 et 9,81 en sont des arrondis. 9,8 m/s² font {{9.8 m_s2 g}} g₀, un écart de moins de 0,1 %.",
      },
    ],
  },
  "/acceleration-angular": {
    about: [
      "L’accélération angulaire est la vitesse à laquelle la vitesse angulaire varie, α = Δω/Δt. Son unité SI est le radian par seconde carrée (rad/s²), qui apparaît aussi dans la loi de Newton pour la rotation, τ = I·α. Un degré par seconde carrée vaut π/180 rad/s², un tour par seconde carrée 2π rad/s² = {{1 rev_s2 deg_s2}} °/s², et un tour par minute carrée 2π/3 600 rad/s².",
      "Les unités en tours viennent des machines tournantes, où la vitesse se compte en tours : un moteur qui gagne 3 000 tr/min en 2 secondes accélère de 1 500 tr/min par seconde, soit 90 000 tr/min² ou {{90000 rev_min2 rad_s2}} rad/s². Les degrés par seconde carrée apparaissent dans les fiches techniques de commande d’axes et de stabilisateurs.",
    ],
    useCases: [
      "Dimensionner un moteur : le couple nécessaire pour lancer un volant d’inertie est τ = I·α, avec α en rad/s².",
      "Convertir en rad/s² une rampe de vitesse donnée en tr/min par minute ou par seconde.",
      "Régler les limites d’accélération d’axes asservis, de télescopes ou de stabilisateurs de caméra données en °/s².",
    ],
    accuracy: {
      definitions:
        "Les unités sont définies exactement à partir du radian : 1 °/s² = π/180 rad/s², 1 tr/s² = 2π rad/s² et 1 tr/min² = 2π/3 600 rad/s².",
      caveat:
        "Seul l’affichage est arrondi, à 6 décimales ; les petits résultats comme 1 tr/min² = {{1 rev_min2 rad_s2}} rad/s² montrent peu de chiffres significatifs : convertissez une valeur plus grande pour en avoir davantage.",
    },
    faqs: [
      {
        question: "Comment convertir une rampe en tr/min par seconde en rad/s² ?",
        answer:
          "Une hausse de 1 tr/min chaque seconde correspond à 60 tr/min² : multipliez donc la valeur en tr/min par seconde par 60 et convertissez depuis les tr/min². Par exemple, 1 500 tr/min par seconde font 90 000 tr/min², soit {{90000 rev_min2 rad_s2}} rad/s².",
      },
    ],
  },
  "/density": {
    about: [
      "La masse volumique est la masse par unité de volume, ρ = m/V. Son unité SI est le kilogramme par mètre cube (kg/m³) ; le gramme par centimètre cube est mille fois plus grand, 1 g/cm³ = {{1 g_cm3 kg_m3}} kg/m³, et c’est pourquoi l’eau, proche de 1 g/cm³, est proche de 1 000 kg/m³, soit {{1000 kg_m3 lb_ft3}} lb/ft³. La livre par pied cube et l’once par pouce cube sont construites sur la livre avoirdupois internationale (0,45359237 kg) et sur le pied et le pouce internationaux ; toutes deux sont donc exactes : 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³, et 1 oz/in³ = {{1 oz_in3 lb_ft3}} lb/ft³.",
      "Les tables de matériaux utilisent le kg/m³ ou le g/cm³ (l’acier de construction fait environ 7 850 kg/m³, soit {{7850 kg_m3 g_cm3}} g/cm³) ; l’ingénierie et le transport américains utilisent le lb/ft³. Les quatre unités de cette page sont des masses volumiques : l’once est l’once avoirdupois de masse, pas l’once liquide ni l’once troy, et un « poids volumique » en lbf/ft³ est une autre grandeur.",
    ],
    useCases: [
      "Convertir en lb/ft³ la masse volumique d’une fiche technique métrique pour estimer le poids d’une pièce.",
      "Calculer une masse à partir d’un volume (m = ρ·V) pour du béton, de la terre, du carburant ou une cargaison.",
      "Vérifier une densité relative : la masse volumique d’une substance en g/cm³ est numériquement proche de sa densité par rapport à l’eau.",
      "Convertir des résultats de laboratoire en g/cm³ dans l’unité SI, le kg/m³, pour un calcul.",
    ],
    example: { context: "la masse volumique de l’acier de construction" },
    accuracy: {
      definitions:
        "Chaque unité est définie exactement en kg/m³ à partir des préfixes SI et de la livre et du pouce internationaux de 1959 : 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³ et 1 oz/in³ = {{1 oz_in3 kg_m3}} kg/m³ ne sont arrondis qu’à l’écran.",
      caveat:
        "La masse volumique des matériaux réels varie avec la température, la pression et la composition ; le convertisseur change d’unité, il ne corrige pas ces effets.",
    },
    faqs: [
      {
        question: "Quelle est la masse volumique de l’eau dans différentes unités ?",
        answer:
          "L’eau pure fait environ 1 000 kg/m³ vers 4 °C, et un peu moins quand elle est plus chaude (environ 998 kg/m³ à 20 °C). 1 000 kg/m³ font {{1000 kg_m3 g_cm3}} g/cm³, {{1000 kg_m3 lb_ft3}} lb/ft³ et {{1000 kg_m3 oz_in3}} oz/in³.",
      },
    ],
  },
  "/specific-volume": {
    about: [
      "Le volume massique est le volume qu’occupe une unité de masse, v = V/m, l’inverse de la masse volumique. Son unité SI est le mètre cube par kilogramme (m³/kg). Le litre par kilogramme et le centimètre cube par gramme ont la même taille, 1 cm³/g = {{1 cm3_g l_kg}} L/kg = {{1 cm3_g m3_kg}} m³/kg, et le pied cube par livre découle du pied et de la livre exacts : 1 ft³/lb = {{1 ft3_lb m3_kg}} m³/kg.",
      "La thermodynamique utilise le volume massique plutôt que la masse volumique : les tables de vapeur donnent v en m³/kg ou en ft³/lb, et les diagrammes psychrométriques de la climatisation donnent le volume d’air humide par livre ou par kilogramme d’air sec. L’eau liquide occupe environ 0,001 m³/kg, soit {{0.001 m3_kg ft3_lb}} ft³/lb.",
    ],
    useCases: [
      "Lire en m³/kg des valeurs de tables de vapeur en ft³/lb, ou l’inverse.",
      "Dimensionner des gaines et des ventilateurs à partir d’un débit massique d’air et du volume massique de l’air lu sur un diagramme psychrométrique.",
      "Obtenir la masse volumique à partir du volume massique (ρ = 1/v) pour des gaz et des liquides.",
    ],
    example: { context: "une valeur typique pour l’air d’une pièce" },
    accuracy: {
      definitions:
        "Le litre et le centimètre cube sont des fractions décimales exactes du mètre cube, et le pied cube par livre est construit sur le pied (0,3048 m) et la livre (0,45359237 kg) exacts.",
      caveat:
        "Les résultats s’affichent à 6 décimales : une valeur comme 1 L/kg = {{1 l_kg m3_kg}} m³/kg est donc exacte à l’écran aussi.",
    },
    faqs: [
      {
        question: "Comment obtenir la masse volumique à partir du volume massique ?",
        answer:
          "Prenez l’inverse : ρ = 1/v. Un volume massique de 0,5 m³/kg correspond à une masse volumique de 2 kg/m³ ; pour convertir les unités de masse volumique elles-mêmes, utilisez le convertisseur de masse volumique.",
      },
    ],
  },
  "/moment-inertia": {
    about: [
      "Le moment d’inertie (moment d’inertie de masse) mesure la difficulté à modifier la rotation d’un objet autour d’un axe : I = Σ m·r², les masses pondérées par le carré de leur distance à l’axe. Il joue en rotation le rôle de la masse (τ = I·α, énergie cinétique ½·I·ω²). Son unité SI est le kilogramme-mètre carré (kg·m²) ; 1 kg·m² = {{1 kg_m2 g_cm2}} g·cm² = {{1 kg_m2 lb_ft2}} lb·ft².",
      "Les catalogues de moteurs et d’entraînements donnent l’inertie du rotor et de la charge en kg·m² ou, pour les petits moteurs, en g·cm² et en oz·in² (1 oz·in² = {{1 oz_in2 g_cm2}} g·cm²) ; les données américaines de ventilateurs, de pompes et de moteurs l’indiquent souvent en lb·ft², parfois notée WK². La livre et l’once sont ici des masses avoirdupois : le lb·ft² est une masse multipliée par une aire, pas une unité en livres-force. Ce n’est pas le moment quadratique (moment d’inertie de surface, en m⁴ ou en in⁴) utilisé pour la flexion des poutres.",
    ],
    useCases: [
      "Adapter l’inertie d’une charge à un servomoteur ou à un moteur pas à pas dont la fiche technique utilise le g·cm² ou l’oz·in².",
      "Convertir en kg·m² le WK² en lb·ft² d’un moteur ou d’un ventilateur américain pour calculer un temps de démarrage.",
      "Calculer l’énergie stockée dans un volant d’inertie, E = ½·I·ω², en joules.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est un produit de définitions exactes : le gramme et le centimètre sont des fractions SI, la livre vaut 0,45359237 kg et l’once 1/16 lb, le pied 0,3048 m et le pouce 0,0254 m. Ainsi 1 lb·ft² = {{1 lb_ft2 kg_m2}} kg·m², arrondi à 6 décimales à l’écran seulement.",
    },
    faqs: [
      {
        question: "Le moment d’inertie est-il la même chose que le moment quadratique ?",
        answer:
          "Non. Le moment d’inertie de masse de cette page (kg·m²) régit la rotation ; le moment quadratique (m⁴, in⁴), aussi appelé moment d’inertie de surface, décrit la rigidité en flexion de la section d’une poutre. Ils n’ont pas la même dimension et ne se convertissent pas l’un en l’autre.",
      },
    ],
  },
  "/moment-force": {
    about: [
      "Le moment d’une force est son effet de rotation autour d’un point ou d’un axe : la force multipliée par sa distance perpendiculaire à ce point, M = F·d. Son unité SI est le newton-mètre (N·m). La livre-force-pied, le kilogramme-force-mètre et la dyne-centimètre sont le même produit dans d’autres systèmes : 1 lbf·ft = {{1 lbf_ft nm}} N·m, 1 kgf·m = {{1 kgf_m nm}} N·m exactement, et en dyne-centimètre CGS (la dyne vaut 10⁻⁵ N, le centimètre 10⁻² m), 1 N·m = {{1 nm dyn_cm}} dyn·cm.",
      "Les moments interviennent en statique et en calcul des structures (moments fléchissants dans les poutres, moments de renversement sur les murs et les grues), en biomécanique (moments articulaires) et dans les problèmes de physique sur les leviers et l’équilibre. La Brochure du SI les écrit en N·m, jamais en joules, bien que les deux soient des kg·m²/s² : un joule est une énergie, un newton-mètre de moment est une force appliquée à un bras de levier.",
    ],
    useCases: [
      "Vérifier des problèmes de leviers et de poutres entre unités SI et unités américaines.",
      "Convertir en N·m des moments fléchissants ou de renversement en kgf·m tirés d’ouvrages anciens.",
      "Transposer en N·m des valeurs CGS en dyn·cm de la littérature de physique.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est exacte : la livre-force est la livre internationale (0,45359237 kg) multipliée par la pesanteur normale (9,80665 m/s²), le kilogramme-force est 1 kg multiplié par la pesanteur normale, le pied vaut 0,3048 m et la dyne 10⁻⁵ N ; ainsi 1 lbf·ft = {{1 lbf_ft nm}} N·m, seul l’affichage étant arrondi.",
    },
    faqs: [
      {
        question: "Quelle différence entre moment d’une force et couple ?",
        answer:
          "Physiquement, c’est la même grandeur, dans les mêmes unités ; c’est l’usage qui diffère. Le couple désigne en général une action de torsion autour de l’axe d’un arbre (moteurs thermiques, boulons, moteurs électriques), tandis que le moment désigne l’effet de rotation des forces sur des structures et des corps. Le convertisseur de couple propose les mêmes newton-mètre et livre-force-pied, avec en plus la livre-force-pouce.",
      },
    ],
  },
  "/torque": {
    about: [
      "Le couple est l’effet de rotation d’une force : la force multipliée par le bras de levier auquel elle agit, τ = F·r. Son unité SI est le newton-mètre (N·m). Une force d’une livre-force sur une clé d’un pied donne 1 lbf·ft = {{1 lbf_ft nm}} N·m ; la livre-force-pouce en vaut un douzième, {{1 lbf_in nm}} N·m ; et le kilogramme-force-mètre, courant dans les anciens manuels d’atelier, vaut exactement {{1 kgf_m nm}} N·m.",
      "Les valeurs de couple sont partout en mécanique : les couples de serrage (écrous de roue, culasses, pièces de vélo) sont donnés en N·m dans la plupart des pays et en lbf·ft, ou en lbf·in pour les petites fixations, aux États-Unis ; le couple des moteurs thermiques et électriques s’exprime en N·m et en lb-ft ; les clés dynamométriques portent souvent les deux graduations. Aux États-Unis, « ft-lb » désigne aussi l’unité d’énergie foot-pound : les couples de serrage s’écrivent donc en général lb-ft ou lbf·ft.",
    ],
    useCases: [
      "Régler une clé dynamométrique graduée en lbf·ft sur une valeur donnée en N·m, ou l’inverse.",
      "Lire en N·m des couples de petites fixations en lbf·in (bornes électriques, pièces de vélo).",
      "Comparer le couple de moteurs entre fiches techniques européennes (N·m) et américaines (lb-ft).",
      "Convertir des valeurs en kgf·m tirées d’anciens manuels d’atelier.",
    ],
    example: { context: "un couple de serrage d’écrous de roue" },
    accuracy: {
      definitions:
        "Les unités sont définies exactement : 1 lbf·ft = {{1 lbf_ft nm}} N·m découle de la livre (0,45359237 kg), de la pesanteur normale (9,80665 m/s²) et du pied (0,3048 m) exacts, 1 lbf·in = {{1 lbf_in nm}} N·m du pouce, et 1 kgf·m = {{1 kgf_m nm}} N·m ; seul l’affichage est arrondi.",
      caveat:
        "Une clé dynamométrique n’est en général précise qu’à quelques pour cent près, bien plus grossièrement que la conversion.",
    },
    faqs: [
      {
        question: "Comment convertir des N·m en lb-ft ?",
        answer:
          "Divisez par {{1 lbf_ft nm}}, ou multipliez par {{1 nm lbf_ft}} : 100 N·m = {{100 nm lbf_ft}} lbf·ft. Dans l’autre sens, 100 lbf·ft = {{100 lbf_ft nm}} N·m.",
      },
    ],
  },
};
