import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/radiology.ts. */
export const texts: UnitTranslations = {
  "/radiation": {
    about: [
      "Cette page convertit la radioactivité, le nombre de désintégrations nucléaires par seconde dans un échantillon. Son unité SI est le becquerel (Bq), une désintégration par seconde, identique à la désintégration par seconde (dps). Le curie (Ci), à l’origine l’activité d’environ un gramme de radium 226, est défini comme exactement {{1 ci bq}} Bq. Le rutherford (Rd, code rd ici) est une unité obsolète d’un million de désintégrations par seconde, {{1 rd bq}} Bq, soit un mégabecquerel ; ce n’est pas le rad, l’ancienne unité de dose absorbée, qui se trouve sur le convertisseur de dose absorbée.",
      "L’activité est la grandeur dans laquelle on exprime les sources radioactives, les doses de médecine nucléaire, les contaminations et les mesures de radon. Elle dit combien de désintégrations se produisent, pas quelle énergie atteint un corps : pour l’exposition dans l’air et la dose absorbée, utilisez les convertisseurs d’exposition aux rayonnements et de dose absorbée.",
    ],
    useCases: [
      "Convertir l’activité de sources entre curies et becquerels.",
      "Lire en MBq ou en mCi la littérature historique en rutherfords.",
      "Comparer des comptages de désintégrations en dps au certificat d’une source en Bq.",
    ],
    example: { context: "l’activité d’une source" },
    accuracy: {
      definitions:
        "Chaque unité de cette page est définie exactement : 1 Bq = 1 dps, le curie vaut exactement {{1 ci bq}} Bq par accord international, et le rutherford {{1 rd bq}} Bq.",
      caveat:
        "Les résultats inférieurs à 0,000001, comme 1 Bq en curies ({{1 bq ci}} Ci), s’affichent en notation scientifique.",
    },
    faqs: [
      {
        question: "rd est-il le rad ?",
        answer:
          "Non. Sur cette page, rd est le rutherford, une unité d’activité ({{1 rd bq}} désintégrations par seconde). Le rad est une unité de dose absorbée (0,01 gray) et ne peut pas être converti en becquerels, car la dose dépend de l’énergie du rayonnement et de ce qui l’absorbe.",
      },
    ],
  },
  "/radiation-activity": {
    about: [
      "La radioactivité (activité) est le nombre de noyaux qui se désintègrent par seconde. Son unité SI est le becquerel (Bq), une désintégration par seconde. L’ancien curie (Ci) est défini comme exactement {{1 ci bq}} Bq, proche de l’activité d’un gramme de radium 226 ; ainsi 1 mCi = {{1 mci bq}} Bq ({{1 mci mega_bq}} MBq) et 1 µCi = {{1 µci bq}} Bq. Comme le curie est très grand et le becquerel très petit, les valeurs réelles portent en général des préfixes : MBq et GBq en SI, mCi et µCi dans la pratique américaine.",
      "Dans la plupart des pays, la médecine nucléaire prescrit les doses en MBq, tandis que la pratique américaine utilise encore le mCi ; les sources scellées, la radiographie industrielle et les isotopes de laboratoire sont étiquetés dans les deux unités. Les niveaux dans l’environnement se donnent par volume ou par masse : le radon dans l’air en Bq/m³ ou en pCi/L (1 pCi vaut {{1e-12 ci bq}} Bq, donc 1 pCi/L = 37 Bq/m³), et un détecteur de fumée domestique à ionisation contient environ 1 µCi d’américium 241, ou moins.",
    ],
    useCases: [
      "Convertir des doses de médecine nucléaire entre mCi et MBq.",
      "Lire des certificats de sources et des documents de transport qui donnent l’activité en Ci et en Bq.",
      "Convertir des résultats de radon entre pCi/L et Bq/m³ grâce au facteur curie–becquerel.",
    ],
    accuracy: {
      definitions:
        "Le curie est défini comme exactement {{1 ci bq}} Bq, et ses multiples (du kCi au pCi) comme ceux du becquerel sont des pas décimaux exacts : chaque conversion est donc exacte.",
      caveat:
        "L’activité d’une source réelle décroît avec le temps selon sa période radioactive : la valeur d’un certificat ne vaut qu’à sa date de référence.",
    },
    faqs: [
      {
        question: "Comment convertir des mCi en MBq ?",
        answer:
          "Multipliez par {{1 mci mega_bq}} : 1 mCi = {{1 mci bq}} Bq = {{1 mci mega_bq}} MBq. Dans l’autre sens, 1 MBq = {{1 mega_bq mci}} mCi, donc 100 MBq font {{100 mega_bq mci}} mCi.",
      },
    ],
  },
  "/radiation-exposure": {
    about: [
      "L’exposition aux rayonnements mesure l’ionisation que les rayons X ou gamma produisent dans l’air : la charge électrique des ions créés par unité de masse d’air. Son unité SI est le coulomb par kilogramme (C/kg). Le röntgen (R) est l’ancienne unité d’ionisation dans l’air, défini comme exactement {{1 r c_kg}} C/kg ; le milliröntgen et le microröntgen en sont le millième et le millionième.",
      "L’exposition ne s’applique qu’aux rayonnements X et gamma dans l’air, et ce n’est pas une dose. Les radiamètres et les anciens dosimètres affichent des mR/h ou des µR/h (le bruit de fond naturel va en général de quelques µR/h à environ 20 µR/h), et l’ancienne littérature de radiologie et de protection civile utilise le röntgen. Pour les rayons gamma, une exposition de 1 R correspond à une dose absorbée d’environ 8,76 mGy dans l’air et d’un peu moins de 0,01 Gy dans les tissus mous, d’où la règle empirique 1 R ≈ 1 rad.",
    ],
    useCases: [
      "Convertir entre unités les mesures d’anciens radiamètres (mR/h, µR/h).",
      "Traduire des expositions historiques en röntgens dans l’unité SI, le C/kg.",
      "Comparer des mesures de bruit de fond en µR aux limites d’un instrument en mR.",
    ],
    example: {
      note: "Les débits comme les µR/h se convertissent de la même façon, l’heure restant des deux côtés.",
    },
    accuracy: {
      definitions:
        "Le röntgen est défini comme exactement {{1 r c_kg}} C/kg (NIST SP 811), et le kR, le mR et le µR en sont des pas décimaux exacts.",
      caveat:
        "Passer de l’exposition à la dose absorbée (Gy) ou à la dose efficace (Sv) ne se fait pas avec un facteur fixe : cela dépend de l’énergie du rayonnement et du matériau.",
    },
    faqs: [
      {
        question: "Comment convertir des röntgens en grays ou en sieverts ?",
        answer:
          "Pas avec un facteur unique, car l’exposition est une ionisation dans l’air alors que le gray et le sievert sont des doses. Pour les rayons gamma dans les tissus mous, 1 R donne environ 0,0095 Gy, et pour ce type de rayonnement la dose équivalente en Sv a la même valeur numérique que la dose absorbée en Gy ; le convertisseur de dose absorbée convertit entre Gy, rad, mGy et µGy.",
      },
    ],
  },
  "/radiation-absorbed-dose": {
    about: [
      "La dose absorbée est l’énergie qu’un rayonnement ionisant dépose par unité de masse de matière. Son unité SI est le gray (Gy), un joule par kilogramme. Le rad (de l’anglais « radiation absorbed dose ») est l’ancienne unité CGS de 100 ergs par gramme, exactement {{1 rad gy}} Gy, donc 1 Gy = {{1 gy rad}} rad et 1 rad = {{1 rad mgy}} mGy. L’imagerie médicale travaille en milligrays et en micrograys.",
      "La radiothérapie prescrit les doses en Gy (couramment environ 2 Gy par séance quotidienne), les scanners indiquent leur indice de dose en mGy, et des doses au corps entier supérieures à environ 1 Gy provoquent un syndrome d’irradiation aiguë. Le gray mesure une énergie physique ; le sievert (Sv), qui a la même dimension J/kg, la pondère selon l’effet biologique du type de rayonnement et du tissu : le Gy et le Sv ne sont donc pas interchangeables en général. Le rad est aussi différent du rd (rutherford), une unité d’activité.",
    ],
    useCases: [
      "Convertir des doses de radiothérapie et de radiobiologie entre rad et Gy (1 cGy = 1 rad).",
      "Lire des rapports de dose de scanner et de radiographie en mGy à côté de valeurs anciennes en rad ou en mrad.",
      "Convertir des données de dosimètres et d’étalonnage entre Gy, mGy et µGy.",
    ],
    example: { context: "une séance de radiothérapie" },
    accuracy: {
      definitions:
        "Le gray vaut un joule par kilogramme et le rad exactement {{1 rad gy}} Gy (100 erg/g), les unités préfixées du gray et du rad étant des pas décimaux exacts : chaque conversion est donc exacte.",
      caveat:
        "La page ne convertit que la dose absorbée ; passer des Gy aux Sv demande des facteurs de pondération pour le rayonnement et le tissu.",
    },
    faqs: [
      {
        question: "Un gray est-il la même chose qu’un sievert ?",
        answer:
          "Ce sont tous deux des joules par kilogramme, mais le gray est une énergie absorbée et le sievert une dose pondérée selon l’effet biologique. Pour les rayons X, les rayons gamma et les électrons, le facteur de pondération du rayonnement vaut 1 : 1 Gy correspond donc à 1 Sv de dose équivalente ; pour les particules alpha, le facteur vaut 20.",
      },
    ],
  },
};
