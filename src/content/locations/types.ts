/**
 * One record per city. The /locations list and /locations/{slug} read the same record,
 * so a city's figures can never disagree between the two (DESIGN.md, "one figure per city").
 */

export type Region =
  | "London"
  | "North West England"
  | "North East England"
  | "Yorkshire and the Humber"
  | "East Midlands"
  | "West Midlands"
  | "South West England"
  | "South East England"
  | "Scotland"
  | "Wales"
  | "Northern Ireland";

export interface TitledPoint {
  title: string;
  description: string;
}

export interface MajorProject {
  name: string;
  description: string;
}

interface CityBase {
  name: string;
  /** URL segment: /locations/{slug}; illustration at /blog/{slug}-construction.svg */
  slug: string;
  region: Region;
  /** One line under the headline; also the card line on /locations. */
  tagline: string;
  intro: string;
  description: string;
  /** Alt text for the city illustration: describe what the drawing shows. */
  illustrationAlt: string;
  /** Unique meta description for the page (140-160 characters). */
  metaDescription: string;
  closing: string;
}

/** Layout A: Market (4 figures), 5 key features, 5 major projects, 5 why-choose, Get Started Today. */
export interface CityLayoutA extends CityBase {
  layout: "A";
  figures: {
    activeProjects: string; // e.g. "780+"
    companies: string; // e.g. "650+"
    marketValue: string; // e.g. "£6.5bn"
    growth: string; // e.g. "6.8%"
  };
  /** True where the specification gives no figure and we present our own estimate. */
  figuresAreEstimates: boolean;
  keyFeatures: [string, string, string, string, string];
  majorProjects: [MajorProject, MajorProject, MajorProject, MajorProject, MajorProject];
  whyChoose: [TitledPoint, TitledPoint, TitledPoint, TitledPoint, TitledPoint];
  getStarted: string;
  /** Only the five dedicated cities (London, Manchester, Birmingham, Edinburgh, Glasgow). */
  local?: {
    areasServed: string[];
    tradesInDemand: TitledPoint[];
    faq: { question: string; answer: string }[];
  };
}

/** Layout B: 3 market figures, 4 key-feature bullets, 3 why-choose cards, 'Join the Waitlist'. */
export interface CityLayoutB extends CityBase {
  layout: "B";
  figures: {
    annualOutput: string; // e.g. "£2.3bn"
    constructionWorkers: string; // e.g. "30,000+"
    activeSites: string; // e.g. "370+"
  };
  keyFeatures: [string, string, string, string];
  /** The three cards' bodies; their titles are fixed: Local Expertise, Project Management, Local Support. */
  whyChoose: {
    localExpertise: string;
    projectManagement: string;
    localSupport: string;
  };
}

export type City = CityLayoutA | CityLayoutB;
