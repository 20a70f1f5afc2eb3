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
};
