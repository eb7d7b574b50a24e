import type { CityLayoutA } from "../types";

export const newcastle: CityLayoutA = {
  layout: "A",
  name: "Newcastle",
  slug: "newcastle",
  region: "North East England",
  tagline: "Quotes, schedules and site paperwork for trades on both banks of the Tyne",
  intro:
    "Newcastle's building work runs from science-quarter offices and student blocks to the big housing sites on the city's northern edge. Grafter is a CRM and project tool being built for the electricians, joiners, groundworkers and decorators who carry that work, so the admin stops eating their evenings.",
  description:
    "Newcastle has been rebuilding parts of its centre for years, turning former industrial land at Helix and around Central Station into offices, labs and homes. Student accommodation, conversions of old Grainger Town buildings and Quayside refurbishments keep fit-out and finishing trades busy, while Newcastle Great Park and other edge-of-city estates provide housebuilding plot work. Across the river, Gateshead adds schemes of its own. For a subcontractor, that mix means working under main contractors with tight programmes and formal payment cycles one week, then pricing a rewire in a listed building the next. Keeping valuations, variations and handover documents in order across both is where Grafter aims to help.",
  illustrationAlt:
    "Flat illustration of Newcastle: the Tyne Bridge arch over the river, the Millennium Bridge seen through it, a curved concert hall with glass ribs on the far bank, and a tower crane over a new building under construction.",
  metaDescription:
    "Software for trades in Newcastle: Grafter is a CRM being built for Tyneside subcontractors, with valuations, variations, RAMS and scheduling in one place.",
  closing:
    "Newcastle's skyline keeps changing, and the firms doing the work need admin that keeps up. Take a founder's place and help decide what Grafter does first.",
  figures: {
    activeProjects: "580+",
    companies: "450+",
    marketValue: "£4.5bn",
    growth: "6.7%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Programme view for multi-storey fit-out, floor by floor and trade by trade",
    "Log variations with photos before you carry out the extra work",
    "Applications for payment and payment notice dates tracked per contract",
    "Client records for main contractors, landlords, universities and homeowners",
    "Handover packs of certificates and O&M documents kept with each job",
  ],
  majorProjects: [
    {
      name: "Newcastle Helix",
      description:
        "The former brewery site beside St James' Park is now a science and innovation quarter with offices, labs and homes, bringing commercial fit-out and M&E packages.",
    },
    {
      name: "Stephenson Quarter",
      description:
        "Mixed-use regeneration behind Central Station, with offices, a hotel and historic buildings that need fit-out, restoration and services work.",
    },
    {
      name: "Newcastle Great Park",
      description:
        "A large, long-running housing development on the north side of the city, with phase after phase of plot work for housebuilding subcontractors.",
    },
    {
      name: "Ouseburn Valley",
      description:
        "Gradual regeneration of the old industrial valley east of the centre, turning warehouses and yards into homes and workspace, with plenty of conversion and refurbishment work.",
    },
    {
      name: "Gateshead Quays",
      description:
        "Plans for an arena, conference and exhibition space on the Gateshead riverside, bringing large-scale civils, steel frame and fit-out packages to the area.",
    },
  ],
  whyChoose: [
    {
      title: "Ready for subcontract paperwork",
      description:
        "Main contractors in Newcastle expect RAMS, insurance and CSCS cards before you start. Grafter keeps those documents ready to send, so you are not held at the gate on day one.",
    },
    {
      title: "Variations that get paid",
      description:
        "Record instructions, photos and extra hours as they happen, then bring them into your next valuation instead of arguing from memory months later.",
    },
    {
      title: "One view of every gang",
      description:
        "See which team is on which floor, site or house across Tyneside, and move people around without a string of phone calls.",
    },
    {
      title: "Old buildings and new builds",
      description:
        "Keep separate notes, quotes and checklists for period refurbishment and new-build plots, because the risks and the pricing are not the same.",
    },
    {
      title: "Founder pricing",
      description:
        "Join early and your price stays fixed for as long as you subscribe, with up to 60% off the standard plans.",
    },
  ],
  getStarted:
    "Grafter is still being built, and the first 100 UK trades businesses on the founder's waitlist will get beta access, priority support and a price that never goes up. If you are a Tyneside trade tired of chasing valuations from a notebook, put your name down now and tell us how you work.",
};
