import { SignupView } from "@/components/signup/signup-view";
import { signupPage } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { interestedPlans, type InterestedPlanValue } from "@/lib/validation/options";
import { getFounderPlacesLeft } from "@/server/founders/places";

// /signup?plan=X is rewritten here (next.config.ts), so the plan is preselected in the HTML and
// works without JavaScript while every variant stays prerendered. Canonical: /signup.
export const dynamicParams = false;
export const revalidate = 60;

export function generateStaticParams() {
  return interestedPlans.map((plan) => ({ plan }));
}

export const metadata = {
  ...pageMetadata({
    title: signupPage.metaTitle,
    description: signupPage.description,
    path: "/signup",
  }),
  robots: { index: false, follow: true },
};

type Props = { params: Promise<{ plan: InterestedPlanValue }> };

export default async function SignupForPlanPage({ params }: Props) {
  const { plan } = await params;
  return <SignupView plan={plan} placesLeft={await getFounderPlacesLeft()} />;
}
