import type { CityLayoutA } from "../types";

export const leeds: CityLayoutA = {
  layout: "A",
  name: "Leeds",
  slug: "leeds",
  region: "Yorkshire and the Humber",
  tagline: "CRM and scheduling for the trades building Yorkshire's financial hub",
  intro:
    "Leeds has grown into Yorkshire's centre for finance, law and professional services, and the offices, apartments and transport projects that follow keep trades busy across the city. Grafter is being built to handle the quotes, programmes and payments behind that work.",
  description:
    "The biggest story in Leeds construction is the South Bank, where old industrial land south of the river is being turned into offices, homes, parkland and education space. Around it, tower cranes over the city centre mark build-to-rent blocks, office refurbishments and station upgrades. Further out, the East Leeds Extension and other large sites provide years of housebuilding plot work, and the older terraces of Headingley, Harehills and Armley bring a steady flow of refurbishment. Subcontractors here often work for national contractors with formal payment cycles, strict CSCS checks and detailed handover requirements. Grafter is being designed to help Leeds trades keep those commercial demands in order without losing their evenings to admin.",
  illustrationAlt:
    "Flat illustration of Leeds: the Town Hall with its domed clock tower, the tall Bridgewater Place tower, a narrowboat on the River Aire in front, and two tower cranes over new buildings.",
  metaDescription:
    "Software for trades in Leeds: Grafter is a CRM being built for subcontractors, with valuations, payment notices, CSCS records and fit-out task lists.",
  closing:
    "Leeds is building upwards and outwards, and its subcontractors need admin that keeps pace. Join the founder's waitlist and help shape Grafter from the start.",
  figures: {
    activeProjects: "680+",
    companies: "550+",
    marketValue: "£5.5bn",
    growth: "7.2%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Valuations and payment notices tracked against each subcontract",
    "CSCS, CPCS and training records ready to send before the site starts",
    "Floor-by-floor task lists for apartment and office fit-out",
    "Snagging lists with photos, cleared and signed off room by room",
    "Business analytics showing which contracts and clients actually make money",
  ],
  majorProjects: [
    {
      name: "Leeds South Bank",
      description:
        "The long-term regeneration of former industrial land south of the river into offices, homes, education buildings and public space, with work for almost every trade.",
    },
    {
      name: "Aire Park",
      description:
        "A new city-centre park with homes and offices on the former Tetley brewery site, bringing landscaping, groundworks and residential fit-out.",
    },
    {
      name: "East Leeds Extension",
      description:
        "A large new housing area on the eastern edge of the city, served by a new orbital road, with long-term plot work for housebuilding subcontractors.",
    },
    {
      name: "Kirkstall Forge",
      description:
        "Homes and offices on a former forge site in the Aire valley with its own rail station, bringing new-build residential and commercial work.",
    },
    {
      name: "Leeds station improvements",
      description:
        "Upgrades in and around Leeds station, including new entrances and public space, bring rail-side civil engineering and commercial works.",
    },
  ],
  whyChoose: [
    {
      title: "Ready for national contractors",
      description:
        "Large main contractors want documents, programmes and payment applications in a set format. Grafter keeps your side organised so you meet their deadlines.",
    },
    {
      title: "Payment rules in practice",
      description:
        "Track the dates in the Construction Act process, from your application to their payment or pay less notice, so a missed deadline is spotted straight away.",
    },
    {
      title: "Fit-out at scale",
      description:
        "Split a tower block into floors, flats or rooms, assign tasks to each gang and see progress without walking every level.",
    },
    {
      title: "Know your margins",
      description:
        "Business analytics will compare quoted and actual labour on each job, so you can see which clients are worth pricing for next time.",
    },
    {
      title: "A say in the build",
      description:
        "Founder members help decide what gets built next, and keep their starting price for as long as they subscribe.",
    },
  ],
  getStarted:
    "Before launch, Grafter is offering 100 founder's places to UK trades businesses, with locked-in pricing for life, beta access and priority support. If you are a Leeds subcontractor working to main contractors' programmes and payment cycles, join the waitlist now and tell us what your current system gets wrong.",
};
