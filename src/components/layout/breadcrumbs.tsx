import { ChevronRight } from "@/components/icons/stroke-icons";
import { SiteLink } from "@/components/ui/site-link";

import { breadcrumbJsonLd, type Crumb } from "@/lib/structured-data";

import { JsonLd } from "./json-ld";

/** Trail starting at Home; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail: Crumb[] = [{ name: "Home", path: "/" }, ...items];
  return (
    <nav aria-label="Breadcrumb" className="container-page pt-6">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-slate-400" />}
              {last ? (
                // A long last crumb (an article title) is cut short rather than wrapped on phones.
                <span aria-current="page" className="truncate font-medium text-navy-900">
                  {crumb.name}
                </span>
              ) : (
                <SiteLink href={crumb.path} className="hover:text-navy-900 hover:underline">
                  {crumb.name}
                </SiteLink>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </nav>
  );
}
