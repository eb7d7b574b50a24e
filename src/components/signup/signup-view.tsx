import { FormPage, SideCard } from "@/components/content/form-page";
import { TickList } from "@/components/ui/tick-list";
import { SubmittedPanel } from "@/components/forms/form-status";
import { WaitlistForm } from "@/components/forms/waitlist-form";
import { signupPage } from "@/content/pages";
import { founderOffer } from "@/content/site";
import { formAnswers } from "@/lib/form-answers";

/**
 * The /signup page; `plan` comes from ?plan= (see next.config.ts rewrites), or is empty.
 * `answered`: /signup/joined, where a sign-up posted without JavaScript lands (decision 048).
 */
export function SignupView({
  plan,
  placesLeft,
  answered = false,
}: {
  plan: string;
  placesLeft: number | null;
  answered?: boolean;
}) {
  return (
    <FormPage
      page={signupPage}
      path="/signup"
      formTitle="Your details"
      aside={
        <aside className="space-y-6">
          <SideCard id="next" title="What happens next">
            <ol className="mt-4 space-y-4">
              {signupPage.steps.map((step, index) => (
                <li key={step.title} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="min-w-0">
                    <span className="block font-medium text-navy-900">{step.title}</span>
                    <span className="block text-sm text-slate-600">{step.description}</span>
                  </span>
                </li>
              ))}
            </ol>
          </SideCard>
          <section aria-labelledby="perks-title" className="rounded-2xl bg-navy-900 p-6 text-white">
            <h2 id="perks-title" className="font-semibold">
              Founder benefits
            </h2>
            {placesLeft !== null && (
              <p className="mt-1 text-sm text-slate-300" data-testid="founder-places">
                {placesLeft} of {founderOffer.places} founder places left
              </p>
            )}
            <TickList
              circle
              items={founderOffer.perks}
              className="tick-lg mt-4 space-y-2 text-sm [--tick-colour:var(--color-brand-500)] [--tick-offset:0]"
            />
          </section>
        </aside>
      }
    >
      {answered ? (
        <SubmittedPanel answer={formAnswers.waitlist} />
      ) : (
        <WaitlistForm source={plan ? `/signup?plan=${plan}` : "/signup"} plan={plan} />
      )}
    </FormPage>
  );
}
