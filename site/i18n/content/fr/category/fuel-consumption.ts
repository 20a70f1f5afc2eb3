import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/fuel-consumption.ts. */
export const texts: UnitTranslations = {
  "/fuel-consumption": {
    about: [
      "L’usage de carburant s’exprime de deux façons opposées. La consommation est le carburant utilisé par distance : litres aux 100 kilomètres (L/100 km) dans la plus grande partie de l’Europe, au Canada, en Australie et dans beaucoup d’autres pays, mais aussi litres ou millilitres par kilomètre et gallons américains aux 100 miles. Pour ces unités, un nombre plus bas est meilleur. L’économie de carburant est la distance parcourue par unité de carburant : miles par gallon (mpg) aux États-Unis et au Royaume-Uni, kilomètres par litre (km/L) au Japon, en Inde et ailleurs. Pour celles-ci, un nombre plus élevé est meilleur.",
      "Les deux types sont l’inverse l’un de l’autre, si bien que passer de l’un à l’autre est une division et non une multiplication : L/100 km = {{1 mpg_us l_100km}} ÷ mpg (US) = {{1 mpg_uk l_100km}} ÷ mpg (UK) = 100 ÷ km/L. Doubler les mpg divise les L/100 km par deux : 20 mpg (US) font {{20 mpg_us l_100km}} L/100 km et 40 mpg font {{40 mpg_us l_100km}} L/100 km. À l’intérieur de chaque type, la conversion est un facteur ordinaire : 1 L/100 km vaut {{1 l_100km ml_km}} mL/km ou {{1 l_100km l_km}} L/km.",
      "Les miles par gallon dépendent du gallon. Le gallon américain vaut 3,785411784 litres et le gallon impérial utilisé au Royaume-Uni 4,54609 litres, si bien qu’une même voiture affiche plus de mpg au Royaume-Uni : 1 mpg (US) vaut {{1 mpg_us mpg_uk}} mpg (UK). Le convertisseur les distingue en mpg (US) et mpg (UK). En termes SI, un volume par distance est une aire, d’où l’unité de base de la catégorie, le mètre cube par mètre : 1 L/100 km vaut {{1 l_100km m3_m}} m³/m.",
    ],
    useCases: [
      "Comparer une voiture américaine homologuée à 30 mpg avec une européenne homologuée à 6 L/100 km : 30 mpg (US) font {{30 mpg_us l_100km}} L/100 km, la voiture européenne consomme donc moins.",
      "Lire des essais routiers britanniques en mpg impériaux : 50 mpg (UK) font {{50 mpg_uk l_100km}} L/100 km et {{50 mpg_uk mpg_us}} mpg (US).",
      "Estimer le carburant d’un trajet : à 7 L/100 km, une voiture consomme {{7 l_100km l_km}} L par kilomètre ; 450 km demandent donc 31,5 L.",
      "Comparer des consommations japonaises ou indiennes données en km/L : 18 km/L font {{18 km_l l_100km}} L/100 km ou {{18 km_l mpg_us}} mpg (US).",
      "Lire les gallons aux 100 miles indiqués sur les étiquettes de consommation américaines : 4 gal/100 mi font {{4 gal_100mi mpg_us}} mpg (US).",
    ],
    guides: [
      {
        title: "Convertir des mpg et des L/100 km à la main",
        content: [
          "Comme ces unités sont inverses, divisez une constante par la valeur. Pour les gallons américains : L/100 km = {{1 mpg_us l_100km}} ÷ mpg, et mpg = {{1 mpg_us l_100km}} ÷ L/100 km. Pour les gallons impériaux, prenez {{1 mpg_uk l_100km}} à la place. 25 mpg (US) font donc {{25 mpg_us l_100km}} L/100 km, et 8 L/100 km font {{8 l_100km mpg_uk}} mpg (UK).",
          "Pour les km/L, la constante est 100 : 12,5 km/L font {{12.5 km_l l_100km}} L/100 km. Ne multipliez jamais des mpg par un facteur pour obtenir des L/100 km ; une multiplication ne fonctionne qu’entre deux unités du même type, comme mpg (US) et mpg (UK), ou L/100 km et mL/km.",
        ],
      },
      {
        title: "Pourquoi les économies se voient mieux en L/100 km",
        content: [
          "Le carburant consommé sur une distance fixe est proportionnel aux L/100 km ou aux gal/100 mi, pas aux mpg. Passer de 10 à 20 mpg (US) réduit la consommation aux 100 miles de {{10 mpg_us gal_100mi}} à {{20 mpg_us gal_100mi}} gallons ; passer de 30 à 50 mpg ne la réduit que de {{30 mpg_us gal_100mi}} à {{50 mpg_us gal_100mi}} gallons.",
          "Remplacer un véhicule très gourmand économise donc plus de carburant qu’un gros gain de mpg sur un véhicule déjà économe. Comparez les véhicules en L/100 km ou en gal/100 mi quand vous voulez comparer des coûts de carburant.",
        ],
      },
    ],
    tips: [
      {
        title: "Plus bas ou plus haut ?",
        content: [
          "L/100 km, L/km, mL/km et gal/100 mi : plus c’est bas, mieux c’est. mpg et km/L : plus c’est haut, mieux c’est.",
        ],
      },
      {
        title: "Quel gallon ?",
        content: [
          "Un chiffre en mpg britannique est exprimé en gallons impériaux et dépasse le chiffre américain pour la même voiture : 40 mpg (UK) font {{40 mpg_uk mpg_us}} mpg (US).",
        ],
      },
      {
        title: "Vérifiez le cycle d’essai",
        content: [
          "Les valeurs officielles issues de procédures d’essai différentes, comme les essais de l’EPA américaine et le WLTP, diffèrent même après une conversion d’unités correcte, parce que les conditions de conduite ne sont pas les mêmes.",
        ],
      },
    ],
    faqs: [
      {
        question: "Comment convertir des mpg en L/100 km ?",
        answer:
          "Divisez {{1 mpg_us l_100km}} par la valeur en mpg (US) ; pour des mpg britanniques, divisez {{1 mpg_uk l_100km}} par cette valeur. Par exemple, 30 mpg (US) font {{30 mpg_us l_100km}} L/100 km et 30 mpg (UK) font {{30 mpg_uk l_100km}} L/100 km.",
      },
      {
        question: "Comment convertir des L/100 km en mpg ?",
        answer:
          "Divisez {{1 mpg_us l_100km}} par la valeur en L/100 km pour obtenir des mpg américains, ou {{1 mpg_uk l_100km}} pour des mpg britanniques. Ainsi, 6 L/100 km font {{6 l_100km mpg_us}} mpg (US) ou {{6 l_100km mpg_uk}} mpg (UK).",
      },
      {
        question: "Une valeur plus basse en L/100 km est-elle meilleure ?",
        answer:
          "Oui. Les L/100 km mesurent le carburant utilisé par distance : un nombre plus bas signifie moins de carburant. Pour les mpg et les km/L, qui mesurent la distance par unité de carburant, un nombre plus élevé est meilleur.",
      },
      {
        question:
          "Pourquoi les mpg britanniques sont-ils plus élevés que les mpg américains pour la même voiture ?",
        answer:
          "Parce que le gallon impérial (4,54609 L) est plus grand que le gallon américain (3,785411784 L) : une voiture va donc plus loin avec un gallon impérial. 1 mpg (UK) vaut {{1 mpg_uk mpg_us}} mpg (US), et 1 mpg (US) vaut {{1 mpg_us mpg_uk}} mpg (UK).",
      },
      {
        question: "Comment convertir des km/L en L/100 km ?",
        answer:
          "Divisez 100 par la valeur en km/L : 20 km/L font {{20 km_l l_100km}} L/100 km. L’inverse se fait de la même façon : 100 ÷ L/100 km donne des km/L ; 5 L/100 km font donc {{5 l_100km km_l}} km/L.",
      },
    ],
  },
};
