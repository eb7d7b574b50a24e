import { StaticPart } from "@/components/ui/static-part";
import type { Metadata } from "next";

import { CookieSettingsCallout } from "@/components/consent/cookie-settings-callout";
import { PageHeader } from "@/components/content/page-header";
import { Prose } from "@/components/content/prose";
import { TableOfContents } from "@/components/content/table-of-contents";
import { getLegalDocument, type LegalSlug, legalSlugs } from "@/content/legal";
import { formatDate } from "@/lib/format";
import { pageMetadata } from "@/lib/metadata";
import { deploymentSettings } from "@/server/deployment-settings";

export const dynamicParams = false;

export function generateStaticParams() {
  return legalSlugs.map((doc) => ({ doc }));
}

type Props = { params: Promise<{ doc: LegalSlug }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = getLegalDocument((await params).doc, deploymentSettings());
  return pageMetadata({
    title: doc.title,
    description: doc.description,
    path: `/legal/${doc.slug}`,
  });
}

export default async function LegalPage({ params }: Props) {
  const doc = getLegalDocument((await params).doc, deploymentSettings());
  return (
    <>
      <PageHeader title={doc.title} crumbs={[{ name: doc.title, path: `/legal/${doc.slug}` }]}>
        <p className="text-base">
          Last updated: <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
        </p>
      </PageHeader>
      <div className="container-page grid grid-cols-1 gap-10 pb-20 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <StaticPart>
          <div className="lg:sticky lg:top-24 lg:self-start">
            <TableOfContents entries={doc.sections} />
          </div>
        </StaticPart>
        <article className="max-w-3xl min-w-0" aria-label={doc.title}>
          {doc.slug === "cookies" && <CookieSettingsCallout />}
          <Prose html={doc.html} />
        </article>
      </div>
    </>
  );
}
