import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/time.ts. */
export const texts: UnitTranslations = {
  "/time": {
    about: [
      "Le temps se mesure en secondes (s), l’unité de base du SI, définie depuis 1967 par la physique atomique : une seconde correspond à 9 192 631 770 périodes du rayonnement d’une transition du césium 133. Les intervalles plus courts utilisent les préfixes SI, de la milliseconde ({{1 ms s}} s) jusqu’à l’attoseconde, ainsi que le shake de la physique nucléaire ({{1 shake ns}} ns) et le temps de Planck. Les plus longs utilisent les unités de l’horloge et du calendrier : {{1 min s}} secondes dans une minute, {{1 h min}} minutes dans une heure, {{1 d h}} heures dans un jour ; un jour fait donc {{1 d s}} s et une semaine {{1 week h}} heures.",
      "Les mois et les années n’ont pas de durée fixe dans le calendrier : le convertisseur utilise donc des moyennes, et les nomme. Son année est l’année grégorienne moyenne de {{1 year d}} jours ({{1 year s}} s), la moyenne sur le cycle de 400 ans des années bissextiles ; son mois en est le douzième, {{1 month d}} jours. Les décennies, siècles et millénaires, ainsi que les unités de plusieurs années, sont construits à partir de cette même année moyenne. L’année commune de 365 jours et l’année bissextile de {{1 year_leap d}} jours sont des unités distinctes, et l’année julienne d’exactement {{1 year_julian d}} jours est celle qu’emploient les astronomes, par exemple dans l’année-lumière.",
      "Les unités astronomiques de temps suivent la Terre et la Lune. L’année tropique, le cycle moyen des saisons, dure {{1 year_tropical d}} jours ; l’année sidérale, une révolution mesurée par rapport aux étoiles, dure {{1 year_sidereal d}} jours. Le jour sidéral, une rotation mesurée par rapport aux étoiles (en toute rigueur, par rapport au point de l’équinoxe de mars), dure {{1 day_sidereal h}} heures, un peu moins que le jour solaire, et le mois synodique, d’une nouvelle lune à la suivante, dure {{1 month_synodic d}} jours. Le jour de cette page fait exactement {{1 d s}} s ; en UTC, un jour comportant une seconde intercalaire compte une seconde de plus.",
    ],
    useCases: [
      "Convertir en minutes les heures décimales des feuilles de temps : 7,75 h font {{7.75 h min}} minutes, et 45 minutes font {{45 min h}} h.",
      "Planifier des projets et des congés en semaines et en jours : 6 semaines font {{6 week d}} jours, et 90 jours font {{90 d week}} semaines.",
      "Calculer des taux par seconde à partir de chiffres par jour ou par an : un jour compte {{1 d s}} s et une année moyenne {{1 year s}} s.",
      "Lire des spécifications de temporisation en électronique et en informatique : 1 ms vaut {{1 ms μs}} µs, et 1 ns vaut {{1 ns ps}} ps.",
      "Travailler avec des données astronomiques en temps sidéral : un jour sidéral dure {{1 day_sidereal s}} s.",
      "Convertir en jours des durées données en mois ou en années : 18 mois font en moyenne {{18 month d}} jours.",
    ],
    guides: [
      {
        title: "Convertir des durées à la main",
        content: [
          "Des heures aux minutes : multipliez par {{1 h min}} ; des minutes aux heures : divisez par {{1 h min}}. 2,5 h font {{2.5 h min}} min, et 90 min font {{90 min h}} h. Attention : 1,5 h font 1 h et {{0.5 h min}} min, et non 1 h 50 min ; la partie décimale est une fraction d’heure, pas un nombre de minutes.",
          "Des jours aux secondes : multipliez par {{1 d s}}. Des semaines aux heures : multipliez par {{1 week h}}. Pour les années, multipliez par {{1 year d}} jours pour l’année grégorienne moyenne, ou par 365 pour une année calendaire ordinaire ; sur quatre ans, l’écart représente à peu près le jour bissextile.",
        ],
      },
      {
        title: "Quelle année et quel mois ?",
        content: [
          "Une « année » peut désigner une année calendaire (365 ou 366 jours), l’année grégorienne moyenne ({{1 year d}} jours, l’« An » de cette page), l’année julienne ({{1 year_julian d}} jours, utilisée en astronomie) ou l’année tropique ({{1 year_tropical d}} jours, le cycle des saisons). La règle des années bissextiles du calendrier grégorien (une année sur quatre, sauf les années séculaires non divisibles par 400) maintient l’année calendaire proche de l’année tropique.",
          "Les mois du calendrier comptent de 28 à 31 jours : « un mois » dans une conversion est donc une moyenne, {{1 month d}} jours, soit {{1 month week}} semaines. Pour des périodes de facturation ou des contrats, comptez plutôt les jours réels du calendrier.",
        ],
      },
    ],
    tips: [
      {
        title: "Les heures décimales ne sont pas des minutes",
        content: [
          "0,2 h font {{0.2 h min}} minutes, et non 20. Convertissez la partie décimale avant d’écrire une durée en heures et minutes.",
        ],
      },
      {
        title: "Sachez quelle moyenne vous utilisez",
        content: [
          "Les taux par an et par mois dépendent de l’année et du mois choisis. L’année de cette page compte {{1 year d}} jours et son mois {{1 month d}} jours.",
        ],
      },
      {
        title: "Heure d’été",
        content: [
          "Un jour calendaire local où l’on change d’heure dure 23 ou 25 heures. Le jour du convertisseur fait toujours {{1 d h}} heures.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de secondes y a-t-il dans un jour ?",
        answer:
          "Un jour fait {{1 d h}} heures × {{1 h min}} minutes × {{1 min s}} secondes = {{1 d s}} secondes. Un jour UTC qui comporte une seconde intercalaire en compte une de plus.",
      },
      {
        question: "Combien de jours y a-t-il dans une année ?",
        answer:
          "Une année commune compte 365 jours et une année bissextile {{1 year_leap d}}. En moyenne sur le cycle grégorien de 400 ans, une année compte {{1 year d}} jours, la valeur qu’utilise cette page ; l’année julienne des astronomes compte {{1 year_julian d}} jours.",
      },
      {
        question: "Combien de semaines y a-t-il dans une année ?",
        answer:
          "Une année grégorienne moyenne compte {{1 year week}} semaines. Une année commune de 365 jours fait 52 semaines et 1 jour, et une année bissextile 52 semaines et 2 jours.",
      },
      {
        question: "Combien d’heures y a-t-il dans une année ?",
        answer:
          "Une année grégorienne moyenne compte {{1 year h}} heures. Une année commune de 365 jours en compte {{365 d h}} et une année bissextile {{1 year_leap h}}.",
      },
      {
        question: "Combien de jours dure un mois ?",
        answer:
          "Le mois de ce convertisseur est le mois moyen, un douzième d’année grégorienne moyenne : {{1 month d}} jours. Le mois lunaire (synodique), d’une nouvelle lune à la suivante, dure {{1 month_synodic d}} jours.",
      },
      {
        question: "Qu’est-ce qu’un jour sidéral ?",
        answer:
          "Le temps que met la Terre pour faire un tour sur elle-même par rapport aux étoiles (en toute rigueur, par rapport au point de l’équinoxe de mars), soit {{1 day_sidereal h}} heures ou {{1 day_sidereal s}} s. Le jour solaire de {{1 d h}} heures est plus long parce que la Terre avance aussi sur son orbite.",
      },
    ],
  },
};
