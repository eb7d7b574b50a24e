import { NewsletterLinkPage, newsletterLinkMetadata } from "../_link/link-page";

export const metadata = newsletterLinkMetadata("confirm");

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function NewsletterConfirmPage({ searchParams }: Props) {
  return <NewsletterLinkPage kind="confirm" token={(await searchParams).token} />;
}
