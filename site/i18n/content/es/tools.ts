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
};
