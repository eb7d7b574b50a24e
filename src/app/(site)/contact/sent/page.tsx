import { ContactView } from "@/components/contact/contact-view";
import { contactPage } from "@/content/pages";
import { formAnswers } from "@/lib/form-answers";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: formAnswers.contact.path,
  noindex: true,
});

/** Where a message posted without JavaScript lands: the answer in place of the form. */
export default function ContactSentPage() {
  return <ContactView answered />;
}
