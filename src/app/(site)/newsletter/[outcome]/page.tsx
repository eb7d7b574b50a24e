import { CircleAlert, CircleCheck } from "@/components/icons/stroke-icons";
import type { Metadata } from "next";
import { SiteLink } from "@/components/ui/site-link";
import { StaticPart } from "@/components/ui/static-part";

import { type NewsletterOutcome, newsletterOutcomes } from "@/content/newsletter";
import { buttonClasses } from "@/components/ui/button-link";

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(newsletterOutcomes).map((outcome) => ({ outcome }));
}

type Props = { params: Promise<{ outcome: NewsletterOutcome }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { title } = newsletterOutcomes[(await params).outcome];
  return { title: `Newsletter: ${title}`, robots: { index: false } };
}

export default async function NewsletterOutcomePage({ params }: Props) {
  const { title, body, ok } = newsletterOutcomes[(await params).outcome];
  const Icon = ok ? CircleCheck : CircleAlert;
  // Nothing here is acted on by a script: not hydrated, so a translation of it stays (075).
  return (
    <StaticPart>
      <section className="container-page flex flex-col items-center py-20 text-center">
        <Icon aria-hidden="true" className={`size-12 ${ok ? "text-green-700" : "text-red-700"}`} />
        <h1 className="mt-4 text-3xl font-bold text-navy-900">{title}</h1>
        <p
          role={ok ? "status" : "alert"}
          className={`mt-3 max-w-lg text-lg ${ok ? "text-green-800" : "text-red-800"}`}
        >
          {body}
        </p>
        <SiteLink href="/blog" className={`${buttonClasses("secondary", "lg")} mt-8`}>
          Back to the blog
        </SiteLink>
      </section>
    </StaticPart>
  );
}
