import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in Spanish (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Un conversor de mayúsculas y minúsculas cambia las letras de un texto sin cambiar sus palabras: MAYÚSCULAS para titulares y siglas, minúsculas para normalizar datos, Tipo Título para títulos, Tipo oración para la prosa corriente, y las formas unidas que usan los programadores para los nombres: camelCase, snake_case, kebab-case y CONSTANT_CASE.",
      "Cada resultado se actualiza mientras escribes y funciona con cualquier alfabeto que tenga mayúsculas, con las reglas completas de Unicode: la ß alemana pasa a SS en mayúsculas, y las mayúsculas acentuadas como É conservan su tilde en minúsculas. Nada de lo que escribes sale de tu navegador.",
    ],
    useCases: [
      "Corregir un texto escrito con el Bloq Mayús activado",
      "Dar un formato uniforme a titulares y títulos",
      "Convertir una frase en un nombre de variable, de archivo o de URL (camelCase, snake_case, kebab-case)",
      "Escribir constantes y nombres de variables de entorno (CONSTANT_CASE)",
      "Normalizar listas antes de compararlas u ordenarlas",
    ],
    tips: [
      {
        title: "El Tipo Título es mecánico",
        content: [
          "Este conversor pone en mayúscula la primera letra de cada palabra. En español, los títulos solo llevan mayúscula inicial en la primera palabra y en los nombres propios, y las guías de estilo en inglés dejan en minúscula palabras cortas como 'of', 'and' o 'the'; corrígelas a mano si tu guía lo pide.",
        ],
      },
      {
        title: "Las formas unidas eliminan la puntuación",
        content: [
          "camelCase, snake_case, kebab-case y CONSTANT_CASE conservan solo letras y dígitos, y separan las palabras en los espacios, en los signos de puntuación y donde una minúscula se encuentra con una mayúscula (helloWorld pasa a hello_world).",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre camelCase y PascalCase?",
        answer:
          "camelCase empieza con minúscula y pone en mayúscula la inicial de cada palabra siguiente (userName); PascalCase pone en mayúscula también la primera palabra (UserName). Esta página genera camelCase.",
      },
      {
        question: "¿Por qué la ß pasa a SS en mayúsculas?",
        answer:
          "La correspondencia estándar de Unicode para la ese aguda alemana en mayúsculas son las dos letras SS, que es lo que usa la ortografía alemana en mayúsculas; el conversor aplica esas reglas en todos los idiomas.",
      },
      {
        question: "¿Se envía mi texto a algún sitio?",
        answer:
          "No. Las conversiones se hacen en tu navegador mientras escribes; el texto no se envía a nuestro servidor ni se guarda.",
      },
    ],
  },
  "/number-base": {
    about: [
      "La base (o raíz) de un sistema de numeración posicional es la cantidad de dígitos distintos que usa. Contamos en base 10 con los dígitos del 0 al 9; los ordenadores guardan los datos en binario (base 2), y los programadores escriben los mismos valores de forma más compacta en octal (base 8) y en hexadecimal (base 16, dígitos del 0 al 9 y luego de la A a la F). Las bases mayores que 10 toman prestadas letras, así que la base 36 usa todo el 0 al 9 y de la A a la Z.",
      "Este conversor admite cualquier base de 2 a 36 en ambos sentidos, enteros de cualquier longitud sin redondeo (calcula con enteros de precisión arbitraria, así que un número de 100 dígitos se mantiene exacto), números negativos y fracciones cuando el resultado es exacto: 0.1 en binario es 0.5 en decimal, pero 0.1 en decimal no tiene una forma binaria finita, y la página lo indica en lugar de mostrar una aproximación redondeada. Las letras se pueden escribir en mayúsculas o minúsculas; los espacios y guiones bajos entre grupos de dígitos se ignoran, y se aceptan los prefijos 0x, 0o y 0b en sus propias bases. El separador de la parte fraccionaria es el punto, como en los lenguajes de programación.",
    ],
    useCases: [
      "Leer direcciones de memoria, códigos de color (#FF8800) y valores de bytes en hexadecimal",
      "Calcular máscaras de bits y flags en binario",
      "Permisos de archivos de Unix en octal (755, 644)",
      "Trabajos de informática y de electrónica digital",
      "Identificadores cortos en base 36",
    ],
    tips: [
      {
        title: "Agrupa los dígitos binarios de cuatro en cuatro",
        content: [
          "Cada dígito hexadecimal equivale exactamente a cuatro dígitos binarios, y cada dígito octal a tres, así que 1111 0000 en binario es F0 en hexadecimal. Aquí se aceptan espacios entre los grupos.",
        ],
      },
      {
        title: "No toda fracción sobrevive a un cambio de base",
        content: [
          "Una fracción es finita en una base solo cuando los factores primos de su denominador dividen esa base: una décima es finita en base 10 pero se repite sin fin en base 2. Por eso 0.1 + 0.2 no es exactamente 0.3 en coma flotante binaria.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cómo se pasa de binario a decimal?",
        answer:
          "Multiplica cada dígito por su valor posicional, una potencia de 2 contada desde 0 a la derecha, y suma los resultados: 1011 es 8 + 0 + 2 + 1 = 11. Aquí, elige Binario en la base de origen, escribe los dígitos y lee el decimal en el resultado.",
      },
      {
        question: "¿Por qué el conversor rechaza algunos dígitos?",
        answer:
          "Un número en base n solo usa los dígitos del 0 al n − 1: el 8 y el 9 no existen en octal, y la G no es un dígito hexadecimal. El mensaje bajo el campo indica el dígito que no pertenece a la base.",
      },
      {
        question: "¿Puede convertir números muy grandes?",
        answer:
          "Sí. Los enteros se convierten con aritmética de precisión arbitraria, así que números de cientos de dígitos se convierten exactamente, sin redondeo.",
      },
      {
        question: "¿Admite números negativos y fracciones?",
        answer:
          "Los números negativos conservan su signo. Las fracciones se convierten cuando el resultado es exacto en la base de destino; cuando sus dígitos se repetirían sin fin, la página lo indica en lugar de redondear.",
      },
    ],
  },
  // The date calculator (/date-calculator).
  "/date-calculator": {
    about: [
      "Cuente los días entre dos fechas, sume o reste días, semanas o meses, y vea el día de la semana y la semana ISO de cada fecha. La primera fecha cuenta y la segunda no, como se cuentan las noches de una estancia: de 2026-01-01 a 2027-01-01 hay 365 días.",
      "Aquí los días laborables son de lunes a viernes, sin descontar festivos: los festivos cambian según el país, la región y la empresa, así que reste los suyos. De 2026-01-01 a 2027-01-01 hay 261. Las fechas siguen el calendario gregoriano del año 1 al 9999, prolongado antes de 1582 como hace la norma ISO 8601, y se cuentan en días enteros, de modo que ninguna zona horaria ni ningún cambio de hora de verano puede mover un resultado un día.",
    ],
    useCases: [
      "Contar los días que faltan para un plazo, unas vacaciones o una fecha prevista",
      "Los días laborables de un preaviso o de un proyecto",
      "El final de un contrato o de una suscripción dentro de unos meses",
      "Buscar el número de semana ISO para una hoja de horas o un plan de producción",
      "El día de la semana de una fecha pasada o futura",
    ],
    tips: [
      {
        title: "Sumar un mes a un día 31",
        content: [
          "Un mes después de 2026-01-31 no hay día 31, así que el resultado es el último día del mes: 2026-02-28, o 2028-02-29 en un año bisiesto. La función FECHA.MES de las hojas de cálculo y la mayoría de las bibliotecas de fechas hacen lo mismo. Algunos programas (entre ellos GNU date) pasan en cambio los días que faltan al mes siguiente y dan los primeros días de marzo.",
        ],
      },
      {
        title: "Las semanas ISO empiezan el lunes",
        content: [
          "La norma ISO 8601 numera las semanas de lunes a domingo. La semana 1 es la que contiene el primer jueves del año, así que siempre incluye el 4 de enero, y los primeros días de enero pueden pertenecer a la última semana del año anterior: 2027-01-01 es viernes, 2026-W53-5: la semana 53 de 2026. Un año tiene 52 o 53 semanas ISO.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cómo cuento los días entre dos fechas?",
        answer:
          "Escriba las dos fechas en «Días entre fechas». El resultado cuenta el primer día y no el último; sume uno para contar ambos. El resultado es negativo cuando la segunda fecha es anterior a la primera.",
      },
      {
        question: "¿Se cuentan los festivos como días laborables?",
        answer:
          "Sí: esta calculadora cuenta cada día de lunes a viernes como laborable, porque los festivos cambian de un país, una región y una empresa a otra. Reste usted mismo los festivos que caigan entre semana en el periodo.",
      },
      {
        question: "¿En qué número de semana estamos?",
        answer:
          "La calculadora muestra la semana ISO 8601 de cada fecha, escrita año-Wsemana-día: 2026-12-31 es 2026-W53-4, la semana 53 de 2026, día 4 (jueves). En Estados Unidos los calendarios suelen numerar las semanas a partir del domingo y del 1 de enero; las semanas ISO son las que se usan en Europa y en la planificación empresarial.",
      },
      {
        question: "¿Qué fecha es dentro de 90 días?",
        answer:
          "Vaya a «Sumar o restar», indique la fecha, escriba 90 y elija días. Desde 2026-03-01, 90 días después es 2026-05-30; tres meses después es 2026-06-01: no todos los meses tienen la misma duración.",
      },
    ],
  },
  // The Unix timestamp converter (/unix-timestamp-converter).
  "/unix-timestamp-converter": {
    about: [
      "El tiempo Unix cuenta los segundos desde el 1 de enero de 1970 a medianoche UTC, la «época»: 1000000000 es 2001-09-09T01:46:40Z, y una fecha anterior a 1970 es una cuenta negativa (−1 es 1969-12-31T23:59:59Z). Los programas lo guardan en segundos (C, PHP, time.time() de Python, bases de datos), milisegundos (Date.now() de JavaScript, Java) o microsegundos (PostgreSQL, muchos registros). Escriba un timestamp y el conversor deduce su unidad por su longitud, y lo indica: hasta 11 dígitos son segundos, de 12 a 14 milisegundos, de 15 a 17 microsegundos. Elija usted la unidad cuando la deducción no sea la correcta.",
      "Cada resultado se muestra en UTC y en su propia zona horaria, en ISO 8601 (2023-11-14T22:13:20Z, la forma de las API y los registros) y en RFC 2822 (Tue, 14 Nov 2023 22:13:20 +0000, la forma de las cabeceras de correo electrónico y HTTP). También funciona al revés: escriba una fecha en cualquiera de las dos formas y lea su timestamp. Una fecha sola es la medianoche UTC; una fecha y hora sin Z ni desfase se lee en su zona horaria. El cálculo es exacto al microsegundo, con enteros de cualquier tamaño, para cualquier fecha del año 1 al 9999 del calendario gregoriano.",
    ],
    useCases: [
      "Leer timestamps en registros, bases de datos y respuestas de API",
      "Escribir una fecha como timestamp en una consulta, la caducidad de una cookie o una prueba",
      "Comprobar si un valor está en segundos o en milisegundos",
      "Comparar horas escritas en zonas horarias distintas",
      "Leer la cabecera Date de un correo electrónico o de una respuesta HTTP",
    ],
    tips: [
      {
        title: "¿Segundos o milisegundos? Cuente los dígitos",
        content: [
          "Los timestamps actuales tienen 10 dígitos en segundos, 13 en milisegundos y 16 en microsegundos. Un número de 13 dígitos leído como segundos quedaría a decenas de miles de años, así que una unidad equivocada salta a la vista: 1700000000000 ms es 2023-11-14T22:13:20Z.",
        ],
      },
      {
        title: "El problema del año 2038",
        content: [
          "Una cuenta de segundos con signo de 32 bits termina en 2147483647 (2^31 − 1), que es 2038-01-19T03:14:07Z. Un segundo después pasa a −2147483648, 1901-12-13T20:45:52Z. Los sistemas que aún guardan la hora en 32 bits (dispositivos embebidos antiguos, formatos de archivo, columnas de bases de datos) fallarán entonces. Una cuenta de 64 bits dura mucho más allá del año 9999; una cuenta de 32 bits sin signo dura hasta 2106-02-07T06:28:15Z.",
        ],
      },
      {
        title: "Milisegundos y microsegundos en JavaScript",
        content: [
          "Un número de JavaScript guarda enteros exactos hasta 2^53. Los milisegundos quedan por debajo hasta el año 287396, pero una cuenta de microsegundos lo supera en 2255-06-05T23:47:34.740992Z: guarde los microsegundos como BigInt o como cadena. Esta página calcula con BigInt, así que no se pierde ningún dígito.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿El tiempo Unix cuenta los segundos intercalares?",
        answer:
          "No. Cada día Unix tiene exactamente 86.400 segundos; cuando UTC añade un segundo intercalar, el tiempo Unix repite un segundo en lugar de contarlo. 2016-12-31T23:59:59Z es 1483228799 y 2017-01-01T00:00:00Z es 1483228800, con uno de diferencia, aunque entre ellos estuvo el segundo intercalar 23:59:60. UTC ha añadido 27 segundos intercalares desde 1972, el último a finales de 2016 (Boletín C del IERS, tal como los recoge el archivo leap-seconds.list de la base de datos de zonas horarias de la IANA), así que desde 1972 el tiempo Unix ha contado 27 segundos menos de los que han pasado. Esta página rechaza 23:59:60 y explica por qué.",
      },
      {
        question: "¿Cuál es el timestamp Unix del 1 de enero de 2000?",
        answer:
          "946684800 a medianoche UTC (946684800000 en milisegundos). La medianoche de otra zona es otro instante: en Nueva York (UTC−05:00) es 946702800.",
      },
      {
        question: "¿Por qué el timestamp no depende de mi zona horaria?",
        answer:
          "Un timestamp Unix nombra un único instante, el mismo en todas partes; solo cambia con la zona la forma de escribir ese instante en un reloj. Por eso la página muestra UTC y su hora local para el mismo timestamp, y por eso una fecha escrita con Z o con un desfase (+05:30) da el mismo timestamp esté usted donde esté.",
      },
      {
        question: "¿Cuándo llegará el timestamp Unix a 2.000.000.000?",
        answer: "El 2033-05-18T03:33:20Z, o Wed, 18 May 2033 03:33:20 +0000 en RFC 2822.",
      },
    ],
  },
};
