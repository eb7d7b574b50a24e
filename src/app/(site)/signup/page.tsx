import { SignupView } from "@/components/signup/signup-view";
import { signupPage } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { getFounderPlacesLeft } from "@/server/founders/places";

export const metadata = pageMetadata({
  title: signupPage.metaTitle,
  description: signupPage.description,
  path: "/signup",
});

// Shows founder places left; see the home page (and decision 004) for how it stays fresh.
export const revalidate = 60;

export default async function SignupPage() {
  return <SignupView plan="" placesLeft={await getFounderPlacesLeft()} />;
}
