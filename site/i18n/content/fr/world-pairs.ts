import type { WorldPairTemplate } from "../world-pairs.ts";

/** "de dollars", "d’euros": French elides "de" before a vowel. */
const de = (words: string) => (/^[aeiouyàâéèêëîïôûœh]/i.test(words) ? `d’${words}` : `de ${words}`);

/** The text of a world pair page in French (site/content/money/world-pairs.ts), filled from names. */
export const WORLD_PAIRS: WorldPairTemplate = (n) => ({
  about: [
    `Convertissez des ${n.fromPlural} (${n.from}) en ${n.toPlural} (${n.to}). ${n.manyPlaces ? `Pays et territoires où la devise ${n.to} a cours` : `Pays où la devise ${n.to} a cours`} : ${n.places}. Le convertisseur ci-dessus affiche le dernier taux de référence, le taux inverse, un tableau des montants courants et l’historique de la paire.`,
    `Le taux de la devise ${n.to} (${n.toName}) est le taux de référence de la banque qui l’émet, lorsqu’elle en publie un : sa banque centrale ou sa source officielle, dont Frankfurter, un service open source, recueille les chiffres chaque jour ouvré. Lorsque cette banque ne publie aucun taux, il s’agit d’une combinaison des sources officielles qui en publient un, et une devise liée à une autre par un taux fixe suit cet ancrage. La ligne sous le convertisseur indique la source et la date du taux affiché, et précise quand un taux est calculé via une autre devise. Notre service vérifie les nouveaux taux au plus toutes les cinq minutes ; si une source est injoignable, le convertisseur affiche les derniers taux reçus, marqués « en cache », avec l’heure à laquelle ils ont été obtenus.`,
    "Ce sont des taux de référence : une banque, un bureau de change ou un service de transfert d’argent ajoute sa propre marge, facture des frais, ou les deux. Utilisez le taux affiché ici pour savoir ce que vaut un montant et combien un prestataire vous facture.",
  ],
  useCases: [
    `Voir ce que vaut en ${n.toPlural} un montant en ${n.fromPlural}`,
    `Vérifier le taux qu’un service de transfert d’argent ou un bureau de change propose pour ${n.from} en ${n.to}`,
    `Préparer le budget d’un voyage ou d’un achat dont le prix est en ${n.toPlural}`,
    `Lire des factures, salaires ou loyers exprimés en ${n.toPlural}`,
  ],
  faqs: [
    {
      question: `Combien valent ${n.hundredFrom} en ${n.toPlural} ?`,
      answer:
        "Cela dépend du taux du jour, affiché dans le convertisseur ci-dessus avec un tableau des montants courants. Saisissez n’importe quel montant dans le premier champ pour le convertir ; le second champ fonctionne dans l’autre sens.",
    },
    {
      question: `D’où vient le taux ${n.from} en ${n.to} ?`,
      answer: `De la banque qui émet la devise ${n.to}, lorsqu’elle publie un taux, relayé par Frankfurter ; sinon, d’une combinaison des sources officielles qui en publient un. La ligne sous le convertisseur indique la source et la date, ainsi que les devises par lesquelles un taux est calculé quand aucune source ne cote directement la paire.`,
    },
    {
      question: `Pourquoi ma banque me donne-t-elle moins ${de(n.toPlural)} qu’ici ?`,
      answer:
        "Les banques, les émetteurs de cartes, les services de transfert d’argent et les bureaux de change ajoutent une marge au taux de référence, facturent des frais, ou les deux. La différence entre ce qu’on vous propose et le résultat du convertisseur est ce que vous coûte le change.",
    },
    {
      question: "À quelle fréquence le taux est-il mis à jour ?",
      answer:
        "La plupart des banques centrales publient leurs taux de référence une fois par jour ouvré ; notre service vérifie les nouveaux taux au plus toutes les cinq minutes. Les taux ne changent pas le week-end ni les jours fériés de la banque.",
    },
  ],
});
