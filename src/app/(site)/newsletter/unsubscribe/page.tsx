import { NewsletterLinkPage, newsletterLinkMetadata } from "../_link/link-page";

export const metadata = newsletterLinkMetadata("unsubscribe");

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function NewsletterUnsubscribePage({ searchParams }: Props) {
  return <NewsletterLinkPage kind="unsubscribe" token={(await searchParams).token} />;
}
