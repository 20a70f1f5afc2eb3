import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/light.ts. */
export const texts: UnitTranslations = {
  "/luminance": {
    about: [
      "La luminance est la luminosité d’une surface vue depuis une direction : l’intensité lumineuse émise par unité d’aire projetée. Son unité SI est la candela par mètre carré (cd/m²), couramment appelée nit (nt), qui est la même unité : 1 nt = {{1 nt cd_m2}} cd/m². Par pied carré, 1 cd/ft² = {{1 cd_ft2 cd_m2}} cd/m² d’après le pied exact ; le stilb CGS (sb) vaut une candela par centimètre carré, {{1 sb cd_m2}} cd/m².",
      "L’usage courant est la luminosité des écrans : moniteurs, téléphones et téléviseurs sont spécifiés en nits, la vidéo SDR est étalonnée pour un blanc de référence de 100 cd/m², et les formats et écrans HDR montent à 1 000 cd/m² et au-delà. La luminance caractérise aussi l’éclairage routier, les panneaux, les sources lumineuses et les écrans médicaux. Le pied-lambert (1/π cd/ft², {{1 fl cd_m2}} cd/m²), utilisé pour les écrans de cinéma, est une autre unité que la cd/ft² ; lui, le lambert, le millilambert et l’apostilb décrivent une surface parfaitement diffusante par la lumière qu’elle émet par unité d’aire, d’où le facteur 1/π.",
    ],
    useCases: [
      "Comparer des spécifications de luminosité d’écrans données en nits et en cd/m².",
      "Convertir en cd/m² des données de luminance de sources américaines en cd/ft².",
      "Lire en cd/m² d’anciens ouvrages d’optique en stilbs.",
    ],
    example: { context: "un écran HDR lumineux" },
    accuracy: {
      definitions:
        "Le nit est la candela par mètre carré elle-même, le stilb vaut exactement {{1 sb cd_m2}} cd/m² (1 cm² = 10⁻⁴ m²), la cd/ft² repose sur le pied exact (0,3048 m), et la famille du lambert divise exactement par π : chaque facteur est donc exact.",
      caveat:
        "La luminance réelle d’un écran dépend de ses réglages et de son contenu, ce qu’une conversion ne change pas.",
    },
    faqs: [
      {
        question: "Un nit est-il la même chose qu’une candela par mètre carré ?",
        answer:
          "Oui : nit est un nom informel de la cd/m², qui ne fait pas partie du SI, et 1 nit = {{1 nt cd_m2}} cd/m². Convertir des nits en lumens demande en revanche l’aire émettrice et la répartition angulaire, car les lumens mesurent le flux lumineux total.",
      },
    ],
  },
  "/luminous-intensity": {
    about: [
      "L’intensité lumineuse est la lumière qu’une source émet dans une direction donnée, pondérée par la sensibilité de l’œil. Son unité, la candela (cd), est l’une des sept unités de base du SI, définie en fixant à 683 lm/W l’efficacité lumineuse d’une lumière verte de 540 THz. La bougie (candlepower, cp) a sur cette page son sens moderne, 1 cp = {{1 cp cd}} cd ; certains textes anciens employaient ce mot pour la bougie internationale.",
      "La bougie Hefner (HK), un étalon allemand à flamme brûlant de l’acétate d’amyle, et la bougie internationale de 1909 sont des unités historiques sans définition moderne exacte. Cette page utilise les valeurs de GNU units, 1 HK = 0,9 bougie internationale = {{1 hk cd}} cd et 1 bougie internationale = {{1 icd cd}} cd ; d’autres sources donnent environ 0,903 cd pour la bougie Hefner : leurs derniers chiffres sont donc approximatifs. Aujourd’hui, la candela caractérise les LED (en millicandelas), les lampes torches (intensité maximale du faisceau) et les feux de signalisation.",
    ],
    useCases: [
      "Lire en candelas des caractéristiques anciennes de lampes en bougies Hefner ou internationales.",
      "Comparer des spécifications de LED et de lampes torches données en cd et en candlepower.",
      "Estimer la portée d’une lampe torche : la distance ANSI FL1 jusqu’à 0,25 lx vaut 2·√I mètres, pour I en candelas.",
    ],
    example: { context: "la caractéristique d’une lampe" },
    accuracy: {
      verdict: "Aussi exact que le permettent les définitions de ses unités.",
      definitions:
        "La candela et la bougie (candlepower) sont identiques : cette conversion est donc exacte. Les bougies Hefner et internationales étaient des étalons physiques à flamme et à lampe qui n’ont jamais été rattachés exactement à la candela : cette page utilise les valeurs de GNU units (1 HK = {{1 hk cd}} cd, 1 bougie internationale = {{1 icd cd}} cd, 1 violle = {{1 violle cd}} cd), et les sources diffèrent sur les derniers chiffres.",
    },
    faqs: [
      {
        question: "Quelle différence entre candelas, lumens et lux ?",
        answer:
          "La candela mesure l’intensité dans une direction, le lumen le flux lumineux total (1 lm = 1 cd·sr), et le lux la lumière reçue par une surface (1 lx = 1 lm/m²). Une source de 1 cd qui rayonne également dans toutes les directions émet 4π ≈ 12,57 lm.",
      },
    ],
  },
  "/illumination": {
    about: [
      "L’éclairement est la quantité de lumière qui tombe sur une surface : le flux lumineux par unité d’aire. Son unité SI est le lux (lx), un lumen par mètre carré, donc 1 lx = {{1 lx lm_m2}} lm/m². Le pied-bougie (fc) vaut un lumen par pied carré, {{1 fc lx}} lx, et le phot CGS (ph) un lumen par centimètre carré, {{1 ph lx}} lx.",
      "Les normes d’éclairage fixent des niveaux d’éclairement : environ 500 lx est la norme européenne pour l’écriture et la lecture au bureau, tandis que la pratique américaine et certaines réglementations expriment encore les niveaux en pieds-bougies. En extérieur, l’étendue est immense, d’une fraction de lux sous la pleine lune à environ 100 000 lx en plein soleil. Les luxmètres utilisés en photographie, en horticulture et pour la réception des bâtiments mesurent en lux ou en pieds-bougies.",
    ],
    useCases: [
      "Convertir des niveaux d’éclairage recommandés entre pieds-bougies et lux.",
      "Confronter la mesure d’un luxmètre sur un lieu de travail à une norme exprimée dans l’autre unité.",
      "Comparer des valeurs de lampes horticoles ou de lumière du jour données en lux et en pieds-bougies.",
    ],
    example: { context: "l’éclairage d’un bureau" },
    accuracy: {
      definitions:
        "Le lux est le lumen par mètre carré, le phot vaut exactement {{1 ph lx}} lx, et le pied-bougie 1 lm/ft² avec le pied exact (0,3048 m) : 1 fc = {{1 fc lx}} lx aux chiffres affichés près.",
      caveat:
        "Les mesures des luxmètres elles-mêmes sont en général précises à quelques pour cent près.",
    },
    faqs: [
      {
        question: "Comment convertir des lumens en lux ?",
        answer:
          "Divisez les lumens qui atteignent une surface par son aire en mètres carrés : 1 000 lm répartis uniformément sur 2 m² donnent 500 lx. Les lumens mesurent le flux total d’une source : la conversion dépend donc de l’aire éclairée, pas d’un facteur fixe.",
      },
    ],
  },
  "/digital-image-resolution": {
    about: [
      "La résolution d’image est ici une densité de points ou de pixels le long d’une longueur : combien tiennent dans un pouce ou un centimètre. Un nombre n’a pas d’unité : en termes SI, c’est donc l’inverse d’une longueur (les fichiers PNG l’enregistrent en pixels par mètre). Comme un pouce vaut exactement 2,54 cm, 1 dpi = {{1 dpi dpcm}} points/cm et 300 dpi = {{300 dpi dpcm}} points/cm. Les pixels par pouce (ppi) et par centimètre se convertissent avec le même facteur.",
      "Le dpi (points par pouce) décrit à proprement parler les points d’une imprimante et les échantillons d’un scanner, le ppi les pixels d’une image ou d’un écran, mais les deux sont souvent employés l’un pour l’autre et se convertissent de la même façon. L’impression vise couramment 300 ppi ; les anciennes conventions d’écran étaient de 72 ppi (Mac classique) et de 96 ppi (Windows, et le pixel CSS de 1/96 de pouce). Les fichiers JPEG et TIFF peuvent enregistrer la résolution en pouces ou en centimètres.",
    ],
    useCases: [
      "Régler une résolution d’impression donnée en dpi dans un logiciel qui demande des pixels par centimètre.",
      "Calculer une taille d’impression : pixels ÷ ppi donnent des pouces, pixels ÷ px/cm des centimètres.",
      "Comparer des spécifications de scanners et d’imprimantes en dpi à des valeurs métriques.",
    ],
    accuracy: {
      definitions:
        "Le seul facteur est le pouce, exactement 2,54 cm depuis l’accord international de 1959 : 1 point/cm = {{1 dpcm dpi}} dpi exactement.",
      caveat:
        "La page compte un point et un pixel chacun pour une unité : le dpi et le ppi se convertissent donc de la même façon.",
    },
    faqs: [
      {
        question: "À quelle taille mon image s’imprimera-t-elle à 300 dpi ?",
        answer:
          "Divisez les dimensions en pixels par la résolution : 3 000 × 2 400 pixels à 300 ppi s’impriment en 10 × 8 pouces, ou, à {{300 ppi ppcm}} px/cm, en 25,4 × 20,32 cm. Changer la valeur de dpi dans les métadonnées d’un fichier ne change que la taille d’impression, pas le nombre de pixels.",
      },
    ],
  },
  "/frequency-wavelength": {
    about: [
      "La fréquence est le nombre de cycles par seconde, en hertz (Hz) ; la longueur d’onde est la distance couverte par un cycle. Pour les ondes électromagnétiques dans le vide, elles sont liées par λ = c/f, avec la vitesse de la lumière c = 299 792 458 m/s exactement : cette page convertit donc, dans les deux sens, entre unités de fréquence (du Hz au PHz, et le tour par minute), nombres d’onde (cm⁻¹), énergies de photon (eV, par E = hf) et longueurs d’onde (du km au pm, et l’ångström). La longueur d’onde est l’inverse de la fréquence : doubler l’une divise l’autre par deux. Par exemple, 100 MHz ont une longueur d’onde de {{100 mhz m}} m, et 540 THz, la lumière verte qui définit la candela, {{540 thz nm}} nm.",
      "Les radioélectriciens s’en servent pour les longueurs d’antenne et les plans de bandes (le Wi-Fi à 2,4 GHz fait {{2.4 ghz cm}} cm), l’optique et la spectroscopie pour passer des nanomètres aux térahertz, la cristallographie pour les rayons X en ångströms ({{1 angstrom nm}} nm). Toutes les longueurs d’onde sont ici dans le vide : dans l’air, elles sont environ 0,03 % plus courtes, dans le verre, l’eau ou un câble coaxial beaucoup plus courtes, et les ondes sonores suivent λ = v/f avec la vitesse du son à la place.",
    ],
    useCases: [
      "Couper une antenne quart d’onde : λ/4 à 433 MHz est le quart de {{433 mhz cm}} cm, avant le raccourcissement habituel dû aux effets d’extrémité.",
      "Convertir des longueurs d’onde de lasers et de LED en nm en fréquences optiques en THz.",
      "Trouver à quelle bande de longueurs d’onde appartient une fréquence radio (grandes ondes, ondes courtes, micro-ondes).",
      "Passer des longueurs d’onde de rayons X entre ångströms, picomètres et nanomètres.",
    ],
    example: {
      context: "une bande Wi-Fi",
      note: "Le résultat est la longueur d’onde dans le vide ; chaque côté peut être une fréquence ou une longueur d’onde.",
    },
    accuracy: {
      verdict: "Oui, pour les ondes dans le vide.",
      definitions:
        "La vitesse de la lumière est exacte par la définition du mètre (299 792 458 m/s), les préfixes SI sont exacts et l’ångström vaut exactement 10⁻¹⁰ m : 1 THz correspond donc à exactement {{1 thz µm}} µm.",
      caveat:
        "Dans un milieu, divisez la longueur d’onde dans le vide par l’indice de réfraction (ou multipliez-la par le coefficient de vélocité d’un câble).",
    },
    faqs: [
      {
        question: "Comment convertir une fréquence en longueur d’onde ?",
        answer:
          "Divisez la vitesse de la lumière par la fréquence, λ = c/f : 1 MHz donne {{1 mhz m}} m, 1 GHz {{1 ghz mm}} mm. Dans l’autre sens, f = c/λ : 500 nm correspondent donc à {{500 nm thz}} THz.",
      },
      {
        question: "Puis-je utiliser cette page pour les ondes sonores ?",
        answer:
          "Non. Ses longueurs d’onde supposent la vitesse de la lumière. Le son se propage dans l’air à environ 343 m/s à 20 °C : un son de 1 kHz a donc une longueur d’onde d’environ 34 cm, près d’un million de fois plus courte que celle d’une onde radio de 1 kHz.",
      },
    ],
  },
};
