import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/data-storage.ts. */
export const texts: UnitTranslations = {
  "/data-storage": {
    about: [
      "La información digital se cuenta en bits y bytes. Un bit (b) es un dígito binario, 0 o 1; un byte (B) son {{1 B b}} bits, la unidad más pequeña que direccionan la mayoría de los ordenadores. Las mayúsculas importan: «b» significa bit y «B» significa byte, así que un megabit (Mb) es la octava parte de un megabyte (MB). El bit no es una unidad del SI, pero los tamaños de almacenamiento usan los prefijos del SI con su significado decimal habitual.",
      "El kilobyte, el megabyte, el gigabyte y el terabyte de esta página son decimales, como los definen el SI y la IEC y como los usan los fabricantes de discos, SSD y tarjetas de memoria: 1 KB (kB según el estilo del SI) = {{1 KB B}} bytes, 1 MB = {{1 MB KB}} KB, 1 GB = {{1 GB MB}} MB y 1 TB = {{1 TB GB}} GB, de modo que un terabyte son 10¹² bytes. Junto a ellas, la página ofrece las unidades binarias de la IEC, introducidas en 1998: el kibibyte (KiB), de {{1 KiB B}} bytes; el mebibyte (MiB), de {{1 MiB KiB}} KiB; el gibibyte (GiB), de {{1 GiB MiB}} MiB, y el tebibyte (TiB), de {{1 TiB GiB}} GiB.",
      "La distancia entre las dos familias crece con cada prefijo: un KiB son {{1 KiB KB}} KB; un MiB, {{1 MiB MB}} MB; un GiB, {{1 GiB GB}} GB, y un TiB, {{1 TiB TB}} TB. Por eso una unidad vendida como de 1 TB, que contiene 10¹² bytes, aparece como {{1 TB GiB}} «GB» en un sistema operativo que cuenta en unidades binarias pero las llama GB, como hace Windows. No falta capacidad: el mismo número de bytes se expresa en una unidad mayor. Los chips de memoria (RAM) se fabrican en potencias de dos, y el «GB» de los fabricantes de memoria (el uso de JEDEC) es el GiB.",
    ],
    useCases: [
      "Comprobar la capacidad de una unidad nueva: una de 2 TB contiene {{2 TB TiB}} TiB, la cifra que un sistema que cuenta en unidades binarias muestra como «TB».",
      "Calcular cuántos archivos caben en una tarjeta o un lápiz de memoria: una tarjeta de 64 GB contiene {{64 GB MB}} MB de datos (antes de descontar lo que ocupa el propio sistema de archivos).",
      "Comparar tamaños de RAM, que son binarios: 16 GiB de RAM son {{16 GiB GB}} GB decimales.",
      "Convertir entre bits y bytes para tamaños de archivo y límites de datos: 1 MB son {{1 MB b}} bits.",
      "Leer herramientas de desarrollo y registros que dan los tamaños en KiB o MiB: 512 KiB son {{512 KiB KB}} KB.",
      "Planificar copias de seguridad: 750 GB de fotos ocupan {{750 GB TB}} TB en un disco de copia etiquetado en unidades decimales.",
    ],
    guides: [
      {
        title: "Por qué un disco de 1 TB muestra menos de 1 TB",
        content: [
          "Los fabricantes de unidades cuentan en decimal: 1 TB = 10¹² bytes. Un sistema operativo que divide tres veces entre 1024, pero sigue escribiendo «GB», indica {{1 TB GiB}}: esa cifra está en GiB. Lo mismo ocurre con cualquier tamaño: una unidad de 500 GB aparece como {{500 GB GiB}} GiB, y una de 4 TB, como {{4 TB GiB}} GiB, o {{4 TB TiB}} TiB.",
          "Después, el espacio utilizable es algo menor todavía, porque el formateo reserva sitio para el sistema de archivos y algunos dispositivos guardan una zona de recuperación. Esa parte sí es espacio ocupado de verdad, a diferencia del desfase entre decimal y binario, que es solo un cambio de unidad.",
        ],
      },
      {
        title: "Convertir a mano",
        content: [
          "Dentro de la familia decimal, multiplique o divida por {{1 MB KB}} en cada paso (KB, MB, GB, TB). Dentro de la familia binaria, multiplique o divida por {{1 KiB B}} (KiB, MiB, GiB, TiB). Entre familias, multiplique por la razón correspondiente al prefijo: de GiB a GB, multiplique por {{1 GiB GB}}; de TiB a TB, por {{1 TiB TB}}.",
          "De bytes a bits: multiplique por {{1 B b}}. Las velocidades de red se indican en bits por segundo y los tamaños de archivo en bytes, así que divida una velocidad de conexión en megabits por segundo entre {{1 B b}} para obtener megabytes por segundo.",
        ],
      },
    ],
    tips: [
      {
        title: "Fíjese en la i",
        content: [
          "KiB, MiB, GiB y TiB son siempre binarias. KB, MB, GB y TB son siempre decimales en esta página; en otros sitios, compruebe el contexto.",
        ],
      },
      {
        title: "Cuidado con b y B",
        content: ["Mb son megabits y MB son megabytes; 1 MB son {{1 MB b}} bits."],
      },
      {
        title: "La RAM es binaria",
        content: [
          "Un módulo de memoria vendido como de «8 GB» contiene 8 GiB, {{8 GiB GB}} gigabytes decimales.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿1 KB son {{1 KB B}} o {{1 KiB B}} bytes?",
        answer:
          "En las normas del SI y de la IEC, y en esta página, 1 KB (kB) son {{1 KB B}} bytes. {{1 KiB B}} bytes son un kibibyte (KiB). Muchos programas y fabricantes de memoria siguen llamando «KB» a {{1 KiB B}} bytes, así que compruebe el contexto de cada cifra.",
      },
      {
        question: "¿Cuántos GB tiene un TB?",
        answer:
          "En unidades decimales, 1 TB = {{1 TB GB}} GB. En unidades binarias, 1 TiB = {{1 TiB GiB}} GiB. Mezclando ambas, 1 TB son {{1 TB GiB}} GiB.",
      },
      {
        question: "¿Por qué mi disco duro de 1 TB muestra menos espacio del anunciado?",
        answer:
          "Porque el disco está etiquetado en terabytes decimales (10¹² bytes) y algunos sistemas operativos, entre ellos Windows, cuentan en gibibytes binarios pero los llaman GB. 1 TB son {{1 TB GiB}} GiB: no se pierde espacio, solo cambia la unidad.",
      },
      {
        question: "¿Qué diferencia hay entre GB y GiB?",
        answer:
          "Un gigabyte (GB) son 10⁹ bytes; un gibibyte (GiB) son 2³⁰ bytes, {{1 GiB B}} bytes. Un GiB son {{1 GiB GB}} GB, y un GB, {{1 GB GiB}} GiB.",
      },
      {
        question: "¿Cuántos bits tiene un byte?",
        answer:
          "Un byte son {{1 B b}} bits en todos los ordenadores actuales; las normas lo llaman también octeto. Por tanto, un kilobyte son {{1 KB b}} bits.",
      },
      {
        question: "¿Cuántos MB tiene un GB?",
        answer:
          "En unidades decimales, {{1 GB MB}} MB. En unidades binarias, un GiB tiene {{1 GiB MiB}} MiB. Mezclando ambas, 1 GB son {{1 GB MiB}} MiB.",
      },
    ],
  },
};
