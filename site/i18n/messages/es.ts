import type { Messages } from "./en.ts";

export const es: Messages = {
  "box.no-match": "Ninguna unidad, moneda ni conversor corresponde a «{query}».",
  "box.convert-to-what":
    "¿Convertir {quantity} a qué? Añada «a» y una unidad, o elija un conversor.",
  "box.read-as": "«{text}» se ha leído como {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) y {other} ({otherQuantity}) no se pueden convertir entre sí.",
  "box.no-rate": "No hay ningún tipo de cambio de {from} a {to} disponible en este momento.",
  "box.number-as-decimal": "Se ha leído {typed} como {read} ({mark} como separador decimal)",
  "box.number-as-thousands": "Se ha leído {typed} como {read} ({mark} como separador de miles)",
  "box.mark-comma": "la coma",
  "box.mark-point": "el punto",
  "box.glucose":
    "Leído como glucemia: 1 mmol/L equivale a {factor} mg/dL (glucosa, {molar} g/mol).",
  "calc.convert-to-what": "¿Convertir a qué?",
  "calc.empty": "No hay nada que calcular.",
  "calc.nothing": "Nada que calcular.",
  "calc.cannot-calculate": "Eso no se puede calcular.",
  "calc.too-high-power": "Esas unidades, multiplicadas, dan una potencia demasiado alta.",
  "calc.ends-too-soon": "El cálculo termina demasiado pronto.",
  "calc.no-rate": "No hay ningún tipo de cambio para {currency} disponible en este momento.",
  "calc.too-long-characters": "Es demasiado largo para calcularlo (más de {limit} caracteres).",
  "calc.too-long-parts": "Es demasiado largo para calcularlo (más de {limit} partes).",
  "calc.too-deep": "Tiene demasiados niveles anidados para calcularlo (más de {limit}).",
  "calc.not-understood": "Aquí no se entiende «{text}».",
  "calc.not-a-unit": "«{text}» no es una unidad.",
  "calc.not-a-number": "«{text}» no es un número.",
  "calc.no-meaning": "«{text}» no tiene sentido en un cálculo.",
  "calc.cannot-stand-there": "«{text}» no puede ir ahí.",
  "calc.division-by-zero": "{text}: división por cero.",
  "calc.too-high-power-of": "{text}: las unidades, multiplicadas, dan una potencia demasiado alta.",
  "calc.negative-square-root": "{text}: un número negativo no tiene raíz cuadrada.",
  "calc.temperature-power":
    "{text}: una temperatura en una escala no se puede elevar a una potencia.",
  "calc.temperature-percentage":
    "{text}: un porcentaje de una temperatura en una escala no tiene sentido.",
  "calc.temperature-from-difference":
    "{text}: una temperatura en una escala no se puede restar de una diferencia.",
  "calc.temperature-multiplied": "{text}: una temperatura en una escala no se puede multiplicar.",
  "calc.temperatures-add": "{text}: las temperaturas en una escala no se suman.",
  "calc.temperature-negated": "−({text}): una temperatura en una escala no se puede negar.",
  "calc.temperature-as-number":
    "{text}: una temperatura en una escala no se puede tomar como un número; use una diferencia en K.",
  "calc.temperature-times":
    "{text}: una temperatura en una escala no se puede multiplicar ni dividir; use una diferencia en K.",
  "calc.no-value": "{text} no tiene valor.",
  "calc.too-large": "{text} es demasiado grande para calcularlo.",
  "calc.not-a-target": "«{text}» no es una unidad a la que convertir.",
  "calc.target-zero": "{text} es cero: división por cero.",
  "calc.reciprocal-of-zero": "{text} es cero: su inverso es infinito.",
  "calc.compound-order": "{text}: las unidades de una combinación van de la mayor a la menor.",
  "calc.scale-alone":
    "{symbol} es una escala de temperatura: escriba una temperatura (20 {symbol}) o una diferencia en K.",
  "calc.cannot-add": "{text}: {first} y {second} no se pueden sumar.",
  "calc.cannot-subtract": "{text}: {first} y {second} no se pueden restar.",
  "calc.scale-difference":
    "{text}: las temperaturas en una escala no se pueden sumar; su diferencia sí ({left} − {right}).",
  "calc.exponent-not-number": "{text}: un exponente es un número sin unidades, no {exponent}.",
  "calc.whole-power": "{text}: {base} solo se puede elevar a una potencia entera de hasta {limit}.",
  "calc.negative-power": "{text}: un número negativo no tiene potencia real {power}.",
  "calc.no-square-root": "{text}: {of} no tiene raíz cuadrada entre las unidades.",
  "calc.no-cube-root": "{text}: {of} no tiene raíz cúbica entre las unidades.",
  "calc.measures-other":
    "{text} ({measured}) y {target} ({dimension}) no se pueden convertir entre sí.",
  "calc.temperature-not":
    "{text} (una temperatura) y {target} ({dimension}) no se pueden convertir entre sí.",
  "calc.not-on-scale": "{text} no es una temperatura en una escala; {symbol} sí lo es.",
  "calc.compound-kinds":
    "{text}: {target} no puede ser una combinación de temperaturas ni de unidades recíprocas.",
  "calc.named-money": "dinero",
  "calc.named-dimension": "una magnitud en {symbol}",
  "calc.named-temperature": "una temperatura",
  "calc.named-number": "un número",
  "contact.too-large": "El mensaje es demasiado grande: como máximo, {kb} KB.",
  "contact.not-json": "Envíe el mensaje como JSON (Content-Type: application/json).",
  "contact.bad-json": "El cuerpo de la solicitud no es un JSON válido.",
  "contact.unreadable": "No se ha podido leer el cuerpo de la solicitud.",
  "contact.not-object":
    "El cuerpo de la solicitud debe ser un objeto JSON con name, email, subject y message.",
  "contact.ask-name": "Introduzca su nombre.",
  "contact.ask-email": "Introduzca su dirección de correo electrónico.",
  "contact.ask-subject": "Introduzca un asunto.",
  "contact.ask-message": "Escriba un mensaje.",
  "contact.the-name": "Su nombre",
  "contact.the-email": "Su dirección de correo electrónico",
  "contact.the-subject": "El asunto",
  "contact.the-message": "Su mensaje",
  "contact.not-text": "{field} debe ser texto.",
  "contact.too-long":
    "{field} tiene demasiados caracteres: {count}, y se aceptan como máximo {limit}.",
  "contact.one-line": "{field} debe caber en una sola línea.",
  "contact.bad-characters": "{field} contiene caracteres que no se pueden enviar.",
  "contact.bad-email":
    "Introduzca una dirección de correo electrónico válida, como nombre@example.com.",
  "contact.wait-minute":
    "Demasiados mensajes desde su dirección IP; vuelva a intentarlo dentro de 1 minuto.",
  "contact.wait-minutes":
    "Demasiados mensajes desde su dirección IP; vuelva a intentarlo dentro de {minutes} minutos.",
  "contact.not-saved":
    "No se ha podido guardar su mensaje. Vuelva a intentarlo dentro de un minuto.",
};
