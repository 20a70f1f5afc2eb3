import type { Messages } from "./en.ts";

export const fr: Messages = {
  "box.no-match": "Aucune unité, devise ni convertisseur ne correspond à « {query} ».",
  "box.convert-to-what":
    "Convertir {quantity} en quoi ? Ajoutez « en » et une unité, ou choisissez un convertisseur.",
  "box.read-as": "« {text} » lu comme {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) et {other} ({otherQuantity}) ne se convertissent pas les uns en les autres.",
  "box.no-rate": "Aucun taux de {from} en {to} n’est disponible pour le moment.",
};
