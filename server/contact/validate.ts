import type { MessageKey } from "../../site/i18n/messages/en.ts";
import { type Say, sayIn } from "../../site/i18n/messages/say.ts";

/**
 * A contact message as accepted: every field trimmed, within its limit (docs/spec/decisions.md).
 */
export interface ContactMessage {
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

type Field = keyof ContactMessage;

/** Limits in characters (Unicode code points), counted after trimming. */
export const LIMITS: Readonly<Record<Field, number>> = {
  name: 100,
  email: 254,
  subject: 200,
  message: 5000,
};

/**
 * The field the contact form hides from people (app/components/contact-form.tsx). Form-filling
 * bots see an input named "website" and fill it; a person never does.
 */
const HONEYPOT = "website";

export type Validation =
  | { readonly kind: "valid"; readonly message: ContactMessage }
  | { readonly kind: "invalid"; readonly error: string }
  /** The honeypot was filled: answer as if stored, store nothing (see contact-routes.ts). */
  | { readonly kind: "honeypot" };

/** How each field is named to the person, and what to ask for when it is empty. */
const WORDS: Readonly<Record<Field, { readonly the: MessageKey; readonly ask: MessageKey }>> = {
  name: { the: "contact.the-name", ask: "contact.ask-name" },
  email: { the: "contact.the-email", ask: "contact.ask-email" },
  subject: { the: "contact.the-subject", ask: "contact.ask-subject" },
  message: { the: "contact.the-message", ask: "contact.ask-message" },
};

const FIELDS: readonly Field[] = ["name", "email", "subject", "message"];

const LINE_BREAK = /[\r\n\u2028\u2029]/;

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (
      (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
      (code >= 0x7f && code <= 0x9f)
    ) {
      return true;
    }
  }
  return false;
}

/**
 * A plausible address, not RFC 5322's full grammar: what people type and mail servers accept.
 * Local part: letters, digits and the unquoted specials, dots only between them. Domain: two or
 * more labels of letters, digits and inner hyphens (Unicode letters allowed for both), the last
 * at least two letters. No spaces, quotes, angle brackets or commas, so the address can go into a
 * Reply-To header as it is.
 */
const EMAIL =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;
const MAX_LOCAL_PART = 64;

const length = (text: string) => [...text].length;

export function isPlausibleEmail(address: string): boolean {
  const at = address.lastIndexOf("@");
  return at > 0 && at <= MAX_LOCAL_PART && EMAIL.test(address);
}

/**
 * Checks a parsed request body (docs/spec/site.md §3.4, docs/spec/decisions.md "Contact form"). The
 * first problem found is reported, in words the person who filled the form understands, in their
 * language (`say`, English by default): the form shows it.
 */
export function validateContact(body: unknown, say: Say = sayIn("en")): Validation {
  const invalid = (error: string): Validation => ({ kind: "invalid", error });
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return invalid(say("contact.not-object"));
  }
  const fields = body as Record<string, unknown>;

  // Checked before anything else, so a bot learns nothing from the answer.
  const trap = fields[HONEYPOT];
  const blank =
    trap === undefined || trap === null || (typeof trap === "string" && trap.trim() === "");
  if (!blank) return { kind: "honeypot" };

  const message: Record<Field, string> = { name: "", email: "", subject: "", message: "" };
  for (const field of FIELDS) {
    const value = fields[field];
    const ask = say(WORDS[field].ask);
    const the = { field: say(WORDS[field].the) };
    if (value === undefined || value === null) return invalid(ask);
    if (typeof value !== "string") return invalid(say("contact.not-text", the));
    const text = value.trim();
    if (text === "") return invalid(ask);
    const count = length(text);
    if (count > LIMITS[field]) {
      return invalid(
        say("contact.too-long", { ...the, count: String(count), limit: String(LIMITS[field]) }),
      );
    }
    if ((field === "name" || field === "subject") && LINE_BREAK.test(text)) {
      return invalid(say("contact.one-line", the));
    }
    if (hasControlCharacter(text)) return invalid(say("contact.bad-characters", the));
    if (field === "email" && !isPlausibleEmail(text)) return invalid(say("contact.bad-email"));
    message[field] = text;
  }
  return { kind: "valid", message };
}
