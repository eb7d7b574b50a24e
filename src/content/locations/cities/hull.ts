import type { CityLayoutA } from "../types";

export const hull: CityLayoutA = {
  layout: "A",
  name: "Hull",
  slug: "hull",
  region: "Yorkshire and the Humber",
  tagline: "Admin help for Hull trades, from waterfront refits to offshore wind supply work",
  intro:
    "Hull's construction work has been reshaped by the renewables industry, flood defence and a steady programme of city-centre renewal. Grafter is being built to help the local trades behind that work price, schedule and get paid without the paperwork pile-up.",
  description:
    "The Humber's offshore wind sector has brought factory, port and industrial work to Hull, along with the engineering firms that supply it. At the same time the city's large stock of older terraced housing needs constant repair, insulation and rewiring, often for landlords managing many addresses. Flood risk shapes much of the building here, from raised floor levels on new homes to resilience measures in refurbishments. Schemes around the marina, the old town and the museums bring restoration and fit-out. A Hull electrician or plumber might work to an industrial client's permit-to-work system one day and fit a bathroom in a rented terrace the next, and Grafter is being designed to keep both kinds of job organised.",
  illustrationAlt:
    "Flat illustration of Hull: The Deep's angular striped prow on the waterfront, the Humber Bridge in the distance, sailing boats at a marina pontoon, wind turbines on the horizon and a tower crane over a new building.",
  metaDescription:
    "Grafter is CRM and job software being built for trades in Hull: landlord repairs, port and renewables site work, CIS invoicing and clear team schedules.",
  closing:
    "Hull builds for a changing estuary and a growing energy industry. Join the founder's waitlist and get admin that fits the work you do here.",
  figures: {
    activeProjects: "420+",
    companies: "350+",
    marketValue: "£3.5bn",
    growth: "6.0%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Landlord accounts that group many properties and repeat jobs under one client",
    "Permit and induction records for port and industrial sites",
    "Quote templates for repairs, insulation and rewires on older terraces",
    "Photo logs that prove flood-resilience details before they are covered up",
    "Invoice tracking with CIS deductions and overdue payment alerts",
  ],
  majorProjects: [
    {
      name: "Green Port Hull at Alexandra Dock",
      description:
        "The wind turbine blade factory and port works at Alexandra Dock brought heavy civils and steelwork, and keep electrical and maintenance trades in demand.",
    },
    {
      name: "Humber Freeport",
      description:
        "Freeport tax sites around the estuary are meant to attract new manufacturing and energy businesses, bringing industrial builds, groundworks and services installation.",
    },
    {
      name: "Hull Maritime",
      description:
        "The council's maritime heritage programme covers the Maritime Museum, Dock Office Chambers and the North End Shipyard, with conservation joinery, masonry and specialist M&E work.",
    },
    {
      name: "Fruit Market and Humber Street",
      description:
        "The old fruit market beside the marina has been turning into homes, bars and studios, with conversion, fit-out and new-build residential work.",
    },
    {
      name: "Humber Hull Frontages flood defences",
      description:
        "The Environment Agency's upgrade of flood defences along the city's estuary frontage drew in civil engineering, concrete and landscaping trades.",
    },
  ],
  whyChoose: [
    {
      title: "Landlord work without the muddle",
      description:
        "Hull has a lot of rented terraced housing. Grafter groups jobs, keys, access notes and invoices by landlord and by address, so repeat work stays easy to find.",
    },
    {
      title: "Ready for industrial sites",
      description:
        "Keep permits-to-work, method statements and training records on your phone, ready to show at a port or plant gate.",
    },
    {
      title: "Evidence before it is buried",
      description:
        "Photograph membranes, flood doors and raised sockets as you fit them, attached to the job for building control or the client later.",
    },
    {
      title: "Small team, clear diary",
      description:
        "See who is on the industrial contract and who is free for a callout, then change the plan as soon as a job overruns.",
    },
    {
      title: "Shape it from day one",
      description:
        "Founder's waitlist members get beta access and a direct line to the team, so the software reflects how Hull trades really work.",
    },
  ],
  getStarted:
    "We are opening Grafter to 100 founding UK trades businesses before launch, each with pricing locked for life at up to 60% off. If your Hull firm spends too long on landlord invoices, site permits or chasing payment, join the waitlist today and you will hear from us as beta access opens.",
};
