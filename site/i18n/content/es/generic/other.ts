import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/other.ts. */
export const texts: UnitTranslations = {
  "/prefixes": {
    about: [
      "Los prefijos métricos (del SI) multiplican cualquier unidad por una potencia de diez: kilo significa mil (10³), mega un millón (10⁶) y giga mil millones (10⁹). Esta página convierte una cantidad entre la unidad sin prefijo y cada prefijo del SI, de quecto a quetta, y los prefijos binarios de kibi a exbi, así que 1 mega = {{1 m k}} kilo y 2,5 giga = {{2.5 g k}} kilo. Ojo con los códigos de esta página: m significa mega y g giga. En los símbolos reales del SI las mayúsculas son obligatorias, M para mega y G para giga, porque la m minúscula es mili (10⁻³) y la g es el gramo.",
      "Los mismos prefijos sirven con cualquier unidad: kW, MW y GW de potencia; kHz, MHz y GHz de frecuencia; kV de tensión; kbit/s, Mbit/s y Gbit/s de velocidad de transmisión de datos. El SI define 24 prefijos, de quecto (10⁻³⁰) a quetta (10³⁰) desde 2022. Siempre son decimales; los múltiplos binarios de la memoria informática usan otros prefijos (kibi, mebi, gibi, 2¹⁰, 2²⁰, 2³⁰), así que 1 mebi = {{1 mebi unit}} unidades. Los prefijos distintos de unit, k, m y g tienen códigos escritos con todas las letras (milli, micro, tera, kibi).",
    ],
    useCases: [
      "Reescribir una cifra de potencia o de energía entre kW, MW y GW, o entre kWh, MWh y GWh.",
      "Convertir frecuencias entre kHz, MHz y GHz.",
      "Leer como números sin prefijo recuentos grandes escritos como 4,7 M o 1,2 G.",
    ],
    faqs: [
      {
        question: "¿El «billion» inglés es lo mismo que giga?",
        answer:
          "En la escala corta que usa hoy el inglés, sí: un «billion» son 10⁹ (mil millones), es decir, giga, así que 1 giga = {{1 g unit}} unidades. Algunos idiomas usan «billion» (o su equivalente, como el «billón» del español) para 10¹², así que en un contexto internacional el prefijo es la opción sin ambigüedad.",
      },
    ],
    example: { note: "En esta página, G es giga y M es mega." },
    accuracy: {
      definitions:
        "Los prefijos del SI son potencias de diez exactas (kilo 10³, mega 10⁶, giga 10⁹) y los prefijos binarios potencias de dos exactas (kibi 2¹⁰), así que toda conversión de aquí es exacta.",
      caveat:
        "Los cuatro prefijos del SI más recientes (ronna, quetta, ronto, quecto, de 2022) se comprueban como simples potencias de diez, porque GNU units 2.22 es anterior a ellos. Recuerde los códigos de esta página: m es mega y g es giga, no mili ni gramo.",
    },
  },
  "/data-transfer": {
    about: [
      "La velocidad de transferencia de datos (tasa de bits, ancho de banda) es la cantidad de datos que se mueven por segundo. Su unidad base es el bit por segundo (bit/s, bps), y las velocidades de red usan siempre prefijos decimales: 1 kbit/s = {{1 kbps bps}} bit/s, 1 Mbit/s = {{1 mbps bps}} bit/s y 1 Gbit/s = {{1 gbps bps}} bit/s, como en las especificaciones de Ethernet, Wi-Fi, redes móviles y USB.",
      "Son bits, no bytes. Un byte son 8 bits, así que una conexión de 100 Mbit/s mueve como mucho 12,5 megabytes por segundo, y los tamaños de archivo en MB o GB deben multiplicarse por 8 para compararlos con la velocidad de un enlace. Velocidades conocidas: módems de acceso telefónico, 56 kbit/s; USB 2.0, 480 Mbit/s ({{480 mbps gbps}} Gbit/s); Gigabit Ethernet, 1 Gbit/s. Las velocidades anunciadas son velocidades de línea; la sobrecarga de los protocolos hace que el caudal útil sea menor.",
    ],
    useCases: [
      "Comparar tarifas de internet y velocidades de enlace dadas en kbit/s, Mbit/s y Gbit/s.",
      "Estimar el tiempo de descarga: el tamaño del archivo en bits dividido entre la velocidad.",
      "Convertir velocidades de interfaces (USB, Ethernet, Wi-Fi) entre Mbit/s y Gbit/s.",
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre Mbps y MB/s?",
        answer:
          "Los Mbps (Mbit/s) cuentan megabits, los MB/s megabytes, y un byte son 8 bits: divida los Mbit/s entre 8 para obtener MB/s. Un enlace de 1 Gbit/s, {{1 gbps mbps}} Mbit/s, puede mover como mucho {{1 gbps mbyte_s}} MB/s, así que un archivo de 1 GB tarda al menos 8 segundos.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades de bits y bytes usan los prefijos decimales de las normas de redes e interfaces (kilo = 1000, mega = 10⁶, giga = 10⁹), y KiB/s, MiB/s y GiB/s los binarios (1024), así que toda conversión es exacta.",
      caveat:
        "Muchos gestores de descargas muestran KiB/s pero lo rotulan KB/s: 1 KiB/s = {{1 kib_s kbyte_s}} kB/s.",
    },
  },
  "/sound": {
    about: [
      "Los niveles de sonido y de señal son razones logarítmicas. El decibelio (dB) es la décima parte de un belio, 1 B = {{1 b db}} dB. El néper (Np) usa logaritmos naturales; esta página sigue el convenio de magnitudes de campo de ISO 80000-3, en el que una razón de amplitudes (presión, tensión) es ln(A₁/A₀) Np = 20·log₁₀(A₁/A₀) dB, así que 1 Np = 20/ln 10 dB = {{1 np db}} dB y 1 dB = {{1 db np}} Np.",
      "Los dB SPL son un nivel de presión sonora absoluto: dB re 20 µPa, el umbral nominal de audición, así que 60 dB SPL (una conversación normal) se leen como 60 dB respecto a esa referencia. La página lo convierte como un nivel, no como una diferencia: la diferencia entre dos niveles de presión sonora se da en dB a secas. Los niveles se suman de forma logarítmica, no aritmética: dos fuentes iguales y no correlacionadas juntas suenan unos 3 dB más fuerte que una sola.",
    ],
    useCases: [
      "Convertir atenuaciones entre néperes y decibelios en trabajos de líneas de transmisión y de acústica.",
      "Leer como decibelios los belios de textos antiguos.",
      "Anotar un nivel de presión sonora medido como dB re 20 µPa, o pasar a esa referencia un nivel subacuático (dB re 1 µPa).",
    ],
    faqs: [
      {
        question: "¿Cómo convierto dB SPL a pascales?",
        answer:
          "No es un factor de unidades, sino una exponencial: p = 20 µPa × 10^(L/20). Por ejemplo, 94 dB SPL son alrededor de 1 Pa, y por eso los calibradores acústicos usan 94 dB; cada 20 dB la presión se multiplica por 10.",
      },
    ],
    example: { context: "una razón de amplitudes de 10" },
    accuracy: {
      verdict: "Sí, con los convenios indicados.",
      definitions:
        "El belio es exactamente {{1 b db}} dB, y el néper sigue el convenio de magnitudes de campo (1 Np = 20/ln 10 dB), calculado sin constantes redondeadas.",
      caveat:
        "Algunos textos aplican el néper a razones de potencia sin el factor ½, lo que lo deja en 10/ln 10 dB, la mitad del valor usado aquí; los dB SPL se tratan siempre como dB re 20 µPa, y los dB re 1 µPa, la referencia subacuática, como exactamente 20·log₁₀ 20 = {{0 db_spl db_re_1upa}} dB por encima de ellos para la misma presión.",
    },
  },
};
