import type { MedicalTranslations } from "../medical.ts";

/** The blood-sugar page in French, by English path. */
export const texts: MedicalTranslations = {
  "/blood-sugar-converter": {
    about: [
      "La glycémie (le taux de glucose dans le sang) s’exprime dans l’une de deux unités. Les milligrammes par décilitre (mg/dL) donnent la masse de glucose dans un dixième de litre de sang ou de plasma ; les millimoles par litre (mmol/L) comptent plutôt les molécules de glucose dans un litre, en millimoles. Les deux décrivent la même concentration, si bien qu’une mesure se convertit exactement de l’une à l’autre : 90 mg/dL correspondent à 5,00 mmol/L, et 7,0 mmol/L à 126,1 mg/dL. Les États-Unis utilisent les mg/dL ; le Canada, le Royaume-Uni, l’Australie et la majeure partie de l’Europe utilisent les mmol/L. Un lecteur de glycémie, une application ou un compte rendu de laboratoire indique toujours l’unité employée.",
      "Le lien entre les deux unités est la masse molaire du glucose (C6H12O6), 180,156 g/mol : une millimole de glucose pèse 180,156 mg, et un litre compte dix décilitres, donc 1 mmol/L = 18,0156 mg/dL. Pour convertir, divisez les mg/dL par 18,0156, ou multipliez les mmol/L par 18,0156. Beaucoup de tableaux utilisent les facteurs arrondis 0,0555 (mmol/L par mg/dL) ou 18, qui modifient le dernier chiffre de mesures courantes : 99 mg/dL font 5,50 mmol/L, mais × 0,0555 donne 5,49 ; 3,0 mmol/L font 54,0 mg/dL, mais ÷ 0,0555 donne 54,1 ; et ÷ 18 transforme 100 mg/dL en 5,56 au lieu de 5,55 mmol/L. Ce convertisseur utilise 18,0156 partout et affiche les mmol/L avec 2 décimales et les mg/dL avec 1, comme les lecteurs de glycémie et les comptes rendus de laboratoire.",
    ],
    useCases: [
      "Lire un lecteur de glycémie, une application ou un compte rendu de laboratoire en mmol/L alors que vos repères sont en mg/dL, ou l’inverse",
      "Comparer les mesures de deux appareils ou applications réglés sur des unités différentes",
      "Suivre des articles scientifiques, des recommandations et des forums de pays qui utilisent l’autre unité",
      "Comprendre des résultats d’analyses en voyage ou après un déménagement à l’étranger",
      "Vérifier des conversions dans les devoirs et examens de soins infirmiers, de médecine, de diététique ou de biologie médicale",
      "Relier un résultat d’HbA1c à une glycémie moyenne estimée en mg/dL ou en mmol/L",
    ],
    tips: [
      {
        title: "Vérifiez l’unité avant de comparer",
        content: [
          "Un nombre ne veut rien dire sans son unité. Les mesures en mmol/L sont généralement de petits nombres avec une décimale, comme 5,5, tandis que les mesures en mg/dL comptent généralement deux ou trois chiffres, comme 99. Une valeur de 7 est une mesure ordinaire en mmol/L (126,1 mg/dL), mais serait bien en dessous de toute mesure habituelle en mg/dL. Si vous ne savez pas quelle unité affiche un appareil, regardez son écran ou ses réglages, ou demandez au fabricant ou à votre médecin.",
        ],
      },
      {
        title: "Convertissez la valeur complète, pas une valeur arrondie",
        content: [
          "Arrondir avant de convertir décale le résultat. Le tableau de référence arrondit les limites des plages à une décimale en mmol/L, si bien que 5,6 mmol/L apparaît à la fois comme le haut de « Normale » et le début de « Prédiabète » ; l’indication sous chaque champ, elle, est déterminée à partir de la valeur exacte : 5,5 mmol/L (99,1 mg/dL) est indiqué « Normale », 5,6 mmol/L (100,9 mg/dL) « Prédiabète ». Saisissez la mesure telle que l’appareil ou le compte rendu l’affiche.",
        ],
      },
      {
        title: "Convertir l’unité ne rend pas les résultats comparables",
        content: [
          "La conversion ne change que l’unité. Un lecteur de glycémie au bout du doigt, un capteur de glucose en continu et une analyse de laboratoire mesurent le glucose dans des échantillons différents et à des moments différents, et leurs résultats peuvent différer les uns des autres. Demandez à votre médecin comment les comparer.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quelle est une glycémie à jeun normale ?",
        answer:
          "Cette page classe une mesure à jeun de 70 à 100 mg/dL (environ 3,9 à 5,6 mmol/L) comme « Normale », de plus de 100 à 125 mg/dL comme « Prédiabète », de plus de 125 à 200 mg/dL comme « Élevée », au-delà de 200 mg/dL (11,10 mmol/L) comme « Très élevée » et en dessous de 70 mg/dL comme « Basse ». Les recommandations placent les seuils différemment : l’American Diabetes Association considère une glycémie à jeun de 100 à 125 mg/dL (5,6 à 6,9 mmol/L) comme un prédiabète et de 126 mg/dL (7,0 mmol/L) ou plus, confirmée par un second dosage, comme un diabète, tandis que l’Organisation mondiale de la santé fait commencer l’hyperglycémie modérée à jeun à 110 mg/dL (6,1 mmol/L). Les valeurs de référence varient aussi d’un laboratoire à l’autre, et une mesure prise après un repas n’est pas une mesure à jeun. Demandez à votre médecin ce que vos résultats signifient pour vous.",
      },
      {
        question: "Comment convertir des mg/dL en mmol/L ?",
        answer:
          "Divisez par 18,0156, la masse molaire du glucose (180,156 g/mol) divisée par dix. Par exemple, 100 mg/dL ÷ 18,0156 = 5,55 mmol/L, 126 mg/dL font 6,99 mmol/L et 180 mg/dL font 9,99 mmol/L. Dans l’autre sens, multipliez par 18,0156 : 5,0 mmol/L font 90,1 mg/dL et 7,8 mmol/L font 140,5 mg/dL. Un calcul mental rapide avec 18 suffit pour se faire une idée, mais peut changer le dernier chiffre affiché.",
      },
      {
        question: "Pourquoi les pays utilisent-ils des unités différentes ?",
        answer:
          "Le mg/dL est une concentration massique, l’unité traditionnelle de la biochimie clinique, et les laboratoires des États-Unis expriment toujours le glucose ainsi. La mmol/L est une concentration en quantité de matière, l’unité du Système international d’unités (SI), adoptée par les laboratoires de la plupart des autres pays. Certains pays utilisent les deux : en France, par exemple, les résultats peuvent être donnés en mg/dL à côté des mmol/L. Le glucose est le même ; seule la façon de le compter change.",
      },
      {
        question: "Qu’est-ce que l’HbA1c et quel est son lien avec la glycémie moyenne ?",
        answer:
          "L’HbA1c (hémoglobine glyquée, aussi appelée A1C) est la part de l’hémoglobine des globules rouges à laquelle du glucose est fixé. Elle reflète la glycémie moyenne des deux à trois derniers mois environ, et s’exprime en % (NGSP) ou en mmol/mol (IFCC) : 7,0 % correspondent à 53 mmol/mol. L’étude ADAG en a tiré une glycémie moyenne estimée (eAG) : eAG en mg/dL = 28,7 × HbA1c − 46,7, donc 7 % correspondent à environ 154 mg/dL (8,6 mmol/L). C’est une estimation : la moyenne réelle d’une personne donnée peut être nettement plus haute ou plus basse.",
      },
      {
        question:
          "Puis-je utiliser ce convertisseur pour diagnostiquer un diabète ou une hypoglycémie ?",
        answer:
          "Non. Le convertisseur change d’unité et classe un nombre selon les valeurs de référence de cette page ; il ne doit pas servir à un autodiagnostic, ni à décider ou modifier un traitement. Le diagnostic repose sur des analyses de laboratoire, généralement répétées, interprétées par un professionnel qui connaît vos antécédents, et les valeurs de référence varient selon le laboratoire et les recommandations. Si une mesure vous inquiète, ou si vous ne vous sentez pas bien, contactez un professionnel de santé.",
      },
    ],
    cards: [
      {
        title: "Où l’on utilise les mg/dL",
        places: [
          "États-Unis",
          "Inde (certaines régions)",
          "Japon (certains contextes)",
          "France (avec les mmol/L)",
        ],
      },
      {
        title: "Où l’on utilise les mmol/L",
        places: [
          "Canada, Royaume-Uni, Australie",
          "La plupart des pays européens",
          "Chine, Russie",
          "Une grande partie de l’Asie, de l’Afrique et de l’Amérique du Sud",
        ],
      },
    ],
    hba1c: {
      intro:
        "L’HbA1c, la part de l’hémoglobine à laquelle du glucose est fixé, reflète la glycémie moyenne des deux à trois derniers mois environ. Les laboratoires l’expriment en % (NGSP, comme aux États-Unis) ou en mmol/mol (IFCC, comme au Royaume-Uni et dans une grande partie de l’Europe), deux unités reliées par l’équation maîtresse NGSP/IFCC : mmol/mol = (% − 2,15) × 10,929, donc 6,5 % correspondent à 48 mmol/mol et 7,0 % à 53 mmol/mol. La glycémie moyenne estimée (eAG) vient de l’étude ADAG : eAG en mg/dL = 28,7 × % − 46,7, divisée par 18,0156 pour les mmol/L. Saisissez une valeur de 3 à 20 % ou de 9 à 195 mmol/mol. Il s’agit d’une information, pas d’un diagnostic : demandez à votre médecin ce que signifie votre résultat.",
      faqs: [
        {
          question: "Quelle est la précision de la glycémie moyenne estimée ?",
          answer:
            "C’est la moyenne que l’étude ADAG a observée chez les personnes ayant la même HbA1c, pas une mesure de votre propre glycémie. Les moyennes individuelles se dispersent largement autour d’elle : pour une HbA1c de 7 %, l’intervalle à 95 % de l’étude allait d’environ 123 à 185 mg/dL autour de l’estimation de 154 mg/dL. Une anémie, une perte de sang ou une transfusion récente, une grossesse, une maladie rénale et certains variants de l’hémoglobine peuvent aussi rendre l’HbA1c plus haute ou plus basse que ne le laisserait penser la glycémie moyenne.",
        },
        {
          question: "Puis-je utiliser ici mon résultat d’HbA1c pour diagnostiquer un diabète ?",
          answer:
            "Non. Ce calculateur convertit des unités et estime une moyenne ; il ne doit pas servir à un autodiagnostic ni à modifier un traitement. Les recommandations utilisent bien l’HbA1c pour le diagnostic (le seuil de diabète de l’American Diabetes Association est de 6,5 %, 48 mmol/mol, confirmé par un second dosage), mais le test est alors réalisé en laboratoire avec une méthode standardisée et le résultat est interprété par un professionnel, et les objectifs et valeurs de référence varient selon les recommandations et selon la personne. Parlez de votre résultat avec votre médecin.",
        },
      ],
    },
  },
};
