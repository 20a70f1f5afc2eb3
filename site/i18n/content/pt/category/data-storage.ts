import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/data-storage.ts. */
export const texts: UnitTranslations = {
  "/data-storage": {
    about: [
      "A informação digital é contada em bits e bytes. Um bit (b) é um dígito binário, 0 ou 1; um byte (B) tem {{1 B b}} bits e é a menor unidade que a maioria dos computadores endereça. As maiúsculas importam: “b” significa bit e “B” significa byte, de modo que um megabit (Mb) é um oitavo de um megabyte (MB). O bit não é uma unidade SI, mas os tamanhos de armazenamento usam os prefixos SI com seus significados decimais habituais.",
      "O kilobyte, o megabyte, o gigabyte e o terabyte desta página são decimais, como o SI e a IEC os definem e como os fabricantes de discos, SSDs e cartões de memória os usam: 1 KB (escrito kB no estilo SI) = {{1 KB B}} bytes, 1 MB = {{1 MB KB}} KB, 1 GB = {{1 GB MB}} MB e 1 TB = {{1 TB GB}} GB; assim, um terabyte é 10¹² bytes. Ao lado delas, a página oferece as unidades binárias da IEC, introduzidas em 1998: o kibibyte (KiB), de {{1 KiB B}} bytes, o mebibyte (MiB), de {{1 MiB KiB}} KiB, o gibibyte (GiB), de {{1 GiB MiB}} MiB, e o tebibyte (TiB), de {{1 TiB GiB}} GiB.",
      "A diferença entre as duas famílias cresce a cada prefixo: um KiB equivale a {{1 KiB KB}} KB, um MiB a {{1 MiB MB}} MB, um GiB a {{1 GiB GB}} GB e um TiB a {{1 TiB TB}} TB. É por isso que um disco vendido como 1 TB, que armazena 10¹² bytes, aparece como {{1 TB GiB}} “GB” em um sistema operacional que conta em unidades binárias mas as chama de GB, como faz o Windows. Não falta capacidade nenhuma; o mesmo número de bytes é escrito em uma unidade maior. Os chips de memória (RAM) são fabricados em potências de dois, e o “GB” dos fabricantes de memória (o uso da JEDEC) é o GiB.",
    ],
    useCases: [
      "Conferir a capacidade de um disco novo: um disco de 2 TB armazena {{2 TB TiB}} TiB, o número que um sistema que conta em unidades binárias mostra como “TB”.",
      "Estimar quantos arquivos cabem em um cartão ou pen drive: um cartão de memória de 64 GB armazena {{64 GB MB}} MB de dados (antes do espaço que o próprio sistema de arquivos ocupa).",
      "Comparar tamanhos de RAM, que são binários: 16 GiB de RAM equivalem a {{16 GiB GB}} GB decimais.",
      "Converter entre bits e bytes para tamanhos de arquivo e limites de dados: 1 MB equivale a {{1 MB b}} bits.",
      "Ler ferramentas de desenvolvimento e logs que informam tamanhos em KiB ou MiB: 512 KiB equivalem a {{512 KiB KB}} KB.",
      "Planejar backups: 750 GB de fotos ocupam {{750 GB TB}} TB em um disco de backup rotulado em unidades decimais.",
    ],
    guides: [
      {
        title: "Por que um disco de 1 TB mostra menos de 1 TB",
        content: [
          "Os fabricantes de discos contam em decimal: 1 TB = 10¹² bytes. Um sistema operacional que divide por 1.024 três vezes, mas continua escrevendo “GB”, informa {{1 TB GiB}}: esse número está em GiB. O mesmo vale para qualquer tamanho: um disco de 500 GB aparece como {{500 GB GiB}} GiB, e um de 4 TB como {{4 TB GiB}} GiB, ou {{4 TB TiB}} TiB.",
          "O espaço utilizável fica então um pouco menor, porque a formatação reserva lugar para o sistema de arquivos e alguns dispositivos mantêm uma área de recuperação. Essa parte é uma perda real, ao contrário da diferença entre decimal e binário, que é só uma mudança de unidade.",
        ],
      },
      {
        title: "Como converter à mão",
        content: [
          "Dentro da família decimal, multiplique ou divida por {{1 MB KB}} a cada passo (KB, MB, GB, TB). Dentro da família binária, multiplique ou divida por {{1 KiB B}} (KiB, MiB, GiB, TiB). Entre as famílias, multiplique pela razão do prefixo: de GiB para GB, multiplique por {{1 GiB GB}}; de TiB para TB, por {{1 TiB TB}}.",
          "De bytes para bits: multiplique por {{1 B b}}. Velocidades de rede são dadas em bits por segundo, e tamanhos de arquivo em bytes; então divida a velocidade de uma conexão em megabits por segundo por {{1 B b}} para obter megabytes por segundo.",
        ],
      },
    ],
    tips: [
      {
        title: "Repare no i",
        content: [
          "KiB, MiB, GiB e TiB são sempre binários. KB, MB, GB e TB são sempre decimais nesta página; em outros lugares, verifique o contexto.",
        ],
      },
      {
        title: "Atenção a b e B",
        content: ["Mb são megabits e MB são megabytes; 1 MB equivale a {{1 MB b}} bits."],
      },
      {
        title: "A RAM é binária",
        content: [
          "Um módulo de memória vendido como “8 GB” armazena 8 GiB, {{8 GiB GB}} gigabytes decimais.",
        ],
      },
    ],
    faqs: [
      {
        question: "1 KB tem {{1 KB B}} ou {{1 KiB B}} bytes?",
        answer:
          "Nas normas do SI e da IEC, e nesta página, 1 KB (kB) tem {{1 KB B}} bytes. {{1 KiB B}} bytes são um kibibyte (KiB). Muitos programas e fabricantes de memória ainda chamam {{1 KiB B}} bytes de “KB”; por isso, verifique o contexto de qualquer número.",
      },
      {
        question: "Quantos GB há em um TB?",
        answer:
          "Em unidades decimais, 1 TB = {{1 TB GB}} GB. Em unidades binárias, 1 TiB = {{1 TiB GiB}} GiB. Misturando as duas, 1 TB equivale a {{1 TB GiB}} GiB.",
      },
      {
        question: "Por que meu disco rígido de 1 TB mostra menos espaço do que o anunciado?",
        answer:
          "Porque o disco é rotulado em terabytes decimais (10¹² bytes) e alguns sistemas operacionais, entre eles o Windows, contam em gibibytes binários mas os chamam de GB. 1 TB equivale a {{1 TB GiB}} GiB: nenhum espaço se perde, só a unidade muda.",
      },
      {
        question: "Qual é a diferença entre GB e GiB?",
        answer:
          "Um gigabyte (GB) tem 10⁹ bytes; um gibibyte (GiB) tem 2³⁰ bytes, {{1 GiB B}} bytes. Um GiB equivale a {{1 GiB GB}} GB, e um GB a {{1 GB GiB}} GiB.",
      },
      {
        question: "Quantos bits há em um byte?",
        answer:
          "Um byte tem {{1 B b}} bits em todos os computadores atuais; as normas também o chamam de octeto. Um kilobyte tem, portanto, {{1 KB b}} bits.",
      },
      {
        question: "Quantos MB há em um GB?",
        answer:
          "Em unidades decimais, {{1 GB MB}} MB. Em unidades binárias, um GiB tem {{1 GiB MiB}} MiB. Misturando as duas, 1 GB equivale a {{1 GB MiB}} MiB.",
      },
    ],
  },
};
