import type { CityLayoutB } from "../types";

export const brighton: CityLayoutB = {
  name: "Brighton",
  slug: "brighton",
  region: "South East England",
  layout: "B",
  tagline: "For Brighton trades working on Regency terraces, seafront flats and tight streets",
  intro:
    "In Brighton, the hard part of a job is often getting to it: parking permits, narrow streets and scaffold licences before a tool comes out of the van. Grafter is software for trades being built to keep those details, plus your quotes and invoices, in one place.",
  description:
    "Brighton and Hove has a huge amount of period housing, much of it in conservation areas, so painted render, sash windows and slate roofs are everyday work. Seafront buildings take a battering from salt and wind, and repairs often need scaffolding over busy pavements. Students at the two universities keep HMO refits and compliance work steady. With the sea on one side and the South Downs on the other, there is little room to spread, so many projects are conversions, infill plots, loft conversions and extensions. Add controlled parking zones, permit costs and slow seafront traffic, and planning each day's route and paperwork makes a real difference.",
  figures: {
    annualOutput: "£2.1bn",
    constructionWorkers: "28,000+",
    activeSites: "340+",
  },
  keyFeatures: [
    "Log parking permits, scaffold licences and access notes against each address",
    "Quote period repairs like sash windows, render and slate from templates",
    "Keep HMO fire safety and electrical certificates ready for landlords",
    "Plan seafront work around wind and rain without losing track",
  ],
  whyChoose: {
    localExpertise:
      "Brighton work is dominated by older buildings, conservation areas and awkward access. Grafter is being shaped so each job can carry the practical details that decide whether a day goes well: permit dates, scaffold arrangements, listed status and which neighbour holds the key.",
    projectManagement:
      "Break a refurbishment into stages, give each stage its own tasks and team, and see which ones are waiting on scaffolders, building control or materials. Costs are logged against the original quote, so extra work found behind old render becomes an agreed variation rather than a loss.",
    localSupport:
      "There's no Brighton office. Support comes from a UK-based team, and founding members get priority help and can reach the founders directly. We would rather hear about the real problems of working on the south coast than guess at them.",
  },
  closing:
    "Join the waitlist to secure a founding place for your Brighton business, with beta access and up to 60% off locked in for life.",
  illustrationAlt:
    "Flat illustration of Brighton: a Regency terrace with a crane and a scaffolded new-build block, the onion domes of the Royal Pavilion, the slim i360 tower with its viewing pod, and the Palace Pier stretching out over the sea.",
  metaDescription:
    "Grafter is a CRM for Brighton trades: quotes, invoices, parking permits, scaffold licences and landlord certificates for period homes. Join the waitlist.",
};
