import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/magnetism.ts. */
export const texts: UnitTranslations = {
  "/magnetomotive-force": {
    about: [
      "La force magnétomotrice (FMM) fait circuler le flux magnétique dans un circuit magnétique, comme la tension fait circuler le courant dans un circuit électrique : une bobine de N spires parcourue par un courant I produit F = N·I. Son unité SI est l’ampère, en général écrit ampère-tour (At) parce que le nombre de spires n’a pas d’unité ; ainsi 1 At = {{1 at a}} A. Les unités CGS sont le gilbert (Gb), défini comme 10/(4π) ampère-tour, donc 1 At = {{1 at gi}} Gb, et l’abampère-tour, 1 abA·t = {{1 ab at}} At.",
      "La force magnétomotrice sert à dimensionner les électroaimants, les bobines de relais et de solénoïdes, les noyaux de transformateurs et d’inductances et les entrefers des moteurs : le flux découle de F = Φ·ℛ, où ℛ est la réluctance du circuit. Le gilbert survit dans d’anciens manuels de magnétisme et dans la littérature sur les aimants fondée sur le système CGS.",
    ],
    useCases: [
      "Calculer la FMM d’une bobine à partir du nombre de spires et du courant, et la convertir en gilberts.",
      "Lire en unités SI des calculs de circuits magnétiques tirés de manuels CGS.",
      "Dimensionner les enroulements de relais et d’électroaimants.",
    ],
    example: { context: "une bobine de 1 000 spires parcourue par 0,5 A" },
    accuracy: {
      definitions:
        "L’ampère et l’ampère-tour sont la même unité, l’abampère-tour vaut exactement {{1 ab at}} At, et le gilbert vaut 10/(4π) At, la définition CGS avec 4π exact, ce qui donne 1 Gb = {{1 gi at}} At aux chiffres affichés près.",
      caveat:
        "Depuis le SI de 2019, μ₀ est mesuré au lieu de valoir exactement 4π × 10⁻⁷ H/m, mais l’écart est inférieur à une partie par milliard et n’atteint jamais les chiffres affichés.",
    },
    faqs: [
      {
        question: "Pourquoi l’ampère-tour est-il la même chose que l’ampère ?",
        answer:
          "Un nombre de spires est un simple comptage : N spires parcourues par I ampères donnent N·I ampères de force magnétomotrice. Écrire « ampère-tour » rappelle seulement au lecteur que les spires ont été comptées.",
      },
    ],
  },
  "/magnetic-field-strength": {
    about: [
      "L’intensité du champ magnétique H (champ d’excitation magnétique) mesure le champ produit par les courants, avant la prise en compte de la réponse du matériau. Son unité SI est l’ampère par mètre (A/m), identique à l’ampère-tour par mètre : un long solénoïde de n spires par mètre parcouru par I a H = n·I. L’œrsted CGS (Oe) est défini comme 1 000/(4π) A/m, donc 1 Oe = {{1 oe a_m}} A/m, et l’ampère-tour par pouce vaut {{1 at_in a_m}} A/m d’après le pouce exact.",
      "Les fiches techniques d’aimants permanents et de matériaux magnétiques donnent le champ coercitif en kA/m et en kOe (10 kOe = {{10000 oe a_m}} A/m) ; les supports d’enregistrement magnétique et les cycles d’hystérésis utilisent l’Oe ; la conception des bobines et des solénoïdes utilise l’A/m ou l’At/in. Le champ terrestre correspond à environ 20 à 52 A/m, soit environ {{20 a_m oe}} à {{52 a_m oe}} Oe.",
    ],
    useCases: [
      "Convertir le champ coercitif d’aimants entre kOe et kA/m.",
      "Calculer le champ à l’intérieur d’un solénoïde à partir des spires par pouce ou par mètre.",
      "Lire en unités SI des cycles d’hystérésis et la littérature CGS.",
    ],
    example: { context: "le champ coercitif d’un aimant" },
    accuracy: {
      definitions:
        "L’A/m et l’At/m sont identiques, l’At/in repose sur le pouce exact (0,0254 m), et l’œrsted vaut 1 000/(4π) A/m, la définition CGS avec 4π exact.",
      caveat:
        "La redéfinition du SI de 2019 a fait de μ₀ une constante mesurée, ce qui modifie la valeur SI de l’œrsted de moins d’une partie par milliard, bien en dessous des 6 décimales affichées.",
    },
    faqs: [
      {
        question: "L’œrsted et le gauss sont-ils la même chose ?",
        answer:
          "Non, même si, dans le vide, 1 Oe de H correspond à 1 G de B dans le système CGS. L’œrsted mesure le champ d’excitation H (cette page) ; le gauss mesure l’induction B (convertisseur d’induction magnétique). En SI, B = μ₀·H dans le vide : 1 A/m correspond donc à environ 1,2566 µT.",
      },
    ],
  },
  "/magnetic-flux": {
    about: [
      "Le flux magnétique Φ est le champ magnétique total qui traverse une surface, l’induction multipliée par l’aire, Φ = B·A. Son unité SI est le weber (Wb), égal au volt-seconde (V·s) : d’après la loi de Faraday, un flux à travers une spire qui décroît uniformément jusqu’à zéro en une seconde induit un volt. Le maxwell CGS (Mx) vaut un gauss multiplié par un centimètre carré, donc 1 Wb = {{1 wb mx}} Mx, et le milliweber vaut {{1 mwb mx}} Mx.",
      "Le flux intervient dans la conception des transformateurs et des moteurs (flux dans le noyau, flux embrassé en weber-tours), dans les mesures au fluxmètre et à la bobine exploratrice, et dans la spécification des aimants permanents ; la littérature ancienne sur les aimants et les fluxmètres utilise le maxwell ou le kilomaxwell-tour.",
    ],
    useCases: [
      "Convertir des mesures de fluxmètre entre maxwells et webers.",
      "Calculer le flux dans un noyau à partir de l’induction et de l’aire, Φ = B·A.",
      "Relier la tension induite dans une bobine à la variation du flux (V = N·dΦ/dt).",
    ],
    accuracy: {
      definitions:
        "Le volt-seconde est le weber lui-même, le milliweber en est le millième, et le maxwell vaut un gauss multiplié par un centimètre carré (10⁻⁴ T × 10⁻⁴ m²), exactement {{1 mx wb}} Wb.",
      caveat: "Les résultats minuscules s’affichent en notation scientifique, jamais arrondis à 0.",
    },
    faqs: [
      {
        question: "Pourquoi un weber est-il égal à un volt-seconde ?",
        answer:
          "La loi de Faraday dit que la tension induite dans une spire est égale à la vitesse de variation du flux qui la traverse. Une variation de flux d’un weber par seconde induit donc un volt : un weber est un volt multiplié par une seconde.",
      },
    ],
  },
  "/magnetic-flux-density": {
    about: [
      "L’induction magnétique B, ce que la langue courante appelle d’ordinaire « l’intensité du champ magnétique », est le flux par unité d’aire. Son unité SI est le tesla (T), un weber par mètre carré : 1 Wb/m² = {{1 wb_m2 t}} T. Le millitesla vaut {{1 mt t}} T. Le gauss CGS (G) vaut exactement {{1 g t}} T, donc 1 T = {{1 t g}} G et 1 mT = {{1 mt g}} G.",
      "Le champ magnétique terrestre vaut environ 25 à 65 µT à la surface, soit {{0.000025 t g}} à {{0.000065 t g}} G ; un aimant de réfrigérateur donne quelques milliteslas à sa surface, l’induction rémanente d’un aimant au néodyme est d’environ 1 à 1,4 T, et les IRM cliniques fonctionnent à 1,5 T et 3 T. Les gaussmètres et les capteurs à effet Hall affichent des G ou des mT, et les fournisseurs d’aimants indiquent souvent encore des gauss.",
    ],
    useCases: [
      "Convertir des mesures d’aimants et de gaussmètres entre gauss et milliteslas.",
      "Comparer des champs d’IRM et des limites d’exposition en teslas.",
      "Lire des fiches techniques de capteurs à effet Hall en mT ou en G.",
    ],
    example: { context: "le champ de l’aimant d’une IRM" },
    accuracy: {
      definitions:
        "Le weber par mètre carré est le tesla lui-même, le millitesla est un millième de tesla, et le gauss vaut exactement {{1 g t}} T par sa définition CGS : les conversions sont donc exactes.",
    },
    faqs: [
      {
        question: "Combien de gauss y a-t-il dans un tesla ?",
        answer: "Dix mille : 1 T = {{1 t g}} G, donc 1 G = {{1 g t}} T et 1 mT = {{1 mt g}} G.",
      },
    ],
  },
};
