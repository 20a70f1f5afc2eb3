import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/speed.ts. */
export const texts: UnitTranslations = {
  "/speed": {
    about: [
      "La vitesse est la distance parcourue par unité de temps. Son unité SI est le mètre par seconde (m/s). Dans la plupart des pays, la circulation routière utilise le kilomètre par heure : comme une heure compte 3 600 secondes, 1 m/s vaut exactement {{1 m_s km_h}} km/h et 1 km/h vaut {{1 km_h m_s}} m/s. La page combine aussi les millimètres, centimètres et mètres avec les secondes, minutes et heures pour les processus lents, comme les avances d’usinage et les intensités de pluie.",
      "Les États-Unis et le Royaume-Uni signalent les vitesses routières en miles par heure. Comme le mile vaut exactement {{1 mi_h km_h}} km, 1 mph vaut exactement {{1 mi_h km_h}} km/h, soit {{1 mi_h m_s}} m/s, et 100 km/h font {{100 km_h mi_h}} mph. Le pied par seconde ({{1 ft_s m_s}} m/s exactement) est courant dans l’ingénierie et la balistique américaines. En mer et dans les airs, l’unité est le nœud, un mille marin par heure, soit exactement {{1 knot km_h}} km/h ; l’ancien nœud de l’Amirauté britannique ({{1 knot_uk ft_h}} pieds par heure) vaut {{1 knot_uk knot}} nœud international.",
      "Certaines entrées sont des grandeurs physiques plutôt que des unités. Mach 1 est la vitesse locale du son, qui dépend de la température de l’air ; la page la propose pour l’air sec à 20 °C ({{1 mach_20c km_h}} km/h) et pour la stratosphère standard à −56,5 °C ({{1 mach_si km_h}} km/h), chacune avec son libellé. La vitesse de la lumière dans le vide est exacte par définition ({{1 c km_s}} km/s), tandis que les vitesses du son dans l’eau douce et dans l’eau de mer et les vitesses cosmiques sont des valeurs typiques, indiquées dans leurs libellés.",
    ],
    useCases: [
      "Conduire à l’étranger : une limite de 50 km/h en ville fait {{50 km_h mi_h}} mph, et une limite de 70 mph sur autoroute fait {{70 mi_h km_h}} km/h.",
      "Lire des vitesses de vent, que les prévisions donnent en km/h, m/s, mph ou nœuds : 15 m/s font {{15 m_s km_h}} km/h ou {{15 m_s knot}} nœuds.",
      "Comparer des allures de course à pied et de vélo : 12 km/h font {{12 km_h m_s}} m/s ou {{12 km_h mi_h}} mph.",
      "Convertir des vitesses de bateaux et d’avions : 450 nœuds font {{450 knot km_h}} km/h ou {{450 knot mi_h}} mph.",
      "Régler des avances de machines données en mm/min ou en in/min : 500 mm/min font {{500 mm_min in_min}} in/min.",
      "Vérifier des données de projectiles et de balistique en pieds par seconde : 1 000 ft/s font {{1000 ft_s m_s}} m/s.",
    ],
    guides: [
      {
        title: "Convertir une vitesse à la main",
        content: [
          "Des km/h aux mph : multipliez par {{1 km_h mi_h}}, ou divisez par {{1 mi_h km_h}}. Des mph aux km/h : multipliez par {{1 mi_h km_h}}. Par exemple, 60 mph font {{60 mi_h km_h}} km/h, et 120 km/h font {{120 km_h mi_h}} mph.",
          "Des m/s aux km/h : multipliez par {{1 m_s km_h}} ; des km/h aux m/s : divisez par {{1 m_s km_h}}. Ainsi, 10 m/s font {{10 m_s km_h}} km/h et 90 km/h font {{90 km_h m_s}} m/s. Des nœuds aux km/h : multipliez par {{1 knot km_h}} ; des nœuds aux mph : multipliez par {{1 knot mi_h}}.",
        ],
      },
      {
        title: "Nombres de Mach",
        content: [
          "Un nombre de Mach est une vitesse divisée par la vitesse locale du son, et la vitesse du son dans l’air augmente avec la température. Mach 1 dans l’air sec à 20 °C vaut {{1 mach_20c m_s}} m/s, mais au-dessus de 11 km, là où l’atmosphère standard est à −56,5 °C, il ne vaut que {{1 mach_si m_s}} m/s.",
          "Utilisez l’entrée Mach dont la température correspond à votre cas, ou mieux, calculez la vitesse du son pour la température réelle de l’air. Un facteur « Mach » unique et fixe n’est qu’une approximation.",
        ],
      },
    ],
    tips: [
      {
        title: "Le nœud est une unité marine",
        content: [
          "Un nœud vaut {{1 knot mi_h}} mph, et non 1 mph. Les vitesses aériennes et maritimes sont presque toujours exprimées en nœuds.",
        ],
      },
      {
        title: "m/s et km/h",
        content: [
          "Le facteur entre m/s et km/h vaut exactement {{1 m_s km_h}} : divisez les km/h par ce facteur pour obtenir des m/s, multipliez les m/s par ce facteur pour obtenir des km/h.",
        ],
      },
    ],
    faqs: [
      {
        question: "Comment convertir des km/h en mph ?",
        answer:
          "Multipliez par {{1 km_h mi_h}}. Par exemple, 100 km/h font {{100 km_h mi_h}} mph. Le facteur inverse exact est {{1 mi_h km_h}}, la longueur d’un mile en kilomètres.",
      },
      {
        question: "Combien de km/h fait 1 mph ?",
        answer:
          "Exactement {{1 mi_h km_h}} km/h, car le mile international est défini comme {{1 mi_h km_h}} km. 60 mph font {{60 mi_h km_h}} km/h.",
      },
      {
        question: "Comment convertir des m/s en km/h ?",
        answer:
          "Multipliez par {{1 m_s km_h}} : un kilomètre fait 1 000 m et une heure 3 600 s, et 3 600/1 000 = 3,6. Ainsi, 25 m/s font {{25 m_s km_h}} km/h.",
      },
      {
        question: "À quelle vitesse correspond un nœud ?",
        answer:
          "Un nœud est un mille marin par heure : exactement {{1 knot km_h}} km/h, soit {{1 knot mi_h}} mph ou {{1 knot m_s}} m/s.",
      },
      {
        question: "À quelle vitesse correspond Mach 1 ?",
        answer:
          "Cela dépend de la température de l’air. Dans l’air sec à 20 °C, Mach 1 vaut {{1 mach_20c km_h}} km/h ({{1 mach_20c mi_h}} mph) ; à −56,5 °C, dans la stratosphère, il vaut {{1 mach_si km_h}} km/h.",
      },
      {
        question: "Que vaut la vitesse de la lumière en km/s et en mph ?",
        answer:
          "La vitesse de la lumière dans le vide vaut exactement {{1 c m_s}} m/s, valeur fixée par la définition du mètre : {{1 c km_s}} km/s, soit {{1 c mi_h}} mph.",
      },
    ],
  },
};
