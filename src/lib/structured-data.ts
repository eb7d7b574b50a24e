/** schema.org objects for JSON-LD. Pure functions, so tests can check the required fields. */
import { configuredSocial, emails, type Plan, site } from "@/content/site";

import { absoluteUrl } from "./site-config";

const context = "https://schema.org";
const organizationId = () => absoluteUrl("/#organization");
const websiteId = () => absoluteUrl("/#website");

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(trail: Crumb[]) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function logo() {
  return { "@type": "ImageObject", url: absoluteUrl("/icon.svg") };
}

/** The company behind the site; other blocks point at it by @id. */
export function organizationJsonLd() {
  return {
    "@context": context,
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: logo(),
    description: site.description,
    email: emails.hello,
    contactPoint: [
      { "@type": "ContactPoint", contactType: "customer support", email: emails.support },
      { "@type": "ContactPoint", contactType: "privacy enquiries", email: emails.privacy },
    ],
    areaServed: { "@type": "Country", name: "United Kingdom" },
    ...(configuredSocial().length > 0 && {
      sameAs: configuredSocial().map((profile) => profile.href),
    }),
  };
}

export function websiteJsonLd() {
  return {
    "@context": context,
    "@type": "WebSite",
    "@id": websiteId(),
    name: site.name,
    url: absoluteUrl("/"),
    description: site.description,
    inLanguage: "en-GB",
    publisher: { "@id": organizationId() },
  };
}

export interface ArticleFacts {
  slug: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  author: string;
  /** Site path of the share image (a raster image: search engines do not take SVG covers). */
  image: string;
  wordCount: number;
  readTimeMinutes: number;
}

export function blogPostingJsonLd(post: ArticleFacts) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: [absoluteUrl(post.image)],
    datePublished: post.date,
    dateModified: post.date,
    author: { "@type": "Organization", name: post.author, url: absoluteUrl("/about") },
    publisher: {
      "@type": "Organization",
      "@id": organizationId(),
      name: site.name,
      logo: logo(),
    },
    inLanguage: "en-GB",
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTimeMinutes}M`,
  };
}

export function faqPageJsonLd(faq: readonly { question: string; answer: string }[]) {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * The plans as offers in pounds. Prices are per back-office user per month, so each offer
 * carries a unit price specification saying so. Nothing is on sale before launch: PreOrder.
 */
export function plansJsonLd(plans: readonly Plan[]) {
  return {
    "@context": context,
    "@type": "Product",
    name: site.name,
    description: site.description,
    brand: { "@type": "Brand", name: site.name },
    url: absoluteUrl("/#pricing"),
    image: absoluteUrl("/og/site.png"),
    offers: plans.map((plan) => ({
      "@type": "Offer",
      name: `${site.name} ${plan.name}`,
      description: plan.description,
      price: plan.pricePerBackOfficeUser,
      priceCurrency: "GBP",
      availability: "https://schema.org/PreOrder",
      url: absoluteUrl(`/signup?plan=${plan.id}`),
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.pricePerBackOfficeUser,
        priceCurrency: "GBP",
        unitText: "per back-office user per month",
        billingDuration: "P1M",
        // C62 is UN/CEFACT's "one" (a unit): one back-office user.
        referenceQuantity: {
          "@type": "QuantitativeValue",
          value: 1,
          unitCode: "C62",
          unitText: "back-office user",
        },
      },
    })),
  };
}
