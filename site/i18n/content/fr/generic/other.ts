import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/generic/other.ts. */
export const texts: UnitTranslations = {
  "/prefixes": {
    about: [
      "Les préfixes métriques (SI) multiplient n’importe quelle unité par une puissance de dix : kilo signifie mille (10³), méga un million (10⁶) et giga un milliard (10⁹). Cette page convertit une quantité entre l’unité simple et chacun des préfixes SI, de quecto à quetta, ainsi que les préfixes binaires de kibi à exbi : 1 méga = {{1 m k}} kilo et 2,5 giga = {{2.5 g k}} kilo. Attention aux codes de cette page : m désigne méga et g giga. Dans les vrais symboles SI, les majuscules sont obligatoires, M pour méga et G pour giga, car le m minuscule est milli (10⁻³) et le g le gramme.",
      "Les mêmes préfixes s’emploient avec toutes les unités : kW, MW et GW de puissance ; kHz, MHz et GHz de fréquence ; kV de tension ; kbit/s, Mbit/s et Gbit/s de débit de données. Le SI définit 24 préfixes, de quecto (10⁻³⁰) à quetta (10³⁰) depuis 2022. Ils sont toujours décimaux ; les multiples binaires de la mémoire informatique utilisent d’autres préfixes (kibi, mébi, gibi : 2¹⁰, 2²⁰, 2³⁰), donc 1 mébi = {{1 mebi unit}} unités. Les préfixes autres que unit, k, m et g ont des codes écrits en toutes lettres (milli, micro, tera, kibi).",
    ],
    useCases: [
      "Réécrire une valeur de puissance ou d’énergie entre kW, MW et GW, ou entre kWh, MWh et GWh.",
      "Convertir des fréquences entre kHz, MHz et GHz.",
      "Lire comme des nombres ordinaires de grands comptes écrits 4,7 M ou 1,2 G.",
    ],
    example: { note: "Sur cette page, G est giga et M méga." },
    accuracy: {
      definitions:
        "Les préfixes SI sont des puissances de dix exactes (kilo 10³, méga 10⁶, giga 10⁹) et les préfixes binaires des puissances de deux exactes (kibi 2¹⁰) : chaque conversion de cette page est donc exacte.",
      caveat:
        "Les quatre préfixes SI les plus récents (ronna, quetta, ronto, quecto, 2022) sont vérifiés comme de simples puissances de dix, car GNU units 2.22 leur est antérieur. N’oubliez pas les codes de cette page : m est méga et g giga, pas milli et gramme.",
    },
    faqs: [
      {
        question: "Le « billion » anglais est-il la même chose que giga ?",
        answer:
          "Dans l’échelle courte en usage aujourd’hui en anglais, oui : un « billion » y vaut 10⁹ (un milliard), c’est-à-dire giga, donc 1 giga = {{1 g unit}} unités. Certaines langues emploient « billion » pour 10¹² : pour un travail international, le préfixe est donc le choix sans ambiguïté.",
      },
    ],
  },
  "/data-transfer": {
    about: [
      "Le débit de données (débit binaire, bande passante) est la quantité de données transférée par seconde. Son unité de base est le bit par seconde (bit/s, bps), et les débits réseau utilisent toujours des préfixes décimaux : 1 kbit/s = {{1 kbps bps}} bit/s, 1 Mbit/s = {{1 mbps bps}} bit/s et 1 Gbit/s = {{1 gbps bps}} bit/s, comme dans les spécifications Ethernet, Wi-Fi, de téléphonie mobile et USB.",
      "Ce sont des bits, pas des octets. Un octet fait 8 bits : une connexion à 100 Mbit/s transfère donc au plus 12,5 mégaoctets par seconde, et les tailles de fichiers en Mo ou en Go doivent être multipliées par 8 pour être comparées à un débit de liaison. Débits familiers : modems téléphoniques 56 kbit/s, USB 2.0 480 Mbit/s ({{480 mbps gbps}} Gbit/s), Gigabit Ethernet 1 Gbit/s. Les débits annoncés sont des débits bruts de ligne ; le surcoût des protocoles rend le débit utile plus faible.",
    ],
    useCases: [
      "Comparer des offres internet et des débits de liaison annoncés en kbit/s, Mbit/s et Gbit/s.",
      "Estimer une durée de téléchargement : taille du fichier en bits divisée par le débit.",
      "Convertir des débits d’interfaces (USB, Ethernet, Wi-Fi) entre Mbit/s et Gbit/s.",
    ],
    accuracy: {
      definitions:
        "Les unités en bits et en octets utilisent les préfixes décimaux des normes de réseaux et d’interfaces (kilo = 1 000, méga = 10⁶, giga = 10⁹), et les Kio/s, Mio/s et Gio/s (KiB/s, MiB/s, GiB/s) les préfixes binaires (1 024) : chaque conversion est donc exacte.",
      caveat:
        "Beaucoup d’outils de téléchargement affichent des Kio/s en les étiquetant Ko/s : 1 Kio/s = {{1 kib_s kbyte_s}} ko/s.",
    },
    faqs: [
      {
        question: "Quelle différence entre Mbit/s (Mbps) et Mo/s (MB/s) ?",
        answer:
          "Les Mbit/s (Mbps) comptent des mégabits, les Mo/s (MB/s) des mégaoctets, et un octet fait 8 bits : divisez les Mbit/s par 8 pour obtenir des Mo/s. Une liaison à 1 Gbit/s, soit {{1 gbps mbps}} Mbit/s, transfère au plus {{1 gbps mbyte_s}} Mo/s : un fichier de 1 Go prend donc au moins 8 secondes.",
      },
    ],
  },
  "/sound": {
    about: [
      "Les niveaux sonores et les niveaux de signal sont des rapports logarithmiques. Le décibel (dB) est un dixième de bel, 1 B = {{1 b db}} dB. Le néper (Np) utilise les logarithmes naturels ; cette page suit la convention des grandeurs de champ de l’ISO 80000-3, selon laquelle un rapport d’amplitudes (pression, tension) vaut ln(A₁/A₀) Np = 20·log₁₀(A₁/A₀) dB, donc 1 Np = 20/ln 10 dB = {{1 np db}} dB et 1 dB = {{1 db np}} Np.",
      "Le dB SPL est un niveau de pression acoustique absolu : des dB re 20 µPa, le seuil d’audition nominal ; 60 dB SPL (une conversation ordinaire) se lisent donc 60 dB par rapport à cette référence. La page le convertit comme un niveau, pas comme une différence : la différence entre deux niveaux de pression acoustique s’exprime en dB simples. Les niveaux s’additionnent de façon logarithmique, pas arithmétique : deux sources égales et non corrélées ensemble sont environ 3 dB plus fortes qu’une seule.",
    ],
    useCases: [
      "Convertir une atténuation entre népers et décibels en lignes de transmission et en acoustique.",
      "Lire en décibels les bels des textes anciens.",
      "Noter un niveau de pression acoustique mesuré en dB re 20 µPa, ou ramener un niveau sous-marin (dB re 1 µPa) à cette référence.",
    ],
    example: { context: "un rapport d’amplitudes de 10" },
    accuracy: {
      verdict: "Oui, selon les conventions indiquées.",
      definitions:
        "Le bel vaut exactement {{1 b db}} dB, et le néper suit la convention des grandeurs de champ (1 Np = 20/ln 10 dB), calculée sans constante arrondie.",
      caveat:
        "Certains textes appliquent le néper aux rapports de puissances sans le facteur ½, ce qui le porte à 10/ln 10 dB, la moitié de la valeur utilisée ici ; le dB SPL est toujours traité comme des dB re 20 µPa, et le dB re 1 µPa, la référence sous-marine, comme exactement 20·log₁₀ 20 = {{0 db_spl db_re_1upa}} dB au-dessus pour la même pression.",
    },
    faqs: [
      {
        question: "Comment convertir des dB SPL en pascals ?",
        answer:
          "Ce n’est pas un facteur d’unité mais une exponentielle : p = 20 µPa × 10^(L/20). Par exemple, 94 dB SPL font environ 1 Pa, c’est pourquoi les calibreurs acoustiques utilisent 94 dB, et chaque tranche de 20 dB multiplie la pression par 10.",
      },
    ],
  },
};
