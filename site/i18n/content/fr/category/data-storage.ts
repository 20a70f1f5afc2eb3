import type { UnitTranslations } from "../../types.ts";

/** French text of the pages of site/content/category/data-storage.ts. */
export const texts: UnitTranslations = {
  "/data-storage": {
    about: [
      "L’information numérique se compte en bits et en octets. Un bit (b) est un chiffre binaire, 0 ou 1 ; un octet (B, de l’anglais « byte ») vaut {{1 B b}} bits, la plus petite unité que la plupart des ordinateurs adressent. La casse compte : « b » désigne le bit et « B » l’octet, si bien qu’un mégabit (Mb) est un huitième de mégaoctet (MB). Le bit n’est pas une unité SI, mais les tailles de stockage emploient les préfixes SI avec leur sens décimal habituel.",
      "Les kilooctet, mégaoctet, gigaoctet et téraoctet de cette page sont décimaux, comme les définissent le SI et l’IEC et comme les emploient les fabricants de disques, de SSD et de cartes mémoire : 1 KB (noté kB dans le style SI) = {{1 KB B}} octets, 1 MB = {{1 MB KB}} KB, 1 GB = {{1 GB MB}} MB et 1 TB = {{1 TB GB}} GB ; un téraoctet vaut donc 10¹² octets. À côté d’eux, la page propose les unités binaires de l’IEC, introduites en 1998 : le kibioctet (KiB) de {{1 KiB B}} octets, le mébioctet (MiB) de {{1 MiB KiB}} KiB, le gibioctet (GiB) de {{1 GiB MiB}} MiB et le tébioctet (TiB) de {{1 TiB GiB}} GiB.",
      "L’écart entre les deux familles grandit à chaque préfixe : un KiB vaut {{1 KiB KB}} KB, un MiB {{1 MiB MB}} MB, un GiB {{1 GiB GB}} GB et un TiB {{1 TiB TB}} TB. C’est pourquoi un disque vendu comme 1 TB, qui contient 10¹² octets, apparaît comme {{1 TB GiB}} « GB » dans un système d’exploitation qui compte en unités binaires mais les étiquette GB, comme le fait Windows. Aucune capacité ne manque : le même nombre d’octets est simplement écrit dans une unité plus grande. Les puces de mémoire (RAM) sont construites en puissances de deux, et le « GB » des fabricants de mémoire (l’usage JEDEC) est le GiB.",
    ],
    useCases: [
      "Vérifier la capacité d’un nouveau disque : un disque de 2 TB contient {{2 TB TiB}} TiB, le chiffre qu’un système comptant en unités binaires affiche comme « TB ».",
      "Estimer combien de fichiers tiennent sur une carte ou une clé : une carte mémoire de 64 GB contient {{64 GB MB}} MB de données (avant l’espace pris par le système de fichiers lui-même).",
      "Comparer des tailles de RAM, qui sont binaires : 16 GiB de RAM font {{16 GiB GB}} GB décimaux.",
      "Passer des bits aux octets pour des tailles de fichiers et des limites de données : 1 MB vaut {{1 MB b}} bits.",
      "Lire des outils de développement et des journaux qui indiquent les tailles en KiB ou en MiB : 512 KiB font {{512 KiB KB}} KB.",
      "Planifier des sauvegardes : 750 GB de photos occupent {{750 GB TB}} TB sur un disque de sauvegarde étiqueté en unités décimales.",
    ],
    guides: [
      {
        title: "Pourquoi un disque de 1 TB affiche moins de 1 TB",
        content: [
          "Les fabricants de disques comptent en décimal : 1 TB = 10¹² octets. Un système d’exploitation qui divise trois fois par 1 024 tout en écrivant « GB » affiche {{1 TB GiB}} : ce nombre est en GiB. Il en va de même pour toutes les tailles : un disque de 500 GB apparaît comme {{500 GB GiB}} GiB et un disque de 4 TB comme {{4 TB GiB}} GiB, soit {{4 TB TiB}} TiB.",
          "L’espace utilisable est ensuite encore un peu plus petit, car le formatage réserve de la place au système de fichiers et certains appareils conservent une zone de récupération. Cette part-là est une vraie perte d’espace, contrairement à l’écart entre décimal et binaire, qui n’est qu’un changement d’unité.",
        ],
      },
      {
        title: "Convertir à la main",
        content: [
          "Dans la famille décimale, multipliez ou divisez par {{1 MB KB}} à chaque étape (KB, MB, GB, TB). Dans la famille binaire, multipliez ou divisez par {{1 KiB B}} (KiB, MiB, GiB, TiB). D’une famille à l’autre, multipliez par le rapport propre au préfixe : des GiB aux GB, multipliez par {{1 GiB GB}}, des TiB aux TB par {{1 TiB TB}}.",
          "Des octets aux bits : multipliez par {{1 B b}}. Les débits réseau s’expriment en bits par seconde et les tailles de fichiers en octets : divisez donc un débit en mégabits par seconde par {{1 B b}} pour obtenir des mégaoctets par seconde.",
        ],
      },
    ],
    tips: [
      {
        title: "Repérez le i",
        content: [
          "KiB, MiB, GiB et TiB sont toujours binaires. Sur cette page, KB, MB, GB et TB sont toujours décimaux ; ailleurs, vérifiez le contexte.",
        ],
      },
      {
        title: "Attention à b et B",
        content: ["Mb désigne des mégabits et MB des mégaoctets ; 1 MB vaut {{1 MB b}} bits."],
      },
      {
        title: "La RAM est binaire",
        content: [
          "Une barrette de mémoire vendue comme « 8 GB » contient 8 GiB, soit {{8 GiB GB}} gigaoctets décimaux.",
        ],
      },
    ],
    faqs: [
      {
        question: "1 KB vaut-il {{1 KB B}} ou {{1 KiB B}} octets ?",
        answer:
          "Dans les normes SI et IEC, et sur cette page, 1 KB (kB) vaut {{1 KB B}} octets. {{1 KiB B}} octets font un kibioctet (KiB). Beaucoup de logiciels et de fabricants de mémoire appellent encore {{1 KiB B}} octets un « KB » : vérifiez donc le contexte de chaque chiffre.",
      },
      {
        question: "Combien de GB y a-t-il dans un TB ?",
        answer:
          "En unités décimales, 1 TB = {{1 TB GB}} GB. En unités binaires, 1 TiB = {{1 TiB GiB}} GiB. En mélangeant les deux, 1 TB vaut {{1 TB GiB}} GiB.",
      },
      {
        question: "Pourquoi mon disque dur de 1 TB affiche-t-il moins d’espace qu’annoncé ?",
        answer:
          "Parce que le disque est étiqueté en téraoctets décimaux (10¹² octets) et que certains systèmes d’exploitation, dont Windows, comptent en gibioctets binaires tout en les étiquetant GB. 1 TB vaut {{1 TB GiB}} GiB : aucun espace n’est perdu, seule l’unité diffère.",
      },
      {
        question: "Quelle est la différence entre GB et GiB ?",
        answer:
          "Un gigaoctet (GB) vaut 10⁹ octets ; un gibioctet (GiB) vaut 2³⁰ octets, soit {{1 GiB B}} octets. Un GiB vaut {{1 GiB GB}} GB, et un GB vaut {{1 GB GiB}} GiB.",
      },
      {
        question: "Combien de bits y a-t-il dans un octet ?",
        answer:
          "Un octet vaut {{1 B b}} bits sur tous les ordinateurs actuels ; en anglais, les normes emploient aussi le mot « octet » à côté de « byte ». Un kilooctet vaut donc {{1 KB b}} bits.",
      },
      {
        question: "Combien de MB y a-t-il dans un GB ?",
        answer:
          "En unités décimales, {{1 GB MB}} MB. En unités binaires, un GiB contient {{1 GiB MiB}} MiB. En mélangeant les deux, 1 GB vaut {{1 GB MiB}} MiB.",
      },
    ],
  },
};
