import type { CityLayoutA } from "../types";

export const leicester: CityLayoutA = {
  layout: "A",
  name: "Leicester",
  slug: "leicester",
  region: "East Midlands",
  tagline: "Quotes, jobs and compliance for Leicester trades, from terraces to new estates",
  intro:
    "Leicester trades spend a lot of time in Victorian terraces, student houses and family homes being extended, while larger housing sites grow around the edge of the city. Grafter is being built to keep that mix of small jobs and long contracts organised.",
  description:
    "Much of Leicester's building work is in its older housing: long rows of Victorian and Edwardian terraces in Highfields, Clarendon Park and the West End that need loft conversions, extensions, damp work, rewires and new kitchens. Houses in multiple occupation bring fire doors, alarms and certificates that landlords must keep up to date. At the same time, the Waterside regeneration and Space Park Leicester bring new homes and science buildings near the centre, and big sites on the fringes such as Ashton Green and New Lubbesthorpe keep housebuilding subcontractors busy. A Leicester firm can run dozens of small domestic jobs alongside a housing contract, and Grafter is being designed so none of them slip through.",
  illustrationAlt:
    "Flat illustration of Leicester: the Victorian clock tower, the tall tube of the National Space Centre's rocket tower, a row of terraced houses with one in scaffolding, and a tower crane over a new building.",
  metaDescription:
    "Grafter is a CRM being built for Leicester trades: quotes for extensions, HMO certificate records, housing plot tracking and invoices in one simple app.",
  closing:
    "Leicester's terraces and new estates keep local trades busy all year. Join the founder's waitlist and get admin that keeps up with every job.",
  figures: {
    activeProjects: "520+",
    companies: "420+",
    marketValue: "£4.2bn",
    growth: "6.5%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Fast quotes for extensions, loft conversions and kitchen refits",
    "Certificate records per property for HMO landlords and letting agents",
    "Client history so repeat customers never have to explain twice",
    "Task lists that keep dozens of small domestic jobs moving",
    "Housing-site plot tracking alongside your diary of domestic work",
  ],
  majorProjects: [
    {
      name: "Leicester Waterside",
      description:
        "Council-led regeneration of the old industrial riverside west of the centre, bringing new homes, conversions and public realm work.",
    },
    {
      name: "Space Park Leicester",
      description:
        "The space science and industry park beside the National Space Centre, bringing specialist commercial building, fit-out and services work.",
    },
    {
      name: "Leicester railway station redevelopment",
      description:
        "Work on a new station entrance and public space on Station Street, with construction, fit-out and highways jobs.",
    },
    {
      name: "Ashton Green",
      description:
        "A large council-led urban extension on the north side of the city, with housing phases that provide plot work for bricklayers, roofers and finishers.",
    },
    {
      name: "New Lubbesthorpe",
      description:
        "A new community being built south-west of the city near the M1, with homes, schools and shops bringing years of housebuilding work.",
    },
  ],
  whyChoose: [
    {
      title: "Built for lots of small jobs",
      description:
        "A Leicester trade might finish five bathroom or boiler jobs in a week. Grafter turns each enquiry into a quote, a booked job and an invoice without retyping anything.",
    },
    {
      title: "Landlord certificates in one place",
      description:
        "Keep gas, electrical and fire door records against each HMO, with tasks set for when they fall due again.",
    },
    {
      title: "Extensions without the chaos",
      description:
        "Book groundworkers, bricklayers, roofers and plasterers in order on an extension, and see at a glance when one trade's delay pushes back the rest.",
    },
    {
      title: "New build and domestic together",
      description:
        "Run a housing-site contract and a diary of private customers side by side, with separate pricing and payment terms.",
    },
    {
      title: "Low cost to start",
      description:
        "The Starter plan is £19 a month per office user, and founder's waitlist members lock in a discount of up to 60%.",
    },
  ],
  getStarted:
    "Grafter launches later, but you can claim a founder's place now. The first 100 UK trades businesses on the waitlist get their price locked for life, early beta access and priority support. If your Leicester firm is juggling extensions, landlord certificates and site work, sign up and help us build the tool you need.",
};
