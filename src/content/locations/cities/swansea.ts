import type { CityLayoutB } from "../types";

export const swansea: CityLayoutB = {
  name: "Swansea",
  slug: "swansea",
  region: "Wales",
  layout: "B",
  tagline: "Built for Swansea trades working between the city centre, the Bay and Gower",
  intro:
    "A Swansea trades week can take in flats in SA1, a house in Townhill and a cottage out on Gower. Grafter is a CRM for trades being built to keep quotes, jobs and invoices in one place while you're on the road.",
  description:
    "Swansea has seen big changes in the city centre, with the Copr Bay development and its arena, work along the Kingsway, and new homes and offices around the SA1 waterfront. Beyond the centre, hillside terraces need roofing, damp and heating work, and Gower means long drives down narrow lanes. Wales has its own building regulations, so specifications can differ from jobs over the border, and new homes here have needed sprinkler systems since 2016. Landlords working to the Renting Homes rules want electrical safety reports and smoke alarms done properly. Weather coming in off the Bay can stop outside work for days, so rescheduling quickly matters.",
  figures: {
    annualOutput: "£1.8bn",
    constructionWorkers: "25,000+",
    activeSites: "300+",
  },
  keyFeatures: [
    "Move outdoor jobs in a few taps when the weather turns",
    "Keep electrical reports and alarm certificates for landlord jobs on file",
    "Store Welsh regulation specs with each job so crews fit it right",
    "Group Gower and city jobs together to cut wasted mileage",
  ],
  whyChoose: {
    localExpertise:
      "Working in Wales means different building regulations, sprinklers in new homes and landlord duties under the Renting Homes rules. Grafter is being built so your checklists, certificates and job templates can reflect how work is done here, rather than assuming everything follows the English rulebook.",
    projectManagement:
      "Keep every job on one timeline, from a single callout to a multi-week refurb. When rain off the Bay stops the roofing, drag the day to next week and the field app tells your team straight away. Photos, notes and sign-offs stay with the job, ready for invoicing.",
    localSupport:
      "Grafter doesn't have a Swansea office. Support is UK-based, and founding members get priority help and a direct route to the founders during beta. If something about working in Wales doesn't fit, say so: early members help shape the product.",
  },
  closing:
    "Join the waitlist to give your Swansea business a founding place: the first 100 UK trades firms get beta access and their price locked in for life.",
  illustrationAlt:
    "Flat illustration of Swansea: the tall slanted-roof Meridian Tower and a crane over a scaffolded new-build block on the left, the curve of the bay with a sailing boat, and Mumbles lighthouse on its rock to the right.",
  metaDescription:
    "Grafter is CRM software for Swansea trades: quotes, invoices, landlord certificates and easy rescheduling for jobs across the city and Gower. Sign up early.",
};
