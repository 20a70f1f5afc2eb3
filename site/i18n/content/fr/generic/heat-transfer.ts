import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/heat-transfer.ts. */
export const texts: UnitTranslations = {
  "/thermal-resistance": {
    about: [
      "La résistance thermique est l’écart de température nécessaire pour faire passer une unité de flux de chaleur à travers un objet, R = ΔT/Q̇. Son unité SI est le kelvin par watt (K/W), identique au degré Celsius par watt (°C/W), car un écart de température de 1 K est un écart de 1 °C. L’unité américaine est le degré Fahrenheit (ou Rankine) heure par BTU (°F·h/BTU) : 1 °F·h/BTU = {{1 f_btu_h k_w}} K/W, avec le BTU de la table internationale.",
      "L’électronique s’en sert constamment : dissipateurs, pads thermiques et boîtiers de semi-conducteurs sont caractérisés en °C/W (jonction-boîtier, jonction-ambiance), et l’échauffement est la puissance multipliée par la résistance : un dissipateur de 2 °C/W qui évacue 10 W fonctionne 20 °C au-dessus de l’air ambiant. Les valeurs R du bâtiment sont une autre grandeur : elles se rapportent à l’unité d’aire (ft²·°F·h/BTU ou m²·K/W) et ne peuvent donc pas être converties ici ; R-1 en unités américaines vaut environ 0,17611 m²·K/W.",
    ],
    useCases: [
      "Comparer des dissipateurs et des matériaux d’interface thermique caractérisés en °C/W ou en K/W.",
      "Calculer l’échauffement d’un composant : ΔT = P × R.",
      "Convertir les résistances thermiques de conduites ou de parois isolées entre unités SI et américaines.",
    ],
    accuracy: {
      definitions:
        "Le K/W et le °C/W sont la même unité, et 1 °F·h/BTU = (5/9 K × 3 600 s) ÷ 1 055,05585262 J = {{1 f_btu_h k_w}} K/W, avec le BTU exact de la table internationale.",
      caveat: "Les versions Fahrenheit et Rankine sont égales, car les deux degrés valent 5/9 K.",
    },
    faqs: [
      {
        question: "Puis-je convertir ici les valeurs R du bâtiment ?",
        answer:
          "Non. Une valeur R de bâtiment est une résistance thermique par unité d’aire, en ft²·°F·h/BTU ou en m²·K/W, alors que cette page convertit la résistance d’un objet entier en K/W. Pour les valeurs R, multipliez une valeur R américaine par 0,17611 pour obtenir des m²·K/W (RSI), ou divisez une RSI par 0,17611 pour obtenir la valeur américaine.",
      },
    ],
  },
  "/thermal-conductivity": {
    about: [
      "La conductivité thermique (k ou λ) est l’aptitude d’un matériau à conduire la chaleur : le flux de chaleur à travers une unité d’aire, par unité d’épaisseur et par degré d’écart de température, dans la loi de Fourier q = −k·dT/dx. Son unité SI est le watt par mètre kelvin (W/(m·K)). En unités américaines, 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K) ; les anciennes unités métriques, avec la calorie de la table internationale (4,1868 J), donnent 1 kcal/(h·m·°C) = {{1 kcal_h_m_c w_m_k}} W/(m·K) exactement et 1 cal/(s·cm·°C) = {{1 cal_s_cm_c w_m_k}} W/(m·K).",
      "Les valeurs couvrent environ quatre ordres de grandeur : le cuivre environ 400 W/(m·K), l’aluminium environ 200, l’acier au carbone environ 50, le verre environ 1, l’eau environ 0,6, les isolants environ 0,03 à 0,04 et l’air immobile environ 0,026. Aux États-Unis, les fiches d’isolants indiquent souvent une valeur k en BTU·in/(h·ft²·°F), qui vaut un douzième de BTU/(h·ft·°F).",
    ],
    useCases: [
      "Convertir des données de matériaux entre W/(m·K) et BTU/(h·ft·°F).",
      "Calculer les pertes par conduction à travers un mur ou l’isolant d’une conduite, Q = k·A·ΔT/d.",
      "Lire d’anciens manuels en kcal/(h·m·°C) ou en cal/(s·cm·°C).",
      "Comparer des matériaux d’interface thermique et des métaux de diffuseurs de chaleur.",
    ],
    example: { context: "la conductivité de la laine minérale" },
    accuracy: {
      definitions:
        "Chaque unité est définie exactement à partir du BTU (1 055,05585262 J) et de la calorie (4,1868 J) de la table internationale, du pied (0,3048 m), de l’heure (3 600 s) et du degré Fahrenheit (5/9 K) : 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K) n’est donc arrondi qu’à l’écran.",
      caveat:
        "Les valeurs des matériaux elles-mêmes varient avec la température, la masse volumique et l’humidité.",
    },
    faqs: [
      {
        question: "Comment convertir une valeur k en BTU·in/(h·ft²·°F) en W/(m·K) ?",
        answer:
          "Divisez-la par 12 pour obtenir des BTU/(h·ft·°F) (un pouce est un douzième de pied), puis convertissez : une valeur k de 0,24 BTU·in/(h·ft²·°F) fait 0,02 BTU/(h·ft·°F), soit {{0.02 btu_h_ft_f w_m_k}} W/(m·K).",
      },
    ],
  },
  "/heat-flux-density": {
    about: [
      "La densité de flux thermique (flux thermique, ou éclairement énergétique quand la chaleur arrive sous forme de rayonnement) est le flux de chaleur à travers une unité d’aire. Son unité SI est le watt par mètre carré (W/m²). En unités américaines, 1 BTU/(h·ft²) = {{1 btu_h_ft2 w_m2}} W/m² (BTU de la table internationale) ; dans les anciennes unités métriques fondées sur la calorie de la table internationale, 1 kcal/(h·m²) = {{1 kcal_h_m2 w_m2}} W/m² exactement et 1 cal/(s·cm²) = {{1 cal_s_cm2 w_m2}} W/m².",
      "L’énergie solaire en est l’exemple le plus connu : au-dessus de l’atmosphère, la lumière du Soleil apporte environ 1 361 W/m², et les panneaux solaires sont caractérisés sous un éclairement normalisé de 1 000 W/m², soit {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²). Le flux thermique décrit aussi les pertes à travers les parois des bâtiments, la charge thermique de l’électronique, l’ébullition et le refroidissement dans les échangeurs, et le rayonnement reçu d’un incendie, en général donné en kW/m².",
    ],
    useCases: [
      "Convertir un éclairement solaire entre W/m² et BTU/(h·ft²).",
      "Calculer les pertes de chaleur à travers un mur ou une fenêtre à partir d’un flux et d’une aire.",
      "Comparer des seuils de rayonnement thermique de l’ingénierie incendie en kW/m² avec des données américaines.",
    ],
    accuracy: {
      definitions:
        "Chaque unité est définie exactement en W/m² : le BTU de la table internationale (1 055,05585262 J) par heure et par pied carré (0,3048² m²), et la calorie de la table internationale (4,1868 J) par seconde et par centimètre carré ou, en kilocalories, par heure et par mètre carré.",
      caveat: "Les résultats ne sont arrondis que pour l’affichage.",
    },
    faqs: [
      {
        question: "Comment convertir des kW/m² en BTU/(h·ft²) ?",
        answer:
          "Multipliez la valeur en kW/m² par 1 000 et saisissez-la en W/m² : 1 kW/m² = 1 000 W/m² = {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²).",
      },
    ],
  },
  "/heat-transfer-coefficient": {
    about: [
      "Un coefficient de transfert thermique est le flux de chaleur par degré d’écart de température, h = q/ΔT, ou, pour une paroi ou une fenêtre entière, le coefficient global U. Son unité SI est le watt par mètre carré kelvin (W/(m²·K)). En unités américaines, 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K) ; avec la calorie de la table internationale, 1 kcal/(h·m²·°C) = {{1 kcal_h_m2_c w_m2_k}} W/(m²·K) exactement et 1 cal/(s·cm²·°C) = {{1 cal_s_cm2_c w_m2_k}} W/(m²·K).",
      "Les coefficients U des fenêtres et des murs sont donnés en W/(m²·K) en Europe et sous forme de « U-factor » en BTU/(h·ft²·°F) aux États-Unis ; plus la valeur est basse, meilleure est l’isolation. Les coefficients de convection vont de quelques W/(m²·K) pour l’air immobile à des dizaines de milliers pour l’eau en ébullition ou en condensation. U est l’inverse de la valeur R rapportée à l’aire : U en W/(m²·K) = 1/RSI.",
    ],
    useCases: [
      "Comparer le « U-factor » américain d’une fenêtre à un coefficient U européen : U-0,30 fait {{0.3 btu_h_ft2_f w_m2_k}} W/(m²·K).",
      "Convertir des coefficients de convection pour des calculs d’échangeurs et de refroidissement.",
      "Calculer les pertes de chaleur à travers un élément de bâtiment : Q = U·A·ΔT.",
    ],
    example: { context: "un « U-factor » américain" },
    accuracy: {
      definitions:
        "Les unités sont des combinaisons exactes du BTU (1 055,05585262 J) et de la calorie (4,1868 J) de la table internationale, du pied, de l’heure et du degré Fahrenheit (5/9 K) : 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K) n’est donc arrondi qu’à l’écran.",
      caveat:
        "Le K et le °C sont ici interchangeables, car seuls des écarts de température interviennent.",
    },
    faqs: [
      {
        question: "Comment passer d’un coefficient U à une valeur R ?",
        answer:
          "Prenez l’inverse dans le même système d’unités : R = 1/U. Un coefficient U de 2 W/(m²·K) correspond à une RSI de 0,5 m²·K/W ; un « U-factor » de 0,25 BTU/(h·ft²·°F) correspond à R-4 en unités américaines. Pour comparer entre systèmes, convertissez d’abord U sur cette page, puis prenez l’inverse.",
      },
    ],
  },
};
