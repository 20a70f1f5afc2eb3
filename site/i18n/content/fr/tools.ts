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
