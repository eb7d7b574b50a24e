import type { ReactNode } from "react";

import { PageHeader } from "./page-header";

/** /contact and /signup: the page's header, the form in a bordered card, and a side column. */
export function FormPage({
  title,
  path,
  intro,
  formId,
  formTitle,
  aside,
  children,
}: {
  title: string;
  path: string;
  intro: string;
  /** Names the form card's heading id, `${formId}-form-title`. */
  formId: string;
  formTitle: string;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} crumbs={[{ name: title, path }]} intro={intro} />
      <div className="container-page grid gap-10 pb-20 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby={`${formId}-form-title`}
          className="rounded-2xl border border-slate-200 p-6 sm:p-8"
        >
          <h2 id={`${formId}-form-title`} className="text-xl font-bold text-navy-900">
            {formTitle}
          </h2>
          <div className="mt-6">{children}</div>
        </section>
        {aside}
      </div>
    </>
  );
}
