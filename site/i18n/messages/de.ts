import type { Messages } from "./en.ts";

export const de: Messages = {
  "box.no-match": "Keine Einheit, Währung und kein Umrechner passt zu „{query}“.",
  "box.convert-to-what":
    "{quantity} in was umrechnen? Ergänze „in“ und eine Einheit oder wähle einen Umrechner.",
  "box.read-as": "„{text}“ gelesen als {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) und {other} ({otherQuantity}) lassen sich nicht ineinander umrechnen.",
  "box.no-rate": "Für {from} zu {to} ist gerade kein Kurs verfügbar.",
  "contact.too-large": "Die Nachricht ist zu groß: höchstens {kb} KB.",
  "contact.not-json": "Senden Sie die Nachricht als JSON (Content-Type: application/json).",
  "contact.bad-json": "Der Inhalt der Anfrage ist kein gültiges JSON.",
  "contact.unreadable": "Der Inhalt der Anfrage konnte nicht gelesen werden.",
  "contact.not-object":
    "Der Inhalt der Anfrage muss ein JSON-Objekt mit name, email, subject und message sein.",
  "contact.ask-name": "Bitte geben Sie Ihren Namen ein.",
  "contact.ask-email": "Bitte geben Sie Ihre E-Mail-Adresse ein.",
  "contact.ask-subject": "Bitte geben Sie einen Betreff ein.",
  "contact.ask-message": "Bitte schreiben Sie eine Nachricht.",
  "contact.the-name": "Ihr Name",
  "contact.the-email": "Ihre E-Mail-Adresse",
  "contact.the-subject": "Der Betreff",
  "contact.the-message": "Ihre Nachricht",
  "contact.not-text": "{field} muss Text sein.",
  "contact.too-long": "{field} ist zu lang: {count} Zeichen, höchstens {limit} sind erlaubt.",
  "contact.one-line": "{field} muss in eine Zeile passen.",
  "contact.bad-characters": "{field} enthält Zeichen, die nicht gesendet werden können.",
  "contact.bad-email": "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.",
  "contact.wait-minute":
    "Zu viele Nachrichten von Ihrer IP-Adresse; bitte versuchen Sie es in 1 Minute erneut.",
  "contact.wait-minutes":
    "Zu viele Nachrichten von Ihrer IP-Adresse; bitte versuchen Sie es in {minutes} Minuten erneut.",
  "contact.not-saved":
    "Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es in einer Minute erneut.",
};
