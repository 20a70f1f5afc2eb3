import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/power.ts. */
export const texts: UnitTranslations = {
  "/power": {
    about: [
      "La puissance est le débit auquel l’énergie est transférée ou un travail fourni. Son unité SI est le watt (W), un joule par seconde ({{1 w j_s}} J/s). Les multiples métriques vont du picowatt des récepteurs radio au térawatt des réseaux électriques nationaux : un kilowatt vaut {{1 kw w}} W, un mégawatt {{1 mw kw}} kW. L’énergie est la puissance multipliée par le temps : un kilowatt utilisé pendant une heure représente donc un kilowatt-heure d’énergie.",
      "Le cheval-vapeur a plusieurs définitions, que cette page distingue. Le cheval-vapeur mécanique (impérial) vaut {{1 hp ft_lbf_s}} pieds-livres-force par seconde, soit {{1 hp w}} W. Le cheval-vapeur métrique (PS, CV, pk) vaut {{1 hp_metric kg_m_s}} kilogrammes-force-mètres par seconde, soit exactement {{1 hp_metric w}} W, environ {{1 hp_metric hp}} cheval-vapeur mécanique. Le cheval-vapeur électrique vaut exactement {{1 hp_electric w}} W, et le cheval-vapeur chaudière, qui caractérise les chaudières à vapeur, est bien plus grand : {{1 hp_boiler kw}} kW.",
      "Aux États-Unis, les équipements de chauffage et de climatisation sont caractérisés en BTU par heure : 1 kW vaut {{1 kw btu_h}} BTU/h, et une tonne de réfrigération, la puissance frigorifique qui fait fondre une tonne courte de glace en une journée, vaut {{1 ton_ref btu_h}} BTU/h ou {{1 ton_ref kw}} kW. Le MMBtu/h de cette page est un million de BTU par heure ({{1 mbtu_h kw}} kW), et non mille. Le voltampère (VA, kVA) mesure la puissance électrique apparente ; il se convertit ici à raison d’un watt par VA, mais la puissance active d’une charge en courant alternatif est la valeur en VA multipliée par son facteur de puissance. L’unité listée sous le code solar_mass est la luminosité solaire nominale de l’UAI, la puissance rayonnée par le Soleil ({{1 solar_mass w}} W), et non une masse.",
    ],
    useCases: [
      "Comparer des puissances de moteurs automobiles : 150 kW font {{150 kw hp}} hp (mécaniques) ou {{150 kw hp_metric}} PS, et 300 hp font {{300 hp kw}} kW.",
      "Dimensionner un climatiseur ou une pompe à chaleur : un appareil de 12 000 BTU/h fait {{12000 btu_h kw}} kW, soit {{12000 btu_h ton_ref}} tonne de réfrigération.",
      "Comparer des radiateurs électriques et des chaudières caractérisés en kW et en BTU/h : un radiateur de 3 kW fournit {{3 kw btu_h}} BTU/h.",
      "Choisir un moteur pour une pompe ou un compresseur : un moteur de 5 hp a une puissance mécanique de {{5 hp kw}} kW.",
      "Lire des chiffres de centrales et de réseaux électriques : 1 GW vaut {{1 gw mw}} MW.",
      "Lire des données de calorimétrie en calories par seconde : 1 cal/s (calorie de la table internationale) vaut {{1 cal_s w}} W.",
    ],
    guides: [
      {
        title: "Convertir une puissance à la main",
        content: [
          "Des chevaux-vapeur mécaniques aux kilowatts : multipliez par {{1 hp kw}} ; des kilowatts aux chevaux-vapeur : multipliez par {{1 kw hp}}. Des chevaux-vapeur métriques (PS) aux kilowatts : multipliez par {{1 hp_metric kw}}. Pour une estimation rapide, 4 hp font environ 3 kW ({{4 hp kw}} kW en réalité).",
          "Des kW aux BTU/h : multipliez par {{1 kw btu_h}}. Des BTU/h aux watts : multipliez par {{1 btu_h w}}. Des tonnes de réfrigération aux kW : multipliez par {{1 ton_ref kw}}.",
        ],
      },
      {
        title: "Quel cheval-vapeur ?",
        content: [
          "Les données de voitures et de moteurs américaines et britanniques indiquent généralement le cheval-vapeur mécanique (hp, bhp). Les chiffres d’Europe continentale indiquent souvent le cheval-vapeur métrique (PS en allemand, CV en français, en italien et en espagnol, pk en néerlandais), un peu plus petit : 100 PS font {{100 hp_metric hp}} hp. Les chiffres officiels de l’UE sont en kilowatts, ce qui règle la question.",
          "Le cheval-vapeur électrique, utilisé pour caractériser les moteurs électriques, vaut exactement {{1 hp_electric w}} W. Le cheval-vapeur chaudière ({{1 hp_boiler w}} W) mesure la production de vapeur d’une chaudière, et sa taille est sans rapport avec celle des autres.",
        ],
      },
    ],
    tips: [
      {
        title: "Puissance et énergie sont différentes",
        content: [
          "W, kW et hp sont des débits ; Wh, kWh et BTU sont des quantités. Un appareil de 2 kW qui fonctionne pendant 30 minutes consomme 1 kWh.",
        ],
      },
      {
        title: "Le VA n’est pas toujours le W",
        content: [
          "Pour les transformateurs, les onduleurs et les groupes électrogènes, la valeur en kVA multipliée par le facteur de puissance donne les kW réels. Le convertisseur affiche le même nombre pour les deux.",
        ],
      },
      {
        title: "Écrivez MMBtu/h",
        content: [
          "Un brûleur caractérisé en « MBH » ou en « MBtu/h » s’entend généralement en milliers de BTU par heure ; le MMBtu/h d’ici vaut un million.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de kW fait 1 cheval-vapeur ?",
        answer:
          "Un cheval-vapeur mécanique vaut {{1 hp kw}} kW ({{1 hp w}} W). Un cheval-vapeur métrique (PS) vaut {{1 hp_metric kw}} kW, et un cheval-vapeur électrique {{1 hp_electric kw}} kW.",
      },
      {
        question: "Combien de chevaux-vapeur y a-t-il dans un kilowatt ?",
        answer:
          "Un kilowatt vaut {{1 kw hp}} cheval-vapeur mécanique, soit {{1 kw hp_metric}} cheval-vapeur métrique (PS).",
      },
      {
        question: "Quelle est la différence entre hp et PS ?",
        answer:
          "hp désigne le cheval-vapeur mécanique, {{1 hp ft_lbf_s}} ft·lbf/s soit {{1 hp w}} W. PS désigne le cheval-vapeur métrique, {{1 hp_metric kg_m_s}} kgf·m/s soit {{1 hp_metric w}} W. Un PS vaut {{1 hp_metric hp}} hp.",
      },
      {
        question: "Combien de BTU par heure fait une tonne de climatisation ?",
        answer:
          "Une tonne de réfrigération vaut {{1 ton_ref btu_h}} BTU/h, soit {{1 ton_ref kw}} kW. Un appareil de 2 tonnes évacue donc {{2 ton_ref btu_h}} BTU/h.",
      },
      {
        question: "Comment convertir des watts en BTU par heure ?",
        answer:
          "Multipliez par {{1 w btu_h}}. Par exemple, un radiateur d’appoint de 1 500 W fournit {{1500 w btu_h}} BTU/h. Un BTU/h vaut {{1 btu_h w}} W.",
      },
      {
        question: "Pourquoi la page des puissances propose-t-elle une unité appelée solar_mass ?",
        answer:
          "C’est la luminosité solaire nominale définie par l’UAI en 2015, la puissance rayonnée par le Soleil : {{1 solar_mass w}} W. Ce code est un nom trompeur hérité d’anciennes listes d’unités ; la page désigne l’unité par ce qu’elle est, une puissance, et non une masse.",
      },
    ],
  },
};
