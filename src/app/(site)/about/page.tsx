import { CircleCheck } from "@/components/icons/stroke-icons";

import { PageHeader } from "@/components/content/page-header";
import { DialogLink } from "@/components/ui/button-link";
import { StaticPart } from "@/components/ui/static-part";
import { IconCard } from "@/components/ui/icon-card";
import { about } from "@/content/about";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata({
  title: `About ${site.name}`,
  description: about.metaDescription,
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHeader
        title={`About ${site.name}`}
        crumbs={[{ name: "About", path: "/about" }]}
        intro={about.intro}
      />
      <StaticPart>
        <div className="container-page grid grid-cols-1 gap-12 pb-20 lg:grid-cols-2">
          {[about.mission, about.story].map((block) => (
            <section key={block.heading} aria-label={block.heading}>
              <h2 className="text-2xl font-bold text-navy-900">{block.heading}</h2>
              {block.body.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className="mt-4 leading-7 text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
          {[about.values, about.whyChooseUs].map((block) => (
            <section key={block.heading} className="lg:col-span-2" aria-label={block.heading}>
              <h2 className="text-2xl font-bold text-navy-900">{block.heading}</h2>
              <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {block.items.map((item) => (
                  <IconCard
                    key={item.title}
                    Icon={CircleCheck}
                    title={item.title}
                    description={item.description}
                    className="rounded-2xl border border-slate-200 p-6"
                    compact
                  />
                ))}
              </ul>
            </section>
          ))}
          <div className="rounded-2xl bg-navy-900 p-8 text-white lg:col-span-2">
            <h2 className="text-2xl font-bold">Help us build it</h2>
            <p className="mt-2 max-w-2xl text-slate-300">
              Join the founder&apos;s waitlist and tell us how your business runs.
            </p>
            <DialogLink dialog="waitlist" size="lg" className="mt-6">
              Join Founder&apos;s Waitlist
            </DialogLink>
          </div>
        </div>
      </StaticPart>
    </>
  );
}
