import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/pressure.ts. */
export const texts: UnitTranslations = {
  "/pressure": {
    about: [
      "La pression est une force par unité de surface. Son unité SI est le pascal (Pa), un newton par mètre carré, une petite unité : la pression atmosphérique au niveau de la mer vaut environ 100 000 Pa. L’ingénierie emploie donc le kilopascal, le mégapascal (1 MPa = {{1 mpa n_mm2}} N/mm²) et le bar, qui vaut exactement {{1 bar kpa}} kPa. La météorologie emploie l’hectopascal, identique au millibar (1 hPa = {{1 hpa mbar}} mbar).",
      "L’atmosphère normale (atm) est définie comme exactement {{1 atm pa}} Pa, soit {{1 atm bar}} bar. L’atmosphère technique (at), un kilogramme-force par centimètre carré, vaut {{1 at kpa}} kPa. Aux États-Unis, les pressions s’expriment en livres-force par pouce carré (psi, identique à lbf/in²) : 1 psi vaut {{1 psi kpa}} kPa et 1 bar vaut {{1 bar psi}} psi. Les résistances des matériaux s’expriment en ksi, mille psi ({{1 ksi mpa}} MPa).",
      "Les unités manométriques expriment une pression par la hauteur d’une colonne de liquide. Le millimètre de mercure (mmHg), toujours l’unité de la tension artérielle, vaut {{1 mmhg pa}} Pa ; le torr, défini comme 1/760 d’atmosphère, vaut {{1 torr pa}} Pa, soit une valeur plus petite de moins d’une partie par million. Le pouce de mercure à 32 °F sert aux calages altimétriques et aux bulletins météo américains ({{1 atm inhg_32}} inHg par atmosphère), et les pouces ou millimètres d’eau mesurent les faibles pressions dans les conduits d’air, les cheminées et les conduites de gaz. Chaque unité de colonne indique sa température de référence (0 °C, 4 °C, 32 °F ou 60 °F), car la masse volumique du liquide, et donc la pression de la colonne, en dépend.",
    ],
    useCases: [
      "Gonfler des pneus : les 2,3 bar recommandés font {{2.3 bar psi}} psi, et 35 psi font {{35 psi bar}} bar ou {{35 psi kpa}} kPa.",
      "Lire les pressions nominales des bouteilles de plongée et de gaz : 200 bar font {{200 bar psi}} psi, et 3 000 psi font {{3000 psi bar}} bar.",
      "Comparer des pressions météorologiques : 1 013,25 hPa, la valeur normale au niveau de la mer, font {{1013.25 hpa inhg_32}} inHg.",
      "Convertir des mesures de tension artérielle : 120 mmHg font {{120 mmhg kpa}} kPa.",
      "Travailler avec des résistances de matériaux : une limite d’élasticité de l’acier de 250 MPa fait {{250 mpa ksi}} ksi.",
      "Régler des pressions d’installations de chauffage, de ventilation et de climatisation ou d’appareils à gaz mesurées en pouces d’eau : 1 inH₂O (4 °C) vaut {{1 inh2o_4 pa}} Pa.",
    ],
    guides: [
      {
        title: "Convertir une pression à la main",
        content: [
          "Des bars aux psi : multipliez par {{1 bar psi}} ; des psi aux bars : multipliez par {{1 psi bar}}. 2,5 bar font {{2.5 bar psi}} psi. Pour les kilopascals, 1 psi vaut {{1 psi kpa}} kPa, donc 32 psi font {{32 psi kpa}} kPa, et comme 1 bar vaut {{1 bar kpa}} kPa, bars et kPa ne diffèrent que d’un facteur 100.",
          "Beaucoup d’unités métriques ne diffèrent que d’une puissance de dix : {{1 mpa bar}} bar dans un mégapascal, {{1 bar hpa}} hPa dans un bar, {{1 kpa hpa}} hPa dans un kilopascal. Le kilogramme-force par centimètre carré est proche d’un bar sans lui être égal ({{1 kgf_cm2 bar}} bar), une différence qui compte quand on lit d’anciens manomètres.",
        ],
      },
      {
        title: "Pression relative et pression absolue",
        content: [
          "La plupart des manomètres, comme ceux des pneus et des compresseurs, indiquent la pression relative : la pression au-dessus de l’atmosphère ambiante. La pression absolue y ajoute l’atmosphère, environ {{1 atm psi}} psi ou {{1 atm bar}} bar au niveau de la mer. Les unités psig et psia, ou bar(g) et bar(a), indiquent de laquelle il s’agit.",
          "Ce convertisseur ne change que l’unité : 30 psi relatifs deviennent {{30 psi bar}} bar relatifs. Pour passer de la pression relative à la pression absolue, ajoutez la pression atmosphérique réelle, dans la même unité, après la conversion.",
        ],
      },
    ],
    tips: [
      {
        title: "hPa et mbar, c’est la même chose",
        content: [
          "Les cartes météo en hectopascals et en millibars affichent des nombres identiques : {{1 hpa pa}} Pa chacun.",
        ],
      },
      {
        title: "Précisez la température de la colonne",
        content: [
          "Les pouces de mercure à 32 °F et à 60 °F diffèrent ({{1 inhg_32 pa}} Pa contre {{1 inhg_60 pa}} Pa). Les calages altimétriques utilisent 32 °F.",
        ],
      },
      {
        title: "psi et lbf/in² sont une seule et même unité",
        content: [
          "La page propose les deux noms ; ils se convertissent de façon identique : 1 psi = {{1 psi lbf_in2}} lbf/in² = {{1 psi psf}} lbf/ft².",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de psi y a-t-il dans un bar ?",
        answer:
          "Un bar vaut {{1 bar psi}} psi, et un psi vaut {{1 psi bar}} bar. Le bar vaut exactement {{1 bar pa}} Pa ; le psi est une livre-force par pouce carré, soit {{1 psi pa}} Pa.",
      },
      {
        question: "Que vaut la pression atmosphérique normale en psi, en bar et en kPa ?",
        answer:
          "Une atmosphère normale vaut exactement {{1 atm pa}} Pa : {{1 atm kpa}} kPa, {{1 atm bar}} bar, {{1 atm psi}} psi, {{1 atm mmhg}} mmHg ou {{1 atm torr}} torr.",
      },
      {
        question: "Le mmHg et le torr sont-ils identiques ?",
        answer:
          "Presque. Le torr vaut exactement 1/760 atm ({{1 torr pa}} Pa) ; le millimètre de mercure conventionnel vaut {{1 mmhg pa}} Pa. Ils diffèrent de moins d’une partie par million, ce qui ne compte que pour les travaux de vide de précision.",
      },
      {
        question: "Comment convertir des psi en kPa ?",
        answer:
          "Multipliez par {{1 psi kpa}}. Par exemple, une pression de pneu de 35 psi fait {{35 psi kpa}} kPa. Dans l’autre sens, 1 kPa vaut {{1 kpa psi}} psi.",
      },
      {
        question: "L’hectopascal est-il identique au millibar ?",
        answer:
          "Oui. Un hectopascal vaut {{1 hpa pa}} Pa, et un millibar, un millième de bar, vaut aussi {{1 mbar pa}} Pa ; 1 013,25 hPa font donc {{1013.25 hpa mbar}} mbar.",
      },
      {
        question:
          "Le convertisseur ajoute-t-il la pression atmosphérique pour les psia ou les psig ?",
        answer:
          "Non. Il convertit le nombre dans l’unité que vous lui donnez ; une pression relative reste relative et une pression absolue reste absolue. Ajoutez vous-même l’atmosphère, environ {{1 atm psi}} psi au niveau de la mer, quand vous avez besoin de la pression absolue.",
      },
    ],
  },
};
