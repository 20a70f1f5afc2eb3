import type { SiteText, WrittenPage, WrittenPath } from "./en.ts";

/** The words of the pages in French (en.ts says what each is). */
export const fr: SiteText = {
  "shell.home": "Accueil",
  "shell.nav-footer": "Pied de page",
  "shell.breadcrumb": "Fil d’Ariane",
  "shell.languages": "Langues",
  "shell.popular-pairs": "Paires courantes",
  "shell.currency": "Devises",
  "shell.search-label": "Convertir ou chercher des unités",
  "shell.search-placeholder": "5 pieds 3 pouces en cm, psi…",
  "offline.title": "Vous êtes hors ligne",
  "offline.text":
    "Cette page n’a pas encore été enregistrée pour une utilisation hors ligne. Les pages que vous avez déjà ouvertes fonctionnent sans connexion.",
  "offline.home": "Aller à la page d’accueil",
  "search.title": "Recherche",
  "search.heading": "Convertir et calculer",
  "search.answer": "Répondre",
  "search.answer-label": "Réponse",
  "search.read-as": "Lu comme",
  "search.open": "Ouvrir la page : {title}",
  "search.prompt": "Saisissez une quantité, une conversion ou un calcul",
  "search.again": "Demander à nouveau",
  "search.converters": "Convertisseurs",
  "search.examples": "Exemples",
  "search.too-long": "La question compte {length} caractères ; {limit} au plus sont lus.",
  "head.title": "{title} | {site} - Convertisseur d’unités rapide et exact",
  "head.pair-title": "Convertir {title} | {site}",
  "page.category-title": "Convertisseur de {name}",
  "page.category-description":
    "Convertissez les unités de {name} : {examples} et {count} unités en tout. Résultats exacts dès la saisie, gratuit.",
  "page.category-keywords": "convertisseur de {name}, unités de {name}, convertir {name}",
  "page.pair-title": "{from} en {to}",
  "page.pair-label": "Convertisseur de {title}",
  "page.pair-description":
    "Convertir des {from} en {to} : 1 {fromSymbol} = {value} {toSymbol}. Formule, tableau et exemples, exacts jusqu’au dernier chiffre.",
  "page.pair-keywords": "{from} en {to}, {fromSymbol} en {toSymbol}, convertir {from} en {to}",
  "converter.popular": "Conversions courantes de {quantity}",
  "converter.related": "Conversions associées",
  "converter.other-way": "Convertir dans l’autre sens",
  "converter.more": "Plus de conversions de {quantity}",
  "converter.explore": "Tous les outils de conversion de {quantity}",
  "converter.also-need": "Vous pourriez aussi avoir besoin de :",
  "content.about": "À propos du {title}",
  "content.common": "Conversions courantes",
  "content.common-sub": "Référence rapide des conversions les plus demandées",
  "content.from": "De",
  "content.to": "En",
  "content.result": "Résultat",
  "content.formulas": "Formules de conversion",
  "content.formula-title": "{from} en {to}",
  "content.example": "Exemple :",
  "content.use-cases": "Usages courants",
  "content.guides": "Guides complets",
  "content.guides-sub": "Explications approfondies",
  "content.tips": "Conseils et bonnes pratiques",
  "content.tips-sub": "Pour mieux convertir",
  "content.faq": "Questions fréquentes",
  "units.title": "Unités de cette page",
  "units.caption": "Une de chaque unité, exprimée en {base} ({symbol}).",
  "units.unit": "Unité",
  "units.symbol": "Symbole",
  "units.in": "En {symbol}",
  "faq.usage-question": "Comment utiliser le {name} ?",
  "faq.usage-answer":
    "Saisissez une valeur dans l’un des deux champs et choisissez les unités ; l’autre champ affiche la valeur convertie pendant la saisie. Le bouton d’inversion échange les unités, « Copier le résultat » copie le nombre, et l’adresse de la page ({address}) garde la conversion pour la partager. Exemple : {example}",
  "faq.example": "{value}{context} font {result}",
  "faq.example-context": ", {context},",
  "faq.example-or": ", ou {result}",
  "faq.accuracy-question": "Ce {name} est-il exact ?",
  "faq.yes": "Oui.",
  "faq.tested": "Des tests automatiques vérifient chaque facteur avec GNU units.",
  "home.common": "Conversions courantes",
  "home.common-sub": "Cliquez sur une conversion pour ouvrir sa page dédiée",
  "home.directory": "Convertisseurs d’unités — versions complètes",
  "home.all": "Tous les convertisseurs",
  "group.Common": "Courants",
  "group.Popular": "Populaires",
  "group.Engineering": "Ingénierie",
  "group.Heat": "Chaleur",
  "group.Fluids": "Fluides",
  "group.Light": "Lumière",
  "group.Electricity": "Électricité",
  "group.Magnetism": "Magnétisme",
  "group.Radiology": "Radiologie",
  "group.Other": "Autres",
  "group.Medical": "Médical",
  "group.Currency": "Devises",
  "group.Crypto": "Cryptomonnaies",
  "links.crypto-currency": "Cryptomonnaies",
  "links.all": "Tous les convertisseurs",
  "links.common": "Convertisseurs courants",
  "links.popular": "Convertisseurs populaires",
  "info.sidebar": "Convertisseurs",
  "sitemap.main": "Pages principales",
  "sitemap.pairs": "Paires de conversion courantes",
  "sitemap.engineering": "Ingénierie et technique",
  "sitemap.specialized": "Convertisseurs spécialisés",
  "sitemap.for-engines": "Pour les moteurs de recherche :",
  "medical.disclaimer":
    "Ces plages concernent la glycémie à jeun. Pour tout avis médical, consultez toujours votre médecin ou un professionnel de santé.",
  "medical.reference": "Valeurs de référence de la glycémie",
  "medical.range": "Plage",
  "medical.range-normal": "Normale",
  "medical.range-prediabetic": "Prédiabète",
  "medical.range-diabetic": "Diabète",
  "medical.range-low": "Basse",
  "medical.below": "moins de {value}",
  "medical.common": "Conversions courantes",
  "medical.reading": "Mesure",
  "medical.converted": "Conversion",
  "medical.meaning": "Signification",
  "medical.normal-fasting": "Normale à jeun",
  "medical.diabetes-threshold": "Seuil du diabète (à jeun)",
  "medical.high-after-meal": "Élevée après un repas",
  "medical.low-end": "Bas de la plage normale",
  "medical.normal": "Normale",
  "medical.elevated": "Élevée",
  "medical.hba1c": "HbA1c et glycémie moyenne",
  "medical.related": "Convertisseurs associés",
  "medical.formula":
    "Formule : mmol/L = mg/dL ÷ {factor} (glucose, {molarMass} g/mol) ; mg/dL = mmol/L × {factor}.",
  "legal.note":
    "Cette page n’existe qu’en anglais. C’est le texte anglais ci-dessous qui fait foi.",
  "money.noscript":
    "Les taux en direct nécessitent JavaScript ; le reste de cette page se lit sans.",
  "money.history-coming":
    "Ici apparaissent un graphique du taux {from}/{to} sur 1 mois, 1 an, 5 ans ou toute la période, ses valeurs sous forme de tableau et de fichier CSV, et le taux à toute date publiée par sa source.",
  "money.history-noscript":
    "Ils nécessitent JavaScript. Tous les taux sont aussi dans notre API, en JSON :",
  "money.history-api": "les taux de référence {from}/{to} depuis 1999",
  "money.pair-title": "{from} en {to}",
  "money.pair-label": "Convertir {title}",
  "money.pair-description":
    "Convertissez des {fromPlural} ({from}) en {toPlural} ({to}) au dernier taux de référence, avec le taux inverse et un tableau des montants courants.",
  "money.pair-keywords":
    "{from} en {to}, {fromName} en {toName}, taux de change {from} {to}, convertisseur {from} {to}",
  // The time zone converter's table of the year's clock changes.
  "tz-rules.title": "Changements d’heure en {year}",
  "tz-rules.intro":
    "Le décalage de chaque fuseau par rapport à UTC en {year}, et quand ses horloges avancent et reculent, dans sa propre heure locale, d’après la base tz de l’IANA.",
  "tz-rules.zone": "Fuseau",
  "tz-rules.offset": "Décalage",
  "tz-rules.forward": "Les horloges avancent",
  "tz-rules.back": "Les horloges reculent",
  "tz-rules.none": "Aucun changement",
  // The ring size chart (app/components/ring-size-chart.tsx)
  "ring.rule-of": "{system} : {rule}",
  "ring.chart": "Tableau des tailles de bague",
  "ring.chart-intro":
    "Chaque ligne est une taille des États-Unis et du Canada et la taille la plus proche de chaque autre système.",
  "ring.rule.us": "(1,4216 + 0,1018 × taille) in de tour intérieur",
  "ring.rule.uk":
    "des lettres à partir de A = 37,5 mm de tour intérieur, 1,25 mm par lettre (BS 6820)",
  "ring.rule.iso": "le tour intérieur en millimètres",
  "ring.rule.ch": "le tour intérieur en millimètres moins 40",
  "ring.rule.jp": "la taille 1 mesure 13 mm de diamètre intérieur, chaque taille 1/3 mm de plus",
  "ring.rule.diameter-in": "mesuré d’un bord à l’autre à l’intérieur",
  // The shoe size chart (app/components/shoe-size-chart.tsx)
  "shoe.rule-of": "{system} : {rule}",
  "shoe.chart": "Tableau des pointures",
  "shoe.chart-intro":
    "Chaque ligne est une longueur de forme et la pointure la plus proche de chaque système ; les longueurs de pied sont plus courtes de {allowance} cm que la forme. Un tiret : hors de la plage de ce système.",
  "shoe.chart-men": "Pointures homme",
  "shoe.chart-women": "Pointures femme",
  "shoe.chart-children": "Pointures enfant",
  "shoe.rule.us-men": "la pointure 0 est une forme de 8¼ in, ⅓ in par pointure",
  "shoe.rule.us-women":
    "la pointure 0 est une forme de 7 11/12 in, ⅓ in par pointure : une pointure au-dessus de l’homme",
  "shoe.rule.us-boys":
    "la pointure 0 est une forme de 3 11/12 in, ⅓ in par pointure : le 13 garçon est le 0 homme",
  "shoe.rule.us-girls":
    "la pointure 0 est une forme de 3 7/12 in, ⅓ in par pointure : le 13 fille est le 0 femme",
  "shoe.rule.uk-adult":
    "la pointure 1 est une forme de 8 2/3 in, un grain d’orge (⅓ in) par pointure, après le 13½ enfant",
  "shoe.rule.uk-child":
    "la pointure 0 est une forme de 4 in, un grain d’orge (⅓ in) par pointure, jusqu’à 13½",
  "shoe.rule.eu": "la longueur de la forme en points de Paris de ⅔ cm",
  "shoe.rule.mondopoint":
    "la longueur du pied en millimètres, par pas de 5 mm (ISO 9407 ; Japon et Chine)",
  // The date calculator's ISO week chart.
  "date.chart-title": "Les semaines ISO, année par année",
  "date.chart-text":
    "Une semaine ISO 8601 va du lundi au dimanche, et la semaine 1 est celle qui contient le premier jeudi de l’année : elle commence donc entre le 29 décembre et le 4 janvier. Une année compte 53 semaines quand elle commence un jeudi, ou un mercredi si elle est bissextile ; sinon 52. Le calculateur compte des jours entiers dans le calendrier grégorien : une date est un numéro de jour, et les jours entre deux dates sont la différence de leurs numéros.",
  "date.chart-year": "Année",
  "date.chart-jan1": "1er janvier",
  "date.chart-week1": "Début de la semaine 1",
  "date.chart-weeks": "Semaines ISO",
  // The Unix timestamp converter's examples.
  "unix.examples": "Des timestamps Unix à connaître",
  "unix.examples-text":
    "Un timestamp, ce sont des secondes depuis 1970-01-01T00:00:00Z, 86 400 par jour et sans seconde intercalaire ; une date est le numéro de jour que donnent ces secondes, dans le calendrier grégorien, et l’heure du jour le reste. Les millisecondes sont ces secondes multipliées par 1 000, les microsecondes par un million. La page calcule avec des entiers de toute taille : le dernier chiffre d’un timestamp en microsecondes est conservé.",
  "unix.examples-instant": "Instant et secondes",
  "unix.examples-utc": "UTC, en ISO 8601 et RFC 2822",
  "unix.ex-epoch": "L’epoch",
  "unix.ex-before": "Une seconde avant l’epoch",
  "unix.ex-billion": "Un milliard de secondes",
  "unix.ex-int32": "La dernière seconde du temps signé sur 32 bits",
  "unix.ex-wrap": "Là où le temps signé sur 32 bits revient",
  "unix.ex-two-billion": "Deux milliards de secondes",
  "unix.ex-uint32": "La dernière seconde du temps non signé sur 32 bits",
  "unix.ex-9999": "La dernière seconde de l’an 9999",
};

