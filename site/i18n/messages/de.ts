import type { Messages } from "./en.ts";

export const de: Messages = {
  "box.no-match": "Keine Einheit, Währung und kein Umrechner passt zu „{query}“.",
  "box.convert-to-what":
    "{quantity} in was umrechnen? Ergänzen Sie „in“ und eine Einheit oder wählen Sie einen Umrechner.",
  "box.read-as": "„{text}“ gelesen als {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) und {other} ({otherQuantity}) lassen sich nicht ineinander umrechnen.",
  "box.no-rate": "Für {from} zu {to} ist gerade kein Kurs verfügbar.",
  "box.number-as-decimal": "{typed} gelesen als {read} ({mark} als Dezimaltrennzeichen)",
  "box.number-as-thousands": "{typed} gelesen als {read} ({mark} als Tausendertrennzeichen)",
  "box.mark-comma": "Komma",
  "box.mark-point": "Punkt",
  "box.glucose":
    "Als Blutzucker gelesen: 1 mmol/L entspricht {factor} mg/dL (Glukose, {molar} g/mol).",
  "calc.convert-to-what": "In was umrechnen?",
  "calc.empty": "Es gibt nichts zu berechnen.",
  "calc.nothing": "Nichts zu berechnen.",
  "calc.cannot-calculate": "Das lässt sich nicht berechnen.",
  "calc.too-high-power": "Diese Einheiten ergeben multipliziert eine zu hohe Potenz.",
  "calc.ends-too-soon": "Die Rechnung endet zu früh.",
  "calc.no-rate": "Für {currency} ist gerade kein Kurs verfügbar.",
  "calc.too-long-characters": "Das ist zu lang zum Berechnen (mehr als {limit} Zeichen).",
  "calc.too-long-parts": "Das ist zu lang zum Berechnen (mehr als {limit} Teile).",
  "calc.too-deep": "Das ist zu tief verschachtelt zum Berechnen (mehr als {limit} Ebenen).",
  "calc.not-understood": "„{text}“ ist an dieser Stelle nicht verständlich.",
  "calc.not-a-unit": "„{text}“ ist keine Einheit.",
  "calc.not-a-number": "„{text}“ ist keine Zahl.",
  "calc.no-meaning": "„{text}“ hat in einer Rechnung keine Bedeutung.",
  "calc.cannot-stand-there": "„{text}“ kann dort nicht stehen.",
  "calc.division-by-zero": "{text}: Division durch null.",
  "calc.too-high-power-of": "{text}: Die Einheiten ergeben multipliziert eine zu hohe Potenz.",
  "calc.negative-square-root": "{text}: Eine negative Zahl hat keine Quadratwurzel.",
  "calc.temperature-power": "{text}: Eine Temperatur auf einer Skala lässt sich nicht potenzieren.",
  "calc.temperature-percentage":
    "{text}: Ein Prozentsatz einer Temperatur auf einer Skala ergibt keinen Sinn.",
  "calc.temperature-from-difference":
    "{text}: Eine Temperatur auf einer Skala lässt sich nicht von einer Differenz abziehen.",
  "calc.temperature-multiplied":
    "{text}: Eine Temperatur auf einer Skala lässt sich nicht multiplizieren.",
  "calc.temperatures-add": "{text}: Temperaturen auf einer Skala lassen sich nicht addieren.",
  "calc.temperature-negated":
    "−({text}): Eine Temperatur auf einer Skala lässt sich nicht negieren.",
  "calc.temperature-as-number":
    "{text}: Eine Temperatur auf einer Skala lässt sich nicht als Zahl nehmen; verwenden Sie eine Differenz in K.",
  "calc.temperature-times":
    "{text}: Eine Temperatur auf einer Skala lässt sich nicht multiplizieren oder dividieren; verwenden Sie eine Differenz in K.",
  "calc.no-value": "{text} hat keinen Wert.",
  "calc.too-large": "{text} ist zu groß zum Berechnen.",
  "calc.not-a-target": "„{text}“ ist keine Einheit, in die sich umrechnen lässt.",
  "calc.target-zero": "{text} ist null: Division durch null.",
  "calc.reciprocal-of-zero": "{text} ist null: Der Kehrwert ist unendlich.",
  "calc.compound-order":
    "{text}: Die Einheiten einer Kombination gehen von der größten zur kleinsten.",
  "calc.scale-alone":
    "{symbol} ist eine Temperaturskala: Schreiben Sie eine Temperatur (20 {symbol}) oder eine Differenz in K.",
  "calc.cannot-add": "{text}: {first} und {second} lassen sich nicht addieren.",
  "calc.cannot-subtract": "{text}: {first} und {second} lassen sich nicht subtrahieren.",
  "calc.scale-difference":
    "{text}: Temperaturen auf einer Skala lassen sich nicht addieren, ihre Differenz schon ({left} − {right}).",
  "calc.exponent-not-number": "{text}: Ein Exponent ist eine reine Zahl, nicht {exponent}.",
  "calc.whole-power": "{text}: {base} lässt sich nur in eine ganze Potenz bis {limit} erheben.",
  "calc.negative-power": "{text}: Eine negative Zahl hat keine reelle Potenz {power}.",
  "calc.no-square-root": "{text}: {of} hat unter den Einheiten keine Quadratwurzel.",
  "calc.no-cube-root": "{text}: {of} hat unter den Einheiten keine Kubikwurzel.",
  "calc.measures-other":
    "{text} ({measured}) und {target} ({dimension}) lassen sich nicht ineinander umrechnen.",
  "calc.temperature-not":
    "{text} (eine Temperatur) und {target} ({dimension}) lassen sich nicht ineinander umrechnen.",
  "calc.not-on-scale": "{text} ist keine Temperatur auf einer Skala; {symbol} ist eine.",
  "calc.compound-kinds":
    "{text}: {target} kann keine Kombination aus Temperaturen oder reziproken Einheiten sein.",
  "calc.named-money": "Geld",
  "calc.named-dimension": "eine Größe in {symbol}",
  "calc.named-temperature": "eine Temperatur",
  "calc.named-number": "eine Zahl",
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
