import type { EmailLinkProps } from "@/server/email-link";

import { NewsletterLinkPage, newsletterLinkMetadata } from "../_link/link-page";

export const metadata = newsletterLinkMetadata("confirm");

export default async function NewsletterConfirmPage({ searchParams }: EmailLinkProps) {
  return <NewsletterLinkPage kind="confirm" token={(await searchParams).token} />;
}
