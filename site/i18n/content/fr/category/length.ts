import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/length.ts. */
export const texts: UnitTranslations = {
  "/length": {
    about: [
      "La longueur est la distance entre deux points. Son unité SI est le mètre (m), défini depuis 1983 par la vitesse de la lumière : un mètre est la distance parcourue par la lumière dans le vide en 1/299 792 458 de seconde. Les unités métriques de cette page sont des multiples décimaux du mètre, du femtomètre ({{1 fm m}} m) au gigamètre ({{1 gm m}} m) : passer de l’une à l’autre ne fait que déplacer la virgule.",
      "Le pouce, le pied, le yard et le mile sont communs aux systèmes américain et impérial. Depuis l’accord international sur le yard et la livre de 1959, ils sont définis exactement à partir du mètre : un pouce vaut exactement {{1 in cm}} cm, un pied {{1 ft m}} m, un yard {{1 yd m}} m et un mile {{1 mi km}} km. Leurs rapports sont fixes eux aussi : {{1 ft in}} pouces dans un pied, {{1 yd ft}} pieds dans un yard et {{1 mi ft}} pieds dans un mile. Le mille marin, utilisé en mer et en aviation, est une unité distincte d’exactement {{1 nmi m}} m, soit environ {{1 nmi mi}} mile terrestre.",
      "Les distances astronomiques s’expriment en unités astronomiques (exactement {{1 au km}} km, valeur fixée par l’UAI en 2012), en années-lumière (la distance parcourue par la lumière en une année julienne de 365,25 jours, {{1 ly km}} km) et en parsecs ({{1 pc ly}} années-lumière). D’anciennes unités agraires et commerciales comme le furlong ({{1 furlong yd}} yd), la chaîne ({{1 chain yd}} yd), le rod ({{1 rod ft}} ft), la brasse ({{1 fathom ft}} ft) et la main ({{1 hand in}} in) sont définies ici à partir du pied international. Le mil, ou thou, est un millième de pouce ({{1 mil mm}} mm), et l’ångström et le rayon de Bohr servent aux échelles atomiques.",
    ],
    useCases: [
      "Donner une taille dans les deux systèmes : une personne de 180 cm mesure {{180 cm ft}} ft, soit {{180 cm in}} in.",
      "Convertir des distances de course : un 10 km fait {{10 km mi}} miles, et un marathon de 42,195 km fait {{42.195 km mi}} miles.",
      "Lire les tailles d’écrans et de téléviseurs, données en pouces de diagonale : un écran de 55 pouces mesure {{55 in cm}} cm d’un coin à l’autre.",
      "Préparer des vols et des traversées, pour lesquels les cartes et le contrôle aérien emploient les milles marins : 100 nmi font {{100 nmi km}} km.",
      "Convertir des épaisseurs d’usinage et de tôles données en mils ou en thou : 10 mil font {{10 mil mm}} mm.",
      "Exprimer des distances astronomiques : une étoile à 10 parsecs se trouve à {{10 pc ly}} années-lumière, soit {{10 pc km}} km, du Soleil.",
    ],
    guides: [
      {
        title: "Convertir des longueurs à la main",
        content: [
          "Chaque longueur impériale est définie par un facteur exact à partir du mètre : la conversion est donc une simple multiplication. Des pieds aux mètres : multipliez par {{1 ft m}}. Des pouces aux centimètres : multipliez par {{1 in cm}}. Des miles aux kilomètres : multipliez par {{1 mi km}}. Ces trois facteurs sont exacts : un résultat comme {{6 ft m}} m pour 6 ft ne contient aucun arrondi.",
          "Dans l’autre sens, on divise par le même facteur exact, c’est pourquoi les facteurs qu’on cite pour ce sens sont arrondis : 1 m vaut {{1 m ft}} ft (1 ÷ {{1 ft m}}), 1 cm vaut {{1 cm in}} in et 1 km vaut {{1 km mi}} mi. Pour une estimation mentale grossière, multipliez les kilomètres par 5/8 : 8 km font en réalité {{8 km mi}} mi.",
          "Pieds et pouces ensemble : convertissez d’abord toute la longueur en pouces ({{1 ft in}} in par pied), puis multipliez par {{1 in cm}}. 5 ft 10 in font {{5 ft cm}} cm + {{10 in cm}} cm = {{70 in cm}} cm. Pour revenir en arrière, divisez les centimètres par {{1 in cm}} et répartissez les pouces en pieds.",
        ],
      },
      {
        title: "Miles terrestres, milles marins et lieues",
        content: [
          "Le mile terrestre vaut {{1 mi ft}} ft, soit {{1 mi m}} m. Le mille marin vaut {{1 nmi m}} m, une longueur choisie proche d’une minute d’arc de latitude sur la Terre, ce qui le rend pratique pour naviguer avec des cartes ; un nœud est un mille marin par heure.",
          "La lieue a eu de nombreuses valeurs au cours de l’histoire. Cette page utilise la lieue terrestre anglaise de {{1 lea mi}} miles terrestres, soit {{1 lea km}} km.",
        ],
      },
    ],
    tips: [
      {
        title: "Utilisez les facteurs exacts",
        content: [
          "Multipliez par {{1 ft m}}, {{1 in cm}} ou {{1 mi km}} plutôt que par des facteurs inverses arrondis : les facteurs exacts n’ajoutent aucune erreur d’arrondi qui leur soit propre.",
        ],
      },
      {
        title: "Attention au mille marin",
        content: [
          "Un « mile » en aviation ou en navigation maritime est généralement le mille marin, soit {{1 nmi mi}} mile terrestre. Vérifiez lequel une distance emploie avant de la convertir.",
        ],
      },
      {
        title: "Résultats très petits et très grands",
        content: [
          "Les résultats inférieurs à 0,000001 ou égaux ou supérieurs à 10¹⁵ s’affichent en notation scientifique : une année-lumière apparaît ainsi comme {{1 ly m}} m plutôt que comme une longue suite de chiffres ou un 0 arrondi.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de pieds y a-t-il dans un mètre ?",
        answer:
          "Un mètre vaut {{1 m ft}} pieds. Le pied est défini comme exactement {{1 ft m}} m ; le nombre de pieds dans un mètre est donc 1 ÷ {{1 ft m}}, une valeur aux décimales infinies.",
      },
      {
        question: "Combien de centimètres y a-t-il dans un pouce ?",
        answer:
          "Exactement {{1 in cm}} cm. Le pouce est défini comme {{1 in mm}} mm depuis l’accord international sur le yard et la livre de 1959 : ce facteur est donc exact, ce n’est pas un arrondi.",
      },
      {
        question: "Comment convertir des kilomètres en miles ?",
        answer:
          "Multipliez les kilomètres par {{1 km mi}}, ou divisez-les par {{1 mi km}}, la longueur exacte d’un mile en kilomètres. Par exemple, 5 km font {{5 km mi}} miles.",
      },
      {
        question: "Quelle est la différence entre un mile et un mille marin ?",
        answer:
          "Le mile terrestre vaut {{1 mi m}} m ; le mille marin vaut {{1 nmi m}} m, soit environ {{1 nmi mi}} mile terrestre. Les milles marins sont utilisés en mer et en aviation.",
      },
      {
        question: "Combien de kilomètres mesure une année-lumière ?",
        answer:
          "Une année-lumière vaut {{1 ly km}} km, la distance parcourue par la lumière dans le vide en une année julienne de 365,25 jours. C’est une distance, pas une durée.",
      },
      {
        question: "Combien de pouces y a-t-il dans un pied et dans un yard ?",
        answer:
          "Un pied compte {{1 ft in}} pouces et un yard {{1 yd in}} pouces ({{1 yd ft}} pieds). En unités métriques, un yard vaut exactement {{1 yd cm}} cm.",
      },
    ],
  },
};
