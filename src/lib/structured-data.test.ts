import { describe, expect, it } from "vitest";

import { getCity } from "@/content/locations";
import { plans } from "@/content/site";

import { jsonLdProblems } from "../../tests/support/json-ld";
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  organizationJsonLd,
  plansJsonLd,
  websiteJsonLd,
} from "./structured-data";

const article = {
  slug: "how-to-streamline-construction-project-management",
  title: "How to Streamline Construction Project Management",
  description: "A practical guide.",
  date: "2025-03-20",
  author: "Grafter Team",
  image: "/og/blog/how-to-streamline-construction-project-management.png",
  wordCount: 2322,
  readTimeMinutes: 12,
};

describe("structured data builders", () => {
  it("build blocks with every required field", () => {
    const london = getCity("london");
    const faq = london?.layout === "A" ? (london.local?.faq ?? []) : [];
    for (const data of [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
      ]),
      organizationJsonLd(),
      websiteJsonLd(),
      blogPostingJsonLd(article),
      faqPageJsonLd(faq),
      plansJsonLd(plans),
    ]) {
      expect(jsonLdProblems(data), JSON.stringify(data)).toEqual([]);
      expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    }
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Locations", path: "/locations" },
      { name: "Leeds", path: "/locations/leeds" },
    ]);
    expect(data.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, "Home"],
      [2, "Locations"],
      [3, "Leeds"],
    ]);
    expect(data.itemListElement[2]?.item).toMatch(/^https?:\/\/.+\/locations\/leeds$/);
  });

  it("offers the three plans in GBP at their prices per back-office user", () => {
    const data = plansJsonLd(plans);
    expect(data.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Grafter Starter", 19, "GBP"],
      ["Grafter Professional", 39, "GBP"],
      ["Grafter Enterprise", 79, "GBP"],
    ]);
    expect(data.offers[1]?.url).toMatch(/\/signup\?plan=professional$/);
  });

  it("gives each offer's reference quantity a UN/CEFACT unit code (one user)", () => {
    for (const offer of plansJsonLd(plans).offers)
      expect(offer.priceSpecification.referenceQuantity).toMatchObject({
        value: 1,
        unitCode: "C62",
      });
  });

  it("dates an article, credits its author and gives its read time", () => {
    const data = blogPostingJsonLd(article);
    expect(data.datePublished).toBe("2025-03-20");
    expect(data.author.name).toBe("Grafter Team");
    expect(data.timeRequired).toBe("PT12M");
    expect(data.mainEntityOfPage["@id"]).toMatch(
      /\/blog\/how-to-streamline-construction-project-management$/,
    );
  });

  it("turns an FAQ into questions with accepted answers", () => {
    const data = faqPageJsonLd([{ question: "When?", answer: "Q4 2025." }]);
    expect(data.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "When?",
        acceptedAnswer: { "@type": "Answer", text: "Q4 2025." },
      },
    ]);
  });

  it("flags a block that misses a required field", () => {
    expect(
      jsonLdProblems({ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: [] }),
    ).toEqual(["FAQPage: mainEntity is empty"]);
    expect(jsonLdProblems({ "@context": "https://schema.org", "@type": "Thing" })).toEqual([
      'unexpected @type "Thing"',
    ]);
  });
});
