import type { CityLayoutB } from "../types";

export const nottingham: CityLayoutB = {
  name: "Nottingham",
  slug: "nottingham",
  region: "East Midlands",
  layout: "B",
  tagline: "Job tracking for Nottingham trades, from Lace Market refits to new-build plots",
  intro:
    "Nottingham trades split their weeks between city-centre refits, student lets and housing sites out past the ring road. Grafter is a CRM and job planner being built for electricians, plumbers, joiners and groundworkers who are tired of running it all from a notebook and a WhatsApp group.",
  description:
    "Nottingham's building work pulls in several directions at once. The Broad Marsh area and the waterside along the Trent are being reshaped, the two universities keep demand high for student housing and HMO refits, and the Lace Market's listed warehouses need slow, careful work with the right consents. Out on the edges, housebuilders want plots finished to programme and snagged before handover. For a small firm that can mean pricing a rewire on a Victorian terrace in the morning and chasing a valuation on site in the afternoon. Add tram lines, the ring road at rush hour and tight city-centre parking, and one missed message can cost half a day.",
  figures: {
    annualOutput: "£2.3bn",
    constructionWorkers: "30,000+",
    activeSites: "370+",
  },
  keyFeatures: [
    "Schedule jobs by area so vans cross the Trent fewer times",
    "Quote HMO and student-let refits from saved line items and prices",
    "Track applications for payment and retentions on housebuilder plots",
    "Keep Part P certificates, RAMS and photos filed against each address",
  ],
  whyChoose: {
    localExpertise:
      "Grafter is being shaped around the mix of work Nottingham firms actually take on: terraced streets in Sneinton and Forest Fields, student lets near the universities, and plot-by-plot subcontract work on new estates. Job types, quote templates and checklists are being designed for that mix, not for a generic office.",
    projectManagement:
      "See every job on one board, from first enquiry to final invoice. Book your team onto plots, move a day when the weather turns, and let the field app show each operative the address, access notes and tasks. When a housebuilder's programme slips, reshuffle the week from your phone instead of making twenty calls.",
    localSupport:
      "There is no Nottingham office and we won't pretend otherwise. Support comes from a small UK-based team, and founding members can reach the founders directly with problems and ideas. Early firms from the East Midlands help decide what gets built next, so feedback about real local jobs shapes the product.",
  },
  closing:
    "Join the waitlist to claim a founding place for your Nottingham business. The first 100 UK trades firms lock in their price for life, with up to 60% off.",
  illustrationAlt:
    "Flat illustration of Nottingham: the domed Council House, the castle on its sandstone rock and a tram in the foreground, with a tower crane and a scaffolded new-build block on the right.",
  metaDescription:
    "Grafter is a CRM for Nottingham trades: quotes, invoices, retentions and site schedules for electricians, plumbers and builders. Get on the founder waitlist.",
};
