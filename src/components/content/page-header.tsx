import type { ReactNode } from "react";

import type { Crumb } from "@/lib/structured-data";

import { StaticPart } from "../ui/static-part";
import { Breadcrumbs } from "../layout/breadcrumbs";

/**
 * A content page's top: the breadcrumb trail to it (none on pages outside the site's tree), its
 * one h1, and the intro paragraph or whatever else stands under the title.
 */
export function PageHeader({
  title,
  crumbs,
  intro,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  intro?: string;
  children?: ReactNode;
}) {
  const under = intro ? <p>{intro}</p> : children;
  return (
    <>
      {crumbs && (
        <StaticPart>
          <Breadcrumbs items={crumbs} />
        </StaticPart>
      )}
      <StaticPart>
        <header className="container-page pt-6 pb-8">
          <h1 className="text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {title}
          </h1>
          {under && <div className="mt-3 max-w-3xl text-lg text-slate-600">{under}</div>}
        </header>
      </StaticPart>
    </>
  );
}
