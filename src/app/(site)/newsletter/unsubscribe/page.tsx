import type { EmailLinkProps } from "@/server/email-link";

import { NewsletterLinkPage, newsletterLinkMetadata } from "../_link/link-page";

export const metadata = newsletterLinkMetadata("unsubscribe");

export default async function NewsletterUnsubscribePage({ searchParams }: EmailLinkProps) {
  return <NewsletterLinkPage kind="unsubscribe" token={(await searchParams).token} />;
}
