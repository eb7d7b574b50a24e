import { FormPage, SideCard } from "@/components/content/form-page";
import { ContactForm } from "@/components/forms/contact-form";
import { SubmittedPanel } from "@/components/forms/form-status";
import { Mail } from "@/components/icons/stroke-icons";
import { contactPage } from "@/content/pages";
import { emails } from "@/content/site";
import { formAnswers } from "@/lib/form-answers";

const addresses = [
  { label: "General enquiries", email: emails.hello },
  { label: "Product support", email: emails.support },
  { label: "Privacy and your data", email: emails.privacy },
];

/**
 * The /contact page. `answered`: /contact/sent, where a message posted without JavaScript lands
 * (decision 048).
 */
export function ContactView({ answered = false }: { answered?: boolean }) {
  return (
    <FormPage
      page={contactPage}
      path="/contact"
      formTitle="Send us a message"
      aside={
        <SideCard as="aside" id="addresses" title="E-mail us directly">
          <ul className="mt-4 space-y-4">
            {addresses.map((address) => (
              <li key={address.email} className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span className="min-w-0">
                  <span className="block text-sm text-slate-600">{address.label}</span>
                  <a
                    href={`mailto:${address.email}`}
                    className="font-medium text-navy-900 underline-offset-4 hover:underline"
                  >
                    {address.email}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </SideCard>
      }
    >
      {answered ? (
        <SubmittedPanel answer={formAnswers.contact} />
      ) : (
        <ContactForm source="/contact" />
      )}
    </FormPage>
  );
}
