import type { CityLayoutA } from "../types";

export const plymouth: CityLayoutA = {
  layout: "A",
  name: "Plymouth",
  slug: "plymouth",
  region: "South West England",
  tagline: "Job management for trades working Plymouth's dockyard, waterfront and new estates",
  intro:
    "Plymouth trades split their weeks between naval and marine contracts, city-centre refits and the new estates growing on the edge of the city. Grafter is being built to keep the quotes, schedules and paperwork for all of that in one place, on the phone you already carry.",
  description:
    "Construction in Plymouth leans on the sea more than in most UK cities. Devonport's dockyard and the marine businesses around the Sound bring contract work with strict inductions, security checks and permits, while Sherford and other urban extensions keep housebuilding subcontractors busy plot after plot. In between sit older terraces in Stonehouse and Mutley needing rewires, damp repairs and new bathrooms, plus Freeport and waterfront schemes bringing commercial fit-out. A small firm might chase a retention on a housing phase, price a salt-battered roof on the Barbican and book a labourer onto a defence site in the same week. Keeping CSCS cards, RAMS and payment dates straight across such different clients is where jobs slip, and that is the gap Grafter is being designed to close.",
  illustrationAlt:
    "Flat illustration of Plymouth: Smeaton's Tower in red and white bands on the Hoe, the Tamar Bridge in the distance across the water, a sailing boat, and a tower crane lifting a beam over a new building wrapped in scaffolding.",
  metaDescription:
    "Grafter is a CRM being built for Plymouth trades: quotes, schedules, CIS invoices and site paperwork for dockyard, marine and new-build housing work.",
  closing:
    "From the Barbican to Sherford, Plymouth trades deserve software built around how they really work. Join the founder's waitlist and help shape it.",
  figures: {
    activeProjects: "380+",
    companies: "320+",
    marketValue: "£3.2bn",
    growth: "5.8%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Separate job folders for defence, marine, housing and domestic clients",
    "Retention tracking for every housing phase, with release dates flagged",
    "Site inductions, CSCS cards and security clearances stored against each worker",
    "Quotes and invoices that handle CIS deductions and the VAT reverse charge",
    "Mobile app for photos and snag notes on exposed coastal sites",
  ],
  majorProjects: [
    {
      name: "Plymouth and South Devon Freeport",
      description:
        "Freeport sites around the city and its edge are aimed at marine, defence and advanced manufacturing firms, bringing groundworks, industrial units and fit-out.",
    },
    {
      name: "Millbay regeneration",
      description:
        "The old docks at Millbay keep changing into homes, offices and public space, with residential fit-out, groundworks and waterside work for local firms.",
    },
    {
      name: "Sherford new community",
      description:
        "A new town on the eastern edge of Plymouth, built in phases, giving steady plot work to bricklayers, roofers, plumbers, electricians and finishers.",
    },
    {
      name: "HMNB Devonport",
      description:
        "Upgrades across the naval base and dockyard bring civil, mechanical and electrical packages, with strict access and vetting rules for every operative.",
    },
    {
      name: "Armada Way renewal",
      description:
        "The redesign of the city centre's main pedestrian street brings paving, drainage, planting, lighting and utility work.",
    },
  ],
  whyChoose: [
    {
      title: "Built for mixed client lists",
      description:
        "A Plymouth firm might answer to a housebuilder, a defence contractor and a homeowner in one week. Grafter keeps each client's terms, contacts and documents apart so nothing gets crossed.",
    },
    {
      title: "Paperwork that follows the worker",
      description:
        "Cards, inductions and training records sit on each person's profile, so getting a labourer cleared for a restricted site does not mean digging through old emails.",
    },
    {
      title: "Rescheduling without the ring-round",
      description:
        "When wind off the Sound stops roofing or scaffold work, move the day's jobs on the schedule and the field app will show the team the new plan.",
    },
    {
      title: "Money owed, in plain sight",
      description:
        "Applications for payment, payment notices and retentions are tracked against each job, so you know what is owed on a housing phase before you chase it.",
    },
    {
      title: "Priced for small firms",
      description:
        "Back-office plans start at £19 a month, field staff are £1 each, and founder's waitlist members lock in their price for life.",
    },
  ],
  getStarted:
    "Grafter has not launched yet. The founder's waitlist is open to the first 100 UK trades businesses, who keep their starting price for life and get beta access and priority support. If you run a Plymouth firm juggling dockyard passes, housing snags and domestic callouts, join the waitlist and tell us what slows your week down.",
};
