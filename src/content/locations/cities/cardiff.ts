import type { CityLayoutA } from "../types";

export const cardiff: CityLayoutA = {
  layout: "A",
  name: "Cardiff",
  slug: "cardiff",
  region: "Wales",
  tagline: "Software for trades building the capital of Wales, from the Bay to the new suburbs",
  intro:
    "Cardiff is the capital of Wales, and its building work runs from city-centre offices and student housing to large new suburbs on its northern and western edges. Grafter is being built for the trades who carry that work and are tired of running it from texts and spreadsheets.",
  description:
    "Work in Cardiff stretches from the offices going up beside Central station to new Bay developments and the large housing sites on the edge of the city. Students, a strong rental market and the Victorian and Edwardian streets of Roath, Canton and Cathays keep refurbishment and maintenance trades busy. Firms that also work over the Severn need to remember that Wales sets some building rules of its own. New homes and many conversions in Wales need fire sprinkler systems, and most new developments need their drainage approved by a SuDS approval body before work starts. Private landlords also need regular electrical condition reports under Welsh renting law. Grafter is being built to help Cardiff firms keep those differences straight on every job.",
  illustrationAlt:
    "Flat illustration of Cardiff: the stadium with its tall corner masts, the curved bronze-coloured roof of the Wales Millennium Centre above the bay, boats on the water and a tower crane over a new building in scaffolding.",
  metaDescription:
    "Grafter is a CRM being built for trades in Cardiff: job checklists for Welsh building rules, landlord EICR tasks, valuations and scheduling in one app.",
  closing:
    "Cardiff keeps growing, and the trades building it deserve admin that understands Welsh rules as well as busy programmes. Join the founder's waitlist and help shape Grafter.",
  figures: {
    activeProjects: "680+",
    companies: "520+",
    marketValue: "£5.2bn",
    growth: "6.9%",
  },
  figuresAreEstimates: false,
  keyFeatures: [
    "Custom job checklists for Welsh rules such as sprinklers and SuDS approval",
    "Task reminders for landlord EICRs due under Welsh renting law",
    "Separate templates for Welsh and English jobs when you work over the bridge",
    "Valuation and retention tracking for city-centre and Bay commercial packages",
    "Student-let maintenance grouped by landlord, address and summer turnaround",
  ],
  majorProjects: [
    {
      name: "Central Quay",
      description:
        "Redevelopment of the former Brains brewery site next to Cardiff Central, with offices, homes and leisure space needing everything from groundworks to fit-out.",
    },
    {
      name: "Atlantic Wharf",
      description:
        "Council-led regeneration of the inner Bay, including a new indoor arena, bringing large-scale steel, civils, services and public realm work.",
    },
    {
      name: "South Wales Metro",
      description:
        "Electrification and upgrades on the valley lines into Cardiff, with track, station, signalling and civil engineering work.",
    },
    {
      name: "Plasdŵr",
      description:
        "A large new community on the north-west edge of the city, built over many years, with plot work for housebuilding trades plus new schools and roads.",
    },
    {
      name: "Porth Teigr",
      description:
        "The waterfront site by Roath Basin, home to TV drama studios, is adding offices and homes that bring new-build and fit-out work.",
    },
  ],
  whyChoose: [
    {
      title: "Two sets of rules, one system",
      description:
        "If you work both sides of the Severn, keep separate checklists and notes for Welsh and English jobs, so a requirement that applies in Cardiff is never forgotten.",
    },
    {
      title: "Landlord work made simpler",
      description:
        "Cardiff's student and rental housing brings a lot of repeat maintenance. Group addresses under each landlord and keep certificates with the property they belong to.",
    },
    {
      title: "Commercial packages under control",
      description:
        "Track applications for payment, payment notices and retentions on Bay and city-centre contracts, so late money is spotted early.",
    },
    {
      title: "Clear days for the team",
      description:
        "Plan gangs across the city, see where each van is booked, and update the field app when a main contractor moves the programme.",
    },
    {
      title: "Early access, fixed price",
      description:
        "Founders on the waitlist lock in their plan price for life and get to test Grafter before anyone else.",
    },
  ],
  getStarted:
    "Grafter is in development and has not launched. We are saving founder's places for the first 100 UK trades businesses, with beta access, priority support and up to 60% off for life. If your Cardiff firm works across new builds, commercial packages and rented homes, join the waitlist and help us get the Welsh details right.",
};
