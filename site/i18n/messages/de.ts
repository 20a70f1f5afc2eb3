import type { Messages } from "./en.ts";

export const de: Messages = {
  "box.no-match": "Keine Einheit, Währung und kein Umrechner passt zu „{query}“.",
  "box.convert-to-what":
    "{quantity} in was umrechnen? Ergänze „in“ und eine Einheit oder wähle einen Umrechner.",
  "box.read-as": "„{text}“ gelesen als {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) und {other} ({otherQuantity}) lassen sich nicht ineinander umrechnen.",
  "box.no-rate": "Für {from} zu {to} ist gerade kein Kurs verfügbar.",
};
