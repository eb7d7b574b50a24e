import { SignupView } from "@/components/signup/signup-view";
import { signupPage } from "@/content/pages";
import { formAnswers } from "@/lib/form-answers";
import { pageMetadata } from "@/lib/metadata";
import { getFounderPlacesLeft } from "@/server/founders/places";

export const metadata = pageMetadata({
  title: signupPage.metaTitle,
  description: signupPage.description,
  path: formAnswers.waitlist.path,
  noindex: true,
});

// As /signup: the founder places left stay fresh.
export const revalidate = 60;

/** Where a sign-up posted without JavaScript lands: the answer in place of the form. */
export default async function SignupJoinedPage() {
  return <SignupView plan="" placesLeft={await getFounderPlacesLeft()} answered />;
}
