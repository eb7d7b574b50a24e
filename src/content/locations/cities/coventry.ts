import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const coventry: CityLayoutA = {
  name: "Coventry",
  slug: "coventry",
  region: "West Midlands",
  layout: "A",
  tagline: "The West Midlands city rebuilding its centre and growing at its edges",
  intro:
    "Coventry is replacing much of its post-war centre while new estates spread around its edges. Grafter is a CRM and scheduling app being built for the bricklayers, groundworkers, plumbers and electricians keeping up with that work.",
  description:
    "Coventry's building trades work across a city still shaped by its post-war rebuild. Much of the 1950s and 1960s centre is being replaced or refurbished, and large student numbers at Coventry University and the University of Warwick keep accommodation and campus work coming. On the outskirts, urban extensions such as Eastern Green and Keresley bring years of plot-by-plot housebuilding. Older terraced streets in Earlsdon, Foleshill and Stoke need rewiring, heating upgrades and extensions, while the cathedral quarter has listed buildings that demand care. Getting round the tight ring road and out to the M6, A45 and A46 eats into the day, so firms need a plan that makes sense before the vans leave.",
  figures: {
    activeProjects: "480+",
    companies: "380+",
    marketValue: "£3.8bn",
    growth: "6.2%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Schedule crews around the ring road and out to Warwickshire jobs",
    "Track plots, snagging and handovers on suburban housing developments",
    "Quote rewires, boiler swaps and extensions from saved price lists",
    "Keep CIS deductions, valuations and retentions together for each contract",
    "Give field crews tasks, drawings and photo uploads on their phones",
  ],
  majorProjects: [
    {
      name: "City Centre South",
      description:
        "The long-planned redevelopment of the shopping precinct area south of the centre, meant to replace post-war blocks with new homes, shops and public space.",
    },
    {
      name: "Friargate",
      description:
        "A business district beside Coventry station, where new office buildings and public squares bring commercial construction and fit-out work.",
    },
    {
      name: "Eastern Green",
      description:
        "A large urban extension on the western edge of the city, with phased housebuilding, new roads and local facilities.",
    },
    {
      name: "Keresley",
      description:
        "New housing on Coventry's northern edge, where phased development keeps groundworkers, bricklayers, roofers and finishing trades in work.",
    },
    {
      name: "Coventry University and University of Warwick",
      description:
        "Ongoing building and refurbishment on both universities' estates, covering teaching space, labs and student housing that need M&E and fit-out trades.",
    },
  ],
  whyChoose: [
    {
      title: "Plot-by-plot control",
      description:
        "On housing sites you may be working on dozens of plots at once. Grafter is being built to track each plot's stage, snags and sign-off.",
    },
    {
      title: "Less time in traffic",
      description:
        "Scheduling shows who is where, so you can group jobs by area and keep vans off the ring road at the worst times of day.",
    },
    {
      title: "Paperwork main contractors ask for",
      description:
        "Keep RAMS, CSCS cards, insurance documents and certificates in one place, ready to send before you start on site.",
    },
    {
      title: "Money you can see",
      description:
        "Financial tracking shows quotes, invoices, retentions and what is overdue, so cash flow does not catch you out at the end of the month.",
    },
    {
      title: "Founder pricing",
      description: `The first 100 UK trades businesses on the waitlist keep up to 60% off for life, ${founderSaving}, plus beta access.`,
    },
  ],
  getStarted: `Grafter is due ${launch.when} and the founder's waitlist is open. Coventry and Warwickshire trades who join now can lock in founder pricing, get early beta access and priority support, and tell us what their jobs need. Add your business today so the first version fits the way you already work.`,
  closing:
    "Coventry's centre is changing and its edges are growing. Get your business organised now and be ready when Grafter launches.",
  illustrationAlt:
    "Flat drawing of Coventry: the three historic spires, the ruined old cathedral and the angular new cathedral, the raised ring road on pillars with cars, and a tower crane over a scaffolded new-build block.",
  metaDescription:
    "Grafter is a CRM being built for Coventry trades: plot tracking, quotes, crews, CIS and payments. The founder's waitlist is open, with pricing locked for life.",
};