/** The home page and the site's own pages in French (en.ts says what each field is). */
export const PAGE_WORDS: Readonly<Record<WrittenPath, WrittenPage>> = {
  "/": {
    title: "Convertisseur d’unités en ligne gratuit",
    navLabel: "Accueil",
    description:
      "Conversion exacte de longueur, poids, température, volume, superficie et plus de 70 autres grandeurs, devises et glycémie. Gratuit, rapide, sans inscription.",
    keywords:
      "convertisseur d’unités, conversion d’unités, métrique en impérial, longueur, poids, température",
  },
  "/about": {
    title: "À propos",
    navLabel: "à propos",
    description:
      "Ce qu’est {site}, à qui il s’adresse et comment chaque conversion y reste exacte.",
    keywords: "à propos de {site}, convertisseur d’unités, conversions exactes",
  },
  "/contact": {
    title: "Contactez-nous",
    navLabel: "contact",
    description:
      "Une question, une correction ou une idée pour {site} ? Écrivez-nous : nous répondons généralement sous 24 heures.",
    keywords: "contacter {site}, avis, assistance",
  },
  "/terms": {
    title: "Conditions d’utilisation",
    navLabel: "conditions d’utilisation",
    description:
      "Les conditions dans lesquelles les convertisseurs gratuits de {site} peuvent être utilisés.",
    keywords: "conditions d’utilisation de {site}, CGU",
  },
  "/privacy": {
    title: "Politique de confidentialité",
    navLabel: "confidentialité",
    description: "Ce que {site} conserve exactement à votre sujet, et ce qu’il ne conserve pas.",
    keywords: "politique de confidentialité de {site}, protection des données",
  },
  "/sitemap": {
    title: "Plan du site",
    navLabel: "plan du site",
    description:
      "Toutes les pages de {site} : convertisseurs d’unités, paires de conversion, convertisseurs de devises et convertisseurs médicaux.",
    keywords: "plan du site {site}, tous les convertisseurs",
  },
  "/guides": {
    title: "Guides et tutoriels de conversion d’unités",
    navLabel: "Guides",
    description:
      "Comment convertir à la main longueur, poids, température, superficie, volume et énergie, avec les facteurs exacts et les erreurs à éviter.",
    keywords:
      "guide de conversion d’unités, tutoriel de conversion, système métrique, unités impériales",
  },
  "/blood-sugar-converter": {
    title: "Convertisseur de glycémie",
    navLabel: "Glycémie",
    description:
      "Convertissez la glycémie entre mg/dL et mmol/L avec le facteur exact et voyez dans quelle plage se situe une mesure. Avec l’HbA1c et la glycémie moyenne.",
    keywords:
      "convertisseur de glycémie, glucose sanguin, mg/dL en mmol/L, mmol/L en mg/dL, HbA1c, diabète",
  },
  "/case": {
    title: "Convertisseur de casse",
    navLabel: "Majuscules et minuscules",
    description:
      "Passez un texte en MAJUSCULES, minuscules, Casse Du Titre, casse de phrase, camelCase, snake_case, kebab-case ou CONSTANT_CASE pendant la saisie.",
    keywords:
      "convertisseur de casse, majuscules, minuscules, changer la casse, camelCase, snake_case",
  },
  "/number-base": {
    title: "Convertisseur de bases numériques",
    navLabel: "Bases numériques",
    description:
      "Convertissez des nombres entre binaire, octal, décimal, hexadécimal et toute base de 2 à 36, exactement, quelle que soit leur longueur.",
    keywords: "convertisseur de base, binaire en décimal, hexadécimal en décimal, octal, base 36",
  },
  "/currency-converter": {
    title: "Convertisseur de devises",
    navLabel: "Convertisseur de devises",
    description:
      "Convertissez entre plus de {fiat} devises du monde, chacune au taux de la banque qui le fixe, et les {coins} plus grandes cryptomonnaies.",
    keywords: "convertisseur de devises, taux de change, conversion de monnaie, USD, EUR, GBP, JPY",
  },
  "/crypto-currency": {
    title: "Convertisseur de cryptomonnaies",
    navLabel: "Convertisseur de cryptomonnaies",
    description:
      "Convertissez le Bitcoin, l’Ethereum et les {others} autres plus grandes cryptomonnaies entre eux et en plus de {fiat} devises du monde.",
    keywords:
      "convertisseur de cryptomonnaies, convertisseur crypto, bitcoin, ethereum, BTC en USD",
  },
  // The time zone converter.
  "/time-zone-converter": {
    title: "Convertisseur de fuseaux horaires",
    navLabel: "Fuseaux horaires",
    description:
      "Convertissez une date et une heure entre fuseaux IANA ou 1 000 villes, avec l’heure d’été de chaque date et les abréviations comme IST ou CST expliquées.",
    keywords:
      "convertisseur de fuseaux horaires, décalage horaire, convertir une heure, heure de Paris en EST, heure d’été, décalage UTC",
  },
  // The ring size converter
  "/ring-size-converter": {
    title: "Convertisseur de tailles de bague",
    navLabel: "Tailles de bagues",
    description:
      "Tailles de bague des États-Unis et du Canada, du Royaume-Uni et de l’Australie, ISO 8653 (Europe), Suisse, Japon, et diamètre ou tour intérieur en mm et pouces.",
    keywords:
      "convertisseur de taille de bague, tableau des tailles de bague, taille de bague en mm, taille de bague américaine en française, tour de doigt",
  },
  // The shoe size converter
  "/shoe-size-converter": {
    title: "Convertisseur de pointures",
    navLabel: "Pointures",
    description:
      "Convertissez les pointures homme, femme et enfant entre États-Unis, Royaume-Uni, EU et Mondopoint, ou une longueur de pied mesurée en cm ou en pouces.",
    keywords:
      "convertisseur de pointures, tableau des pointures, pointure américaine en européenne, pointure anglaise en américaine, longueur du pied en pointure, mondopoint",
  },
  // The date calculator.
  "/date-calculator": {
    title: "Calculateur de dates",
    navLabel: "Calculateur de dates",
    description:
      "Comptez les jours et jours ouvrés entre deux dates, ajoutez ou retranchez jours, semaines ou mois, et voyez le jour et la semaine ISO de chaque date.",
    keywords:
      "calculateur de dates, nombre de jours entre deux dates, calcul de jours, jours ouvrés, ajouter des jours à une date, numéro de semaine",
  },
  // The Unix timestamp converter.
  "/unix-timestamp-converter": {
    title: "Convertisseur de timestamp Unix",
    navLabel: "Timestamp Unix",
    description:
      "Convertissez un timestamp Unix en secondes, millisecondes ou microsecondes en date et heure UTC et locale, en ISO 8601 et RFC 2822, et une date en timestamp.",
    keywords:
      "convertisseur timestamp unix, temps unix, epoch, timestamp en date, date en timestamp, millisecondes, ISO 8601",
  },
  // The cooking converter.
  "/cooking-converter": {
    title: "Convertisseur de mesures de cuisine",
    navLabel: "Mesures de cuisine",
    description:
      "Convertissez tasses et cuillères en grammes et en onces pour 160 ingrédients, chacun avec la source de sa densité (USDA, The Cake Bible).",
    keywords:
      "convertisseur de mesures de cuisine, tasses en grammes, grammes en tasses, conversion pâtisserie, poids des ingrédients",
  },
};

/**
 * Names of category pages that share their quantity with another page, so cannot take its name.
 */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  "/moment-force": "Moment de force",
  "/fuel-efficiency-volume": "Rendement de carburant (volume)",
  "/concentration-solution": "Concentration des solutions",
  "/radiation": "Rayonnement",
  "/volume-dry": "Volume de matières sèches",
  "/typography": "Typographie",
  "/volume-lumber": "Volume de bois",
};
