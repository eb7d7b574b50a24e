import type { ComponentProps, ReactElement, ReactNode } from "react";

import { TitledSection } from "../ui/titled-section";
import { StaticPart } from "../ui/static-part";
import { PageHeader } from "./page-header";

/**
 * /contact and /signup: the page's header, the form in a bordered card, and a side column. The
 * form card's heading id, `${name}-form-title`, comes from the path (/contact → contact).
 */
export function FormPage({
  page: { title, intro },
  path,
  formTitle,
  aside,
  children,
}: {
  /** The page's content: its title (heading and breadcrumb) and its introduction. */
  page: { title: string; intro: string };
  path: `/${string}`;
  formTitle: string;
  aside: ReactElement;
  children: ReactNode;
}) {
  const titleId = `${path.slice(1)}-form-title`;
  return (
    <>
      <PageHeader title={title} crumbs={[{ name: title, path }]} intro={intro} />
      <div className="container-page grid grid-cols-1 gap-10 pb-20 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby={titleId}
          className="rounded-2xl border border-slate-200 p-6 sm:p-8"
        >
          {/* Not hydrated, so a translation of it stays (decision 075). */}
          <StaticPart>
            <h2 id={titleId} className="text-xl font-bold text-navy-900">
              {formTitle}
            </h2>
          </StaticPart>
          <div className="mt-6">{children}</div>
        </section>
        <StaticPart>{aside}</StaticPart>
      </div>
    </>
  );
}

/** A grey card in a form page's side column. */
export const SideCard = (props: Omit<ComponentProps<typeof TitledSection>, "className">) => (
  <TitledSection {...props} className="rounded-2xl bg-slate-50 p-6" />
);
