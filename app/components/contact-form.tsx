import { useId, useState } from "react";
import { useUi } from "~/framework/static-markup";
import { toast } from "~/lib/toast-store";

const FIELDS = ["name", "email", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { name: "", email: "", subject: "", message: "" };
/**
 * The limits the server enforces (docs/spec/decisions.md), mirrored so a reader is stopped while
 * typing.
 */
const MAX: Record<Field, number> = { name: 100, email: 254, subject: 200, message: 5000 };

const input =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900";

/**
 * The contact form (docs/spec/site.md §2.10, 4.4, 5.3): every field required, the e-mail checked by
 * the browser; idle → sending → success (fields reset, toast) or failure (error toast). Named by
 * the heading `labelledBy`.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const say = useUi();
  const [values, setValues] = useState(EMPTY);
  const [website, setWebsite] = useState("");
  const [sending, setSending] = useState(false);
  const id = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (FIELDS.some((f) => values[f].trim() === "")) {
      toast({
        title: say("contact.missing-title"),
        description: say("contact.missing-text"),
        variant: "destructive",
      });
      return;
    }
    setSending(true);
    // The server's reason when it gives one (a limit, an address it cannot read), else the spec's.
    let reason = say("contact.failed");
    try {
      const response = await fetch("/api/send-contact-email", {
        method: "POST",
        // The server answers in the page's language (server/contact/contact-routes.ts).
        headers: {
          "Content-Type": "application/json",
          "Accept-Language": document.documentElement.lang,
        },
        body: JSON.stringify({ ...values, website }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        success?: boolean;
        error?: string;
      };
      if (body.success) {
        setValues(EMPTY);
        toast({ title: say("contact.sent-title"), description: say("contact.sent-text") });
        return;
      }
      if (body.error) reason = body.error;
    } catch {
      // A transport failure: the spec's message.
    } finally {
      setSending(false);
    }
    toast({ title: say("contact.error-title"), description: reason, variant: "destructive" });
  }

  const field = (name: Field, label: string, control: "input" | "textarea", type = "text") => {
    const props = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      maxLength: MAX[name],
      "aria-required": true,
      disabled: sending,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((v) => ({ ...v, [name]: e.target.value })),
      className: input,
    };
    return (
      <div>
        <label htmlFor={props.id} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        {control === "input" ? (
          <input {...props} type={type} autoComplete={name === "subject" ? "off" : name} />
        ) : (
          <textarea {...props} rows={6} />
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={labelledBy} className="space-y-4">
      {field("name", say("contact.name"), "input")}
      {field("email", say("contact.email"), "input", "email")}
      {field("subject", say("contact.subject"), "input")}
      {field("message", say("contact.message"), "textarea")}
      {/* A field people never see; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{say("contact.website")}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700 disabled:opacity-60"
      >
        {say(sending ? "contact.sending" : "contact.send")}
      </button>
    </form>
  );
}
