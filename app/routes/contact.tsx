import { ContactForm } from "~/components/contact-form";
import { ContactDetails } from "~/components/content/contact-details";
import { InfoHeading, StaticLayout } from "~/components/static-layout";
import { Toaster } from "~/components/toaster";
import { Static, useServerView } from "~/framework/static-markup";

/** The form's heading, in the page's language, rendered on the server only. */
function FormTitle() {
  return (
    <h2 id="contact-form-title" className="mb-4 text-xl font-semibold">
      {useServerView("info").words.contact.formTitle}
    </h2>
  );
}

/** The contact page: the form hydrates; the heading, the details and the sidebar do not. */
export default function ContactPage() {
  return (
    <StaticLayout>
      <Static id="heading">{import.meta.env.SSR && <InfoHeading />}</Static>
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="contact-form-title">
          <Static id="form-title">{import.meta.env.SSR && <FormTitle />}</Static>
          <ContactForm labelledBy="contact-form-title" />
          {/* Only this page raises toasts: the toaster ships with it, not with every page. */}
          <Toaster />
        </section>
        <Static id="details">{import.meta.env.SSR && <ContactDetails />}</Static>
      </div>
    </StaticLayout>
  );
}
