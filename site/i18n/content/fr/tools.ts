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
};
