import { Mail } from "lucide-react";

import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHeader } from "@/components/content/page-header";
import { ContactForm } from "@/components/forms/contact-form";
import { contactPage } from "@/content/pages";
import { emails } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: contactPage.title,
  description: contactPage.description,
  path: "/contact",
});

const addresses = [
  { label: "General enquiries", email: emails.hello },
  { label: "Product support", email: emails.support },
  { label: "Privacy and your data", email: emails.privacy },
];

export default function ContactPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: contactPage.title, path: "/contact" }]} />
      <PageHeader title={contactPage.title}>
        <p>{contactPage.intro}</p>
      </PageHeader>
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-slate-200 p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="text-xl font-bold text-navy-900">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm source="/contact" />
          </div>
        </section>
        <aside aria-labelledby="addresses-title" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="addresses-title" className="font-semibold text-navy-900">
            E-mail us directly
          </h2>
          <ul className="mt-4 space-y-4">
            {addresses.map((address) => (
              <li key={address.email} className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>
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
        </aside>
      </div>
    </>
  );
}
