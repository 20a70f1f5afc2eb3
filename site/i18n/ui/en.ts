/**
 * The words of what hydrates, in English: buttons, fields and messages the browser renders again.
 * Every other language's file translates this one; a page of another language carries its own in
 * its document (app/lib/ui.ts), so the browser's code holds only these. A `{name}` is filled by
 * site/i18n/messages/fill.ts.
 */
export const en = {
  "shell.skip": "Skip to content",
  "shell.nav-main": "Main",
  "shell.nav-mobile": "Mobile",
  menu: "Menu",
  "menu.close": "Close menu",
  "theme.dark": "Dark theme",
  currency: "Currency",
  "search.site": "Site",
  "search.failed": "Answers could not be loaded. Check the connection, then try again.",
  "update.title": "Update Available",
  "update.text": "A new version of {site} is ready!",
  "update.dismiss": "Dismiss update notice",
  "update.apply": "Update",
  "toast.close": "Close notification",
  copy: "Copy result",
  "copy.done": "Copied",
  "copy.failed": "Copy failed: select the text and copy it",
  converter: "Converter",
  "converter.from": "From",
  "converter.to": "To",
  "converter.from-unit": "From unit",
  "converter.to-unit": "To unit",
  "converter.enter-value": "Enter value",
  "converter.enter-temperature": "Enter temperature",
  "converter.result": "Result",
  "converter.swap-units": "Swap units",
  "converter.swap-values": "Swap values",
  "converter.find-from": "Find a unit to convert from",
  "converter.find-to": "Find a unit to convert to",
  "converter.find-placeholder": "Find a unit: name, symbol…",
  "filter.matches": "{matches} of {all} {noun} match",
  "filter.units": "units",
  "filter.enter": "Enter: {option}",
  "search.quick": "Quick convert",
  "express.title": "Unit Converter Express Version",
  "express.kinds": "Kind of unit",
  "converter.select-unit": "Select unit",
  "not-found.title": "Oops! Page not found",
  "not-found.home": "Return to Home",
  "error.title": "Something went wrong",
  "error.text":
    "We're sorry, but something unexpected happened. Please refresh the page to try again.",
  "error.refresh": "Refresh Page",
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.subject": "Subject",
  "contact.message": "Message",
  "contact.website": "Website",
  "contact.send": "Send Message",
  "contact.sending": "Sending...",
  "contact.missing-title": "Missing Information",
  "contact.missing-text": "Please fill in all required fields.",
  "contact.sent-title": "Message Sent!",
  "contact.sent-text": "Thank you for contacting us. We'll get back to you soon.",
  "contact.error-title": "Error",
  "contact.failed": "Failed to send message. Please try again later.",
} as const;

export type UiKey = keyof typeof en;
/** A language's words of what hydrates: every key of the English file, none other. */
export type Ui = Readonly<Record<UiKey, string>>;
