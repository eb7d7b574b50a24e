import { launch } from "../../launch";
import { founderSaving } from "../../site";
import type { CityLayoutA } from "../types";

export const liverpool: CityLayoutA = {
  name: "Liverpool",
  slug: "liverpool",
  region: "North West England",
  layout: "A",
  tagline: "North West England's thriving construction hub",
  intro:
    "From the north docks to the terraces of Anfield and Toxteth, Liverpool's trades have plenty on. Grafter is being built to keep those jobs, crews and payments in one place, for electricians, plumbers, joiners and groundworkers who run their firm from the van.",
  description:
    "Liverpool's market mixes big dockside regeneration with a steady flow of housing work. Subcontractors on the waterfront schemes deal with main-contractor programmes, RAMS sign-off and monthly applications for payment. Smaller firms are kept going by Victorian terraces in Anfield, Kensington and Toxteth that need rewiring, damp treatment and new kitchens. Georgian streets and listed buildings around Canning and the city centre bring their own rules, so heritage jobs often wait on consents. Add the Mersey tunnel tolls for anyone quoting on the Wirral, and wind off the river that stops roofers and scaffolders, and a week's plan can change by the hour.",
  figures: {
    activeProjects: "780+",
    companies: "650+",
    marketValue: "£6.5bn",
    growth: "6.8%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Schedule crews across Liverpool and the Wirral without double-booking vans",
    "Track applications for payment and retentions on dockside subcontract packages",
    "Store RAMS, CSCS cards and Part P certificates against each job",
    "Quote terraced-house rewires and refits quickly from saved price lists",
    "Log weather delays on site so programme slips are on record",
  ],
  majorProjects: [
    {
      name: "Liverpool Waters",
      description:
        "Peel's long-term redevelopment of the northern docks, bringing apartment blocks, public spaces and the groundworks, M&E and finishing packages that come with them.",
    },
    {
      name: "Everton Stadium, Bramley-Moore Dock",
      description:
        "Everton's new ground, built on an infilled Victorian dock, has made the north docks a focal point, with nearby plots and streets needing utilities, public realm and fit-out work.",
    },
    {
      name: "Paddington Village",
      description:
        "A growing part of the Knowledge Quarter near the universities and hospital, where offices, research and teaching buildings call for M&E, fit-out and commercial finishing trades.",
    },
    {
      name: "Ten Streets",
      description:
        "A regeneration area of old warehouse streets north of the city centre, where converting dock-era buildings needs restoration, structural repair and fit-out skills.",
    },
    {
      name: "Festival Gardens",
      description:
        "The council-led plan for the former International Garden Festival site by the riverside in south Liverpool, set aside for new homes and landscape work.",
    },
  ],
  whyChoose: [
    {
      title: "Built for subcontract packages",
      description:
        "Dock and city-centre schemes run on JCT subcontracts. Grafter keeps your valuations, variations and payment notices together, so you can see what is owed and when it is due.",
    },
    {
      title: "Works on a phone on site",
      description:
        "The field app is being built for basic phones and patchy signal, so crews can tick off tasks, add photos and log hours from the top floor of a new block.",
    },
    {
      title: "CIS records kept straight",
      description:
        "Record CIS deductions against each payment, so your monthly return and the statements you owe your own subbies are quicker to pull together.",
    },
    {
      title: "Heritage jobs in one file",
      description:
        "Attach consents, before-and-after photos and sign-offs to each job, so a Georgian townhouse refit has its full record in one place if questions come later.",
    },
    {
      title: "Low cost to add your team",
      description:
        "Field users are £1 a month each, so adding labourers and apprentices costs very little. Back-office plans start at £19 per user per month.",
    },
  ],
  getStarted: `Grafter launches ${launch.when}, and the first 100 UK trades businesses on the founder's waitlist lock in up to 60% off for life, ${founderSaving}, plus beta access and priority support. If you run a trades firm on Merseyside, add your name now and help shape the tools you'll use on Liverpool jobs.`,
  closing:
    "From the north docks to the Wirral, Liverpool trades are busy. Get your quotes, crews and payments into one place before launch day.",
  illustrationAlt:
    "Flat drawing of the Liverpool waterfront: the Royal Liver Building with a Liver Bird on each of its two towers, a domed building beside it, a ferry on the River Mersey, and a tower crane lowering a load onto a scaffolded new-build block.",
  metaDescription:
    "Grafter is a CRM being built for Liverpool trades: schedule crews, quote, invoice and track CIS and payments. Join the founder's waitlist for locked-in pricing.",
};
