import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in French (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Un convertisseur de casse change les lettres d’un texte sans en changer les mots : MAJUSCULES pour les titres et les sigles, minuscules pour uniformiser une saisie, Casse Du Titre pour les titres à l’anglaise, casse de phrase pour la prose courante, et les formes accolées dont les programmeurs se servent pour nommer : camelCase, snake_case, kebab-case et CONSTANT_CASE.",
      "Chaque résultat se met à jour pendant la saisie et fonctionne avec tout alphabet qui a des majuscules, selon les règles complètes d’Unicode : le ß allemand devient SS en majuscules, et les majuscules accentuées comme É gardent leur accent en minuscules. Rien de ce que vous tapez ne quitte votre navigateur.",
    ],
    useCases: [
      "Corriger un texte tapé avec la touche Verr. Maj. enfoncée",
      "Mettre en forme titres et intertitres de façon homogène",
      "Transformer une expression en nom de variable, de fichier ou d’URL (camelCase, snake_case, kebab-case)",
      "Écrire des constantes et des noms de variables d’environnement (CONSTANT_CASE)",
      "Uniformiser des listes avant de les comparer ou de les trier",
    ],
    tips: [
      {
        title: "La Casse Du Titre est mécanique",
        content: [
          "Ce convertisseur met en majuscule la première lettre de chaque mot. En français, un titre ne prend la majuscule qu’au premier mot et aux noms propres, et les guides de style anglais laissent en minuscules les mots courts comme « of », « and » ou « the » ; corrigez-les à la main si votre guide l’exige.",
        ],
      },
      {
        title: "Les formes accolées suppriment la ponctuation",
        content: [
          "camelCase, snake_case, kebab-case et CONSTANT_CASE ne gardent que les lettres et les chiffres, et coupent les mots aux espaces, à la ponctuation et là où une minuscule rencontre une majuscule (helloWorld devient hello_world).",
        ],
      },
    ],
    faqs: [
      {
        question: "Quelle est la différence entre camelCase et PascalCase ?",
        answer:
          "camelCase commence par une minuscule et met une majuscule à chaque mot suivant (userName) ; PascalCase met aussi une majuscule au premier mot (UserName). Cette page produit du camelCase.",
      },
      {
        question: "Pourquoi ß devient-il SS en majuscules ?",
        answer:
          "La correspondance standard d’Unicode pour le eszett allemand en majuscules est la paire de lettres SS, que l’orthographe allemande emploie en capitales ; le convertisseur suit ces règles pour toutes les langues.",
      },
      {
        question: "Mon texte est-il envoyé quelque part ?",
        answer:
          "Non. Les conversions se font dans votre navigateur pendant la saisie ; le texte n’est ni envoyé à notre serveur ni conservé.",
      },
    ],
  },
  "/number-base": {
    about: [
      "La base d’un système de numération positionnel est le nombre de chiffres différents qu’il utilise. Nous comptons en base 10 avec les chiffres de 0 à 9 ; les ordinateurs stockent en binaire (base 2), et les programmeurs écrivent les mêmes valeurs de façon plus compacte en octal (base 8) et en hexadécimal (base 16, chiffres de 0 à 9 puis de A à F). Les bases au-delà de 10 empruntent des lettres : la base 36 utilise ainsi tous les chiffres de 0 à 9 et les lettres de A à Z.",
      "Ce convertisseur traite toutes les bases de 2 à 36 dans les deux sens, les entiers de toute longueur sans arrondi (il calcule avec des entiers en précision arbitraire, si bien qu’un nombre de 100 chiffres reste exact), les nombres négatifs, et les fractions quand le résultat est exact : 0.1 en binaire vaut 0.5 en décimal, mais 0.1 en décimal n’a pas d’écriture binaire finie, et la page le dit au lieu d’afficher une valeur arrondie. Les lettres peuvent être saisies en majuscules ou en minuscules ; les espaces et les tirets bas entre groupes de chiffres sont ignorés, et les préfixes 0x, 0o et 0b sont acceptés dans leur propre base. La partie fractionnaire se sépare par un point, comme dans les langages de programmation.",
    ],
    useCases: [
      "Lire des adresses mémoire, des codes couleur (#FF8800) et des valeurs d’octets en hexadécimal",
      "Calculer des masques de bits et des drapeaux en binaire",
      "Les droits des fichiers Unix en octal (755, 644)",
      "Les cours d’informatique et d’électronique numérique",
      "Des identifiants courts en base 36",
    ],
    tips: [
      {
        title: "Groupez les chiffres binaires par quatre",
        content: [
          "Chaque chiffre hexadécimal correspond exactement à quatre chiffres binaires, et chaque chiffre octal à trois : 1111 0000 en binaire s’écrit donc F0 en hexadécimal. Les espaces entre les groupes sont acceptés ici.",
        ],
      },
      {
        title: "Toute fraction ne survit pas à un changement de base",
        content: [
          "Une fraction n’a une écriture finie dans une base que si les facteurs premiers de son dénominateur divisent cette base : un dixième est fini en base 10 mais se répète à l’infini en base 2. C’est pourquoi 0.1 + 0.2 ne vaut pas exactement 0.3 en virgule flottante binaire.",
        ],
      },
    ],
    faqs: [
      {
        question: "Comment convertir du binaire en décimal ?",
        answer:
          "Multipliez chaque chiffre par son poids, une puissance de 2 comptée à partir de 0 depuis la droite, puis additionnez : 1011 vaut 8 + 0 + 2 + 1 = 11. Ici, choisissez Binaire comme base de départ, saisissez les chiffres et lisez le nombre décimal dans le résultat.",
      },
      {
        question: "Pourquoi le convertisseur refuse-t-il certains chiffres ?",
        answer:
          "Un nombre en base n n’utilise que les chiffres de 0 à n − 1 : 8 et 9 n’existent pas en octal, et G n’est pas un chiffre hexadécimal. Le message sous le champ indique le chiffre qui n’appartient pas à la base.",
      },
      {
        question: "Peut-il convertir de très grands nombres ?",
        answer:
          "Oui. Les entiers sont convertis en arithmétique de précision arbitraire : des nombres de plusieurs centaines de chiffres sont convertis exactement, sans arrondi.",
      },
      {
        question: "Gère-t-il les nombres négatifs et les fractions ?",
        answer:
          "Les nombres négatifs gardent leur signe. Les fractions sont converties quand le résultat est exact dans la base d’arrivée ; quand ses chiffres se répéteraient à l’infini, la page le dit au lieu d’arrondir.",
      },
    ],
  },
  // The time zone converter (/time-zone-converter).
  "/time-zone-converter": {
    about: [
      "Un fuseau horaire est une région où les horloges indiquent la même heure. La base de données des fuseaux horaires de l’IANA (la base tz) nomme chacun d’eux d’après sa plus grande ville, comme America/New_York ou Europe/Paris, et consigne chaque décalage par rapport au temps universel coordonné (UTC) qu’il a connu et chacun de ses changements, heure d’été comprise. Les téléphones, les ordinateurs et les navigateurs l’embarquent tous ; ce convertisseur interroge celle de votre navigateur, si bien que la réponse est celle que donnerait votre agenda.",
      "Saisissez ou choisissez une date et une heure, le fuseau où elles se situent et le fuseau voulu. Un fuseau peut être donné par son nom, par l’une de 1 000 villes ou par une abréviation : comme IST, CST et BST désignent chacune plus d’un fuseau, le convertisseur vous demande lequel vous voulez dire au lieu de deviner. Il sait quand les horloges changent à n’importe quelle date, signale quand une heure n’existe pas (l’heure sautée quand on avance les horloges) ou se produit deux fois (l’heure répétée quand on les recule), et vous donne l’adresse de ce qu’il affiche, à partager.",
    ],
    useCases: [
      "Fixer l’heure d’une réunion avec des collègues d’autres pays",
      "Savoir à quelle heure un direct, un lancement ou une diffusion commence chez vous",
      "Appeler sa famille à l’étranger à une heure raisonnable",
      "Vérifier l’heure d’arrivée d’un vol en heure locale",
      "Comprendre une heure écrite avec une abréviation comme EST ou IST",
    ],
    tips: [
      {
        title: "L’heure d’été ne change pas le même jour partout",
        content: [
          "Les États-Unis et le Canada changent d’heure le deuxième dimanche de mars et le premier dimanche de novembre ; l’Union européenne, le dernier dimanche de mars et celui d’octobre. Pendant quelques semaines chaque printemps et chaque automne, New York n’a donc que quatre heures de retard sur Londres au lieu de cinq. Dans l’hémisphère sud, l’heure d’été va à peu près d’octobre à avril, et la plus grande partie de l’Asie et de l’Afrique garde le même décalage toute l’année.",
        ],
      },
      {
        title: "Indiquez le fuseau, pas seulement l’abréviation",
        content: [
          "EST est l’heure d’hiver de la côte est des États-Unis ; en été, les mêmes horloges sont à l’heure EDT. Écrire « heure de New York » ou America/New_York est juste toute l’année, et une invitation d’agenda qui nomme son fuseau s’ajuste d’elle-même.",
        ],
      },
      {
        title: "Partagez le lien",
        content: [
          "Le lien sous le résultat contient la date, l’heure et les deux fuseaux : quiconque l’ouvre voit la même conversion, sans la ressaisir.",
        ],
      },
    ],
    faqs: [
      {
        question: "Le convertisseur tient-il compte de l’heure d’été ?",
        answer:
          "Oui. Il lit le décalage de chaque fuseau à la date exacte dans la base tz de votre navigateur : une heure de juillet et une heure de janvier dans la même ville peuvent ainsi différer d’une heure par rapport à UTC, et les dates du changement sont celles du fuseau que vous avez choisi.",
      },
      {
        question: "Que devient une heure qui n’existe pas ?",
        answer:
          "Quand on avance les horloges d’une heure, les instants de cette heure n’apparaissent sur aucune horloge. Le convertisseur le signale et lit l’heure comme les horloges l’indiqueraient après le changement, une heure plus tard (30 minutes plus tard sur l’île Lord Howe). Quand on recule les horloges, une heure se produit deux fois : le convertisseur affiche les deux lectures.",
      },
      {
        question: "Quel fuseau IST désigne-t-il ?",
        answer:
          "C’est l’heure normale de l’Inde (UTC+5:30), mais Israël (UTC+2) et l’Irlande, en été (UTC+1), écrivent aussi IST. CST désigne le centre des États-Unis, la Chine, Taïwan ou Cuba, et BST l’heure d’été britannique ou le Bangladesh. Le convertisseur liste les sens possibles et vous laisse choisir.",
      },
      {
        question: "Pourquoi certains fuseaux diffèrent-ils de UTC de 30 ou 45 minutes ?",
        answer:
          "Chaque pays choisit son décalage. L’Inde garde UTC+5:30, le Népal UTC+5:45 et certaines parties de l’Australie UTC+9:30 ; l’île Lord Howe n’avance ses horloges que de 30 minutes en été.",
      },
    ],
  },
  // The ring size converter
  "/ring-size-converter": {
    about: [
      "Tous les systèmes de tailles de bague mesurent la même chose, l’intérieur de la bague, mais chacun la compte à sa façon. Les États-Unis et le Canada numérotent les tailles à partir d’une circonférence de 1,4216 pouce, en ajoutant 0,1018 pouce (environ 2,59 mm) par taille. Le Royaume-Uni et l’Australie utilisent des lettres, de A à 37,5 mm de tour, 1,25 mm par lettre avec des demi-tailles entre elles (British Standard 6820), puis Z+1, Z+2 après Z. La norme ISO 8653, utilisée dans toute l’Europe continentale, donne le tour intérieur lui-même en millimètres ; la Suisse en retire 40 mm ; le Japon et la Chine numérotent le diamètre intérieur à partir de 13 mm pour la taille 1, un tiers de millimètre par taille.",
      "Ce convertisseur passe par le tour intérieur : tout système se convertit donc en tout autre. Chaque résultat est la taille la plus proche dans laquelle une bague est vendue : les tailles américaines au quart, les lettres britanniques à la demie, les tailles ISO et suisses au demi-millimètre, les tailles japonaises entières. Les tableaux des bijoutiers arrondissent différemment et certains sont décalés d’une demi-taille ; si une bague tombe entre deux tailles, essayez les deux, ou donnez les millimètres au bijoutier.",
    ],
    useCases: [
      "Acheter une bague en ligne dans une boutique d’un autre pays",
      "Lire un tableau des tailles de bague écrit dans un autre système",
      "Convertir un diamètre ou un tour intérieur mesuré en taille",
      "Faire mettre une bague à la taille par un bijoutier à l’étranger",
    ],
    tips: [
      {
        title: "Mesurez une bague qui vous va",
        content: [
          "Posez sur une règle une bague qui va au doigt et lisez le diamètre intérieur en millimètres, à l’endroit le plus large, sans compter l’anneau. Choisissez Diamètre intérieur (mm) et saisissez-le : toutes les tailles suivent.",
        ],
      },
      {
        title: "Ou mesurez le doigt",
        content: [
          "Entourez la base du doigt d’une bande de papier, marquez l’endroit où elle se rejoint et mesurez-la à plat : c’est le tour intérieur en millimètres. Mesurez en fin de journée, quand les doigts sont les plus gros, et vérifiez que la bague passera l’articulation.",
        ],
      },
      {
        title: "Les anneaux larges serrent davantage",
        content: [
          "Un anneau de plus de 6 mm environ couvre davantage le doigt et paraît plus petit ; beaucoup de bijoutiers conseillent de prendre un quart à une demi-taille au-dessus.",
        ],
      },
    ],
    faqs: [
      {
        question: "À quelle taille britannique correspond une taille américaine 7 ?",
        answer:
          "Environ N½ : une taille américaine 7 fait 54,2 mm de tour intérieur (17,3 mm de diamètre), entre le N (53,75 mm) et le O (55 mm) britanniques. En ISO 8653, c’est une 54, en tailles suisses une 14 et en tailles japonaises une 14.",
      },
      {
        question: "Comment convertir ma taille de bague en millimètres ?",
        answer:
          "Choisissez le système de votre taille, saisissez la taille et lisez en dessous le diamètre et le tour intérieurs en millimètres. Une taille américaine fait (1,4216 + 0,1018 × taille) pouces de tour intérieur ; une lettre britannique vaut 37,5 mm pour A plus 1,25 mm par lettre.",
      },
      {
        question: "Les tailles de bague européennes sont-elles égales au tour de doigt ?",
        answer:
          "Selon la norme ISO 8653, utilisée dans la plus grande partie de l’Europe, oui : une bague de taille 54 fait 54 mm de tour intérieur. Les tailles suisses sont ce même tour moins 40 : une ISO 54 est donc une suisse 14.",
      },
      {
        question: "Pourquoi les tableaux de tailles de bague diffèrent-ils d’une demi-taille ?",
        answer:
          "Les États-Unis n’ont pas de norme légale unique, et les tableaux anciens suivent des règles un peu différentes (0,0326 ou 0,0324 pouce de diamètre par taille) ; les tailles britanniques reposaient autrefois sur le diamètre (la jauge Wheatsheaf) avant que la BS 6820 ne les fonde sur le tour en 1987. Les écarts restent inférieurs à une demi-taille.",
      },
    ],
  },
  // The shoe size converter
  "/shoe-size-converter": {
    about: [
      "Une pointure compte la longueur de la forme, le moule en forme de pied sur lequel la chaussure est fabriquée, chaque système dans sa propre unité et à partir de son propre zéro. Les pointures américaines et britanniques avancent d’un tiers de pouce (un grain d’orge, 8,47 mm) par pointure. Les États-Unis comptent les pointures homme à partir d’une forme de 8¼ pouces, les pointures femme à partir de 7 11/12 pouces (pour la même chaussure, la pointure femme est donc supérieure d’une à la pointure homme), les pointures garçon à partir de 3 11/12 et les pointures fille à partir de 3 7/12 pouces, comme les définit GNU units. Le Royaume-Uni compte les pointures enfant de 0, à 4 pouces, jusqu’à 13½, puis recommence à la pointure adulte 1 (8⅔ pouces), la même pour les hommes et les femmes. L’Europe continentale compte toute la forme en points de Paris de ⅔ cm, à partir de zéro, pour tous. Le Mondopoint (ISO 9407), utilisé au Japon et en Chine ainsi que pour les chaussures de ski et militaires, donne la longueur du pied lui-même en millimètres.",
      "Ce convertisseur passe par la longueur de la forme : tout système se convertit donc en tout autre, et un pied mesuré en toutes les pointures, la forme étant supposée plus longue que le pied de 1,5 cm. Chaque résultat est la pointure la plus proche dans laquelle une chaussure est vendue : les pointures américaines, britanniques et EU à la demi-pointure, le Mondopoint par pas de 5 mm, les longueurs de pied à 0,1 cm ou 0,01 pouce. Une pointure américaine tombe exactement entre deux demi-pointures britanniques ; le convertisseur donne alors la plus grande, car une chaussure un peu longue va, une chaussure un peu courte non.",
      "Les tableaux des marques s’écartent de ces règles, et les uns des autres, jusqu’à une pointure. Certains tableaux comptent le pied, d’autres la forme, d’autres l’intérieur de la chaussure ; l’espace laissé aux orteils va de 1 à 2 cm selon l’auteur du tableau ; le zéro des pointures homme américaines est placé à 8 pouces dans certaines références et à 8¼ dans d’autres (un quart de pointure) ; les pointures femme sont placées une ou une et demie au-dessus des pointures homme ; chaque tableau arrondit à ses propres demi-pointures ; et les formes de chaque marque ont leur propre galbe, si bien que deux chaussures de même pointure peuvent chausser différemment. La longueur du pied est le seul chiffre qui signifie la même chose partout : quand une marque publie son tableau en centimètres de pied, utilisez celui-là.",
    ],
    useCases: [
      "Acheter des chaussures en ligne dans une boutique d’un autre pays",
      "Lire le guide des tailles d’une marque écrit dans un autre système",
      "Convertir une longueur de pied mesurée en pointure",
      "Trouver la pointure d’un enfant en pointures américaines, britanniques et EU",
    ],
    tips: [
      {
        title: "Mesurez votre pied",
        content: [
          "Tenez-vous debout sur une feuille de papier contre un mur, le talon touchant le mur, et marquez le bout de l’orteil le plus long (ce n’est pas toujours le gros orteil). Mesurez du mur jusqu’à la marque : c’est la longueur du pied. Mesurez les deux pieds en fin de journée, quand ils sont les plus grands, avec les chaussettes que vous porterez, et retenez le pied le plus long.",
        ],
      },
      {
        title: "Entre deux pointures, prenez la plus grande",
        content: [
          "Une chaussure trop longue de quelques millimètres va avec une chaussette plus épaisse ou une semelle ; une chaussure trop courte de quelques millimètres ne va pas. Les chaussures d’enfant demandent environ un centimètre de marge pour grandir.",
        ],
      },
      {
        title: "Fiez-vous au tableau de la marque",
        content: [
          "Quand une marque publie la longueur de pied à laquelle va chacune de ses pointures, saisissez ici la longueur de votre pied dans Mesurer le pied et comparez : le chiffre de la marque l’emporte, car elle connaît ses formes.",
        ],
      },
    ],
    faqs: [
      {
        question: "À quelles pointures EU et britannique correspond un 9 homme américain ?",
        answer:
          "EU 43 et Royaume-Uni 9 selon les règles de cette page. Un 9 homme américain est une forme de 11¼ pouces (28,6 cm) : 42,9 points de Paris, donc EU 43, et Royaume-Uni 8¾, exactement entre 8½ et 9, donc la plus grande. Il va à un pied d’environ 27,1 cm, Mondopoint 270. Beaucoup de tableaux de marques indiquent Royaume-Uni 8 ou 8½ et EU 42 : ils placent le zéro américain un quart de pointure plus bas, ou la marge du pied plus courte, et arrondissent dans l’autre sens.",
      },
      {
        question: "Comment trouver ma pointure à partir de la longueur de mon pied ?",
        answer:
          "Choisissez Mesurer le pied et saisissez la longueur en centimètres ou en pouces. Le convertisseur ajoute 1,5 cm pour la forme et donne la pointure la plus proche de chaque système : un pied de 26 cm est une forme de 27,5 cm, EU 41½, États-Unis homme 7½, États-Unis femme 8½, Royaume-Uni 7½ et Mondopoint 260.",
      },
      {
        question: "Quelle est la différence entre les pointures homme et femme américaines ?",
        answer:
          "Une pointure selon les règles de GNU units : la pointure femme 0 est une forme plus courte d’⅓ de pouce que la pointure homme 0, si bien que la même chaussure est un 9 homme et un 10 femme. Beaucoup de tableaux comptent plutôt une pointure et demie ; les pointures britanniques et EU sont les mêmes pour les hommes et les femmes.",
      },
      {
        question: "Quand les pointures enfant deviennent-elles des pointures adulte ?",
        answer:
          "Au Royaume-Uni, les pointures enfant vont de 0 (une forme de 4 pouces) à 13½, et les pointures adulte recommencent à 1, là où serait un 14 enfant. Aux États-Unis, le 13 garçon est le 0 homme et le 13 fille le 0 femme, si bien que les pointures junior après 13½ continuent de compter comme pointures homme et femme. Les pointures EU et le Mondopoint n’ont pas de rupture.",
      },
      {
        question: "Qu’est-ce que le Mondopoint, et comment fonctionnent les pointures japonaises ?",
        answer:
          "Le Mondopoint (ISO 9407) est la longueur du pied en millimètres, en général par pas de 5 mm : un Mondopoint 270 va à un pied de 270 mm. Le Japon et la Chine l’utilisent, le Japon l’écrivant souvent en centimètres (27 ou 27,5), tout comme les chaussures de ski. C’est le seul système qui désigne le pied plutôt que la forme.",
      },
    ],
  },
  // The date calculator (/date-calculator).
  "/date-calculator": {
    about: [
      "Comptez les jours entre deux dates, ajoutez ou retranchez des jours, des semaines ou des mois, et voyez le jour de la semaine et la semaine ISO de chaque date. La première date compte et la seconde non, comme on compte les nuits d’un séjour : du 2026-01-01 au 2027-01-01, il y a 365 jours.",
      "Les jours ouvrés sont ici du lundi au vendredi, sans retirer les jours fériés : ils varient selon le pays, la région et l’employeur, retirez donc les vôtres. Du 2026-01-01 au 2027-01-01, il y en a 261. Les dates suivent le calendrier grégorien de l’an 1 à 9999, prolongé avant 1582 comme le fait la norme ISO 8601, et se comptent en jours entiers : aucun fuseau horaire ni aucun passage à l’heure d’été ne peut décaler un résultat d’un jour.",
    ],
    useCases: [
      "Compter les jours jusqu’à une échéance, des vacances ou une date prévue",
      "Les jours ouvrés d’un préavis ou d’un projet",
      "La fin d’un contrat ou d’un abonnement dans quelques mois",
      "Trouver le numéro de semaine ISO pour une feuille de temps ou un plan de production",
      "Le jour de la semaine d’une date passée ou future",
    ],
    tips: [
      {
        title: "Ajouter un mois à un 31",
        content: [
          "Un mois après le 2026-01-31, il n’y a pas de 31 : le résultat est donc le dernier jour du mois, 2026-02-28, ou 2028-02-29 une année bissextile. La fonction MOIS.DECALER des tableurs et la plupart des bibliothèques de dates font de même. Certains programmes (GNU date entre autres) reportent au contraire les jours manquants sur le mois suivant et donnent un jour du début de mars.",
        ],
      },
      {
        title: "Les semaines ISO commencent le lundi",
        content: [
          "La norme ISO 8601 numérote les semaines du lundi au dimanche. La semaine 1 est celle qui contient le premier jeudi de l’année : elle comprend donc toujours le 4 janvier, et les premiers jours de janvier peuvent appartenir à la dernière semaine de l’année précédente : le 2027-01-01 est un vendredi, 2026-W53-5 : semaine 53 de 2026. Une année compte 52 ou 53 semaines ISO.",
        ],
      },
    ],
    faqs: [
      {
        question: "Comment compter les jours entre deux dates ?",
        answer:
          "Saisissez les deux dates sous « Jours entre deux dates ». Le résultat compte le premier jour et pas le dernier ; ajoutez-en un pour compter les deux. Le résultat est négatif quand la seconde date précède la première.",
      },
      {
        question: "Les jours fériés comptent-ils comme jours ouvrés ?",
        answer:
          "Oui : ce calculateur compte chaque jour du lundi au vendredi comme jour ouvré, car les jours fériés varient d’un pays, d’une région et d’un employeur à l’autre. Retirez vous-même les jours fériés qui tombent en semaine pendant la période.",
      },
      {
        question: "Quel est le numéro de la semaine ?",
        answer:
          "Le calculateur affiche la semaine ISO 8601 de chaque date, écrite année-Wsemaine-jour : le 2026-12-31 est 2026-W53-4, semaine 53 de 2026, jour 4 (jeudi). Aux États-Unis, les calendriers numérotent souvent les semaines à partir du dimanche et du 1er janvier ; les semaines ISO sont celles utilisées en Europe et dans la planification des entreprises.",
      },
      {
        question: "Quelle date serons-nous dans 90 jours ?",
        answer:
          "Choisissez « Ajouter ou retrancher », indiquez la date, tapez 90 et choisissez des jours. À partir du 2026-03-01, 90 jours plus tard, c’est le 2026-05-30 ; trois mois plus tard, le 2026-06-01 : les mois n’ont pas tous la même longueur.",
      },
    ],
  },
  // The Unix timestamp converter (/unix-timestamp-converter).
  "/unix-timestamp-converter": {
    about: [
      "Le temps Unix compte les secondes écoulées depuis le 1er janvier 1970 à minuit UTC, l’« epoch » : 1000000000 correspond à 2001-09-09T01:46:40Z, et une date antérieure à 1970 est un compte négatif (−1 correspond à 1969-12-31T23:59:59Z). Les programmes le stockent en secondes (C, PHP, time.time() de Python, bases de données), en millisecondes (Date.now() de JavaScript, Java) ou en microsecondes (PostgreSQL, de nombreux journaux). Saisissez un timestamp et le convertisseur devine son unité d’après sa longueur, et l’indique : jusqu’à 11 chiffres, ce sont des secondes, de 12 à 14 des millisecondes, de 15 à 17 des microsecondes. Choisissez vous-même l’unité quand il se trompe.",
      "Chaque résultat s’affiche en UTC et dans votre fuseau horaire, en ISO 8601 (2023-11-14T22:13:20Z, la forme des API et des journaux) et en RFC 2822 (Tue, 14 Nov 2023 22:13:20 +0000, la forme des en-têtes d’e-mail et HTTP). Cela marche aussi dans l’autre sens : saisissez une date sous l’une ou l’autre forme et lisez son timestamp. Une date seule est minuit UTC ; une date et une heure sans Z ni décalage se lisent dans votre fuseau horaire. Le calcul est exact à la microseconde, avec des entiers de toute taille, pour toute date de l’an 1 à 9999 du calendrier grégorien.",
    ],
    useCases: [
      "Lire les timestamps des journaux, des bases de données et des réponses d’API",
      "Écrire une date en timestamp dans une requête, l’expiration d’un cookie ou un test",
      "Vérifier si une valeur est en secondes ou en millisecondes",
      "Comparer des heures écrites dans des fuseaux horaires différents",
      "Lire l’en-tête Date d’un e-mail ou d’une réponse HTTP",
    ],
    tips: [
      {
        title: "Secondes ou millisecondes ? Comptez les chiffres",
        content: [
          "Les timestamps actuels ont 10 chiffres en secondes, 13 en millisecondes et 16 en microsecondes. Un nombre de 13 chiffres lu en secondes tomberait à des dizaines de milliers d’années : une mauvaise unité se repère donc facilement. 1700000000000 ms correspond à 2023-11-14T22:13:20Z.",
        ],
      },
      {
        title: "Le bug de l’an 2038",
        content: [
          "Un compte signé de secondes sur 32 bits s’arrête à 2147483647 (2^31 − 1), soit 2038-01-19T03:14:07Z. Une seconde plus tard, il repasse à −2147483648, 1901-12-13T20:45:52Z. Les systèmes qui gardent encore l’heure sur 32 bits (vieux appareils embarqués, formats de fichiers, colonnes de bases de données) tomberont alors en panne. Un compte sur 64 bits dure bien au-delà de l’an 9999 ; un compte non signé sur 32 bits dure jusqu’à 2106-02-07T06:28:15Z.",
        ],
      },
      {
        title: "Millisecondes et microsecondes en JavaScript",
        content: [
          "Un nombre JavaScript représente exactement les entiers jusqu’à 2^53. Les millisecondes restent en dessous jusqu’à l’an 287396, mais un compte de microsecondes le dépasse à 2255-06-05T23:47:34.740992Z : stockez les microsecondes en BigInt ou en chaîne. Cette page calcule avec BigInt, aucun chiffre n’est donc perdu.",
        ],
      },
    ],
    faqs: [
      {
        question: "Le temps Unix compte-t-il les secondes intercalaires ?",
        answer:
          "Non. Chaque jour Unix compte exactement 86 400 secondes ; quand UTC ajoute une seconde intercalaire, le temps Unix répète une seconde au lieu de la compter. 2016-12-31T23:59:59Z correspond à 1483228799 et 2017-01-01T00:00:00Z à 1483228800, à une seconde d’écart, alors que la seconde intercalaire 23:59:60 se trouvait entre les deux. UTC a ajouté 27 secondes intercalaires depuis 1972, la dernière fin 2016 (Bulletin C de l’IERS, tel que le reprend le fichier leap-seconds.list de la base de données des fuseaux horaires de l’IANA) : depuis 1972, le temps Unix a donc compté 27 secondes de moins qu’il ne s’en est écoulé. Cette page refuse 23:59:60 et dit pourquoi.",
      },
      {
        question: "Quel est le timestamp Unix du 1er janvier 2000 ?",
        answer:
          "946684800 à minuit UTC (946684800000 en millisecondes). Minuit dans un autre fuseau est un autre instant : à New York (UTC−05:00), c’est 946702800.",
      },
      {
        question: "Pourquoi le timestamp ne dépend-il pas de mon fuseau horaire ?",
        answer:
          "Un timestamp Unix désigne un seul instant, le même partout ; seule la façon d’écrire cet instant sur une horloge change avec le fuseau. C’est pourquoi la page affiche UTC et votre heure locale pour le même timestamp, et pourquoi une date saisie avec Z ou un décalage (+05:30) donne le même timestamp où que vous soyez.",
      },
      {
        question: "Quand le timestamp Unix atteindra-t-il 2 000 000 000 ?",
        answer: "Le 2033-05-18T03:33:20Z, soit Wed, 18 May 2033 03:33:20 +0000 en RFC 2822.",
      },
    ],
  },
};
