import type { Messages } from "./en.ts";

export const fr: Messages = {
  "box.no-match": "Aucune unité, devise ni convertisseur ne correspond à « {query} ».",
  "box.convert-to-what":
    "Convertir {quantity} en quoi ? Ajoutez « en » et une unité, ou choisissez un convertisseur.",
  "box.read-as": "« {text} » lu comme {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) et {other} ({otherQuantity}) ne se convertissent pas les uns en les autres.",
  "box.no-rate": "Aucun taux de {from} en {to} n’est disponible pour le moment.",
  "box.number-as-decimal": "{typed} lu comme {read} ({mark} comme séparateur décimal)",
  "box.number-as-thousands": "{typed} lu comme {read} ({mark} comme séparateur des milliers)",
  "box.mark-comma": "virgule",
  "box.mark-point": "point",
  "box.glucose":
    "Lu comme une glycémie : 1 mmol/L correspond à {factor} mg/dL (glucose, {molar} g/mol).",
  "calc.convert-to-what": "Convertir en quoi ?",
  "calc.empty": "Il n’y a rien à calculer.",
  "calc.nothing": "Rien à calculer.",
  "calc.cannot-calculate": "Cela ne peut pas être calculé.",
  "calc.too-high-power": "Multipliées, ces unités donnent une puissance trop élevée.",
  "calc.ends-too-soon": "Le calcul s’arrête trop tôt.",
  "calc.no-rate": "Aucun taux pour {currency} n’est disponible pour le moment.",
  "calc.too-long-characters": "C’est trop long à calculer (plus de {limit} caractères).",
  "calc.too-long-parts": "C’est trop long à calculer (plus de {limit} éléments).",
  "calc.too-deep": "C’est trop imbriqué pour être calculé (plus de {limit} niveaux).",
  "calc.not-understood": "« {text} » n’est pas compris ici.",
  "calc.not-a-unit": "« {text} » n’est pas une unité.",
  "calc.not-a-number": "« {text} » n’est pas un nombre.",
  "calc.no-meaning": "« {text} » n’a pas de sens dans un calcul.",
  "calc.cannot-stand-there": "« {text} » ne peut pas figurer à cet endroit.",
  "calc.division-by-zero": "{text} : division par zéro.",
  "calc.too-high-power-of": "{text} : multipliées, les unités donnent une puissance trop élevée.",
  "calc.negative-square-root": "{text} : un nombre négatif n’a pas de racine carrée.",
  "calc.temperature-power":
    "{text} : une température sur une échelle ne peut pas être élevée à une puissance.",
  "calc.temperature-percentage":
    "{text} : un pourcentage d’une température sur une échelle n’a pas de sens.",
  "calc.temperature-from-difference":
    "{text} : une température sur une échelle ne peut pas être soustraite d’un écart.",
  "calc.temperature-multiplied":
    "{text} : une température sur une échelle ne peut pas être multipliée.",
  "calc.temperatures-add": "{text} : des températures sur une échelle ne s’additionnent pas.",
  "calc.temperature-negated":
    "−({text}) : une température sur une échelle ne peut pas être rendue négative.",
  "calc.temperature-as-number":
    "{text} : une température sur une échelle ne peut pas être prise comme un nombre ; utilisez un écart en K.",
  "calc.temperature-times":
    "{text} : une température sur une échelle ne peut être ni multipliée ni divisée ; utilisez un écart en K.",
  "calc.no-value": "{text} n’a pas de valeur.",
  "calc.too-large": "{text} est trop grand pour être calculé.",
  "calc.not-a-target": "« {text} » n’est pas une unité dans laquelle convertir.",
  "calc.target-zero": "{text} vaut zéro : division par zéro.",
  "calc.reciprocal-of-zero": "{text} vaut zéro : son inverse est infini.",
  "calc.compound-order":
    "{text} : les unités d’une combinaison vont de la plus grande à la plus petite.",
  "calc.scale-alone":
    "{symbol} est une échelle de température : écrivez une température (20 {symbol}) ou un écart en K.",
  "calc.cannot-add": "{text} : {first} et {second} ne s’additionnent pas.",
  "calc.cannot-subtract": "{text} : {first} et {second} ne se soustraient pas.",
  "calc.scale-difference":
    "{text} : des températures sur une échelle ne s’additionnent pas ; leur écart, si ({left} − {right}).",
  "calc.exponent-not-number": "{text} : un exposant est un nombre sans unité, pas {exponent}.",
  "calc.whole-power": "{text} : {base} ne s’élève qu’à une puissance entière jusqu’à {limit}.",
  "calc.negative-power": "{text} : un nombre négatif n’a pas de puissance réelle {power}.",
  "calc.no-square-root": "{text} : {of} n’a pas de racine carrée parmi les unités.",
  "calc.no-cube-root": "{text} : {of} n’a pas de racine cubique parmi les unités.",
  "calc.measures-other":
    "{text} ({measured}) et {target} ({dimension}) ne se convertissent pas les uns en les autres.",
  "calc.temperature-not":
    "{text} (une température) et {target} ({dimension}) ne se convertissent pas les uns en les autres.",
  "calc.not-on-scale": "{text} n’est pas une température sur une échelle ; {symbol} en est une.",
  "calc.compound-kinds":
    "{text} : {target} ne peut pas combiner des températures ou des unités réciproques.",
  "calc.named-money": "de l’argent",
  "calc.named-dimension": "une grandeur en {symbol}",
  "calc.named-temperature": "une température",
  "calc.named-number": "un nombre",
  "contact.too-large": "Le message est trop volumineux : {kb} Ko au maximum.",
  "contact.not-json": "Envoyez le message au format JSON (Content-Type: application/json).",
  "contact.bad-json": "Le corps de la requête n’est pas du JSON valide.",
  "contact.unreadable": "Le corps de la requête n’a pas pu être lu.",
  "contact.not-object":
    "Le corps de la requête doit être un objet JSON contenant name, email, subject et message.",
  "contact.ask-name": "Veuillez indiquer votre nom.",
  "contact.ask-email": "Veuillez indiquer votre adresse e-mail.",
  "contact.ask-subject": "Veuillez indiquer un objet.",
  "contact.ask-message": "Veuillez écrire un message.",
  "contact.the-name": "Votre nom",
  "contact.the-email": "Votre adresse e-mail",
  "contact.the-subject": "L’objet",
  "contact.the-message": "Votre message",
  "contact.not-text": "{field} doit être du texte.",
  "contact.too-long":
    "{field} dépasse la longueur autorisée : {count} caractères, pour {limit} au maximum.",
  "contact.one-line": "{field} doit tenir sur une seule ligne.",
  "contact.bad-characters": "{field} contient des caractères qui ne peuvent pas être envoyés.",
  "contact.bad-email": "Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.com.",
  "contact.wait-minute":
    "Trop de messages envoyés depuis votre adresse ; veuillez réessayer dans 1 minute.",
  "contact.wait-minutes":
    "Trop de messages envoyés depuis votre adresse ; veuillez réessayer dans {minutes} minutes.",
  "contact.not-saved":
    "Votre message n’a pas pu être enregistré. Veuillez réessayer dans une minute.",
};
