import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in German (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Ein Konverter für Groß- und Kleinschreibung ändert die Buchstaben eines Textes, ohne seine Wörter zu ändern: GROSSBUCHSTABEN für Überschriften und Abkürzungen, kleinbuchstaben zum Vereinheitlichen von Eingaben, Wortanfänge Groß für Titel, Satzanfang groß für gewöhnlichen Fließtext und die zusammengeschriebenen Formen, mit denen Programmierer Namen bilden: camelCase, snake_case, kebab-case und CONSTANT_CASE.",
      "Jedes Ergebnis ändert sich schon beim Tippen und funktioniert mit jedem Alphabet, das Großbuchstaben kennt, nach den vollständigen Unicode-Regeln: Das ß wird in Großbuchstaben zu SS, und Großbuchstaben mit Akzent wie É behalten ihren Akzent in Kleinbuchstaben. Nichts, was Sie eingeben, verlässt Ihren Browser.",
    ],
    useCases: [
      "Text korrigieren, der mit eingerasteter Feststelltaste getippt wurde",
      "Überschriften und Titel einheitlich schreiben",
      "Aus einer Wortgruppe einen Variablen-, Datei- oder URL-Namen machen (camelCase, snake_case, kebab-case)",
      "Konstanten und Namen von Umgebungsvariablen schreiben (CONSTANT_CASE)",
      "Listen vereinheitlichen, bevor man sie vergleicht oder sortiert",
    ],
    tips: [
      {
        title: "Wortanfänge Groß arbeitet mechanisch",
        content: [
          "Dieser Konverter schreibt den ersten Buchstaben jedes Wortes groß. Im Deutschen richtet sich die Großschreibung nach der Wortart, und englische Stilregeln lassen kurze Wörter wie „of“, „and“ oder „the“ in Titeln klein; passen Sie diese von Hand an, wenn Ihre Regeln es verlangen.",
        ],
      },
      {
        title: "Zusammengeschriebene Formen entfernen Satzzeichen",
        content: [
          "camelCase, snake_case, kebab-case und CONSTANT_CASE behalten nur Buchstaben und Ziffern und trennen Wörter an Leerzeichen, Satzzeichen und dort, wo ein Kleinbuchstabe auf einen Großbuchstaben trifft (aus helloWorld wird hello_world).",
        ],
      },
    ],
    faqs: [
      {
        question: "Was ist der Unterschied zwischen camelCase und PascalCase?",
        answer:
          "camelCase beginnt mit einem Kleinbuchstaben und schreibt jedes weitere Wort groß (userName); PascalCase schreibt auch das erste Wort groß (UserName). Diese Seite erzeugt camelCase.",
      },
      {
        question: "Warum wird ß in Großbuchstaben zu SS?",
        answer:
          "Die Standard-Großschreibung des Eszett in Unicode sind die zwei Buchstaben SS, wie es die deutsche Rechtschreibung in Großbuchstaben vorsieht (das große ẞ ist erlaubt, aber nicht die Regel); der Konverter folgt diesen Regeln für jede Sprache.",
      },
      {
        question: "Wird mein Text irgendwohin gesendet?",
        answer:
          "Nein. Die Umwandlung läuft beim Tippen in Ihrem Browser; der Text wird weder an unseren Server gesendet noch gespeichert.",
      },
    ],
  },
};
