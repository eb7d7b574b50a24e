import { SiteLink } from "@/components/ui/site-link";

import { buttonClasses } from "../ui/button-link";
import { StaticPart } from "../ui/static-part";

/** Nothing here is acted on by a script: not hydrated, so a translation of it stays (075). */
export function NotFoundView() {
  return (
    <StaticPart>
      <section className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-7xl font-extrabold tracking-tight text-navy-900">404</h1>
        <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
        <SiteLink href="/" className={`${buttonClasses("primary", "lg")} mt-8`}>
          Return to Home
        </SiteLink>
      </section>
    </StaticPart>
  );
}
