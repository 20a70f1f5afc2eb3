import { ContactForm } from "~/components/contact-form";
import { ContactDetails } from "~/components/content/contact-details";
import { StaticLayout } from "~/components/static-layout";
import { Toaster } from "~/components/toaster";
import { headTags } from "~/lib/head";
import { infoView } from "../../site/views/info.server";
import { pageOf } from "../../site/views/page.server";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return infoView(pageOf(request, "static"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head);

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticLayout title={loaderData.title} sidebar={loaderData.sidebar}>
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="mb-4 text-xl font-semibold">
            Send us a message
          </h2>
          <ContactForm />
          {/* Only this page raises toasts: the toaster ships with it, not with every page. */}
          <Toaster />
        </section>
        <ContactDetails />
      </div>
    </StaticLayout>
  );
}
