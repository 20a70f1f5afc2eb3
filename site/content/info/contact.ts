/**
 * The contact page's words in English, but the form's (site/i18n/ui/): what the server renders
 * beside it (app/components/content/contact-details.tsx). The address and business hours are the
 * operator's (site.config.ts), shown as configured.
 */
export const contact = {
  formTitle: "Send us a message",
  title: "Contact Information",
  text: "Have a question, found a value that looks wrong, or want a converter we don't have yet? Write to us and we'll get back to you within 24 hours.",
  email: "Email",
  emailNote: "We typically respond within 24 hours on business days.",
  address: "Mailing address",
  hours: "Business hours",
  weekends: "Weekends: Closed",
};
