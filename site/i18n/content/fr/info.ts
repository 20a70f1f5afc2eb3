import type { InfoWords } from "../../../content/info/index.ts";

/** French words of the site's own pages (site/content/info/, whose files say what each is). */
export const info: InfoWords = {
  about: {
    mission: {
      title: "Notre mission",
      text: "{site} a pour but de rendre la conversion d’unités rapide, claire et juste pour tous : élèves et étudiants, cuisiniers, voyageurs, ingénieurs, et tous ceux qui ont simplement besoin d’un chiffre fiable. Tous les convertisseurs sont gratuits, fonctionnent dans n’importe quel navigateur récent et affichent le résultat pendant la saisie.",
    },
    offers: {
      title: "Ce que nous proposons",
      items: [
        "Le [convertisseur express](/) de la page d’accueil, pour les conversions rapides du quotidien sans quitter la page.",
        "[Des pages de conversion pour plus de 70 catégories](/sitemap), de la longueur, du poids et de la température à la chaleur, aux fluides, à la lumière, à l’électricité, au magnétisme et à la radiologie.",
        "[Des pages consacrées à une seule paire d’unités](/cm-to-in) pour les conversions les plus recherchées, comme les centimètres en pouces ou les kilogrammes en livres.",
        "Un [convertisseur de casse](/case) pour passer un texte en MAJUSCULES, en minuscules, en Initiales En Majuscules, en camelCase et bien plus.",
        "Un [convertisseur de bases numériques](/number-base) pour le binaire, l’octal, le décimal, l’hexadécimal et toute base de 2 à 36.",
        "Un [convertisseur de devises](/currency-converter) fondé sur les taux de référence de la Banque centrale européenne, ainsi qu’un convertisseur de cryptomonnaies aux cours actuels du marché.",
        "Un [convertisseur de glycémie](/blood-sugar-converter) entre mg/dL et mmol/L, avec les valeurs de référence.",
        "Des [guides](/guides) qui expliquent les conversions les plus courantes et les pièges à éviter.",
      ],
    },
    categories: {
      title: "Catégories",
      physical: { title: "Unités physiques", intro: "Les mesures de la vie quotidienne :" },
      technical: {
        title: "Unités techniques",
        intro: "Les grandeurs de la science et de l’ingénierie :",
      },
      more: "Sans oublier les unités d’électricité (charge, courant, potentiel, résistance, capacité, inductance), de magnétisme, de radiologie, de lumière, de fluides (débit, viscosité, concentration) et de chaleur (conductivité thermique, flux thermique, capacité thermique massique).",
      sitemap: "Le [plan du site](/sitemap) recense toutes les pages de conversion.",
    },
    accuracy: {
      title: "Exactitude",
      items: [
        "Chaque unité est définie une seule fois, par sa valeur exacte en unités SI, d’après le guide NIST Special Publication 811, la Brochure sur le SI du Bureau international des poids et mesures et GNU units.",
        "Des tests automatiques confrontent ces définitions à GNU units, un programme de conversion indépendant et largement utilisé.",
        "Les définitions exactes restent exactes : 1 pouce vaut 2,54 cm et 1 livre 0,45359237 kg, pas une approximation arrondie.",
        "Quand un nom d’unité a plusieurs sens, comme le gallon américain et le gallon impérial, ou la Calorie alimentaire et la calorie, la page précise lequel elle utilise.",
        "Les résultats s’affichent avec 6 décimales au plus (2 pour les températures), les valeurs très grandes ou très petites en notation scientifique, et jamais avec des artefacts de calcul en virgule flottante comme 0,30000000000000004.",
      ],
    },
    why: {
      title: "Pourquoi choisir {site}",
      items: [
        "Plus de 70 catégories d’unités, des plus courantes aux plus techniques.",
        "Les conversions courantes à portée de clic, chacune sur sa propre page.",
        "Des algorithmes exacts : des définitions exactes, vérifiées par des tests automatiques.",
        "Une interface adaptée aux mobiles, aussi à l’aise sur le petit écran d’un téléphone que sur un grand moniteur.",
        "Gratuit, sans inscription ni compte.",
        "Des formules et des définitions fondées sur les normes internationales.",
      ],
    },
  },
  guides: {
    guides: {
      length: {
        title: "Guide de conversion des longueurs",
        description: "Longueurs métriques et impériales, avec les facteurs exacts.",
        blocks: [
          "Depuis l’accord international sur le yard et la livre de 1959, les longueurs des systèmes impérial et américain sont définies exactement en mètres :",
          {
            list: [
              "1 pouce = 2,54 cm = 25,4 mm",
              "1 pied = 12 pouces = 0,3048 m",
              "1 yard = 3 pieds = 0,9144 m",
              "1 mile = 5 280 pieds = 1,609344 km",
              "1 mille marin = 1 852 m",
            ],
          },
          "Dans l’autre sens, les facteurs ne sont pas des nombres ronds : 1 m ≈ 3,28084 ft ≈ 39,3701 in, et 1 km ≈ 0,621371 mi. Au sein du système métrique, les préfixes ne font que déplacer la virgule : 1 km = 1 000 m et 1 m = 100 cm = 1 000 mm.",
        ],
      },
      weight: {
        title: "Guide de conversion des poids et masses",
        description: "Kilogrammes, livres, onces, stones et les trois tonnes.",
        blocks: [
          {
            list: [
              "1 livre (lb) = 0,45359237 kg exactement, donc 1 kg ≈ 2,20462 lb",
              "1 lb = 16 onces ; 1 once (oz) = 28,349523125 g",
              "1 stone = 14 lb = 6,35029318 kg",
              "1 tonne métrique = 1 000 kg ; 1 tonne courte américaine = 2 000 lb = 907,18474 kg ; 1 tonne longue britannique = 2 240 lb = 1 016,0469088 kg",
              "1 once troy (celle des métaux précieux) = 31,1034768 g, soit environ 9,7 % de plus qu’une once ordinaire",
            ],
          },
          "À strictement parler, kilogrammes et livres mesurent une masse ; dans le langage courant, « poids » désigne la même chose, et les facteurs ci-dessus s’appliquent.",
        ],
      },
      temperature: {
        title: "Guide de conversion des températures",
        description: "Celsius, Fahrenheit et Kelvin : un décalage en plus d’un facteur.",
        blocks: [
          "Les échelles de température n’ont pas le même zéro, si bien qu’une conversion demande un décalage en plus d’un facteur :",
          {
            list: [
              "°F = °C × 9/5 + 32",
              "°C = (°F − 32) × 5/9",
              "K = °C + 273,15",
              "°C = K − 273,15",
            ],
          },
          "Points de repère : l’eau gèle à 0 °C = 32 °F = 273,15 K et bout à environ 100 °C = 212 °F à la pression du niveau de la mer ; 37 °C = 98,6 °F ; −40 °C = −40 °F ; le zéro absolu vaut 0 K = −273,15 °C = −459,67 °F.",
          "Un *écart* de température se convertit avec le seul facteur : une hausse de 10 °C est une hausse de 18 °F, et non de 50 °F, et un écart de 1 °C vaut 1 K et 1,8 °F. Pour les écarts, utilisez le [convertisseur d’écarts de température](/temperature-interval).",
        ],
      },
      area: {
        title: "Guide de conversion des superficies",
        description: "Unités carrées, acres et hectares.",
        blocks: [
          "Les facteurs de superficie sont les carrés des facteurs de longueur. Comme 1 ft = 0,3048 m, 1 ft² = 0,3048² m² = 0,09290304 m², et non 0,3048 m².",
          {
            list: [
              "1 in² = 6,4516 cm²",
              "1 yd² = 0,83612736 m²",
              "1 m² ≈ 10,7639 ft²",
              "1 acre = 43 560 ft² = 4 046,8564224 m²",
              "1 hectare = 10 000 m² (un carré de 100 m de côté) ≈ 2,47105 acres",
              "1 km² = 100 hectares ; 1 mi² = 640 acres ≈ 2,589988 km²",
            ],
          },
        ],
      },
      volume: {
        title: "Guide de conversion des volumes",
        description: "Litres, unités cubes et les deux gallons.",
        blocks: [
          "1 litre = 1 dm³ = 1 000 cm³, 1 mL = 1 cm³ et 1 m³ = 1 000 L. Les facteurs de volume sont les cubes des facteurs de longueur : 1 in³ = 16,387064 cm³ et 1 ft³ = 28,316846592 L.",
          {
            list: [
              "1 gallon américain = 231 in³ = 3,785411784 L",
              "1 gallon impérial (britannique) = 4,54609 L, soit environ 1,20095 gallon américain",
              "1 gallon américain = 4 quarts = 8 pintes = 16 tasses = 128 onces liquides américaines ; 1 once liquide américaine (US fl oz) = 29,5735295625 mL",
              "1 gallon impérial = 160 onces liquides impériales ; 1 once liquide impériale = 28,4130625 mL",
              "1 tasse américaine = 8 US fl oz = 236,5882365 mL ; une tasse métrique fait 250 mL",
            ],
          },
        ],
      },
      energy: {
        title: "Guide de conversion de l’énergie",
        description: "Joules, calories, kilowatt-heures et BTU.",
        blocks: [
          "Le joule (J) est l’unité SI d’énergie : 1 J = 1 watt pendant 1 seconde.",
          {
            list: [
              "1 calorie (cal, thermochimique) = 4,184 J ; la calorie IT (table internationale) vaut 4,1868 J",
              "1 Calorie alimentaire (Cal, kcal) = 1 000 cal = 4 184 J, donc 2 000 Calories font 8 368 kJ",
              "1 kilowatt-heure (kWh) = 1 000 W × 3 600 s = 3,6 MJ exactement",
              "1 BTU (table internationale) = 1 055,05585262 J ; 1 kWh ≈ 3 412,14 BTU",
              "1 électronvolt (eV) = 1,602176634 × 10⁻¹⁹ J exactement",
            ],
          },
          "L’énergie n’est pas la puissance : le watt mesure un débit d’énergie (1 W = 1 J/s), le kilowatt-heure une quantité. Un radiateur de 2 kW qui fonctionne pendant 3 heures consomme 6 kWh = 21,6 MJ.",
        ],
      },
    },
    tryConverter: "Essayer le convertisseur →",
    tips: {
      title: "Conseils et bonnes pratiques de conversion",
      items: [
        {
          title: "Gardez toute la précision jusqu’au bout.",
          text: "N’arrondissez que le résultat final. Arrondir 1 mile à 1,61 km puis convertir en pieds donne 5 282 ft au lieu de 5 280 ft exactement.",
        },
        {
          title: "Sachez de quelle unité il s’agit.",
          text: "Un gallon américain vaut 3,785411784 L, mais un gallon impérial 4,54609 L ; une tonne peut être courte (2 000 lb), longue (2 240 lb) ou métrique (1 000 kg) ; une once peut être avoirdupois, troy, ou une once liquide, qui mesure un volume.",
        },
        {
          title: "Convertissez les écarts de température avec le seul facteur.",
          text: "Un écart de 5 °C est un écart de 9 °F : multipliez par 9/5 sans ajouter 32.",
        },
        {
          title: "Arrondissez à la précision de la mesure.",
          text: "Une planche mesurée à 2,5 m fait environ 8,2 ft ; écrire 8,2021 ft revendique une précision que le mètre ruban n’a jamais eue.",
        },
      ],
    },
  },
  contact: {
    formTitle: "Envoyez-nous un message",
    title: "Coordonnées",
    text: "Une question, une valeur qui vous semble fausse, ou un convertisseur qui manque encore ? Écrivez-nous : nous vous répondrons sous 24 heures.",
    email: "E-mail",
    emailNote: "Nous répondons généralement sous 24 heures les jours ouvrés.",
    address: "Adresse postale",
    hours: "Horaires d’ouverture",
    weekends: "Week-end : fermé",
  },
};
