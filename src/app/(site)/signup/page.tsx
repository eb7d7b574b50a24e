import { CircleCheck } from "lucide-react";

import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { PageHeader } from "@/components/content/page-header";
import { signupPage } from "@/content/pages";
import { founderOffer } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: signupPage.metaTitle,
  description: signupPage.description,
  path: "/signup",
});

export default function SignupPage() {
  return (
    <>
      <Breadcrumbs items={[{ name: signupPage.title, path: "/signup" }]} />
      <PageHeader title={signupPage.title}>
        <p>{signupPage.intro}</p>
      </PageHeader>
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="signup-form-title"
          className="rounded-2xl border border-slate-200 p-6 sm:p-8"
        >
          <h2 id="signup-form-title" className="text-navy-900 text-xl font-bold">
            Your details
          </h2>
          <div id="waitlist-form-slot" />
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="next-title" className="rounded-2xl bg-slate-50 p-6">
            <h2 id="next-title" className="text-navy-900 font-semibold">
              What happens next
            </h2>
            <ol className="mt-4 space-y-4">
              {signupPage.steps.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span className="bg-navy-900 flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span>
                    <span className="text-navy-900 block font-medium">{step.title}</span>
                    <span className="block text-sm text-slate-600">{step.description}</span>
                  </span>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="perks-title" className="bg-navy-900 rounded-2xl p-6 text-white">
            <h2 id="perks-title" className="font-semibold">
              Founder benefits
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {founderOffer.perks.map((perk) => (
                <li key={perk} className="flex gap-2">
                  <CircleCheck aria-hidden="true" className="text-brand-500 size-5 shrink-0" />
                  {perk}
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
