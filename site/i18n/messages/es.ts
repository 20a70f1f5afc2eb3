import type { Messages } from "./en.ts";

export const es: Messages = {
  "box.no-match": "Ninguna unidad, moneda ni conversor corresponde a «{query}».",
  "box.convert-to-what":
    "¿Convertir {quantity} a qué? Añade «a» y una unidad, o elige un conversor.",
  "box.read-as": "«{text}» se ha leído como {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) y {other} ({otherQuantity}) no se pueden convertir entre sí.",
  "box.no-rate": "No hay ningún tipo de cambio de {from} a {to} disponible en este momento.",
};
