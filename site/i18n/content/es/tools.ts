import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in Spanish (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Un conversor de mayúsculas y minúsculas cambia las letras de un texto sin cambiar sus palabras: MAYÚSCULAS para titulares y siglas, minúsculas para normalizar datos, Tipo Título para títulos, Tipo oración para la prosa corriente, y las formas unidas que usan los programadores para los nombres: camelCase, snake_case, kebab-case y CONSTANT_CASE.",
      "Cada resultado se actualiza mientras escribe y funciona con cualquier alfabeto que tenga mayúsculas, con las reglas completas de Unicode: la ß alemana pasa a SS en mayúsculas, y las mayúsculas acentuadas como É conservan su tilde en minúsculas. Nada de lo que escribe sale de su navegador.",
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
          "Este conversor pone en mayúscula la primera letra de cada palabra. En español, los títulos solo llevan mayúscula inicial en la primera palabra y en los nombres propios, y las guías de estilo en inglés dejan en minúscula palabras cortas como 'of', 'and' o 'the'; corríjalas a mano si su guía lo pide.",
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
          "No. Las conversiones se hacen en su navegador mientras escribe; el texto no se envía a nuestro servidor ni se guarda.",
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
        title: "Agrupe los dígitos binarios de cuatro en cuatro",
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
          "Multiplique cada dígito por su valor posicional, una potencia de 2 contada desde 0 a la derecha, y sume los resultados: 1011 es 8 + 0 + 2 + 1 = 11. Aquí, elija Binario en la base de origen, escriba los dígitos y lea el decimal en el resultado.",
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
  // The time zone converter (/time-zone-converter).
  "/time-zone-converter": {
    about: [
      "Una zona horaria es una región que mantiene la misma hora. La base de datos de zonas horarias de la IANA (la base de datos tz) nombra cada una por su ciudad más grande, como America/New_York o Europe/Paris, y registra cada desfase respecto al tiempo universal coordinado (UTC) que ha tenido y cada cambio, horario de verano incluido. Los teléfonos, los ordenadores y los navegadores la llevan consigo; este conversor consulta la de su navegador, así que la respuesta es la que daría su calendario.",
      "Escriba o elija una fecha y una hora, la zona en la que están y la zona que desea. Una zona puede indicarse por su nombre, por una de 1000 ciudades o por una abreviatura: como IST, CST y BST significan cada una más de una zona, el conversor le pregunta cuál quiere decir en lugar de adivinarlo. Sabe cuándo cambian los relojes en cualquier fecha, indica cuándo una hora no existe (la hora que se salta cuando los relojes se adelantan) o se repite (la hora que se vuelve a vivir cuando se atrasan), y le da la dirección de lo que muestra, para compartirla.",
    ],
    useCases: [
      "Fijar la hora de una reunión con colegas de otros países",
      "Saber a qué hora empieza donde usted está un evento en directo, un lanzamiento o una emisión",
      "Llamar a la familia en el extranjero a una hora razonable",
      "Comprobar la hora local de llegada de un vuelo",
      "Entender una hora escrita con una abreviatura como EST o IST",
    ],
    tips: [
      {
        title: "El horario de verano no cambia el mismo día en todas partes",
        content: [
          "Estados Unidos y Canadá cambian la hora el segundo domingo de marzo y el primer domingo de noviembre; la Unión Europea, el último domingo de marzo y el de octubre. Durante unas semanas cada primavera y cada otoño, Nueva York va cuatro horas por detrás de Londres en lugar de cinco. En el hemisferio sur el horario de verano va más o menos de octubre a abril, y la mayor parte de Asia y de África mantiene el mismo desfase todo el año.",
        ],
      },
      {
        title: "Indique la zona, no solo la abreviatura",
        content: [
          "EST es la hora de invierno de la costa este de Estados Unidos; en verano esos mismos relojes marcan la hora EDT. Escribir «hora de Nueva York» o America/New_York es correcto todo el año, y una invitación de calendario con una zona indicada se ajusta sola.",
        ],
      },
      {
        title: "Comparta el enlace",
        content: [
          "El enlace bajo el resultado guarda la fecha, la hora y las dos zonas: quien lo abra verá la misma conversión sin tener que volver a escribirla.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Tiene en cuenta el conversor el horario de verano?",
        answer:
          "Sí. Lee el desfase de cada zona para la fecha exacta en la base de datos tz que lleva su navegador, de modo que una hora de julio y otra de enero en la misma ciudad pueden diferir de UTC en una hora, y las fechas del cambio son las de la zona que usted eligió.",
      },
      {
        question: "¿Qué pasa con una hora que no existe?",
        answer:
          "Cuando los relojes se adelantan una hora, las horas de ese intervalo nunca aparecen en un reloj. El conversor lo indica y lee la hora como la marcarían los relojes después del cambio, una hora más tarde (30 minutos más tarde en la isla de Lord Howe). Cuando los relojes se atrasan, una hora se repite: el conversor muestra las dos lecturas.",
      },
      {
        question: "¿Qué zona significa IST?",
        answer:
          "Es la hora estándar de la India (UTC+5:30), pero Israel (UTC+2) e Irlanda, en verano (UTC+1), también escriben IST. CST es el centro de Estados Unidos, China, Taiwán o Cuba, y BST la hora de verano británica o Bangladés. El conversor enumera los significados y le deja elegir.",
      },
      {
        question: "¿Por qué algunas zonas difieren de UTC en 30 o 45 minutos?",
        answer:
          "Cada país elige su propio desfase. La India mantiene UTC+5:30, Nepal UTC+5:45 y partes de Australia UTC+9:30; la isla de Lord Howe adelanta sus relojes solo 30 minutos en verano.",
      },
    ],
  },
  // The ring size converter
  "/ring-size-converter": {
    about: [
      "Todos los sistemas de tallas de anillos miden lo mismo, el interior del anillo, pero cada uno lo cuenta a su manera. EE. UU. y Canadá numeran las tallas desde una circunferencia de 1,4216 pulgadas y suman 0,1018 pulgadas (unos 2,59 mm) por talla. Reino Unido y Australia usan letras, desde la A con 37,5 mm de contorno, 1,25 mm por letra con medias tallas entre ellas (British Standard 6820), y Z+1, Z+2 después de la Z. La norma ISO 8653, usada en la Europa continental, da la propia circunferencia interior en milímetros; Suiza le resta 40 mm; Japón y China numeran el diámetro interior desde 13 mm en la talla 1, un tercio de milímetro por talla.",
      "Este conversor pasa por la circunferencia interior, así que cualquier sistema se convierte en cualquier otro. Cada resultado es la talla más cercana en la que se vende un anillo: las tallas de EE. UU. al cuarto, las letras del Reino Unido a la media, las tallas ISO y suizas al medio milímetro y las japonesas enteras. Las tablas de los joyeros redondean de otra forma y algunas se desplazan media talla; si un anillo queda entre dos tallas, pruebe las dos o dé al joyero los milímetros.",
    ],
    useCases: [
      "Comprar un anillo en línea en una tienda de otro país",
      "Leer una tabla de tallas de anillos escrita en otro sistema",
      "Convertir un diámetro o una circunferencia interior medidos en una talla",
      "Encargar un ajuste de talla a un joyero en el extranjero",
    ],
    tips: [
      {
        title: "Mida un anillo que le quede bien",
        content: [
          "Coloque sobre una regla un anillo que le quede bien en el dedo y lea el diámetro interior en milímetros por la parte más ancha, sin contar el aro. Elija Diámetro interior (mm) y escríbalo: aparecerán todas las tallas.",
        ],
      },
      {
        title: "O mida el dedo",
        content: [
          "Rodee la base del dedo con una tira de papel, marque dónde se junta y mida su longitud en plano: esa es la circunferencia interior en milímetros. Mida al final del día, cuando los dedos están más hinchados, y asegúrese de que el anillo pase por el nudillo.",
        ],
      },
      {
        title: "Los aros anchos aprietan más",
        content: [
          "Un aro de más de unos 6 mm cubre más dedo y se nota más pequeño; muchos joyeros aconsejan subir entre un cuarto y media talla.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Qué talla del Reino Unido es una talla 7 de EE. UU.?",
        answer:
          "Aproximadamente N½: una talla 7 de EE. UU. mide 54,2 mm de contorno interior (17,3 mm de diámetro), entre la N (53,75 mm) y la O (55 mm) del Reino Unido. En ISO 8653 es la 54, en tallas suizas la 14 y en tallas japonesas la 14.",
      },
      {
        question: "¿Cómo convierto mi talla de anillo a milímetros?",
        answer:
          "Elija el sistema de su talla, escriba la talla y lea debajo el diámetro y la circunferencia interiores en milímetros. Una talla de EE. UU. mide (1,4216 + 0,1018 × talla) pulgadas de contorno interior; una letra del Reino Unido es 37,5 mm en la A más 1,25 mm por letra.",
      },
      {
        question: "¿Las tallas europeas de anillos son iguales a la circunferencia?",
        answer:
          "En la norma ISO 8653, usada en la mayor parte de Europa, sí: un anillo de talla 54 mide 54 mm de contorno interior. Las tallas suizas son la misma circunferencia menos 40, así que una ISO 54 es una suiza 14.",
      },
      {
        question: "¿Por qué las tablas de tallas de anillos difieren en media talla?",
        answer:
          "EE. UU. no tiene una única norma legal, y las tablas antiguas usan reglas algo distintas (0,0326 o 0,0324 pulgadas de diámetro por talla); las tallas del Reino Unido se basaban antes en el diámetro (el calibre Wheatsheaf) hasta que la BS 6820 las basó en la circunferencia en 1987. Las diferencias son de menos de media talla.",
      },
    ],
  },
  // The shoe size converter
  "/shoe-size-converter": {
    about: [
      "Una talla de zapato cuenta la longitud de la horma, el molde con forma de pie sobre el que se fabrica el zapato, cada sistema en su propia unidad y desde su propio cero. Las tallas de EE. UU. y del Reino Unido avanzan un tercio de pulgada (un grano de cebada, 8,47 mm) por talla. EE. UU. cuenta las tallas de hombre desde una horma de 8¼ pulgadas, las de mujer desde 7 11/12 pulgadas (así que, para el mismo zapato, la talla de mujer es una más que la de hombre), las de niño desde 3 11/12 y las de niña desde 3 7/12 pulgadas, tal como las define GNU units. El Reino Unido cuenta las tallas infantiles desde 0, con 4 pulgadas, hasta 13½, y luego vuelve a empezar en la 1 de adulto (8⅔ pulgadas), igual para hombres y mujeres. La Europa continental cuenta toda la horma en puntos de París de ⅔ cm, desde cero, para todos. El Mondopoint (ISO 9407), usado en Japón y China y para botas de esquí y calzado militar, da la longitud del propio pie en milímetros.",
      "Este conversor pasa por la longitud de la horma, así que cualquier sistema se convierte en cualquier otro, y un pie medido se convierte en todas las tallas: se toma la horma 1,5 cm más larga que el pie. Cada resultado es la talla más cercana en la que se vende un zapato: las tallas de EE. UU., Reino Unido y EU a la media talla, el Mondopoint en pasos de 5 mm, las longitudes de pie a 0,1 cm o 0,01 pulgadas. Una talla de EE. UU. cae justo entre dos medias tallas del Reino Unido; el conversor da entonces la mayor, porque un zapato un poco largo sirve y uno un poco corto no.",
      "Las tablas de las marcas se apartan de estas reglas, y unas de otras, hasta en una talla. Unas tablas cuentan el pie, otras la horma y otras el interior del zapato; el espacio que se deja para los dedos va de 1 a 2 cm según quién haga la tabla; el cero de hombre de EE. UU. se sitúa en 8 pulgadas en unas referencias y en 8¼ en otras (un cuarto de talla); las tallas de mujer se sitúan una o una y media por encima de las de hombre; cada tabla redondea a sus propias medias tallas; y las hormas de cada marca tienen su propia forma, así que dos zapatos con la misma talla pueden calzar distinto. La longitud del pie es la única cifra que significa lo mismo en todas partes: cuando una marca publique su tabla en centímetros de pie, use esa.",
    ],
    useCases: [
      "Comprar zapatos en línea en una tienda de otro país",
      "Leer la tabla de tallas de una marca escrita en otro sistema",
      "Convertir la longitud medida de un pie en una talla",
      "Encontrar la talla de un niño en tallas de EE. UU., Reino Unido y EU",
    ],
    tips: [
      {
        title: "Mida su pie",
        content: [
          "Póngase de pie sobre una hoja de papel junto a una pared, con el talón tocando la pared, y marque la punta del dedo más largo (no siempre es el dedo gordo). Mida desde la pared hasta la marca: esa es la longitud del pie. Mida los dos pies al final del día, cuando están más grandes, con los calcetines que vaya a llevar, y use el pie más largo.",
        ],
      },
      {
        title: "Entre dos tallas, elija la mayor",
        content: [
          "Un zapato unos milímetros más largo sirve con un calcetín más grueso o una plantilla; uno unos milímetros más corto no sirve. Los zapatos de niño necesitan alrededor de un centímetro de margen para crecer.",
        ],
      },
      {
        title: "Fíese de la tabla de la propia marca",
        content: [
          "Cuando una marca publique la longitud de pie que corresponde a cada una de sus tallas, escriba aquí la longitud de su pie en Medir el pie y compare: manda la cifra de la marca, que conoce sus hormas.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Qué talla EU y del Reino Unido es una 9 de hombre de EE. UU.?",
        answer:
          "EU 43 y Reino Unido 9 según las reglas de esta página. Una 9 de hombre de EE. UU. es una horma de 11¼ pulgadas (28,6 cm): 42,9 puntos de París, así que EU 43, y Reino Unido 8¾, justo entre 8½ y 9, así que la mayor. Corresponde a un pie de unos 27,1 cm, Mondopoint 270. Muchas tablas de marcas dicen Reino Unido 8 u 8½ y EU 42: sitúan el cero de EE. UU. un cuarto de talla más abajo, o el margen del pie más corto, y redondean al revés.",
      },
      {
        question: "¿Cómo encuentro mi talla de zapato a partir de la longitud del pie?",
        answer:
          "Elija Medir el pie y escriba la longitud en centímetros o pulgadas. El conversor suma 1,5 cm para la horma y da la talla más cercana de cada sistema: un pie de 26 cm es una horma de 27,5 cm, EU 41½, EE. UU. hombre 7½, EE. UU. mujer 8½, Reino Unido 7½ y Mondopoint 260.",
      },
      {
        question: "¿Qué diferencia hay entre las tallas de hombre y de mujer de EE. UU.?",
        answer:
          "Una talla según las reglas de GNU units: la talla 0 de mujer es una horma ⅓ de pulgada más corta que la 0 de hombre, así que el mismo zapato es una 9 de hombre y una 10 de mujer. Muchas tablas ponen en cambio una talla y media; las tallas del Reino Unido y EU son las mismas para hombres y mujeres.",
      },
      {
        question: "¿Cuándo pasan las tallas infantiles a ser tallas de adulto?",
        answer:
          "En el Reino Unido, las tallas infantiles van de 0 (una horma de 4 pulgadas) a 13½, y las de adulto vuelven a empezar en 1, donde estaría una 14 infantil. En EE. UU., la 13 de niño es la 0 de hombre y la 13 de niña la 0 de mujer, así que las tallas juveniles después de la 13½ siguen contando como tallas de hombre y de mujer. Las tallas EU y el Mondopoint no tienen corte.",
      },
      {
        question: "¿Qué es el Mondopoint y cómo funcionan las tallas japonesas?",
        answer:
          "El Mondopoint (ISO 9407) es la longitud del pie en milímetros, normalmente en pasos de 5 mm: un Mondopoint 270 corresponde a un pie de 270 mm. Lo usan Japón y China, Japón a menudo escrito en centímetros (27 o 27,5), y también las botas de esquí. Es el único sistema que nombra el pie y no la horma.",
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
