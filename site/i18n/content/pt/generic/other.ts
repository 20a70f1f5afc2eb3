import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/other.ts. */
export const texts: UnitTranslations = {
  "/prefixes": {
    about: [
      "Os prefixos métricos (SI) escalam qualquer unidade por uma potência de dez: quilo significa mil (10³), mega um milhão (10⁶) e giga um bilhão (10⁹). Esta página converte uma quantidade entre a unidade simples e todos os prefixos SI, de quecto a quetta, e os prefixos binários de kibi a exbi, então 1 mega = {{1 m k}} quilo e 2,5 giga = {{2.5 g k}} quilo. Atenção aos códigos desta página: m significa mega e g significa giga. Nos símbolos SI reais, as maiúsculas são obrigatórias, M para mega e G para giga, porque o m minúsculo é mili (10⁻³) e g é o grama.",
      "Os mesmos prefixos funcionam com todas as unidades: kW, MW e GW de potência; kHz, MHz e GHz de frequência; kV de tensão; kbit/s, Mbit/s e Gbit/s de taxas de dados. O SI define 24 prefixos, de quecto (10⁻³⁰) a quetta (10³⁰), desde 2022. Eles são sempre decimais; os múltiplos binários da memória de computador usam outros prefixos (kibi, mebi, gibi, 2¹⁰, 2²⁰, 2³⁰), então 1 mebi = {{1 mebi unit}} unidades. Os prefixos que não sejam unit, k, m e g têm códigos por extenso (milli, micro, tera, kibi).",
    ],
    useCases: [
      "Reescrever um valor de potência ou de energia entre kW, MW e GW, ou kWh, MWh e GWh.",
      "Converter frequências entre kHz, MHz e GHz.",
      "Ler como números simples contagens grandes escritas como 4,7 M ou 1,2 G.",
    ],
    faqs: [
      {
        question: "Um bilhão (“billion”) é o mesmo que giga?",
        answer:
          "Na escala curta usada hoje no inglês, sim: um “billion” é 10⁹, que é giga, então 1 giga = {{1 g unit}} unidades. Algumas línguas usam a palavra correspondente a “billion” para 10¹², por isso, em trabalhos internacionais, o prefixo é a escolha sem ambiguidade.",
      },
    ],
    example: { note: "Nesta página, G é giga e M é mega." },
    accuracy: {
      definitions:
        "Os prefixos SI são potências de dez exatas (quilo 10³, mega 10⁶, giga 10⁹) e os prefixos binários potências de dois exatas (kibi 2¹⁰), então toda conversão aqui é exata.",
      caveat:
        "Os quatro prefixos SI mais novos (ronna, quetta, ronto, quecto, de 2022) são verificados como simples potências de dez, porque o GNU units 2.22 é anterior a eles. Lembre-se dos códigos desta página: m é mega e g é giga, e não mili e grama.",
    },
  },
  "/data-transfer": {
    about: [
      "A taxa de transferência de dados (taxa de bits, largura de banda) é a quantidade de dados transferida por segundo. Sua unidade de base é o bit por segundo (bit/s, bps), e as velocidades de rede sempre usam prefixos decimais: 1 kbit/s = {{1 kbps bps}} bit/s, 1 Mbit/s = {{1 mbps bps}} bit/s e 1 Gbit/s = {{1 gbps bps}} bit/s, como nas especificações de Ethernet, Wi-Fi, redes celulares e USB.",
      "São bits, e não bytes. Um byte tem 8 bits, então uma conexão de 100 Mbit/s transfere no máximo 12,5 megabytes por segundo, e os tamanhos de arquivo em MB ou GB precisam ser multiplicados por 8 para serem comparados com a velocidade de um link. Taxas conhecidas: modems discados, 56 kbit/s; USB 2.0, 480 Mbit/s ({{480 mbps gbps}} Gbit/s); Gigabit Ethernet, 1 Gbit/s. As taxas anunciadas são taxas de linha; a sobrecarga dos protocolos torna a vazão útil menor.",
    ],
    useCases: [
      "Comparar planos de internet e velocidades de links dados em kbit/s, Mbit/s e Gbit/s.",
      "Estimar o tempo de download: o tamanho do arquivo em bits dividido pela taxa.",
      "Converter velocidades de interfaces (USB, Ethernet, Wi-Fi) entre Mbit/s e Gbit/s.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre Mbps e MB/s?",
        answer:
          "Mbps (Mbit/s) conta megabits, MB/s megabytes, e um byte tem 8 bits: divida Mbit/s por 8 para obter MB/s. Um link de 1 Gbit/s, {{1 gbps mbps}} Mbit/s, transfere no máximo {{1 gbps mbyte_s}} MB/s, então um arquivo de 1 GB leva pelo menos 8 segundos.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades de bits e bytes usam os prefixos decimais que as normas de redes e interfaces usam (quilo = 1.000, mega = 10⁶, giga = 10⁹), e as KiB/s, MiB/s e GiB/s os binários (1.024), então toda conversão é exata.",
      caveat:
        "Muitos gerenciadores de download mostram KiB/s, mas com o rótulo KB/s: 1 KiB/s = {{1 kib_s kbyte_s}} kB/s.",
    },
  },
  "/sound": {
    about: [
      "Os níveis sonoros e de sinal são razões logarítmicas. O decibel (dB) é um décimo de bel, 1 B = {{1 b db}} dB. O neper (Np) usa logaritmos naturais; esta página segue a convenção das grandezas de campo da ISO 80000-3, em que uma razão de amplitudes (pressão, tensão) é ln(A₁/A₀) Np = 20·log₁₀(A₁/A₀) dB, então 1 Np = 20/ln 10 dB = {{1 np db}} dB e 1 dB = {{1 db np}} Np.",
      "O dB SPL é um nível absoluto de pressão sonora: dB re 20 µPa, o limiar nominal da audição, então 60 dB SPL (uma conversa comum) correspondem a 60 dB em relação a essa referência. A página o converte como um nível, e não como uma diferença: a diferença entre dois níveis de pressão sonora é dada em dB simples. Os níveis se somam de forma logarítmica, não aritmética: duas fontes iguais e não correlacionadas, juntas, ficam cerca de 3 dB mais altas que uma só.",
    ],
    useCases: [
      "Converter atenuações entre nepers e decibéis em trabalhos de linhas de transmissão e de acústica.",
      "Ler em decibéis os béis de textos antigos.",
      "Registrar um nível de pressão sonora medido como dB re 20 µPa, ou passar um nível subaquático (dB re 1 µPa) para essa referência.",
    ],
    faqs: [
      {
        question: "Como converto dB SPL em pascals?",
        answer:
          "Isso não é um fator de unidade, mas uma exponencial: p = 20 µPa × 10^(L/20). Por exemplo, 94 dB SPL são cerca de 1 Pa, e é por isso que os calibradores sonoros usam 94 dB; cada 20 dB multiplicam a pressão por 10.",
      },
    ],
    example: { context: "uma razão de amplitudes de 10" },
    accuracy: {
      verdict: "Sim, dentro das convenções indicadas.",
      definitions:
        "O bel vale exatamente {{1 b db}} dB, e o neper segue a convenção das grandezas de campo (1 Np = 20/ln 10 dB), calculada sem constantes arredondadas.",
      caveat:
        "Alguns textos aplicam o neper a razões de potência sem o fator ½, o que o faz valer 10/ln 10 dB, metade do valor usado aqui; o dB SPL é sempre tratado como dB re 20 µPa, e o dB re 1 µPa, a referência subaquática, como exatamente 20·log₁₀ 20 = {{0 db_spl db_re_1upa}} dB acima dele para a mesma pressão.",
    },
  },
};
