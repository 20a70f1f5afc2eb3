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
};
