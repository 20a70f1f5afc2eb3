import { largest } from "../../../content/money/crypto.ts";
import { offeredCounts } from "../../../money/currencies.ts";
import type { MoneyTranslations } from "../money.ts";

const { fiat, coins } = offeredCounts();

/** The money pages’ texts in French (site/content/money/fiat.ts, crypto.ts), by English path. */
export const MONEY: MoneyTranslations = {
  "/currency-converter": {
    about: [
      `Le convertisseur de devises d’UnitPilot convertit un montant d’une devise dans une autre aux taux de change de référence. Il propose les ${fiat} devises en circulation aujourd’hui dans le monde et les ${coins} premières cryptomonnaies par capitalisation boursière. Pour les quelque 30 devises de la Banque centrale européenne (BCE), le taux est le taux de référence de l’euro publié par la BCE chaque jour ouvré vers 16 h 00 HEC (heure d’Europe centrale). Pour toutes les autres devises, c’est le taux de référence de la banque centrale ou de l’organisme officiel qui le fixe, comme la Central Bank of Nigeria ou la State Bank of Pakistan, relayé par Frankfurter, un service open source qui recueille les taux d’une centaine de banques centrales. La ligne sous le convertisseur indique la source et la date du taux affiché. Les cours des cryptomonnaies proviennent d’une source de prix compatible avec CoinGecko. Une devise pour laquelle aucune source ne publie de taux ce jour-là, ou une cryptomonnaie que la source de prix ne cote plus, ne peut pas être choisie tant qu’elle n’a pas de nouveau un taux, et une note sous le convertisseur le signale.`,
      "Notre service de taux cherche de nouveaux taux au plus toutes les cinq minutes et conserve les derniers taux reçus. La BCE publie une fois par jour ouvré : les taux des monnaies nationales changent donc une fois par jour, et non de minute en minute, et restent les mêmes le week-end et les autres jours de fermeture de la BCE. Si une source est injoignable, le convertisseur affiche les derniers taux connus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. Les résultats s’affichent avec jusqu’à six décimales (huit dans le convertisseur de cryptomonnaies).",
      "Ce sont des taux de référence : un cours moyen du marché à un instant donné, utile pour connaître la valeur d’un montant, vérifier une facture ou préparer un budget. Ce ne sont pas les taux que vous accordera une banque, l’émetteur d’une carte, un service de transfert d’argent ou un bureau de change, car chacun ajoute une marge au taux, prélève des frais, ou les deux. Les montants sont convertis dans votre navigateur, et vous n’avez aucun compte à créer.",
    ],
    useCases: [
      "Vérifier ce que vaut un prix en devise étrangère avant un achat en ligne",
      "Préparer le budget d’un voyage à l’étranger et comparer le taux d’un bureau de change ou d’une carte avec le taux de référence",
      "Comprendre des factures, des devis, des salaires ou des loyers libellés dans une autre devise",
      "Calculer ce que coûte réellement un transfert d’argent par rapport au taux de référence",
      "Voir ce que vaut un montant en bitcoin ou en ether en dollars, en euros ou dans une autre devise",
    ],
    guides: [
      {
        title: "Comment le convertisseur calcule un taux",
        content: [
          "La BCE publie chaque taux par rapport à l’euro : tant de dollars des États-Unis, tant de yens, tant de livres pour un euro. Le taux entre deux autres devises est un taux croisé, calculé en passant par l’euro. Avec les valeurs indicatives 1 EUR = 1,20 USD et 1 EUR = 0,90 GBP (des exemples, pas des taux actuels), un dollar des États-Unis vaut 0,90 ÷ 1,20 = 0,75 GBP, et une livre vaut 1,20 ÷ 0,90 ≈ 1,333333 USD. Le convertisseur fait de même avec les dernières valeurs qu’il a reçues.",
          "Les cours des cryptomonnaies sont cotés en dollars des États-Unis : une conversion qui fait intervenir une cryptomonnaie passe donc par le dollar. Les valeurs de la BCE sont un instantané du marché pris une fois par jour, en début d’après-midi, heure d’Europe centrale : les mouvements entre deux publications n’apparaissent qu’avec la suivante.",
          "Le résultat est le montant multiplié par le taux, affiché avec jusqu’à six décimales et sans les zéros finaux. Les paiements réels sont arrondis à la plus petite unité de la devise : deux décimales pour la plupart des devises, aucune pour le yen japonais ou le won sud-coréen. Arrondissez le résultat comme l’argent sera réellement payé.",
          "Si le convertisseur ne parvient pas du tout à joindre notre service de taux, un avis orange l’indique : « Mode hors ligne : les taux ne sont peut-être pas à jour. » Ne vous fiez pas aux valeurs tant que cet avis est affiché.",
        ],
      },
      {
        title: "Repères de marché : ce qui fait bouger les taux de change",
        content: [
          "Un taux de change est le prix d’une devise dans une autre, et il évolue avec l’offre et la demande de l’une et de l’autre. Les facteurs les plus souvent cités sont les taux directeurs des banques centrales (des taux plus élevés tendent à attirer l’épargne vers une devise), l’inflation (qui érode le pouvoir d’achat d’une devise), les flux commerciaux et financiers entre pays et l’appétit du marché pour le risque. En période de turbulences, les investisseurs se sont souvent tournés vers le dollar des États-Unis, le franc suisse et le yen japonais.",
          "Le dollar des États-Unis est au centre du marché. L’enquête triennale de la Banque des règlements internationaux le trouve d’un côté de près de neuf opérations de change sur dix, l’euro étant la deuxième devise la plus échangée. C’est pourquoi tant de cotations, y compris les cours des cryptomonnaies, sont exprimées en dollars.",
          "Lisez attentivement le sens d’une cotation. « EUR/USD 1,18 » (un taux donné en exemple) signifie qu’un euro coûte 1,18 dollar : quand ce chiffre monte, l’euro s’est apprécié. Quand la valeur USD en EUR de ce convertisseur monte, c’est le dollar qui s’est apprécié et qui achète plus d’euros.",
          "Personne ne peut prévoir les taux de change de façon fiable. Les valeurs de cette page sont des taux de référence, pas une prévision, et rien ici ne constitue un conseil financier.",
        ],
      },
    ],
    tips: [
      {
        title: "Payer dans la devise locale",
        content: [
          "Quand un terminal de paiement ou un distributeur de billets à l’étranger vous propose de débiter votre compte dans votre devise nationale, il s’agit d’une conversion dynamique de devises (DCC) : c’est le prestataire du commerçant qui fixe le taux de change, souvent avec une marge importante. En choisissant la devise locale, vous laissez la conversion à l’émetteur de votre carte, dont le taux est généralement plus proche du taux de référence.",
        ],
      },
      {
        title: "Mesurer ce que prend vraiment un prestataire",
        content: [
          "Convertissez ici le même montant et comparez-le avec ce que l’on vous propose. L’écart correspond à la marge du prestataire plus d’éventuels frais. Par exemple, à un taux de 0,85 EUR par USD, 1 000 USD feraient 850 EUR. Si un bureau de change vous donnait 820 EUR, vous paieriez 30 EUR, soit environ 3,5 %.",
        ],
      },
      {
        title: "Regarder l’heure",
        content: [
          "La ligne sous le taux indique quand les taux ont été obtenus, suivie de « (en cache) » s’il s’agit des derniers taux conservés parce que la source était injoignable. Un taux datant de quelques jours peut suffire pour une estimation grossière, mais pas pour un virement important.",
        ],
      },
    ],
    faqs: [
      {
        question: "D’où viennent les taux de change de ce convertisseur ?",
        answer:
          "De la banque qui fixe chaque taux. Les devises des taux de référence de l’euro de la Banque centrale européenne utilisent les valeurs de la BCE ; les autres utilisent le taux de référence de leur propre banque centrale ou organisme officiel (la Central Bank of Nigeria pour le naira, par exemple), relayé par Frankfurter, ou une combinaison des sources qui les publient lorsque leur propre banque ne le fait pas. Un taux entre deux devises qu’aucune source ne cote à elle seule est un taux croisé, calculé en passant par l’euro ou le dollar des États-Unis, et la ligne sous le convertisseur précise lequel. Les cours des cryptomonnaies proviennent d’une source de prix compatible avec CoinGecko, en dollars des États-Unis.",
      },
      {
        question: "À quelle fréquence les taux de change sont-ils mis à jour ?",
        answer:
          "La BCE publie ses taux de référence une fois par jour ouvré, vers 16 h 00 HEC, et les autres banques centrales publient les leurs une ou plusieurs fois par jour ouvré, chacune selon son propre calendrier. Notre service cherche de nouveaux taux au plus toutes les cinq minutes. Les cours des cryptomonnaies sont eux aussi actualisés au plus toutes les cinq minutes. Ces taux ne sont ni en temps réel ni tick par tick : ce sont des taux de référence, pas des prix de transaction.",
      },
      {
        question: "Pourquoi le taux de change de ma banque diffère-t-il de celui affiché ici ?",
        answer:
          "Les banques, les émetteurs de cartes, les services de transfert d’argent et les bureaux de change ajoutent une marge au taux, prélèvent des frais, ou les deux, et leurs taux évoluent aussi au cours de la journée. La valeur de la BCE est un taux de référence unique pour la journée. Servez-vous-en pour juger de ce que vous facture un prestataire, et non comme le montant que vous recevrez.",
      },
      {
        question: "Que signifie « en cache » à côté de l’heure de la dernière mise à jour ?",
        answer:
          "Cela signifie que les taux n’ont pas été récupérés auprès de la source pour votre demande. Ce sont les derniers taux reçus par notre service, et l’heure affichée est celle à laquelle ils ont été obtenus. Cela arrive quand une source de taux est injoignable pendant un moment.",
      },
      {
        question: "Quelles devises puis-je convertir ?",
        answer: `Toute devise en usage aujourd’hui pour laquelle une source publie un taux : ${fiat} sont proposées, de l’afghani afghan à l’or du Zimbabwe, les dix plus utilisées en premier, ainsi que les ${coins} premières cryptomonnaies par capitalisation boursière. Saisissez un nom, un pays ou un symbole dans le champ sous une liste pour trouver une devise (« naira », « Argentine », « ₹ »). Les devises remplacées, comme la kuna croate et le lev bulgare (toutes deux par l’euro), ne sont pas proposées.`,
      },
      {
        question: "Puis-je utiliser ces taux pour des factures, la comptabilité ou les impôts ?",
        answer:
          "La BCE publie ses taux de référence à titre d’information uniquement et déconseille de les utiliser pour des transactions. Pour la comptabilité ou les déclarations fiscales, demandez à votre administration fiscale ou à votre expert-comptable quel taux et quelle date sont exigés. Certaines administrations publient leurs propres taux, et les contrats désignent souvent une source de taux.",
      },
    ],
  },

  "/usd-to-eur": {
    about: [
      "Cette page convertit des dollars des États-Unis (USD) en euros (EUR). Le dollar est la monnaie des États-Unis, gérée par la Réserve fédérale. L’euro est la monnaie unique de la zone euro, c’est-à-dire des pays de l’UE qui l’ont adopté, et il est géré par la Banque centrale européenne. Ensemble, ils forment la paire de devises la plus échangée au monde.",
      "Le taux provient des taux de référence de l’euro publiés par la BCE. La BCE publie le dollar en tant de dollars pour un euro : le taux du dollar en euro en est donc l’inverse. Si la BCE publiait 1 EUR = 1,18 USD (un taux donné en exemple), un dollar vaudrait 1 ÷ 1,18 ≈ 0,847458 EUR. La BCE publie une fois par jour ouvré, vers 16 h 00 HEC. Notre service cherche de nouveaux taux au plus toutes les cinq minutes et, si la BCE est injoignable, il affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus.",
      "Par exemple, à un taux de 0,85 EUR par USD, 1 USD ferait 0,85 EUR, 10 USD feraient 8,50 EUR, 100 USD 85 EUR, 1 000 USD 850 EUR et 5 000 USD 4 250 EUR. Le taux du jour, et ces montants à ce taux, figurent dans le convertisseur ci-dessus. Ce sont des valeurs de référence : une banque, une carte ou un bureau de change y ajoute une marge ou des frais.",
    ],
    useCases: [
      "Préparer le budget d’un voyage des États-Unis vers la France, l’Allemagne, l’Italie, l’Espagne ou un autre pays de la zone euro",
      "Envoyer des dollars à des proches ou sur un compte dans la zone euro et vérifier ce qui devrait arriver",
      "Indiquer des prix américains à des clients en Europe",
      "Comparer ce que proposent un comptoir de change d’aéroport, une banque ou une carte avec le taux de référence",
      "Convertir un budget en dollars des États-Unis pour un projet, une conférence ou un achat en Europe",
    ],
    guides: [
      {
        title: "Convertir des dollars en euros, pas à pas",
        content: [
          "Multipliez le montant en dollars par le taux USD en EUR. Avec un taux de 0,85 donné en exemple, 250 USD × 0,85 = 212,50 EUR. Pour le calcul inverse, divisez par le même taux : 212,50 EUR ÷ 0,85 = 250 USD. Le convertisseur fonctionne dans les deux sens : saisissez un montant dans l’un ou l’autre champ, et l’autre suit.",
          "Les deux lignes au-dessus des champs, 1 USD = … EUR et 1 EUR = … USD, sont l’inverse l’une de l’autre. La seconde est la valeur que la BCE publie effectivement ; la première vaut 1 divisé par celle-ci.",
          "Les montants en euros se paient en centimes, avec deux décimales. Le convertisseur affiche jusqu’à six décimales : arrondissez donc le montant final au centime.",
          "Les banques et les bureaux de change intègrent leur marge dans le taux. Par exemple, si le taux de référence était de 0,85 et le taux d’un prestataire moins bon de 3 %, vous obtiendriez 0,8245 EUR par dollar : 1 000 USD rapporteraient alors 824,50 EUR au lieu de 850 EUR. Des frais fixes en plus rendent les petits échanges proportionnellement plus chers.",
        ],
      },
      {
        title: "Repères de marché : le dollar et l’euro",
        content: [
          "Les marchés cotent la paire en EUR/USD, en dollars pour un euro : quand le cours « euro-dollar » monte dans les actualités, chaque dollar achète moins d’euros. Pendant une grande partie de la période depuis 2015, un dollar a permis d’acheter environ 0,80 à 0,95 euro. En 2022, l’euro est passé sous la barre d’un dollar pour la première fois depuis 2002 : pendant un temps, un dollar a donc acheté un peu plus d’un euro. C’est de l’histoire, pas une prévision.",
          "Parmi les facteurs souvent cités pour expliquer les mouvements de la paire figurent l’écart entre les taux directeurs de la Réserve fédérale et de la BCE, l’inflation et la croissance de part et d’autre de l’Atlantique, les prix de l’énergie (la zone euro importe une grande partie de son énergie, et la flambée des prix de l’énergie de 2022 a été avancée comme l’une des raisons du recul de l’euro) et la demande de dollars en période de tensions.",
          "Une variation du taux modifie la valeur de l’argent détenu dans l’autre devise. Par exemple, si le taux passait de 0,85 à 0,90 EUR par USD, 10 000 USD vaudraient 9 000 EUR au lieu de 8 500 EUR.",
          "Règles sur l’argent liquide pour les voyageurs : toute personne qui entre dans l’UE ou en sort avec 10 000 € ou plus en espèces, ou l’équivalent dans d’autres devises, doit le déclarer à la douane. Les États-Unis exigent une déclaration (formulaire FinCEN Form 105) de toute personne qui fait entrer ou sortir du pays plus de 10 000 $. La déclaration n’est pas une taxe, et transporter cet argent n’est pas illégal.",
          "Rien sur cette page ne constitue un conseil financier.",
        ],
      },
    ],
    tips: [
      {
        title: "Un calcul mental rapide",
        content: [
          "Calculez une fois de combien le taux est inférieur à 1, puis appliquez cet écart. Par exemple, à 0,85 EUR par USD, un prix en euros est inférieur de 15 % au montant en dollars : 200 USD font donc environ 170 EUR. Vérifiez d’abord le taux du jour dans le convertisseur, car ce raccourci ne vaut que pour ce taux.",
        ],
      },
      {
        title: "Évitez le comptoir de l’aéroport pour les grosses sommes",
        content: [
          "Les comptoirs de change des aéroports et des gares offrent souvent les taux les moins avantageux. Pour des montants plus importants, comparez une carte sans frais sur les opérations à l’étranger, un retrait au distributeur d’une banque ou un service de transfert d’argent, chacun mesuré au taux de référence affiché ici.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 dollars en euros ?",
        answer:
          "Cela dépend du taux du jour. Le convertisseur ci-dessus l’indique, avec 1, 10, 1 000 et 5 000 USD. Par exemple, à un taux de 0,85 EUR par USD, 100 USD feraient 85 EUR ; à un taux de 0,92, ce serait 92 EUR.",
      },
      {
        question: "Quel est le taux de change USD en EUR aujourd’hui ?",
        answer:
          "Le convertisseur affiche le dernier taux de référence de la BCE reçu par notre service, avec l’heure à laquelle il a été obtenu. La BCE publie une fois par jour ouvré vers 16 h 00 HEC : le taux reste donc le même jusqu’à la publication suivante, y compris le week-end.",
      },
      {
        question: "Vaut-il mieux changer des dollars en euros avant de partir ou en Europe ?",
        answer:
          "Cela dépend du prestataire, pas du lieu. Comparez le coût total, marge plus frais, au taux de référence. Les comptoirs des aéroports sont souvent chers. Les cartes sans frais sur les opérations à l’étranger et les distributeurs des banques sont souvent plus proches du taux de référence. Où que vous payiez ou retiriez de l’argent, choisissez l’euro quand un distributeur ou un terminal vous propose de faire la conversion.",
      },
      {
        question:
          "Pourquoi le taux affiché ici diffère-t-il de celui de Google ou de mon application bancaire ?",
        answer:
          "Les sites de données de marché affichent un taux qui varie au fil de la journée, alors que le taux de référence de la BCE est une seule valeur par jour ouvré, relevée en début d’après-midi, heure d’Europe centrale. Le taux d’une banque inclut en outre sa marge. L’écart entre deux valeurs de référence est généralement faible ; l’écart avec ce que facture un prestataire est généralement plus grand.",
      },
      {
        question: "Dois-je déclarer l’argent liquide que j’emporte en Europe ?",
        answer:
          "Oui, si vous faites entrer dans l’UE ou sortir de l’UE 10 000 € ou plus (ou l’équivalent en dollars ou dans d’autres devises) : la somme doit être déclarée à la douane. Selon les règles de l’UE, l’« argent liquide » comprend aussi les instruments au porteur, comme les chèques de voyage, et certaines formes d’or. Quitter les États-Unis avec plus de 10 000 $ impose une déclaration sur le formulaire FinCEN Form 105.",
      },
      {
        question:
          "Les gains tirés d’un change entre dollars et euros sont-ils imposables aux États-Unis ?",
        answer:
          "Pour une opération personnelle, comme reconvertir en dollars les euros restants d’un voyage, un gain dû au taux de change n’est pas imposé s’il est de 200 $ ou moins par opération (Internal Revenue Code, section 988(e)). Les gains plus importants, et les changes effectués à des fins professionnelles ou d’investissement, relèvent d’autres règles. Il s’agit d’une information générale, pas d’un conseil fiscal.",
      },
    ],
  },

  "/eur-to-usd": {
    about: [
      "Cette page convertit des euros (EUR) en dollars des États-Unis (USD). Le marché des changes cote la paire dans ce sens, en EUR/USD : le prix d’un euro en dollars. La BCE publie son taux de référence du dollar de la même manière : le taux EUR en USD affiché ici est donc directement la valeur de la BCE, sans aucun calcul de taux croisé.",
      "L’euro a été introduit le 1er janvier 1999 pour les comptes et les paiements électroniques, et les billets et pièces en euros ont suivi le 1er janvier 2002. Par exemple, à un taux de 1,18 USD par EUR, 100 EUR feraient 118 USD et 50 EUR feraient 59 USD. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie le taux une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. Si la BCE est injoignable, le convertisseur affiche le dernier taux reçu, marqué « en cache », avec l’heure à laquelle il a été obtenu. Servez-vous-en comme d’une référence : une banque, une carte ou un bureau de change y ajoutera une marge ou des frais.",
    ],
    useCases: [
      "Préparer le budget d’un voyage aux États-Unis depuis la zone euro",
      "Calculer ce que valent en dollars des revenus, des factures ou une épargne en euros",
      "Pour une entreprise européenne, transformer des tarifs en euros en devis en dollars pour des clients américains",
      "Comparer une offre de salaire en dollars avec une offre en euros",
      "Pour un Américain, vérifier ce que valent les billets en euros rapportés d’un voyage",
    ],
    guides: [
      {
        title: "Lire la cotation EUR/USD",
        content: [
          "Dans « EUR/USD 1,18 » (un taux donné en exemple), l’euro est la devise de base et le dollar la devise de cotation : un euro coûte 1,18 dollar. Pour convertir des euros en dollars, multipliez : 250 EUR × 1,18 = 295 USD. Pour convertir des dollars en euros, divisez : 295 USD ÷ 1,18 = 250 EUR.",
          "Quand l’EUR/USD monte, l’euro s’est apprécié et chaque euro achète plus de dollars ; quand il baisse, les prix américains deviennent plus chers pour quiconque est payé en euros. Les deux taux donnés en exemple sur ce site, 1,18 USD par EUR et 0,85 EUR par USD, sont presque l’inverse l’un de l’autre : 1 ÷ 1,18 ≈ 0,847.",
          "Les montants en dollars se paient au cent près : arrondissez donc à deux décimales le résultat à six décimales du convertisseur.",
        ],
      },
    ],
    tips: [
      {
        title: "Changez les billets, dépensez les pièces",
        content: [
          "Beaucoup de bureaux de change n’acceptent que les billets : mieux vaut donc dépenser vos pièces en euros avant de quitter la zone euro. Gardez quelques billets si vous comptez revenir.",
        ],
      },
      {
        title: "Choisissez le dollar au terminal",
        content: [
          "Aux États-Unis, un terminal de paiement peut vous proposer de payer en euros. Si vous acceptez, c’est le prestataire du commerçant qui fixe le taux, généralement avec une marge. Si vous payez en dollars, c’est l’émetteur de votre carte qui fait la conversion.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 euros en dollars des États-Unis ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 EUR. Par exemple, à un taux de 1,18 USD par EUR, 100 EUR feraient 118 USD.",
      },
      {
        question: "Le taux EUR en USD affiché ici est-il le taux officiel de la BCE ?",
        answer:
          "Oui. La BCE publie ses taux de référence en unités de chaque devise pour un euro : la valeur EUR en USD est donc directement le taux du dollar publié. C’est un taux de référence fourni à titre d’information, publié une fois par jour ouvré, et non un taux qu’une banque serait tenue d’appliquer.",
      },
      {
        question: "Pourquoi un euro vaut-il plus qu’un dollar ?",
        answer:
          "Cette valeur ne fait que comparer la taille des deux unités ; elle ne dit rien de la vigueur des deux économies. Quand la BCE a publié ses premiers taux de référence en janvier 1999, un euro valait environ 1,18 dollar. En 2022, l’euro est passé sous la barre d’un dollar pendant un temps.",
      },
      {
        question: "Combien d’argent liquide puis-je emporter d’Europe aux États-Unis ?",
        answer:
          "Il n’y a pas de plafond, mais les montants doivent être déclarés. Quitter l’UE avec 10 000 € ou plus en espèces (ou l’équivalent dans d’autres devises) impose une déclaration à la douane. Arriver aux États-Unis avec plus de 10 000 $ en espèces ou en instruments monétaires impose une déclaration sur le formulaire FinCEN Form 105 auprès de l’US Customs and Border Protection.",
      },
      {
        question:
          "Dois-je payer un impôt aux États-Unis quand je reconvertis des euros en dollars ?",
        answer:
          "Pour les contribuables américains, un gain dû aux variations du taux de change lors d’une opération personnelle, comme la reconversion de l’argent d’un voyage, est exonéré s’il est de 200 $ ou moins par opération (Internal Revenue Code, section 988(e)). Au-delà, le gain doit être déclaré. Il s’agit d’une information générale, pas d’un conseil fiscal.",
      },
    ],
  },

  "/usd-to-gbp": {
    about: [
      "Convertissez des dollars des États-Unis (USD) en livres sterling (GBP). La livre sterling est la monnaie du Royaume-Uni, émise par la Bank of England, et elle est divisée en 100 pence depuis la décimalisation de 1971.",
      "La BCE ne publie pas de taux direct entre le dollar et la livre. Comme pour toute paire sans l’euro, c’est un taux croisé calculé à partir des taux de référence de l’euro de la BCE : les livres pour un euro divisées par les dollars pour un euro. Par exemple, à un taux de 0,82 GBP par USD, 100 USD feraient 82 GBP et 500 USD feraient 410 GBP. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. Si la BCE est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. Les banques et les émetteurs de cartes ajoutent une marge ou des frais à ce taux de référence.",
    ],
    useCases: [
      "Prévoir ses dépenses pour un voyage en Angleterre, en Écosse, au pays de Galles ou en Irlande du Nord",
      "Payer en livres un fournisseur, un travailleur indépendant, un propriétaire ou une université au Royaume-Uni",
      "Indiquer des prix américains à des clients au Royaume-Uni",
      "Comparer le prix d’un même produit dans des magasins américains et britanniques",
    ],
    guides: [
      {
        title: "Des dollars aux livres",
        content: [
          "Multipliez les dollars par le taux USD en GBP. Avec un taux de 0,82 donné en exemple, 1 000 USD × 0,82 = 820 GBP. Pour vérifier un montant en livres en dollars, divisez-le par le même taux.",
          "Comme il s’agit d’un taux croisé, il provient de deux valeurs de la BCE publiées au même moment. Avec les valeurs fictives 1 EUR = 1,16 USD et 1 EUR = 0,87 GBP, un dollar vaudrait 0,87 ÷ 1,16 = 0,75 GBP. Le résultat peut différer légèrement d’une cotation dollar-livre relevée à un autre moment de la journée.",
          "Les montants en livres se paient au penny près : arrondissez donc le résultat du convertisseur à deux décimales.",
        ],
      },
    ],
    tips: [
      {
        title: "Au Royaume-Uni, les prix incluent déjà la TVA",
        content: [
          "Les prix affichés pour les consommateurs au Royaume-Uni incluent la TVA, au taux normal de 20 % : un prix converti correspond donc à ce que vous payez en caisse. Les visiteurs ne peuvent plus se faire rembourser la TVA sur la plupart des achats en magasin en Grande-Bretagne ; ce dispositif a pris fin en 2021.",
        ],
      },
      {
        title: "Une règle approximative",
        content: [
          "À un taux de 0,82 donné en exemple, le montant en livres fait un peu plus des quatre cinquièmes du montant en dollars : 50 USD font environ 41 GBP. Vérifiez le taux du jour ci-dessus avant de vous fier à ce raccourci.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 dollars en livres sterling ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 USD. Par exemple, à un taux de 0,82 GBP par USD, 100 USD feraient 82 GBP.",
      },
      {
        question: "Pourquoi le taux du dollar en livre est-il calculé en passant par l’euro ?",
        answer:
          "La Banque centrale européenne publie chaque devise uniquement par rapport à l’euro. Le convertisseur divise le taux de la livre en euro par celui du dollar. Les deux proviennent de la même publication quotidienne : le résultat est donc cohérent avec toutes les autres paires du site.",
      },
      {
        question: "Quelle différence entre GBP, livre sterling et « quid » ?",
        answer:
          "C’est la même monnaie. GBP est le code ISO 4217, livre sterling est le nom complet de la devise, et « quid » est le mot familier que les Britanniques emploient pour une livre. Une livre vaut 100 pence.",
      },
      {
        question: "Quel est le moyen le moins cher d’envoyer des dollars au Royaume-Uni ?",
        answer:
          "Il n’y a pas de réponse unique. Comparez les prestataires selon les livres qui arrivent réellement, puis convertissez ici le même montant en dollars pour voir le résultat de référence. La différence est le coût total du prestataire, marge plus frais : c’est ce qu’il faut comparer.",
      },
    ],
  },

  "/gbp-to-usd": {
    about: [
      "Convertissez des livres sterling (GBP) en dollars des États-Unis (USD). Le marché des changes écrit la paire GBP/USD et la cote en dollars pour une livre : cette page affiche donc le taux tel que le donnent habituellement les cambistes et la presse financière. Les cambistes surnomment la paire « cable », un nom qui remonte au 19e siècle, quand le cours était transmis de part et d’autre de l’Atlantique par câble télégraphique.",
      "Le taux est calculé à partir des taux de référence de l’euro de la BCE : les dollars pour un euro divisés par les livres pour un euro. Par exemple, à un taux de 1,22 USD par GBP, 100 GBP feraient 122 USD et 250 GBP feraient 305 USD. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes, en conservant les derniers taux reçus. Si la source est injoignable, le convertisseur affiche ces derniers taux, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. C’est un taux de référence : votre banque ou votre carte y ajoutera une marge ou des frais.",
    ],
    useCases: [
      "Préparer des vacances ou un voyage d’affaires aux États-Unis depuis le Royaume-Uni",
      "Payer des abonnements, des logiciels et des commandes en ligne américains avec une carte en livres sterling",
      "Évaluer en dollars une épargne ou un salaire britanniques avant de s’installer aux États-Unis",
      "Pour les exportateurs britanniques, indiquer des prix à des clients américains",
    ],
    guides: [
      {
        title: "Des livres aux dollars, étape par étape",
        content: [
          "Multipliez les livres par le taux GBP en USD. Avec un taux de 1,22 donné en exemple, 80 GBP × 1,22 = 97,60 USD. Pour convertir un prix en dollars en livres, divisez : 97,60 USD ÷ 1,22 = 80 GBP.",
          "Les taux donnés en exemple sur ce site pour les deux sens, 1,22 USD par GBP et 0,82 GBP par USD, sont presque l’inverse l’un de l’autre (1 ÷ 1,22 ≈ 0,8197). Les deux lignes de taux du convertisseur sont toujours exactement l’inverse l’une de l’autre.",
          "Beaucoup de cartes britanniques ajoutent des frais sur les opérations hors livre sterling, souvent d’environ 3 %, aux achats en dollars, et certaines cartes n’en prélèvent aucun. Ajoutez les frais de votre carte au montant converti pour connaître le coût réel.",
        ],
      },
    ],
    tips: [
      {
        title: "Attendez-vous à une taxe sur les ventes en plus",
        content: [
          "Aux États-Unis, les prix affichés en rayon n’incluent généralement pas la taxe sur les ventes (sales tax), ajoutée en caisse, et son taux varie selon l’État et la ville. Un prix converti est donc souvent inférieur à ce que vous paierez.",
        ],
      },
      {
        title: "Déclarez les grosses sommes en liquide",
        content: [
          "Transporter 10 000 £ ou plus en espèces entre la Grande-Bretagne et un autre pays doit être déclaré à la douane britannique. Faire entrer plus de 10 000 $ aux États-Unis doit être déclaré sur le formulaire FinCEN Form 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de dollars font 100 livres ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 GBP. Par exemple, à un taux de 1,22 USD par GBP, 100 GBP feraient 122 USD.",
      },
      {
        question: "Pourquoi la paire GBP/USD est-elle surnommée « cable » ?",
        answer:
          "Au 19e siècle, le cours livre-dollar entre Londres et New York était transmis par le câble télégraphique transatlantique, et les cambistes appellent encore la paire « cable ». Ce surnom ne désigne que cette paire.",
      },
      {
        question: "La livre a-t-elle déjà valu moins qu’un dollar ?",
        answer:
          "Non. Une livre a toujours acheté plus d’un dollar des États-Unis, même si elle s’est approchée de la parité en 1985, puis de nouveau en septembre 2022. Les taux passés ne disent rien des taux futurs.",
      },
      {
        question: "Le taux GBP en USD affiché ici est-il en temps réel ?",
        answer:
          "Non. Il est calculé à partir des taux de référence de la BCE, publiés une fois par jour ouvré vers 16 h 00 HEC. Ce n’est pas un prix de marché en temps réel, et une banque ou une carte y ajoutera sa propre marge.",
      },
    ],
  },

  "/usd-to-jpy": {
    about: [
      "Convertissez des dollars des États-Unis (USD) en yens japonais (JPY), la monnaie émise par la Banque du Japon. La paire USD/JPY est cotée en yens pour un dollar et compte parmi les paires de devises les plus échangées au monde.",
      "Le yen s’utilise sans décimales : les prix, les espèces et les soldes bancaires sont en yens entiers, et la norme ISO 4217 n’attribue aucune décimale au yen. Comme un dollar achète beaucoup de yens, le taux inverse, la valeur en dollars d’un yen, est un petit nombre. Par exemple, à un taux de 110 JPY par USD, 100 USD feraient 11 000 JPY, et 1 JPY vaudrait 1 ÷ 110 ≈ 0,009091 USD. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie le yen et le dollar par rapport à l’euro : le taux dollar-yen est donc un taux croisé, les yens pour un euro divisés par les dollars pour un euro. La BCE publie une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. Si la source est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. C’est un taux de référence ; les banques et les bureaux de change y ajoutent une marge ou des frais.",
    ],
    useCases: [
      "Préparer le budget d’un voyage au Japon : hôtels, billets de train, repas et achats",
      "Acheter sur des boutiques en ligne et des places de marché japonaises",
      "Vérifier le prix d’appareils photo, d’appareils électroniques ou de voitures importés du Japon",
      "Facturer ou payer des partenaires commerciaux japonais",
    ],
    guides: [
      {
        title: "Calculer avec des montants en yens",
        content: [
          "Pour convertir des dollars en yens, multipliez par le taux et arrondissez au yen entier. Pour convertir un prix en yens en dollars, divisez par le taux. Par exemple, à 110 yens pour un dollar, un repas à 5 500 JPY ferait 5 500 ÷ 110 = 50 USD.",
          "Le japonais compte les grands nombres par unités de dix mille, appelées « man » (万) : un prix écrit 3万円 fait donc 30 000 yens. Le plus gros billet couramment utilisé est celui de 10 000 yens.",
          "Le convertisseur affiche jusqu’à six décimales. Cela compte pour la très petite valeur en dollars d’un yen, mais un résultat en yens doit simplement être arrondi au yen entier le plus proche.",
        ],
      },
    ],
    tips: [
      {
        title: "Estimer en retirant deux zéros",
        content: [
          "Quand le taux est de l’ordre de la centaine, diviser un prix en yens par 100 donne une première idée de sa valeur en dollars, que vous ajustez ensuite : à un taux de 110 donné en exemple, 2 200 yens font 20 dollars, un peu moins que les 22 obtenus en retirant deux zéros.",
        ],
      },
      {
        title: "Gardez un peu d’argent liquide",
        content: [
          "Les cartes sont largement acceptées au Japon, mais certains petits commerces, restaurants et lieux ruraux préfèrent encore les espèces. Beaucoup de distributeurs des supérettes (konbini) et des bureaux de poste acceptent les cartes étrangères.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de yens font 100 dollars ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 USD. Par exemple, à un taux de 110 JPY par USD, 100 USD feraient 11 000 JPY.",
      },
      {
        question: "Pourquoi le yen n’a-t-il pas de centimes ?",
        answer:
          "Le yen était autrefois divisé en 100 sen, mais le sen et les unités plus petites ont été retirés de la circulation en 1953, et les prix sont depuis exprimés en yens entiers. La norme ISO 4217 attribue donc zéro décimale au yen.",
      },
      {
        question: "Un yen valant moins d’un cent, cela signifie-t-il que le yen est faible ?",
        answer:
          "Non. Ce nombre ne reflète que la taille de l’unité. Ce qui compte pour un voyageur ou une entreprise, c’est l’évolution du taux dans le temps, pas le fait qu’un yen soit au-dessus ou au-dessous d’un cent.",
      },
      {
        question: "Le taux USD en JPY de cette page est-il une cotation directe ?",
        answer:
          "Non. La Banque centrale européenne publie chaque devise par rapport à l’euro : le convertisseur divise donc le taux du yen en euro par celui du dollar. Les deux proviennent de la même publication quotidienne.",
      },
      {
        question: "Faut-il changer des dollars en yens avant de partir au Japon ?",
        answer:
          "Comparez les options selon ce que vous recevez réellement par rapport au taux de référence affiché ici : les comptoirs de change, les distributeurs au Japon et les cartes ajoutent tous des marges ou des frais, qui varient selon le prestataire. Quel que soit votre choix, payez en yens quand un terminal vous propose de faire la conversion.",
      },
    ],
  },

  "/usd-to-aud": {
    about: [
      "Convertissez des dollars des États-Unis (USD) en dollars australiens (AUD), émis par la Reserve Bank of Australia. Le dollar australien a remplacé la livre australienne en février 1966, lors du passage de l’Australie au système décimal, et c’est aussi la monnaie de Kiribati, de Nauru et des Tuvalu.",
      "Les marchés cotent normalement la paire dans l’autre sens, en AUD/USD (dollars des États-Unis pour un dollar australien) : le taux USD en AUD est donc l’inverse de la cotation habituelle. Le taux affiché ici est un taux croisé calculé à partir des taux de référence de l’euro de la BCE. Par exemple, à un taux de 1,522 AUD par USD, 100 USD feraient 152,20 AUD et 1 000 USD feraient 1 522 AUD. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. Si la source est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. Les banques, les cartes et les services de transfert d’argent ajoutent une marge ou des frais à ce taux de référence.",
    ],
    useCases: [
      "Préparer des vacances ou un séjour en vacances-travail (working holiday) en Australie",
      "Pour les étudiants venus des États-Unis, budgétiser les frais de scolarité et le coût de la vie en dollars australiens",
      "Pour les entreprises américaines, fixer les prix de leurs produits pour des clients australiens",
      "Envoyer de l’argent à des proches ou sur un compte en Australie",
    ],
    guides: [
      {
        title: "Deux dollars, un seul symbole",
        content: [
          "Les deux devises s’appellent dollar et utilisent toutes deux le signe $ : écrivez donc les codes (USD, AUD) ou les symboles avec préfixe (US$, A$) chaque fois que la différence compte, par exemple sur une facture ou une réservation.",
          "Pour convertir, multipliez les dollars des États-Unis par le taux USD en AUD. Avec un taux de 1,522 donné en exemple, 250 USD × 1,522 = 380,50 AUD ; dans l’autre sens, 380,50 AUD ÷ 1,522 = 250 USD. Arrondissez le résultat au cent.",
        ],
      },
    ],
    tips: [
      {
        title: "En Australie, les prix incluent la GST",
        content: [
          "Les prix affichés pour les consommateurs en Australie incluent la taxe sur les biens et services (GST) de 10 % : un prix converti correspond donc à ce que vous payez.",
        ],
      },
      {
        title: "Voyager avec de l’argent liquide",
        content: [
          "Les voyageurs qui entrent en Australie ou en sortent doivent déclarer les espèces d’un montant de 10 000 A$ ou plus, ou l’équivalent en devises étrangères. Le montant lui-même n’est pas plafonné.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 dollars des États-Unis en dollars australiens ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 USD. Par exemple, à un taux de 1,522 AUD par USD, 100 USD feraient 152,20 AUD.",
      },
      {
        question: "Pourquoi les cambistes cotent-ils AUD/USD plutôt que USD/AUD ?",
        answer:
          "Par convention de marché, quelques devises, dont l’euro, la livre, le dollar australien et le dollar néo-zélandais, sont cotées comme devise de base face au dollar des États-Unis. L’information est la même dans les deux sens : USD/AUD vaut simplement 1 divisé par AUD/USD.",
      },
      {
        question: "Qu’est-ce qui fait bouger le dollar australien ?",
        answer:
          "Les analystes le décrivent souvent comme une monnaie liée aux matières premières, parce que l’Australie exporte de grandes quantités de minerai de fer, de charbon et de gaz, et parce que la demande asiatique influe sur ces prix. Les taux directeurs de la Reserve Bank of Australia et de la Réserve fédérale comptent aussi. Rien de tout cela ne rend le taux prévisible.",
      },
      {
        question: "Le taux de change de cette page est-il en temps réel ?",
        answer:
          "Non. Il est calculé à partir des taux de référence de la BCE, publiés une fois par jour ouvré, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. C’est un taux de référence, pas un prix de marché.",
      },
    ],
  },

  "/aud-to-usd": {
    about: [
      "Convertissez des dollars australiens (AUD) en dollars des États-Unis (USD). C’est dans ce sens que les marchés cotent la paire, AUD/USD, surnommée « Aussie » : le prix d’un dollar australien en dollars des États-Unis.",
      "La valeur est calculée à partir des taux de référence de l’euro de la BCE : les dollars des États-Unis pour un euro divisés par les dollars australiens pour un euro. Par exemple, à un taux de 0,6571 USD par AUD, 100 AUD feraient 65,71 USD et 1 000 AUD feraient 657,10 USD. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie une fois par jour ouvré vers 16 h 00 HEC, notre service cherche de nouveaux taux au plus toutes les cinq minutes et, si la source est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. Les banques et les cartes ajoutent une marge ou des frais : considérez le résultat comme une référence.",
    ],
    useCases: [
      "Pour les Australiens, préparer le budget d’un voyage aux États-Unis",
      "Payer des abonnements, des logiciels et des commandes en ligne américains avec une carte australienne",
      "Évaluer en dollars des États-Unis une épargne, un bien immobilier ou un salaire australiens",
      "Pour les exportateurs australiens, établir des prix en dollars des États-Unis, la monnaie dans laquelle beaucoup de matières premières sont cotées",
    ],
    guides: [
      {
        title: "Lire une cotation AUD/USD",
        content: [
          "Un taux AUD/USD de 0,6571 (un taux donné en exemple) signifie qu’un dollar australien achète 0,6571 dollar des États-Unis. Multipliez pour convertir : 1 500 AUD × 0,6571 = 985,65 USD. Divisez pour revenir en arrière : 985,65 USD ÷ 0,6571 = 1 500 AUD.",
          "De petites variations du taux finissent par compter sur de grosses sommes. Par exemple, si le taux passait de 0,65 à 0,70, 1 000 AUD vaudraient 50 dollars des États-Unis de plus.",
          "Les cartes australiennes ajoutent souvent des frais sur les opérations internationales, couramment d’environ 3 %, aux achats en dollars des États-Unis, et certaines cartes n’en prélèvent aucun. Vérifiez les conditions de votre carte et ajoutez ces frais au montant converti.",
        ],
      },
    ],
    tips: [
      {
        title: "Environ deux tiers",
        content: [
          "Quand le taux est proche de 0,66, comme le taux de 0,6571 donné en exemple, un montant en dollars des États-Unis fait environ les deux tiers du montant australien : 30 AUD font environ 20 USD. Vérifiez d’abord le taux actuel ci-dessus.",
        ],
      },
      {
        title: "Payez en dollars des États-Unis aux États-Unis",
        content: [
          "Si un terminal aux États-Unis vous propose de débiter votre carte en dollars australiens, refusez. En payant en dollars des États-Unis, vous laissez la conversion à l’émetteur de votre carte, généralement à un taux plus proche du taux de référence.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 dollars australiens en dollars des États-Unis ?",
        answer:
          "Cela dépend du taux du jour, affiché ci-dessus avec 1, 10, 1 000 et 5 000 AUD. Par exemple, à un taux de 0,6571 USD par AUD, 100 AUD feraient 65,71 USD.",
      },
      {
        question: "Le dollar australien a-t-il déjà valu plus que le dollar des États-Unis ?",
        answer:
          "Oui. Il est passé au-dessus de la parité fin 2010 et est resté autour d’un dollar des États-Unis ou au-dessus jusqu’en 2013. Depuis, il est sous la parité. Les taux passés ne préjugent pas des taux futurs.",
      },
      {
        question: "Combien d’argent liquide puis-je emporter d’Australie aux États-Unis ?",
        answer:
          "Il n’y a pas de plafond, mais quitter l’Australie avec 10 000 A$ ou plus en espèces doit être déclaré, et entrer aux États-Unis avec plus de 10 000 $ doit être déclaré sur le formulaire FinCEN Form 105.",
      },
      {
        question: "Pourquoi le taux AUD en USD affiché ici diffère-t-il de celui de ma banque ?",
        answer:
          "Le taux affiché ici est le taux de référence fondé sur la BCE, une seule valeur par jour ouvré, avant toute marge. Le taux d’une banque inclut sa marge et change au cours de la journée, et des frais peuvent s’y ajouter.",
      },
    ],
  },

  "/usd-to-cad": {
    about: [
      "Convertissez des dollars des États-Unis (USD) en dollars canadiens (CAD), émis par la Banque du Canada. Les marchés cotent la paire en USD/CAD, en dollars canadiens pour un dollar des États-Unis, ce qui est le sens de cette page. Le dollar canadien est surnommé « loonie » (le « huard » en français), d’après le plongeon huard qui figure sur la pièce d’un dollar mise en circulation en 1987, et les cambistes donnent le même nom à la paire.",
      "Le taux est calculé à partir des taux de référence de l’euro de la BCE : les dollars canadiens pour un euro divisés par les dollars des États-Unis pour un euro. Par exemple, à un taux de 1,391 CAD par USD, 100 USD feraient 139,10 CAD et 1 000 USD feraient 1 391 CAD. Le taux du jour figure dans le convertisseur ci-dessus.",
      "La BCE publie une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. Si la source est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. C’est un taux de référence, pas ce que vous facturera une banque ou une carte.",
    ],
    useCases: [
      "Passer la frontière pour faire des achats, skier ou rendre visite à des proches au Canada",
      "Pour les entreprises américaines, payer des sous-traitants ou des fournisseurs canadiens",
      "Pour les travailleurs frontaliers et les retraités, gagner dans une devise et dépenser dans l’autre",
      "Fixer les prix de produits pour des acheteurs en ligne canadiens",
    ],
    guides: [
      {
        title: "Des dollars américains aux dollars canadiens, en pratique",
        content: [
          "Multipliez les dollars des États-Unis par le taux. Avec un taux de 1,391 donné en exemple, 250 USD × 1,391 = 347,75 CAD. Divisez un montant canadien par le même taux pour le voir en dollars des États-Unis.",
          "Comme aux États-Unis, les prix affichés en rayon au Canada n’incluent généralement pas les taxes de vente : la TPS fédérale, ou la TVH (taxe de vente harmonisée) dans certaines provinces, et l’éventuelle taxe de vente provinciale s’ajoutent en caisse.",
          "Certains commerces proches de la frontière acceptent les espèces en dollars des États-Unis, mais à leur propre taux de change. Payer en dollars canadiens, ou par carte en dollars canadiens, est généralement plus avantageux.",
        ],
      },
    ],
    tips: [
      {
        title: "Écrivez C$ et US$",
        content: [
          "Les deux devises utilisent le signe $. Sur les devis et les factures entre les deux pays, écrivez CAD et USD (ou C$ et US$) pour que personne n’ait à deviner.",
        ],
      },
      {
        title: "Déclarez les grosses sommes en liquide",
        content: [
          "Entrer au Canada ou en sortir avec 10 000 CAN$ ou plus en espèces ou en instruments monétaires, dans n’importe quelle devise, doit être déclaré à l’Agence des services frontaliers du Canada. Transporter cet argent est légal ; ne pas le déclarer ne l’est pas.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 dollars des États-Unis en dollars canadiens ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 USD. Par exemple, à un taux de 1,391 CAD par USD, 100 USD feraient 139,10 CAD.",
      },
      {
        question: "Pourquoi le dollar canadien est-il surnommé « loonie » ?",
        answer:
          "La pièce d’un dollar mise en circulation en 1987 représente un plongeon huard, un oiseau aquatique. La pièce est devenue le « loonie » (le « huard » en français), et le nom s’est étendu à la devise et à la paire USD/CAD. Par extension, la pièce de deux dollars est le « toonie ».",
      },
      {
        question: "Qu’est-ce qui fait bouger le taux du dollar des États-Unis en dollar canadien ?",
        answer:
          "Les États-Unis sont le premier partenaire commercial du Canada : les échanges entre les deux pays comptent donc. Les analystes associent aussi souvent le dollar canadien aux prix du pétrole, le Canada étant un grand exportateur de pétrole, et à l’écart entre les taux directeurs de la Banque du Canada et de la Réserve fédérale. Rien de tout cela ne rend le taux prévisible.",
      },
      {
        question: "Est-ce le taux que j’obtiendrai dans une banque canadienne ?",
        answer:
          "Non. C’est un taux de référence calculé à partir de la publication quotidienne de la BCE. Une banque ou un bureau de change ajoute une marge au taux et peut prélever des frais.",
      },
    ],
  },

  "/cad-to-usd": {
    about: [
      "Convertissez des dollars canadiens (CAD) en dollars des États-Unis (USD) : ce que vaut un montant canadien au sud de la frontière. Les marchés cotent généralement la paire en USD/CAD, en dollars canadiens pour un dollar des États-Unis : le taux CAD en USD est donc l’inverse de la cotation habituelle.",
      "Le taux est calculé à partir des taux de référence de l’euro de la BCE : les dollars des États-Unis pour un euro divisés par les dollars canadiens pour un euro. Par exemple, à un taux de 0,7183 USD par CAD, 100 CAD feraient 71,83 USD et 1 000 CAD feraient 718,30 USD. Le taux du jour figure dans le convertisseur ci-dessus. La BCE publie une fois par jour ouvré vers 16 h 00 HEC, et notre service cherche de nouveaux taux au plus toutes les cinq minutes. Si la source est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus.",
      "Le dollar canadien est divisé en 100 cents. Le Canada a cessé de distribuer la pièce d’un cent en 2013 : les montants payés en espèces sont donc arrondis aux cinq cents les plus proches, tandis que les paiements par carte sont débités au cent près. Considérez le résultat du convertisseur comme une référence : une banque ou une carte y ajoute une marge ou des frais.",
    ],
    useCases: [
      "Pour les Canadiens, faire des achats de l’autre côté de la frontière ou dans des boutiques en ligne américaines",
      "Pour les « snowbirds », préparer le budget d’un hiver en Floride, en Arizona ou ailleurs aux États-Unis",
      "Évaluer en dollars des États-Unis des salaires, des pensions ou une épargne canadiens",
      "Pour les entreprises canadiennes, facturer des clients américains",
    ],
    guides: [
      {
        title: "Des dollars canadiens aux dollars américains",
        content: [
          "Multipliez le montant canadien par le taux CAD en USD. Avec un taux de 0,7183 donné en exemple, 500 CAD × 0,7183 = 359,15 USD. Pour voir un prix américain en dollars canadiens, divisez-le par le même taux.",
          "Les deux taux donnés en exemple sur ce site pour cette paire, 1,391 et 0,7183, ne sont pas exactement l’inverse l’un de l’autre : 1 ÷ 1,391 ≈ 0,7189. Des taux relevés au même moment le sont toujours, et les deux lignes de taux du convertisseur le sont.",
          "Beaucoup de cartes de crédit canadiennes ajoutent des frais sur les opérations en devises, souvent de 2,5 %, aux achats en dollars des États-Unis, et certaines cartes n’en prélèvent aucun. Ajoutez les frais de votre carte au montant converti pour voir ce que coûte réellement un achat aux États-Unis.",
        ],
      },
    ],
    tips: [
      {
        title: "Convertissez avant de comparer les prix",
        content: [
          "Un prix américain qui paraît plus bas que le prix canadien ne l’est peut-être plus une fois converti, et la taxe de vente américaine, qui varie selon l’État et la ville, s’ajoute généralement en caisse.",
        ],
      },
      {
        title: "Déclarez les grosses sommes à la frontière",
        content: [
          "Quitter le Canada avec 10 000 CAN$ ou plus en espèces ou en instruments monétaires doit être déclaré à l’Agence des services frontaliers du Canada avant le départ, et entrer aux États-Unis avec plus de 10 000 $ doit être déclaré sur le formulaire FinCEN Form 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien font 100 dollars canadiens en dollars des États-Unis ?",
        answer:
          "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec 1, 10, 1 000 et 5 000 CAD. Par exemple, à un taux de 0,7183 USD par CAD, 100 CAD feraient 71,83 USD.",
      },
      {
        question: "Le dollar canadien a-t-il déjà valu plus que le dollar des États-Unis ?",
        answer:
          "Oui. Il est passé au-dessus de la parité en 2007, puis de nouveau par périodes entre 2010 et 2013, avant de retomber sous la barre d’un dollar des États-Unis. Les taux passés ne préjugent pas des taux futurs.",
      },
      {
        question: "Puis-je payer en dollars canadiens aux États-Unis ?",
        answer:
          "En général, non. Les commerces américains affichent leurs prix et encaissent en dollars des États-Unis. Certains commerces proches de la frontière acceptent les espèces canadiennes, mais à leur propre taux. Le plus courant est de convertir d’abord ou de payer par carte.",
      },
      {
        question:
          "Pourquoi le taux de cette page diffère-t-il de celui que ma banque m’a appliqué ?",
        answer:
          "Le taux affiché ici est un taux de référence fondé sur la BCE, publié une fois par jour ouvré, sans marge. Le taux de votre banque inclut sa marge, et votre carte peut ajouter des frais sur les opérations en devises.",
      },
    ],
  },

  "/crypto-currency": {
    about: [
      `Le convertisseur de cryptomonnaies évalue les ${coins} premières cryptomonnaies par capitalisation boursière les unes par rapport aux autres et par rapport aux ${fiat} devises en circulation aujourd’hui dans le monde. La liste commence par ${largest(6)} et comprend des stablecoins comme USD Coin (USDC) et Dai (DAI) ; les listes de choix les présentent toutes, par rang. Le convertisseur s’ouvre sur BTC en USD.`,
      "Les cours proviennent d’une source de prix compatible avec CoinGecko et sont exprimés en dollars des États-Unis. Toutes les autres paires sont calculées en passant par le dollar : ETH en BTC, par exemple, est le cours de l’ether en dollars divisé par le cours du bitcoin en dollars. Notre service actualise les cours au plus toutes les cinq minutes et conserve les derniers cours reçus. Si la source est injoignable, le convertisseur affiche ces derniers cours, marqués « en cache », avec l’heure à laquelle ils ont été obtenus. Les résultats s’affichent avec jusqu’à huit décimales.",
      "Les cours des cryptomonnaies sont volatils et peuvent varier de plusieurs pour cent en quelques heures. Ils diffèrent aussi légèrement d’une plateforme d’échange à l’autre. Les valeurs affichées ici sont des cours indicatifs, pas des cotations de transaction : une plateforme ou un courtier ajoute un écart entre prix d’achat et de vente (spread), des frais de transaction et, pour les retraits, des frais de réseau. La conversion se fait dans votre navigateur, sans compte, et rien sur cette page ne constitue un conseil financier ou en investissement.",
    ],
    useCases: [
      "Voir ce que vaut une détention de bitcoins, d’ethers ou d’une autre cryptomonnaie en dollars, en euros ou en livres",
      "Convertir un prix exprimé en cryptomonnaie dans une devise familière",
      "Comparer deux cryptomonnaies, par exemple combien d’ETH vaut un BTC",
      "Calculer de petits montants, jusqu’à la huitième décimale, pour des paiements et des pourboires",
      "Vérifier la cotation d’une plateforme d’échange par rapport à un cours de référence agrégé",
    ],
    guides: [
      {
        title: "Comment sont calculés les cours affichés ici",
        content: [
          "Une cryptomonnaie s’échange sur de nombreuses plateformes à la fois, chacune à un cours légèrement différent. Les agrégateurs de prix comme CoinGecko combinent ces marchés en un cours de référence unique par cryptomonnaie. Le convertisseur demande à une source compatible avec CoinGecko le cours en dollars des États-Unis de chaque cryptomonnaie, au plus toutes les cinq minutes.",
          "Les paires sans le dollar sont des taux croisés. Avec des cours fictifs de 50 000 USD par BTC et de 2 500 USD par ETH (des exemples, pas des cours actuels), 1 BTC ferait 50 000 ÷ 2 500 = 20 ETH, et 1 ETH ferait 0,05 BTC. Convertir une cryptomonnaie en euros, en livres, en yens ou dans toute autre devise passe aussi par son cours en dollars, puis par les taux de la BCE.",
          "Si la source de prix cesse de coter une cryptomonnaie, le convertisseur ne devine pas : la cryptomonnaie ne peut plus être choisie tant qu’aucun cours n’est de nouveau disponible, et une note sous le convertisseur le signale.",
          "Les résultats affichent jusqu’à huit décimales, la précision de la plus petite unité du bitcoin, le satoshi (0,00000001 BTC). Certaines cryptomonnaies, dont l’ether, sont divisibles plus finement : les montants inférieurs à 0,00000001 unité sont donc perdus à l’arrondi ici.",
          "Si le convertisseur ne parvient pas du tout à joindre notre service de taux, un avis orange indique « Mode hors ligne : les taux ne sont peut-être pas à jour. » Ne vous fiez pas aux valeurs tant qu’il est affiché.",
        ],
      },
      {
        title: "Repères de marché : la volatilité et ce que signifie une conversion",
        content: [
          "Les marchés des cryptomonnaies fonctionnent jour et nuit, tous les jours de l’année, et les cours varient souvent bien plus que des devises comme le dollar ou l’euro. Une conversion n’est vraie qu’au moment où le cours a été relevé. Par exemple, si un cours fictif du bitcoin de 50 000 USD baissait de 10 %, 0,1 BTC passerait de 5 000 USD à 4 500 USD.",
          "Les marchés sont aussi moins profonds pour les petites cryptomonnaies : sur des marchés peu actifs, un gros ordre peut faire bouger le cours, si bien que le montant réellement reçu peut s’écarter davantage du cours de référence que pour le bitcoin ou l’ether.",
          "Ce convertisseur montre ce que vaut un montant à un cours indicatif. Il ne dit pas s’il faut acheter, vendre ou conserver quoi que ce soit, et il ne constitue pas un conseil financier.",
        ],
      },
    ],
    tips: [
      {
        title: "Additionnez tous les coûts",
        content: [
          "Ce que vous recevez est le montant converti, moins le spread et les frais de transaction de la plateforme, et moins des frais de réseau si vous transférez les cryptomonnaies vers un portefeuille. Comparez le montant final proposé par une plateforme avec le résultat affiché ici pour connaître le coût total.",
        ],
      },
      {
        title: "Vérifiez l’horodatage",
        content: [
          "La ligne sous le taux indique quand les cours ont été obtenus, suivie de « (en cache) » s’il s’agit des derniers cours conservés pendant que la source était injoignable. Sur un marché agité, même quelques minutes peuvent compter.",
        ],
      },
      {
        title: "Fiez-vous au symbole, pas seulement au nom",
        content: [
          "Beaucoup de jetons portent des noms proches. Les codes des listes de choix (BTC, ETH, SOL, etc.) identifient la cryptomonnaie cotée ici ; vérifiez qu’ils correspondent à l’actif qu’affiche votre portefeuille ou votre plateforme.",
        ],
      },
    ],
    faqs: [
      {
        question: "D’où viennent les cours des cryptomonnaies ?",
        answer:
          "D’une source de prix compatible avec CoinGecko, qui donne le cours de chaque cryptomonnaie en dollars des États-Unis, agrégé sur l’ensemble des marchés. Toutes les autres paires, d’une cryptomonnaie à une autre ou d’une cryptomonnaie à une autre monnaie nationale, sont calculées en passant par le dollar.",
      },
      {
        question:
          "À quelle fréquence les cours des cryptomonnaies sont-ils mis à jour dans ce convertisseur ?",
        answer:
          "Au plus toutes les cinq minutes. Les cours ne sont ni en temps réel ni tick par tick et ne conviennent pas au trading ; ils sont indicatifs. Si la source est injoignable, les derniers cours reçus sont affichés, marqués « en cache », avec l’heure à laquelle ils ont été obtenus.",
      },
      {
        question: "Pourquoi le cours est-il différent sur ma plateforme d’échange ?",
        answer:
          "Chaque plateforme a son propre carnet d’ordres : les cours diffèrent donc légèrement d’une plateforme à l’autre et par rapport à un cours agrégé. Une plateforme propose aussi des prix différents aux acheteurs et aux vendeurs (le spread) et prélève des frais. Le cours affiché ici peut en outre dater de quelques minutes.",
      },
      {
        question: "Quelles cryptomonnaies puis-je convertir ?",
        answer: `Les ${coins} premières par capitalisation boursière, de ${largest(4)} jusqu’au bas du classement, stablecoins compris, ainsi que Polygon sous son nouveau symbole POL (anciennement MATIC). Vous pouvez les convertir entre elles et en l’une des ${fiat} devises en circulation aujourd’hui.`,
      },
      {
        question:
          "Puis-je convertir directement une cryptomonnaie en une autre, par exemple ETH en BTC ?",
        answer:
          "Oui. Choisissez les deux cryptomonnaies, et le convertisseur divise un cours en dollars par l’autre. Une plateforme ne propose pas forcément cette paire exacte, et passer par une devise intermédiaire ajoute une seconde série de frais.",
      },
      {
        question: "Ce convertisseur constitue-t-il un conseil en investissement ?",
        answer:
          "Non. Il montre ce que vaut un montant à un cours indicatif. Les cours des cryptomonnaies sont volatils, et rien ici ne recommande d’acheter, de vendre ou de conserver un actif.",
      },
    ],
  },

  "/usd-to-btc": {
    about: [
      "Convertissez des dollars des États-Unis (USD) en bitcoins (BTC) : combien de bitcoins vaut un montant en dollars à un cours de marché indicatif. Le bitcoin a été lancé en janvier 2009 par Satoshi Nakamoto, un pseudonyme. Ses règles n’autorisent pas plus de 21 millions de bitcoins, et chacun est divisible jusqu’à huit décimales : la plus petite unité, le satoshi, vaut 0,00000001 BTC.",
      "Le convertisseur prend le cours du bitcoin en dollars des États-Unis auprès d’une source de prix compatible avec CoinGecko, actualisé au plus toutes les cinq minutes, et divise votre montant en dollars par ce cours. Par exemple, à un cours fictif de 50 000 USD par BTC, 100 USD feraient 0,002 BTC (200 000 satoshis) et 10 USD feraient 0,0002 BTC. Le cours du jour figure dans le convertisseur ci-dessus. Les résultats affichent huit décimales, jusqu’au satoshi près.",
      "Le cours est volatil et peut changer sensiblement en quelques minutes. C’est un cours agrégé indicatif, pas ce que vous facturera une plateforme d’échange : les plateformes ajoutent un spread et des frais, et beaucoup fixent un montant minimal par ordre. Si la source de prix est injoignable, le convertisseur affiche le dernier cours reçu, marqué « en cache », avec l’heure à laquelle il a été obtenu. Rien ici ne constitue un conseil financier.",
    ],
    useCases: [
      "Voir à combien de bitcoins correspond un budget en dollars avant de passer un ordre",
      "Fixer le prix de biens ou de services en BTC ou en satoshis",
      "Convertir de petits montants en dollars en satoshis pour des pourboires ou des paiements sur le Lightning Network",
      "Vérifier la cotation d’une plateforme ou d’une application par rapport à un cours de marché agrégé",
    ],
    guides: [
      {
        title: "Dollars, bitcoins et satoshis",
        content: [
          "Un bitcoin vaut 100 000 000 de satoshis. Pour convertir des dollars en satoshis, divisez par le cours du bitcoin et multipliez par 100 000 000. À un cours fictif de 50 000 USD par BTC, 1 USD ferait 0,00002 BTC, soit 2 000 satoshis, et un satoshi vaudrait 0,0005 USD.",
          "Ce que vous recevez réellement est inférieur au résultat du convertisseur. Par exemple, avec des frais de 1,5 % sur un achat de 100 USD, il reste 98,50 USD à convertir : 0,00197 BTC au même cours fictif. Transférer les bitcoins vers votre propre portefeuille peut en outre coûter des frais de réseau.",
          "Comme les cours bougent, revérifiez le convertisseur, et la cotation de la plateforme elle-même, juste avant d’agir sur la base d’un chiffre.",
        ],
      },
    ],
    tips: [
      {
        title: "Raisonnez en satoshis pour les petites sommes",
        content: [
          "Les petits montants en bitcoins se lisent plus facilement en satoshis : 0,00025 BTC font 25 000 sats. Beaucoup de portefeuilles peuvent afficher les soldes dans l’une ou l’autre unité.",
        ],
      },
      {
        title: "Conservez une trace",
        content: [
          "Les règles fiscales applicables aux cryptomonnaies dépendent du pays. Aux États-Unis, l’IRS traite les cryptomonnaies comme des biens : les vendre, les échanger ou les dépenser plus tard peut donc produire une plus-value ou une moins-value imposable, mesurée par rapport à ce que vous avez payé. Notez la date, le montant et la valeur en dollars de chaque achat et de chaque vente.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien de bitcoins puis-je acheter avec 100 dollars ?",
        answer:
          "Cela dépend du cours du moment, affiché dans le convertisseur ci-dessus. Par exemple, à un cours fictif de 50 000 USD par BTC, 100 USD feraient 0,002 BTC, avant le spread et les frais de la plateforme.",
      },
      {
        question: "Puis-je acheter moins d’un bitcoin ?",
        answer:
          "Oui. Le bitcoin est divisible jusqu’à huit décimales : vous pouvez donc détenir n’importe quel montant, jusqu’à un satoshi (0,00000001 BTC). Les plateformes et les applications fixent leur propre montant minimal d’achat, généralement une petite somme en dollars.",
      },
      {
        question: "Qu’est-ce qu’un satoshi ?",
        answer:
          "La plus petite unité du bitcoin : 0,00000001 BTC, si bien que 100 000 000 de satoshis font un bitcoin. Son nom vient de Satoshi Nakamoto, le créateur de Bitcoin, qui s’est fait connaître sous ce pseudonyme.",
      },
      {
        question: "Pourquoi le convertisseur affiche-t-il huit décimales pour le bitcoin ?",
        answer:
          "Huit décimales, c’est exactement la précision du bitcoin : le dernier chiffre correspond à un satoshi. En afficher moins masquerait des montants réels lors de la conversion de quelques dollars, et en afficher plus ferait apparaître des fractions de satoshi, qu’une transaction bitcoin ordinaire ne peut pas transporter.",
      },
      {
        question: "Le cours affiché ici est-il celui que je paierai sur une plateforme d’échange ?",
        answer:
          "Pas exactement. C’est un cours indicatif agrégé, actualisé au plus toutes les cinq minutes. Une plateforme cote son propre prix, ajoute un spread et des frais, et peut facturer les retraits.",
      },
    ],
  },

  "/btc-to-usd": {
    about: [
      "Convertissez des bitcoins (BTC) en dollars des États-Unis (USD), la façon la plus courante d’exprimer le cours du bitcoin. La ligne de taux au-dessus du convertisseur se lit comme le prix en dollars d’un bitcoin, et un tableau donne la valeur de 0,001, 0,01, 0,1, 1 et 10 BTC à ce cours.",
      "Le cours provient d’une source de prix compatible avec CoinGecko, qui agrège les échanges de nombreux marchés au lieu de reprendre la dernière transaction d’une seule plateforme. Il est actualisé au plus toutes les cinq minutes. Si la source est injoignable, le convertisseur affiche le dernier cours reçu, marqué « en cache », avec l’heure à laquelle il a été obtenu. Par exemple, à un cours fictif de 50 000 USD par BTC, 0,01 BTC ferait 500 USD et 0,25 BTC ferait 12 500 USD. Le cours du jour figure dans le convertisseur ci-dessus.",
      "Contrairement aux taux des monnaies nationales de la BCE, publiés une fois par jour ouvré, le bitcoin s’échange jour et nuit, tous les jours de l’année, et son cours est volatil. Considérez le résultat comme une indication de valeur, non comme le montant qu’une plateforme vous versera, ni comme un conseil financier.",
    ],
    useCases: [
      "Évaluer en dollars une détention de bitcoins ou le solde d’un portefeuille",
      "Calculer la valeur en dollars d’un paiement reçu en BTC",
      "Noter la valeur en dollars d’une transaction pour vos propres archives",
      "Comparer le prix proposé par une plateforme d’échange, un courtier ou un distributeur de bitcoins avec un cours de marché agrégé",
    ],
    guides: [
      {
        title: "Des bitcoins aux dollars",
        content: [
          "Multipliez le montant en bitcoins par le cours en dollars. Pour un montant en satoshis, divisez d’abord par 100 000 000. Par exemple, 250 000 satoshis font 0,0025 BTC, soit 125 USD à un cours fictif de 50 000 USD par BTC.",
          "Quand vous vendez, les dollars reçus sont inférieurs à la valeur convertie : le prix acheteur de la plateforme est inférieur au cours moyen du marché, des frais de transaction s’appliquent, et retirer les dollars vers une banque peut coûter des frais supplémentaires.",
          "Fiscalité : aux États-Unis, l’IRS traite le bitcoin comme un bien, et non comme une devise. Le vendre ou le dépenser peut produire une plus-value ou une moins-value mesurée en dollars, et l’exonération de 200 $ applicable aux gains de change personnels ne s’y applique pas. Les autres pays ont leurs propres règles. Il s’agit d’une information générale, pas d’un conseil fiscal.",
        ],
      },
    ],
    tips: [
      {
        title: "Valeurs passées, cours passés",
        content: [
          "Le convertisseur n’affiche que le dernier cours. Pour la valeur d’une transaction à une date antérieure, utilisez le cours à cette date et à cette heure, par exemple d’après les relevés de votre plateforme.",
        ],
      },
      {
        title: "Comptez les zéros",
        content: [
          "0,1 BTC et 0,01 BTC diffèrent d’un facteur dix, et les erreurs de décimales sont fréquentes. Lire les petits montants en satoshis (0,01 BTC font 1 000 000 de sats) aide à les éviter.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien vaut 1 bitcoin en dollars des États-Unis ?",
        answer:
          "Le bitcoin n’a pas de valeur fixe : son cours change constamment. Le convertisseur ci-dessus affiche le dernier cours indicatif reçu par notre service, actualisé au plus toutes les cinq minutes, avec l’heure à laquelle il a été obtenu.",
      },
      {
        question: "Combien font 0,01 BTC en dollars ?",
        answer:
          "Un centième du cours du bitcoin. Par exemple, à un cours fictif de 50 000 USD par BTC, 0,01 BTC ferait 500 USD. Le tableau sous le convertisseur indique la valeur de 0,01 BTC au cours actuel.",
      },
      {
        question: "Pourquoi le cours du bitcoin diffère-t-il d’une plateforme à l’autre ?",
        answer:
          "Chaque plateforme a ses propres acheteurs et vendeurs : les cours s’écartent donc légèrement, davantage sur un marché agité ou sur les petites plateformes. Un cours agrégé comme celui affiché ici combine de nombreux marchés et correspondra rarement exactement à celui d’une plateforme donnée.",
      },
      {
        question: "Dois-je payer des impôts quand je convertis des bitcoins en dollars ?",
        answer:
          "Dans beaucoup de pays, oui, si le bitcoin a pris de la valeur depuis que vous l’avez acquis. Aux États-Unis, vendre des bitcoins est une cession de bien qui peut produire une plus-value ou une moins-value. Les règles varient selon les pays ; renseignez-vous auprès de votre administration fiscale ou d’un conseiller. Ceci n’est pas un conseil fiscal.",
      },
      {
        question: "Pourquoi le cours a-t-il changé quand j’ai rechargé la page ?",
        answer:
          "Notre service récupère de nouveaux cours au plus toutes les cinq minutes : recharger la page quelques minutes plus tard peut donc afficher un cours plus récent. Si la source était injoignable, le dernier cours connu est affiché, marqué « en cache ».",
      },
    ],
  },

  "/eth-to-usd": {
    about: [
      "Convertissez des ethers (ETH), la monnaie native du réseau Ethereum, en dollars des États-Unis (USD). Ethereum a été lancé en 2015 comme une blockchain qui exécute des programmes appelés contrats intelligents (smart contracts). L’ether paie le calcul qu’utilisent ces programmes, appelé gas. Depuis le passage du réseau à la preuve d’enjeu (proof of stake) en septembre 2022, l’ether est aussi ce que les validateurs mettent en jeu (staking) pour le sécuriser.",
      "Le cours provient d’une source de prix compatible avec CoinGecko, en dollars des États-Unis, actualisé au plus toutes les cinq minutes. Si la source est injoignable, le convertisseur affiche le dernier cours reçu, marqué « en cache », avec l’heure à laquelle il a été obtenu. Par exemple, à un cours fictif de 2 500 USD par ETH, 0,5 ETH ferait 1 250 USD et 0,02 ETH ferait 50 USD. Le cours du jour figure dans le convertisseur ci-dessus.",
      "L’ether est divisible jusqu’à 18 décimales ; sa plus petite unité est le wei. Le convertisseur affiche huit décimales : les montants inférieurs à 0,00000001 ETH sont donc perdus à l’arrondi. Le cours de l’ether est volatil, la valeur affichée ici est indicative et non une cotation de transaction, et rien sur cette page ne constitue un conseil financier.",
    ],
    useCases: [
      "Évaluer en dollars une détention d’ethers ou le solde d’un portefeuille",
      "Estimer le coût en dollars de frais de transaction payés en ETH",
      "Fixer le prix de biens, de services ou d’objets numériques exprimés en ETH",
      "Vérifier le produit probable d’une vente d’ethers avant de la passer sur une plateforme d’échange",
    ],
    guides: [
      {
        title: "ETH, gwei et dollars",
        content: [
          "Les frais sur Ethereum sont généralement exprimés en gwei : un gwei vaut 0,000000001 ETH (un milliardième d’ether). Les frais d’une transaction sont le gas qu’elle consomme multiplié par le prix de chaque unité de gas. Un simple transfert d’ethers consomme 21 000 unités de gas. Par exemple, à 20 gwei par unité de gas, cela fait 420 000 gwei, soit 0,00042 ETH, ce qui ferait 1,05 USD à un cours fictif de 2 500 USD par ETH.",
          "Pour évaluer un montant quelconque en ethers, multipliez-le par le cours en dollars. Pour un montant en gwei, divisez d’abord par 1 000 000 000. Les huit décimales du convertisseur descendent jusqu’à 0,00000001 ETH, soit 10 gwei.",
          "Quand vous vendez ou envoyez des ethers, les frais sont déduits de ce que vous recevez : le spread et les frais de transaction de la plateforme, et les frais de réseau de tout transfert.",
        ],
      },
    ],
    tips: [
      {
        title: "Gardez un peu d’ETH pour les frais",
        content: [
          "Les frais de transaction sur Ethereum, y compris ceux de l’envoi d’autres jetons, se paient en ethers. Quand vous calculez combien vous pouvez envoyer ou vendre, laissez un peu d’ETH pour les frais.",
        ],
      },
      {
        title: "Revérifiez avant d’agir",
        content: [
          "Le cours de l’ether peut varier de plusieurs pour cent en une heure. Vérifiez l’heure affichée à côté du taux, et la cotation de la plateforme elle-même, juste avant de vous fier à un chiffre.",
        ],
      },
    ],
    faqs: [
      {
        question: "Combien vaut 1 ETH en dollars des États-Unis ?",
        answer:
          "Le cours change constamment. Le convertisseur ci-dessus affiche le dernier cours indicatif reçu par notre service, actualisé au plus toutes les cinq minutes, avec l’heure à laquelle il a été obtenu.",
      },
      {
        question: "Quelle est la différence entre Ethereum et l’ether ?",
        answer:
          "Ethereum est le réseau et son logiciel ; l’ether (symbole ETH) est la monnaie qu’on y utilise, pour payer les frais et pour le staking. Dans l’usage courant, on dit souvent « Ethereum » pour les deux.",
      },
      {
        question: "Qu’est-ce que le gwei ?",
        answer:
          "Une petite unité d’ether : un gwei vaut 0,000000001 ETH, soit un milliard de wei. Les prix du gas, et donc les frais de transaction, sont généralement exprimés en gwei.",
      },
      {
        question: "Pourquoi le cours de l’ETH affiché ici diffère-t-il de celui de ma plateforme ?",
        answer:
          "Le cours affiché ici est agrégé sur l’ensemble des marchés et peut dater de quelques minutes. Une plateforme affiche le cours de son propre marché, propose des prix différents aux acheteurs et aux vendeurs, et ajoute des frais.",
      },
      {
        question: "L’ether a-t-il une offre maximale, comme le bitcoin ?",
        answer:
          "Non. Contrairement au bitcoin et à sa limite de 21 millions, l’ether n’a pas de plafond fixe. De nouveaux ethers sont émis au profit des validateurs et, depuis 2021, une partie des frais de chaque transaction (les frais de base) est détruite : l’offre peut donc augmenter ou diminuer avec le temps.",
      },
    ],
  },
};
