import { ContactView } from "@/components/contact/contact-view";
import { contactPage } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: "/contact",
});

export default function ContactPage() {
  return <ContactView />;
}
