import { SiteLink } from "@/components/ui/site-link";

import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { footerGroups } from "@/content/navigation";
import { companyDisclosure, configuredSocial, emails, site } from "@/content/site";

import { NewsletterBox } from "../newsletter/newsletter-box";
import { DialogLink } from "../ui/button-link";
import { StaticPart } from "../ui/static-part";
import { Logo } from "./logo";
import { launch } from "@/content/launch";

const addressLabels: { key: keyof typeof emails; label: string }[] = [
  { key: "hello", label: "General" },
  { key: "support", label: "Support" },
  { key: "privacy", label: "Privacy" },
];

export function SiteFooter({ newsletter = true }: { newsletter?: boolean }) {
  // Pages are prerendered, so this is the year of the build; every deploy refreshes it.
  const year = new Date().getFullYear();
  const social = configuredSocial();
  const registration = companyDisclosure();
  return (
    <footer className="bg-navy-900 text-slate-300 print:break-inside-avoid">
      <div className="container-page grid grid-cols-1 gap-10 py-12 md:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))]">
        <StaticPart>
          <div>
            <Logo inverted />
            <p className="mt-4 max-w-xs text-sm leading-6">
              {site.tagline}. Launching {launch.label}. Built for UK tradespeople and new-build
              subcontractors.
            </p>
            <ul className="mt-4 space-y-1 text-sm" aria-label="E-mail addresses">
              {addressLabels.map(({ key, label }) => (
                <li key={key}>
                  {label}:{" "}
                  <a
                    href={`mailto:${emails[key]}`}
                    className="text-white underline-offset-4 hover:underline"
                  >
                    {emails[key]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </StaticPart>
        {footerGroups.map((group) => {
          const nav = (
            <nav key={group.title} aria-label={group.title} className="print:hidden">
              <StaticPart>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
                  {group.title}
                </h2>
              </StaticPart>
              <ul className="footer-links mt-4 space-y-2 text-sm">
                {group.links.map((link) => (
                  <StaticPart key={link.href}>
                    <li>
                      {link.dialog ? (
                        <DialogLink dialog={link.dialog} button={false}>
                          {link.label}
                        </DialogLink>
                      ) : (
                        <SiteLink href={link.href}>{link.label}</SiteLink>
                      )}
                    </li>
                  </StaticPart>
                ))}
                {group.title === "Legal" && (
                  <li>
                    <CookieSettingsButton
                      label="Cookie settings"
                      className="cursor-pointer text-left"
                    />
                  </li>
                )}
              </ul>
            </nav>
          );
          // The Legal list holds the cookie settings button, a client component: it stays hydrated,
          // its words static parts, so a translation before hydration does not undo it (074).
          return group.title === "Legal" ? nav : <StaticPart key={group.title}>{nav}</StaticPart>;
        })}
      </div>
      {newsletter && (
        <StaticPart>
          <div className="container-page pb-10 print:hidden">
            <NewsletterBox source="footer" />
          </div>
        </StaticPart>
      )}
      <StaticPart>
        <div className="border-t border-navy-700">
          <div className="container-page flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
            <div className="space-y-1">
              <p>
                © {year} {site.legalName}. All rights reserved.
              </p>
              {registration && <p data-testid="company-registration">{registration}</p>}
            </div>
            {social.length > 0 && (
              <ul className="footer-links flex gap-4" aria-label="Social media">
                {social.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} rel="noopener noreferrer me">
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </StaticPart>
    </footer>
  );
}
