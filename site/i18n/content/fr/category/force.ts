import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/force.ts. */
export const texts: UnitTranslations = {
  "/force": {
    about: [
      "La force est ce qui modifie le mouvement d’un corps : d’après la deuxième loi de Newton, elle est égale à la masse multipliée par l’accélération. Son unité SI est le newton (N), la force qui communique à une masse d’un kilogramme une accélération d’un mètre par seconde carrée (1 N = 1 kg·m/s²). Le kilonewton ({{1 kn n}} N) est courant en génie civil et en génie mécanique. Dans l’ancien système CGS, l’unité est la dyne, {{1 dyn n}} N ; un newton vaut donc {{1 n dyn}} dynes.",
      "Les unités de force gravitationnelles sont définies comme le poids d’une masse étalon sous la pesanteur normale, g₀ = 9,80665 m/s² exactement. Le kilogramme-force (kgf, aussi appelé kilopond) est le poids d’un kilogramme, exactement {{1 kgf n}} N. La livre-force (lbf) est le poids d’une livre avoirdupois, 0,45359237 kg × 9,80665 m/s², un produit exact qui s’arrondit à {{1 lbf n}} N. Comme ce sont deux poids de masses, 1 kgf vaut {{1 kgf lbf}} lbf, le même rapport qu’entre le kilogramme et la livre.",
      "Le poundal (pdl) appartient au système absolu pied-livre-seconde : c’est la force qui accélère une livre d’un pied par seconde carrée, {{1 pdl n}} N. Une livre-force vaut {{1 lbf pdl}} poundals, la valeur numérique de g₀ en pieds par seconde carrée. La confusion la plus fréquente sur cette page est celle entre masse et force : le kilogramme et la livre sont des masses, le kilogramme-force et la livre-force sont des forces, et à la surface de la Terre une masse de 1 kg pèse environ {{1 kgf n}} N.",
    ],
    useCases: [
      "Lire la poussée de moteurs, donnée en newtons, en kilonewtons ou en livres-force : une poussée de 100 kN vaut {{100 kn lbf}} lbf.",
      "Vérifier la résistance nominale de cordes, d’ancrages, de boulons et de matériel d’escalade, souvent donnée en kN : la résistance de 22 kN d’un mousqueton correspond à {{22 kn kgf}} kgf ou {{22 kn lbf}} lbf.",
      "Convertir les mesures de ressorts, de balances et de capteurs de force entre unités métriques et américaines : 50 N valent {{50 n lbf}} lbf.",
      "Résoudre des problèmes de physique qui mélangent unités CGS et SI : 5 000 dyn valent {{5000 dyn n}} N.",
      "Interpréter d’anciennes données techniques européennes en kilogrammes-force ou en kiloponds : 250 kgf valent {{250 kgf kn}} kN.",
    ],
    guides: [
      {
        title: "Convertir une force à la main",
        content: [
          "Des livres-force aux newtons : multipliez par {{1 lbf n}}. Des newtons aux livres-force : multipliez par {{1 n lbf}}. Par exemple, 50 lbf valent {{50 lbf n}} N, et 100 N valent {{100 n lbf}} lbf.",
          "Des kilogrammes-force aux newtons : multipliez par {{1 kgf n}}, l’accélération normale de la pesanteur. Pour une estimation rapide, beaucoup d’ingénieurs prennent 10, ce qui surestime le résultat d’environ 2 % ; le convertisseur utilise la valeur exacte, si bien que 20 kgf valent {{20 kgf n}} N.",
        ],
      },
      {
        title: "Masse, poids et force",
        content: [
          "Une balance qui affiche « 70 kg » mesure la force de pesanteur exercée sur un corps et la divise par une valeur supposée de g. La masse est de 70 kg ; la force vaut environ {{70 kgf n}} N, soit {{70 kgf lbf}} lbf, sous la pesanteur normale. La pesanteur réelle varie légèrement avec la latitude et l’altitude, mais le kilogramme-force et la livre-force sont définis avec la valeur normale fixe de 9,80665 m/s².",
          "Pour convertir une masse en force de poids, multipliez-la par g : des kilogrammes multipliés par 9,80665 donnent des newtons. Pour convertir des unités de masse (kg en lb), utilisez plutôt le convertisseur de poids.",
        ],
      },
    ],
    tips: [
      {
        title: "lb est une masse, lbf une force",
        content: [
          "Les spécifications techniques écrivent lbf (ou parfois lb) pour une force. Quand une valeur en « livres » (« pounds ») décrit une poussée, une traction ou une charge, il s’agit de livres-force.",
        ],
      },
      {
        title: "Le kilopond équivaut au kilogramme-force",
        content: [
          "Les anciennes données allemandes et d’Europe de l’Est en kp (kilopond) emploient la même unité que le kgf : {{1 kgf n}} N.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de newtons y a-t-il dans une livre-force ?",
        answer:
          "Une livre-force vaut {{1 lbf n}} N, et un newton vaut {{1 n lbf}} lbf. La livre-force est le poids d’une livre sous la pesanteur normale (9,80665 m/s²).",
      },
      {
        question: "Combien de newtons fait 1 kg ?",
        answer:
          "Un kilogramme est une masse, pas une force, mais sous la pesanteur normale il pèse 1 kgf, soit exactement {{1 kgf n}} N. Sur la Lune, ce même kilogramme pèserait environ six fois moins.",
      },
      {
        question: "Quelle est la différence entre kgf et N ?",
        answer:
          "Le newton est l’unité SI de force. Le kilogramme-force est le poids de 1 kg sous la pesanteur normale : 1 kgf = {{1 kgf n}} N, donc 1 N = {{1 n kgf}} kgf.",
      },
      {
        question: "Combien de livres-force y a-t-il dans un kilonewton ?",
        answer:
          "Un kilonewton vaut {{1 kn lbf}} lbf, soit {{1 kn kgf}} kgf. Une charge de 10 kN vaut {{10 kn lbf}} lbf.",
      },
      {
        question: "Qu’est-ce qu’un poundal ?",
        answer:
          "La force qui donne à une masse d’une livre une accélération d’un pied par seconde carrée : {{1 pdl n}} N. Il vaut environ {{1 pdl lbf}} livre-force et se rencontre surtout dans d’anciens textes de physique.",
      },
    ],
  },
};
